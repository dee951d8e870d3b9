#include "ask/ask_panel.hpp"

#include <QCoreApplication>
#include <QScrollArea>
#include <algorithm>
#include <QEvent>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace frontier::gui {

namespace {

// The words of questions and verdicts, in one translation context for the panel and the
// presentation banner alike.
class Ask {
  Q_DECLARE_TR_FUNCTIONS(Ask)
};

QString trend_word(trace::Trend trend) {
  switch (trend) {
    case trace::Trend::fewer: return Ask::tr("fewer");
    case trace::Trend::about_the_same: return Ask::tr("about the same");
    case trace::Trend::more: return Ask::tr("more");
  }
  return {};
}

QString reply_text(const Question& question, const Reply& reply) {
  switch (question.kind) {
    case QuestionKind::new_cells: return Ask::tr("%n cell(s) picked", nullptr, static_cast<int>(reply.picked.size()));
    case QuestionKind::next_state:
      if (reply.picked.empty()) return Ask::tr("No cell picked yet");
      return Ask::tr("%1 picked").arg(cell_words(reply.picked.front()));
    case QuestionKind::trend:
      if (!reply.trend) return Ask::tr("No answer chosen yet");
      return Ask::tr("Your answer: %1").arg(trend_word(*reply.trend));
    case QuestionKind::legal_moves: {
      const auto ticked = static_cast<int>(std::count(reply.ticked.begin(), reply.ticked.end(), true));
      return Ask::tr("%n move(s) ticked as legal", nullptr, ticked);
    }
  }
  return {};
}

}  // namespace

QString question_text(const Question& question, const DescribeState& describe) {
  switch (question.kind) {
    case QuestionKind::new_cells:
      return Ask::tr("The layer of cost %1 is next. Which cells will it reach for the first time? Click them on the "
                 "board, then Reveal.")
          .arg(question.layer.cost);
    case QuestionKind::next_state:
      return Ask::tr("Which state will be taken from the frontier next? Click its cell on the board, then Reveal.");
    case QuestionKind::trend:
      return Ask::tr("This layer holds %n position(s). Will the next layer hold fewer, about the same, or more?", nullptr, static_cast<int>(question.layer.expansions()));
    case QuestionKind::legal_moves:
      return Ask::tr("%1 is taken next. Which of its moves are legal? Tick them, then Reveal.")
          .arg(describe(question.taken));
  }
  return {};
}

QString verdict_text(const Question& question, const Verdict& verdict, const DescribeState& describe) {
  switch (question.kind) {
    case QuestionKind::new_cells: {
      if (verdict.right) return Ask::tr("Right: the layer reaches exactly %n new cell(s).", nullptr, static_cast<int>(question.answer.size()));
      const QString hits = Ask::tr("%n hit(s)", nullptr, static_cast<int>(verdict.cells.hits.size()));
      const QString misses = Ask::tr("%n missed", nullptr, static_cast<int>(verdict.cells.misses.size()));
      const QString extras = Ask::tr("%n extra", nullptr, static_cast<int>(verdict.cells.extras.size()));
      return Ask::tr("Not quite: %1, %2, %3 of the %4 new cells.").arg(hits, misses, extras).arg(question.answer.size());
    }
    case QuestionKind::next_state:
      if (verdict.right) return Ask::tr("Right: %1 is taken next.").arg(describe(question.taken));
      return Ask::tr("Not quite: %1 is taken next.").arg(describe(question.taken));
    case QuestionKind::trend: {
      const QString next = Ask::tr("%n position(s)", nullptr, static_cast<int>(question.next_layer_size));
      if (verdict.right) {
        return Ask::tr("Right: %1 in the next layer, %2 in this one.").arg(next).arg(question.layer.expansions());
      }
      return Ask::tr("Not quite: %1 in the next layer, %2 in this one: %3.")
          .arg(next)
          .arg(question.layer.expansions())
          .arg(trend_word(question.trend));
    }
    case QuestionKind::legal_moves: {
      const auto right = static_cast<int>(std::count(verdict.move_right.begin(), verdict.move_right.end(), true));
      const auto legal = static_cast<int>(
          std::count_if(question.moves.begin(), question.moves.end(), [](const auto& move) { return move.legal; }));
      if (verdict.right) return Ask::tr("Right: %n of these moves are legal.", nullptr, legal);
      return Ask::tr("Not quite: %1 of %2 moves judged as the rules do.").arg(right).arg(question.moves.size());
    }
  }
  return {};
}

QString score_text(const AskSession& session) {
  return Ask::tr("Score: %1 of %2 right").arg(session.right()).arg(session.answered());
}

AskPanel::AskPanel(AskSession& session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      at_box_(new QComboBox(this)),
      question_(new QLabel(this)),
      reply_(new QLabel(this)),
      fewer_(new QPushButton(this)),
      same_(new QPushButton(this)),
      more_(new QPushButton(this)),
      trends_(new QButtonGroup(this)),
      moves_(new QListWidget(this)),
      reveal_(new QPushButton(this)),
      verdict_(new QLabel(this)),
      score_(new QLabel(this)) {
  setObjectName(QStringLiteral("ask_panel"));
  at_box_->setObjectName(QStringLiteral("ask_at"));
  question_->setObjectName(QStringLiteral("question"));
  reply_->setObjectName(QStringLiteral("reply"));
  moves_->setObjectName(QStringLiteral("ask_moves"));
  reveal_->setObjectName(QStringLiteral("reveal"));
  verdict_->setObjectName(QStringLiteral("verdict"));
  score_->setObjectName(QStringLiteral("score"));
  fewer_->setObjectName(QStringLiteral("trend_fewer"));
  same_->setObjectName(QStringLiteral("trend_same"));
  more_->setObjectName(QStringLiteral("trend_more"));
  for (QLabel* label : {question_, reply_, verdict_}) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  }
  QFont bold = question_->font();
  bold.setBold(true);
  question_->setFont(bold);

  auto* trend_row = new QHBoxLayout;
  int id = 0;
  for (QPushButton* button : {fewer_, same_, more_}) {
    button->setCheckable(true);
    trends_->addButton(button, id++);
    trend_row->addWidget(button);
  }
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(at_box_);
  layout->addWidget(question_);
  layout->addLayout(trend_row);
  layout->addWidget(moves_, 1);
  layout->addWidget(reply_);
  layout->addWidget(reveal_);
  layout->addWidget(verdict_);
  layout->addWidget(score_);
  layout->addStretch();

  at_box_->addItem({}, static_cast<int>(trace::AskAt::layer));
  at_box_->addItem({}, static_cast<int>(trace::AskAt::pop));
  connect(at_box_, &QComboBox::currentIndexChanged, this, [this](int index) {
    session_.set_at(static_cast<trace::AskAt>(at_box_->itemData(index).toInt()));
  });
  connect(trends_, &QButtonGroup::idClicked, this, [this](int which) {
    session_.choose_trend(static_cast<trace::Trend>(which));
  });
  connect(moves_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
    session_.tick_move(moves_->row(item), item->checkState() == Qt::Checked);
  });
  connect(reveal_, &QPushButton::clicked, this, &AskPanel::reveal_asked);
  retranslate();
  show_session();
}

void AskPanel::set_describe(DescribeState describe) {
  describe_ = std::move(describe);
  show_session();
}

QPushButton* AskPanel::trend_button(trace::Trend trend) const {
  switch (trend) {
    case trace::Trend::fewer: return fewer_;
    case trace::Trend::about_the_same: return same_;
    case trace::Trend::more: return more_;
  }
  return nullptr;
}

void AskPanel::show_session() {
  const std::optional<Question>& question = session_.question();
  const DescribeState describe = describe_ ? describe_ : [](trace::StateId) { return QString(); };
  const bool trend = question && question->kind == QuestionKind::trend;
  for (QPushButton* button : {fewer_, same_, more_}) {
    button->setVisible(trend);
    button->setEnabled(session_.open());
  }
  if (trend) {
    const QSignalBlocker block(trends_);
    trends_->setExclusive(false);
    for (QAbstractButton* button : trends_->buttons()) button->setChecked(false);
    trends_->setExclusive(true);
    if (session_.reply().trend) trend_button(*session_.reply().trend)->setChecked(true);
  }
  moves_->setVisible(question && question->kind == QuestionKind::legal_moves);
  show_moves();
  if (!question) {
    question_->setText(tr("Play the search (Space): it stops before each question."));
    reply_->clear();
    verdict_->clear();
  } else {
    question_->setText(question_text(*question, describe));
    reply_->setText(session_.revealed() ? QString() : reply_text(*question, session_.reply()));
    const std::optional<Verdict>& verdict = session_.verdict();
    QString said;
    if (verdict) said = (verdict->vote ? *verdict->vote : verdict_text(*question, *verdict, describe)) + QLatin1Char(' ') + tr("Space plays on.");
    verdict_->setText(said);
  }
  reveal_->setEnabled(session_.open());
  score_->setText(score_text(session_));
  // Scrolled (the window's Question dock is a scroll area on a short screen): the verdict
  // once revealed, else the question, in sight.
  for (QWidget* up = parentWidget(); up != nullptr; up = up->parentWidget()) {
    if (auto* area = qobject_cast<QScrollArea*>(up)) {
      area->ensureWidgetVisible(session_.verdict() ? static_cast<QWidget*>(score_) : question_, 0, 0);
      break;
    }
  }
}

void AskPanel::show_moves() {
  const QSignalBlocker block(moves_);
  const std::optional<Question>& question = session_.question();
  if (!question || question->kind != QuestionKind::legal_moves) {
    moves_->clear();
    return;
  }
  const std::optional<Verdict>& verdict = session_.verdict();
  if (moves_->count() != static_cast<int>(question->moves.size())) {
    moves_->clear();
    for (std::size_t i = 0; i < question->moves.size(); ++i) moves_->addItem(QString());
  }
  for (int i = 0; i < moves_->count(); ++i) {
    const auto index = static_cast<std::size_t>(i);
    const Problem::MoveChoice& move = question->moves[index];
    QListWidgetItem* item = moves_->item(i);
    QString text = move.words;
    if (verdict) {
      // After the reveal each move says what the rules say, and why when they refuse it;
      // marked right or wrong when the panel's ticks were judged (not after a vote).
      QString mark;
      if (index < verdict->move_right.size()) mark = verdict->move_right[index] ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
      text = mark + text + QStringLiteral(": ") + (move.legal ? tr("legal") : tr("not legal, %1").arg(move.refusal));
    }
    item->setText(text);
    item->setFlags(verdict ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(session_.reply().ticked[index] ? Qt::Checked : Qt::Unchecked);
  }
}

void AskPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void AskPanel::retranslate() {
  at_box_->setItemText(0, tr("Ask at every layer"));
  at_box_->setItemText(1, tr("Ask at every pop"));
  fewer_->setText(tr("Fewer"));
  same_->setText(tr("About the same"));
  more_->setText(tr("More"));
  reveal_->setText(tr("Reveal (Return)"));
  show_session();
}

}  // namespace frontier::gui
