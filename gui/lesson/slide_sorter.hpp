#pragma once
// The Slides panel: the deck as titled rows, one a slide ("3  BFS by turns gets it
// right — Lianliankan"), the one on show selected, with the window's slide actions as
// buttons under it (add, update, duplicate, delete, move up and down). Return or a
// double click shows a slide, F2 renames it in place, Delete deletes it; every change is
// the deck's, and so undoable.

#include <QAction>
#include <QListWidget>
#include <QWidget>

namespace frontier::gui {

class Deck;

class SlideSorter : public QWidget {
  Q_OBJECT

 public:
  SlideSorter(Deck& deck, QWidget* parent = nullptr);
  // The window's slide actions, as buttons under the list.
  void set_actions(const QList<QAction*>& actions);
  QListWidget* list() const { return list_; }

 signals:
  void chosen(int index);  // the teacher asked to show slide `index`

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void rebuild();
  void select_current();
  QString row_text(int index) const;

  Deck& deck_;
  QListWidget* list_;
};

}  // namespace frontier::gui
