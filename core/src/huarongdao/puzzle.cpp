#include "frontier/huarongdao/puzzle.hpp"

#include <stdexcept>
#include <utility>

#include "frontier/huarongdao/astar.hpp"
#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/board_solver.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/dijkstra_from_target.hpp"
#include "frontier/huarongdao/edits.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/generator.hpp"
#include "frontier/huarongdao/legal_query.hpp"
#include "frontier/huarongdao/moves.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/spfa.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::huarongdao {

namespace {

constexpr std::string_view kAnswerFormats[] = {kJudgeFormat};

// bfs only reads the graph; the registry hands every search the graph as dijkstra and
// spfa take it (they fill in its walk table as they go).
template <class Observer>
Answer bfs_on(BoardGraph& graph, const Query& query, Observer&& observer) {
  return bfs<Observer>(graph, query, std::forward<Observer>(observer));
}

using Search = trace::Algorithm<Answer, BoardGraph&, const Query&>;

constexpr Search kSearches[] = {
    {{kDijkstraFromTargetName,
      "Dijkstra backwards from the target over (piece cell, side of the blank), one search for all the queries "
      "with that target (the judge's solver)",
      trace::pseudocode<DijkstraFromTargetLine::not_found>(kDijkstraFromTargetPseudocode),
      trace::narration<DijkstraFromTargetLine::not_found>(kDijkstraFromTargetNarration), "%n move(s)"},
     dijkstra_from_target<trace::NoObserver>, dijkstra_from_target<trace::Recorder&>},
    {{kDijkstraName, "Dijkstra over (piece cell, side of the blank) with a walk-around table, from the start",
      trace::pseudocode<DijkstraLine::not_found>(kDijkstraPseudocode),
      trace::narration<DijkstraLine::not_found>(kDijkstraNarration), "%n move(s)"},
     dijkstra<trace::NoObserver>, dijkstra<trace::Recorder&>},
    {{kSpfaName, "the same graph relaxed with SPFA, as the classic contest solutions do",
      trace::pseudocode<SpfaLine::best_side>(kSpfaPseudocode),
      trace::narration<SpfaLine::best_side>(kSpfaNarration), "%n move(s)"},
     spfa<trace::NoObserver>, spfa<trace::Recorder&>},
    {{kBfsName, "breadth-first search over (blank, piece) positions, one move at a time",
      trace::pseudocode<BfsLine::not_found>(kBfsPseudocode),
      trace::narration<BfsLine::not_found>(kBfsNarration), "%n move(s)"},
     bfs_on<trace::NoObserver>, bfs_on<trace::Recorder&>},
    {{kAstarName,
      "A* over (piece cell, side of the blank): Dijkstra ordered by moves made plus the marked piece's Manhattan "
      "distance to the target",
      trace::pseudocode<AstarLine::not_found>(kAstarPseudocode),
      trace::narration<AstarLine::not_found>(kAstarNarration), "%n move(s)"},
     astar<trace::NoObserver>, astar<trace::Recorder&>},
};
constexpr trace::Registry kRegistry("huarongdao", kSearches);

// Whether the algorithm searches bfs's (blank, piece) positions rather than the piece
// graph; refuses an unknown name.
bool searches_positions(std::string_view algorithm) {
  kRegistry.index_of(algorithm);
  return algorithm == kBfsName;
}

}  // namespace

Answer BoardSolver::solve(std::string_view algorithm, const Query& query, trace::Recorder* recorder) {
  const Search& search = kRegistry[algorithm];
  if (auto fault = query_fault(board_, query)) throw std::invalid_argument(fault->reason);
  return search.run(recorder, graph_, query);
}

Puzzle::File Puzzle::read(std::string_view text) { return read_judge_file(text); }

std::string Puzzle::write(const File& file) { return write_judge_file(file); }

const Puzzle::Case& Puzzle::case_at(const File& file, std::size_t index) {
  if (index != 0) throw std::out_of_range("a huarongdao file holds one board; there is no case " + std::to_string(index));
  return file.board;
}

std::size_t Puzzle::query_count(const File& file, std::size_t case_index) {
  case_at(file, case_index);  // refuses a case other than the board
  return file.queries.size();
}

const Puzzle::Query& Puzzle::query_at(const File& file, std::size_t case_index, std::size_t query_index) {
  case_at(file, case_index);  // refuses a case other than the board
  return file.queries.at(query_index);
}

std::optional<std::string> Puzzle::validate(const Case& board, const Query& query) {
  if (auto fault = query_fault(board, query)) return std::move(fault->reason);
  return std::nullopt;
}

std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

Puzzle::Answer Puzzle::run(std::string_view algorithm, const Case& board, const Query& query, const Rules&,
                           trace::Recorder* recorder) {
  return BoardSolver(board).solve(algorithm, query, recorder);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

std::string Puzzle::solve(const File& file, std::string_view algorithm, const Rules&, std::string_view format) {
  kRegistry.judge_index_of(algorithm);  // refuses a wrong name even for a file of no query
  if (format != kJudgeFormat) {
    throw std::invalid_argument("unknown huarongdao answer format '" + std::string(format) + "'");
  }
  BoardSolver solver(file.board);
  solver.graph().set_witnesses(false);  // the judge reads the number of moves only
  std::string answers;
  if (algorithm == kDijkstraFromTargetName) {
    // One search from each target serves all the queries that share it.
    for (const Query& query : file.queries) {
      if (auto fault = query_fault(file.board, query)) throw std::invalid_argument(fault->reason);
    }
    for (const Answer& answer : dijkstra_from_target_all(solver.graph(), file.queries)) {
      answers += huarongdao::answer_text(answer);
      answers += '\n';
    }
    return answers;
  }
  for (const Query& query : file.queries) {
    answers += huarongdao::answer_text(solver.solve(algorithm, query));
    answers += '\n';
  }
  return answers;
}

std::string Puzzle::answer_text(const Answer& answer) { return huarongdao::answer_text(answer); }

Witness Puzzle::witness(const Answer& answer) {
  Witness witness;
  witness.moves.reserve(answer.witness.size());
  for (const Move& move : answer.witness) witness.moves.push_back({move.from, move.to, false, move.marked});
  return witness;
}

std::size_t Puzzle::state_count(std::string_view algorithm, const Case& board, const Rules&) {
  return searches_positions(algorithm) ? bfs_state_count(board.cell_count())
                                        : piece_state_count(board.cell_count());
}

DecodedState Puzzle::decode(std::string_view algorithm, const Case& board, trace::StateId state) {
  DecodedState decoded;
  if (algorithm == kBfsName) {
    const Position position = decode_position(board, state);
    decoded.add({position.blank, StateRole::blank});
    decoded.add({position.piece, StateRole::piece});
    return decoded;
  }
  if (algorithm != kDijkstraFromTargetName && algorithm != kDijkstraName && algorithm != kSpfaName &&
      algorithm != kAstarName) {
    kRegistry.refuse(algorithm);
  }
  const PieceState piece_state = decode_piece_state(board, state);
  if (piece_state.blank_alone) {
    decoded.add({piece_state.cell, StateRole::blank});
  } else {
    decoded.add({piece_state.cell, StateRole::piece});
    decoded.add({piece_state.cell, StateRole::side, piece_state.side});
  }
  return decoded;
}

std::optional<std::int64_t> Puzzle::estimate(std::string_view algorithm, const Case& board, const Query& query,
                                             trace::StateId state) {
  kRegistry.index_of(algorithm);  // refuses an unknown name
  if (algorithm != kAstarName) return std::nullopt;
  return astar_estimate(board, query, state);
}

Puzzle::Position Puzzle::start(const Case&, const Query& query) { return {query.blank, query.piece}; }

std::vector<Puzzle::Move> Puzzle::moves(const Case& board, const Rules&, const Position& position) {
  return legal_moves(board, position);
}

MoveOutcome<Puzzle::Position> Puzzle::apply(const Case& board, const Rules&, const Position& position,
                                            const Move& move) {
  return apply_move(board, position, move);
}

std::optional<Puzzle::Move> Puzzle::hint(const Case& board, const Query& query, const Rules& rules,
                                         const Position& position, int played, std::stop_token stop) {
  if (stop.stop_requested()) return std::nullopt;
  // The solver's witness from here is a shortest path, so its first move leaves one move
  // fewer to go. On the target, or where the target cannot be reached, no move is better
  // than another: any legal one.
  const auto here = restate(board, query, rules, position, played);
  const Answer answer = run(algorithms().front().name, here.game, here.query, here.rules, nullptr);
  if (!answer.witness.empty()) return answer.witness.front();
  const std::vector<Move> legal = moves(board, rules, position);
  if (legal.empty()) return std::nullopt;
  return legal.front();
}

bool Puzzle::solved(const Case&, const Query& query, const Position& position) {
  return position.piece == query.target;
}

std::span<const GenerateParameter> Puzzle::generate_parameters() { return huarongdao::generate_parameters(); }

Puzzle::File Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  return huarongdao::generate(seed, values);
}

Puzzle::File Puzzle::empty(int rows, int cols) { return empty_file(rows, cols); }

static_assert(frontier::PuzzleContract<Puzzle>);

}  // namespace frontier::huarongdao
