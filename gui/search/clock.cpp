#include "search/clock.hpp"

#include <algorithm>

#include "search/run.hpp"

namespace frontier::gui {

namespace {
// Below this interval a timer tick would only burn time: faster speeds take bigger steps.
constexpr int kShortestTickMs = 16;
// The found sequence is replayed slowly enough to follow, whatever the search speed.
constexpr int kShortestMoveMs = 300;
}  // namespace

Clock::Clock(QObject* parent) : QObject(parent) { connect(&timer_, &QTimer::timeout, this, &Clock::tick); }

Clock::~Clock() {
  for (Run* lane : lanes_) lane->clock_ = nullptr;
}

void Clock::add(Run& lane) {
  if (lane.clock_ == this) return;
  if (lane.clock_ != nullptr) lane.clock_->remove(lane);
  lane.clock_ = this;
  lanes_.push_back(&lane);
  update_interval();
}

void Clock::remove(Run& lane) {
  if (lane.clock_ != this) return;
  lane.clock_ = nullptr;
  std::erase(lanes_, &lane);
  if (playing() && all_at_end()) pause();
  update_interval();
}

bool Clock::all_at_end() const {
  return std::all_of(lanes_.begin(), lanes_.end(), [](const Run* lane) { return lane->at_end(); });
}

void Clock::play() {
  if (playing() || std::all_of(lanes_.begin(), lanes_.end(), [](const Run* lane) { return lane->empty(); })) return;
  if (all_at_end()) {
    for (Run* lane : lanes_) lane->to_start();  // play again from the start
  }
  timer_.start();
  update_interval();
  emit playing_changed(true);
}

void Clock::pause() {
  if (!timer_.isActive()) return;
  timer_.stop();
  emit playing_changed(false);
}

void Clock::toggle_play() { playing() ? pause() : play(); }

void Clock::set_speed_level(int level) {
  level = std::clamp(level, 0, kMaxSpeedLevel);
  if (level == speed_level_) return;
  speed_level_ = level;
  update_interval();
  emit speed_changed(level);
}

void Clock::update_interval() {
  const int rate = 1 << speed_level_;
  // Moves are replayed slowly once no lane is still searching its way to its end.
  const bool replaying_moves = std::all_of(lanes_.begin(), lanes_.end(), [](const Run* lane) {
    return lane->at_end() || lane->cursor().position >= lane->timeline().steps();
  });
  timer_.setInterval(replaying_moves ? std::max(1000 / rate, kShortestMoveMs) : std::max(1000 / rate, kShortestTickMs));
}

void Clock::lane_moved() {
  if (playing() && all_at_end()) pause();
  update_interval();
}

void Clock::tick() {
  const int interval = timer_.interval();
  if (beat_) {
    beat_(interval);
  } else {
    for (Run* lane : lanes_) lane->advance(speed_level_, interval);
  }
  if (all_at_end()) pause();
}

}  // namespace frontier::gui
