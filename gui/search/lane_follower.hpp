#pragma once
// What a panel that shows a lane keeps to follow it: the lane, told on every move
// (Run::moved) until the lane goes or another is followed. The Counters and Pseudo-code
// panels follow the window's lane this way instead of being pushed to.

#include <QObject>
#include <functional>

#include "search/run.hpp"

namespace frontier::gui {

class LaneFollower {
 public:
  // Calls `show` now and on every move of `lane`, for as long as `watcher` lives.
  void follow(const Run& lane, QObject* watcher, const std::function<void()>& show) {
    QObject::disconnect(moved_);
    QObject::disconnect(gone_);
    lane_ = &lane;
    moved_ = QObject::connect(&lane, &Run::moved, watcher, show);
    gone_ = QObject::connect(&lane, &QObject::destroyed, watcher, [this] { lane_ = nullptr; });
    show();
  }
  // The lane followed; null before any, or once it is gone.
  const Run* lane() const { return lane_; }

 private:
  const Run* lane_ = nullptr;
  QMetaObject::Connection moved_;
  QMetaObject::Connection gone_;
};

}  // namespace frontier::gui
