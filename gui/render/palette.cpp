#include "render/palette.hpp"

#include <algorithm>
#include <iterator>

namespace frontier::gui {

const SearchColours& search_colours(const PaintStyle& style) {
  static const SearchColours normal{
      .empty = 0xffffffff,
      .frontier = okabe_ito::kOrange,
      .expanded_near = 0xffc6e6f8,
      .expanded_far = okabe_ito::kBlue,
      .current = okabe_ito::kVermillion,
      .path = okabe_ito::kPurple,
      .grid = 0xffc8c8c8,
      .wall = 0xff4a4a4a,
      .outside = 0xffe9eef2,
      .ink = 0xff1a1a1a,
  };
  // For projectors: black ink on pure white, a darker grid and stronger ends of the depth
  // ramp; the frontier, the current state and the path keep their colours.
  static const SearchColours presentation = [] {
    SearchColours colours = normal;
    colours.expanded_near = 0xffa9d8f3;
    colours.expanded_far = 0xff004c78;
    colours.grid = 0xff5a5a5a;
    colours.wall = 0xff000000;
    colours.outside = 0xffdde5ea;
    colours.ink = 0xff000000;
    return colours;
  }();
  return style.presentation ? presentation : normal;
}

QRgb mix(QRgb a, QRgb b, int weight) {
  const auto channel = [&](int shift) {
    const int x = static_cast<int>((a >> shift) & 0xff);
    const int y = static_cast<int>((b >> shift) & 0xff);
    return static_cast<QRgb>((x * (256 - weight) + y * weight) >> 8) << shift;
  };
  return 0xff000000u | channel(16) | channel(8) | channel(0);
}

QRgb depth_shade(const SearchColours& colours, long long depth, long long deepest) {
  if (deepest <= 0) return colours.expanded_near;
  const long long clamped = std::clamp(depth, 0LL, deepest);
  return mix(colours.expanded_near, colours.expanded_far, static_cast<int>(clamped * 256 / deepest));
}

QRgb ink_on(QRgb background) {
  const int luma = (qRed(background) * 299 + qGreen(background) * 587 + qBlue(background) * 114) / 1000;
  return luma < 128 ? 0xffffffff : 0xff000000;
}

QRgb kind_tint(int kind) {
  // Only the hues the search does not use (orange frontier, vermillion current, blue
  // expanded), so that a tile never looks like a search mark; the number on the tile
  // tells kinds apart where hues repeat.
  static constexpr QRgb hues[] = {okabe_ito::kGreen, okabe_ito::kYellow, okabe_ito::kPurple, 0xff999999};
  constexpr int count = static_cast<int>(std::size(hues));
  const int index = ((kind % count) + count) % count;
  // Tiles are pale so that the vivid search colours on free cells stand out from them.
  return mix(hues[index], 0xffffffff, 150);
}

QRgb outside_colour(const SearchColours& colours, bool open) {
  return open ? colours.outside : mix(colours.outside, colours.wall, 110);
}

}  // namespace frontier::gui
