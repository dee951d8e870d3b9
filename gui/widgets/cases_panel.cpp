#include "widgets/cases_panel.hpp"

#include "widgets/accessible_name.hpp"
#include "session/session.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QVBoxLayout>

namespace frontier::gui {

// Case rows have internal id 0; query rows carry their case index + 1.
void CasesModel::set_file(std::shared_ptr<const PuzzleFile> file) {
  beginResetModel();
  file_ = std::move(file);
  endResetModel();
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
  if (!file_ || !index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) return {};
  if (index.internalId() == 0) return file_->case_label(index.row());
  const int case_index = static_cast<int>(index.internalId() - 1);
  return tr("Query %1: %2").arg(index.row() + 1).arg(file_->query_label(case_index, index.row()));
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

CasesPanel::CasesPanel(QWidget* parent) : QWidget(parent), model_(new CasesModel(this)), tree_(new QTreeView(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
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

void CasesPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) model_->retranslate();
  QWidget::changeEvent(event);
}

void CasesPanel::follow(Session& session) {
  const auto show_choice = [this, &session] {
    const bool has_query = session.problem() && session.problem()->has_query();
    select(session.case_index(), has_query ? session.query_index() : -1);
  };
  connect(&session, &Session::opened, this, [this, &session] { set_file(session.file()); });
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
