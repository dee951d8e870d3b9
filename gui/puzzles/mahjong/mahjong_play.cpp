// Mahjong's words in play mode (context MahjongPlay); its clicks are PairPlayView's.

#include <QCoreApplication>

#include "play/pair_clicks.hpp"
#include "puzzles/mahjong/mahjong_view.hpp"

namespace frontier::gui {

PairPlayWords PuzzleView<mahjong::Puzzle>::pair_play_words() {
  return {QCoreApplication::translate("MahjongPlay", "Pairs taken: %1."), QCoreApplication::translate("MahjongPlay", "The board is cleared."),
          QCoreApplication::translate("MahjongPlay", "No pair of cards is left that a path joins: the board was not cleared."),
          QCoreApplication::translate("MahjongPlay", "Click two cards that a path joins; H shows a pair.")};
}

}  // namespace frontier::gui
