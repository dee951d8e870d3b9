#pragma once
// Where playback stops by itself (Playback ▸ Stop When), besides the end of the timeline:
// when a chosen pseudo-code line lights, when a chosen cell first enters the frontier, or
// when the search first reaches its target. Cells and the target are found in the trace
// (the step each first enters the frontier), so playback stops on them exactly at any
// speed; a line is a fine step, seen only while the clock plays line by line.
//
// And the bookmarks a teacher sets on the timeline (B), to come back to in class.

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "model/bilingual.hpp"
#include "model/puzzle.hpp"
#include "search/timeline.hpp"

namespace frontier::gui {

class PlaybackStops {
 public:
  enum class Kind { line, cell, target };
  struct Stop {
    trace::Step step = 0;  // the coarse position to stop at
    Kind kind = Kind::cell;
    Cell cell;             // Kind::cell
  };

  void toggle_line(int line);
  bool stops_at_line(int line) const { return lines_.contains(line); }
  const std::set<int>& lines() const { return lines_; }
  void toggle_cell(Cell cell);
  bool stops_at_cell(Cell cell) const { return cells_.contains(cell); }
  const std::set<Cell>& cells() const { return cells_; }
  void set_target(bool on) { target_ = on; }
  bool target() const { return target_; }
  // Another algorithm: its lines are others.
  void clear_lines() { lines_.clear(); }
  void clear();
  bool empty() const { return lines_.empty() && cells_.empty() && !target_; }

  // The first stop of a cell or the target after position `from`, at or before `to`, in
  // `result` (a search of `problem`). What it reads of the trace is kept until the
  // result or the cells change.
  std::optional<Stop> between(const Problem& problem, const SearchResult& result, trace::Step from,
                              trace::Step to);

 private:
  void prepare(const Problem& problem, const SearchResult& result);

  std::set<int> lines_;
  std::set<Cell> cells_;
  bool target_ = false;
  // For the result prepared: each chosen cell's first step in the frontier, and the
  // target's (trace::kNever when never).
  const SearchResult* prepared_ = nullptr;
  std::map<Cell, trace::Step> cell_steps_;
  trace::Step target_step_ = trace::kNever;
};

// Sorted points of the timeline; a coarse position comes after the fine steps inside it.
// A bookmark may carry a lesson's words: a note, said when playback arrives there, and a
// question the student explains in words when a lesson's slide first reaches it.
class Bookmarks {
 public:
  // Adds `at`, or takes it away when it is there; returns whether it is there now.
  bool toggle(TimelinePosition at);
  bool contains(TimelinePosition at) const;
  std::optional<TimelinePosition> next(TimelinePosition at) const;
  std::optional<TimelinePosition> previous(TimelinePosition at) const;
  const std::vector<TimelinePosition>& all() const { return marks_; }
  // Adds `at` (if it is not there yet) with `note` and `explain`, in the place of any it had.
  void add(TimelinePosition at, Bilingual note, Bilingual explain = {});
  // The note and the question of the bookmark at `at`; empty when it has none or there is none.
  Bilingual note(TimelinePosition at) const;
  Bilingual explain(TimelinePosition at) const;
  void clear() {
    marks_.clear();
    words_.clear();
  }

 private:
  struct Words {
    Bilingual note;
    Bilingual explain;
  };
  const Words* words(TimelinePosition at) const;

  std::vector<TimelinePosition> marks_;
  std::vector<std::pair<TimelinePosition, Words>> words_;  // few: found by looking
};

}  // namespace frontier::gui
