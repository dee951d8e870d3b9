#include "search/run.hpp"

#include <algorithm>

#include "search/clock.hpp"

namespace frontier::gui {

Run::Run(QObject* parent) : QObject(parent) {
  connect(&fine_steps_, &FineSteps::ready, this, &Run::retry);
  connect(&session_, &SearchSession::started, this, &Run::started);
  connect(&session_, &SearchSession::finished, this, [this](std::shared_ptr<const SearchResult> result) {
    reset(problem_, result);
    emit finished(std::move(result));
  });
  connect(&session_, &SearchSession::failed, this, &Run::failed);
}

Run::~Run() {
  if (clock_ != nullptr) clock_->remove(*this);
}

void Run::set_problem(std::shared_ptr<const Problem> problem, const QString& algorithm) {
  session_.clear();
  algorithm_ = algorithm;
  reset(std::move(problem), nullptr);
}

void Run::start() {
  if (!problem_ || algorithm_.isEmpty()) return;
  session_.start(problem_, algorithm_);
  // Let go of the previous trace now (on a 1000 × 999 board it is a hundred megabytes):
  // the lane shows the bare problem until the new search ends.
  reset(problem_, nullptr);
}

void Run::reset(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result) {
  if (clock_ != nullptr) clock_->pause();
  problem_ = std::move(problem);
  timeline_ = Timeline(problem_, result);
  fine_steps_.reset(problem_, std::move(result));
  pending_ = Action::none;
  cursor_ = {};
  frame_.reset();
  emit moved();
}

const Frame& Run::frame() const {
  if (!frame_) frame_ = timeline_.frame(cursor_, [this](trace::Step k) { return fine_steps_.find(k); });
  return *frame_;
}

QString Run::about() const {
  const SearchResult* result = this->result();
  if (result == nullptr || !problem_) return {};
  const Moment& moment = frame().moment;
  const trace::StateId state = moment.subject != trace::kNoState ? moment.subject : moment.current;
  return state == trace::kNoState ? QString() : problem_->describe_state(result->algorithm, state);
}

std::optional<trace::Sentence> Run::sentence() const {
  return timeline_.sentence(cursor_, [this](trace::Step k) { return fine_steps_.find(k); });
}

std::vector<NarratedStep> Run::narration(std::size_t most) const {
  return timeline_.narration(cursor_, [this](trace::Step k) { return fine_steps_.find(k); }, most);
}

void Run::want_fine_steps() {
  if (!empty() && cursor_.position <= steps()) fine_steps_.expansion(static_cast<trace::Step>(cursor_.position));
}

Frame Run::complete_frame() const {
  // What the worker already derived is used as it is; only what it lacks is derived here.
  return timeline_.frame(cursor_, [this](trace::Step k) {
    const auto known = fine_steps_.find(k);
    return known ? known : std::optional<std::span<const trace::FineStep>>(timeline_.fine_steps(k));
  });
}

std::optional<std::span<const trace::FineStep>> Run::fine_of(trace::Step k, Action retry) {
  auto fine = fine_steps_.expansion(k);
  pending_ = fine ? Action::none : retry;
  return fine;
}

void Run::retry() {
  frame_.reset();  // what the cursor shows may now be known, and old blocks may be gone
  const Action action = pending_;
  pending_ = Action::none;
  switch (action) {
    case Action::step_forward: step_forward(); break;
    case Action::step_back: step_back(); break;
    case Action::none: emit moved(); break;  // the lit line of the cursor arrived
  }
}

void Run::go(std::uint64_t position, std::optional<int> fine) {
  cursor_.position = std::min<std::uint64_t>(position, timeline_.length());
  cursor_.fine = cursor_.position <= steps() ? fine : std::nullopt;
  frame_.reset();
  // A cursor on a fine step (a bookmark's, a slide's) needs its expansion's fine steps to
  // show its line and count them, whatever the clock plays at.
  if (!empty() && cursor_.position <= steps() && (cursor_.fine || clock_ == nullptr || clock_->follows_lines())) {
    fine_steps_.expansion(static_cast<trace::Step>(cursor_.position));
  }
  if (clock_ != nullptr) clock_->lane_moved();
  emit moved();
}

void Run::step_forward() {
  if (empty()) return;
  const trace::Step last = steps();
  const std::uint64_t position = cursor_.position;
  const std::optional<int> at = cursor_.fine;
  if (position >= last) {
    if (at && position == last) {
      const auto fine = fine_of(last, Action::step_forward);
      if (!fine) return;
      if (static_cast<std::size_t>(*at) + 1 < fine->size()) return go(last, *at + 1);
    }
    if (position < timeline_.length()) go(position + 1, std::nullopt);
    return;
  }
  if (at) {
    const auto fine = fine_of(static_cast<trace::Step>(position), Action::step_forward);
    if (!fine) return;
    if (static_cast<std::size_t>(*at) + 1 < fine->size()) return go(position, *at + 1);
  }
  const auto next = fine_of(static_cast<trace::Step>(position + 1), Action::step_forward);
  if (!next) return;
  go(position + 1, next->empty() ? std::nullopt : std::optional<int>(0));
}

void Run::step_back() {
  if (empty()) return;
  if (cursor_.position > steps()) return go(cursor_.position - 1, std::nullopt);
  const auto t = static_cast<trace::Step>(cursor_.position);
  int f = 0;
  if (cursor_.fine) {
    f = *cursor_.fine;
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

void Run::expansion_forward() {
  if (empty()) return;
  if (cursor_.fine) {
    // Finish the expansion under way first, unless its last step is already shown.
    const auto fine = fine_steps_.find(static_cast<trace::Step>(cursor_.position));
    if (fine && static_cast<std::size_t>(*cursor_.fine) + 1 < fine->size()) return go(cursor_.position, std::nullopt);
  }
  go(cursor_.position + 1, std::nullopt);
}

void Run::expansion_back() {
  if (empty() || cursor_.position == 0) return go(0, std::nullopt);
  go(cursor_.position - 1, std::nullopt);
}

void Run::layer_forward() {
  if (empty()) return;
  if (cursor_.position >= steps()) return go(timeline_.length(), std::nullopt);
  go(result()->trace.next_layer_step(static_cast<trace::Step>(cursor_.position)), std::nullopt);
}

void Run::layer_back() {
  if (empty()) return;
  if (cursor_.position > steps()) return go(steps(), std::nullopt);
  go(result()->trace.previous_layer_step(static_cast<trace::Step>(cursor_.position)), std::nullopt);
}

// The very start: the set-up's first fine step (every search's pair or start check, its
// line 1), not the picture after the set-up, which would skip those lines.
void Run::to_start() { go(0, 0); }

void Run::to_end() { go(timeline_.length(), std::nullopt); }

void Run::seek(int position) { go(static_cast<std::uint64_t>(std::max(position, 0)), std::nullopt); }

void Run::seek_to(TimelinePosition at) { go(at.position, at.fine); }

void Run::advance(int speed_level, int interval_ms) {
  if (empty() || waiting()) return;  // nothing to play, or fine steps still being derived
  const trace::Step last = steps();
  const std::uint64_t position = cursor_.position;
  if (position < last && speed_level <= Clock::kFineSpeedLevel) return step_forward();
  if (position < last) {
    const std::uint64_t stride =
        std::max<std::uint64_t>(1, (std::uint64_t{1} << speed_level) * static_cast<std::uint64_t>(interval_ms) / 1000);
    return go(std::min<std::uint64_t>(position + stride, last), std::nullopt);
  }
  if (position < timeline_.length()) go(position + 1, std::nullopt);
}

}  // namespace frontier::gui
