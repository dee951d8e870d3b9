#pragma once
// The whole teaching view as one picture for a slide: a heading, the board large on the
// left, the pseudo-code (its current line lit), the counters and the legend on the right,
// and the narration's sentence across the foot. Drawn afresh at the picture's size rather
// than grabbed from the window's panels, so that it reads the same whatever the window's
// size, its docks or its font, and so that on an SVG every word is text and every mark a
// vector. The board itself is drawn by the caller (the BoardPainter at full resolution).

#include <QPainter>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>
#include <utility>
#include <vector>

#include "render/board_painter.hpp"

namespace frontier::gui {

// What the window shows beside the board, in the words it shows them.
struct TeachingView {
  QString heading;     // the puzzle, the file, case and query
  QString algorithm;   // the search's name
  std::vector<LegendEntry> legend;
  std::vector<std::pair<QString, QString>> counters;  // caption, value, as the Counters panel shows them
  QStringList code;    // the pseudo-code, its nesting spaces kept; empty: no panel
  int lit_line = 0;    // 1-based; 0 lights nothing
  QString narration;   // the sentence at the cursor; empty: no strip
  QString frontier;    // the search's container at the cursor in one line (FrontierPanel::container_line); empty: no panel
};

// Where each part goes in a picture of `size`.
struct TeachingLayout {
  QRect heading;
  QRect board;
  QRect code;
  QRect counters;
  QRect frontier;   // empty when there is no container to say
  QRect legend;
  QRect narration;  // empty when there is no sentence
  double panel_scale = 1;  // the panels' words, shrunk so that all of them fit the column
};
TeachingLayout teaching_layout(QSize size, const TeachingView& view);

// Draws the picture on `painter` (0,0 to size); `board` draws the board into the rectangle
// it is given, as large as fits and centred.
using BoardDrawing = std::function<void(QPainter&, const QRect&)>;
void draw_teaching_view(QPainter& painter, QSize size, const TeachingView& view, const BoardDrawing& board);

}  // namespace frontier::gui
