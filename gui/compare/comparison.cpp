#include "compare/comparison.hpp"

#include <QCoreApplication>
#include <stdexcept>

#include "app/core_text.hpp"
#include "frontier/common/search_time.hpp"

namespace frontier::gui {

ComparisonRow compare_one(const Problem& problem, const trace::AlgorithmInfo& info, const std::atomic<bool>* cancel) {
  ComparisonRow row;
  row.algorithm = algorithm_name(info);
  row.lesson = info.lesson();
  row.cost_unit = info.cost_unit;
  // The time first, with nothing recorded, as frontier-cli compare takes it: the search's
  // own work, its one-time costs left out (frontier/common/search_time.hpp).
  try {
    const SearchTime<QString> timed = time_search([&] { return problem.judge_answer(info.name); });
    row.answer = timed.result;
    row.milliseconds = timed.milliseconds;
  } catch (const std::length_error& error) {
    // A search that refuses a board too large for it (Huarongdao's bfs past 2^26
    // positions) is a row that says so; thrown on from the worker it ended the program.
    row.refused = true;
    row.answer = QCoreApplication::translate("Comparison", "refused");
    row.error = QString::fromStdString(error.what());
    return row;
  }
  try {
    const std::unique_ptr<SearchResult> searched = problem.search(info.name, cancel);
    if (searched->stopped) return row;
    const trace::Trace& trace = searched->trace;
    row.counted = true;
    row.expansions = trace.steps();
    row.largest_frontier = trace.counters(trace.steps()).largest_frontier;
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      if (trace.discovered_at(static_cast<trace::StateId>(s)) != trace::kNever) ++row.discovered;
    }
    row.moves = searched->moves;
    row.corners = searched->corners;
  } catch (const std::length_error& error) {
    row.error = QString::fromStdString(error.what());
  }
  return row;
}

std::vector<ComparisonRow> compare_all(const Problem& problem, const std::atomic<bool>* cancel) {
  std::vector<ComparisonRow> rows;
  for (const trace::AlgorithmInfo& info : problem.algorithms()) {
    if (cancel != nullptr && cancel->load()) break;
    rows.push_back(compare_one(problem, info, cancel));
  }
  // The judge solver is listed first (core's registries check it at compile time).
  // The judge solver's row is the judge's answer; the others agree where the judge takes theirs.
  for (ComparisonRow& row : rows) row.agrees = !row.refused && problem.judge_takes(row.answer, rows.front().answer);
  return rows;
}

QString witness_cost(const ComparisonRow& row) {
  if (row.moves > 0) return core_text::count(row.cost_unit.empty() ? "%n move(s)" : row.cost_unit, row.moves);
  if (row.corners < 2) return QStringLiteral("–");
  // A line through its corners (its two ends among them) has one segment fewer than
  // corners, and one turn fewer than segments: Mahjong's judge counts segments,
  // Lianliankan's turns.
  constexpr std::string_view kTurns = "%n turn(s)";
  const int segments = row.corners - 1;
  const std::string_view unit = row.cost_unit.empty() ? kTurns : row.cost_unit;
  return core_text::count(unit, unit == kTurns ? segments - 1 : segments);
}

}  // namespace frontier::gui
