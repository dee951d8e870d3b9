#include "window/picture_export.hpp"

#include <QSvgGenerator>
#include <algorithm>

namespace frontier::gui {

int export_cell_px(QSize grid) {
  const int longest = std::max({grid.width(), grid.height(), 1});
  return std::clamp(2400 / longest, 1, 48);
}

bool export_png(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, const QString& path) {
  const Viewport whole{QRect(QPoint(0, 0), painter.grid()), export_cell_px(painter.grid())};
  return painter.render(whole, moment, style).save(path, "PNG");
}

bool export_svg(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, const QString& path,
                const QString& title) {
  const int cell_px = export_cell_px(painter.grid());
  QSvgGenerator svg;
  svg.setFileName(path);
  svg.setTitle(title);
  svg.setDescription(QStringLiteral("Frontier"));
  svg.setSize(painter.grid() * cell_px);
  svg.setViewBox(QRect(QPoint(0, 0), painter.grid() * cell_px));
  QPainter device;
  if (!device.begin(&svg)) return false;
  painter.render_vector(device, cell_px, moment, style);
  return device.end();
}

}  // namespace frontier::gui
