#include "puzzles/mahjong/mahjong_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(MahjongPlay)
};
}  // namespace

QString PlayView<mahjong::Puzzle>::progress(const mahjong::Puzzle::Rules&, const PlayFacts& facts) {
  return pair_progress(facts, Words::tr("Pairs taken: %1."), Words::tr("The board is cleared."),
                       Words::tr("No pair of cards is left that a path joins: the board was not cleared."),
                       Words::tr("Click two cards that a path joins; H shows a pair."));
}

}  // namespace frontier::gui
