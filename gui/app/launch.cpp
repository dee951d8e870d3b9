#include "app/launch.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPixmap>
#include <QTextStream>

#include "model/recognition.hpp"
#include "widgets/board_view.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

namespace {
QTextStream& out() {
  static QTextStream stream(stdout);
  return stream;
}
QTextStream& err() {
  static QTextStream stream(stderr);
  return stream;
}
QString puzzle_ids() {
  QStringList ids;
  for (const PuzzleAdapter* puzzle : puzzles()) ids << QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size()));
  return ids.join(QStringLiteral(", "));
}
}  // namespace

std::optional<LaunchOptions> parse_launch_options(int* exit_status) {
  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("Launch", "Step through search algorithms on judge puzzles."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("Launch", "A judge input file to open."),
                               QStringLiteral("[FILE]"));
  const QCommandLineOption puzzle({QStringLiteral("puzzle")},
                                  QApplication::translate("Launch", "Read FILE as this puzzle (%1).").arg(puzzle_ids()),
                                  QStringLiteral("ID"));
  const QCommandLineOption case_option({QStringLiteral("case")}, QApplication::translate("Launch", "Show case K (from 1)."),
                                       QStringLiteral("K"), QStringLiteral("1"));
  const QCommandLineOption query({QStringLiteral("query")}, QApplication::translate("Launch", "Show query J of the case (from 1)."),
                                 QStringLiteral("J"), QStringLiteral("1"));
  const QCommandLineOption algorithm({QStringLiteral("algorithm")},
                                     QApplication::translate("Launch", "Run this algorithm (default: the judge's)."),
                                     QStringLiteral("NAME"));
  const QCommandLineOption step({QStringLiteral("step")},
                                QApplication::translate("Launch", "Put the cursor at step N of the search, or at its end."),
                                QStringLiteral("N|end"));
  const QCommandLineOption screenshot({QStringLiteral("screenshot")},
                                      QApplication::translate("Launch", "Save the window as a PNG picture and quit."),
                                      QStringLiteral("OUT.png"));
  const QCommandLineOption size({QStringLiteral("size")},
                                QApplication::translate("Launch", "Window size for the screenshot."), QStringLiteral("WxH"),
                                QStringLiteral("1280x800"));
  const QCommandLineOption presentation({QStringLiteral("presentation")},
                                        QApplication::translate("Launch", "Start in presentation mode (large fonts, high contrast)."));
  parser.addOptions({puzzle, case_option, query, algorithm, step, screenshot, size, presentation});
  // Every puzzle's rules, named as frontier-cli names them.
  std::vector<RuleOption> rules;
  for (const PuzzleAdapter* p : puzzles()) {
    for (const RuleOption& rule : p->rules()) {
      const QString name = QString::fromStdString(rule.id);
      const QString help = QStringLiteral("%1: %2").arg(p->title(), rule.label);
      parser.addOption(rule.is_switch() ? QCommandLineOption(name, help)
                                        : QCommandLineOption(name, help, QStringLiteral("%1..%2").arg(rule.minimum).arg(rule.maximum)));
      rules.push_back(rule);
    }
  }
  if (!parser.parse(QApplication::arguments())) {
    err() << parser.errorText() << "\n" << Qt::flush;
    *exit_status = 2;
    return std::nullopt;
  }
  if (parser.isSet(QStringLiteral("help"))) {
    out() << parser.helpText() << Qt::flush;
    *exit_status = 0;
    return std::nullopt;
  }
  if (parser.isSet(QStringLiteral("version"))) {
    out() << QApplication::applicationName() << " " << QApplication::applicationVersion() << "\n" << Qt::flush;
    *exit_status = 0;
    return std::nullopt;
  }
  const auto usage = [&](const QString& message) {
    err() << "frontier: " << message << "\n" << Qt::flush;
    *exit_status = 2;
    return std::nullopt;
  };
  LaunchOptions options;
  const QStringList files = parser.positionalArguments();
  if (files.size() > 1) return usage(QStringLiteral("one file at a time"));
  if (!files.isEmpty()) options.file = files.front();
  options.puzzle = parser.value(puzzle);
  if (!options.puzzle.isEmpty() && find_puzzle(options.puzzle.toStdString()) == nullptr) {
    return usage(QStringLiteral("unknown puzzle '%1' (known: %2)").arg(options.puzzle, puzzle_ids()));
  }
  bool ok = false;
  options.case_number = parser.value(case_option).toInt(&ok);
  if (!ok || options.case_number < 1) return usage(QStringLiteral("--case needs a number from 1"));
  options.query_number = parser.value(query).toInt(&ok);
  if (!ok || options.query_number < 1) return usage(QStringLiteral("--query needs a number from 1"));
  options.case_given = parser.isSet(case_option);
  options.query_given = parser.isSet(query);
  options.algorithm = parser.value(algorithm);
  for (const RuleOption& rule : rules) {
    const QString name = QString::fromStdString(rule.id);
    if (!parser.isSet(name)) continue;
    if (rule.is_switch()) {
      options.rules[rule.id] = 1;
      continue;
    }
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < rule.minimum || value > rule.maximum) {
      return usage(QStringLiteral("--%1 needs a number from %2 to %3").arg(name).arg(rule.minimum).arg(rule.maximum));
    }
    options.rules[rule.id] = value;
  }
  options.step = parser.value(step);
  if (!options.step.isEmpty() && options.step != QStringLiteral("end")) {
    if (options.step.toInt(&ok); !ok || options.step.toInt() < 0) return usage(QStringLiteral("--step needs a number from 0, or end"));
  }
  options.screenshot = parser.value(screenshot);
  options.presentation = parser.isSet(presentation);
  const QStringList wh = parser.value(size).split(QLatin1Char('x'));
  bool width_ok = false, height_ok = false;
  const int width = wh.value(0).toInt(&width_ok), height = wh.value(1).toInt(&height_ok);
  if (wh.size() != 2 || !width_ok || !height_ok || width < kMinShotSize.width() || height < kMinShotSize.height() ||
      width > kMaxShotSize.width() || height > kMaxShotSize.height()) {
    return usage(QStringLiteral("--size needs WxH, from %1x%2 to %3x%4")
                     .arg(kMinShotSize.width())
                     .arg(kMinShotSize.height())
                     .arg(kMaxShotSize.width())
                     .arg(kMaxShotSize.height()));
  }
  options.size = QSize(width, height);
  if (options.file.isEmpty() && (options.wants_search() || parser.isSet(case_option) || parser.isSet(query))) {
    return usage(QStringLiteral("--case, --query, --algorithm, --step and --screenshot need a FILE"));
  }
  return options;
}

Launcher::Launcher(MainWindow& window, LaunchOptions options) : window_(window), options_(std::move(options)) {
  connect(&window_, &MainWindow::document_opened, this, &Launcher::opened);
  connect(&window_, &MainWindow::open_failed, this, [this](const QString& message) {
    if (!options_.screenshot.isEmpty()) fail(message);
  });
  connect(&window_, &MainWindow::search_finished, this, &Launcher::searched);
}

void Launcher::start() {
  if (!options_.screenshot.isEmpty()) window_.set_quiet(true);
  if (options_.presentation) window_.set_presentation(true);
  if (options_.file.isEmpty()) return;
  const PuzzleAdapter* forced = options_.puzzle.isEmpty() ? nullptr : find_puzzle(options_.puzzle.toStdString());
  window_.open_file(options_.file, forced, SampleArguments{options_.rules, options_.algorithm});
}

void Launcher::fail(const QString& message) {
  err() << "frontier: " << message << "\n" << Qt::flush;
  emit finished(1);
}

void Launcher::opened() {
  // Only the file of the command line is steered; files opened later are the user's.
  if (started_search_ || options_.file.isEmpty()) return;
  const Document& document = window_.document();
  const int cases = document.file->case_count();
  if (cases == 0 && !options_.case_given) return nothing_to_ask(QStringLiteral("the file holds no cases"));
  if (options_.case_number > cases) return fail(QStringLiteral("--case %1: the file has %2 cases").arg(options_.case_number).arg(cases));
  const int queries = document.file->query_count(options_.case_number - 1);
  if (queries == 0 && !options_.query_given) {
    window_.choose(options_.case_number - 1, 0);
    return nothing_to_ask(QStringLiteral("case %1 has no queries").arg(options_.case_number));
  }
  if (options_.query_number > queries) {
    return fail(QStringLiteral("--query %1: case %2 has %3 queries").arg(options_.query_number).arg(options_.case_number).arg(queries));
  }
  window_.choose(options_.case_number - 1, options_.query_number - 1);
  if (!options_.algorithm.isEmpty() && !window_.set_algorithm(options_.algorithm)) {
    return fail(QStringLiteral("unknown algorithm '%1' (known: %2)").arg(options_.algorithm, window_.algorithm_names().join(QStringLiteral(", "))));
  }
  print_answers();
  if (!options_.wants_search()) return;
  started_search_ = true;
  window_.run_search();
}

void Launcher::print_answers() {
  // The judge's output for the whole file, from the judge solver, as frontier-cli prints it.
  const Document& document = window_.document();
  const std::string judge = window_.algorithm_names().value(0).toStdString();
  out() << QFileInfo(document.path).fileName() << " (" << document.file->puzzle().title() << "):\n";
  for (int k = 0; k < document.file->case_count(); ++k) {
    for (int j = 0; j < document.file->query_count(k); ++j) {
      out() << "  case " << k + 1 << " query " << j + 1 << ": " << document.file->problem(k, j, document.rules)->judge_answer(judge) << "\n";
    }
  }
  out() << Qt::flush;
}

void Launcher::nothing_to_ask(const QString& why) {
  options_.file.clear();  // done with the command line's file
  print_answers();
  out() << "shown: " << why << ": there is nothing to ask\n" << Qt::flush;
  if (options_.screenshot.isEmpty()) return;
  QApplication::processEvents();
  save_screenshot();
}

void Launcher::searched() {
  if (!started_search_) return;
  started_search_ = false;
  options_.file.clear();  // done with the command line's file
  Playback& playback = window_.playback();
  if (options_.step == QStringLiteral("end")) {
    playback.to_end();
  } else if (!options_.step.isEmpty()) {
    playback.seek(options_.step.toInt());
  }
  const SearchResult* result = playback.result();
  if (result == nullptr) {
    // The window says why in its status bar; headless, nobody would see it: say it here,
    // in core's words, as frontier-cli does.
    if (!options_.screenshot.isEmpty()) fail(QStringLiteral("the search could not run: %1").arg(window_.search_error()));
    return;
  }
  out() << "shown: case " << window_.document().case_index + 1 << " query " << window_.document().query_index + 1
        << ", " << QString::fromStdString(result->algorithm) << ", step " << playback.position() << " of "
        << playback.length() << ": " << (result->stopped ? QStringLiteral("stopped") : result->answer) << "\n"
        << Qt::flush;
  if (options_.screenshot.isEmpty()) return;
  // The lit pseudo-code line is derived on a worker thread; give it a moment to arrive.
  QElapsedTimer clock;
  clock.start();
  while (playback.position() <= static_cast<int>(result->trace.steps()) && playback.line() == 0 && clock.elapsed() < 3000) {
    QApplication::processEvents(QEventLoop::AllEvents, 20);
  }
  QApplication::processEvents();
  save_screenshot();
}

void Launcher::save_screenshot() {
  if (!window_.grab().save(options_.screenshot, "PNG")) return fail(QStringLiteral("cannot write %1").arg(options_.screenshot));
  out() << "screenshot: " << QFileInfo(options_.screenshot).absoluteFilePath() << "\n" << Qt::flush;
  emit finished(0);
}

}  // namespace frontier::gui
