#pragma once
// The board as a screen reader meets it: a table (QAccessibleTableInterface, which AT-SPI
// hands on as a table Orca moves through by row and column) with one cell for each cell of
// the painter's grid. Each cell is named in words from the painter, the same words the
// status bar shows under the mouse ("row 2, column 3: tile 4, reached with 1 turn"), at
// the moment drawn; the cell under the editor's cursor is the focused one.

#include <QAccessibleWidget>
#include <unordered_map>

namespace frontier::gui {

class BoardView;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
 public:
  explicit BoardAccessible(BoardView& board);
  ~BoardAccessible() override;

  // Made for every BoardView (QAccessible::installFactory).
  static QAccessibleInterface* factory(const QString& class_name, QObject* object);

  void* interface_cast(QAccessible::InterfaceType type) override;
  QString text(QAccessible::Text t) const override;
  int childCount() const override;
  QAccessibleInterface* child(int index) const override;
  int indexOfChild(const QAccessibleInterface* child) const override;
  QAccessibleInterface* childAt(int x, int y) const override;
  QAccessibleInterface* focusChild() const override;

  // The table: rows and columns of the painter's grid.
  QAccessibleInterface* caption() const override { return nullptr; }
  QAccessibleInterface* summary() const override { return nullptr; }
  QAccessibleInterface* cellAt(int row, int column) const override;
  int selectedCellCount() const override { return 0; }
  QList<QAccessibleInterface*> selectedCells() const override { return {}; }
  QString columnDescription(int column) const override;
  QString rowDescription(int row) const override;
  int selectedColumnCount() const override { return 0; }
  int selectedRowCount() const override { return 0; }
  int columnCount() const override;
  int rowCount() const override;
  QList<int> selectedColumns() const override { return {}; }
  QList<int> selectedRows() const override { return {}; }
  bool isColumnSelected(int) const override { return false; }
  bool isRowSelected(int) const override { return false; }
  bool selectRow(int) override { return false; }
  bool selectColumn(int) override { return false; }
  bool unselectRow(int) override { return false; }
  bool unselectColumn(int) override { return false; }
  // Another painter (another grid): the cells made so far are let go.
  void modelChange(QAccessibleTableModelChangeEvent* event) override;

  BoardView& board() const;
  // A cell's words: its row and column, and what it holds and what the search knows of it.
  QString cell_name(QPoint cell) const;

 private:
  void forget_cells() const;
  // Made on demand, by index, for the grid they were made on.
  mutable std::unordered_map<int, QAccessible::Id> cells_;
  mutable QSize cells_grid_;
};

}  // namespace frontier::gui
