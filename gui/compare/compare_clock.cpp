#include "compare/compare_clock.hpp"

#include <algorithm>

#include "search/run.hpp"

namespace frontier::gui {

namespace {
// The found moves come after the search: one unit each.
std::uint64_t moves_of(const Timeline& timeline) { return timeline.length() - timeline.steps(); }

}  // namespace

std::uint64_t units_to_answer(const Timeline& timeline, CompareUnit unit) {
  if (timeline.empty()) return 0;
  if (unit == CompareUnit::expansion) return timeline.steps();
  return timeline.result()->trace.layer_starts().size();
}

std::uint64_t position_after(const Timeline& timeline, CompareUnit unit, std::uint64_t count) {
  if (timeline.empty()) return 0;
  const std::uint64_t searched = units_to_answer(timeline, unit);
  if (count >= searched) return std::min(timeline.steps() + (count - searched), timeline.length());
  if (unit == CompareUnit::expansion || count == 0) return count;
  // The step before the (count+1)-th layer begins: the last of the count-th.
  return timeline.result()->trace.layer_starts()[count] - 1;
}

std::uint64_t units_of(const Timeline& timeline, CompareUnit unit) {
  return timeline.empty() ? 0 : units_to_answer(timeline, unit) + moves_of(timeline);
}

std::uint64_t units_at(const Timeline& timeline, CompareUnit unit, std::uint64_t position) {
  if (timeline.empty()) return 0;
  const std::uint64_t steps = timeline.steps();
  if (position >= steps) return units_to_answer(timeline, unit) + (std::min(position, timeline.length()) - steps);
  if (unit == CompareUnit::expansion) return position;
  // Layers whose last expansion is at or before `position`: those whose successor starts
  // at most one step after it.
  const auto& starts = timeline.result()->trace.layer_starts();
  return static_cast<std::uint64_t>(std::upper_bound(starts.begin(), starts.end(), position + 1) - starts.begin()) -
         (starts.empty() ? 0 : 1);
}

CompareClock::CompareClock(QObject* parent) : QObject(parent) {
  clock_.set_beat([this](int interval_ms) { beat(interval_ms); });
}

void CompareClock::add(Run& lane) {
  clock_.add(lane);
  lane.seek(static_cast<int>(position_after(lane.timeline(), unit_, count_)));
}

void CompareClock::remove(Run& lane) { clock_.remove(lane); }

void CompareClock::set_unit(CompareUnit unit) {
  if (unit == unit_) return;
  std::uint64_t furthest = 0;
  for (const Run* lane : lanes()) {
    furthest = std::max(furthest, units_at(lane->timeline(), unit, lane->cursor().position));
  }
  unit_ = unit;
  seek(furthest);
}

std::uint64_t CompareClock::length() const {
  std::uint64_t longest = 0;
  for (const Run* lane : lanes()) longest = std::max(longest, units_of(lane->timeline(), unit_));
  return longest;
}

std::uint64_t CompareClock::answered_at(const Run& lane) const { return units_to_answer(lane.timeline(), unit_); }

void CompareClock::seek(std::uint64_t count) {
  count_ = std::min(count, length());
  seeking_ = true;
  for (Run* lane : lanes()) {
    const std::uint64_t position = position_after(lane->timeline(), unit_, count_);
    if (lane->cursor() != TimelinePosition{position, std::nullopt}) lane->seek(static_cast<int>(position));
  }
  seeking_ = false;
  emit moved();
}

void CompareClock::play() {
  if (count_ >= length()) seek(0);
  clock_.play();
}

void CompareClock::beat(int interval_ms) {
  // As the window's playback: the speed is units a second, and a beat faster than the
  // timer's shortest interval takes several units at once.
  const std::uint64_t rate = std::uint64_t{1} << clock_.speed_level();
  const std::uint64_t stride = std::max<std::uint64_t>(1, rate * static_cast<std::uint64_t>(interval_ms) / 1000);
  if (count_ >= length()) return clock_.pause();
  seek(count_ + stride);
  if (count_ >= length()) clock_.pause();
}

}  // namespace frontier::gui
