#pragma once
// Work of the window that may take seconds (a lesson's generated boards, a student's board
// for a slide, a class's results graded again) run on a worker thread while the window
// keeps painting. Past half a second a window-modal dialog says what is being done, how
// far it has gone, and offers Cancel; until then the user's input waits, so that a key
// pressed meanwhile does not act on a window whose work is half done.

#include <QString>
#include <functional>

#include "model/work_progress.hpp"

class QWidget;

namespace frontier::gui {

// What the dialog says: a title short enough for a title bar, and the sentence in it.
struct LongWorkText {
  QString title;     // "Opening the Lesson"
  QString busy;      // what is being done while nothing is counted yet
  QString counting;  // once the work counts: "%1" done of "%2"
};

// Runs `work` (which counts on `progress` and watches its Cancel) and returns when it has
// ended. `with_dialog` false (a quiet or headless window) runs it here, with no dialog.
void run_long_work(QWidget* parent, const LongWorkText& text, WorkProgress& progress, bool with_dialog,
                   const std::function<void()>& work);

}  // namespace frontier::gui
