#include "search/timeline.hpp"

#include <algorithm>

namespace frontier::gui {

namespace {
// Enough for the expansion at a point and the one before it, with room to walk back and
// forth across a block boundary without deriving again.
constexpr std::size_t kBlocksKept = 4;

int last_line(std::span<const trace::FineStep> steps) {
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (it->kind == trace::FineKind::line) return it->line;
  }
  return 0;
}
}  // namespace

Timeline::Timeline(std::shared_ptr<const Problem> problem, std::shared_ptr<const SearchResult> result)
    : problem_(std::move(problem)), result_(std::move(result)) {}

std::uint64_t Timeline::length() const {
  return result_ ? result_->trace.steps() + static_cast<std::uint64_t>(std::max(result_->moves, 0)) : 0;
}

std::span<const trace::FineStep> Timeline::fine_steps(trace::Step k) const {
  if (!problem_ || !result_) return {};
  for (const FineStepBlock& block : derived_) {
    if (block.holds(k)) return block.expansion(k);
  }
  derived_.push_front(FineStepBlock::derive(*problem_, result_->algorithm, k, nullptr));
  if (derived_.size() > kBlocksKept) derived_.pop_back();
  return derived_.front().expansion(k);
}

Frame Timeline::frame(TimelinePosition at) const {
  return frame(at, [this](trace::Step k) { return std::optional<std::span<const trace::FineStep>>(fine_steps(k)); });
}

Frame Timeline::frame(TimelinePosition at, const FineLookup& known) const {
  Frame f;
  if (!result_) return f;
  at.position = std::min(at.position, length());
  if (at.position > steps()) at.fine.reset();
  f.moment = moment_at(at, known);
  f.counters = counters_of(f.moment);
  f.line = line_at(at, known);
  if (at.position <= steps()) {
    const auto fine = known(static_cast<trace::Step>(at.position));
    f.fine_count = fine ? static_cast<int>(fine->size()) : 0;
  }
  return f;
}

Moment Timeline::moment_at(TimelinePosition at, const FineLookup& known) const {
  Moment m;
  const trace::Trace& trace = result_->trace;
  const trace::Step last = steps();
  const bool answered = !result_->stopped;
  if (at.position > last) {
    m.step = last;
    m.finished = answered;
    m.move = static_cast<int>(at.position - last);
    return m;
  }
  const auto t = static_cast<trace::Step>(at.position);
  const auto fine = at.fine ? known(t) : std::nullopt;
  if (fine && *at.fine >= 0 && *at.fine < static_cast<int>(fine->size())) {
    const auto f = static_cast<std::size_t>(*at.fine);
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

PlaybackCounters Timeline::counters_of(const Moment& m) const {
  PlaybackCounters c;
  const trace::Trace& trace = result_->trace;
  c.total_steps = steps();
  c.total_moves = result_->moves;
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
    if (step.kind == trace::FineKind::set_aside) frontier = 0;  // what waited is in no container now
    largest = std::max(largest, static_cast<std::size_t>(std::max<std::int64_t>(frontier, 0)));
  }
  c.step = t;
  c.frontier = static_cast<std::size_t>(std::max<std::int64_t>(frontier, 0));
  c.largest_frontier = largest;
  c.layer = t == 0 ? 0 : trace.cost_at(trace.expanded_by(t), t);
  return c;
}

int Timeline::line_at(TimelinePosition at, const FineLookup& known) const {
  if (at.position > steps()) return 0;
  const auto t = static_cast<trace::Step>(at.position);
  const auto fine = known(t);
  if (!fine) return 0;
  const std::size_t upto =
      at.fine ? std::min<std::size_t>(static_cast<std::size_t>(std::max(*at.fine, 0)) + 1, fine->size()) : fine->size();
  if (const int line = last_line(fine->first(upto)); line != 0) return line;
  // An expansion opens with its `expand` event; the line that chose it (the pop) was
  // recorded at the end of the expansion before.
  if (t > 0) {
    if (const auto before = known(t - 1)) return last_line(*before);
  }
  return 0;
}

std::optional<TimelinePosition> Timeline::said_at(TimelinePosition at, const FineLookup& known) const {
  if (!result_) return std::nullopt;
  at.position = std::min(at.position, length());
  if (at.position > steps()) at = {steps(), std::nullopt};
  const auto fine = known(static_cast<trace::Step>(at.position));
  if (!fine || fine->empty()) return std::nullopt;
  const int last = static_cast<int>(fine->size()) - 1;
  return TimelinePosition{at.position, std::clamp(at.fine.value_or(last), 0, last)};
}

std::vector<trace::Sentence> Timeline::sentences(trace::Step k, std::span<const trace::FineStep> fine,
                                                 std::size_t count) const {
  const auto& algorithms = problem_->algorithms();
  const auto info = std::find_if(algorithms.begin(), algorithms.end(),
                                 [this](const trace::AlgorithmInfo& a) { return a.name == result_->algorithm; });
  if (info == algorithms.end()) return {};
  const std::string& algorithm = result_->algorithm;
  const auto decode = [this, &algorithm](trace::StateId state) { return problem_->decode(algorithm, state); };
  return trace::narrate_expansion(*info, result_->trace, k, fine.first(std::min(count, fine.size())), decode);
}

std::optional<trace::Sentence> Timeline::sentence(TimelinePosition at) const {
  return sentence(at, [this](trace::Step k) { return std::optional<std::span<const trace::FineStep>>(fine_steps(k)); });
}

std::optional<trace::Sentence> Timeline::sentence(TimelinePosition at, const FineLookup& known) const {
  const std::optional<TimelinePosition> said = said_at(at, known);
  if (!said) return std::nullopt;
  const auto k = static_cast<trace::Step>(said->position);
  std::vector<trace::Sentence> all = sentences(k, *known(k), static_cast<std::size_t>(*said->fine) + 1);
  if (all.empty()) return std::nullopt;
  return std::move(all.back());
}

std::vector<NarratedStep> Timeline::narration(TimelinePosition at, const FineLookup& known, std::size_t most) const {
  std::vector<NarratedStep> said;
  const std::optional<TimelinePosition> last = said_at(at, known);
  if (!last) return said;
  // Newest first while walking back, then turned round.
  for (auto k = static_cast<trace::Step>(last->position); said.size() < most; --k) {
    const auto fine = known(k);
    if (!fine) break;
    const std::size_t count = k == last->position ? static_cast<std::size_t>(*last->fine) + 1 : fine->size();
    std::vector<trace::Sentence> sentences_of_k = sentences(k, *fine, count);
    for (std::size_t i = sentences_of_k.size(); i-- > 0 && said.size() < most;) {
      said.push_back({TimelinePosition{k, static_cast<int>(i)}, std::move(sentences_of_k[i])});
    }
    if (k == 0) break;
  }
  std::reverse(said.begin(), said.end());
  return said;
}

}  // namespace frontier::gui
