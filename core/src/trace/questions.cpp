#include "frontier/trace/questions.hpp"

#include <algorithm>
#include <iterator>
#include <set>
#include <utility>

namespace frontier::trace {

namespace {
// The layer that begins at `start`, one of the trace's layer starts.
Layer layer_at(const Trace& trace, std::vector<Step>::const_iterator start) {
  const auto next = std::next(start);
  const Step last = next == trace.layer_starts().end() ? trace.steps() : *next - 1;
  return {*start, last, trace.cost_at(trace.expanded_by(*start), *start)};
}
}  // namespace

std::optional<Layer> layer_from(const Trace& trace, Step t) {
  const std::vector<Step>& starts = trace.layer_starts();
  const auto start = std::lower_bound(starts.begin(), starts.end(), t + 1);
  if (start == starts.end() || *start > trace.steps()) return std::nullopt;
  return layer_at(trace, start);
}

std::optional<Layer> layer_after(const Trace& trace, const Layer& layer) {
  if (layer.last >= trace.steps()) return std::nullopt;
  return layer_from(trace, layer.last);
}

std::vector<Cell> cells_first_reached(const Trace& trace, const Layer& layer, const CellsOf& cells_of) {
  std::set<Cell> before;
  std::vector<std::pair<Step, StateId>> during;
  std::vector<Cell> cells;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<StateId>(s);
    const Step found = trace.discovered_at(state);
    if (found == kNever || found > layer.last) continue;
    if (found >= layer.first) {
      during.emplace_back(found, state);
      continue;
    }
    cells.clear();
    cells_of(state, cells);
    before.insert(cells.begin(), cells.end());
  }
  // In the order the search reached them; states found at one expansion by their number.
  std::sort(during.begin(), during.end());
  std::vector<Cell> reached;
  std::set<Cell> seen = std::move(before);
  for (const auto& [found, state] : during) {
    cells.clear();
    cells_of(state, cells);
    for (const Cell cell : cells) {
      if (seen.insert(cell).second) reached.push_back(cell);
    }
  }
  return reached;
}

std::optional<Step> next_choice(const Trace& trace, Step t) {
  for (Step at = t; at < trace.steps(); ++at) {
    if (trace.counters(at).frontier >= 2) return at;
  }
  return std::nullopt;
}

Trend trend(std::size_t now, std::size_t next) {
  // Integer comparisons of next / now against 4/5 and 5/4.
  if (5 * next < 4 * now) return Trend::fewer;
  if (4 * next > 5 * now) return Trend::more;
  return Trend::about_the_same;
}

CellMarking mark_cells(const std::vector<Cell>& answer, const std::vector<Cell>& picked) {
  const std::set<Cell> wanted(answer.begin(), answer.end());
  const std::set<Cell> chosen(picked.begin(), picked.end());
  CellMarking marking;
  for (const Cell cell : chosen) (wanted.contains(cell) ? marking.hits : marking.extras).push_back(cell);
  for (const Cell cell : wanted) {
    if (!chosen.contains(cell)) marking.misses.push_back(cell);
  }
  return marking;
}

}  // namespace frontier::trace
