// Every file Frontier writes is written whole or not at all (document/whole_file.hpp), and
// a path that names a device or a pipe is written through, never replaced: a student's
// results on a full disk keep their last good copy, the gradebook goes down a pipe
// (`--csv /dev/stdout`), and /dev/full stays a device.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

#include "document/whole_file.hpp"
#include "gui_test_support.hpp"
#include "results/results_keeper.hpp"

namespace frontier::gui::testing {
namespace {

QByteArray bytes_of(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.readAll();
}

// While alive, the process may write no file longer than `bytes` (a disk that fills up
// mid-write, which binds root too); a write past it fails with EFBIG instead of a signal.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    getrlimit(RLIMIT_FSIZE, &saved_);
    handler_ = std::signal(SIGXFSZ, SIG_IGN);
    rlimit tight = saved_;
    tight.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &tight);
  }
  ~FileSizeLimit() {
    setrlimit(RLIMIT_FSIZE, &saved_);
    std::signal(SIGXFSZ, handler_);
  }
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  rlimit saved_{};
  void (*handler_)(int) = nullptr;
};

ResultActivity an_activity() {
  ResultActivity activity;
  activity.mode = QStringLiteral("play");
  activity.file = QStringLiteral("sample.in");
  activity.puzzle = "lianliankan";
  activity.algorithm = "bfs-turns";
  activity.instance.judge_text = QStringLiteral("1 4\n1 0 0 1\n1\n1 1 1 4\n0 0\n");
  return activity;
}

// The results keeper's rewrite, cut short by a full disk, leaves the file as it was and
// says why; the buffered write it used to make renamed the cut copy over the good one.
TEST(WholeWrites, AResultsRewriteOnAFullDiskKeepsTheLastGoodFileAndSaysWhy) {
  QTemporaryDir folder;
  ResultsKeeper keeper(folder.path());
  keeper.set_student(QStringLiteral("Cai Xin"));
  keeper.begin(an_activity());
  for (int k = 0; k < 12; ++k) keeper.add(ResultStep::of(ResultAction::move, QStringLiteral("a move, said in words %1").arg(k)));
  const QByteArray good = bytes_of(keeper.path());
  ASSERT_GT(good.size(), 2000);
  QStringList failures;
  QObject::connect(&keeper, &ResultsKeeper::write_failed, [&](const QString& why) { failures << why; });
  {
    const FileSizeLimit full(static_cast<rlim_t>(good.size() / 2));
    keeper.add(ResultStep::of(ResultAction::move, QStringLiteral("one more")));
  }
  EXPECT_EQ(bytes_of(keeper.path()), good) << "the results file was damaged by a write that failed";
  ASSERT_EQ(failures.size(), 1);
  EXPECT_FALSE(failures.front().isEmpty());
  EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files), QStringList{QFileInfo(keeper.path()).fileName()}) << "a temporary file was left";
  // Room again: the next step writes every step, the one that failed among them.
  keeper.add(ResultStep::of(ResultAction::move, QStringLiteral("and another")));
  EXPECT_TRUE(bytes_of(keeper.path()).contains("one more"));
}

// A FIFO is written through: the reader gets the bytes, and the FIFO is still a FIFO.
TEST(WholeWrites, APipeIsWrittenThroughNotReplaced) {
  QTemporaryDir folder;
  const QString fifo = folder.filePath(QStringLiteral("grades.csv"));
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  QFuture<QByteArray> reader = QtConcurrent::run([fifo] { return bytes_of(fifo); });
  EXPECT_EQ(save_whole(fifo, "Student,ID\n"), QString());
  EXPECT_EQ(reader.result(), QByteArray("Student,ID\n"));
  struct stat status {};
  ASSERT_EQ(::stat(QFile::encodeName(fifo).constData(), &status), 0);
  EXPECT_TRUE(S_ISFIFO(status.st_mode));
}

// The command line's writers, as a script uses them: the gradebook to standard output
// (piped), and a device that refuses every byte left a device, with the reason and a
// non-zero exit.
TEST(WholeWrites, TheCommandLineWritesThroughStandardOutputAndLeavesDevicesDevices) {
  QTemporaryDir folder;
  const ProgramRun piped = run_frontier({QStringLiteral("--class-results"), folder.path(), QStringLiteral("--csv"), QStringLiteral("/dev/stdout")});
  EXPECT_EQ(piped.status, 0) << piped.err.toStdString();
  EXPECT_TRUE(piped.out.startsWith(QStringLiteral("Student"))) << piped.out.toStdString();

  const QString lesson = samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson");
  const ProgramRun full = run_frontier({lesson, QStringLiteral("--slide"), QStringLiteral("1"), QStringLiteral("--student"),
                                        QStringLiteral("Cai Xin"), QStringLiteral("--export-board"), QStringLiteral("/dev/full")});
  EXPECT_NE(full.status, 0) << "a board written to /dev/full was said to be written";
  EXPECT_TRUE(full.err.contains(QStringLiteral("/dev/full"))) << full.err.toStdString();
  struct stat status {};
  ASSERT_EQ(::stat("/dev/full", &status), 0);
  EXPECT_TRUE(S_ISCHR(status.st_mode)) << "/dev/full was replaced by a plain file";
}

// What a student hands in (File ▸ Export My Results), the gradebook (--csv) and a
// student's board (--export-board), each written over a file there before on a disk too
// full for it: the old file stays whole, the reason is said, nothing claims success.
TEST(WholeWrites, ExportsOnAFullDiskLeaveTheOldFileWholeAndSayWhy) {
  QTemporaryDir folder;
  const QByteArray old(300, 'o');
  const auto an_old_file = [&](const QString& name) {
    const QString path = folder.filePath(name);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(old);
    return path;
  };
  // Export My Results: the student's file, some kilobytes.
  ResultsKeeper keeper(folder.filePath(QStringLiteral("kept")));
  keeper.set_student(QStringLiteral("Cai Xin"));
  keeper.begin(an_activity());
  for (int k = 0; k < 12; ++k) keeper.add(ResultStep::of(ResultAction::move, QStringLiteral("a move, said in words %1").arg(k)));
  const QString handed = an_old_file(QStringLiteral("Cai Xin.frontier-results"));
  QString why;
  {
    const FileSizeLimit full(1000);
    why = keeper.export_to(handed);
  }
  EXPECT_FALSE(why.isEmpty()) << "an export that could not be written was said to be";
  EXPECT_EQ(bytes_of(handed), old);

  // The gradebook of that student's class, and a student's board of a 30x30 slide.
  const QString results = folder.filePath(QStringLiteral("results"));
  ASSERT_TRUE(QDir().mkpath(results));
  ASSERT_TRUE(QFile::copy(keeper.path(), results + QStringLiteral("/Cai Xin.frontier-results")));
  const QString gradebook = an_old_file(QStringLiteral("keep.csv"));
  const QString board = an_old_file(QStringLiteral("board.in"));
  const QString lesson = samples_directory() + QStringLiteral("/lessons/class_results_lianliankan.frontier-lesson");
  ProgramRun csv_run;
  ProgramRun board_run;
  {
    const FileSizeLimit full(40);  // the board is some 60 bytes, the gradebook some hundreds
    csv_run = run_frontier({QStringLiteral("--class-results"), results, QStringLiteral("--csv"), gradebook});
    board_run = run_frontier({lesson, QStringLiteral("--slide"), QStringLiteral("3"), QStringLiteral("--student"), QStringLiteral("Cai Xin"),
                              QStringLiteral("--export-board"), board});
  }
  EXPECT_NE(csv_run.status, 0) << "a gradebook that could not be written was said to be";
  EXPECT_TRUE(csv_run.err.contains(gradebook)) << csv_run.err.toStdString();
  EXPECT_EQ(bytes_of(gradebook), old);
  EXPECT_NE(board_run.status, 0) << "a board that could not be written was said to be";
  EXPECT_TRUE(board_run.err.contains(board)) << board_run.err.toStdString();
  EXPECT_EQ(bytes_of(board), old);
  EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files).size(), 3) << "a temporary file was left";
}

// The class view's picture, on a disk too full for it, leaves the old picture whole and
// says why.
TEST(WholeWrites, TheClassViewsPictureOnAFullDiskLeavesTheOldOneAndSaysWhy) {
  QTemporaryDir folder;
  const QString picture = folder.filePath(QStringLiteral("class.png"));
  {
    QFile old(picture);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(300, 'p'));
  }
  const QString results = folder.filePath(QStringLiteral("results"));
  ASSERT_TRUE(QDir().mkpath(results));
  // The child inherits the limit: its picture (some kilobytes) cannot be written whole.
  ProgramRun run;
  {
    const FileSizeLimit full(1000);
    run = run_frontier({QStringLiteral("--class-results"), results, QStringLiteral("--screenshot"), picture, QStringLiteral("--size"),
                        QStringLiteral("800x400")});
  }
  EXPECT_NE(run.status, 0) << "a picture that could not be written was said to be";
  EXPECT_TRUE(run.err.contains(QStringLiteral("cannot be written: "))) << run.err.toStdString();
  EXPECT_EQ(bytes_of(picture), QByteArray(300, 'p'));
}

}  // namespace
}  // namespace frontier::gui::testing
