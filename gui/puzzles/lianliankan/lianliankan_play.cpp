#include "puzzles/lianliankan/lianliankan_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(LianliankanPlay)
};
}  // namespace

QString PlayView<lianliankan::Puzzle>::progress(const P::Rules&, const PlayFacts& facts) {
  QString text = Words::tr("Pairs taken: %1.").arg(facts.made);
  if (facts.solved) return text + QLatin1Char(' ') + Words::tr("The board is cleared.");
  if (facts.no_moves) return text + QLatin1Char(' ') + Words::tr("No pair is left that links: the board was not cleared.");
  return text + QLatin1Char(' ') + Words::tr("Click two equal tiles that link; H shows a pair.");
}

}  // namespace frontier::gui
