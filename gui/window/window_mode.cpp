#include "window/window_mode.hpp"

#include <QtGlobal>
#include <utility>

namespace frontier::gui {


std::string_view name(WindowMode mode) {
  switch (mode) {
    case WindowMode::empty: return "empty";
    case WindowMode::loading: return "loading";
    case WindowMode::viewing: return "viewing";
    case WindowMode::searching: return "searching";
    case WindowMode::editing: return "editing";
    case WindowMode::playing: return "playing";
    case WindowMode::exercising: return "exercising";
    case WindowMode::comparing: return "comparing";
  }
  return "?";
}

bool WindowModeMachine::legal(WindowMode from, WindowMode to) {
  using enum WindowMode;
  if (from == to) return true;
  switch (from) {
    case empty: return to == loading;
    case loading: return to == empty || to == viewing;
    case viewing:
      return to == loading || to == searching || to == editing || to == playing || to == exercising || to == comparing;
    case searching: return to == viewing;
    case editing: return to == viewing;
    case playing: return to == viewing;
    case exercising: return to == viewing;
    case comparing: return to == viewing;
  }
  return false;
}

bool WindowModeMachine::change(WindowMode to) {
  const bool allowed = legal(mode_, to);
  Q_ASSERT_X(allowed, "WindowModeMachine::change", "a window mode change the diagram does not have");
  if (!allowed) return false;
  const WindowMode from = std::exchange(mode_, to);
  if (from != to) {
    // By index, not by iterator: a hook may add hooks of its own.
    for (std::size_t i = 0; i < leaving_[index(from)].size(); ++i) leaving_[index(from)][i]();
    for (std::size_t i = 0; i < entering_[index(to)].size(); ++i) entering_[index(to)][i]();
  }
  for (std::size_t i = 0; i < changed_.size(); ++i) changed_[i]();
  return true;
}

bool WindowModeMachine::leave(WindowMode from, WindowMode to) { return mode_ == from && change(to); }

}  // namespace frontier::gui
