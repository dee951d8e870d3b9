#pragma once
// A sentence laid out in a box: wrapped at words, at most a few lines, the last one elided
// when the sentence is longer, and the font shrunk first (down to a floor) so that it
// fits whole where it can. The whole-view picture's narration and the animation's caption
// both say one sentence of the narration this way. Safe on any thread that paints on a
// QImage (it uses QTextLayout, no widget).

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace frontier::gui {

struct WrappedText {
  QFont font;               // its pixel size is the largest tried
  int smallest_px = 10;     // the floor the font may shrink to
  int most_lines = 2;
  Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter;  // of the block in the box
};

// The lines `text` takes at `width` in `font`: wrapped at words, at most `most_lines`, the
// last one elided when the text is longer. For a label that keeps a fixed number of lines.
QStringList wrap_in_lines(const QString& text, const QFont& font, double width, int most_lines);

// Draws `text` in `box` in `colour`; returns the rectangle the lines took.
QRectF draw_wrapped_text(QPainter& painter, const QRectF& box, const QString& text, QColor colour, const WrappedText& how);

}  // namespace frontier::gui
