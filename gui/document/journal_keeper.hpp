#pragma once
// Keeps a window's journals current (journal.hpp): one for its judge file and one for its
// lesson, each on disk exactly while that document has unsaved changes. A change is
// written a second after it (kDelayMs, so typing a row costs one write, not one a key), on
// a worker: the text is made there from the immutable file or lesson the source handed
// over, so a 30 MB file never stalls the window. Saved or discarded (the source says
// nothing is unsaved), the journal goes at once; a normal quit removes them all.
//
// Each keeper holds a QLockFile in the journal folder for as long as it lives, and names
// its journals after it (a QUuid), so two running Frontiers never write one file and the
// next start offers only the journals whose keeper is gone (orphan_journals.hpp). A lock
// whose process was killed is stale: QLockFile sees its process is gone.

#include <QFutureWatcher>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <array>
#include <functional>
#include <memory>
#include <optional>

#include "document/journal.hpp"

namespace frontier::gui {

// What a source hands the keeper when its document has unsaved changes: everything but
// the text, and the text as a function run on the worker (over immutable data).
struct JournalDraft {
  QString path;
  QString puzzle;
  std::function<QByteArray()> text;
};

class JournalKeeper : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDelayMs = 1000;
  inline static const QString kJournalSuffix = QStringLiteral(".journal");
  inline static const QString kLockSuffix = QStringLiteral(".lock");

  // Takes this keeper's lock in `folder` (made if need be). Without the lock (a folder
  // that cannot be written) it keeps no journals, and says so in error().
  explicit JournalKeeper(const QString& folder, QObject* parent = nullptr);
  // A normal end: the journals are removed, the lock let go.
  ~JournalKeeper() override;

  // Asked for `kind`'s draft after each change; nullopt when nothing is unsaved.
  using Source = std::function<std::optional<JournalDraft>()>;
  void watch(JournalKind kind, Source source);
  // The document of `kind` changed (an edit, a save, another file): nothing unsaved
  // removes its journal now, unsaved writes it within kDelayMs.
  void changed(JournalKind kind);

  const QString& folder() const { return folder_; }
  QString file(JournalKind kind) const;  // where `kind`'s journal is written
  // Why no journal is kept (no lock in the folder); empty while they are.
  const QString& error() const { return error_; }
  // Waits for a write under way (the tests, and the destructor).
  void wait();

 signals:
  // A journal could not be written (why), for the status bar; without the lock, each time
  // a document goes from saved to unsaved.
  void failed(const QString& why);
  // A journal was written: the changes it keeps would survive a crash.
  void kept();

 private:
  struct Slot {
    Source source;
    QTimer delay;
    QFutureWatcher<QString> writing;
    bool wanted = false;  // the document has unsaved changes
    bool again = false;   // it changed while the last write was under way
  };
  Slot& slot(JournalKind kind) { return *slots_[kind == JournalKind::lesson ? 1 : 0]; }
  void write(JournalKind kind);
  void finished(JournalKind kind);

  QString folder_;
  QString name_;  // the QUuid the lock and the journals are named by
  std::unique_ptr<QLockFile> lock_;
  QString error_;
  std::array<std::unique_ptr<Slot>, 2> slots_;
};

}  // namespace frontier::gui
