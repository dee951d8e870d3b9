#include "puzzles/huarongdao/huarongdao_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(HuarongdaoPlay)
};
// The judge's word for "the target cannot be reached".
const QString kImpossible = QStringLiteral("-1");
}  // namespace

QString PlayView<huarongdao::Puzzle>::progress(const P::Rules&, const PlayFacts& facts) {
  if (facts.solved) {
    if (facts.from_start.isEmpty()) return Words::tr("Target reached in %n moves.", nullptr, facts.made);
    const int fewest = facts.from_start.toInt();
    if (facts.made == fewest) return Words::tr("Target reached in %n moves: the fewest possible.", nullptr, facts.made);
    return Words::tr("Target reached in %n moves; the fewest from the start is %1, %2 fewer.", nullptr, facts.made)
        .arg(fewest)
        .arg(facts.made - fewest);
  }
  const QString made = Words::tr("Moves made: %1.").arg(facts.made);
  if (!facts.known) return made + QLatin1Char(' ') + Words::tr("Counting the fewest moves left…");
  if (facts.from_here == kImpossible) {
    return made + QLatin1Char(' ') + Words::tr("From here the marked piece cannot reach the target.");
  }
  return made + QLatin1Char(' ') + Words::tr("Fewest moves left from here: %1.").arg(facts.from_here);
}

}  // namespace frontier::gui
