#pragma once
// How far a piece of work that may take seconds has gone (boards generated until one meets
// a slide's requirements, a class's activities graded again), written by the work on its
// thread and read by the progress dialog on the GUI's; and the user's Cancel, which the
// work's searches watch through their SearchDeadline.

#include <atomic>

namespace frontier::gui {

struct WorkProgress {
  std::atomic<int> done{0};
  std::atomic<int> total{0};  // 0 while not known
  std::atomic<bool> cancelled{false};
};

}  // namespace frontier::gui
