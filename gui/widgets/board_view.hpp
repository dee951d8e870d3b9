#pragma once
// The board on screen. It asks the painter for exactly the cells it shows, at about the
// size it shows them, and draws that one image with one drawImage call; so a 1000 × 999
// board costs one pixel a cell when it is fitted to the window, and a zoomed-in corner
// costs only that corner. As in KDE's image viewers (Gwenview, Okular): the wheel scrolls
// (Shift+wheel across), Ctrl+wheel zooms about the cell under the cursor, dragging pans;
// the zoom keys zoom about the query when there is one. The query's cells and its line
// are drawn at a visible size however small the cells are.

#include <QImage>
#include <QWidget>
#include <memory>
#include <vector>

#include "render/board_painter.hpp"

namespace frontier::gui {

class BoardView : public QWidget {
  Q_OBJECT

 public:
  // The cell size of "1:1": large enough for numbers, small enough for a 30 × 30 board.
  static constexpr double kNaturalCellPx = 36;
  static constexpr double kMaxCellPx = 240;
  // A projector's screen is seen from the back of a room: a small board may fill it.
  static constexpr double kMaxPresentationCellPx = 480;

  explicit BoardView(QWidget* parent = nullptr);

  void set_painter(std::shared_ptr<const BoardPainter> painter);
  const BoardPainter* board_painter() const { return painter_.get(); }
  void set_moment(const Moment& moment);
  const Moment& moment() const { return moment_; }
  void set_style(const PaintStyle& style);
  const PaintStyle& style() const { return style_; }
  // On the stage the rulers' numbers are `ink` pixels high (StageType, by the stage's
  // height); 0: the style's fixed size.
  void set_ruler_ink(int ink);
  int ruler_font_px() const;

  double zoom() const { return zoom_; }  // screen pixels per cell
  bool fitted() const { return fitted_; }
  // Where the picture stands: its zoom and its top-left corner. Boards compared side by
  // side share one (compare/compare_window.hpp): a zoom or pan of one moves them all.
  struct Place {
    double zoom = kNaturalCellPx;
    QPointF origin;
    bool fitted = true;
  };
  Place place() const { return {zoom_, origin_, fitted_}; }
  // Takes `place` as it is (kept in view); says nothing back through view_moved.
  void set_place(const Place& place);
  // The cell (grid column, row) under a widget position, if any.
  std::optional<QPoint> cell_at(QPointF position) const;
  // The widget position of a cell's centre.
  QPointF centre_of(QPoint cell) const;
  // In play and edit modes the left button is the user's: pressing and releasing it on
  // cells makes moves or edits (cell_pressed, cell_released) instead of panning; the
  // middle button still pans.
  void set_board_clicks(bool on);
  bool board_clicks() const { return board_clicks_; }
  // The editor's cell cursor and the cell it holds (a piece picked up, a query's first
  // tile), drawn over the picture; none when not editing.
  void set_edit_marks(std::optional<QPoint> cursor, std::optional<QPoint> held);
  std::optional<QPoint> edit_cursor() const { return edit_cursor_; }
  // The keyboard's click, where the board is worked by picking cells (a pair of tiles, a
  // Solitaire piece and its square, an exercise's step, an ask question's cells): while
  // on, the arrows move a cursor over the grid and Space clicks the cell under it
  // (cell_pressed, then cell_released), as the mouse would, whenever the board has the
  // focus; the keys are the board's then, not the window's shortcuts.
  void set_key_picks(bool on);
  bool key_picks() const { return key_picks_; }
  // Where the keys work now: the editor's cursor, or the picking cursor; none otherwise.
  std::optional<QPoint> key_cursor() const;
  // Ask mode's marks on grid cells: what the class picked and, after the reveal, which
  // picks were hits or extras and which cells of the answer were missed.
  enum class AskMarkKind { picked, hit, miss, extra };
  struct AskMark {
    QPoint cell;
    AskMarkKind kind = AskMarkKind::picked;
    friend bool operator==(const AskMark&, const AskMark&) = default;
  };
  void set_ask_marks(std::vector<AskMark> marks);
  const std::vector<AskMark>& ask_marks() const { return ask_marks_; }
  // The cells of a state picked in the Frontier panel's list, ringed until the next move
  // of the cursor (none: nothing pointed at).
  void set_pointed_cells(std::vector<QPoint> cells);
  const std::vector<QPoint>& pointed_cells() const { return pointed_; }
  // The image the last paint drew, and where: for the tests and the benchmarks.
  const QImage& last_image() const { return image_; }
  int renders() const { return renders_; }

  QSize sizeHint() const override { return {720, 560}; }

 public slots:
  void fit_to_window();
  void actual_size();
  void zoom_by(double factor, QPointF anchor);
  void zoom_in() { zoom_by(1.25, zoom_anchor()); }
  void zoom_out() { zoom_by(0.8, zoom_anchor()); }
  // The query's cells and line, with a margin, as large as the window shows them.
  void zoom_to_query();

 signals:
  void hovered(const QString& description);
  void zoom_changed(double zoom);
  // The user (or a zoom key) zoomed or panned the picture.
  void view_moved();
  void cell_pressed(QPoint cell);
  void cell_released(QPoint cell);
  // A right click (or the menu key) on a cell: the window offers what can be done there.
  void cell_menu(QPoint cell, QPoint global_position);

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;

 private:
  QRectF fit_area(bool rulers) const;
  int ruler_breadth() const;  // the band of the rulers, broader when presenting
  // Where the zoom keys zoom about: the query's middle, brought on screen if it is not.
  QPointF zoom_anchor();
  // Keeps the picture where its edges can be seen: centred in the room the rulers leave
  // when it fits, otherwise never further than its edge from that room's edge.
  void keep_in_view();
  // The view was panned or zoomed by hand: it is fitted no more, stays over the board and
  // is drawn again, and says so; a new zoom also renders the board afresh.
  void moved_by_hand(bool zoomed);
  void draw_focus(QPainter& painter) const;
  void draw_keyboard_focus(QPainter& painter) const;  // the frame that shows the keys come here
  void draw_edit_marks(QPainter& painter) const;
  // The screen reader's focus follows the cursor of the keys onto its cell.
  void say_cursor_moved() const;
  void draw_ask_marks(QPainter& painter) const;
  void draw_pointed_cells(QPainter& painter) const;
  // A mark's square of `side` pixels, centred on `cell` (the editor's, ask mode's, the
  // frontier list's marks).
  QRectF mark_box(QPoint cell, double side) const;
  double fit_zoom(bool rulers) const;
  void set_zoom(double zoom, QPointF anchor);
  // Renders the visible cells when what is shown changed; returns where the image goes.
  QRectF update_image();
  void draw_rulers(QPainter& painter, const QRect& cells) const;

  std::shared_ptr<const BoardPainter> painter_;
  Moment moment_;
  std::vector<trace::FineStep> fine_;  // the moment's fine steps, owned here
  PaintStyle style_;
  int ruler_ink_ = 0;
  int ruler_font_px_ = 0;  // the pixel size that gives ruler_ink_
  double zoom_ = kNaturalCellPx;
  QPointF origin_;                     // widget position of the picture's top-left corner
  bool fitted_ = true;
  QImage image_;
  Viewport image_view_;
  bool dirty_ = true;
  int renders_ = 0;
  std::optional<QPointF> drag_from_;
  bool board_clicks_ = false;
  std::optional<QPoint> edit_cursor_;
  std::optional<QPoint> edit_held_;
  bool key_picks_ = false;
  QPoint pick_cursor_{1, 1};  // kept on the grid as the board changes
  std::vector<AskMark> ask_marks_;
  std::vector<QPoint> pointed_;
};

}  // namespace frontier::gui
