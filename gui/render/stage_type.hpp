#pragma once
// The stage's type, set by the stage's height rather than the desktop's point size, so that
// a projector of 1080 rows shows the same share of the wall as one of 720: the narration and
// the lit pseudo-code line are read from the back of the room (their glyphs at least 1/36
// of the height, 30 px at 1080), the rulers, the counters and the rest at least 1/54 (20
// px); the board takes what is left. "Glyph height" is a line's ink, from the top of its
// capitals (or a Chinese character's top) to the foot of its descenders, as a test measures
// it on the picture.

#include <QFont>

namespace frontier::gui {

struct StageType {
  static constexpr int kLargeShare = 36;  // the narration and the lit line
  static constexpr int kSmallShare = 54;  // rulers, counters, the strip's other words

  // The ink heights for a stage of `height` pixels, rounded up.
  static int large_ink(int height) { return (height + kLargeShare - 1) / kLargeShare; }
  static int small_ink(int height) { return (height + kSmallShare - 1) / kSmallShare; }
  // `font` at the smallest pixel size whose line of Latin ("Hg") and of Chinese ("中国")
  // both have at least `ink` rows of ink.
  static QFont sized(QFont font, int ink);
};

}  // namespace frontier::gui
