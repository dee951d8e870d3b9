#include "puzzles/lianliankan/lianliankan_play.hpp"

#include <QCoreApplication>

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(LianliankanPlay)
};
}  // namespace

QString PlayView<lianliankan::Puzzle>::progress(const lianliankan::Puzzle::Rules&, const PlayFacts& facts) {
  return pair_progress(facts, Words::tr("Pairs taken: %1."), Words::tr("The board is cleared."),
                       Words::tr("No pair is left that links: the board was not cleared."),
                       Words::tr("Click two equal tiles that link; H shows a pair."));
}

}  // namespace frontier::gui
