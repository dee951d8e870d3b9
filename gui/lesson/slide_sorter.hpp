#pragma once
// The Slides panel: the lesson's title, then the deck as titled rows, one a slide ("3  BFS
// by turns gets it right — Lianliankan"), the one on show selected, with the window's slide
// actions as buttons under it (add, update, duplicate, delete, move up and down). Return
// or a double click shows a slide, and so does moving the highlight (the arrow keys); F2
// renames it in place, Delete deletes it, each by the
// window's own action: a greyed one is refused with its reason, and its key goes nowhere
// else. Every change is the deck's, and so undoable.

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QWidget>

namespace frontier::gui {

class Deck;

class SlideSorter : public QWidget {
  Q_OBJECT

 public:
  SlideSorter(Deck& deck, QWidget* parent = nullptr);
  // The window's slide actions, as buttons under the list; F2 is `rename`'s, Delete `remove`'s.
  void set_actions(const QList<QAction*>& actions, QAction* rename, QAction* remove);
  QListWidget* list() const { return list_; }
  QList<QWidget*> buttons() const { return buttons_; }
  QString lesson_title() const;

 signals:
  void chosen(int index);  // the teacher asked to show slide `index`
  void refused(QAction* action);  // its key was pressed while it is greyed

 protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void rebuild();
  void select_current();
  void show_title();
  QString row_text(int index) const;

  Deck& deck_;
  QLabel* title_;
  QListWidget* list_;
  QList<QWidget*> buttons_;
  QAction* rename_ = nullptr;
  QAction* remove_ = nullptr;
};

}  // namespace frontier::gui
