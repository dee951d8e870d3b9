#pragma once
// A lane: one problem searched by one algorithm, the search itself (SearchSession), the
// fine steps derived for it, and the cursor that walks its timeline. The window shows one
// lane today; comparing algorithms puts several side by side, each with its own search and
// cursor, all driven by one Clock.
//
// Cursor moves that need fine steps not derived yet wait for them (FineSteps works on a
// worker thread) and complete when they arrive; the window never blocks on them. What the
// cursor shows is the Timeline's frame, fed the fine steps derived so far.

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "search/fine_steps.hpp"
#include "search/search_session.hpp"
#include "search/timeline.hpp"

namespace frontier::gui {

class Clock;

class Run : public QObject {
  Q_OBJECT

 public:
  explicit Run(QObject* parent = nullptr);
  ~Run() override;

  // The problem the lane shows and the algorithm it runs; forgets any search of the lane.
  void set_problem(std::shared_ptr<const Problem> problem, const QString& algorithm);
  const std::shared_ptr<const Problem>& problem() const { return problem_; }
  const QString& algorithm() const { return algorithm_; }
  // Searches the problem on a worker thread; the cursor shows the bare problem meanwhile
  // and the start of the search once it ends.
  void start();
  void cancel() { session_.cancel(); }
  bool searching() const { return session_.running(); }
  SearchSession& session() { return session_; }
  const SearchSession& session() const { return session_; }

  // Shows `result` of `problem` from the start (null: the problem without a search).
  void reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result);
  const Timeline& timeline() const { return timeline_; }
  const SearchResult* result() const { return timeline_.result(); }
  const std::shared_ptr<const SearchResult>& shared_result() const { return timeline_.shared_result(); }
  bool empty() const { return timeline_.empty(); }

  TimelinePosition cursor() const { return cursor_; }
  int position() const { return static_cast<int>(cursor_.position); }
  int length() const { return static_cast<int>(timeline_.length()); }
  std::optional<int> fine_index() const { return cursor_.fine; }
  // Fine steps of the expansion at the cursor, when they are derived.
  int fine_count() const { return frame().fine_count; }
  bool waiting() const { return pending_ != Action::none; }
  // A finished lane (or one with nothing to play) holds its last frame.
  bool at_end() const { return empty() || cursor_.position >= timeline_.length(); }

  // The frame at the cursor from the fine steps derived so far: never blocks.
  const Frame& frame() const;
  // The frame at the cursor with every fine step it needs, derived now if need be (for
  // pictures that must be exact even before the worker is done).
  Frame complete_frame() const;
  // The narration at the cursor (its sentence) and up to it (at most `most` sentences),
  // from the fine steps derived so far: never blocks.
  std::optional<trace::Sentence> sentence() const;
  std::vector<NarratedStep> narration(std::size_t most) const;
  // Starts deriving the fine steps at the cursor if they are not known (moved() follows
  // when they are): for what is shown at rest, where playing fast would not ask for them.
  void want_fine_steps();
  Moment moment() const { return frame().moment; }
  PlaybackCounters counters() const { return frame().counters; }
  // The pseudo-code line lit at the cursor (1-based), or 0 when it is not known yet.
  int line() const { return frame().line; }
  trace::StateId subject() const { return frame().moment.subject; }
  // In the problem's words, the state the lit line speaks of (its subject, else the state
  // being expanded); empty before a search has ended or when no state is in question.
  QString about() const;

  // One beat of a clock at `speed_level`, beating every `interval_ms`: a fine step at
  // speeds where lines can be followed, else as many expansions as the speed asks, then
  // the found moves one a beat. A lane waiting for fine steps skips the beat.
  void advance(int speed_level, int interval_ms);

 public slots:
  void step_forward();       // one fine step
  void step_back();
  void expansion_forward();  // one whole expansion
  void expansion_back();
  void layer_forward();
  void layer_back();
  void to_start();
  void to_end();
  void seek(int position);
  // To a point of the timeline, on a fine step or coarse (a bookmark, a row of the narration).
  void seek_to(frontier::gui::TimelinePosition at);

 signals:
  void moved();
  void started();
  void finished(std::shared_ptr<const frontier::gui::SearchResult> result);  // stopped ones too
  void failed(const QString& message);

 private:
  friend class Clock;
  enum class Action { none, step_forward, step_back };
  trace::Step steps() const { return timeline_.steps(); }
  std::optional<std::span<const trace::FineStep>> fine_of(trace::Step k, Action retry);
  void go(std::uint64_t position, std::optional<int> fine);
  void retry();

  std::shared_ptr<const Problem> problem_;
  QString algorithm_;
  SearchSession session_;
  Timeline timeline_;
  FineSteps fine_steps_;
  TimelinePosition cursor_;
  Action pending_ = Action::none;
  mutable std::optional<Frame> frame_;  // the frame at the cursor, until it moves
  Clock* clock_ = nullptr;              // the clock that drives this lane, if any
};

}  // namespace frontier::gui
