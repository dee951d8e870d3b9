#include "gui_test_support.hpp"

#include <gtest/gtest.h>

#include <QProcess>

#include <QAbstractButton>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>

#include "model/recognition.hpp"
#include "results/results_keeper.hpp"
#include "window/class_work.hpp"
#include "walled_board.hpp"

namespace frontier::gui::testing {

bool wait_until(const std::function<bool()>& done, int timeout_ms) {
  QElapsedTimer clock;
  clock.start();
  while (!done()) {
    if (clock.elapsed() > timeout_ms) return false;
    QApplication::processEvents(QEventLoop::AllEvents, 20);
    QTest::qWait(2);
  }
  return true;
}

bool open_in_session(Session& session, const QString& name, const SampleArguments& arguments, const PuzzleAdapter* puzzle) {
  std::optional<LoadResult> result;
  const QMetaObject::Connection read =
      QObject::connect(&session, &Session::loaded, [&result](const LoadResult& loaded) { result = loaded; });
  session.load(QDir::isAbsolutePath(name) ? name : samples_directory() + u'/' + name, puzzle);
  const bool done = wait_until([&result] { return result.has_value(); });
  QObject::disconnect(read);
  if (!done || result->accepted() == 0) return false;
  session.install(result->path, result->readings.front().file, arguments);
  return true;
}

bool open_and_wait(MainWindow& window, const QString& path, const PuzzleAdapter* puzzle, const SampleArguments& arguments) {
  window.open_file(path, puzzle, arguments);
  // The loader is busy until the window has handled the file: opened it, asked about it
  // (the dialog runs inside that handling) or shown why it cannot.
  const bool done = wait_until([&] { return !window.session().loading(); });
  return done && window.session().has_document() && window.session().path() == path;
}

bool run_and_wait(MainWindow& window, int timeout_ms) {
  bool finished = false;
  const auto connection = QObject::connect(&window, &MainWindow::search_finished, [&] { finished = true; });
  window.action(QStringLiteral("run"))->trigger();
  const bool done = wait_until([&] { return finished; }, timeout_ms);
  QObject::disconnect(connection);
  return done && window.session().playback().result() != nullptr;
}

void show_active(MainWindow& window) {
  window.show();
  QApplication::setActiveWindow(&window);
  window.activateWindow();
  (void)QTest::qWaitForWindowActive(&window, 2000);
}

void ask_ann_lee_on_the_lianliankan_sample(MainWindow& window, const QString& folder) {
  window.class_work().keeper().set_folder(folder);
  window.class_work().set_student(QStringLiteral("Ann Lee"));
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(window));
  show_active(window);
  window.action(Command::ask)->trigger();
  ASSERT_TRUE(window.ask().asking());
  ASSERT_TRUE(wait_until([&] { return window.ask().questions().open(); }, 5000)) << "no question was put";
}

DialogCatcher::DialogCatcher(QString button) : button_(std::move(button)) {
  auto* timer = new QTimer;
  timer->setInterval(20);
  QObject::connect(timer, &QTimer::timeout, [this] { poll(); });
  timer->start();
  timer_ = timer;
}

DialogCatcher::~DialogCatcher() { delete timer_; }

void DialogCatcher::poll() {
  auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
  if (dialog == nullptr) return;
  names_ << dialog->objectName();
  if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
    texts_ << box->text();
    for (QAbstractButton* button : box->buttons()) {
      if (!button_.isEmpty() && (button->objectName() == button_ || button->text() == button_)) {
        button->click();
        return;
      }
    }
  } else if (!button_.isEmpty()) {
    // A dialog of the window's own (the recovery dialog): its buttons by object name.
    for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>(button_)) {
      if (button->isEnabled()) {
        button->click();
        return;
      }
    }
  }
  dialog->reject();
}

ProgramRun run_frontier(const QStringList& arguments, const QProcessEnvironment& environment) {
  QProcess process;
  QProcessEnvironment variables = QProcessEnvironment::systemEnvironment();
  variables.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  variables.insert(environment);
  process.setProcessEnvironment(variables);
  process.start(QStringLiteral(FRONTIER_GUI), arguments);
  EXPECT_TRUE(process.waitForFinished(120000)) << arguments.join(u' ').toStdString();
  return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
          QString::fromUtf8(process.readAllStandardError())};
}

QString samples_directory() { return QStringLiteral(FRONTIER_SAMPLES_DIR); }

namespace {
// The judge's answers in NAME.out, one per query. POJ 1101's own format ("Pair 2: 4
// segments." / "impossible.") is read back into the segment counts the window shows.
QStringList expected_answers(const QString& out_path) {
  QFile file(out_path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  QStringList answers;
  static const QRegularExpression pair(QStringLiteral("^Pair \\d+: (\\d+) segments?\\.$"));
  static const QRegularExpression impossible(QStringLiteral("^Pair \\d+: impossible\\.$"));
  const QString text = QString::fromUtf8(file.readAll());
  // POJ 1101's format parts its boards with blank lines; elsewhere a blank line is an answer
  // (the 8-puzzle's, for a start already solved), the one after the last line break aside.
  const bool blank_lines_part_boards = text.contains(QStringLiteral("Board #"));
  QStringList lines = text.split(QLatin1Char('\n'));
  if (!lines.isEmpty() && lines.back().isEmpty()) lines.removeLast();
  for (const QString& raw : lines) {
    const QString line = raw.trimmed();
    if (line.startsWith(QStringLiteral("Board #")) || (line.isEmpty() && blank_lines_part_boards)) continue;
    if (const auto match = pair.match(line); match.hasMatch()) {
      answers << match.captured(1);
    } else if (impossible.match(line).hasMatch()) {
      answers << QStringLiteral("0");
    } else {
      answers << line;
    }
  }
  return answers;
}
}  // namespace

std::vector<Sample> samples() {
  std::vector<Sample> found;
  const QDir root(samples_directory());
  for (const PuzzleAdapter* puzzle : puzzles()) {
    const QDir folder(root.filePath(QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size()))));
    for (const QFileInfo& input : folder.entryInfoList({QStringLiteral("*.in")}, QDir::Files, QDir::Name)) {
      Sample sample;
      sample.path = input.absoluteFilePath();
      sample.puzzle = puzzle;
      sample.arguments = read_sample_arguments(*puzzle, sample.path);
      sample.expected = expected_answers(folder.filePath(input.completeBaseName() + QStringLiteral(".out")));
      found.push_back(sample);
    }
  }
  return found;
}

bool has_chinese(const QString& words) {
  for (const QChar c : words) {
    if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF) return true;
  }
  return false;
}

QString write_temporary(const QString& name, const QByteArray& content) {
  static QTemporaryDir directory;
  const QString path = directory.filePath(name);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return {};
  file.write(content);
  return path;
}

QByteArray walled_lianliankan_board(int rows, int cols) {
  return QByteArray::fromStdString(frontier::testing::walled_lianliankan_board(rows, cols));
}

void PrintTo(const Sample& sample, std::ostream* out) { *out << sample.path.toStdString(); }

}  // namespace frontier::gui::testing
