#include "puzzles/mahjong/mahjong_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(MahjongPlay)
};
}  // namespace

QString PlayView<mahjong::Puzzle>::progress(const P::Rules&, const PlayFacts& facts) {
  QString text = Words::tr("Pairs taken: %1.").arg(facts.made);
  if (facts.solved) return text + QLatin1Char(' ') + Words::tr("The board is cleared.");
  if (facts.no_moves) return text + QLatin1Char(' ') + Words::tr("No pair of cards is left that a path joins: the board was not cleared.");
  return text + QLatin1Char(' ') + Words::tr("Click two cards that a path joins; H shows a pair.");
}

}  // namespace frontier::gui
