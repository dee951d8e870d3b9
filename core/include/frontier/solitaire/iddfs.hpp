#pragma once
// `iddfs`: iterative deepening. A depth-first search to depth 1, then again from the start
// to depth 2, and so on up to K: the first deepening that finds the goal finds it in the
// fewest moves, with only the path on the stack and one depth a configuration as its
// memory. The price is the work done again: every deepening expands anew every
// configuration the one before expanded, and the trace and the counters show each of
// those expansions (the start pushed again and expanded opens each deepening).
//
// Within a deepening a configuration is tried again only when it is reached at a smaller
// depth than before (it then has more moves left below it); without that, the plain tree
// search would try some 15^K move sequences, 2.5 * 10^9 at K = 8. With it the search still
// finds every configuration within L moves at its true depth in deepening L: along a
// shortest path each configuration is eventually reached at its depth, and then searched
// below with all the moves it has left.

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <vector>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/searches.hpp"
#include "frontier/solitaire/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kIddfsSummary =
    "iterative deepening: depth-first to 1 move, then again from the start to 2, ... up to K";

inline constexpr std::string_view kIddfsPseudocode[] = {
    "if start = goal: answer YES in 0 moves",                                        // 1
    "for L <- 1, 2, ..., K:   (each deepening starts again from the start)",         // 2
    "  forget every depth; depth[start] <- 0",                                       // 3
    "  if dfs(start, 0) finds the goal: answer YES in L moves (the path on the stack)",  // 4
    "answer NO",                                                                     // 5
    "dfs(c, d):   (c is expanded again in every deepening that reaches it)",         // 6
    "  for each legal move of c (a step or a jump of one piece) to n:",              // 7
    "    if n was reached in this deepening at depth <= d + 1: skip it",             // 8
    "    depth[n] <- d + 1, parent(n) <- c",                                         // 9
    "    if n = goal: return found",                                                 // 10
    "    if d + 1 < L and dfs(n, d + 1) finds the goal: return found",               // 11
    "  return not found",                                                            // 12
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kIddfsNarration[] = {
    "If the start is the goal, the answer is YES in 0 moves.",  // 1
    "Allow one move more and search again from the start.",  // 2
    "Forget every depth: {subject} starts again at depth 0.",  // 3
    "Search depth-first from {subject}: if it finds the goal within the limit, the answer is YES.",  // 4
    "No search within K moves found the goal: the answer is NO.",  // 5
    "Expand {subject}, {subject_cost} deep; it is expanded again in every deepening that reaches it.",  // 6
    "Try the move of {current} that gives {subject}: a step or a jump of one piece.",  // 7
    "If {subject} was reached in this deepening as shallow or shallower, skip it.",  // 8
    "{subject} is one move deeper than {current}, which becomes its parent.",  // 9
    "If {subject} is the goal, the search has found it.",  // 10
    "If the limit allows one move more, search on from {subject}.",  // 11
    "No move of {subject} leads to the goal within the limit: go back.",  // 12
};

// The lines of kIddfsPseudocode by name; values are the 1-based line numbers.
enum class IddfsLine : int {
  start_is_goal = 1, deepen, restart, run_dfs, answer_no, dfs_entry, for_each_move, skip_reached, mark_depth,
  found_goal, go_deeper, not_found
};

namespace detail {

// One deepening's depth-first search, to depth `limit`.
template <class Observer>
class DepthLimitedSearch {
 public:
  enum class Outcome { not_found, found, stopped };

  DepthLimitedSearch(SideMarks& depths, trace::StateId goal, int limit, std::vector<Squares>& stack,
                     Observer& observer)
      : depths_(depths), goal_(goal), limit_(limit), stack_(stack), observer_(observer) {}

  // Searches below the configuration on top of the stack, at `depth`; on found, the stack
  // holds the path from the start to the goal.
  Outcome below(trace::StateId current, int depth) {
    if (observer_.stop_requested()) return Outcome::stopped;
    observer_.expand(current);
    observer_.line(IddfsLine::dfs_entry, current);
    Outcome outcome = Outcome::not_found;
    const Squares squares = stack_.back();
    for_each_move(squares, [&](const Squares& next, int, int, bool) {
      const trace::StateId next_rank = rank(next);
      observer_.line(IddfsLine::for_each_move, next_rank);
      const bool reached = depths_.seen(next_rank);
      if (reached && depths_.depth(next_rank) <= depth + 1) {
        observer_.line(IddfsLine::skip_reached, next_rank);
        return true;
      }
      depths_.mark(next_rank, current, depth + 1);
      if (reached) {
        observer_.improve(next_rank, current, depth + 1);
      } else {
        observer_.discover(next_rank, current, depth + 1);
      }
      observer_.line(IddfsLine::mark_depth, next_rank);
      observer_.line(IddfsLine::found_goal, next_rank);
      if (next_rank == goal_) {
        stack_.push_back(next);
        outcome = Outcome::found;
        return false;
      }
      observer_.line(IddfsLine::go_deeper, next_rank);
      if (depth + 1 >= limit_) return true;
      stack_.push_back(next);
      outcome = below(next_rank, depth + 1);
      if (outcome != Outcome::not_found) return false;
      stack_.pop_back();
      return true;
    });
    if (outcome == Outcome::not_found) observer_.line(IddfsLine::not_found, current);
    return outcome;
  }

 private:
  SideMarks& depths_;
  trace::StateId goal_;
  int limit_;
  std::vector<Squares>& stack_;
  Observer& observer_;
};

}  // namespace detail

// States: the rank of the configuration, as bfs (cost = depth in the deepening that
// reached the state last). Requires valid configurations and 0 <= rules.max_moves <=
// kMaxMaxMoves (run() checks).
template <class Observer = trace::NoObserver>
Answer iddfs_moves(const Case& question, const Rules& rules, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  using Search = detail::DepthLimitedSearch<std::remove_reference_t<Observer>>;
  SideMarks& depths = this_thread_workspace().marks[0];
  const Squares start = squares_of(question.start);
  const StateId start_rank = rank(start);
  const StateId goal_rank = rank(squares_of(question.goal));

  observer.discover(start_rank, kNoState, 0);
  observer.line(IddfsLine::start_is_goal, start_rank);
  if (start_rank == goal_rank) return yes_answer(0, {});

  std::vector<Squares> stack;
  for (int limit = 1; limit <= rules.max_moves; ++limit) {
    observer.line(IddfsLine::deepen);
    depths.begin_search();
    depths.mark(start_rank, kNoState, 0);
    // The restart: the start enters the frontier again, and the picture shows it.
    if (limit > 1) observer.discover(start_rank, kNoState, 0);
    observer.line(IddfsLine::restart, start_rank);
    stack.assign(1, start);
    observer.line(IddfsLine::run_dfs, start_rank);
    switch (Search(depths, goal_rank, limit, stack, observer).below(start_rank, 0)) {
      case Search::Outcome::found:
        return yes_answer(static_cast<int>(stack.size()) - 1, moves_along(stack));
      case Search::Outcome::stopped:
        return stopped_answer();
      case Search::Outcome::not_found:
        break;
    }
  }
  observer.line(IddfsLine::answer_no);
  return no_answer();
}

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kIddfsSearch = Search::checked<IddfsLine::not_found>(kIddfsName, kIddfsSummary,
    kIddfsPseudocode, kIddfsNarration, "%n move(s)", trace::Container::stack,
    {SearchKind::configurations, configuration_count, decode_configuration}, iddfs_moves<trace::NoObserver>,
    iddfs_moves<trace::Recorder&>);

}  // namespace frontier::solitaire
