#pragma once
// Huarongdao as the rest of Frontier sees it (frontier::PuzzleContract): the one type the
// command line, the visualizer and the tests use. It delegates to the model, the reader
// and writer (format.hpp), the query's legality (legal_query.hpp), the searches
// (dijkstra_from_target.hpp, dijkstra.hpp, spfa.hpp, bfs.hpp, astar.hpp) over one board's walk table
// (board_solver.hpp), the move rules (moves.hpp) and the generator (generator.hpp); the
// registry is puzzle.cpp's.
//
// A judge file holds one board, so it has one case (the Board) and its queries. There are
// no rule variants. States decode as in piece_graph.hpp (dijkstra-from-target, dijkstra,
// spfa, astar) and bfs.hpp (bfs).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

struct Puzzle : PuzzleTypes<JudgeFile, Board, Query, Rules, Answer, Position, Move> {
  static constexpr std::string_view kId = "huarongdao";
  static constexpr std::string_view kTitle = "Huarongdao (NOIP 2013 \"puzzle\")";

#include "frontier/common/puzzle_members.inc"

  // astar's lower bound of a state (EstimatesStates); nullopt for the other searches.
  static std::optional<std::int64_t> estimate(std::string_view algorithm, const Case& board, const Query& query,
                                              trace::StateId state);
  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> &&
              MakesEmptyFiles<Puzzle> && EstimatesStates<Puzzle>);

}  // namespace frontier::huarongdao
