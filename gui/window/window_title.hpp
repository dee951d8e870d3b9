#pragma once
// The window's title: the slide's title (a lesson's slide) or the judge file's name ("Untitled"
// for a file never saved), with [*] where Qt shows the mark of unsaved changes, the puzzle,
// and for a slide the lesson and where in it ("week1, slide 2 of 5 — …").

#include <QCoreApplication>
#include <QString>

namespace frontier::gui {

class LessonController;
class Session;

class WindowTitle {
  Q_DECLARE_TR_FUNCTIONS(WindowTitle)

 public:
  static QString of(const Session& session, const LessonController& lessons);
};

}  // namespace frontier::gui
