#include "search/playback.hpp"

#include <algorithm>

namespace frontier::gui {

namespace {
// Below this interval a timer tick would only burn time: faster speeds take bigger steps.
constexpr int kShortestTickMs = 16;
// The found sequence is replayed slowly enough to follow, whatever the search speed.
constexpr int kShortestMoveMs = 300;
}  // namespace

Playback::Playback(QObject* parent) : QObject(parent) {
  connect(&timer_, &QTimer::timeout, this, &Playback::tick);
  connect(&fine_steps_, &FineSteps::ready, this, &Playback::retry);
}

void Playback::reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result) {
  pause();
  problem_ = std::move(problem);
  result_ = std::move(result);
  fine_steps_.reset(problem_, result_);
  pending_ = Action::none;
  position_ = 0;
  fine_.reset();
  emit moved();
}

trace::Step Playback::steps() const { return result_ ? result_->trace.steps() : 0; }

int Playback::length() const { return result_ ? static_cast<int>(steps()) + result_->moves : 0; }

Moment Playback::moment() const {
  Moment m;
  if (!result_) return m;
  const trace::Trace& trace = result_->trace;
  const trace::Step last = steps();
  const bool answered = !result_->stopped;
  if (position_ > last) {
    m.step = last;
    m.finished = answered;
    m.move = static_cast<int>(position_ - last);
    return m;
  }
  const auto t = static_cast<trace::Step>(position_);
  const auto fine = fine_ ? fine_steps_.find(t) : std::nullopt;
  if (fine && *fine_ < static_cast<int>(fine->size())) {
    const auto f = static_cast<std::size_t>(*fine_);
    m.fine = fine->first(f + 1);
    if (t == 0) {
      m.before_start = true;
    } else {
      m.step = t - 1;
      m.current = trace.expanded_by(t);
    }
    m.subject = (*fine)[f].state;
    m.finished = answered && t == last && f + 1 == fine->size();
    return m;
  }
  m.step = t;
  if (t > 0) m.current = trace.expanded_by(t);
  m.finished = answered && t == last;
  return m;
}

PlaybackCounters Playback::counters() const {
  PlaybackCounters c;
  if (!result_) return c;
  const trace::Trace& trace = result_->trace;
  const trace::Step last = steps();
  c.total_steps = last;
  c.total_moves = result_->moves;
  const Moment m = moment();
  c.finished = m.finished;
  c.move = m.move;
  if (m.fine.empty()) {
    const trace::Counters base = trace.counters(m.step);
    c.step = base.step;
    c.frontier = base.frontier;
    c.largest_frontier = base.largest_frontier;
    c.layer = base.layer;
    return c;
  }
  // Inside expansion t: the counters after t - 1, then this expansion's events so far.
  const trace::Step t = m.before_start ? 0 : m.step + 1;
  const trace::Counters base = m.before_start ? trace::Counters{} : trace.counters(m.step);
  std::int64_t frontier = static_cast<std::int64_t>(base.frontier);
  std::size_t largest = base.largest_frontier;
  for (const trace::FineStep& step : m.fine) {
    if (step.kind == trace::FineKind::discover && trace.discovered_at(step.state) == t) ++frontier;
    if (step.kind == trace::FineKind::expand && trace.expanded_at(step.state) == t) --frontier;
    largest = std::max(largest, static_cast<std::size_t>(std::max<std::int64_t>(frontier, 0)));
  }
  c.step = t;
  c.frontier = static_cast<std::size_t>(std::max<std::int64_t>(frontier, 0));
  c.largest_frontier = largest;
  c.layer = t == 0 ? 0 : trace.cost_at(trace.expanded_by(t), t);
  return c;
}

int Playback::fine_count() const {
  if (!result_ || position_ > steps()) return 0;
  const auto fine = fine_steps_.find(static_cast<trace::Step>(position_));
  return fine ? static_cast<int>(fine->size()) : 0;
}

int Playback::line() const {
  if (!result_ || position_ > steps()) return 0;
  const auto t = static_cast<trace::Step>(position_);
  const auto last_line = [](std::span<const trace::FineStep> steps) {
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
      if (it->kind == trace::FineKind::line) return it->line;
    }
    return 0;
  };
  const auto fine = fine_steps_.find(t);
  if (!fine) return 0;
  const std::size_t upto = fine_ ? std::min<std::size_t>(static_cast<std::size_t>(*fine_) + 1, fine->size()) : fine->size();
  if (const int line = last_line(fine->first(upto)); line != 0) return line;
  // An expansion opens with its `expand` event; the line that chose it (the pop) was
  // recorded at the end of the expansion before.
  if (t > 0) {
    if (const auto before = fine_steps_.find(t - 1)) return last_line(*before);
  }
  return 0;
}

std::optional<std::span<const trace::FineStep>> Playback::fine_of(trace::Step k, Action retry) {
  auto fine = fine_steps_.expansion(k);
  pending_ = fine ? Action::none : retry;
  return fine;
}

void Playback::retry() {
  const Action action = pending_;
  pending_ = Action::none;
  switch (action) {
    case Action::step_forward: step_forward(); break;
    case Action::step_back: step_back(); break;
    case Action::none: emit moved(); break;  // the lit line of the cursor arrived
  }
}

void Playback::go(std::uint64_t position, std::optional<int> fine) {
  position_ = std::min<std::uint64_t>(position, static_cast<std::uint64_t>(length()));
  fine_ = position_ <= steps() ? fine : std::nullopt;
  // Light the pseudo-code line at rest and at speeds where it can be followed; at
  // thousands of expansions a second re-deriving lines would only waste work.
  if (result_ && position_ <= steps() && (!playing() || speed_level_ <= kFineSpeedLevel)) {
    fine_steps_.expansion(static_cast<trace::Step>(position_));
  }
  if (playing() && position_ >= static_cast<std::uint64_t>(length())) pause();
  update_timer();
  emit moved();
}

void Playback::step_forward() {
  if (!result_) return;
  const trace::Step last = steps();
  if (position_ >= last) {
    if (fine_ && position_ == last) {
      const auto fine = fine_of(last, Action::step_forward);
      if (!fine) return;
      if (static_cast<std::size_t>(*fine_) + 1 < fine->size()) return go(last, *fine_ + 1);
    }
    if (position_ < static_cast<std::uint64_t>(length())) go(position_ + 1, std::nullopt);
    return;
  }
  if (fine_) {
    const auto fine = fine_of(static_cast<trace::Step>(position_), Action::step_forward);
    if (!fine) return;
    if (static_cast<std::size_t>(*fine_) + 1 < fine->size()) return go(position_, *fine_ + 1);
  }
  const auto next = fine_of(static_cast<trace::Step>(position_ + 1), Action::step_forward);
  if (!next) return;
  go(position_ + 1, next->empty() ? std::nullopt : std::optional<int>(0));
}

void Playback::step_back() {
  if (!result_) return;
  if (position_ > steps()) return go(position_ - 1, std::nullopt);
  const auto t = static_cast<trace::Step>(position_);
  int f = 0;
  if (fine_) {
    f = *fine_;
  } else {
    // The coarse picture of t is the picture after t's last fine step.
    const auto fine = fine_of(t, Action::step_back);
    if (!fine) return;
    f = static_cast<int>(fine->size()) - 1;
  }
  if (f > 0) return go(t, f - 1);
  if (t == 0) return go(0, f == 0 ? std::optional<int>(0) : std::nullopt);
  const auto before = fine_of(t - 1, Action::step_back);
  if (!before) return;
  go(t - 1, before->empty() ? std::nullopt : std::optional<int>(static_cast<int>(before->size()) - 1));
}

void Playback::expansion_forward() {
  if (!result_) return;
  if (fine_) {
    // Finish the expansion under way first, unless its last step is already shown.
    const auto fine = fine_steps_.find(static_cast<trace::Step>(position_));
    if (fine && static_cast<std::size_t>(*fine_) + 1 < fine->size()) return go(position_, std::nullopt);
  }
  go(position_ + 1, std::nullopt);
}

void Playback::expansion_back() {
  if (!result_ || position_ == 0) return go(0, std::nullopt);
  go(position_ - 1, std::nullopt);
}

void Playback::layer_forward() {
  if (!result_) return;
  if (position_ >= steps()) return go(static_cast<std::uint64_t>(length()), std::nullopt);
  go(result_->trace.next_layer_step(static_cast<trace::Step>(position_)), std::nullopt);
}

void Playback::layer_back() {
  if (!result_) return;
  if (position_ > steps()) return go(steps(), std::nullopt);
  go(result_->trace.previous_layer_step(static_cast<trace::Step>(position_)), std::nullopt);
}

void Playback::to_start() { go(0, std::nullopt); }

void Playback::to_end() { go(static_cast<std::uint64_t>(length()), std::nullopt); }

void Playback::seek(int position) { go(static_cast<std::uint64_t>(std::max(position, 0)), std::nullopt); }

void Playback::play() {
  if (!result_ || playing()) return;
  if (position_ >= static_cast<std::uint64_t>(length())) go(0, std::nullopt);  // play again from the start
  timer_.start();
  update_timer();
  emit playing_changed(true);
}

void Playback::pause() {
  if (!timer_.isActive()) return;
  timer_.stop();
  emit playing_changed(false);
}

void Playback::toggle_play() { playing() ? pause() : play(); }

void Playback::set_speed_level(int level) {
  level = std::clamp(level, 0, kMaxSpeedLevel);
  if (level == speed_level_) return;
  speed_level_ = level;
  update_timer();
  emit speed_changed(level);
}

void Playback::update_timer() {
  const int rate = 1 << speed_level_;
  const bool replaying_moves = position_ >= steps();
  const int interval = replaying_moves ? std::max(1000 / rate, kShortestMoveMs) : std::max(1000 / rate, kShortestTickMs);
  timer_.setInterval(interval);
}

void Playback::tick() {
  if (!result_) return pause();
  if (waiting()) return;  // fine steps still being derived
  const trace::Step last = steps();
  if (position_ < last && speed_level_ <= kFineSpeedLevel) return step_forward();
  if (position_ < last) {
    const std::uint64_t stride = std::max<std::uint64_t>(1, (std::uint64_t{1} << speed_level_) * timer_.interval() / 1000);
    return go(std::min<std::uint64_t>(position_ + stride, last), std::nullopt);
  }
  if (position_ < static_cast<std::uint64_t>(length())) return go(position_ + 1, std::nullopt);
  pause();
}

}  // namespace frontier::gui
