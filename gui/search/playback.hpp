#pragma once
// The cursor through a finished search, and the clock that moves it.
//
// The timeline runs over positions 0..steps()+moves(): position t <= steps() is the
// moment after t expansions; the positions after that replay the found move sequence
// (Solitaire, Huarongdao) one move each. Inside expansion t the cursor may also stand on
// fine step f (a pseudo-code line, a push), counted from 0; "coarse" t is the same
// picture as t's last fine step, without needing the fine steps to be derived.
//
// Actions that need fine steps not derived yet wait for them (FineSteps works on a
// worker thread) and complete when they arrive; the window never blocks on them.

#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

#include "render/board_painter.hpp"
#include "search/fine_steps.hpp"

namespace frontier::gui {

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

class Playback : public QObject {
  Q_OBJECT

 public:
  // Speeds are powers of two, 1 to 65536 steps a second. Up to kFineSpeedLevel a step is
  // one fine step, so the pseudo-code panel can be followed line by line; faster, a step
  // is a whole expansion.
  static constexpr int kMaxSpeedLevel = 16;
  static constexpr int kFineSpeedLevel = 3;

  explicit Playback(QObject* parent = nullptr);

  void reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result);
  const SearchResult* result() const { return result_.get(); }
  bool empty() const { return result_ == nullptr; }

  int position() const { return static_cast<int>(position_); }
  int length() const;  // last position
  std::optional<int> fine_index() const { return fine_; }
  // Fine steps of the expansion at the cursor, when they are derived.
  int fine_count() const;
  bool playing() const { return timer_.isActive(); }
  int speed_level() const { return speed_level_; }
  bool waiting() const { return pending_ != Action::none; }

  Moment moment() const;
  PlaybackCounters counters() const;
  // The pseudo-code line lit at the cursor (1-based), or 0 when it is not known yet.
  int line() const;
  // The state the lit line is about, for the pseudo-code panel.
  trace::StateId subject() const { return moment().subject; }

 public slots:
  void play();
  void pause();
  void toggle_play();
  void step_forward();       // one fine step
  void step_back();
  void expansion_forward();  // one whole expansion
  void expansion_back();
  void layer_forward();
  void layer_back();
  void to_start();
  void to_end();
  void seek(int position);
  void set_speed_level(int level);
  void faster() { set_speed_level(speed_level_ + 1); }
  void slower() { set_speed_level(speed_level_ - 1); }

 signals:
  void moved();
  void playing_changed(bool playing);
  void speed_changed(int level);

 private:
  enum class Action { none, step_forward, step_back };
  trace::Step steps() const;
  std::optional<std::span<const trace::FineStep>> fine_of(trace::Step k, Action retry);
  void tick();
  void go(std::uint64_t position, std::optional<int> fine);
  void update_timer();
  void retry();

  std::shared_ptr<const Problem> problem_;
  std::shared_ptr<const SearchResult> result_;
  FineSteps fine_steps_;
  std::uint64_t position_ = 0;
  std::optional<int> fine_;
  Action pending_ = Action::none;
  int speed_level_ = 2;
  QTimer timer_;
};

}  // namespace frontier::gui
