#pragma once
// A time a search may take, as the cancel flag Problem::search already watches: set when
// the time is up. Work whose size cannot be known before searching (a generated board
// that must meet a slide's requirements, a student's ask activity graded again) is
// bounded by it, so a lesson or a class view is refused with the reason within seconds
// instead of searching for minutes. The user's Cancel (a flag the progress dialog sets)
// passes it at once.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace frontier::gui {

class SearchDeadline {
 public:
  explicit SearchDeadline(std::chrono::milliseconds allowed, const std::atomic<bool>* cancelled = nullptr);
  ~SearchDeadline();
  SearchDeadline(const SearchDeadline&) = delete;
  SearchDeadline& operator=(const SearchDeadline&) = delete;

  // For Problem::search and fine_steps: set once the time allowed has passed.
  const std::atomic<bool>* cancel() const { return &passed_; }
  bool passed() const { return passed_.load(); }
  std::chrono::milliseconds allowed() const { return allowed_; }

 private:
  std::chrono::milliseconds allowed_;
  std::atomic<bool> passed_{false};
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::jthread timer_;  // last: started once the rest is made, joined first
};

}  // namespace frontier::gui
