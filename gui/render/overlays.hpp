#pragma once
// Vector marks shared by the puzzles' overlays: the found path, rings around the cells
// a query names, outlines of the cell a pseudo-code line is about.

#include <QPainter>
#include <QPointF>
#include <QString>
#include <cstdint>
#include <functional>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

// Where a path's two ends are drawn: at the first and last cells' centres (a trail under
// the piece that ends it), or where the path crosses those cells' edges, the end dots
// there too, so that the numbers of the tiles it joins stay clear (label_room).
enum class PathEnds { at_centres, at_edges };
// A path through cell centres (col, row in grid cells), drawn thick with a dark edge so
// that it reads on any cell colour; with `numbered`, each segment carries its number.
void draw_path(QPainter& painter, const CellGeometry& geometry, const std::vector<QPointF>& points,
               const PaintStyle& style, bool numbered, PathEnds ends = PathEnds::at_centres);
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
// The boards drawn with their outer ring (Lianliankan, Mahjong), whose search states are
// cells, some with a heading: what their overlays draw alike.
//
// The two cells a query names (two tiles, two cards), ringed.
void draw_query_rings(QPainter& painter, const CellGeometry& geometry, Cell from, Cell to, const PaintStyle& style);
// The cell the current pseudo-code line is about, outlined, and the heading of the state
// being expanded as an arrow; `decoded` gives a state's first part (its cell, its heading).
void draw_state_focus(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const PaintStyle& style,
                      const std::function<StatePart(trace::StateId)>& decoded);
// The witness's corners (grid cells) as the found path, joining its two cells at their edges.
void draw_corner_path(QPainter& painter, const CellGeometry& geometry, const std::vector<Cell>& corners,
                      const PaintStyle& style, bool numbered);
// On a line of more turns than `allowed` (a lesson's, wrong on purpose), each turn past
// them as a dark disc ringed in the current state's colour, with its number: the turns
// the lesson let through, for the class to count.
void draw_turns_past(QPainter& painter, const CellGeometry& geometry, const std::vector<Cell>& corners, int allowed,
                     const PaintStyle& style);

// An A* search's estimate of the state being expanded ("h 3"), as a tag on the corner of
// its cell: the bound the search orders its frontier by, read beside the cost.
void draw_estimate_tag(QPainter& painter, const QRectF& cell, std::int64_t estimate, const PaintStyle& style);

// The width of strokes for cells of `px` pixels.
double stroke_width(double px, const PaintStyle& style);

}  // namespace frontier::gui
