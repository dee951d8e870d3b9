#pragma once
// The monkey: a stream of random user events on the main window, the same stream for the
// same seed, so that a failure at event I replays with `./frontier monkey I+1 SEED`.
// It presses keys (the window's shortcuts among them), clicks, drags, turns the wheel and
// hovers on the board, clicks in the cases list, moves the sliders, picks algorithms,
// triggers the window's actions, changes the window's mode, and opens good, odd and
// malformed files, checking that each malformed file is refused with its error while the
// open document stays.

#include <QMetaObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "gui_test_support.hpp"
#include "window/main_window.hpp"

namespace frontier::gui::testing {

class Monkey {
 public:
  Monkey(MainWindow& window, std::uint64_t seed);
  ~Monkey();
  Monkey(const Monkey&) = delete;
  Monkey& operator=(const Monkey&) = delete;

  // Sends one event and lets the event loop handle what it caused.
  void step();
  // What the last step did, in words, for the failure message.
  const QString& last_event() const { return last_event_; }
  // A check inside a step that did not hold (a malformed file not refused as it should
  // be, say); empty while all held.
  const QStringList& failures() const { return failures_; }
  const std::set<WindowMode>& modes_seen() const { return modes_seen_; }

 private:
  struct BadFile {
    QString path;
    const PuzzleAdapter* puzzle;
    QString expected;  // "LINE:COL: message", from its .err
  };

  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : random_() % n; }
  bool chance(int percent) { return below(100) < static_cast<std::uint64_t>(percent); }
  QPoint point_in(const QWidget& widget);

  void press_key();
  void press_run();
  void click_board();
  void drag_board();
  void turn_wheel();
  void hover_board();
  void click_cases();
  void move_slider();
  void pick_algorithm();
  void trigger_action();
  void change_mode();
  void open_good();
  void open_odd();
  void open_bad();
  void drop_file(const QString& path);
  void let_time_pass();
  // Waits (bounded) until the window has handled the file being read; false if it has not.
  bool wait_for_load();
  void settle();

  MainWindow& window_;
  std::mt19937_64 random_;  // its output is fixed by the standard, unlike the distributions'
  std::vector<Sample> samples_;
  QStringList odd_files_;
  std::vector<BadFile> bad_files_;
  QStringList strange_paths_;  // a board that takes a while to search, a folder, a missing file
  QStringList failures_;
  QStringList open_errors_;  // what open_failed said, in order
  QMetaObject::Connection open_failed_;
  std::set<WindowMode> modes_seen_;
  QString last_event_;
};

}  // namespace frontier::gui::testing
