#include "widgets/board_accessible.hpp"

#include <QCoreApplication>
#include <QRegularExpression>

#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui {
namespace {

// One cell of the board's table; Qt owns it once registered, the table lets it go.
class BoardCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
 public:
  BoardCellAccessible(BoardAccessible& table, QPoint cell) : table_(table), cell_(cell) {}

  bool isValid() const override { return true; }
  QObject* object() const override { return nullptr; }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QAccessibleInterface* parent() const override { return &table_; }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QString text(QAccessible::Text t) const override {
    return t == QAccessible::Name ? table_.cell_name(cell_) : QString();
  }
  void setText(QAccessible::Text, const QString&) override {}
  QRect rect() const override {
    const BoardView& board = table_.board();
    const double half = board.zoom() / 2;
    const QPointF centre = board.centre_of(cell_);
    const QRect local = QRectF(centre - QPointF(half, half), centre + QPointF(half, half)).toAlignedRect();
    return QRect(board.mapToGlobal(local.topLeft()), local.size());
  }
  QAccessible::Role role() const override { return QAccessible::Cell; }
  QAccessible::State state() const override {
    QAccessible::State state;
    state.focusable = true;
    const std::optional<QPoint> cursor = table_.board().key_cursor();
    state.focused = cursor == cell_ && table_.board().hasFocus();
    state.invisible = !table_.board().rect().intersects(rect().translated(-table_.board().mapToGlobal(QPoint(0, 0))));
    return state;
  }
  void* interface_cast(QAccessible::InterfaceType type) override {
    return type == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface*>(this) : nullptr;
  }

  bool isSelected() const override { return false; }
  QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
  QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
  int columnIndex() const override { return cell_.x(); }
  int rowIndex() const override { return cell_.y(); }
  int columnExtent() const override { return 1; }
  int rowExtent() const override { return 1; }
  QAccessibleInterface* table() const override { return &table_; }

 private:
  BoardAccessible& table_;
  QPoint cell_;
};

}  // namespace

BoardAccessible::BoardAccessible(BoardView& board) : QAccessibleWidget(&board, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() { forget_cells(); }

QAccessibleInterface* BoardAccessible::factory(const QString& class_name, QObject* object) {
  auto* board = qobject_cast<BoardView*>(object);
  return class_name == QLatin1String(BoardView::staticMetaObject.className()) && board != nullptr ? new BoardAccessible(*board)
                                                                                                 : nullptr;
}

BoardView& BoardAccessible::board() const { return *static_cast<BoardView*>(widget()); }

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
  if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
  return QAccessibleWidget::interface_cast(type);
}

QString BoardAccessible::text(QAccessible::Text t) const {
  if (t == QAccessible::Name && widget()->accessibleName().isEmpty()) return QCoreApplication::translate("BoardAccessible", "Board");
  return QAccessibleWidget::text(t);
}

int BoardAccessible::rowCount() const {
  const BoardPainter* painter = board().board_painter();
  return painter != nullptr ? painter->grid().height() : 0;
}

int BoardAccessible::columnCount() const {
  const BoardPainter* painter = board().board_painter();
  return painter != nullptr ? painter->grid().width() : 0;
}

int BoardAccessible::childCount() const { return rowCount() * columnCount(); }

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
  if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) return nullptr;
  // Another board since they were made (the event that says so reaches only an active
  // screen reader's tables): the cells are made again.
  if (const QSize grid(columnCount(), rowCount()); grid != cells_grid_) {
    forget_cells();
    cells_grid_ = grid;
  }
  const int index = row * columnCount() + column;
  if (const auto made = cells_.find(index); made != cells_.end()) return QAccessible::accessibleInterface(made->second);
  auto* cell = new BoardCellAccessible(const_cast<BoardAccessible&>(*this), QPoint(column, row));
  cells_.emplace(index, QAccessible::registerAccessibleInterface(cell));
  return cell;
}

QAccessibleInterface* BoardAccessible::child(int index) const {
  const int columns = columnCount();
  return columns > 0 ? cellAt(index / columns, index % columns) : nullptr;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
  if (child == nullptr || child->parent() != this) return -1;
  const QAccessibleTableCellInterface* cell = const_cast<QAccessibleInterface*>(child)->tableCellInterface();
  return cell != nullptr ? cell->rowIndex() * columnCount() + cell->columnIndex() : -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
  const std::optional<QPoint> cell = board().cell_at(board().mapFromGlobal(QPoint(x, y)));
  return cell ? cellAt(cell->y(), cell->x()) : nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const {
  const std::optional<QPoint> cursor = board().key_cursor();
  return cursor && board().hasFocus() ? cellAt(cursor->y(), cursor->x()) : nullptr;
}

QString BoardAccessible::columnDescription(int column) const {
  const BoardPainter* painter = board().board_painter();
  return painter != nullptr ? painter->column_label(column) : QString();
}

QString BoardAccessible::rowDescription(int row) const {
  const BoardPainter* painter = board().board_painter();
  return painter != nullptr ? painter->row_label(row) : QString();
}

QString BoardAccessible::cell_name(QPoint cell) const {
  const BoardPainter* painter = board().board_painter();
  if (painter == nullptr || !QRect(QPoint(0, 0), painter->grid()).contains(cell)) return {};
  // The status bar's words, less their "(row, col)", which the cell's own row and column
  // say first (in the judge's numbering, as the rulers show them).
  static const QRegularExpression coordinates(QStringLiteral(R"(^\(\d+, \d+\)\s*)"));
  QString words = painter->describe_cell(cell, board().moment());
  words.remove(coordinates);
  // Ask mode's marks, which the eye reads from rings and crosses.
  for (const BoardView::AskMark& mark : board().ask_marks()) {
    if (mark.cell != cell) continue;
    switch (mark.kind) {
      case BoardView::AskMarkKind::picked: words += QCoreApplication::translate("BoardAccessible", ", picked"); break;
      case BoardView::AskMarkKind::hit: words += QCoreApplication::translate("BoardAccessible", ", picked and right"); break;
      case BoardView::AskMarkKind::miss: words += QCoreApplication::translate("BoardAccessible", ", missed: in the answer"); break;
      case BoardView::AskMarkKind::extra: words += QCoreApplication::translate("BoardAccessible", ", picked but not in the answer"); break;
    }
  }
  const QString row = painter->row_label(cell.y());
  const QString column = painter->column_label(cell.x());
  if (row.isEmpty() || column.isEmpty()) return words;  // not a cell of the board (a chart)
  return QCoreApplication::translate("BoardAccessible", "row %1, column %2: %3").arg(row, column, words);
}

void BoardAccessible::modelChange(QAccessibleTableModelChangeEvent*) { forget_cells(); }

void BoardAccessible::forget_cells() const {
  for (const auto& [index, id] : cells_) QAccessible::deleteAccessibleInterface(id);
  cells_.clear();
}

}  // namespace frontier::gui
