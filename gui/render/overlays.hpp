#pragma once
// Vector marks shared by the puzzles' overlays: the found path, rings around the cells
// a query names, outlines of the cell a pseudo-code line is about.

#include <QPainter>
#include <QPointF>
#include <QString>
#include <vector>

#include "render/board_painter.hpp"

namespace frontier::gui {

// A path through cell centres (col, row in grid cells), drawn thick with a dark edge so
// that it reads on any cell colour; with `numbered`, each segment carries its number.
void draw_path(QPainter& painter, const CellGeometry& geometry, const std::vector<QPointF>& points,
               const PaintStyle& style, bool numbered);
// A ring inside a cell: the two cells of a query, the target of a piece.
void draw_ring(QPainter& painter, const QRectF& cell, QRgb colour, const PaintStyle& style);
// A dashed outline: the cell the current pseudo-code line is about.
void draw_subject(QPainter& painter, const QRectF& cell, const PaintStyle& style);
// A dashed line through cell centres: a candidate being tried.
void draw_dashed(QPainter& painter, const CellGeometry& geometry, const std::vector<QPointF>& points, QRgb colour,
                 const PaintStyle& style);
// An arrow from the centre of one cell to the centre of another (grid col, row): a move.
void draw_move_arrow(QPainter& painter, const CellGeometry& geometry, QPoint from, QPoint to, QRgb colour, bool dashed,
                     const PaintStyle& style);
// The width of strokes for cells of `px` pixels.
double stroke_width(double px, const PaintStyle& style);

}  // namespace frontier::gui
