#include "render/wrapped_text.hpp"

#include <QFontMetricsF>
#include <QTextLayout>
#include <algorithm>
#include <vector>

namespace frontier::gui {

namespace {

struct Laid {
  std::vector<QString> lines;
  bool whole = true;  // every word fitted in the lines allowed
  double line_height = 0;
};

Laid lay_out(const QString& text, const QFont& font, double width, int most_lines) {
  Laid laid;
  const QFontMetricsF metrics(font);
  laid.line_height = metrics.lineSpacing();
  QTextLayout layout(text, font);
  QTextOption option;
  option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  layout.setTextOption(option);
  layout.beginLayout();
  for (;;) {
    QTextLine line = layout.createLine();
    if (!line.isValid()) break;
    line.setLineWidth(width);
    if (static_cast<int>(laid.lines.size()) == most_lines - 1) {
      // The last line allowed takes the rest, elided if it is too long.
      const QString rest = text.mid(line.textStart()).trimmed();
      laid.whole = metrics.horizontalAdvance(rest) <= width;
      laid.lines.push_back(metrics.elidedText(rest, Qt::ElideRight, width));
      break;
    }
    laid.lines.push_back(text.mid(line.textStart(), line.textLength()).trimmed());
  }
  layout.endLayout();
  return laid;
}

}  // namespace

QStringList wrap_in_lines(const QString& text, const QFont& font, double width, int most_lines) {
  if (text.isEmpty() || width <= 0 || most_lines <= 0) return {};
  const Laid laid = lay_out(text, font, width, most_lines);
  return QStringList(laid.lines.begin(), laid.lines.end());
}

QRectF draw_wrapped_text(QPainter& painter, const QRectF& box, const QString& text, QColor colour, const WrappedText& how) {
  if (text.isEmpty() || box.width() <= 0 || box.height() <= 0) return {};
  QFont font = how.font;
  const int largest = std::max(font.pixelSize(), how.smallest_px);
  Laid laid;
  for (int px = largest; px >= how.smallest_px; px = std::min(px - 1, static_cast<int>(px * 0.92))) {
    font.setPixelSize(px);
    const int lines_fitting = std::max(1, static_cast<int>(box.height() / QFontMetricsF(font).lineSpacing()));
    laid = lay_out(text, font, box.width(), std::min(how.most_lines, lines_fitting));
    if (laid.whole) break;
  }
  const double height = laid.line_height * static_cast<double>(laid.lines.size());
  double top = box.top();
  if (how.align & Qt::AlignVCenter) top = box.top() + (box.height() - height) / 2;
  if (how.align & Qt::AlignBottom) top = box.bottom() - height;
  painter.save();
  painter.setFont(font);
  painter.setPen(colour);
  const Qt::Alignment across = how.align & Qt::AlignHorizontal_Mask;
  for (std::size_t i = 0; i < laid.lines.size(); ++i) {
    const QRectF line(box.left(), top + laid.line_height * static_cast<double>(i), box.width(), laid.line_height);
    painter.drawText(line, static_cast<int>(across | Qt::AlignVCenter) | Qt::TextSingleLine, laid.lines[i]);
  }
  painter.restore();
  return {box.left(), top, box.width(), height};
}

}  // namespace frontier::gui
