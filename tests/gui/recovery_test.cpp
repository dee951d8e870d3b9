// Nothing lost on a crash: while the judge file or the lesson has unsaved changes, the
// window keeps a journal of them beside the settings (document/journal_keeper.hpp), gone
// once they are saved or discarded; the journals a dead process left are found
// (document/orphan_journals.hpp), offered back (window/recovery_dialog.hpp) and recovered
// into the same document, unsaved, under its own file's name. A running Frontier's journal
// is never offered, and a journal that does not read is refused with its reason.

#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLockFile>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <algorithm>
#include <cstdlib>
#include <sys/stat.h>

#include "document/editable_document.hpp"
#include "document/journal_keeper.hpp"
#include "document/orphan_journals.hpp"
#include "gui_test_support.hpp"
#include "lesson/lesson.hpp"
#include "window/recovery_dialog.hpp"

namespace frontier::gui::testing {
namespace {

const QByteArray kOneRow = "1 4\n1 0 0 1\n1\n1 1 1 4\n0 0\n";

QByteArray read_bytes(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll();
}

// The journal folder of this test process, emptied: tests run one after another in one
// process share the settings, and each starts with no journal left by another.
QString empty_journal_folder() {
  QDir folder(journal_folder());
  folder.removeRecursively();
  EXPECT_TRUE(QDir().mkpath(folder.path()));
  return folder.path();
}

// A journal as a Frontier that was killed left it: the file, and no living lock.
QString leave_journal(const QString& folder, const QByteArray& bytes, const QString& what = QStringLiteral(".judge-file")) {
  const QString path = QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + what + JournalKeeper::kJournalSuffix);
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::WriteOnly));
  file.write(bytes);
  return path;
}

// Opens a scratch copy of `text` and types tile 7 at (1, 2) in edit mode: one unsaved edit.
QString open_and_edit(MainWindow& window, const QString& name) {
  const QString path = write_temporary(name, kOneRow);
  EXPECT_TRUE(open_and_wait(window, path));
  show_active(window);
  QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
  QTest::keyClick(&window, Qt::Key_Right);
  QTest::keyClick(&window, Qt::Key_7);
  EXPECT_TRUE(window.session().editable()->dirty());
  return path;
}

std::optional<Journal> journal_at(const QString& path) {
  if (!QFileInfo::exists(path)) return std::nullopt;
  std::variant<Journal, QString> read = read_journal(read_bytes(path));
  if (const QString* why = std::get_if<QString>(&read)) {
    ADD_FAILURE() << path.toStdString() << ": " << why->toStdString();
    return std::nullopt;
  }
  return std::get<Journal>(read);
}

TEST(Recovery, AJournalOfTheEditedTextIsKeptWhileUnsavedAndGoesOnSave) {
  empty_journal_folder();
  MainWindow window;
  const QString judge = window.recovery().journal_keeper().file(JournalKind::judge_file);
  const QString path = open_and_edit(window, QStringLiteral("journalled.in"));
  EXPECT_FALSE(QFileInfo::exists(judge)) << "written at once: a change is journalled a second after it, not on every key";
  ASSERT_TRUE(wait_until([&] { return QFileInfo::exists(judge); }, 5000)) << "no journal appeared after an edit";
  window.recovery().journal_keeper().wait();
  const std::optional<Journal> journal = journal_at(judge);
  ASSERT_TRUE(journal);
  EXPECT_EQ(journal->kind, JournalKind::judge_file);
  EXPECT_EQ(journal->path, path);
  EXPECT_EQ(journal->puzzle, QStringLiteral("lianliankan"));
  EXPECT_LE(std::abs(journal->written.secsTo(QDateTime::currentDateTimeUtc())), 60);
  EXPECT_EQ(journal->text, QByteArray::fromStdString(window.session().file()->write()));
  EXPECT_NE(journal->text, kOneRow);

  // Another edit: the journal follows it.
  QTest::keyClick(&window, Qt::Key_Right);
  QTest::keyClick(&window, Qt::Key_8);
  ASSERT_TRUE(wait_until([&] {
    window.recovery().journal_keeper().wait();
    const std::optional<Journal> now = journal_at(judge);
    return now && now->text == QByteArray::fromStdString(window.session().file()->write());
  }, 5000));

  QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
  EXPECT_FALSE(window.session().editable()->dirty());
  EXPECT_FALSE(QFileInfo::exists(judge)) << "the journal outlived the save";
  // Undone past the save, it is unsaved again, and journalled again.
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(wait_until([&] { return QFileInfo::exists(judge); }, 5000));
  {
    DialogCatcher dialogs(QStringLiteral("discard"));
    window.open_file(samples_directory() + QStringLiteral("/mahjong/sample.in"));
    EXPECT_EQ(dialogs.names(), QStringList{QStringLiteral("unsaved_changes")});
  }
  ASSERT_TRUE(wait_until([&] { return !window.session().loading(); }));
  EXPECT_FALSE(QFileInfo::exists(judge)) << "the journal outlived Discard";
}

TEST(Recovery, ANormalQuitRemovesTheJournalAndItsLock) {
  const QString folder = empty_journal_folder();
  QString judge;
  {
    MainWindow window;
    judge = window.recovery().journal_keeper().file(JournalKind::judge_file);
    open_and_edit(window, QStringLiteral("quit.in"));
    ASSERT_TRUE(wait_until([&] { return QFileInfo::exists(judge); }, 5000));
    DialogCatcher dialogs(QStringLiteral("discard"));
    EXPECT_TRUE(window.close());
  }
  EXPECT_FALSE(QFileInfo::exists(judge));
  EXPECT_EQ(QDir(folder).entryList(QDir::Files), QStringList{});
}

TEST(Recovery, ADeadProcesssJournalIsOfferedAndRecoveredIntoAnEqualUnsavedDocument) {
  const QString folder = empty_journal_folder();
  const QString path = write_temporary(QStringLiteral("crashed.in"), kOneRow);
  const QByteArray edited = "1 4\n1 7 0 1\n1\n1 1 1 4\n0 0\n";
  const QString left = leave_journal(folder, journal_bytes({JournalKind::judge_file, path, QStringLiteral("lianliankan"),
                                                            QDateTime::currentDateTimeUtc(), edited}));
  const std::vector<OrphanJournal> orphans = orphan_journals(folder);
  ASSERT_EQ(orphans.size(), 1u);
  ASSERT_NE(orphans[0].read(), nullptr) << std::get<QString>(orphans[0].journal).toStdString();
  EXPECT_EQ(orphans[0].read()->path, path);

  // The dialog says what it was and offers Recover first.
  RecoveryDialog dialog(orphans[0], 1, 1);
  EXPECT_TRUE(dialog.summary().contains(QStringLiteral("crashed.in"))) << dialog.summary().toStdString();
  EXPECT_TRUE(dialog.preview().startsWith(QStringLiteral("1 4\n1 7 0 1"))) << dialog.preview().toStdString();
  auto* recover = dialog.findChild<QPushButton*>(QStringLiteral("recover"));
  ASSERT_NE(recover, nullptr);
  EXPECT_TRUE(recover->isEnabled());
  EXPECT_TRUE(recover->isDefault());
  EXPECT_FALSE(recover->accessibleName().isEmpty());
  for (const char* name : {"discard", "later"}) EXPECT_NE(dialog.findChild<QPushButton*>(QLatin1String(name)), nullptr) << name;

  MainWindow window;
  QString refusal;
  ASSERT_TRUE(window.recovery().recover(*orphans[0].read(), &refusal)) << refusal.toStdString();
  remove_orphan(orphans[0]);
  ASSERT_TRUE(window.session().has_document());
  EXPECT_EQ(QByteArray::fromStdString(window.session().file()->write()), edited);
  EXPECT_EQ(window.session().path(), path);
  EXPECT_TRUE(window.session().editable()->dirty());
  EXPECT_TRUE(window.isWindowModified());
  EXPECT_EQ(read_bytes(path), kOneRow) << "recovering wrote the file: only Save may";
  EXPECT_FALSE(QFileInfo::exists(left));
  EXPECT_TRUE(orphan_journals(folder).empty());
  // The recovered changes are this window's unsaved changes now: journalled again, and
  // saved where they came from.
  EXPECT_TRUE(wait_until([&] { return QFileInfo::exists(window.recovery().journal_keeper().file(JournalKind::judge_file)); }, 5000));
  ASSERT_TRUE(window.files().save());
  EXPECT_EQ(read_bytes(path), edited);
  EXPECT_FALSE(QFileInfo::exists(window.recovery().journal_keeper().file(JournalKind::judge_file)));
}

TEST(Recovery, ARunningFrontiersJournalIsNotOffered) {
  const QString folder = empty_journal_folder();
  // A keeper of this (living) process with unsaved changes: its journal is written…
  JournalKeeper running(folder);
  running.watch(JournalKind::judge_file, [] {
    return std::optional<JournalDraft>(JournalDraft{QString(), QStringLiteral("lianliankan"), [] { return kOneRow; }});
  });
  running.changed(JournalKind::judge_file);
  ASSERT_TRUE(wait_until([&] { return QFileInfo::exists(running.file(JournalKind::judge_file)); }, 5000));
  running.wait();
  // …and not offered while its keeper lives, nor is one whose lock another holds.
  EXPECT_TRUE(orphan_journals(folder).empty());
  const QString other = QUuid::createUuid().toString(QUuid::WithoutBraces);
  QLockFile held(QDir(folder).filePath(other + JournalKeeper::kLockSuffix));
  ASSERT_TRUE(held.tryLock(0));
  const QByteArray bytes =
      journal_bytes({JournalKind::judge_file, {}, QStringLiteral("lianliankan"), QDateTime::currentDateTimeUtc(), kOneRow});
  const QString held_journal = QDir(folder).filePath(other + QStringLiteral(".judge-file") + JournalKeeper::kJournalSuffix);
  {
    QFile file(held_journal);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
  }
  const QString loose = leave_journal(folder, bytes);
  // A Frontier running for hours holds a lock last written hours ago: still not offered
  // (QLockFile's stale time, 30 s, is for a lock whose owner cannot be asked).
  for (const QString& lock : QDir(folder).entryList({QLatin1Char('*') + JournalKeeper::kLockSuffix}, QDir::Files)) {
    QFile file(QDir(folder).filePath(lock));
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    ASSERT_TRUE(file.setFileTime(QDateTime::currentDateTime().addSecs(-7200), QFileDevice::FileModificationTime));
  }
  std::vector<OrphanJournal> orphans = orphan_journals(folder);
  for (const OrphanJournal& orphan : orphans) {
    EXPECT_NE(orphan.file, held_journal) << "a journal whose keeper holds its lock was offered";
    EXPECT_NE(orphan.file, running.file(JournalKind::judge_file));
  }
  ASSERT_EQ(orphans.size(), 1u);
  EXPECT_EQ(orphans[0].file, loose) << "the one left without a lock is offered";
  // Once the lock is let go (its process gone), it is offered.
  held.unlock();
  EXPECT_EQ(orphan_journals(folder).size(), 2u);
}

TEST(Recovery, AJournalThatDoesNotReadIsOfferedWithItsReasonAndCannotBeRecovered) {
  const QString folder = empty_journal_folder();
  leave_journal(folder, "{\"format\": \"frontier-journal\", \"text\": ");
  leave_journal(folder, journal_bytes({JournalKind::judge_file, QStringLiteral("/nowhere/bad.in"), QStringLiteral("lianliankan"),
                                       QDateTime::currentDateTimeUtc(), "2 2\n1 x\n"}));
  std::vector<OrphanJournal> orphans = orphan_journals(folder);
  ASSERT_EQ(orphans.size(), 2u);
  const auto broken = std::find_if(orphans.begin(), orphans.end(), [](const OrphanJournal& o) { return o.read() == nullptr; });
  const auto garbled = std::find_if(orphans.begin(), orphans.end(), [](const OrphanJournal& o) { return o.read() != nullptr; });
  ASSERT_NE(broken, orphans.end());
  ASSERT_NE(garbled, orphans.end());
  EXPECT_TRUE(std::get<QString>(broken->journal).contains(QStringLiteral("JSON"))) << std::get<QString>(broken->journal).toStdString();
  {
    RecoveryDialog dialog(*broken, 1, 2);
    EXPECT_FALSE(dialog.findChild<QPushButton*>(QStringLiteral("recover"))->isEnabled());
    EXPECT_TRUE(dialog.findChild<QPushButton*>(QStringLiteral("later"))->isDefault());
    EXPECT_TRUE(dialog.summary().contains(std::get<QString>(broken->journal)));
    EXPECT_TRUE(dialog.preview().contains(QStringLiteral("frontier-journal")));
  }
  MainWindow window;
  QString refusal;
  EXPECT_FALSE(window.recovery().recover(*garbled->read(), &refusal));
  EXPECT_FALSE(refusal.isEmpty());
  EXPECT_TRUE(refusal.contains(QStringLiteral("2:")) || refusal.contains(QStringLiteral("1:"))) << refusal.toStdString();
  EXPECT_FALSE(window.session().has_document()) << "a journal refused opened something";
  {
    RecoveryDialog dialog(*garbled, 2, 2, refusal);
    EXPECT_FALSE(dialog.findChild<QPushButton*>(QStringLiteral("recover"))->isEnabled());
    EXPECT_TRUE(dialog.summary().contains(refusal));
  }
  // Discarded, each is gone; a journal of another format is refused too.
  for (const OrphanJournal& orphan : orphans) remove_orphan(orphan);
  EXPECT_TRUE(orphan_journals(folder).empty());
  EXPECT_TRUE(std::holds_alternative<QString>(read_journal(R"({"format": "frontier-lesson", "version": 1})")));
}

TEST(Recovery, AnUnsavedLessonIsJournalledAndRecoveredWithItsSlides) {
  const QString folder = empty_journal_folder();
  {
    MainWindow window;
    ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("slide.in"), kOneRow)));
    window.lessons().add_slide();
    window.lessons().add_slide();
    ASSERT_TRUE(window.lessons().deck().modified());
    const QString lesson = window.recovery().journal_keeper().file(JournalKind::lesson);
    ASSERT_TRUE(wait_until([&] { return QFileInfo::exists(lesson); }, 5000));
    window.recovery().journal_keeper().wait();
    // Killed here: the journal stays as it is, its lock a dead process's.
    QFile::copy(lesson, QDir(folder).filePath(QStringLiteral("killed.lesson") + JournalKeeper::kJournalSuffix));
  }
  const std::vector<OrphanJournal> orphans = orphan_journals(folder);
  ASSERT_EQ(orphans.size(), 1u);
  ASSERT_NE(orphans[0].read(), nullptr);
  EXPECT_EQ(orphans[0].read()->kind, JournalKind::lesson);
  MainWindow window;
  QString refusal;
  ASSERT_TRUE(window.recovery().recover(*orphans[0].read(), &refusal)) << refusal.toStdString();
  EXPECT_EQ(window.lessons().deck().size(), 2);
  EXPECT_TRUE(window.lessons().deck().modified());
  EXPECT_EQ(write_lesson(window.lessons().deck().as_saved_to({})), orphans[0].read()->text);
  ASSERT_TRUE(wait_until([&] { return window.session().has_document(); }));
  EXPECT_EQ(QByteArray::fromStdString(window.session().file()->write()), kOneRow);
}

TEST(Recovery, TheStartAsksAboutEachJournalLaterKeepsItDiscardRemovesItRecoverOpensIt) {
  const QString folder = empty_journal_folder();
  const QString path = write_temporary(QStringLiteral("asked.in"), kOneRow);
  const QByteArray edited = "1 4\n1 0 9 1\n1\n1 1 1 4\n0 0\n";
  const auto left = [&] {
    return leave_journal(folder, journal_bytes({JournalKind::judge_file, path, QStringLiteral("lianliankan"),
                                                QDateTime::currentDateTimeUtc(), edited}));
  };
  const QString first = left();
  const QString second = left();
  MainWindow window;
  {
    DialogCatcher later(QStringLiteral("later"));
    window.recovery().offer_recovery();
    EXPECT_EQ(later.names(), (QStringList{QStringLiteral("recovery_dialog"), QStringLiteral("recovery_dialog")}));
  }
  EXPECT_TRUE(QFileInfo::exists(first) && QFileInfo::exists(second)) << "Later did not keep the journals";
  EXPECT_FALSE(window.session().has_document());
  {
    DialogCatcher discard(QStringLiteral("discard"));
    window.recovery().offer_recovery();
    EXPECT_EQ(discard.names().size(), 2);
  }
  EXPECT_FALSE(QFileInfo::exists(first) || QFileInfo::exists(second)) << "Discard kept a journal";
  EXPECT_FALSE(window.session().has_document());
  const QString third = left();
  {
    DialogCatcher recover(QStringLiteral("recover"));
    window.recovery().offer_recovery();
    EXPECT_EQ(recover.names(), QStringList{QStringLiteral("recovery_dialog")});
  }
  ASSERT_TRUE(window.session().has_document());
  EXPECT_EQ(QByteArray::fromStdString(window.session().file()->write()), edited);
  EXPECT_TRUE(window.session().editable()->dirty());
  EXPECT_FALSE(QFileInfo::exists(third)) << "the journal recovered was kept";
  // Nothing left: the next start asks nothing.
  DialogCatcher none;
  window.recovery().offer_recovery();
  EXPECT_TRUE(none.names().isEmpty());
}

TEST(Recovery, ALessonAndItsJudgeFileFromOneCrashAreBothRecoveredUnsaved) {
  const QString folder = empty_journal_folder();
  const QString keeper = QUuid::createUuid().toString(QUuid::WithoutBraces);
  QByteArray lesson_text;
  {
    MainWindow authoring;
    ASSERT_TRUE(open_and_wait(authoring, write_temporary(QStringLiteral("both.in"), kOneRow)));
    authoring.lessons().add_slide();
    lesson_text = write_lesson(authoring.lessons().deck().as_saved_to({}));
  }
  const QString path = write_temporary(QStringLiteral("both.in"), kOneRow);
  const QByteArray edited = "1 4\n1 5 0 1\n1\n1 1 1 4\n0 0\n";
  const auto leave = [&](const QString& what, const Journal& journal) {
    QFile file(QDir(folder).filePath(keeper + what + JournalKeeper::kJournalSuffix));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(journal_bytes(journal));
  };
  // The judge file's journal is the older, yet the lesson is asked about first.
  leave(QStringLiteral(".judge-file"), {JournalKind::judge_file, path, QStringLiteral("lianliankan"), QDateTime::currentDateTimeUtc(), edited});
  leave(QStringLiteral(".lesson"), {JournalKind::lesson, {}, QStringLiteral("lianliankan"), QDateTime::currentDateTimeUtc(), lesson_text});
  MainWindow window;
  {
    DialogCatcher recover(QStringLiteral("recover"));
    window.recovery().offer_recovery();
    EXPECT_EQ(recover.names(), (QStringList{QStringLiteral("recovery_dialog"), QStringLiteral("recovery_dialog")}))
        << "a prompt about unsaved changes came between them";
  }
  EXPECT_TRUE(window.lessons().deck().open());
  EXPECT_EQ(window.lessons().deck().size(), 1);
  EXPECT_TRUE(window.lessons().deck().modified());
  ASSERT_TRUE(window.session().has_document());
  EXPECT_EQ(QByteArray::fromStdString(window.session().file()->write()), edited);
  EXPECT_EQ(window.session().path(), path);
  EXPECT_TRUE(window.session().editable()->dirty());
  EXPECT_TRUE(orphan_journals(folder).empty());
  EXPECT_EQ(QDir(folder).entryList({keeper + QStringLiteral(".*")}, QDir::Files), QStringList{}) << "the dead keeper's files stayed";
}

// Whatever lies in the journal folder, the start reads only plain files of a journal's
// size: a link to a device that never ends (/dev/zero), one that gives nothing (/dev/null),
// a pipe nobody writes and a sparse file larger than any journal are each offered with
// the reason, not read, so that the start neither hangs nor fills the memory.
TEST(Recovery, WhatIsNotAJournalsPlainFileIsNamedWithTheReasonNotRead) {
  const QString folder = empty_journal_folder();
  const auto name = [&](const char* what) {
    return QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + QLatin1String(what) + JournalKeeper::kJournalSuffix);
  };
  ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), name(".judge-file")));
  ASSERT_TRUE(QFile::link(QStringLiteral("/dev/null"), name(".lesson")));
  ASSERT_EQ(::mkfifo(QFile::encodeName(name(".judge-file")).constData(), 0600), 0);
  const QString sparse = name(".judge-file");
  {
    QFile file(sparse);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(kMaxJournalBytes + 1));  // a hole: no block written
  }
  const QString fine = leave_journal(folder, journal_bytes({JournalKind::judge_file, {}, QStringLiteral("lianliankan"),
                                                            QDateTime::currentDateTimeUtc(), kOneRow}));
  QElapsedTimer timer;
  timer.start();
  const std::vector<OrphanJournal> orphans = orphan_journals(folder);
  EXPECT_LT(timer.elapsed(), 10000) << "the start read what it should have named";
  ASSERT_EQ(orphans.size(), 5U);
  int not_plain = 0;
  for (const OrphanJournal& orphan : orphans) {
    if (orphan.file == fine) {
      EXPECT_NE(orphan.read(), nullptr);
      continue;
    }
    ASSERT_EQ(orphan.read(), nullptr) << orphan.file.toStdString();
    const QString why = std::get<QString>(orphan.journal);
    EXPECT_TRUE(orphan.bytes.isEmpty()) << orphan.file.toStdString() << " was read";
    if (orphan.file == sparse) {
      EXPECT_TRUE(why.contains(QStringLiteral("larger than any journal"))) << why.toStdString();
    } else {
      EXPECT_TRUE(why.contains(QStringLiteral("not a plain file"))) << why.toStdString();
      ++not_plain;
    }
  }
  EXPECT_EQ(not_plain, 3);
  // Discarded, the links go, not what they name.
  for (const OrphanJournal& orphan : orphans) remove_orphan(orphan);
  EXPECT_TRUE(QFileInfo::exists(QStringLiteral("/dev/zero")));
  EXPECT_TRUE(QDir(folder).entryList(QDir::Files | QDir::System).isEmpty()) << QDir(folder).entryList(QDir::Files | QDir::System).join(u' ').toStdString();
}

// Many journals are one question, not one a journal: Keep All for Later asks once and
// keeps every one; Discard All asks once more, then removes every one.
TEST(Recovery, ManyJournalsAreAnsweredOnceForAll) {
  const QString folder = empty_journal_folder();
  QStringList left;
  for (int k = 0; k < 6; ++k) {
    left << leave_journal(folder, journal_bytes({JournalKind::judge_file, {}, QStringLiteral("lianliankan"),
                                                 QDateTime::currentDateTimeUtc(), kOneRow}));
  }
  MainWindow window;
  {
    DialogCatcher later(QStringLiteral("later_all"));
    window.recovery().offer_recovery();
    EXPECT_EQ(later.names(), QStringList{QStringLiteral("recovery_dialog")});
  }
  for (const QString& journal : left) EXPECT_TRUE(QFileInfo::exists(journal)) << "Keep All for Later removed " << journal.toStdString();
  {
    // The question comes inside the dialog's click: a second catcher answers it while the
    // first waits in that click.
    DialogCatcher discard(QStringLiteral("discard_all"));
    DialogCatcher confirm(QStringLiteral("discard_all"));
    window.recovery().offer_recovery();
    const QStringList seen = discard.names() + confirm.names();
    EXPECT_EQ(seen.count(QStringLiteral("recovery_dialog")), 1) << seen.join(u' ').toStdString();
    EXPECT_EQ(seen.count(QStringLiteral("discard_all_question")), 1) << seen.join(u' ').toStdString();
  }
  EXPECT_TRUE(orphan_journals(folder).empty());
  EXPECT_FALSE(window.session().has_document());
}

TEST(Recovery, AJournalFolderThatCannotBeMadeIsSaidAtOnceAndEditingGoesOn) {
  const QString folder = journal_folder();
  QDir(folder).removeRecursively();
  ASSERT_TRUE(QDir().mkpath(QFileInfo(folder).absolutePath()));  // the settings' folder, new in a test run alone
  {
    QFile in_the_way(folder);  // a file where the folder would be
    ASSERT_TRUE(in_the_way.open(QIODevice::WriteOnly));
  }
  MainWindow window;
  const auto* status = window.findChild<QLabel*>(QStringLiteral("status"));
  ASSERT_NE(status, nullptr);
  EXPECT_TRUE(status->text().contains(QDir::toNativeSeparators(folder))) << status->text().toStdString();
  open_and_edit(window, QStringLiteral("unjournalled.in"));
  // Still in sight once there is something unsaved, whatever the status bar said since.
  const auto* not_kept = window.findChild<QLabel*>(QStringLiteral("journal_not_kept"));
  ASSERT_NE(not_kept, nullptr);
  EXPECT_TRUE(not_kept->isVisible());
  EXPECT_TRUE(not_kept->toolTip().contains(QDir::toNativeSeparators(folder))) << not_kept->toolTip().toStdString();
  QTest::qWait(JournalKeeper::kDelayMs + 300);
  EXPECT_TRUE(QFileInfo(folder).isFile());
  EXPECT_TRUE(window.session().editable()->dirty());
  QFile::remove(folder);
}

TEST(Recovery, AHeadlessRunNeitherOffersNorKeepsJournalsInTheUsersFolder) {
  // The user's folders, as Frontier finds them through XDG's variables: a journal a crash
  // left in the settings' folder, and nothing in the data folder.
  QTemporaryDir home;
  ASSERT_TRUE(home.isValid());
  const QString journals = QDir(home.path()).filePath(QStringLiteral("config/Frontier/journals"));
  ASSERT_TRUE(QDir().mkpath(journals));
  const QString left = leave_journal(journals, journal_bytes({JournalKind::judge_file, {}, QStringLiteral("lianliankan"),
                                                              QDateTime::currentDateTimeUtc(), kOneRow}));
  QProcessEnvironment environment;
  environment.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(home.path()).filePath(QStringLiteral("config")));
  environment.insert(QStringLiteral("XDG_DATA_HOME"), QDir(home.path()).filePath(QStringLiteral("data")));
  const QString shot = QDir(home.path()).filePath(QStringLiteral("shot.png"));
  // A dialog waiting for an answer would hold the run until run_frontier gives up.
  const ProgramRun run = run_frontier({samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"),
                                       QStringLiteral("--mode"), QStringLiteral("edit"), QStringLiteral("--screenshot"), shot},
                                      environment);
  EXPECT_EQ(run.status, 0) << run.err.toStdString();
  EXPECT_TRUE(QFileInfo::exists(shot));
  EXPECT_EQ(QDir(journals).entryList(QDir::Files), QStringList{QFileInfo(left).fileName()})
      << "a headless run touched the user's journals";
  EXPECT_FALSE(QFileInfo::exists(QDir(home.path()).filePath(QStringLiteral("data/Frontier"))));
}

}  // namespace
}  // namespace frontier::gui::testing
