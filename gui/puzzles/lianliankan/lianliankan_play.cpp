// Lianliankan's words in play mode (context LianliankanPlay); its clicks are PairPlayView's.

#include <QCoreApplication>

#include "play/pair_clicks.hpp"
#include "puzzles/lianliankan/lianliankan_view.hpp"

namespace frontier::gui {

PairPlayWords PuzzleView<lianliankan::Puzzle>::pair_play_words() {
  return {QCoreApplication::translate("LianliankanPlay", "Pairs taken: %1."),
          QCoreApplication::translate("LianliankanPlay", "The board is cleared."),
          QCoreApplication::translate("LianliankanPlay", "No pair is left that links: the board was not cleared."),
          QCoreApplication::translate("LianliankanPlay", "Click two equal tiles that link; H shows a pair.")};
}

}  // namespace frontier::gui
