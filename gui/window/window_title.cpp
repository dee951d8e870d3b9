#include "window/window_title.hpp"

#include <QFileInfo>

#include "lesson/deck.hpp"
#include "session/session.hpp"
#include "window/lesson_controller.hpp"

namespace frontier::gui {

QString WindowTitle::of(const Session& session, const LessonController& lessons) {
  if (!session.has_document()) return tr("Frontier");
  // The slide's title names a slide of a lesson, the file's name a file.
  QString name = lessons.slide_title();
  if (name.isEmpty()) name = session.path().isEmpty() ? tr("Untitled") : QFileInfo(session.path()).fileName();
  QString title = tr("%1[*] — %2 — Frontier").arg(name, session.file()->puzzle().title());
  const Deck& deck = lessons.deck();
  if (deck.open() && deck.current() >= 0) {
    const QString lesson = deck.path().isEmpty() ? tr("Unsaved lesson") : QFileInfo(deck.path()).completeBaseName();
    title = tr("%1, slide %2 of %3 — %4").arg(lesson).arg(deck.current() + 1).arg(deck.size()).arg(title);
  }
  return title;
}

}  // namespace frontier::gui
