#pragma once
// The status bar's words and the search's progress: what the window says is kept as a
// function, so that it is said again in a new language; while a search runs, its time.

#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

class QLabel;
class QProgressBar;
class QStatusBar;

namespace frontier::gui {

class Run;
struct SearchResult;

class StatusLine : public QObject {
  Q_OBJECT

 public:
  explicit StatusLine(QStatusBar& bar);

  // Shows `words()` now, and again after a change of language; none: nothing.
  void say(std::function<QString()> words);
  QString text() const;
  void retranslate();
  // While `lane` searches: a busy bar and the seconds it has taken, a tenth of a second apart.
  void show_search(const Run& lane);
  void end_search();
  // How the search ended: its expansions and time, or that it was cancelled or could not run.
  void say_searched(const SearchResult& result);
  void say_search_failed(const QString& why);
  // What the pointer is over on the board, for a moment (none: what was said shows again).
  void show_hint(const QString& hint);

 signals:
  void said();

 private:
  void show_time();

  QStatusBar& bar_;
  QLabel* label_;
  QProgressBar* progress_;
  QTimer timer_;
  const Run* lane_ = nullptr;
  std::function<QString()> words_;
};

}  // namespace frontier::gui
