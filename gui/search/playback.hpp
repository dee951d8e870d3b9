#pragma once
// The window's playback controls, as the keys, the toolbar and the tests use them: the
// cursor of the lane the window shows (a Run) and the Clock that drives every lane. It
// holds no state of its own; see Run for the cursor, Timeline for what it shows.

#include <QObject>

#include "search/clock.hpp"
#include "search/run.hpp"

namespace frontier::gui {

class Playback : public QObject {
  Q_OBJECT

 public:
  static constexpr int kMaxSpeedLevel = Clock::kMaxSpeedLevel;
  static constexpr int kFineSpeedLevel = Clock::kFineSpeedLevel;

  Playback(Run& lane, Clock& clock, QObject* parent = nullptr);

  Run& lane() const { return lane_; }
  Clock& clock() const { return clock_; }
  const SearchResult* result() const { return lane_.result(); }
  bool empty() const { return lane_.empty(); }

  int position() const { return lane_.position(); }
  int length() const { return lane_.length(); }
  std::optional<int> fine_index() const { return lane_.fine_index(); }
  int fine_count() const { return lane_.fine_count(); }
  bool playing() const { return clock_.playing(); }
  int speed_level() const { return clock_.speed_level(); }
  bool waiting() const { return lane_.waiting(); }

  Moment moment() const { return lane_.moment(); }
  PlaybackCounters counters() const { return lane_.counters(); }
  int line() const { return lane_.line(); }
  trace::StateId subject() const { return lane_.subject(); }

 public slots:
  void play() { clock_.play(); }
  void pause() { clock_.pause(); }
  void toggle_play() { clock_.toggle_play(); }
  void step_forward() { lane_.step_forward(); }
  void step_back() { lane_.step_back(); }
  void expansion_forward() { lane_.expansion_forward(); }
  void expansion_back() { lane_.expansion_back(); }
  void layer_forward() { lane_.layer_forward(); }
  void layer_back() { lane_.layer_back(); }
  void to_start() { lane_.to_start(); }
  void to_end() { lane_.to_end(); }
  void seek(int position) { lane_.seek(position); }
  void set_speed_level(int level) { clock_.set_speed_level(level); }
  void faster() { clock_.faster(); }
  void slower() { clock_.slower(); }

 signals:
  void moved();
  void playing_changed(bool playing);
  void speed_changed(int level);

 private:
  Run& lane_;
  Clock& clock_;
};

}  // namespace frontier::gui
