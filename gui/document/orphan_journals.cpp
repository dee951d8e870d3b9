#include "document/orphan_journals.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <algorithm>

#include "document/journal_keeper.hpp"

namespace frontier::gui {

namespace {
// The keeper a journal or lock belongs to: its name up to the first dot (a QUuid).
QString keeper_of(const QString& file) { return QFileInfo(file).fileName().section(u'.', 0, 0); }

// Whether the keeper named `keeper` is gone: its lock can be taken (QLockFile takes a lock
// whose process is dead), or there is none. Taken only to look, and let go at once.
bool keeper_gone(const QDir& folder, const QString& keeper) {
  const QString lock_path = folder.filePath(keeper + JournalKeeper::kLockSuffix);
  if (!QFileInfo::exists(lock_path)) return true;
  QLockFile lock(lock_path);
  if (!lock.tryLock(0)) return false;
  lock.unlock();
  return true;
}
}  // namespace

std::vector<OrphanJournal> orphan_journals(const QString& folder_path) {
  const QDir folder(folder_path);
  std::vector<OrphanJournal> found;
  const QFileInfoList journals =
      folder.entryInfoList({QLatin1Char('*') + JournalKeeper::kJournalSuffix}, QDir::Files, QDir::Time | QDir::Reversed);
  for (const QFileInfo& info : journals) {
    if (!keeper_gone(folder, keeper_of(info.fileName()))) continue;
    OrphanJournal orphan{info.absoluteFilePath(), {}, QString()};
    QFile file(orphan.file);
    if (!file.open(QIODevice::ReadOnly)) {
      orphan.journal = file.errorString();
    } else {
      orphan.bytes = file.readAll();
      orphan.journal = read_journal(orphan.bytes);
    }
    found.push_back(std::move(orphan));
  }
  // A killed process that had nothing unsaved left only its lock.
  for (const QFileInfo& info : folder.entryInfoList({QLatin1Char('*') + JournalKeeper::kLockSuffix}, QDir::Files)) {
    const QString keeper = keeper_of(info.fileName());
    const bool has_journal = std::any_of(journals.begin(), journals.end(),
                                         [&](const QFileInfo& journal) { return keeper_of(journal.fileName()) == keeper; });
    if (!has_journal && keeper_gone(folder, keeper)) QFile::remove(info.absoluteFilePath());
  }
  return found;
}

void remove_orphan(const OrphanJournal& orphan) {
  QFile::remove(orphan.file);
  const QDir folder = QFileInfo(orphan.file).absoluteDir();
  const QString keeper = keeper_of(orphan.file);
  if (!folder.entryList({keeper + QStringLiteral(".*") + JournalKeeper::kJournalSuffix}, QDir::Files).isEmpty()) return;
  if (keeper_gone(folder, keeper)) QFile::remove(folder.filePath(keeper + JournalKeeper::kLockSuffix));
}

}  // namespace frontier::gui
