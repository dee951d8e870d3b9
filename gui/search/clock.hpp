#pragma once
// The beat that plays lanes: one timer and one speed for every lane it drives, so that
// lanes compared side by side move together. Each beat advances every lane by one step
// (a fine step or whole expansions, by speed level); a lane that has finished holds its
// last frame, and the clock stops when every lane has.

#include <QObject>
#include <QTimer>
#include <functional>
#include <span>
#include <vector>

namespace frontier::gui {

class Run;

class Clock : public QObject {
  Q_OBJECT

 public:
  // Speeds are powers of two, 1 to 65536 steps a second. Up to kFineSpeedLevel a step is
  // one fine step, so the pseudo-code panel can be followed line by line; faster, a step
  // is a whole expansion.
  static constexpr int kMaxSpeedLevel = 16;
  static constexpr int kFineSpeedLevel = 3;

  explicit Clock(QObject* parent = nullptr);
  ~Clock() override;

  // The lane follows this clock from now on (and leaves any other); the clock does not
  // own it, and a lane destroyed first leaves by itself.
  void add(Run& lane);
  void remove(Run& lane);
  std::span<Run* const> lanes() const { return lanes_; }
  // What a beat does instead of advancing each lane on its own: comparison moves every
  // lane to one shared count of expansions or layers (compare/compare_clock.hpp). It is
  // given the interval between beats; empty, each lane advances by itself.
  using Beat = std::function<void(int interval_ms)>;
  void set_beat(Beat beat) { beat_ = std::move(beat); }

  bool playing() const { return timer_.isActive(); }
  int speed_level() const { return speed_level_; }
  int interval_ms() const { return timer_.interval(); }
  // Lanes light their pseudo-code lines at rest and at speeds where they can be followed;
  // at thousands of expansions a second re-deriving lines would only waste work.
  bool follows_lines() const { return !playing() || speed_level_ <= kFineSpeedLevel; }

 public slots:
  void play();
  void pause();
  void toggle_play();
  void set_speed_level(int level);
  void faster() { set_speed_level(speed_level_ + 1); }
  void slower() { set_speed_level(speed_level_ - 1); }
  // One beat: every lane advances one step.
  void tick();

 signals:
  void playing_changed(bool playing);
  void speed_changed(int level);

 private:
  friend class Run;
  void lane_moved();
  bool all_at_end() const;
  void update_interval();

  std::vector<Run*> lanes_;
  Beat beat_;
  int speed_level_ = 2;
  QTimer timer_;
};

}  // namespace frontier::gui
