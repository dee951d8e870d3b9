#pragma once
// The comparison table: every search of the puzzle (its judge solver first, then the other
// correct searches, then the lessons) run on one query, with the figures a class compares:
// the answer, and whether it is the judge's; states discovered, expansions and the largest
// frontier, read from the search's own trace; the cost of what it found (a line's turns,
// a sequence's moves); and the time of a run that records nothing, as the judge runs it,
// taken as frontier/common/search_time.hpp says (the median of repeated runs).
// frontier-cli compare prints the same figures for the same query.

#include <QString>
#include <atomic>
#include <cstdint>
#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

struct ComparisonRow {
  QString algorithm;            // core's name ("bfs-turns")
  bool lesson = false;          // wrong on purpose
  QString answer;               // in the judge's words
  bool agrees = true;           // the judge takes it (the judge solver's answer, or one its checker takes)
  bool counted = false;         // its trace could be recorded: the counts below hold
  std::uint64_t discovered = 0;
  std::uint64_t expansions = 0;
  std::uint64_t largest_frontier = 0;
  int moves = 0;                // the witness: a sequence of moves, or
  int corners = 0;              // a line through these corners (its two ends among them)
  std::string_view cost_unit;   // what the search counts, core's "%n segment(s)" (AlgorithmInfo::cost_unit)
  double milliseconds = 0;      // the unrecorded run's median (time_search)
  QString error;                // why it could not be counted (the state space is too large)
  bool refused = false;         // the search refused the board (error says why): no answer, no time
};

// The row of one search; its answer is compared with the judge's by compare_all.
ComparisonRow compare_one(const Problem& problem, const trace::AlgorithmInfo& info, const std::atomic<bool>* cancel);
// Every search the problem offers, on a worker thread; stops early when `cancel` is set.
std::vector<ComparisonRow> compare_all(const Problem& problem, const std::atomic<bool>* cancel);

// The cost of a row's witness in the unit its search counts, so that it reads as the
// answer beside it does ("2 turns", "3 segments", "8 moves", "–").
QString witness_cost(const ComparisonRow& row);

}  // namespace frontier::gui
