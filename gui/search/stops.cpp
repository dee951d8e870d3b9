#include "search/stops.hpp"

#include <algorithm>
#include <climits>
#include <tuple>

namespace frontier::gui {

void PlaybackStops::toggle_line(int line) {
  if (!lines_.erase(line)) lines_.insert(line);
}

void PlaybackStops::toggle_cell(Cell cell) {
  if (!cells_.erase(cell)) cells_.insert(cell);
  prepared_ = nullptr;
}

void PlaybackStops::clear() {
  lines_.clear();
  cells_.clear();
  target_ = false;
  prepared_ = nullptr;
}

void PlaybackStops::prepare(const Problem& problem, const SearchResult& result) {
  prepared_ = &result;
  cell_steps_.clear();
  for (const Cell cell : cells_) cell_steps_[cell] = trace::kNever;
  target_step_ = trace::kNever;
  const std::vector<Cell> target = problem.target_cells();
  const trace::Trace& trace = result.trace;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    const trace::Step found = trace.discovered_at(state);
    if (found == trace::kNever) continue;
    const std::vector<Cell> stands = problem.cells_of(result.algorithm, state);
    for (const Cell cell : stands) {
      if (const auto it = cell_steps_.find(cell); it != cell_steps_.end()) it->second = std::min(it->second, found);
    }
    // The target counts once the search reaches it, not as one of its own starts (a
    // bidirectional search starts from the goal too).
    const bool on_target = !target.empty() && std::all_of(target.begin(), target.end(), [&](Cell c) {
      return std::find(stands.begin(), stands.end(), c) != stands.end();
    });
    if (on_target && found >= 1) target_step_ = std::min(target_step_, found);
  }
  // A search that answers on seeing the target ahead never puts it in the frontier: it
  // reaches it at its last expansion.
  if (target_step_ == trace::kNever && !result.stopped && trace.completed() &&
      (result.corners > 0 || result.moves > 0)) {
    target_step_ = trace.steps();
  }
}

std::optional<PlaybackStops::Stop> PlaybackStops::between(const Problem& problem, const SearchResult& result,
                                                          trace::Step from, trace::Step to) {
  if (cells_.empty() && !target_) return std::nullopt;
  if (prepared_ != &result) prepare(problem, result);
  std::optional<Stop> first;
  const auto consider = [&](trace::Step step, Kind kind, Cell cell) {
    if (step <= from || step > to || step == trace::kNever) return;
    if (!first || step < first->step) first = Stop{step, kind, cell};
  };
  for (const auto& [cell, step] : cell_steps_) consider(step, Kind::cell, cell);
  if (target_) consider(target_step_, Kind::target, {});
  return first;
}

namespace {
// Coarse after every fine step of its expansion.
auto order(const TimelinePosition& at) { return std::make_tuple(at.position, at.fine.value_or(INT_MAX)); }
}  // namespace

bool Bookmarks::toggle(TimelinePosition at) {
  const auto it = std::lower_bound(marks_.begin(), marks_.end(), at,
                                   [](const auto& a, const auto& b) { return order(a) < order(b); });
  if (it != marks_.end() && *it == at) {
    marks_.erase(it);
    std::erase_if(words_, [&](const auto& words) { return words.first == at; });
    return false;
  }
  marks_.insert(it, at);
  return true;
}

void Bookmarks::add(TimelinePosition at, Bilingual note, Bilingual explain) {
  if (!contains(at)) toggle(at);
  std::erase_if(words_, [&](const auto& old) { return old.first == at; });
  if (!note.empty() || !explain.empty()) words_.emplace_back(at, Words{std::move(note), std::move(explain)});
}

const Bookmarks::Words* Bookmarks::words(TimelinePosition at) const {
  for (const auto& [mark, words] : words_) {
    if (mark == at) return &words;
  }
  return nullptr;
}

Bilingual Bookmarks::note(TimelinePosition at) const {
  const Words* found = words(at);
  return found != nullptr ? found->note : Bilingual{};
}

Bilingual Bookmarks::explain(TimelinePosition at) const {
  const Words* found = words(at);
  return found != nullptr ? found->explain : Bilingual{};
}

bool Bookmarks::contains(TimelinePosition at) const { return std::find(marks_.begin(), marks_.end(), at) != marks_.end(); }

std::optional<TimelinePosition> Bookmarks::next(TimelinePosition at) const {
  for (const TimelinePosition& mark : marks_) {
    if (order(mark) > order(at)) return mark;
  }
  return std::nullopt;
}

std::optional<TimelinePosition> Bookmarks::previous(TimelinePosition at) const {
  for (auto it = marks_.rbegin(); it != marks_.rend(); ++it) {
    if (order(*it) < order(at)) return *it;
  }
  return std::nullopt;
}

}  // namespace frontier::gui
