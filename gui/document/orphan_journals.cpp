#include "document/orphan_journals.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QLocale>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>

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

// The bytes of a journal, or why they are not read. Frontier writes a journal as a plain
// file of at most kMaxJournalBytes: anything else in the folder (a link to /dev/zero, a
// pipe, a sparse file of gigabytes) is named with the reason, never read, since reading
// it whole would hold the start for ever.
std::variant<QByteArray, QString> journal_file_bytes(const QString& path) {
  struct stat status {};
  if (::lstat(QFile::encodeName(path).constData(), &status) != 0) return QString::fromLocal8Bit(std::strerror(errno));
  if (!S_ISREG(status.st_mode)) {
    return QCoreApplication::translate("Journal", "it is not a plain file (a link, a device or a pipe), as every journal Frontier writes is");
  }
  if (status.st_size > kMaxJournalBytes) {
    return QCoreApplication::translate("Journal", "it is %1, larger than any journal Frontier writes (at most %2)")
        .arg(QLocale().formattedDataSize(status.st_size), QLocale().formattedDataSize(kMaxJournalBytes));
  }
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return file.errorString();
  QByteArray bytes = file.read(kMaxJournalBytes + 1);  // a file grown since: no more than the limit
  if (bytes.size() > kMaxJournalBytes) return QCoreApplication::translate("Journal", "it grew past %1 while it was read").arg(QLocale().formattedDataSize(kMaxJournalBytes));
  return bytes;
}
}  // namespace

std::vector<OrphanJournal> orphan_journals(const QString& folder_path) {
  const QDir folder(folder_path);
  std::vector<OrphanJournal> found;
  const QFileInfoList journals =
      folder.entryInfoList({QLatin1Char('*') + JournalKeeper::kJournalSuffix}, QDir::Files | QDir::System, QDir::Time | QDir::Reversed);
  for (const QFileInfo& info : journals) {
    if (!keeper_gone(folder, keeper_of(info.fileName()))) continue;
    OrphanJournal orphan{info.absoluteFilePath(), {}, QString()};
    std::variant<QByteArray, QString> bytes = journal_file_bytes(orphan.file);
    if (QString* why = std::get_if<QString>(&bytes)) {
      orphan.journal = std::move(*why);
    } else {
      orphan.bytes = std::move(std::get<QByteArray>(bytes));
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
