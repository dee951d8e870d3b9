#include "render/stage_type.hpp"

#include <QFontMetrics>
#include <QString>
#include <algorithm>

namespace frontier::gui {

QFont StageType::sized(QFont font, int ink) {
  // Fonts differ in how much of their pixel size is ink (DejaVu's "Hg" about 0.93 of it,
  // a Chinese fallback's ideographs about 0.9): found by measuring, from below.
  const QString samples[] = {QStringLiteral("Hg"), QStringLiteral("\u4e2d\u56fd")};
  // A tenth more: a line without capitals or descenders ("x = a + b") has less ink.
  const int reach = ink + (ink + 9) / 10;
  for (int px = std::max(1, ink * 9 / 10);; ++px) {
    font.setPixelSize(px);
    const QFontMetrics metrics(font);
    const bool tall = std::all_of(std::begin(samples), std::end(samples),
                                  [&](const QString& sample) { return metrics.tightBoundingRect(sample).height() >= reach; });
    if (tall || px >= ink * 2) return font;
  }
}

}  // namespace frontier::gui
