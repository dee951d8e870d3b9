#include "widgets/cases_panel.hpp"

#include "app/core_text.hpp"
#include "widgets/accessible_name.hpp"
#include "session/session.hpp"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>
#include <QVBoxLayout>

namespace frontier::gui {

// Case rows have internal id 0; query rows carry their case index + 1.
void CasesModel::set_file(std::shared_ptr<const PuzzleFile> file) {
  beginResetModel();
  file_ = std::move(file);
  endResetModel();
}

void CasesModel::set_answers(std::shared_ptr<const JudgedAnswers> answers) {
  answers_ = std::move(answers);
  if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 0));  // the cases; their queries are asked when shown
}

QModelIndex CasesModel::index(int row, int column, const QModelIndex& parent) const {
  if (!file_ || column != 0 || row < 0) return {};
  if (!parent.isValid()) return row < file_->case_count() ? createIndex(row, 0, quintptr{0}) : QModelIndex();
  if (parent.internalId() != 0) return {};
  if (row >= file_->query_count(parent.row())) return {};
  return createIndex(row, 0, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex CasesModel::parent(const QModelIndex& child) const {
  if (!child.isValid() || child.internalId() == 0) return {};
  return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr{0});
}

int CasesModel::rowCount(const QModelIndex& parent) const {
  if (!file_) return 0;
  if (!parent.isValid()) return file_->case_count();
  if (parent.internalId() != 0) return 0;
  return file_->query_count(parent.row());
}

QVariant CasesModel::data(const QModelIndex& index, int role) const {
  if (!file_ || !index.isValid()) return {};
  const bool words = role == Qt::DisplayRole || role == Qt::ToolTipRole;
  if (!words && !(role == Qt::DecorationRole && answers_)) return {};
  if (index.internalId() == 0) {
    const int wrong = answers_ ? answers_->wrong_in_case(index.row()) : 0;
    if (role == Qt::DecorationRole) {
      return wrong > 0 ? QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning) : QVariant();
    }
    // A case's wrong answers counted on its row: a closed case still says where they are.
    return wrong > 0 ? tr("%1 — %n wrong", nullptr, wrong).arg(file_->case_label(index.row())) : file_->case_label(index.row());
  }
  const int case_index = static_cast<int>(index.internalId() - 1);
  const AnswerVerdict* verdict = answers_ ? answers_->at(case_index, index.row()) : nullptr;
  if (role == Qt::DecorationRole) {
    if (verdict == nullptr) return {};
    return QApplication::style()->standardIcon(verdict->taken() ? QStyle::SP_DialogApplyButton : QStyle::SP_DialogCancelButton);
  }
  const QString query = tr("Query %1: %2").arg(index.row() + 1).arg(file_->query_label(case_index, index.row()));
  if (verdict == nullptr) return query;
  // The mark in words as well as the icon: a screen reader reads the row's text.
  if (verdict->missing) return tr("%1 — no answer").arg(query);
  if (verdict->taken()) return tr("%1 — right").arg(query);
  if (role == Qt::ToolTipRole && !verdict->expected.isEmpty()) {
    return tr("%1 — wrong: yours %2, the judge's %3").arg(query, verdict->given, verdict->expected);
  }
  return tr("%1 — wrong").arg(query);
}

QVariant CasesModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole) return tr("Cases and queries");
  return {};
}

std::pair<int, int> CasesModel::position(const QModelIndex& index) const {
  if (!index.isValid()) return {0, 0};
  if (index.internalId() == 0) return {index.row(), 0};
  return {static_cast<int>(index.internalId() - 1), index.row()};
}

QModelIndex CasesModel::index_of(int case_index, int query_index) const {
  // A negative query: the case's own row (a case with no queries).
  if (query_index < 0) return index(case_index, 0);
  return index(query_index, 0, index(case_index, 0));
}

void CasesModel::retranslate() {
  if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 0));
  emit headerDataChanged(Qt::Horizontal, 0, 0);
}

CasesPanel::CasesPanel(QWidget* parent)
    : QWidget(parent), model_(new CasesModel(this)), summary_(new QLabel(this)), tree_(new QTreeView(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  summary_->setObjectName(QStringLiteral("answers_summary"));
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::PlainText);  // a file's name is not markup
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->hide();
  layout->addWidget(summary_);
  layout->addWidget(tree_);
  tree_->setModel(model_);
  name_for_screen_readers(*tree_, QT_TRANSLATE_NOOP("AccessibleNames", "Cases and queries"));
  tree_->setUniformRowHeights(true);  // lets the view skip measuring 100000 rows
  tree_->header()->setStretchLastSection(true);
  tree_->setSelectionMode(QAbstractItemView::SingleSelection);
  // The arrow keys belong to stepping; the list is used with the mouse.
  tree_->setFocusPolicy(Qt::NoFocus);
  connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
    if (selecting_ || !current.isValid()) return;
    const auto [k, j] = model_->position(current);
    emit chosen(k, j);
  });
}

void CasesPanel::set_file(std::shared_ptr<const PuzzleFile> file) {
  model_->set_file(std::move(file));
  // Small files open fully; a file of many cases shows its cases, each opened on demand.
  if (model_->rowCount() <= 20) tree_->expandAll();
}

void CasesPanel::select(int case_index, int query_index) {
  const QModelIndex index = model_->index_of(case_index, query_index);
  if (!index.isValid()) return;
  selecting_ = true;
  tree_->expand(index.parent());
  tree_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
  tree_->scrollTo(index);
  selecting_ = false;
}

void CasesPanel::set_answers(std::shared_ptr<const JudgedAnswers> answers) {
  model_->set_answers(std::move(answers));
  word_answers();
}

QString CasesPanel::answers_summary() const { return summary_->isHidden() ? QString() : summary_->text(); }

void CasesPanel::word_answers() {
  summary_->setVisible(model_->answers() != nullptr);
  if (!model_->answers()) {
    summary_->clear();
    return;
  }
  const JudgedAnswers& answers = *model_->answers();
  const PuzzleAdapter* puzzle = model_->file() ? &model_->file()->puzzle() : nullptr;
  const QString name = QFileInfo(answers.path()).fileName();
  const int queries = static_cast<int>(answers.verdicts().size());
  QStringList lines;
  if (answers.wrong() == 0) {
    lines << tr("Your answers (%1): all %n right.", nullptr, queries).arg(name);
  } else {
    lines << tr("Your answers (%1): %2 of %n wrong; F8 goes to the next, Shift+F8 to the one before.", nullptr, queries)
                 .arg(name)
                 .arg(answers.wrong());
  }
  if (answers.missing() > 0) lines << tr("Your file ends before the last %n queries.", nullptr, answers.missing());
  if (answers.extra_lines() > 0) lines << tr("%n line(s) too many, after the last query's answer.", nullptr, answers.extra_lines());
  if (answers.lesson != nullptr && puzzle != nullptr) {
    const trace::AlgorithmInfo& lesson = *answers.lesson;
    lines << tr("They are exactly the answers of the lesson %1 (%2): choose it in the Algorithm box to watch where it goes wrong.")
                 .arg(algorithm_name(lesson), core_text::summary(puzzle->id(), lesson.name, lesson.summary));
  } else if (!answers.rule_id.empty() && puzzle != nullptr) {
    for (const RuleOption& rule : puzzle->rules()) {
      if (rule.id != answers.rule_id) continue;
      const QString value = rule.is_switch() ? (answers.rule_value == 1 ? tr("on") : tr("off")) : QString::number(answers.rule_value);
      lines << tr("They are exactly the judge's answers with the rule “%1” %2 (%3).").arg(rule.name, value, rule.label);
    }
  }
  summary_->setText(lines.join(QLatin1Char('\n')));
}

void CasesPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    model_->retranslate();
    word_answers();
  }
  QWidget::changeEvent(event);
}

void CasesPanel::follow(Session& session) {
  const auto show_choice = [this, &session] {
    const bool has_query = session.problem() && session.problem()->has_query();
    select(session.case_index(), has_query ? session.query_index() : -1);
  };
  connect(&session, &Session::opened, this, [this, &session] {
    set_file(session.file());
    set_answers(session.answers());
  });
  connect(&session, &Session::answers_changed, this, [this, &session] { set_answers(session.answers()); });
  connect(&session, &Session::chosen, this, show_choice);
  // An edit, an undo, a redo: the tree is the file's again, the choice kept (a position
  // kept while playing is a new case after the one played, so the choice still holds).
  connect(&session, &Session::file_changed, this, [this, &session, show_choice] {
    set_file(session.file());
    show_choice();
  });
  connect(this, &CasesPanel::chosen, &session, &Session::choose);
}

}  // namespace frontier::gui
