#include "app/headless.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <string_view>

namespace frontier::gui {

Headless headless_from(int argc, const char* const* argv) {
  Headless headless;
  for (int i = 1; i < argc; ++i) {
    const std::string_view argument = argv[i];
    if (argument == "--") break;  // what follows is a FILE, whatever it is called
    if (argument == "--screenshot" || argument.starts_with("--screenshot=")) headless.screenshot = true;
    if (argument == "--export-animation" || argument.starts_with("--export-animation=")) headless.animation = true;
    if (argument == "--picture" || argument.starts_with("--picture=")) headless.picture = true;
    for (const std::string_view tool : {"--export-board", "--class-results"}) {
      if (argument == tool || (argument.starts_with(tool) && argument.substr(tool.size()).starts_with('='))) headless.tool = true;
    }
    if (argument == "--help" || argument == "--help-all" || argument == "-h" || argument == "-?" ||
        argument == "--version" || argument == "-v") {
      headless.text_only = true;
    }
  }
  return headless;
}

bool has_platform() {
  return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
         !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

bool choose_platform(const Headless& headless) {
  if (has_platform()) return true;
  if (headless.any()) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return true;
  }
  std::fputs(
      "frontier: the window needs a display, and none is set (DISPLAY and WAYLAND_DISPLAY are empty).\n"
      "Without one, frontier FILE --screenshot OUT.png draws the window to a picture.\n",
      stderr);
  return false;
}

void hold_closed_standard_streams() {
  for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    // open() takes the lowest free number, which is fd: the lower ones are open by now.
    // Reading standard input then fails with EBADF, which the reader reports as closed.
    ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
  }
}

ScratchSettings::ScratchSettings() {
  // System-wide settings (/etc/xdg) too: a headless run takes Frontier's own defaults.
  for (const QSettings::Scope scope : {QSettings::UserScope, QSettings::SystemScope}) {
    QSettings::setPath(QSettings::NativeFormat, scope, home_.path());
    QSettings::setPath(QSettings::IniFormat, scope, home_.path());
  }
}

}  // namespace frontier::gui
