// The contest trainee's answers in the window (File ▸ Open Answers, --answers): each query
// marked right or wrong in the cases tree, the banner saying the trainee's answer and the
// judge's, Next and Previous Wrong Answer going round the wrong ones, each searched to its
// end; what the answers agree with; a file that cannot be read refused with the reason,
// the open file and the answers before kept. The answer files are written here by hand, as
// a trainee's program would print them; the judge's answers they are held to are the
// samples' .out files, which the oracles check.

#include <gtest/gtest.h>

#include <QTest>
#include <sys/stat.h>

#include "app/language.hpp"
#include "document/editable_document.hpp"
#include "gui_test_support.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "widgets/cases_panel.hpp"
#include "window/solution_test.hpp"
#include "window/trainee_answers.hpp"

#include <QDirIterator>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

// The HDU 1175 sample's six queries: the judge answers YES NO NO NO NO YES (its .out). These
// answers are wrong at case 1 query 3 and case 2 query 2, with a trailing space and CRLF
// line ends, which judges ignore.
constexpr char kTwoWrong[] = "YES \r\nNO\r\nYES\r\nNO\r\nNO\r\nNO\r\n";

QString row_text(const CasesPanel& cases, int case_index, int query_index) {
  return cases.model()->index_of(case_index, query_index).data(Qt::DisplayRole).toString();
}

void open_answers(MainWindow& window, const QByteArray& content, const char* name = "mine.out") {
  window.set_quiet(true);  // no dialog: the test reads what the window says
  ASSERT_TRUE(window.trainee().open(write_temporary(QLatin1String(name), content)));
}

TEST(TraineeAnswers, EachQueryIsMarkedAndTheBannerSaysYourAnswerAndTheJudges) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  EXPECT_FALSE(window.action(Command::next_wrong_answer)->isEnabled()) << "no answers are open";
  open_answers(window, kTwoWrong);
  const CasesPanel& cases = *window.panels().cases;
  EXPECT_TRUE(row_text(cases, 0, 0).startsWith(QStringLiteral("Query 1: (1, 1) tile 1 with (3, 4)")));
  EXPECT_TRUE(row_text(cases, 0, 0).endsWith(QStringLiteral(" — right"))) << row_text(cases, 0, 0).toStdString();
  EXPECT_TRUE(row_text(cases, 0, 2).endsWith(QStringLiteral(" — wrong"))) << row_text(cases, 0, 2).toStdString();
  EXPECT_TRUE(row_text(cases, 1, 1).endsWith(QStringLiteral(" — wrong")));
  EXPECT_TRUE(cases.model()->index_of(0, 2).data(Qt::ToolTipRole).toString().endsWith(QStringLiteral("wrong: yours YES, the judge's NO")));
  EXPECT_TRUE(cases.model()->index(0, 0).data(Qt::DisplayRole).toString().endsWith(QStringLiteral(" — 1 wrong")));
  EXPECT_FALSE(cases.model()->index_of(0, 2).data(Qt::DecorationRole).isNull()) << "an icon beside the words";
  EXPECT_TRUE(cases.answers_summary().startsWith(QStringLiteral("Your answers (mine.out): 2 of 6 wrong")))
      << cases.answers_summary().toStdString();
  EXPECT_TRUE(window.action(Command::next_wrong_answer)->isEnabled());
  EXPECT_TRUE(window.status_text().contains(QStringLiteral("2 of 6 answer"))) << window.status_text().toStdString();

  // F8: the first wrong one, searched to its end; the banner says both answers at once.
  show_active(window);
  QTest::keyClick(&window, Qt::Key_F8);
  EXPECT_EQ(window.session().case_index(), 0);
  EXPECT_EQ(window.session().query_index(), 2);
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>YES</b> — the judge's: <b>NO</b>")))
      << window.answer_banner().toStdString();
  ASSERT_TRUE(wait_until([&] { return window.session().playback().counters().finished; }));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>YES</b> — the judge's: <b>NO</b> — ")))
      << "the search's witness after the claim: " << window.answer_banner().toStdString();

  QTest::keyClick(&window, Qt::Key_F8);
  EXPECT_EQ(std::pair(window.session().case_index(), window.session().query_index()), std::pair(1, 1));
  ASSERT_TRUE(wait_until([&] { return window.session().playback().counters().finished; }));
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>NO</b> — the judge's: <b>YES</b> — ")))
      << window.answer_banner().toStdString();
  QTest::keyClick(&window, Qt::Key_F8);  // round the end, back to the first
  EXPECT_EQ(std::pair(window.session().case_index(), window.session().query_index()), std::pair(0, 2));
  QTest::keyClick(&window, Qt::Key_F8, Qt::ShiftModifier);  // and back again
  EXPECT_EQ(std::pair(window.session().case_index(), window.session().query_index()), std::pair(1, 1));
  ASSERT_TRUE(wait_until([&] { return window.session().playback().counters().finished; }));

  // A right answer is said to be right.
  window.session().choose(0, 0);
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>YES</b> — the judge takes it")))
      << window.answer_banner().toStdString();

  // In Chinese the tree, the words above it and the banner are Chinese.
  window.set_language(language::kChinese);
  EXPECT_TRUE(has_chinese(row_text(cases, 0, 2))) << row_text(cases, 0, 2).toStdString();
  EXPECT_TRUE(wait_until([&] { return has_chinese(cases.answers_summary()); }, 5000)) << cases.answers_summary().toStdString();
  EXPECT_TRUE(wait_until([&] { return has_chinese(window.answer_banner()); }, 5000)) << window.answer_banner().toStdString();
  window.set_language(language::kEnglish);
}

TEST(TraineeAnswers, AMissingLineAndLinesTooManyAreSaidAndAllRightIsSaid) {
  language::apply(language::kEnglish);  // as the program starts: English's plural forms
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  open_answers(window, "YES\nNO\nNO\nNO\n");  // the last two queries unanswered
  const CasesPanel& cases = *window.panels().cases;
  EXPECT_TRUE(row_text(cases, 1, 0).endsWith(QStringLiteral(" — no answer")));
  EXPECT_TRUE(cases.answers_summary().contains(QStringLiteral("Your file ends before the last 2 queries."))) << cases.answers_summary().toStdString();
  window.session().choose(1, 1);
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("No answer of yours: your file ends before line 6 — the judge's: <b>YES</b>")))
      << window.answer_banner().toStdString();

  open_answers(window, "YES\nNO\nNO\nNO\nNO\nYES\nMAYBE\n\n\n");  // blank lines at the end are no fault
  EXPECT_TRUE(cases.answers_summary().contains(QStringLiteral("all 6 right"))) << cases.answers_summary().toStdString();
  EXPECT_TRUE(cases.answers_summary().contains(QStringLiteral("1 line too many, after the last query's answer.")))
      << cases.answers_summary().toStdString();
  EXPECT_FALSE(window.action(Command::next_wrong_answer)->isEnabled()) << "none is wrong";
}

TEST(TraineeAnswers, AFileThatCannotBeReadIsRefusedAndKeepsWhatWasOpen) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  open_answers(window, kTwoWrong);
  window.set_quiet(false);
  const QTemporaryDir temporary;
  const QString folder = temporary.path();
  const QString fifo = folder + QStringLiteral("/answers.fifo");
  ASSERT_EQ(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
  for (const QString& path : {folder, fifo, folder + QStringLiteral("/not_there.out"), QStringLiteral("/dev/zero")}) {
    DialogCatcher catcher;
    EXPECT_FALSE(window.trainee().open(path)) << path.toStdString();
    ASSERT_FALSE(catcher.texts().isEmpty()) << path.toStdString();
    EXPECT_EQ(catcher.names().front(), QStringLiteral("answers_error"));
    EXPECT_TRUE(catcher.texts().front().startsWith(QStringLiteral("Your answers could not be judged: ") + QFileInfo(path).fileName() + QStringLiteral(": ")))
        << catcher.texts().front().toStdString();
    EXPECT_EQ(window.session().answers()->wrong(), 2) << "the answers before are kept";
    EXPECT_EQ(window.session().path(), sample("lianliankan/hdu1175_sample.in"));
  }
}

TEST(TraineeAnswers, AnEditForgetsThemAndAnotherFileToo) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  open_answers(window, kTwoWrong);
  window.hands().enter_edit();
  ASSERT_NE(window.hands().editor(), nullptr);
  EXPECT_NE(window.session().answers(), nullptr) << "entering the editor changes nothing";
  window.action(Command::edit_clear)->trigger();  // clears the tile under the editor's cursor: an edit
  EXPECT_TRUE(wait_until([&] { return window.session().answers() == nullptr; }, 5000)) << "they answered the file as it was";
  EXPECT_TRUE(window.panels().cases->answers_summary().isEmpty());
  window.action(Command::leave_edit)->trigger();
  open_answers(window, kTwoWrong);
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/shortest_pitfall.in")));
  EXPECT_EQ(window.session().answers(), nullptr);
  EXPECT_TRUE(window.panels().cases->answers_summary().isEmpty());
}

TEST(TraineeAnswers, WrongAnswersThatALessonGivesNameIt) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/shortest_pitfall.in")));
  // A BFS over cells that stops at the shortest line, counting its turns, finds no line of
  // two turns on the first query (the judge's YES is a longer line of fewer turns).
  open_answers(window, "NO\nYES\n");
  EXPECT_TRUE(window.panels().cases->answers_summary().contains(QStringLiteral("lesson bfs-shortest-line")))
      << window.panels().cases->answers_summary().toStdString();
}

TEST(TraineeAnswers, AnEightPuzzleAnswerIsRefusedWithTheJudgesReason) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("eight/sample.in")));
  open_answers(window, "ullddrurdllurrdlur\n");  // one move short of the goal
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>ullddrurdllurrdlur</b> — refused: ")))
      << window.answer_banner().toStdString();
}

TEST(TraineeAnswers, TheCommandLineJudgesThemAndShowsTheFirstWrongOne) {
  const QString answers = write_temporary(QStringLiteral("cli_mine.out"), kTwoWrong);
  const QString shot = write_temporary(QStringLiteral("trainee.png"), {});
  const ProgramRun run = run_frontier({sample("lianliankan/hdu1175_sample.in"), QStringLiteral("--answers"), answers,
                                       QStringLiteral("--algorithm"), QStringLiteral("bfs-turns"), QStringLiteral("--step"),
                                       QStringLiteral("end"), QStringLiteral("--screenshot"), shot});
  EXPECT_EQ(run.status, 0) << run.err.toStdString();
  EXPECT_TRUE(run.out.contains(QStringLiteral("answers: cli_mine.out: 2 of 6 wrong\n"))) << run.out.toStdString();
  EXPECT_TRUE(run.out.contains(QStringLiteral("shown: case 1 query 3, bfs-turns"))) << run.out.toStdString();
  EXPECT_GT(QFileInfo(shot).size(), 0);

  const ProgramRun missing = run_frontier({sample("lianliankan/hdu1175_sample.in"), QStringLiteral("--answers"),
                                           QStringLiteral("/nowhere/mine.out"), QStringLiteral("--screenshot"), shot});
  EXPECT_EQ(missing.status, 1);
  EXPECT_TRUE(missing.err.contains(QStringLiteral("Your answers could not be judged: mine.out: cannot be read")))
      << missing.err.toStdString();
}

// --- File ▸ Test My Solution: frontier-cli stress from the window ---

// A folder of the test's own that anyone may read: run as root, frontier-cli runs the
// trainee's program as nobody, who must read the script and the judge file's copy.
struct OpenFolder {
  QTemporaryDir dir;
  OpenFolder() { QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::WriteOther); }
  QString copy(const QString& from, const QString& name) const {
    const QString to = dir.filePath(name);
    QFile::remove(to);
    QFile::copy(from, to);
    QFile::setPermissions(to, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther);
    return to;
  }
};

// Processes whose command line names `word` (what a run left behind); with `programs_only`,
// those Python runs (the trainee's program, not frontier-cli, whose --program names it).
int processes_naming(const QString& word, bool programs_only = false) {
  int count = 0;
  for (QDirIterator it(QStringLiteral("/proc"), QDir::Dirs | QDir::NoDotAndDotDot); it.hasNext();) {
    const QString pid = QFileInfo(it.next()).fileName();
    if (!pid.front().isDigit() || pid.toLongLong() == QCoreApplication::applicationPid()) continue;
    QFile cmdline(it.filePath() + QStringLiteral("/cmdline"));
    if (!cmdline.open(QIODevice::ReadOnly)) continue;
    const QByteArray command = cmdline.readAll();
    if (command.contains(word.toUtf8()) && (!programs_only || command.startsWith("/usr/bin/python3"))) ++count;
  }
  return count;
}

TEST(TraineeAnswers, TestMySolutionFindsTheBugShrinksItAndOpensItWithTheAnswers) {
  ASSERT_FALSE(frontier_cli_path().isEmpty());
  OpenFolder folder;
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, folder.copy(sample("mahjong/sample.in"), QStringLiteral("board.in"))));
  EXPECT_TRUE(window.action(Command::test_solution)->isEnabled());
  // A 0-1 BFS that may not leave the board: wrong wherever the line must go round it.
  const QString script = folder.copy(QStringLiteral(FRONTIER_TRAINEE_DIR "/poj1101_stays_on_board.py"), QStringLiteral("stays_on_board.py"));
  bool failed = false;
  QObject::connect(&window.solution_tester(), &SolutionTester::finished, [&](bool found, const QString&) { failed = found; });
  const QString report = window.solution_tester().run({QStringLiteral("/usr/bin/python3 -E -s -B ") + script, 30, 2}, /*quiet=*/true);
  ASSERT_TRUE(failed) << report.toStdString();
  const QString base = window.solution_tester().output_base();
  EXPECT_EQ(base, folder.dir.filePath(QStringLiteral("stress-mahjong"))) << "beside the open file";
  EXPECT_TRUE(report.contains(QStringLiteral("which still fails: Wrong Answer"))) << report.toStdString();
  // The shrunk case opens, the program's answers judged, the first wrong one shown.
  ASSERT_TRUE(wait_until([&] { return window.session().path() == base + QStringLiteral(".in") && window.session().answers() != nullptr; }))
      << window.session().path().toStdString();
  EXPECT_EQ(window.session().file()->case_count(), 1) << "shrunk to one case and one query";
  EXPECT_EQ(window.session().file()->query_count(0), 1);
  EXPECT_EQ(window.session().answers()->wrong(), 1);
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Your answer: <b>")) &&
              window.answer_banner().contains(QStringLiteral(" — the judge's: <b>")))
      << window.answer_banner().toStdString();
}

TEST(TraineeAnswers, TestMySolutionCancelledStopsTheProgramAndLeavesNothing) {
  OpenFolder folder;
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, folder.copy(sample("lianliankan/hdu1175_sample.in"), QStringLiteral("board.in"))));
  // Under a name of its own: the CLI's tests, run beside this one, count their sleep_forever.py.
  const QString script = folder.copy(QStringLiteral(FRONTIER_TRAINEE_DIR "/sleep_forever.py"), QStringLiteral("gui_sleeps_forever.py"));
  // The runs' temporary folders go to a folder of this test's own, to be counted.
  const QTemporaryDir runs;
  QFile::setPermissions(runs.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther);
  const QByteArray tmpdir = qgetenv("TMPDIR");
  qputenv("TMPDIR", runs.path().toUtf8());
  // Cancel once the program has been running a moment (its first file).
  QTimer canceller;
  bool clicked = false;
  QObject::connect(&canceller, &QTimer::timeout, [&] {
    // Had the Cancel not stopped it, its message would wait for a click: closed.
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->reject();
    auto* progress = window.findChild<QProgressDialog*>(QStringLiteral("solution_progress"));
    if (clicked || progress == nullptr || !progress->isVisible() || !progress->labelText().startsWith(QStringLiteral("File 1 of"))) return;
    if (processes_naming(QStringLiteral("gui_sleeps_forever.py"), /*programs_only=*/true) == 0) return;  // it runs
    clicked = true;
    progress->findChild<QPushButton*>()->click();
  });
  canceller.start(100);
  const QString report = window.solution_tester().run({QStringLiteral("/usr/bin/python3 -E -s -B ") + script, 1, 3});
  if (tmpdir.isEmpty()) {
    qunsetenv("TMPDIR");
  } else {
    qputenv("TMPDIR", tmpdir);
  }
  EXPECT_TRUE(clicked) << report.toStdString();
  EXPECT_EQ(report, QStringLiteral("Cancelled."));
  EXPECT_EQ(processes_naming(QStringLiteral("gui_sleeps_forever.py")), 0) << "the program left running";
  EXPECT_TRUE(QDir(runs.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty())
      << "left behind: " << QDir(runs.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(QLatin1Char(' ')).toStdString();
  EXPECT_FALSE(QFileInfo::exists(window.solution_tester().output_base() + QStringLiteral(".in")));
  EXPECT_EQ(window.session().path(), folder.dir.filePath(QStringLiteral("board.in"))) << "the open file stays";
}

}  // namespace
}  // namespace frontier::gui::testing
