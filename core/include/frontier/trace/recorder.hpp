#pragma once
// The observer that records a search: into a Trace (per-state steps), into a list of fine
// steps (every pseudo-code line executed) for a range of expansions, or both; and that
// stops the search when asked to (Cancel) or when the wanted range has been recorded.
//
// The fine steps inside expansion k are re-derived on demand by running the same search
// again with a Recorder whose range is [k, k]: the run records nothing else and stops
// right after expansion k. The search is deterministic, so the lines it reports are
// exactly those the first run executed, and no algorithm needs a second, "steppable"
// copy of itself.

#include <atomic>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "frontier/trace/observer.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::trace {

// set_aside: the states still waiting are left behind (Observer::set_aside), the stage's
// container emptied for the next.
enum class FineKind : unsigned char { line, discover, improve, expand, set_aside };

struct FineStep {
  Step expansion;        // 0 for the set-up before the first expansion
  FineKind kind;
  int line;              // pseudo-code line for kind == line, else 0
  StateId state;         // the subject
  std::int64_t cost;     // for discover / improve
};

// Where fine steps go when no vector keeps them: `frontier-cli trace` writes each as it
// comes, so its memory does not grow with the length of the trace.
class FineSink {
 public:
  virtual void take(const FineStep& step) = 0;

 protected:
  ~FineSink() = default;
};

// The most fine steps one Recorder keeps (24 bytes each, 384 MiB): a run that would record
// more is stopped, and fine_overflow() says so, rather than exhausting memory.
inline constexpr std::size_t kMaxFineSteps = std::size_t{16} << 20;

class Recorder {
 public:
  struct Options {
    Trace* trace = nullptr;                   // record per-state steps here
    std::vector<FineStep>* fine = nullptr;    // record fine steps here (or give them to sink) ...
    Step fine_first = 0;                      // ... of expansions fine_first..fine_last
    Step fine_last = kNever;
    const std::atomic<bool>* cancel = nullptr;
    std::size_t fine_limit = kMaxFineSteps;   // counted over the steps given to sink too
    FineSink* sink = nullptr;                 // used when fine is null
  };

  Recorder() = default;
  explicit Recorder(Options options) : options_(options) {}

  bool stop_requested() const noexcept {
    if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed)) return true;
    if (fine_overflow_) return true;
    // Only fine steps wanted: nothing more to learn after the last wanted expansion.
    return options_.trace == nullptr && fine_recorded() && step_ >= options_.fine_last;
  }
  void discover(StateId s, StateId parent, std::int64_t cost) {
    if (options_.trace) options_.trace->record_discover(s, parent, cost, step_);
    if (fine_wanted()) keep({step_, FineKind::discover, 0, s, cost});
  }
  void improve(StateId s, StateId parent, std::int64_t cost) {
    if (options_.trace) options_.trace->record_improve(s, parent, cost, step_);
    if (fine_wanted()) keep({step_, FineKind::improve, 0, s, cost});
  }
  void expand(StateId s) {
    ++step_;
    if (options_.trace) options_.trace->record_expand(s, step_);
    if (fine_wanted()) keep({step_, FineKind::expand, 0, s, 0});
  }
  void set_aside() {
    if (options_.trace) options_.trace->record_set_aside(step_);
    if (fine_wanted()) keep({step_, FineKind::set_aside, 0, kNoState, 0});
  }
  void line(int line, StateId subject = kNoState) {
    if (fine_wanted()) keep({step_, FineKind::line, line, subject, 0});
  }
  template <class Line>
    requires std::is_enum_v<Line>
  void line(Line named, StateId subject = kNoState) {
    line(static_cast<int>(named), subject);
  }

  Step step() const { return step_; }
  // True when the run was stopped because it had more fine steps than fine_limit.
  bool fine_overflow() const { return fine_overflow_; }
  bool cancelled() const {
    return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
  }

 private:
  bool fine_recorded() const { return options_.fine != nullptr || options_.sink != nullptr; }
  bool fine_wanted() {
    if (!fine_recorded() || step_ < options_.fine_first || step_ > options_.fine_last) return false;
    if ((options_.fine != nullptr ? options_.fine->size() : given_to_sink_) >= options_.fine_limit) {
      fine_overflow_ = true;
      return false;
    }
    return true;
  }
  void keep(const FineStep& step) {
    if (options_.fine != nullptr) {
      options_.fine->push_back(step);
    } else {
      ++given_to_sink_;
      options_.sink->take(step);
    }
  }
  Options options_;
  std::size_t given_to_sink_ = 0;
  Step step_ = 0;
  bool fine_overflow_ = false;
};

}  // namespace frontier::trace
