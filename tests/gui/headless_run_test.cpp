// The built `frontier` program run as a user runs it from a shell, headless: with settings
// of the user's own (XDG_CONFIG_HOME pointed at a scratch folder), without a display, with
// inputs that are no judge file, with a --size too large. Each run is bounded by a
// timeout, so a run that hangs fails instead of stopping the tests. Messages are looked
// for in standard error, not compared whole: Qt adds warnings of its own there
// (XDG_RUNTIME_DIR not set, the offscreen platform's size hints).

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <utility>

#include "gui_test_support.hpp"

namespace {

const QString kSamples = QStringLiteral(FRONTIER_SAMPLES_DIR);

struct Ran {
  int status = -1;
  QString out;
  QString err;
};

// `arguments` and `redirections` as a shell spells them; `environment` replaces the
// variables it names, and the ones it maps to an empty string are removed. `before` is
// shell said first (a limit set with ulimit).
Ran frontier(const QString& arguments, const QProcessEnvironment& environment, const QString& redirections = {},
             const QString& before = {}) {
  QProcess process;
  process.setProcessEnvironment(environment);
  process.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("%4 timeout 120 %1 %2 %3")
                                           .arg(QStringLiteral(FRONTIER_GUI), arguments, redirections, before)});
  EXPECT_TRUE(process.waitForFinished(180000)) << arguments.toStdString();
  Ran ran;
  ran.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  ran.out = QString::fromUtf8(process.readAllStandardOutput());
  ran.err = QString::fromUtf8(process.readAllStandardError());
  return ran;
}

// A user's configuration folder of its own, and an environment without a display unless
// QT_QPA_PLATFORM is given.
class HeadlessRun : public ::testing::Test {
 protected:
  QProcessEnvironment environment(bool offscreen = true) const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(QString::fromLatin1(name));
    if (offscreen) env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config_.path());
    return env;
  }
  QString settings_file() const { return config_.filePath(QStringLiteral("Frontier/frontier.conf")); }
  QString shot() const { return scratch_.filePath(QStringLiteral("shot.png")); }
  QString scratch(const QString& name) const { return scratch_.filePath(name); }
  QByteArray settings_bytes() const {
    QFile file(settings_file());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
  }

 private:
  QTemporaryDir config_, scratch_;
};

const QString kSample = kSamples + QStringLiteral("/lianliankan/hdu1175_sample.in");

// What a full disk does to a write, without filling one: files may grow to 8 KB (16 of
// dash's 512-byte blocks), a write past it fails with EFBIG ("File too large"), and the
// signal the kernel sends with it is ignored, as the program would be on a full disk.
const QString kEightKilobytes = QStringLiteral("trap '' XFSZ; ulimit -f 16;");

QByteArray bytes_of(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A screenshot or an animation that cannot be written whole leaves the file that was
// there as it was, says why, and fails; before, the screenshot was written in place (a
// truncated PNG where the old picture was) and the MP4 was committed truncated, with
// success reported.
TEST_F(HeadlessRun, AFailedWriteLeavesTheOldFileAndSaysWhy) {
  const QByteArray old = QByteArrayLiteral("the picture the teacher had\n");
  for (const auto& [name, option] : {std::pair{QStringLiteral("keep.png"), QStringLiteral("--screenshot")},
                                     std::pair{QStringLiteral("keep.mp4"), QStringLiteral("--export-animation")}}) {
    const QString path = scratch(name);
    {
      QFile file(path);
      ASSERT_TRUE(file.open(QIODevice::WriteOnly));
      file.write(old);
    }
    const Ran ran = frontier(QStringLiteral("%1 --algorithm bfs-turns --step 3 %2 %3").arg(kSample, option, path),
                             environment(), {}, kEightKilobytes);
    EXPECT_EQ(ran.status, 1) << name.toStdString() << ": " << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(QStringLiteral("File too large"))) << "the reason: " << ran.err.toStdString();
    EXPECT_FALSE(ran.out.contains(QStringLiteral("animation: "))) << "no success said: " << ran.out.toStdString();
    EXPECT_EQ(bytes_of(path), old) << name.toStdString();
    EXPECT_EQ(QDir(scratch(QString())).entryList(QDir::Files | QDir::Hidden).size(), 1) << "no half-written file left";
    QFile::remove(path);
  }
  // Without the limit the same runs replace the old file with a whole one.
  const QString picture = scratch(QStringLiteral("keep.png"));
  QFile(picture).open(QIODevice::WriteOnly);
  ASSERT_EQ(frontier(QStringLiteral("%1 --algorithm bfs-turns --step 3 --screenshot %2").arg(kSample, picture), environment()).status, 0);
  EXPECT_FALSE(QImage(picture).isNull());
}

// A headless run prints every query's answer, from the puzzle's own solve for the whole
// file (a search a query took minutes on a 100 x 100 Huarongdao file of 100000 queries):
// on every sample the window opens with the judge's rules, the answers are its .out file.
TEST_F(HeadlessRun, TheAnswersPrintedAreEverySamplesJudgeOutput) {
  int samples = 0;
  for (const QString& puzzle : {QStringLiteral("lianliankan"), QStringLiteral("mahjong"), QStringLiteral("solitaire"),
                                QStringLiteral("huarongdao")}) {
    const QDir folder(kSamples + QLatin1Char('/') + puzzle);
    for (const QString& name : folder.entryList({QStringLiteral("*.in")}, QDir::Files)) {
      const QString in = folder.filePath(name);
      QString base = in;
      base.chop(3);
      if (QFile::exists(base + QStringLiteral(".args")) || !QFile::exists(base + QStringLiteral(".out"))) continue;
      const Ran ran = frontier(QStringLiteral("%1 --step 0 --screenshot %2").arg(in, shot()), environment());
      ASSERT_EQ(ran.status, 0) << name.toStdString() << ": " << ran.err.toStdString();
      QStringList printed;
      static const QRegularExpression answer(QStringLiteral("^  case \\d+ query \\d+: (.*)$"), QRegularExpression::MultilineOption);
      for (auto match = answer.globalMatch(ran.out); match.hasNext();) printed << match.next().captured(1);
      const QString expected = QString::fromUtf8(bytes_of(base + QStringLiteral(".out")));
      EXPECT_EQ(printed.join(QLatin1Char('\n')) + QLatin1Char('\n'), expected) << name.toStdString();
      ++samples;
    }
  }
  EXPECT_GE(samples, 10);
}

TEST_F(HeadlessRun, AScreenshotIsAPngByItsName) {
  const Ran ran = frontier(QStringLiteral("%1 --screenshot %2").arg(kSample, scratch(QStringLiteral("shot.jpg"))), environment());
  EXPECT_EQ(ran.status, 2);
  EXPECT_TRUE(ran.err.contains(QStringLiteral("its name ends in .png"))) << ran.err.toStdString();
  EXPECT_FALSE(QFile::exists(scratch(QStringLiteral("shot.jpg"))));
}

TEST_F(HeadlessRun, ScreenshotRunsTakeTheDefaultsAndLeaveTheSettingsAlone) {
  {
    QSettings user(settings_file(), QSettings::IniFormat);
    user.setValue(QStringLiteral("algorithm/lianliankan"), QStringLiteral("dfs"));
    user.setValue(QStringLiteral("recent"), QStringList{QStringLiteral("/home/teacher/board.in")});
  }
  const QByteArray before = settings_bytes();
  ASSERT_FALSE(before.isEmpty());
  const Ran ran = frontier(QStringLiteral("%1 --step end --screenshot %2").arg(kSample, shot()), environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral(", middle-segment, step "))) << "the judge's algorithm, not the user's last: "
                                                                           << ran.out.toStdString();
  EXPECT_EQ(settings_bytes(), before) << "no recent file, no algorithm, no geometry written";
  EXPECT_FALSE(QImage(shot()).isNull());
}

// The printed step is the Counters panel's: expansions of the search, then the found moves
// replayed apart (it read "step 753 of 753" where the panel said "Step 746 of 746").
TEST_F(HeadlessRun, ThePrintedStepIsTheCountersStepAndTheMovesApart) {
  const QString solitaire = kSamples + QStringLiteral("/solitaire/sample.in");
  const Ran ran = frontier(QStringLiteral("%1 --step end --screenshot %2").arg(solitaire, shot()), environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("bidirectional-bfs, step 746 of 746, move 7 of 7: YES"))) << ran.out.toStdString();
}

// Beside what it shows, a screenshot run prints the narration of that point in core's
// English, the strip's words, so a script can read what the picture says.
TEST_F(HeadlessRun, AScreenshotRunPrintsTheNarrationOfThePointShown) {
  const Ran ran = frontier(QStringLiteral("%1 --algorithm bfs-turns --step 1 --screenshot %2").arg(kSample, shot()), environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nnarration: Turn to (1, 1) heading left: it joins the next layer unless a "
                                              "line reached it with as few turns.\n")))
      << ran.out.toStdString();
  const Ran end = frontier(QStringLiteral("%1 --algorithm bfs-turns --step end --screenshot %2").arg(kSample, shot()), environment());
  ASSERT_EQ(end.status, 0) << end.err.toStdString();
  EXPECT_TRUE(end.out.contains(QStringLiteral(
      "\nnarration: If the cell ahead of (2, 4) heading down is the target, the answer is YES with 2 turns.\n")))
      << end.out.toStdString();
}

TEST_F(HeadlessRun, AScreenshotRunWritesNoSettingsWhereThereWereNone) {
  const Ran ran = frontier(QStringLiteral("%1 --algorithm bfs-turns --screenshot %2").arg(kSample, shot()), environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_FALSE(QFile::exists(settings_file()));
}

TEST_F(HeadlessRun, WithoutADisplayHelpAndScreenshotFallBackToOffscreen) {
  const Ran help = frontier(QStringLiteral("--help"), environment(/*offscreen=*/false));
  EXPECT_EQ(help.status, 0) << help.err.toStdString();
  EXPECT_TRUE(help.out.contains(QStringLiteral("--screenshot"))) << help.out.toStdString();
  const Ran version = frontier(QStringLiteral("--version"), environment(false));
  EXPECT_EQ(version.status, 0) << version.err.toStdString();
  // The program's name and the project's version, as frontier-cli says it.
  QProcess cli;
  cli.start(QStringLiteral(FRONTIER_CLI), {QStringLiteral("--version")});
  ASSERT_TRUE(cli.waitForFinished(60000));
  const QString cli_says = QString::fromUtf8(cli.readAllStandardOutput());
  ASSERT_TRUE(cli_says.startsWith(QStringLiteral("frontier-cli "))) << cli_says.toStdString();
  EXPECT_EQ(version.out, QStringLiteral("frontier ") + cli_says.mid(13));
  const Ran shot_run = frontier(QStringLiteral("%1 --screenshot=%2").arg(kSample, shot()), environment(false));
  EXPECT_EQ(shot_run.status, 0) << shot_run.err.toStdString();
  EXPECT_EQ(QImage(shot()).size(), QSize(1280, 800));
}

TEST_F(HeadlessRun, WithoutADisplayTheWindowSaysItNeedsOne) {
  const Ran ran = frontier(kSample, environment(/*offscreen=*/false));
  EXPECT_EQ(ran.status, 1);
  EXPECT_TRUE(ran.err.contains(QStringLiteral("frontier: the window needs a display"))) << ran.err.toStdString();
  EXPECT_TRUE(ran.err.contains(QStringLiteral("--screenshot"))) << "and says what works without one";
}

TEST_F(HeadlessRun, ASizePastTheBoundIsRefused) {
  for (const QString& size : {QStringLiteral("7681x800"), QStringLiteral("1280x7681"), QStringLiteral("20000x20000"),
                             QStringLiteral("99999999999x800"), QStringLiteral("319x800")}) {
    const Ran ran = frontier(QStringLiteral("%1 --size %2 --screenshot %3").arg(kSample, size, shot()), environment());
    EXPECT_EQ(ran.status, 2) << size.toStdString();
    EXPECT_TRUE(ran.err.contains(QStringLiteral("frontier: --size needs WxH, from 320x240 to 7680x7680\n")))
        << size.toStdString() << ": " << ran.err.toStdString();
    EXPECT_FALSE(QFile::exists(shot()));
  }
  // (The window keeps its own minimum size, larger than the smallest --size.)
  const Ran within = frontier(QStringLiteral("%1 --size 800x600 --screenshot %2").arg(kSample, shot()), environment());
  EXPECT_EQ(within.status, 0) << within.err.toStdString();
  EXPECT_EQ(QImage(shot()).size(), QSize(800, 600));
}

TEST_F(HeadlessRun, InputsThatAreNoJudgeFileAreRefusedWithTheirReason) {
  QDir().mkpath(scratch(QStringLiteral("folder.in")));
  const Ran folder = frontier(QStringLiteral("%1 --screenshot %2").arg(scratch(QStringLiteral("folder.in")), shot()),
                              environment());
  EXPECT_EQ(folder.status, 1);
  EXPECT_TRUE(folder.err.contains(QStringLiteral("frontier: Cannot read folder.in: it is a folder, not a file.\n")))
      << folder.err.toStdString();
  const Ran missing = frontier(QStringLiteral("/nonexistent/board.in --screenshot %1").arg(shot()), environment());
  EXPECT_EQ(missing.status, 1);
  EXPECT_TRUE(missing.err.contains(QStringLiteral("frontier: Cannot read board.in: cannot open the file.\n")))
      << missing.err.toStdString();
  const Ran closed = frontier(QStringLiteral("- --screenshot %1").arg(shot()), environment(), QStringLiteral("<&-"));
  EXPECT_EQ(closed.status, 1);
  EXPECT_TRUE(closed.err.contains(QStringLiteral("standard input is closed"))) << closed.err.toStdString();
  // A closed standard input is no matter to a run that names its file.
  const Ran named = frontier(QStringLiteral("%1 --screenshot %2").arg(kSample, shot()), environment(), QStringLiteral("<&-"));
  EXPECT_EQ(named.status, 0) << named.err.toStdString();
}

TEST_F(HeadlessRun, CompareRendersTheLanesAtTheBeatAndPrintsEachLanesAnswer) {
  const QString pitfall = kSamples + QStringLiteral("/lianliankan/dfs_pitfall.in");
  const Ran ran = frontier(QStringLiteral("%1 --compare bfs-turns,dfs-miscounted-turns --step end --size 1200x800 --screenshot %2")
                               .arg(pitfall, shot()),
                           environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  // One line a lane: the judge's NO for bfs-turns, the lesson's wrong YES, which it
  // reaches first.
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nlane 1: bfs-turns: NO; Expansion "))) << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nlane 2: dfs-miscounted-turns: YES; Expansion "))) << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("Finished first, after 5 expansions"))) << ran.out.toStdString();
  EXPECT_EQ(QImage(shot()).size(), QSize(1200, 800));
  // At beat 0 neither lane has finished.
  const Ran start = frontier(QStringLiteral("%1 --compare bfs-turns,dfs-miscounted-turns --step 0 --screenshot %2").arg(pitfall, shot()),
                             environment());
  ASSERT_EQ(start.status, 0) << start.err.toStdString();
  EXPECT_FALSE(start.out.contains(QStringLiteral("Finished"))) << start.out.toStdString();
  EXPECT_TRUE(start.out.contains(QStringLiteral("clock: beat 0 of 12 (an expansion each)"))) << start.out.toStdString();
}

TEST_F(HeadlessRun, CompareRefusesWhatItCannotCompare) {
  const struct {
    QString arguments;
    int status;
    QString says;
  } refused[] = {
      {QStringLiteral("%1 --compare bfs-turns").arg(kSample), 2, QStringLiteral("two to four algorithms")},
      {QStringLiteral("%1 --compare a,b,c,d,e").arg(kSample), 2, QStringLiteral("two to four algorithms")},
      {QStringLiteral("%1 --compare bfs-turns,nonesuch --screenshot x.png").arg(kSample), 1, QStringLiteral("unknown algorithm 'nonesuch'")},
      {QStringLiteral("%1 --compare bfs-turns,dfs --algorithm dfs").arg(kSample), 2, QStringLiteral("--compare goes without")},
      {QStringLiteral("%1 --clock layer").arg(kSample), 2, QStringLiteral("--clock goes with --compare")},
      {QStringLiteral("%1 --compare bfs-turns,dfs --clock beat").arg(kSample), 2, QStringLiteral("--clock needs expansion or layer")},
  };
  for (const auto& run : refused) {
    const Ran ran = frontier(run.arguments, environment());
    EXPECT_EQ(ran.status, run.status) << run.arguments.toStdString() << "\n" << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(run.says)) << run.arguments.toStdString() << "\n" << ran.err.toStdString();
  }
}

TEST_F(HeadlessRun, AskPutsTheNextQuestionAndRevealsTheCellsGiven) {
  // bfs-turns on the first query: after its first layer, one turn along row 2 reaches
  // (2, 2), (2, 3) and (2, 4) first; (3, 3) is a tile.
  const Ran ran = frontier(QStringLiteral("%1 --algorithm bfs-turns --ask layer --step 1 --answer \"2,2 2,3 3,3\" --screenshot %2")
                               .arg(kSample, shot()),
                           environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nquestion: The layer of cost 1 is next."))) << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nverdict: Not quite: 2 hits, 1 missed, 1 extra of the 3 new cells."))) << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nScore: 0 of 1 right\n"))) << ran.out.toStdString();
  EXPECT_FALSE(QImage(shot()).isNull());
}

TEST_F(HeadlessRun, AskRefusesWhatItCannotAsk) {
  const struct {
    QString arguments;
    QString says;
  } refused[] = {
      {QStringLiteral("%1 --ask every --screenshot x.png").arg(kSample), QStringLiteral("--ask needs layer or pop")},
      {QStringLiteral("%1 --ask layer").arg(kSample), QStringLiteral("--ask goes with --screenshot")},
      {QStringLiteral("%1 --answer 1,1 --screenshot x.png").arg(kSample), QStringLiteral("--answer goes with --ask")},
      {QStringLiteral("%1 --ask layer --answer 1:1 --screenshot x.png").arg(kSample), QStringLiteral("--answer needs cells as row,col")},
  };
  for (const auto& run : refused) {
    const Ran ran = frontier(run.arguments, environment());
    EXPECT_EQ(ran.status, 2) << run.arguments.toStdString() << "\n" << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(run.says)) << run.arguments.toStdString() << "\n" << ran.err.toStdString();
  }
}

TEST_F(HeadlessRun, AnExerciseIsDrawnUnderWayWithEachStepsVerdictAndTheGrade) {
  const Ran ran = frontier(
      QStringLiteral("%1 --mode exercise --exercise-steps 3 --size 1000x700 --screenshot %2").arg(kSample, shot()),
      environment());
  ASSERT_EQ(ran.status, 0) << ran.err.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nstep 1: Right: bfs-turns takes (1, 1) heading up (0 turns).\n")))
      << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nstep 3: Right: bfs-turns takes (1, 1) heading down (0 turns).\n")))
      << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\nnext: The answer: bfs-turns pushes (2, 1) heading down next.\n")))
      << ran.out.toStdString();
  EXPECT_TRUE(ran.out.contains(QStringLiteral("\ngrade: 3 of 3 steps right\n"))) << ran.out.toStdString();
  EXPECT_EQ(QImage(shot()).size(), QSize(1000, 700));
}

TEST_F(HeadlessRun, AnExerciseRefusesABoardTooLargeAndStepsWithoutTheMode) {
  const QString large = scratch(QStringLiteral("walled.in"));
  {
    QFile file(large);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(frontier::gui::testing::walled_lianliankan_board(20, 20));
  }
  const Ran ran = frontier(QStringLiteral("%1 --mode exercise --screenshot %2").arg(large, shot()), environment());
  EXPECT_EQ(ran.status, 1);
  EXPECT_TRUE(ran.err.contains(QStringLiteral("--mode exercise: No exercise: This board is too large to search by hand: "
                                              "bfs-turns has 1936 states here, an exercise at most 1000.")))
      << ran.err.toStdString();
  const Ran alone = frontier(QStringLiteral("%1 --exercise-steps 2 --screenshot %2").arg(kSample, shot()), environment());
  EXPECT_EQ(alone.status, 2);
  EXPECT_TRUE(alone.err.contains(QStringLiteral("--exercise-steps goes with --mode exercise"))) << alone.err.toStdString();
}

}  // namespace
