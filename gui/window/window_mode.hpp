#pragma once
// The window's mode, as one state machine: which mode it is in and which changes are
// legal. The window changes mode through WindowModeMachine::change only, and enables its
// controls from the command table only (commands.hpp: each command's availability by mode). What
// leaving or entering a mode does is said once, as the machine's hooks, where the mode is
// set up: nothing else in the window asks which mode it is in to act on it.
//
//                 open                       opened
//   ┌───────┐ ─────────────► ┌─────────┐ ───────────────► ┌─────────┐   edit    ┌─────────┐
//   │ empty │                │ loading │                   │         │ ────────► │ editing │
//   │       │ ◄───────────── │         │ ◄──────────────── │         │ ◄──────── │         │
//   └───────┘  failed or     └─────────┘       open        │ viewing │   done    └─────────┘
//              cancelled,         │                        │         │
//              no document        │ failed or cancelled,   │         │   play    ┌─────────┐
//                                 │ the document stays     │         │ ────────► │ playing │
//                                 └──────────────────────► │         │ ◄──────── │         │
//                                                          │         │   done    └─────────┘
//                                                          │         │
//                                                          │         │ exercise  ┌────────────┐
//                                                          │         │ ────────► │ exercising │
//                                                          │         │ ◄──────── │            │
//                                                          │         │   done    └────────────┘
//                                                          │         │
//                                                          │         │ compare   ┌───────────┐
//                                                          │         │ ────────► │ comparing │
//                                                          │         │ ◄──────── │           │
//                                                          └─────────┘   close   └───────────┘
//                                                           │      ▲
//                                                       run │      │ finished, cancelled,
//                                                           ▼      │ failed, or forgotten
//                                                        ┌───────────┐ (another query chosen)
//                                                        │ searching │
//                                                        └───────────┘
//
//   empty      no document
//   loading    a file is being read (and, if need be, asked about); the open document, if
//              any, stays on show but is not searched
//   viewing    a document, not searched or searched to its end (or stopped): playback
//   searching  a search runs on a worker thread; Cancel stops it
//   editing    the board is being edited (the editor enters and leaves it)
//   playing    the user plays the puzzle by hand (play mode enters and leaves it); not the
//              playback clock, which runs within viewing
//   exercising a student runs the chosen query's search by hand, each step judged by core
//              (exercise mode enters and leaves it; gui/exercise/)
//   comparing  two to four searches of the chosen query side by side, in the window in the
//              place of the board (compare/compare_window.hpp); Esc closes the comparison
//
// Opening a file while searching, editing, playing, exercising or comparing first goes back to viewing (the
// search is forgotten), then to loading. Staying in a mode is always legal.
// An illegal change is a programming error: asserted, and refused (ignored) in release.

#include <array>
#include <functional>
#include <string_view>
#include <vector>

namespace frontier::gui {

enum class WindowMode { empty, loading, viewing, searching, editing, playing, exercising, comparing };
inline constexpr WindowMode kWindowModes[] = {WindowMode::empty,      WindowMode::loading, WindowMode::viewing,
                                              WindowMode::searching,  WindowMode::editing, WindowMode::playing,
                                              WindowMode::exercising, WindowMode::comparing};
std::string_view name(WindowMode mode);

// How a control is available in a mode: never, always, or once there is something for it
// to work on (a chosen query to search and draw; a finished search to step through); or
// its own mode object's to enable (Reveal: whether a question is open).
enum class Availability { off, on, with_problem, with_query, with_result, own };

// The modes in which the board is worked by hand (editing, playing, exercising): each is
// entered and left by its toggle action, left by Esc too, and shows its panel (a dock) in
// the place of the search's while it lasts. By the actions' and the dock's object names.
struct ByHandMode {
  WindowMode mode;
  const char* toggle;
  const char* leave;
  const char* dock;
};
inline constexpr ByHandMode kEditMode{WindowMode::editing, "edit_mode", "leave_edit", "edit_dock"};
inline constexpr ByHandMode kPlayMode{WindowMode::playing, "play_mode", "leave_play", "play_dock"};
inline constexpr ByHandMode kExerciseMode{WindowMode::exercising, "exercise_mode", "leave_exercise", "exercise_dock"};
inline constexpr ByHandMode kByHandModes[] = {kExerciseMode, kPlayMode, kEditMode};

class WindowModeMachine {
 public:
  WindowMode mode() const { return mode_; }
  bool in(WindowMode mode) const { return mode_ == mode; }
  static bool legal(WindowMode from, WindowMode to);
  // Whether `mode` could be entered now: a legal change to another mode.
  bool can_enter(WindowMode mode) const { return mode != mode_ && legal(mode_, mode); }
  // Moves to `to` if legal(mode(), to); returns whether it did. A move to another mode
  // runs the left mode's leave hooks (the machine is already in `to`), then `to`'s enter
  // hooks; every change, to another mode or the same one, then runs the change hooks.
  bool change(WindowMode to);
  // Leaves `from` for `to` if the machine is in `from`; returns whether it did.
  bool leave(WindowMode from, WindowMode to = WindowMode::viewing);

  using Hook = std::function<void()>;
  void on_leave(WindowMode mode, Hook hook) { leaving_[index(mode)].push_back(std::move(hook)); }
  void on_enter(WindowMode mode, Hook hook) { entering_[index(mode)].push_back(std::move(hook)); }
  void on_change(Hook hook) { changed_.push_back(std::move(hook)); }

 private:
  static constexpr std::size_t index(WindowMode mode) { return static_cast<std::size_t>(mode); }
  WindowMode mode_ = WindowMode::empty;
  std::array<std::vector<Hook>, std::size(kWindowModes)> leaving_;
  std::array<std::vector<Hook>, std::size(kWindowModes)> entering_;
  std::vector<Hook> changed_;
};

}  // namespace frontier::gui
