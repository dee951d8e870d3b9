#include "model/search_deadline.hpp"

#include <algorithm>

namespace frontier::gui {

namespace {
// How soon the user's Cancel is seen.
constexpr std::chrono::milliseconds kCancelLooked{50};
}  // namespace

SearchDeadline::SearchDeadline(std::chrono::milliseconds allowed, const std::atomic<bool>* cancelled) : allowed_(allowed) {
  if (allowed_.count() <= 0 || (cancelled != nullptr && cancelled->load())) {
    passed_ = true;  // no time at all: passed before any work, on every machine alike
    return;
  }
  timer_ = std::jthread([this, cancelled](std::stop_token stop) {
    const auto end = std::chrono::steady_clock::now() + allowed_;
    std::unique_lock lock(mutex_);
    // Wakes early when the deadline is destroyed (the work finished in time), and a few
    // times a second to see the user's Cancel.
    while (!stop.stop_requested() && std::chrono::steady_clock::now() < end) {
      if (cancelled != nullptr && cancelled->load()) break;
      const auto next = cancelled != nullptr ? std::min(end, std::chrono::steady_clock::now() + kCancelLooked) : end;
      wake_.wait_until(lock, stop, next, [] { return false; });
    }
    if (!stop.stop_requested()) passed_ = true;
  });
}

SearchDeadline::~SearchDeadline() {
  if (!timer_.joinable()) return;
  timer_.request_stop();  // condition_variable_any wakes on the stop token
  timer_.join();
}

}  // namespace frontier::gui
