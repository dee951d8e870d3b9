// README's size ranges are the ones the command line takes: a screenshot's, a picture's and
// an animation's frames have limits of their own, and README said a picture's were a
// screenshot's.

#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QString>

#include "app/launch.hpp"
#include "export/animation_export.hpp"
#include "window/picture_export.hpp"

namespace {

QString readme() {
  QFile file(QStringLiteral(FRONTIER_SAMPLES_DIR "/../README.md"));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(file.readAll());
}

// The range README gives for --size in the sentence that begins at `after`.
QString range_after(const QString& text, const QString& after) {
  const qsizetype at = text.indexOf(after);
  if (at < 0) return QStringLiteral("(no '%1' in README)").arg(after);
  static const QRegularExpression range(QStringLiteral("`--size[^`]*` from ([0-9]+x[0-9]+ to [0-9]+x[0-9]+)"));
  const QRegularExpressionMatch match = range.match(text, at);
  return match.hasMatch() ? match.captured(1) : QStringLiteral("(no --size range after '%1')").arg(after);
}

QString range_of(QSize minimum, QSize maximum) {
  return QStringLiteral("%1x%2 to %3x%4").arg(minimum.width()).arg(minimum.height()).arg(maximum.width()).arg(maximum.height());
}

TEST(Readme, ItsSizeRangesAreTheCommandLines) {
  const QString text = readme();
  ASSERT_FALSE(text.isEmpty());
  using namespace frontier::gui;
  EXPECT_EQ(range_after(text, QStringLiteral("--step end --screenshot OUT.png")), range_of(kMinShotSize, kMaxShotSize));
  EXPECT_EQ(range_after(text, QStringLiteral("--picture OUT.png|OUT.svg")), range_of(kMinPictureSize, kMaxPictureSize));
  EXPECT_EQ(range_after(text, QStringLiteral("--export-animation OUT.gif")), range_of(kMinAnimationSize, kMaxAnimationSize));
}

}  // namespace
