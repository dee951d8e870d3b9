#include "puzzles/solitaire/solitaire_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(SolitairePlay)
};
// The judge's word for "the goal is reachable within the limit".
const QString kReachable = QStringLiteral("YES");
}  // namespace

QString PlayView<solitaire::Puzzle>::progress(const P::Rules& rules, const PlayFacts& facts) {
  const int limit = rules.max_moves;
  if (facts.solved) return Words::tr("Goal reached in %1 of %2 moves.").arg(facts.made).arg(limit);
  const QString used = Words::tr("Moves used: %1 of %2.").arg(facts.made).arg(limit);
  const int left = std::max(0, limit - facts.made);
  if (!facts.known) return used + QLatin1Char(' ') + Words::tr("Asking whether the goal is still in reach…");
  if (facts.from_here == kReachable) {
    return used + QLatin1Char(' ') + Words::tr("The goal can still be reached in the %n moves left.", nullptr, left);
  }
  return used + QLatin1Char(' ') + Words::tr("The goal cannot be reached in the %n moves left.", nullptr, left);
}

}  // namespace frontier::gui
