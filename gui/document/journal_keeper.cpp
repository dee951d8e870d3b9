#include "document/journal_keeper.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QUuid>
#include <QtConcurrent>

#include "document/whole_file.hpp"

namespace frontier::gui {

JournalKeeper::JournalKeeper(const QString& folder, QObject* parent)
    : QObject(parent), folder_(folder), name_(QUuid::createUuid().toString(QUuid::WithoutBraces)) {
  for (std::unique_ptr<Slot>& slot : slots_) slot = std::make_unique<Slot>();
  for (const JournalKind kind : {JournalKind::judge_file, JournalKind::lesson}) {
    Slot& one = slot(kind);
    one.delay.setSingleShot(true);
    one.delay.setInterval(kDelayMs);
    connect(&one.delay, &QTimer::timeout, this, [this, kind] { write(kind); });
    connect(&one.writing, &QFutureWatcher<QString>::finished, this, [this, kind] { finished(kind); });
  }
  if (!QDir().mkpath(folder_)) {
    error_ = QCoreApplication::translate("Journal", "cannot make the folder %1").arg(QDir::toNativeSeparators(folder_));
    return;
  }
  lock_ = std::make_unique<QLockFile>(QDir(folder_).filePath(name_ + kLockSuffix));
  if (!lock_->tryLock(0)) {
    error_ = QCoreApplication::translate("Journal", "cannot lock %1").arg(QDir::toNativeSeparators(lock_->fileName()));
    lock_.reset();
  }
}

JournalKeeper::~JournalKeeper() {
  wait();
  for (const JournalKind kind : {JournalKind::judge_file, JournalKind::lesson}) QFile::remove(file(kind));
  // The lock goes with lock_ (QLockFile unlocks and removes its file).
}

QString JournalKeeper::file(JournalKind kind) const {
  const QString what = kind == JournalKind::lesson ? QStringLiteral(".lesson") : QStringLiteral(".judge-file");
  return QDir(folder_).filePath(name_ + what + kJournalSuffix);
}

void JournalKeeper::watch(JournalKind kind, Source source) { slot(kind).source = std::move(source); }

void JournalKeeper::changed(JournalKind kind) {
  Slot& one = slot(kind);
  if (!one.source) return;
  const bool was_wanted = one.wanted;
  one.wanted = one.source().has_value();
  if (!lock_) {
    // No journal can be kept: said when the document first has unsaved changes, the
    // moment it matters (a word at the start is gone from the status bar by then).
    if (one.wanted && !was_wanted) emit failed(error_);
    return;
  }
  if (!one.wanted) {
    // Saved or discarded: gone now, not a second later, so that a crash in between does
    // not offer back what is already on disk. A write under way removes it when it ends.
    one.delay.stop();
    one.again = false;
    if (!one.writing.isRunning()) QFile::remove(file(kind));
    return;
  }
  // A second after the first change not yet written, not after the last: typing without
  // a pause is journalled every second.
  if (!one.delay.isActive()) one.delay.start();
}

void JournalKeeper::write(JournalKind kind) {
  Slot& one = slot(kind);
  if (!one.wanted || !one.source) return;
  if (one.writing.isRunning()) {
    one.again = true;  // written again once this one is done
    return;
  }
  std::optional<JournalDraft> draft = one.source();
  if (!draft) return;
  Journal journal{kind, draft->path, draft->puzzle, QDateTime::currentDateTimeUtc(), {}};
  one.writing.setFuture(QtConcurrent::run([journal = std::move(journal), text = std::move(draft->text), path = file(kind)] {
    Journal whole = journal;
    whole.text = text();
    return save_whole(path, journal_bytes(whole));
  }));
}

void JournalKeeper::finished(JournalKind kind) {
  Slot& one = slot(kind);
  const QString why = one.writing.result();
  if (!one.wanted) {
    QFile::remove(file(kind));  // saved or discarded while it was written
    return;
  }
  why.isEmpty() ? emit kept() : emit failed(why);
  if (one.again) {
    one.again = false;
    write(kind);
  }
}

void JournalKeeper::wait() {
  for (const std::unique_ptr<Slot>& one : slots_) one->writing.waitForFinished();
}

}  // namespace frontier::gui
