#pragma once
// What a run of `frontier` needs before QApplication exists: whether it is headless (it
// renders a picture and quits, or only prints its usage), which Qt platform it gets when
// no display is there, and settings of its own so that it neither reads nor writes the
// user's (the last algorithm, Open Recent, the window's geometry).

#include <QSettings>
#include <QTemporaryDir>

namespace frontier::gui {

struct Headless {
  bool screenshot = false;  // --screenshot: the window is drawn to a picture, never shown
  bool animation = false;   // --export-animation: frames are drawn to a file, the window never shown
  bool picture = false;     // --picture: the picture is drawn to a file, the window never shown
  bool text_only = false;   // --help, --help-all, --version: no window at all
  bool tool = false;        // --export-board, --class-results: a file written, no window at all
  bool draws() const { return screenshot || animation || picture || tool; }
  bool any() const { return draws() || text_only; }
};

// Read from the raw arguments, as QCommandLineParser will read them, up to "--".
Headless headless_from(int argc, const char* const* argv);

// True when Qt will find a platform to show a window on: QT_QPA_PLATFORM chosen by the
// user, or a display named by DISPLAY or WAYLAND_DISPLAY.
bool has_platform();

// Decides the platform before QApplication is constructed: a headless run without a
// display is given the offscreen platform (Qt would abort on xcb), and an interactive one
// is refused with the reason. Returns false, having said why on standard error, when
// the run cannot go on.
bool choose_platform(const Headless& headless);

// A standard stream the shell closed (`<&-`, `>&-`) is given a descriptor that refuses
// every read or write: left closed, its number goes to the first file Qt opens (an event
// descriptor, a font), and `frontier -` would read that as the judge file, or block.
void hold_closed_standard_streams();

// While it lives, every QSettings of this process reads and writes a scratch folder that
// is removed at the end: a headless run takes the defaults and leaves the user's settings
// as they were. Constructed before the first QSettings.
class ScratchSettings {
 public:
  ScratchSettings();

 private:
  QTemporaryDir home_;
};

}  // namespace frontier::gui
