#include "window/teaching_picture.hpp"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <algorithm>

#include "render/wrapped_text.hpp"
#include "widgets/legend_panel.hpp"

namespace frontier::gui {

namespace {

constexpr QRgb kPaper = 0xffffffff;
constexpr QRgb kInk = 0xff202020;
constexpr QRgb kQuiet = 0xff606060;       // captions, the search's name
constexpr QRgb kPanel = 0xfff4f4f4;
constexpr QRgb kPanelEdge = 0xffd0d0d0;
constexpr QRgb kLit = 0xfffbf3b0;         // the current line: Okabe and Ito's yellow, light
constexpr QRgb kLitEdge = 0xffe69f00;     // ... with an orange bar before it
constexpr QRgb kStrip = 0xff263238;       // the narration's band, dark as the window's strip reads
constexpr double kLineSpacing = 1.4;      // a panel's row, in units of its font

// The panels' titles, marked for lupdate where they are used (QT_TRANSLATE_NOOP).
QString words(const char* english) { return QCoreApplication::translate("TeachingPicture", english); }

// The picture's unit: a text size that reads on a slide, from its size (21 px at 1080p).
double unit_of(QSize size) { return std::clamp(std::min(size.height() / 50.0, size.width() / 90.0), 8.0, 90.0); }

struct Column {
  double scale = 1;  // the panels' font, shrunk so that all three fit the column
  double code = 0, counters = 0, frontier = 0, legend = 0;  // heights
};

// The Frontier panel's rows: its line wraps over at most this many.
constexpr std::size_t kFrontierRows = 3;

// Each panel is its title and its rows.
double panel_height(std::size_t rows, double unit) { return rows == 0 ? 0 : (static_cast<double>(rows) + 1.6) * unit * kLineSpacing + unit * 0.6; }

Column column_of(const TeachingView& view, double unit, double height) {
  Column column;
  const std::size_t frontier_rows = view.frontier.isEmpty() ? 0 : kFrontierRows;
  const double gaps = unit * 0.8 * (frontier_rows > 0 ? 3 : 2);
  const double needed = panel_height(static_cast<std::size_t>(view.code.size()), unit) + panel_height(view.counters.size(), unit) +
                        panel_height(frontier_rows, unit) + panel_height(view.legend.size(), unit);
  if (needed > 0) column.scale = std::min(1.0, std::max(0.0, height - gaps) / needed);
  const double u = unit * column.scale;
  column.code = panel_height(static_cast<std::size_t>(view.code.size()), u);
  column.counters = panel_height(view.counters.size(), u);
  column.frontier = panel_height(frontier_rows, u);
  column.legend = panel_height(view.legend.size(), u);
  return column;
}

QFont font_of(double px, bool bold = false) {
  QFont font;
  font.setPixelSize(std::max(6, static_cast<int>(px)));
  font.setBold(bold);
  return font;
}

// A panel's frame and title; returns the box its rows go in.
QRectF draw_panel(QPainter& painter, const QRect& rect, const QString& title, double unit) {
  painter.setPen(QPen(QColor::fromRgb(kPanelEdge), 1));
  painter.setBrush(QColor::fromRgb(kPanel));
  painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), unit * 0.3, unit * 0.3);
  const double pad = unit * 0.6;
  const QRectF inside = QRectF(rect).adjusted(pad, pad * 0.6, -pad, -pad * 0.6);
  painter.setFont(font_of(unit * 1.05, true));
  painter.setPen(QColor::fromRgb(kInk));
  painter.drawText(QRectF(inside.left(), inside.top(), inside.width(), unit * kLineSpacing * 1.3), Qt::AlignLeft | Qt::AlignVCenter, title);
  return inside.adjusted(0, unit * kLineSpacing * 1.4, 0, 0);
}

void draw_code(QPainter& painter, const QRect& rect, const TeachingView& view, double unit) {
  const QRectF rows = draw_panel(painter, rect, words(QT_TRANSLATE_NOOP("TeachingPicture", "Pseudo-code")), unit);
  const double line_height = unit * kLineSpacing;
  // The lines as the panel lists them (numbered), in a fixed font shrunk until the longest
  // fits, down to two thirds of the panels' size; past that the longest are elided.
  QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  double px = unit * 0.95;
  code.setPixelSize(std::max(6, static_cast<int>(px)));
  double longest = 0;
  for (const QString& line : view.code) longest = std::max(longest, QFontMetricsF(code).horizontalAdvance(line));
  if (longest > rows.width()) px = std::max(unit * 0.66, px * rows.width() / longest);
  code.setPixelSize(std::max(6, static_cast<int>(px)));
  QFont lit = code;
  lit.setBold(true);
  for (int i = 0; i < view.code.size(); ++i) {
    const QRectF line(rows.left(), rows.top() + line_height * i, rows.width(), line_height);
    const bool on = i + 1 == view.lit_line;
    if (on) {
      painter.setPen(Qt::NoPen);
      painter.setBrush(QColor::fromRgb(kLit));
      painter.drawRect(line.adjusted(-unit * 0.3, 0, unit * 0.3, 0));
      painter.setBrush(QColor::fromRgb(kLitEdge));
      painter.drawRect(QRectF(line.left() - unit * 0.3, line.top(), unit * 0.22, line.height()));
    }
    painter.setFont(on ? lit : code);
    painter.setPen(QColor::fromRgb(kInk));
    painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                     QFontMetricsF(painter.font()).elidedText(view.code[i], Qt::ElideRight, line.width()));
  }
}

void draw_counters(QPainter& painter, const QRect& rect, const TeachingView& view, double unit) {
  const QRectF rows = draw_panel(painter, rect, words(QT_TRANSLATE_NOOP("TeachingPicture", "Counters")), unit);
  const double line_height = unit * kLineSpacing;
  const QFont caption = font_of(unit * 0.9);
  const QFont value = font_of(unit * 0.95, true);
  double captions = 0;
  for (const auto& [name, text] : view.counters) captions = std::max(captions, QFontMetricsF(caption).horizontalAdvance(name));
  captions = std::min(captions + unit * 0.8, rows.width() * 0.45);
  for (std::size_t i = 0; i < view.counters.size(); ++i) {
    const QRectF line(rows.left(), rows.top() + line_height * static_cast<double>(i), rows.width(), line_height);
    painter.setFont(caption);
    painter.setPen(QColor::fromRgb(kQuiet));
    const QRectF name(line.left(), line.top(), captions - unit * 0.6, line.height());
    painter.drawText(name, Qt::AlignRight | Qt::AlignVCenter | Qt::TextSingleLine,
                     QFontMetricsF(caption).elidedText(view.counters[i].first, Qt::ElideRight, name.width()));
    painter.setFont(value);
    painter.setPen(QColor::fromRgb(kInk));
    const QRectF text = line.adjusted(captions, 0, 0, 0);
    // A witness may be hundreds of moves long: its first words, then an ellipsis.
    const QString flat = QString(view.counters[i].second).replace(QLatin1Char('\n'), QLatin1Char(' '));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                     QFontMetricsF(value).elidedText(flat, Qt::ElideRight, text.width()));
  }
}

void draw_frontier(QPainter& painter, const QRect& rect, const TeachingView& view, double unit) {
  const QRectF rows = draw_panel(painter, rect, words(QT_TRANSLATE_NOOP("TeachingPicture", "Frontier")), unit);
  WrappedText how;
  how.font = font_of(unit * 0.9);
  how.smallest_px = static_cast<int>(unit * 0.66);
  how.most_lines = static_cast<int>(kFrontierRows);
  how.align = Qt::AlignLeft | Qt::AlignTop;
  draw_wrapped_text(painter, rows, view.frontier, QColor::fromRgb(kInk), how);
}

void draw_legend(QPainter& painter, const QRect& rect, const TeachingView& view, double unit) {
  const QRectF rows = draw_panel(painter, rect, words(QT_TRANSLATE_NOOP("TeachingPicture", "Legend")), unit);
  const double line_height = unit * kLineSpacing;
  const QFont text_font = font_of(unit * 0.9);
  const double mark = line_height * 0.8;
  for (std::size_t i = 0; i < view.legend.size(); ++i) {
    const QRectF line(rows.left(), rows.top() + line_height * static_cast<double>(i), rows.width(), line_height);
    painter.setRenderHint(QPainter::Antialiasing);
    LegendPanel::draw_mark(painter, QRectF(line.left(), line.center().y() - mark / 2, mark, mark), view.legend[i]);
    painter.setFont(text_font);
    painter.setPen(QColor::fromRgb(kInk));
    const QRectF text = line.adjusted(mark + unit * 0.6, 0, 0, 0);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                     QFontMetricsF(text_font).elidedText(view.legend[i].text, Qt::ElideRight, text.width()));
  }
}

}  // namespace

TeachingLayout teaching_layout(QSize size, const TeachingView& view) {
  const double unit = unit_of(size);
  const int margin = static_cast<int>(unit);
  TeachingLayout layout;
  layout.heading = QRect(margin, margin / 2, size.width() - 2 * margin, static_cast<int>(unit * 2.2));
  int bottom = size.height() - margin;
  if (!view.narration.isEmpty()) {
    const int strip = static_cast<int>(unit * 1.35 * 1.3 * 2 + unit * 1.2);
    layout.narration = QRect(0, size.height() - strip, size.width(), strip);
    bottom = layout.narration.top() - margin / 2;
  }
  const int top = layout.heading.bottom() + margin / 2;
  const bool panels = !view.code.isEmpty() || !view.counters.empty() || !view.frontier.isEmpty() || !view.legend.empty();
  const int column_width = panels ? static_cast<int>(size.width() * 0.38) : 0;
  const int column_left = size.width() - margin - column_width;
  layout.board = QRect(QPoint(margin, top), QPoint(panels ? column_left - margin - 1 : size.width() - margin - 1, bottom));
  if (panels) {
    const Column column = column_of(view, unit, bottom - top);
    layout.panel_scale = column.scale;
    const int gap = static_cast<int>(unit * 0.8);
    int y = top;
    const auto place = [&](double height) {
      if (height <= 0) return QRect();
      const QRect rect(column_left, y, column_width, static_cast<int>(height));
      y = rect.bottom() + 1 + gap;
      return rect;
    };
    layout.code = place(column.code);
    layout.counters = place(column.counters);
    layout.frontier = place(column.frontier);
    layout.legend = place(column.legend);
  }
  return layout;
}

void draw_teaching_view(QPainter& painter, QSize size, const TeachingView& view, const BoardDrawing& board) {
  const double unit = unit_of(size);
  const TeachingLayout layout = teaching_layout(size, view);
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  painter.fillRect(QRect(QPoint(0, 0), size), QColor::fromRgb(kPaper));

  // The heading: the puzzle and the query in bold, the search after it.
  const QFont heading = font_of(unit * 1.35, true);
  painter.setFont(heading);
  painter.setPen(QColor::fromRgb(kInk));
  const QFontMetricsF metrics(heading);
  const QString title = metrics.elidedText(view.heading, Qt::ElideRight, layout.heading.width() * 0.7);
  painter.drawText(layout.heading, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, title);
  if (!view.algorithm.isEmpty()) {
    const QFont search = font_of(unit * 1.2);
    painter.setFont(search);
    painter.setPen(QColor::fromRgb(kQuiet));
    const QRectF rest = QRectF(layout.heading).adjusted(metrics.horizontalAdvance(title) + unit, 0, 0, 0);
    painter.drawText(rest, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                     QFontMetricsF(search).elidedText(view.algorithm, Qt::ElideRight, rest.width()));
  }

  painter.save();
  painter.setClipRect(layout.board);
  board(painter, layout.board);
  painter.restore();

  const double panel_unit = unit * layout.panel_scale;
  if (!layout.code.isEmpty()) draw_code(painter, layout.code, view, panel_unit);
  if (!layout.counters.isEmpty()) draw_counters(painter, layout.counters, view, panel_unit);
  if (!layout.frontier.isEmpty()) draw_frontier(painter, layout.frontier, view, panel_unit);
  if (!layout.legend.isEmpty()) draw_legend(painter, layout.legend, view, panel_unit);

  if (!layout.narration.isEmpty()) {
    painter.fillRect(layout.narration, QColor::fromRgb(kStrip));
    WrappedText how;
    how.font = font_of(unit * 1.35);
    how.smallest_px = static_cast<int>(unit * 0.8);
    how.most_lines = 2;
    draw_wrapped_text(painter, QRectF(layout.narration).adjusted(unit, unit * 0.4, -unit, -unit * 0.4), view.narration,
                      Qt::white, how);
  }
  painter.restore();
}

}  // namespace frontier::gui
