#pragma once
// The steps the Huarongdao searches take alike. Every search begins with pseudo-code line
// 1 (is the piece already on the target?); dijkstra and spfa, which search the same piece
// graph, also label its states alike: a dist and a parent each, lowered by the same relax.
// Each helper is a template over the calling algorithm's line enum, whose lines of these
// names are numbered by that algorithm's own pseudo-code.

#include <cstdint>
#include <limits>
#include <vector>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::huarongdao {

// Line `already_there`: true, with `answer` solved in 0 moves, when the piece starts on
// the target.
template <class Line, class Observer>
bool already_there(const Query& query, Answer& answer, Observer& observer) {
  observer.line(Line::already_there);
  if (query.piece != query.target) return false;
  answer.status = Status::solved;
  answer.moves = 0;
  return true;
}

// One query's search of the piece graph: its cells and, per state, dist and parent, held
// in the graph's labels (BoardGraph::SearchLabels) and cleared of the last query's.
struct PieceSearch {
  static constexpr std::int32_t kInfinity = std::numeric_limits<std::int32_t>::max();

  PieceSearch(BoardGraph& graph, const Query& query)
      : graph(graph),
        n(graph.cell_count()),
        piece(graph.index(query.piece)),
        target(graph.index(query.target)),
        labels(graph.search_labels()),
        dist(labels.dist),
        parent(labels.parent) {
    if (dist.size() != piece_state_count(n)) {
      dist.assign(piece_state_count(n), kInfinity);
      parent.assign(piece_state_count(n), trace::kNoState);
      labels.labelled.clear();
    }
    for (const StateId s : labels.labelled) {
      dist[s] = kInfinity;
      parent[s] = trace::kNoState;
    }
    labels.labelled.clear();
  }

  // Line `start` and the first half of the line after it: the state the query begins in,
  // at dist 0.
  template <class Line, class Observer>
  StateId start(const Query& query, Observer& observer) {
    const StateId s = piece_graph_start(graph, graph.index(query.blank), piece);
    observer.line(Line::start, s);
    dist[s] = 0;
    labels.labelled.push_back(s);
    observer.discover(s, trace::kNoState, 0);
    return s;
  }

  // Line `relax`'s test and update: false when d is no less than dist[v]; else v is
  // labelled (d, from u), and the observer hears whether v is new or improved. Queueing v
  // is the caller's: that is where dijkstra and spfa differ.
  template <class Line, class Observer>
  bool lower(StateId v, StateId u, std::int64_t d, Observer& observer) {
    if (d >= dist[v]) return false;
    observer.line(Line::relax, v);
    if (dist[v] == kInfinity) {
      labels.labelled.push_back(v);
      observer.discover(v, u, d);
    } else {
      observer.improve(v, u, d);
    }
    dist[v] = static_cast<std::int32_t>(d);
    parent[v] = u;
    return true;
  }

  // The moves of a shortest way to `goal`; none when the graph's witnesses are off.
  std::vector<Move> moves_to(StateId goal) {
    if (!graph.witnesses()) return {};
    return piece_graph_moves(graph, path_to(parent, goal));
  }

  BoardGraph& graph;
  const int n;       // cells
  const int piece;   // where the marked piece starts
  const int target;  // where it must end
  BoardGraph::SearchLabels& labels;
  std::vector<std::int32_t>& dist;
  std::vector<StateId>& parent;
};

}  // namespace frontier::huarongdao
