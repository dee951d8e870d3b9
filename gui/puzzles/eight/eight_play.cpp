#include "puzzles/eight/eight_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(EightPlay)
};
// The judge's word for "the goal cannot be reached".
const QString kUnsolvable = QStringLiteral("unsolvable");
}  // namespace

// The judge's line from here is the moves left, so its length is how many.
QString PlayView<eight::Puzzle>::progress(const P::Rules&, const PlayFacts& facts) {
  if (facts.solved) {
    if (facts.from_start.isEmpty()) return Words::tr("Goal reached in %n moves.", nullptr, facts.made);
    const auto fewest = static_cast<int>(facts.from_start.size());
    if (facts.made == fewest) return Words::tr("Goal reached in %n moves: the fewest possible.", nullptr, facts.made);
    return Words::tr("Goal reached in %n moves; the fewest from the start is %1, %2 fewer.", nullptr, facts.made)
        .arg(fewest)
        .arg(facts.made - fewest);
  }
  const QString made = Words::tr("Moves made: %1.").arg(facts.made);
  if (!facts.known) return made + QLatin1Char(' ') + Words::tr("Counting the fewest moves left…");
  if (facts.from_here == kUnsolvable) {
    return made + QLatin1Char(' ') +
           Words::tr("The goal cannot be reached: the tiles have an odd number of inversions, and no move changes that.");
  }
  return made + QLatin1Char(' ') + Words::tr("Fewest moves left from here: %1.").arg(facts.from_here.size());
}

}  // namespace frontier::gui
