#pragma once
// The board editor as the window sees it, whatever the puzzle: the window gives it the
// user's clicks and keys on the board and the sizes typed in the edit panel; it turns
// them into edits of the document (apply_edit, so each is one undoable step checked by
// core) and says why when one is refused. PuzzleEdit<P> (puzzle_edit.hpp) is the one
// implementation; what a click means on each board is EditView<P>'s (edit_view.hpp).

#include <QObject>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace frontier::gui {

// A number that sizes the board (rows, columns), as the edit panel offers it.
struct SizeField {
  QString label;
  int value = 0;
  int minimum = 1;
  int maximum = 1;
};

class EditController : public QObject {
  Q_OBJECT

 public:
  ~EditController() override = default;

  // What a click does, in the user's words; the first is chosen at the start.
  virtual QStringList tools() const = 0;
  virtual int tool() const = 0;
  virtual void set_tool(int tool) = 0;
  // What the tool does, and what the keys do on this puzzle's board, for the edit panel.
  virtual QString help() const = 0;
  virtual QString keys() const = 0;
  // Lianliankan's tile to put with a click (its tool "Tile"); other puzzles have none.
  virtual bool has_tile_number() const = 0;
  virtual void set_tile_number(int tile) = 0;
  virtual int tile_number() const = 0;

  // The window's chosen case and query (nullopt: a case without queries).
  virtual void set_place(int case_index, std::optional<int> query_index) = 0;

  // The mouse on a grid cell of the painter's picture, pressed and released.
  virtual void press(QPoint grid) = 0;
  virtual void release(QPoint grid) = 0;
  // The keyboard: the cell cursor moves (0 up, 1 right, 2 down, 3 left), Space toggles,
  // Delete clears, Enter picks up and puts down, a digit types a Lianliankan tile.
  virtual void move_cursor(int direction) = 0;
  virtual void toggle() = 0;
  virtual void clear() = 0;
  virtual void pick() = 0;
  virtual void digit(int digit) = 0;
  // The cursor, and the cell picked up (a piece, a mark, a query's first tile), on the grid.
  virtual QPoint cursor() const = 0;
  virtual std::optional<QPoint> held() const = 0;

  // The board's size, and a new one (one undoable step).
  virtual std::vector<SizeField> size() const = 0;
  virtual void resize(const std::vector<int>& values) = 0;
  // A new case after the chosen one (where the format holds several), and a new query
  // after the chosen one; false when the format has no such list.
  virtual bool can_add_case() const = 0;
  virtual void add_case() = 0;
  virtual bool can_add_query() const = 0;
  virtual void add_query() = 0;
  // The chosen query, and the chosen case, copied, deleted or moved by `offset` places.
  virtual void duplicate_query() = 0;
  virtual void delete_query() = 0;
  virtual void move_query(int offset) = 0;
  virtual void duplicate_case() = 0;
  virtual void delete_case() = 0;
  virtual void move_case(int offset) = 0;
  // Lianliankan's tiles on the chosen board, each kind once (the panel's palette).
  virtual std::vector<int> tiles_in_use() const = 0;

 signals:
  // The cursor or what is held moved: draw them again.
  void marks_changed();
  // An edit was refused (with core's reason) and nothing changed.
  void refused(const QString& reason);
  // An edit was made: the status bar says what ("set the tile at (2, 3) to 7").
  void edited(const QString& what);
  // A query was set or added: the window shows it (0-based indexes).
  void query_chosen(int case_index, int query_index);
};

}  // namespace frontier::gui
