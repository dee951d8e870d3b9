// Whose work a results file holds: two names never share a file (made safe as file names,
// "Wang/Fang" and "Wang-Fang" would), a file of another student's found under one's name is
// never mixed with one's own, and every file of a folder handed in is counted or named with
// its reason (hidden, a link that leads nowhere, a name that is not UTF-8), never dropped.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimeZone>
#include <fcntl.h>
#include <unistd.h>

#include "document/file_name.hpp"
#include "document/whole_file.hpp"
#include "gui_test_support.hpp"
#include "results/class_results.hpp"
#include "results/results_keeper.hpp"

namespace frontier::gui::testing {
namespace {

ResultActivity played(const QDateTime& started) {
  ResultActivity activity;
  activity.mode = QStringLiteral("play");
  activity.file = QStringLiteral("sample.in");
  activity.puzzle = "lianliankan";
  activity.algorithm = "bfs-turns";
  activity.instance.judge_text = QStringLiteral("1 4\n1 0 0 1\n1\n1 1 1 4\n0 0\n");
  activity.started = started;
  activity.steps.push_back(ResultStep::of(ResultAction::move, QStringLiteral("a move")));
  return activity;
}

QByteArray results_of(const QString& student, const QDateTime& started) {
  return write_results(StudentResults{student, {played(started)}});
}

StudentResults read_back(const QString& path) {
  auto read = read_results_file(path);
  if (const auto* error = std::get_if<ResultsError>(&read)) ADD_FAILURE() << error->message(path).toStdString();
  return std::get_if<StudentResults>(&read) ? std::get<StudentResults>(read) : StudentResults{};
}

const QDateTime kMonday = QDateTime(QDate(2026, 12, 7), QTime(9, 0), Qt::UTC);

TEST(ResultsNames, NamesThatMeetWhenMadeSafeKeepFilesOfTheirOwn) {
  const std::vector<std::pair<QString, QString>> pairs{{QStringLiteral("a/b"), QStringLiteral("a-b")},
                                                       {QStringLiteral("a:b"), QStringLiteral("a-b")},
                                                       {QStringLiteral("Li Lei"), QStringLiteral("Li Lei.")},
                                                       {QStringLiteral("Wang/Fang"), QStringLiteral("Wang-Fang")}};
  for (const auto& [one, other] : pairs) {
    EXPECT_NE(results_file_name(one), results_file_name(other)) << one.toStdString() << " and " << other.toStdString();
    EXPECT_FALSE(results_file_name(one).contains(u'/'));
  }
  EXPECT_EQ(results_file_name(QStringLiteral("  Li Lei ")), QStringLiteral("Li Lei.frontier-results")) << "a plain name is its file's";

  // On a shared machine, one after the other: each keeps their own work.
  QTemporaryDir folder;
  ResultsKeeper keeper(folder.path());
  for (const QString& student : {QStringLiteral("Wang/Fang"), QStringLiteral("Wang-Fang")}) {
    keeper.set_student(student);
    keeper.begin(played(kMonday));
    keeper.add(ResultStep::of(ResultAction::move, student + QStringLiteral(" moves")));
    keeper.end();
  }
  for (const QString& student : {QStringLiteral("Wang/Fang"), QStringLiteral("Wang-Fang")}) {
    const StudentResults kept = read_back(folder.filePath(results_file_name(student)));
    EXPECT_EQ(kept.student, student);
    ASSERT_EQ(kept.activities.size(), 1u) << student.toStdString() << "'s file holds another's work";
    EXPECT_EQ(kept.activities.front().steps.back().words, student + QStringLiteral(" moves"));
  }
}

// A file an earlier Frontier kept for "Wang/Fang" under the name "Wang-Fang" now reads: when
// Wang-Fang comes, it goes to Wang/Fang's own name, untouched, and Wang-Fang starts afresh.
TEST(ResultsNames, AnotherStudentsFileUnderOnesNameGoesToTheirsNotIntoOnesOwn) {
  QTemporaryDir folder;
  const QString old_name = folder.filePath(legacy_results_file_name(QStringLiteral("Wang/Fang")));
  ASSERT_EQ(old_name, folder.filePath(QStringLiteral("Wang-Fang.frontier-results")));
  const QByteArray theirs = results_of(QStringLiteral("Wang/Fang"), kMonday);
  ASSERT_EQ(save_whole(old_name, theirs), QString());
  ResultsKeeper keeper(folder.path());
  keeper.set_student(QStringLiteral("Wang-Fang"));
  keeper.begin(played(kMonday.addDays(1)));
  keeper.add(ResultStep::of(ResultAction::move, QStringLiteral("mine")));
  const StudentResults mine = read_back(keeper.path());
  EXPECT_EQ(mine.student, QStringLiteral("Wang-Fang"));
  EXPECT_EQ(mine.activities.size(), 1u) << "Wang/Fang's work was taken into Wang-Fang's file";
  QFile moved(folder.filePath(results_file_name(QStringLiteral("Wang/Fang"))));
  ASSERT_TRUE(moved.open(QIODevice::ReadOnly)) << "Wang/Fang's file was lost";
  EXPECT_EQ(moved.readAll(), theirs);
  // And Wang/Fang, coming back, finds their work.
  ResultsKeeper back(folder.path());
  back.set_student(QStringLiteral("Wang/Fang"));
  back.begin(played(kMonday.addDays(2)));
  back.add(ResultStep::of(ResultAction::move, QStringLiteral("again")));
  EXPECT_EQ(read_back(back.path()).activities.size(), 2u);
}

// Every file handed in is counted or named: a hidden one and one whose name is not UTF-8
// (a GBK name out of a Windows zip) are read; a link to nothing and a loop of links are named
// with their reason, and the command line exits non-zero.
TEST(ResultsNames, EveryFileOfTheFolderIsCountedOrNamedWithItsReason) {
  QTemporaryDir folder;
  ASSERT_EQ(save_whole(folder.filePath(QStringLiteral("Ann Lee.frontier-results")), results_of(QStringLiteral("Ann Lee"), kMonday)), QString());
  ASSERT_EQ(save_whole(folder.filePath(QStringLiteral(".Bo Wang.frontier-results")), results_of(QStringLiteral("Bo Wang"), kMonday)), QString());
  const QString gbk = folder.filePath(file_name_from_bytes(QByteArray("\xd5\xc5\xc8\xfd.frontier-results")));  // 张三 in GBK
  ASSERT_TRUE(has_foreign_bytes(gbk));
  {
    const QByteArray bytes = results_of(QStringLiteral("张三"), kMonday);
    const int written = ::open(file_name_bytes(gbk).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);  // as unzip writes it
    ASSERT_GE(written, 0);
    ASSERT_EQ(::write(written, bytes.constData(), static_cast<std::size_t>(bytes.size())), bytes.size());
    ::close(written);
  }
  ASSERT_EQ(::symlink("/nonexistent/x.frontier-results", QFile::encodeName(folder.filePath(QStringLiteral("gone.frontier-results"))).constData()), 0);
  ASSERT_EQ(::symlink("loop.frontier-results", QFile::encodeName(folder.filePath(QStringLiteral("loop.frontier-results"))).constData()), 0);

  const ClassResults results = read_class_results(folder.path());
  QStringList students;
  for (const StudentRow& row : results.students) students << row.student;
  EXPECT_EQ(students, (QStringList{QStringLiteral("Ann Lee"), QStringLiteral("Bo Wang"), QStringLiteral("张三")}));
  ASSERT_EQ(results.refused.size(), 2) << results.refused.join(u'\n').toStdString();
  EXPECT_TRUE(results.refused[0].startsWith(QStringLiteral("gone.frontier-results"))) << results.refused[0].toStdString();
  EXPECT_TRUE(results.refused[1].startsWith(QStringLiteral("loop.frontier-results"))) << results.refused[1].toStdString();

  const ProgramRun run = run_frontier({QStringLiteral("--class-results"), folder.path(), QStringLiteral("--csv"), QStringLiteral("/dev/null")});
  EXPECT_NE(run.status, 0) << "files left out, and the exit said all was well";
  EXPECT_TRUE(run.err.contains(QStringLiteral("gone.frontier-results")) && run.err.contains(QStringLiteral("loop.frontier-results")))
      << run.err.toStdString();
}

// One name in two files: a file handed in again (the earlier work in it too) is one student;
// two files with nothing in common are said, since two students may have given one name.
TEST(ResultsNames, OneNameInTwoFilesWithDifferentWorkIsSaid) {
  QTemporaryDir again;
  ASSERT_EQ(save_whole(again.filePath(QStringLiteral("Li Lei.frontier-results")), results_of(QStringLiteral("Li Lei"), kMonday)), QString());
  ASSERT_EQ(save_whole(again.filePath(QStringLiteral("Li Lei (1).frontier-results")), results_of(QStringLiteral("Li Lei"), kMonday)), QString());
  EXPECT_TRUE(read_class_results(again.path()).shared_names.isEmpty());

  QTemporaryDir two;
  ASSERT_EQ(save_whole(two.filePath(QStringLiteral("Li Lei.frontier-results")), results_of(QStringLiteral("Li Lei"), kMonday)), QString());
  ASSERT_EQ(save_whole(two.filePath(QStringLiteral("li lei.frontier-results")), results_of(QStringLiteral("li lei"), kMonday.addSecs(60))), QString());
  const ClassResults read = read_class_results(two.path());
  ASSERT_EQ(read.students.size(), 1u);
  ASSERT_EQ(read.shared_names.size(), 1);
  EXPECT_TRUE(read.shared_names.front().contains(QStringLiteral("with different work"))) << read.shared_names.front().toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing
