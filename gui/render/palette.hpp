#pragma once
// The colours of every picture. The search colours come from Okabe and Ito's palette,
// whose hues stay apart for the common kinds of colour blindness; depth is shown as
// lightness (and as a number when cells are large), so no meaning rests on hue alone.

#include <QColor>
#include <QRgb>

namespace frontier::gui {

namespace okabe_ito {
inline constexpr QRgb kBlack = 0xff000000;
inline constexpr QRgb kOrange = 0xffe69f00;
inline constexpr QRgb kSkyBlue = 0xff56b4e9;
inline constexpr QRgb kGreen = 0xff009e73;
inline constexpr QRgb kYellow = 0xfff0e442;
inline constexpr QRgb kBlue = 0xff0072b2;
inline constexpr QRgb kVermillion = 0xffd55e00;
inline constexpr QRgb kPurple = 0xffcc79a7;
}  // namespace okabe_ito

// How a picture is drawn: normally, or for a projector (thicker lines, stronger edges).
struct PaintStyle {
  // In presentation mode the window's fonts are half as large again, for the back of the
  // room (the window, its pseudo-code and its narration alike).
  static constexpr double kPresentationFontScale = 1.5;

  bool presentation = false;
};

struct SearchColours {
  QRgb empty;        // a free cell nobody has reached
  QRgb frontier;     // discovered, waiting to be expanded
  QRgb expanded_near;  // expanded at depth 0 ...
  QRgb expanded_far;   // ... and at the deepest depth of the run
  QRgb current;      // the state being expanded now
  QRgb path;         // the found path or sequence
  QRgb grid;
  QRgb wall;         // cells no search may enter (fixed pieces)
  QRgb outside;      // the ring outside a board where Mahjong paths may run
  QRgb ink;          // labels and outlines
};

const SearchColours& search_colours(const PaintStyle& style);

// Expanded cells get lighter near the start and darker far from it.
QRgb depth_shade(const SearchColours& colours, long long depth, long long deepest);
// Black or white, whichever reads better on `background`.
QRgb ink_on(QRgb background);
// A soft tint of one of four hues, for tiles: identical kinds share a tint.
QRgb kind_tint(int kind);
// The ring outside a board: the outside colour where the rules let a line run there,
// darkened towards the wall colour where they close it.
QRgb outside_colour(const SearchColours& colours, bool open);
// Mixes a and b: weight 0 gives a, 256 gives b.
QRgb mix(QRgb a, QRgb b, int weight);

}  // namespace frontier::gui
