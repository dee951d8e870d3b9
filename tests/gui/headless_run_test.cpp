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
#include <QSettings>
#include <QTemporaryDir>

namespace {

const QString kSamples = QStringLiteral(FRONTIER_SAMPLES_DIR);

struct Ran {
  int status = -1;
  QString out;
  QString err;
};

// `arguments` and `redirections` as a shell spells them; `environment` replaces the
// variables it names, and the ones it maps to an empty string are removed.
Ran frontier(const QString& arguments, const QProcessEnvironment& environment, const QString& redirections = {}) {
  QProcess process;
  process.setProcessEnvironment(environment);
  process.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("timeout 120 %1 %2 %3")
                                           .arg(QStringLiteral(FRONTIER_GUI), arguments, redirections)});
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
  EXPECT_TRUE(start.out.contains(QStringLiteral("clock: expansion 0 of"))) << start.out.toStdString();
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

}  // namespace
