// Where the window's file dialogs start (window/dialog_folders.hpp): in the open judge
// file's folder, else the lesson's, else the last folder used, else Documents or home; an
// export only where it may write, Pictures first; the name an export offers made from the
// view's title. Home is a scratch folder of the test's own (QStandardPaths' test mode reads
// Documents and Pictures as HOME/Documents and HOME/Pictures), so the fall-backs are the
// test's to arrange.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <functional>

#include "gui_test_support.hpp"
#include "puzzles/adapters.hpp"
#include "window/dialog_folders.hpp"
#include "window/examples.hpp"
#include "window/picture_dialog.hpp"

namespace frontier::gui::testing {
namespace {

const QString kLastFolderKey = QStringLiteral("dialogs/last_folder");

// A folder no one may create a file in, root included (the tests may run as root, for
// whom a folder's mode bits are no bar): the kernel refuses every write under
// /proc/sys/kernel, and hostname is a file there on every Linux.
const QString kUnwritableFile = QStringLiteral("/proc/sys/kernel/hostname");

class DialogFolders : public ::testing::Test {
 protected:
  void SetUp() override {
    home_before_ = qgetenv("HOME");
    qputenv("HOME", home_.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);  // no user-dirs.dirs of the machine's: HOME/Pictures, HOME/Documents
    QSettings().remove(kLastFolderKey);
  }
  void TearDown() override {
    QSettings().remove(kLastFolderKey);
    QStandardPaths::setTestModeEnabled(false);
    qputenv("HOME", home_before_);
  }
  QString home(const QString& name = {}) const { return name.isEmpty() ? QDir(home_.path()).absolutePath() : QDir(home_.path()).absoluteFilePath(name); }
  QString made(const QString& folder) const {
    EXPECT_TRUE(QDir().mkpath(folder));
    return QFileInfo(folder).absoluteFilePath();
  }
  // A copy of the Lianliankan sample named `name` in `folder`.
  static QString sample_in(const QString& folder, const QString& name) {
    const QString path = QDir(folder).absoluteFilePath(name);
    QFile::remove(path);
    EXPECT_TRUE(QFile::copy(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"), path));
    return path;
  }

 private:
  QTemporaryDir home_;
  QByteArray home_before_;
};

// What the next modal dialog started with: its folder and the file it offered. `answer`
// then handles it (reject when empty).
struct Started {
  QString folder;
  QString file;
  QString dialog;       // the dialog's class
  QStringList after;    // the dialogs that came after it (each rejected), by class
};
Started next_dialog(const std::function<void()>& trigger, const std::function<void(QDialog&)>& answer = {}) {
  Started started;
  QTimer poll;
  QObject::connect(&poll, &QTimer::timeout, [&] {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr) return;
    if (!started.dialog.isEmpty()) {
      // One the answer left open, or one it brought up: rejected, so that the test goes on.
      started.after << QString::fromLatin1(dialog->metaObject()->className());
      if (auto* box = qobject_cast<QMessageBox*>(dialog)) started.after << box->text();
      dialog->reject();
      return;
    }
    started.dialog = QString::fromLatin1(dialog->metaObject()->className());
    if (auto* files = qobject_cast<QFileDialog*>(dialog)) {
      started.folder = files->directory().absolutePath();
      started.file = files->selectedFiles().value(0);
    } else if (auto* path = dialog->findChild<QLineEdit*>(QStringLiteral("picture_path"))) {
      started.file = path->text();
      started.folder = QFileInfo(started.file).absolutePath();
    }
    if (answer) {
      answer(*dialog);
    } else {
      dialog->reject();
    }
  });
  poll.start(20);
  trigger();
  return started;
}

TEST_F(DialogFolders, ADialogStartsInTheJudgeFilesFolderElseTheLessonsElseTheLastOneUsed) {
  QTemporaryDir judges, lessons, last;
  const QString judge = judges.filePath(QStringLiteral("board.in"));
  const QString lesson = lessons.filePath(QStringLiteral("bfs.frontier-lesson"));
  for (const DialogUse use : {DialogUse::open, DialogUse::save, DialogUse::save_lesson, DialogUse::export_file}) {
    EXPECT_EQ(dialog_folder(use, {judge, lesson}), judges.path());
    EXPECT_EQ(dialog_folder(use, {QString(), lesson}), lessons.path()) << "a slide's embedded judge text has no folder";
  }
  remember_dialog_folder(last.filePath(QStringLiteral("chosen.gif")));
  EXPECT_EQ(QSettings().value(kLastFolderKey).toString(), last.path());
  EXPECT_EQ(dialog_folder(DialogUse::open, {QString(), QString()}), last.path());
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {}), last.path());
  EXPECT_EQ(dialog_folder(DialogUse::open, {judge}), judges.path()) << "the open file before the last folder used";
}

// A shipped lesson's copy (the class's votes on it) is the user's: never put among the
// samples, even in a source tree whose samples' folder may be written in, nor in the last
// folder used when that was the samples'.
TEST_F(DialogFolders, ALessonIsNeverSavedAmongFrontiersSamples) {
  const QString lesson = samples_directory() + QStringLiteral("/lessons/zero_one_bfs_mahjong.frontier-lesson");
  const QString judge = samples_directory() + QStringLiteral("/mahjong/sample.in");
  ASSERT_TRUE(is_shipped(lesson));
  ASSERT_TRUE(is_shipped(samples_directory()));
  ASSERT_FALSE(is_shipped(home()));
  remember_dialog_folder(lesson);
  const QString documents = made(home(QStringLiteral("Documents")));
  EXPECT_EQ(dialog_folder(DialogUse::save_lesson, {lesson, judge}), documents);
  // What else is written beside a sample stays where it was: a judge file, a picture.
  if (QFileInfo(QFileInfo(judge).absolutePath()).isWritable()) {
    EXPECT_EQ(dialog_folder(DialogUse::save, {judge}), QFileInfo(judge).absolutePath());
  }
}

TEST_F(DialogFolders, WithNothingOpenNorUsedADialogStartsInDocumentsElseHome) {
  EXPECT_EQ(dialog_folder(DialogUse::open, {}), home()) << "no Documents folder yet";
  const QString documents = made(home(QStringLiteral("Documents")));
  EXPECT_EQ(dialog_folder(DialogUse::open, {}), documents);
  EXPECT_EQ(dialog_folder(DialogUse::save, {}), documents);
  // A last folder since removed is passed over.
  remember_dialog_folder(home(QStringLiteral("gone/x.in")));
  EXPECT_EQ(dialog_folder(DialogUse::open, {}), documents);
}

TEST_F(DialogFolders, AnExportStartsOnlyWhereItMayWritePicturesFirstThenDocumentsThenHome) {
  ASSERT_TRUE(QFileInfo(kUnwritableFile).exists());
  ASSERT_FALSE(QFileInfo(QFileInfo(kUnwritableFile).absolutePath()).isWritable());
  // Opening from there is fine; writing there is not.
  EXPECT_EQ(dialog_folder(DialogUse::open, {kUnwritableFile}), QStringLiteral("/proc/sys/kernel"));
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {kUnwritableFile}), home());
  EXPECT_EQ(dialog_folder(DialogUse::save, {kUnwritableFile}), home());
  const QString documents = made(home(QStringLiteral("Documents")));
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {kUnwritableFile}), documents);
  const QString pictures = made(home(QStringLiteral("Pictures")));
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {kUnwritableFile}), pictures);
  EXPECT_EQ(dialog_folder(DialogUse::save, {kUnwritableFile}), documents) << "a judge file or a lesson is no picture";
  // Nor is a last folder used that cannot be written in.
  remember_dialog_folder(kUnwritableFile);
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {}), pictures);
  EXPECT_EQ(dialog_folder(DialogUse::open, {}), QStringLiteral("/proc/sys/kernel"));
  // The open file's folder, when it may be written in, comes before them all.
  QTemporaryDir writable;
  EXPECT_EQ(dialog_folder(DialogUse::export_file, {writable.filePath(QStringLiteral("board.in"))}), writable.path());
}

TEST(ExportNames, ATitleBecomesAFileNameWithoutSlashesOrControlCharacters) {
  EXPECT_EQ(file_name_from_title(QStringLiteral("hdu1175_sample")), QStringLiteral("hdu1175_sample"));
  EXPECT_EQ(file_name_from_title(QStringLiteral("BFS / DFS: layers?")), QStringLiteral("BFS - DFS- layers-"));
  EXPECT_EQ(file_name_from_title(QStringLiteral("a\\b")), QStringLiteral("a-b"));
  EXPECT_EQ(file_name_from_title(QStringLiteral("two\tlines\nof\x01 it")), QStringLiteral("two lines of it"));
  EXPECT_EQ(file_name_from_title(QStringLiteral("..hidden.")), QStringLiteral("hidden"));
  EXPECT_EQ(file_name_from_title(QStringLiteral("华容道：第一课")), QStringLiteral("华容道：第一课")) << "the full-width colon is a letter to every file system";
  EXPECT_EQ(file_name_from_title(QString()), QStringLiteral("frontier"));
  EXPECT_EQ(file_name_from_title(QStringLiteral(" /.. ")), QStringLiteral("-")) ;
  EXPECT_EQ(file_name_from_title(QStringLiteral("\x01\x02")), QStringLiteral("frontier"));
  // Long titles are cut to fit a file system's 255 bytes with a suffix, never in the
  // middle of a character.
  const QString cut = file_name_from_title(QString(300, QChar(0x5B57)) + QStringLiteral("😀"));
  EXPECT_LE(cut.toUtf8().size(), 200);
  EXPECT_GE(cut.toUtf8().size(), 190);
  EXPECT_EQ(QString::fromUtf8(cut.toUtf8()), cut);
  const QString emoji = file_name_from_title(QString(99, u'a') + QString::fromUtf8("😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"));
  EXPECT_LE(emoji.toUtf8().size(), 200);
  EXPECT_FALSE(emoji.back().isHighSurrogate());
  for (const QChar c : file_name_from_title(QStringLiteral("a/b\\c:d*e?f\"g<h>i|j\x7f"))) {
    EXPECT_FALSE(QStringLiteral("/\\:*?\"<>|").contains(c) || c.category() == QChar::Other_Control) << static_cast<int>(c.unicode());
  }
}

TEST_F(DialogFolders, FileOpenStartsInTheOpenFilesFolderAndRemembersTheFolderChosen) {
  QTemporaryDir first, second;
  const QString opened = sample_in(first.path(), QStringLiteral("board.in"));
  const QString next = sample_in(second.path(), QStringLiteral("next.in"));
  MainWindow window;
  // Nothing open: Documents (home here, which has none).
  EXPECT_EQ(next_dialog([&] { window.action(QStringLiteral("open"))->trigger(); }).folder, home());
  ASSERT_TRUE(open_and_wait(window, opened));
  const Started started = next_dialog([&] { window.action(QStringLiteral("open"))->trigger(); },
                                      [&](QDialog& dialog) {
                                        // Typed in the name box, as a user may: selectFile waits on
                                        // the folder's listing, made on a thread of its own.
                                        dialog.findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))->setText(next);
                                        dialog.accept();  // QFileDialog's own accept, public through QDialog
                                      });
  EXPECT_EQ(started.dialog, QStringLiteral("QFileDialog"));
  EXPECT_TRUE(started.after.isEmpty()) << started.after.join(u' ').toStdString();
  EXPECT_EQ(started.folder, first.path());
  EXPECT_EQ(QSettings().value(kLastFolderKey).toString(), second.path()) << "the folder chosen is remembered";
  ASSERT_TRUE(wait_until([&] { return !window.session().loading() && window.session().path() == next; }));
}

TEST_F(DialogFolders, SavingANewFileStartsInDocumentsWithThePuzzlesName) {
  const QString documents = made(home(QStringLiteral("Documents")));
  MainWindow window;
  const PuzzleAdapter& puzzle = *find_puzzle("huarongdao");
  ASSERT_TRUE(window.files().new_file(puzzle, 9, {}).made);
  EXPECT_EQ(window.view_title(), puzzle.title()) << "an unsaved file is named by its puzzle";
  const Started started = next_dialog([&] { window.action(QStringLiteral("save"))->trigger(); });
  EXPECT_EQ(started.folder, documents);
  EXPECT_EQ(QFileInfo(started.file).fileName(), QStringLiteral("huarongdao.in"));
}

TEST_F(DialogFolders, ExportsOfferTheViewsTitleBesideTheJudgeFile) {
  QTemporaryDir folder;
  const QString judge = sample_in(folder.path(), QStringLiteral("turns: two at most.in"));
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, judge));
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_EQ(window.view_title(), QStringLiteral("turns: two at most"));
  const QString offered = folder.filePath(QStringLiteral("turns- two at most"));
  const Started picture = next_dialog([&] { window.action(QStringLiteral("export_picture"))->trigger(); });
  EXPECT_EQ(picture.dialog, QStringLiteral("frontier::gui::PictureDialog"));
  EXPECT_EQ(picture.file, offered + QStringLiteral(".png"));
  const Started svg = next_dialog([&] { window.action(QStringLiteral("export_svg"))->trigger(); });
  EXPECT_EQ(svg.folder, folder.path());
  EXPECT_EQ(svg.file, offered + QStringLiteral(".svg"));
}

// A name typed without its folder goes into the folder the dialog offered, not into the
// folder the program was started from.
TEST_F(DialogFolders, ANameTypedAloneInAnExportDialogIsInTheFolderOffered) {
  QTemporaryDir folder;
  PictureDialog dialog(nullptr, folder.filePath(QStringLiteral("offered.png")), QSize(6, 5));
  dialog.path_edit()->setText(QStringLiteral("typed.svg"));
  EXPECT_EQ(dialog.request().path, folder.filePath(QStringLiteral("typed.svg")));
  dialog.path_edit()->setText(home(QStringLiteral("elsewhere.png")));
  EXPECT_EQ(dialog.request().path, home(QStringLiteral("elsewhere.png")));
}

}  // namespace
}  // namespace frontier::gui::testing
