#pragma once
// File ▸ Export: the whole picture at the cursor's moment, as PNG (pixels) or SVG (the
// cells as one embedded image, labels and paths as vectors).

#include <QString>

#include "render/board_painter.hpp"

namespace frontier::gui {

// Cell size for exported pictures: roomy for small boards, one pixel a cell for big ones.
int export_cell_px(QSize grid);
bool export_png(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, const QString& path);
bool export_svg(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, const QString& path,
                const QString& title);

}  // namespace frontier::gui
