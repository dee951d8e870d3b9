#include "widgets/board_view.hpp"

#include <QAccessible>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "render/stage_type.hpp"
#include "widgets/board_accessible.hpp"

namespace frontier::gui {

namespace {
// Cells are rendered at no more than this many pixels and scaled up beyond it: a zoomed
// cell needs no more detail, and the image stays small.
constexpr int kMaxRenderedCellPx = 96;
// Rulers (the judge's row and column numbers) appear from this cell size on.
constexpr double kRulerMinPx = 18;
constexpr int kRulerBreadth = 18;
// On a projector the class reads the rulers from the back of the room: larger numbers
// (18 px, where 11 px did at a desk) in a broader band.
constexpr int kPresentationRulerBreadth = 24;
constexpr int kRulerFontPx = 11;
constexpr int kPresentationRulerFontPx = 18;
// Below this cell size the painter's rings and line are too thin to see: the view draws
// the query's cells and line itself, at least this large.
constexpr double kFocusMinPx = 10;
constexpr double kFocusMarkPx = 12;
// Zoom to the query: this many cells around it, and no closer than 1:1 allows for numbers.
constexpr double kFocusMarginCells = 3;

// Cells drawn at a whole number of pixels, from 2 to the rendered size, are shown as
// rendered: an image shrunk by a fraction of a pixel a cell loses columns of its
// pixels, and with them strokes of its digits ("2755" read "2?55").
double whole_pixels(double zoom, bool down) {
  if (zoom < 2 || zoom > kMaxRenderedCellPx) return zoom;
  return down ? std::floor(zoom) : std::round(zoom);
}
}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
  // A screen reader meets the board as a table of its cells (board_accessible.hpp).
  static const bool table_for_screen_readers = (QAccessible::installFactory(&BoardAccessible::factory), true);
  (void)table_for_screen_readers;
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent);
  // In the Tab order, as every control is: a keyboard alone reaches the board (and, in
  // edit mode, its cursor).
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(200, 160);
}

void BoardView::set_painter(std::shared_ptr<const BoardPainter> painter) {
  const QSize old_grid = painter_ ? painter_->grid() : QSize();
  painter_ = std::move(painter);
  dirty_ = true;
  // A new board is fitted; the same board searched again keeps the user's zoom.
  if (!painter_ || painter_->grid() != old_grid) fit_to_window();
  if (!painter_ || painter_->grid() != old_grid) {
    QAccessibleTableModelChangeEvent another_board(this, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&another_board);
  }
  update();
}

void BoardView::set_moment(const Moment& moment) {
  fine_.assign(moment.fine.begin(), moment.fine.end());
  moment_ = moment;
  moment_.fine = fine_;
  dirty_ = true;
  update();
}

void BoardView::set_style(const PaintStyle& style) {
  style_ = style;
  dirty_ = true;
  if (fitted_ && painter_) fit_to_window();  // presentation mode allows larger cells
  update();
}

void BoardView::set_ruler_ink(int ink) {
  if (ink == ruler_ink_) return;
  ruler_ink_ = ink;
  ruler_font_px_ = ink > 0 ? StageType::sized(font(), ink).pixelSize() : 0;
  if (fitted_ && painter_) fit_to_window();  // the rulers' bands change
  update();
}

int BoardView::ruler_font_px() const {
  if (style_.presentation && ruler_font_px_ > 0) return ruler_font_px_;
  return style_.presentation ? kPresentationRulerFontPx : kRulerFontPx;
}

int BoardView::ruler_breadth() const {
  // The band holds a number with a third of its size around it.
  if (style_.presentation && ruler_font_px_ > 0) return ruler_font_px_ * 4 / 3;
  return style_.presentation ? kPresentationRulerBreadth : kRulerBreadth;
}

QRectF BoardView::fit_area(bool rulers) const {
  const QRectF whole(rect());
  const int breadth = ruler_breadth();
  return rulers ? whole.adjusted(breadth * 1.6, breadth, 0, 0) : whole;
}

double BoardView::fit_zoom(bool rulers) const {
  if (!painter_) return kNaturalCellPx;
  const QSize grid = painter_->grid();
  if (grid.isEmpty()) return kNaturalCellPx;
  const QRectF area = fit_area(rulers);
  return std::min(area.width() / grid.width(), area.height() / grid.height()) * 0.97;
}

void BoardView::fit_to_window() {
  fitted_ = true;
  // Fitted cells large enough for rulers leave the rulers their own strips.
  const bool rulers = fit_zoom(true) >= kRulerMinPx;
  zoom_ = std::min(fit_zoom(rulers), style_.presentation ? kMaxPresentationCellPx : kMaxCellPx);
  // Cells fitted to the whole widget but large enough for rulers would lie under them.
  if (!rulers) zoom_ = std::min(zoom_, kRulerMinPx - 0.5);
  zoom_ = whole_pixels(zoom_, true);
  if (painter_) {
    const QSizeF picture = QSizeF(painter_->grid()) * zoom_;
    const QRectF area = fit_area(rulers);
    origin_ = area.topLeft() + QPointF((area.width() - picture.width()) / 2, (area.height() - picture.height()) / 2);
    origin_ = QPointF(std::round(origin_.x()), std::round(origin_.y()));  // whole pixels, as rendered
  }
  dirty_ = true;
  update();
  emit zoom_changed(zoom_);
  emit view_moved();
}

void BoardView::set_place(const Place& place) {
  if (place.fitted) {
    if (!fitted_ || zoom_ != place.zoom) {
      const QSignalBlocker quiet(this);
      fit_to_window();
    }
    return;
  }
  zoom_ = place.zoom;
  origin_ = place.origin;
  fitted_ = false;
  keep_in_view();
  dirty_ = true;
  update();
}

void BoardView::zoom_to_query() {
  const Focus focus = painter_ ? painter_->focus(moment_) : Focus{};
  if (focus.empty()) {
    fit_to_window();
    return;
  }
  QRectF cells;
  const auto add = [&](QPointF cell) { cells |= QRectF(cell, QSizeF(1, 1)); };
  for (const QPoint& cell : focus.cells) add(QPointF(cell));
  for (const QPointF& corner : focus.line) add(corner);
  cells.adjust(-kFocusMarginCells, -kFocusMarginCells, kFocusMarginCells, kFocusMarginCells);
  const QRectF area = fit_area(true);
  const double zoom = std::clamp(std::min(area.width() / cells.width(), area.height() / cells.height()),
                                 std::min(fit_zoom(false) / 4, 1.0), kNaturalCellPx * 2);
  zoom_ = whole_pixels(zoom, true);
  origin_ = area.center() - cells.center() * zoom_;
  moved_by_hand(true);
}

QPointF BoardView::zoom_anchor() {
  const Focus focus = painter_ ? painter_->focus(moment_) : Focus{};
  if (focus.empty()) return rect().center();
  QPointF sum;
  for (const QPoint& cell : focus.cells) sum += QPointF(cell) + QPointF(0.5, 0.5);
  for (const QPointF& corner : focus.line) sum += corner + QPointF(0.5, 0.5);
  const QPointF middle = origin_ + sum / static_cast<double>(focus.cells.size() + focus.line.size()) * zoom_;
  if (rect().contains(middle.toPoint())) return middle;
  origin_ += QPointF(rect().center()) - middle;  // off screen: brought to the middle first
  return rect().center();
}

void BoardView::keep_in_view() {
  if (!painter_) return;
  const QRectF area = fit_area(zoom_ >= kRulerMinPx);
  const QSizeF picture = QSizeF(painter_->grid()) * zoom_;
  const auto keep = [](double origin, double low, double room, double size) {
    if (size <= room) return low + (room - size) / 2;
    return std::clamp(origin, low + room - size, low);
  };
  origin_ = QPointF(std::round(keep(origin_.x(), area.left(), area.width(), picture.width())),
                    std::round(keep(origin_.y(), area.top(), area.height(), picture.height())));
}

void BoardView::moved_by_hand(bool zoomed) {
  fitted_ = false;
  keep_in_view();
  if (zoomed) dirty_ = true;
  update();
  if (zoomed) emit zoom_changed(zoom_);
  emit view_moved();
}

void BoardView::actual_size() { set_zoom(kNaturalCellPx, rect().center()); }

void BoardView::zoom_by(double factor, QPointF anchor) { set_zoom(zoom_ * factor, anchor); }

void BoardView::set_zoom(double zoom, QPointF anchor) {
  // Never smaller than a quarter of the fitted size, never larger than a few cells a screen.
  const double lowest = std::min(fit_zoom(false) / 4, 1.0);
  zoom = whole_pixels(std::clamp(zoom, lowest, style_.presentation ? kMaxPresentationCellPx : kMaxCellPx), false);
  // Keep the point under `anchor` where it is.
  origin_ = anchor - (anchor - origin_) * (zoom / zoom_);
  zoom_ = zoom;
  moved_by_hand(true);
}

std::optional<QPoint> BoardView::cell_at(QPointF position) const {
  if (!painter_) return std::nullopt;
  const QPointF grid = (position - origin_) / zoom_;
  const QPoint cell(static_cast<int>(std::floor(grid.x())), static_cast<int>(std::floor(grid.y())));
  if (!QRect(QPoint(0, 0), painter_->grid()).contains(cell)) return std::nullopt;
  return cell;
}

QPointF BoardView::centre_of(QPoint cell) const { return origin_ + (QPointF(cell) + QPointF(0.5, 0.5)) * zoom_; }

QRectF BoardView::mark_box(QPoint cell, double side) const {
  return {centre_of(cell) - QPointF(side, side) / 2, QSizeF(side, side)};
}

QRectF BoardView::update_image() {
  const QRect whole(QPoint(0, 0), painter_->grid());
  // The cells that touch the widget.
  const QPointF top_left = (QPointF(0, 0) - origin_) / zoom_;
  const QPointF bottom_right = (QPointF(width(), height()) - origin_) / zoom_;
  const QRect seen = QRect(QPoint(static_cast<int>(std::floor(top_left.x())), static_cast<int>(std::floor(top_left.y()))),
                           QPoint(static_cast<int>(std::ceil(bottom_right.x())) - 1,
                                  static_cast<int>(std::ceil(bottom_right.y())) - 1))
                         .intersected(whole);
  if (seen.isEmpty()) return {};
  const int cell_px = zoom_ < 1 ? 1 : std::min(static_cast<int>(std::ceil(zoom_)), kMaxRenderedCellPx);
  const Viewport view{seen, cell_px};
  if (dirty_ || view.cells != image_view_.cells || view.cell_px != image_view_.cell_px) {
    if (image_.size() != seen.size() * cell_px) image_ = QImage(seen.size() * cell_px, QImage::Format_RGB32);
    painter_->render(image_, view, moment_, style_);
    image_view_ = view;
    dirty_ = false;
    ++renders_;
  }
  return {origin_ + QPointF(seen.topLeft()) * zoom_, QSizeF(seen.size()) * zoom_};
}

void BoardView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), style_.presentation ? QColor(Qt::black) : palette().color(QPalette::Mid));
  if (!painter_) {
    painter.setPen(style_.presentation ? QColor(Qt::white) : palette().color(QPalette::Text));
    painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("Open a judge input file (File ▸ Open), drop one here, or pick one from File ▸ Examples."));
    draw_keyboard_focus(painter);
    return;
  }
  const QRectF target = update_image();
  if (target.isEmpty()) return draw_keyboard_focus(painter);
  // Shrinking averages cells so that a thin frontier stays visible; enlarging keeps edges sharp.
  painter.setRenderHint(QPainter::SmoothPixmapTransform, zoom_ < 1);
  painter.drawImage(target, image_);
  if (zoom_ < kFocusMinPx) draw_focus(painter);
  if (zoom_ >= kRulerMinPx) draw_rulers(painter, image_view_.cells);
  draw_edit_marks(painter);
  draw_ask_marks(painter);
  draw_pointed_cells(painter);
  draw_keyboard_focus(painter);
}

void BoardView::draw_keyboard_focus(QPainter& painter) const {
  // Where the keys go: a frame of the highlight colour around the board, as a focused
  // list or field shows its own.
  if (!hasFocus()) return;
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
  painter.drawRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
}

void BoardView::focusInEvent(QFocusEvent* event) {
  update();
  say_cursor_moved();
  QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
  update();
  QWidget::focusOutEvent(event);
}

void BoardView::draw_focus(QPainter& painter) const {
  const Focus focus = painter_->focus(moment_);
  const SearchColours& colours = search_colours(style_);
  const auto centre = [&](QPointF cell) { return origin_ + (cell + QPointF(0.5, 0.5)) * zoom_; };
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setBrush(Qt::NoBrush);
  if (focus.line.size() >= 2) {
    QPolygonF line;
    for (const QPointF& corner : focus.line) line << centre(corner);
    painter.setPen(QPen(QColor::fromRgb(colours.ink), 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(line);
    painter.setPen(QPen(QColor::fromRgb(colours.path), 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(line);
  }
  // The same marks as the painter's rings: green in a dark edge.
  const double side = std::max(kFocusMarkPx, zoom_);
  for (const QPoint& cell : focus.cells) {
    const QRectF mark(centre(QPointF(cell)) - QPointF(side / 2, side / 2), QSizeF(side, side));
    painter.setPen(QPen(QColor::fromRgb(colours.ink), 4));
    painter.drawRect(mark);
    painter.setPen(QPen(QColor::fromRgb(okabe_ito::kGreen), 2));
    painter.drawRect(mark);
  }
  painter.restore();
}

void BoardView::draw_rulers(QPainter& painter, const QRect& cells) const {
  QFont font = painter.font();
  font.setPixelSize(ruler_font_px());
  painter.setFont(font);
  const int breadth = ruler_breadth();
  const QColor band(255, 255, 255, 200);
  painter.fillRect(QRectF(0, 0, width(), breadth), band);
  painter.fillRect(QRectF(0, 0, breadth * 1.6, height()), band);
  painter.setPen(Qt::black);
  for (int x = cells.left(); x <= cells.right(); ++x) {
    const double left = origin_.x() + x * zoom_;
    painter.drawText(QRectF(left, 0, zoom_, breadth), Qt::AlignCenter, painter_->column_label(x));
  }
  for (int y = cells.top(); y <= cells.bottom(); ++y) {
    const double top = origin_.y() + y * zoom_;
    if (top + zoom_ < breadth) continue;
    painter.drawText(QRectF(0, top, breadth * 1.6, zoom_), Qt::AlignCenter, painter_->row_label(y));
  }
}

void BoardView::resizeEvent(QResizeEvent*) {
  if (fitted_) {
    fit_to_window();
  } else {
    keep_in_view();
  }
}

void BoardView::wheelEvent(QWheelEvent* event) {
  if (!painter_) return;
  if (event->modifiers() & Qt::ControlModifier) {
    const double notches = event->angleDelta().y() / 120.0;
    if (notches != 0) zoom_by(std::pow(1.25, notches), event->position());
    event->accept();
    return;
  }
  // Scrolling: a touchpad's pixels as they come, a wheel's notch a few cells or 40 pixels.
  QPointF by = event->pixelDelta().isNull() ? QPointF(event->angleDelta()) / 120.0 * std::max(40.0, zoom_ * 3)
                                            : QPointF(event->pixelDelta());
  if (event->modifiers() & Qt::ShiftModifier) by = QPointF(by.y(), by.x());
  origin_ += by;
  moved_by_hand(false);
  event->accept();
}

void BoardView::set_board_clicks(bool on) {
  board_clicks_ = on;
  drag_from_.reset();
  unsetCursor();
}

void BoardView::set_edit_marks(std::optional<QPoint> cursor, std::optional<QPoint> held) {
  if (cursor == edit_cursor_ && held == edit_held_) return;
  const bool moved = cursor != edit_cursor_;
  edit_cursor_ = cursor;
  edit_held_ = held;
  if (moved) say_cursor_moved();
  update();
}

void BoardView::set_key_picks(bool on) {
  if (on == key_picks_) return;
  key_picks_ = on;
  if (on) say_cursor_moved();
  update();
}

std::optional<QPoint> BoardView::key_cursor() const {
  if (edit_cursor_) return edit_cursor_;
  if (!key_picks_ || !painter_ || painter_->grid().isEmpty()) return std::nullopt;
  const QSize grid = painter_->grid();
  return QPoint(std::clamp(pick_cursor_.x(), 0, grid.width() - 1), std::clamp(pick_cursor_.y(), 0, grid.height() - 1));
}

void BoardView::say_cursor_moved() const {
  const std::optional<QPoint> cursor = key_cursor();
  if (!cursor || !hasFocus() || !painter_) return;
  QAccessibleEvent focus(const_cast<BoardView*>(this), QAccessible::Focus);
  focus.setChild(cursor->y() * painter_->grid().width() + cursor->x());
  QAccessible::updateAccessibility(&focus);
}

namespace {
// The keys the picking cursor takes: the arrows and Space, alone (or from the keypad).
bool picking_key(const QKeyEvent& key) {
  if ((key.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
  switch (key.key()) {
    case Qt::Key_Up: case Qt::Key_Right: case Qt::Key_Down: case Qt::Key_Left: case Qt::Key_Space: return true;
    default: return false;
  }
}
}  // namespace

bool BoardView::event(QEvent* event) {
  // Picking, the arrows and Space are the board's while it has the focus, before any of
  // the window's shortcuts on the same keys (stepping, playing) sees them.
  if (event->type() == QEvent::ShortcutOverride && key_cursor() && !edit_cursor_ &&
      picking_key(*static_cast<QKeyEvent*>(event))) {
    event->accept();
    return true;
  }
  return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
  const std::optional<QPoint> cursor = edit_cursor_ ? std::nullopt : key_cursor();
  if (!cursor || !picking_key(*event)) return QWidget::keyPressEvent(event);
  if (event->key() == Qt::Key_Space) {
    emit cell_pressed(*cursor);
    emit cell_released(*cursor);
    return;
  }
  static constexpr QPoint kStep[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
  const int direction = event->key() == Qt::Key_Up ? 0 : event->key() == Qt::Key_Right ? 1 : event->key() == Qt::Key_Down ? 2 : 3;
  const QSize grid = painter_->grid();
  const QPoint next = *cursor + kStep[direction];
  if (!QRect(QPoint(0, 0), grid).contains(next)) return;  // the edge: the cursor stays
  pick_cursor_ = next;
  say_cursor_moved();
  update();
}

void BoardView::draw_edit_marks(QPainter& painter) const {
  // At least a few pixels wide whatever the zoom, so the cursor is found on a 1000 × 999
  // board fitted to the window; in the pictures' blue, with a white edge that shows on
  // dark cells too.
  const auto cell_rect = [this](QPoint cell) { return mark_box(cell, std::max(zoom_, 6.0)); };
  const SearchColours& colours = search_colours(style_);
  painter.save();
  if (edit_held_) {
    QColor fill = QColor::fromRgb(colours.current);
    fill.setAlpha(110);
    painter.fillRect(cell_rect(*edit_held_), fill);
  }
  // The picking cursor only while the keys come here: elsewhere it would be a mark with
  // no meaning; the editor's always (its panel's words speak of it).
  const std::optional<QPoint> cursor = edit_cursor_ ? edit_cursor_ : hasFocus() ? key_cursor() : std::nullopt;
  if (cursor) {
    const QRectF box = cell_rect(*cursor);
    const double width = std::clamp(zoom_ / 10, 2.0, 5.0);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::white, width + 2));
    painter.drawRect(box);
    painter.setPen(QPen(QColor::fromRgb(okabe_ito::kBlue), width));
    painter.drawRect(box);
  }
  painter.restore();
}

void BoardView::set_ask_marks(std::vector<AskMark> marks) {
  if (marks == ask_marks_) return;
  ask_marks_ = std::move(marks);
  update();
}

void BoardView::draw_ask_marks(QPainter& painter) const {
  if (ask_marks_.empty()) return;
  // Told apart by shape as well as colour (Okabe-Ito, safe for colour-blind eyes): a
  // pick is a blue ring, a hit a green ring with a dot, a miss an orange dashed ring, an
  // extra a vermillion cross; each on a white edge, at least a few pixels wide.
  const double side = std::max(zoom_ * 0.8, 8.0);
  const double width = std::clamp(zoom_ / 12, 2.0, 6.0);
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setBrush(Qt::NoBrush);
  for (const AskMark& mark : ask_marks_) {
    const QRectF box = mark_box(mark.cell, side);
    const auto stroke = [&](QRgb colour, Qt::PenStyle style, const auto& draw) {
      painter.setPen(QPen(Qt::white, width + 2, Qt::SolidLine, Qt::RoundCap));
      draw();
      painter.setPen(QPen(QColor::fromRgb(colour), width, style, Qt::RoundCap));
      draw();
    };
    switch (mark.kind) {
      case AskMarkKind::picked:
        stroke(okabe_ito::kBlue, Qt::SolidLine, [&] { painter.drawEllipse(box); });
        break;
      case AskMarkKind::hit:
        stroke(okabe_ito::kGreen, Qt::SolidLine, [&] { painter.drawEllipse(box); });
        painter.setBrush(QColor::fromRgb(okabe_ito::kGreen));
        painter.drawEllipse(box.center(), side / 6, side / 6);
        painter.setBrush(Qt::NoBrush);
        break;
      case AskMarkKind::miss:
        stroke(okabe_ito::kOrange, Qt::DashLine, [&] { painter.drawEllipse(box); });
        break;
      case AskMarkKind::extra:
        stroke(okabe_ito::kVermillion, Qt::SolidLine, [&] {
          painter.drawLine(box.topLeft(), box.bottomRight());
          painter.drawLine(box.topRight(), box.bottomLeft());
        });
        break;
    }
  }
  painter.restore();
}

void BoardView::set_pointed_cells(std::vector<QPoint> cells) {
  if (cells == pointed_) return;
  pointed_ = std::move(cells);
  update();
}

void BoardView::draw_pointed_cells(QPainter& painter) const {
  // A thick sky-blue square on a black edge, apart from every mark of the search's and
  // ask mode's, at least a few pixels whatever the zoom.
  if (pointed_.empty()) return;
  const double side = std::max(zoom_ * 0.9, 10.0);
  const double width = std::clamp(zoom_ / 10, 3.0, 7.0);
  painter.save();
  painter.setBrush(Qt::NoBrush);
  for (const QPoint& cell : pointed_) {
    const QRectF box = mark_box(cell, side);
    painter.setPen(QPen(Qt::black, width + 2));
    painter.drawRect(box);
    painter.setPen(QPen(QColor::fromRgb(okabe_ito::kSkyBlue), width));
    painter.drawRect(box);
  }
  painter.restore();
}

void BoardView::contextMenuEvent(QContextMenuEvent* event) {
  if (const auto cell = cell_at(event->pos())) emit cell_menu(*cell, event->globalPos());
}

void BoardView::mousePressEvent(QMouseEvent* event) {
  if (board_clicks_ && event->button() == Qt::LeftButton) {
    if (const auto cell = cell_at(event->position())) emit cell_pressed(*cell);
    return;
  }
  if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
    drag_from_ = event->position();
    setCursor(Qt::ClosedHandCursor);
  }
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
  if (drag_from_) {
    origin_ += event->position() - *drag_from_;
    drag_from_ = event->position();
    moved_by_hand(false);
  }
  if (painter_) {
    const auto cell = cell_at(event->position());
    emit hovered(cell ? painter_->describe_cell(*cell, moment_) : QString());
  }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
  if (board_clicks_ && event->button() == Qt::LeftButton) {
    if (const auto cell = cell_at(event->position())) emit cell_released(*cell);
    return;
  }
  drag_from_.reset();
  unsetCursor();
}

void BoardView::leaveEvent(QEvent*) { emit hovered(QString()); }

}  // namespace frontier::gui
