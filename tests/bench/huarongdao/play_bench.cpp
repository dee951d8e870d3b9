// Play mode's live "fewest moves left" on a judge-size board (30 x 30): what PuzzlePlay's
// worker does after each move, from the move to the answer from the new position
// (P::apply, P::hint, the judge solver on P::restate), against the yardstick of one judge
// solve of the same query from scratch (a one-query file through P::solve, the walk
// table built inside the timed loop), measured in the same run.

#include <benchmark/benchmark.h>

#include <stop_token>
#include <string>

#include "frontier/huarongdao/puzzle.hpp"

namespace {

using P = frontier::huarongdao::Puzzle;

// The GUI test's board: 30 x 30, four cells in five open, one query.
struct Game {
  P::File file;
  P::Position before;  // the start
  P::Move move;        // the first legal move from it
  P::Position after;
};

const Game& game() {
  static const Game made = [] {
    Game g;
    g.file = P::generate(9, {{"rows", 30}, {"cols", 30}, {"queries", 1}, {"density", 0.8}});
    g.before = P::start(g.file.board, g.file.queries.front());
    g.move = P::moves(g.file.board, {}, g.before).front();
    g.after = *P::apply(g.file.board, {}, g.before, g.move).position;
    return g;
  }();
  return made;
}

void BM_PlayMoveToFewestLeft30x30(benchmark::State& state) {
  const Game& g = game();
  const P::Query& query = g.file.queries.front();
  std::string left;
  for (auto _ : state) {
    const auto after = P::apply(g.file.board, {}, g.before, g.move);
    const auto hint = P::hint(g.file.board, query, {}, *after.position, 1, std::stop_token{});
    const auto here = P::restate(g.file.board, query, {}, *after.position, 1);
    left = P::answer_text(P::run(P::algorithms().front().name, here.game, here.query, here.rules, nullptr));
    benchmark::DoNotOptimize(hint);
  }
  state.SetLabel("fewest moves left " + left);
}
BENCHMARK(BM_PlayMoveToFewestLeft30x30)->Unit(benchmark::kMillisecond);

void BM_PlayYardstickJudgeSolve30x30(benchmark::State& state) {
  const Game& g = game();
  P::File asked{g.file.board, {P::Query{g.after.blank, g.after.piece, g.file.queries.front().target}}};
  std::string answer;
  for (auto _ : state) {
    answer = P::solve(asked, P::algorithms().front().name, {}, P::answer_formats().front());
    benchmark::DoNotOptimize(answer.data());
  }
  state.SetLabel("judge says " + answer.substr(0, answer.size() - 1));
}
BENCHMARK(BM_PlayYardstickJudgeSolve30x30)->Unit(benchmark::kMillisecond);

}  // namespace
