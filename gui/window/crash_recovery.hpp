#pragma once
// Nothing lost on a crash: the journal of the window's unsaved changes (the judge file's
// and the lesson's) kept beside the settings as they change (document/journal_keeper.hpp),
// and on the next interactive start the journals a crash left offered back
// (window/recovery_dialog.hpp), each opened as unsaved changes under its own file's name,
// so that Save puts it where it came from.

#include <QObject>
#include <QString>

class QLabel;

namespace frontier::gui {

class JournalKeeper;
class MainWindow;
struct Journal;

class CrashRecovery : public QObject {
  Q_OBJECT

 public:
  explicit CrashRecovery(MainWindow& window);

  // Asks about each journal a crash left: Recover, Discard or Later.
  void offer_recovery();
  // Opens `journal` as unsaved changes, or says why it cannot (`refusal`; empty when the
  // user kept what was open rather than replace it).
  bool recover(const Journal& journal, QString* refusal = nullptr);
  JournalKeeper& journal_keeper() const { return *journal_; }
  // The judge file changed, was saved or opened: its journal follows.
  void judge_file_changed();

 private:
  // Shown in the status bar while unsaved changes cannot be journalled, with the reason:
  // a word said once is gone at the next edit's, and this must stay in sight.
  void show_not_kept(const QString& why);

  MainWindow& window_;
  JournalKeeper* journal_;
  QLabel* not_kept_;
};

}  // namespace frontier::gui
