#pragma once
// Help beyond About: the keys of every menu entry (Help ▸ Keyboard Shortcuts, or "?"), and
// a short tour of the three things a first lesson does (open a file, run a search, step
// through it), shown once on the first interactive start and again from Help ▸ Tour.
// Both are non-modal: the window answers while they are open.

#include <QDialog>
#include <QObject>
#include <QString>

class QLabel;
class QMenuBar;
class QPushButton;
class QTableWidget;

namespace frontier::gui {

class MainWindow;

// Every menu entry that has a key, by menu, read from the menus as they stand (so an
// action added later is listed without more work); rebuilt each time it is shown, so it
// speaks the language of now.
class KeysDialog : public QDialog {
  Q_OBJECT

 public:
  explicit KeysDialog(QMenuBar* menus, QWidget* parent = nullptr);
  void rebuild();
  const QTableWidget* table() const { return table_; }

 private:
  QMenuBar* menus_;
  QTableWidget* table_;
};

// Three pages, Back / Next / Close. The keys named in the text are the actions' own, so
// the tour cannot drift from the shortcuts.
class TourDialog : public QDialog {
  Q_OBJECT

 public:
  explicit TourDialog(const MainWindow& window);
  int page() const { return page_; }
  static constexpr int kPages = 3;
  QString text() const;
  void show_page(int page);

 private:
  void fit_text();
  const MainWindow& window_;
  QLabel* heading_;
  QLabel* body_;
  QPushButton* back_;
  QPushButton* next_;
  int page_ = 0;
};

// Help ▸ Keyboard Shortcuts (?) and Help ▸ Tour in the window: each dialog made the first
// time it is asked for, worded again on a change of language.
class Help : public QObject {
  Q_OBJECT

 public:
  explicit Help(MainWindow& window);
  void show_keys();
  void show_tour();
  // The tour, on the first interactive start only.
  void offer_tour();
  void retranslate();
  const KeysDialog* keys_dialog() const { return keys_; }
  const TourDialog* tour_dialog() const { return tour_; }

 private:
  MainWindow& window_;
  KeysDialog* keys_ = nullptr;
  TourDialog* tour_ = nullptr;
};

}  // namespace frontier::gui
