#pragma once
// Every Mahjong search behind one entry point, for the command line, the tests and the
// visualizer. The first algorithm is the judge's default.

#include <cstddef>
#include <span>
#include <string_view>

#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

inline constexpr std::string_view kZeroOneBfsName = "zero-one-bfs";
inline constexpr std::string_view kLineBfsName = "line-bfs";

std::span<const trace::AlgorithmInfo> algorithms();

// Throws std::invalid_argument ("unknown mahjong algorithm 'NAME'") for a name not among
// algorithms(), before any work is done (a file may hold no pair to find out on).
void check_algorithm(std::string_view algorithm);

// Runs `algorithm` on one pair of a board. recorder == nullptr runs the observer-free
// instantiation, which is the judge solver. Throws std::invalid_argument for an unknown
// algorithm or a pair end off the board.
Answer run(std::string_view algorithm, const Board& board, const Pair& pair, const Rules& rules,
           trace::Recorder* recorder);

// The size of the algorithm's state space on this board (to size a trace::Trace).
std::size_t state_count(std::string_view algorithm, const Board& board);

// What a state stands for: a cell of the board or its ring, and for zero-one-bfs the
// direction of travel (kRowStep order); -1 for algorithms whose states are cells only.
struct StateView {
  Cell cell;
  int direction = -1;
  friend bool operator==(const StateView&, const StateView&) = default;
};
StateView decode_state(std::string_view algorithm, const Board& board, trace::StateId state);

}  // namespace frontier::mahjong
