#include "model/search_deadline.hpp"

namespace frontier::gui {

SearchDeadline::SearchDeadline(std::chrono::milliseconds allowed) : allowed_(allowed) {
  if (allowed_.count() <= 0) {
    passed_ = true;  // no time at all: passed before any work, on every machine alike
    return;
  }
  timer_ = std::jthread([this](std::stop_token stop) {
    std::unique_lock lock(mutex_);
    // Wakes early only when the deadline is destroyed (the work finished in time).
    wake_.wait_for(lock, stop, allowed_, [] { return false; });
    if (!stop.stop_requested()) passed_ = true;
  });
}

SearchDeadline::~SearchDeadline() {
  if (!timer_.joinable()) return;
  timer_.request_stop();  // condition_variable_any wakes on the stop token
  timer_.join();
}

}  // namespace frontier::gui
