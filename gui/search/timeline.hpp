#pragma once
// What a finished search shows at any point of its timeline, as a pure function of the
// point: the board's moment, the counters, the lit pseudo-code line and its subject.
// Playback, picture export and (later) animation export and comparison all read it, so
// that a picture is the same whoever asks for it.
//
// The timeline runs over positions 0..steps()+moves(): position t <= steps() is the
// moment after t expansions; the positions after that replay the found move sequence
// (Solitaire, Huarongdao) one move each. Inside expansion t a point may also stand on
// fine step f (a pseudo-code line, a push), counted from 0; "coarse" t is the same
// picture as t's last fine step, without needing the fine steps.
//
// frame(at) derives the fine steps it needs in place (one run of the search up to the
// block that holds them, Problem::fine_steps) and keeps the last few blocks: it never
// answers "not known yet". frame(at, known) uses only the fine steps `known` has, which is
// how Playback shows what its worker has derived without ever blocking the window.

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "frontier/trace/narration.hpp"
#include "render/board_painter.hpp"
#include "search/fine_step_block.hpp"

namespace frontier::gui {

struct TimelinePosition {
  std::uint64_t position = 0;
  std::optional<int> fine;  // the fine step inside expansion `position`, or coarse
  friend bool operator==(const TimelinePosition&, const TimelinePosition&) = default;
};

struct PlaybackCounters {
  trace::Step step = 0;        // expansions done (the one under way counts once it began)
  trace::Step total_steps = 0;
  std::size_t frontier = 0;
  std::size_t largest_frontier = 0;
  std::int64_t layer = 0;
  int move = 0;                // moves of the found sequence replayed
  int total_moves = 0;
  bool finished = false;       // the end of the search is shown, with its answer
};

// Everything the window shows of one point of the timeline.
struct Frame {
  Moment moment;
  PlaybackCounters counters;
  int line = 0;        // the lit pseudo-code line (1-based); 0 when none is (or is not known)
  int fine_count = 0;  // fine steps of the expansion at the point (0 when not known)
};

// One sentence of the narration and the point of the timeline it says.
struct NarratedStep {
  TimelinePosition at;  // always on a fine step
  trace::Sentence sentence;
};

class Timeline {
 public:
  // The fine steps of expansion k, or nullopt when they are not known (yet).
  using FineLookup = std::function<std::optional<std::span<const trace::FineStep>>(trace::Step)>;

  Timeline() = default;
  Timeline(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result);

  const SearchResult* result() const { return result_.get(); }
  const std::shared_ptr<const SearchResult>& shared_result() const { return result_; }
  const std::shared_ptr<const Problem>& problem() const { return problem_; }
  bool empty() const { return result_ == nullptr; }
  trace::Step steps() const { return result_ ? result_->trace.steps() : 0; }
  std::uint64_t length() const;  // the last position

  // The frame at `at`. The fine steps its moment points into stay valid until this
  // Timeline derives another block (a few frames' worth of blocks later at the earliest).
  Frame frame(TimelinePosition at) const;
  Frame frame(TimelinePosition at, const FineLookup& known) const;
  Moment moment(TimelinePosition at) const { return frame(at).moment; }
  PlaybackCounters counters(TimelinePosition at) const { return frame(at).counters; }
  int line(TimelinePosition at) const { return frame(at).line; }
  trace::StateId subject(TimelinePosition at) const { return frame(at).moment.subject; }

  // The point in words: the sentence of its fine step, or at a coarse point of the
  // expansion's last fine step (after the search, while the found moves replay, of the
  // search's last). nullopt before any search, or when `known` lacks the fine steps.
  std::optional<trace::Sentence> sentence(TimelinePosition at) const;
  std::optional<trace::Sentence> sentence(TimelinePosition at, const FineLookup& known) const;
  // The sentences up to the point, the point's own last, at most `most` of them, from the
  // fine steps `known` has only: walking back, it stops at the first expansion not known.
  std::vector<NarratedStep> narration(TimelinePosition at, const FineLookup& known, std::size_t most) const;

  // The fine steps of expansion k (0 is the set-up), derived in place when not kept.
  std::span<const trace::FineStep> fine_steps(trace::Step k) const;

 private:
  Moment moment_at(TimelinePosition at, const FineLookup& known) const;
  PlaybackCounters counters_of(const Moment& moment) const;
  int line_at(TimelinePosition at, const FineLookup& known) const;
  // The point a sentence is said at: the fine step's expansion and index, or nullopt.
  std::optional<TimelinePosition> said_at(TimelinePosition at, const FineLookup& known) const;
  // Expansion k's sentences, its first `count` fine steps.
  std::vector<trace::Sentence> sentences(trace::Step k, std::span<const trace::FineStep> fine, std::size_t count) const;

  std::shared_ptr<const Problem> problem_;
  std::shared_ptr<const SearchResult> result_;
  // Blocks derived in place, newest first: a pure function may still remember its work.
  mutable std::deque<FineStepBlock> derived_;
};

}  // namespace frontier::gui
