#include "frontier/huarongdao/astar.hpp"

#include <cstdlib>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"
#include "bucket_queue.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {
namespace {

int manhattan(int cols, int a, int b) {
  return std::abs(a / cols - b / cols) + std::abs(a % cols - b % cols);
}

// The cell of the marked piece in a piece-graph state of a board of n cells.
int piece_cell(int n, int start_piece, StateId state) {
  return state < static_cast<StateId>(n) * 4 ? static_cast<int>(state / 4) : start_piece;
}

}  // namespace

std::int64_t astar_estimate(const Board& board, const Query& query, StateId state) {
  const int piece = piece_cell(board.cell_count(), board.index(query.piece), state);
  return manhattan(board.cols, piece, board.index(query.target));
}

template <class Observer>
Answer astar(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  if (already_there<AstarLine>(query, answer, observer)) return answer;
  PieceSearch search(graph, query);
  // Keyed by f = dist + h. h is consistent, so no push lands below the list being popped
  // (BucketQueue's one requirement); a push of equal f (a swap towards the target) joins
  // the list under way and leaves after the states already in it.
  BucketQueue queue(search.labels.buckets, BucketQueue::Order::by_state);
  const int cols = graph.cols();
  const auto h = [&](StateId s) { return manhattan(cols, piece_cell(search.n, search.piece, s), search.target); };

  const StateId start = search.start<AstarLine>(query, observer);
  observer.line(AstarLine::push_start, start);
  queue.push(h(start), start);

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (search.lower<AstarLine>(v, u, d, observer)) queue.push(static_cast<std::int32_t>(d + h(v)), v);
  };

  while (!queue.empty()) {
    observer.line(AstarLine::loop);
    const std::int32_t popped_f = queue.top_dist();
    u = queue.pop();
    if (popped_f != search.dist[u] + h(u)) continue;  // a stale entry
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    observer.expand(u);
    ++answer.expansions;
    observer.line(AstarLine::pop, u);
    observer.line(AstarLine::goal_test, u);
    if (u < static_cast<StateId>(search.n) * 4 && static_cast<int>(u / 4) == search.target) {
      answer.status = Status::solved;
      answer.moves = search.dist[u];
      answer.witness = search.moves_to(u);
      return answer;
    }
    expand_piece_state<AstarLine>(graph, search.piece, u, search.dist[u], observer, relax);
  }
  observer.line(AstarLine::not_found);
  return answer;
}

template Answer astar<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer astar<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
