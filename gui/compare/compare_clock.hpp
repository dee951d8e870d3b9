#pragma once
// What drives the lanes of a comparison: one count, of expansions or of layers (cost
// levels), that every lane stands at. Each lane shows the moment after that many units of
// its own search, or its last picture once its search needs fewer: so lanes never drift
// apart, and the first to finish is the one that needed the fewest. After a lane's search
// come its found moves, one unit each, as in the window's own playback.
//
// It plays on a Clock (speed, play and pause as in the window), whose beat it replaces.

#include <QObject>
#include <cstdint>
#include <span>

#include "search/clock.hpp"

namespace frontier::gui {

class Run;
class Timeline;

enum class CompareUnit { expansion, layer };

// The position on `timeline` after `count` units: a count of expansions stands at that
// many expansions; a count of L layers at the last expansion of the L-th layer (every
// state of the first L cost levels expanded, none of the next). Past the search, each unit
// is a move of the found sequence; past those, the end.
std::uint64_t position_after(const Timeline& timeline, CompareUnit unit, std::uint64_t count);
// The units `timeline` needs to reach its end.
std::uint64_t units_of(const Timeline& timeline, CompareUnit unit);
// The units its search needs to reach its answer (its moves not replayed yet).
std::uint64_t units_to_answer(const Timeline& timeline, CompareUnit unit);
// The units done at `position` (the largest count whose position is at most it).
std::uint64_t units_at(const Timeline& timeline, CompareUnit unit, std::uint64_t position);

class CompareClock : public QObject {
  Q_OBJECT

 public:
  explicit CompareClock(QObject* parent = nullptr);

  // The lane moves with this clock from now on; the clock does not own it.
  void add(Run& lane);
  void remove(Run& lane);
  std::span<Run* const> lanes() const { return clock_.lanes(); }
  Clock& clock() { return clock_; }
  const Clock& clock() const { return clock_; }

  CompareUnit unit() const { return unit_; }
  // Another unit keeps the lanes where the furthest of them is, counted in the new unit.
  void set_unit(CompareUnit unit);
  std::uint64_t count() const { return count_; }
  // True while seek moves the lanes one by one (before moved() says they all have).
  bool seeking() const { return seeking_; }
  // The units until the last lane has ended.
  std::uint64_t length() const;
  // The count at which `lane`'s search reached its answer.
  std::uint64_t answered_at(const Run& lane) const;

 public slots:
  void seek(std::uint64_t count);
  void forward() { seek(count_ + 1); }
  void back() { seek(count_ == 0 ? 0 : count_ - 1); }
  void to_start() { seek(0); }
  void to_end() { seek(length()); }
  // Plays from the start again once every lane has ended.
  void play();
  void toggle_play() { clock_.playing() ? clock_.pause() : play(); }
  // Every lane to the clock's count again (a lane whose search has just ended).
  void sync() { seek(count_); }

 signals:
  void moved();

 private:
  void beat(int interval_ms);

  Clock clock_;
  CompareUnit unit_ = CompareUnit::expansion;
  std::uint64_t count_ = 0;
  bool seeking_ = false;
};

}  // namespace frontier::gui
