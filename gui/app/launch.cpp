#include "app/launch.hpp"
#include "lesson/lesson.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>
#include <algorithm>

#include "document/file_name.hpp"
#include "document/whole_file.hpp"
#include "export/animation_export.hpp"
#include "frontier/trace/narration.hpp"
#include "model/recognition.hpp"
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "modes/hand_modes.hpp"
#include "window/class_work.hpp"
#include "window/main_window.hpp"
#include "window/trainee_answers.hpp"
#include "window/panels.hpp"
#include "widgets/presenter_console.hpp"
#include "window/presentation.hpp"
#include "window/picture_export.hpp"

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
// An option of the command line: its name, its help, and for one that takes a value the
// value's name and what it is when not given.
QCommandLineOption option(const char* name, const QString& help, const char* value_name = nullptr,
                          const QString& fallback = {}) {
  if (value_name == nullptr) return QCommandLineOption(QLatin1String(name), help);
  return QCommandLineOption(QLatin1String(name), help, QLatin1String(value_name), fallback);
}
QString puzzle_ids() {
  QStringList ids;
  for (const PuzzleAdapter* puzzle : puzzles()) ids << QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size()));
  return ids.join(QStringLiteral(", "));
}
}  // namespace

QStringList raw_arguments(int argc, const char* const* argv) {
  QStringList arguments;
  for (int k = 0; k < argc; ++k) arguments << file_name_from_bytes(QByteArray(argv[k]));
  return arguments;
}

std::optional<LaunchOptions> parse_launch_options(const QStringList& arguments, int* exit_status) {
  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("Launch", "Step through search algorithms on judge puzzles."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("Launch", "A judge input file to open."),
                               QStringLiteral("[FILE]"));
  // The options in the order --help lists them; each read back by its name.
  parser.addOptions({
      option("puzzle", QApplication::translate("Launch", "Read FILE as this puzzle (%1).").arg(puzzle_ids()), "ID"),
      option("case", QApplication::translate("Launch", "Show case K (from 1)."), "K", "1"),
      option("query", QApplication::translate("Launch", "Show query J of the case (from 1)."), "J", "1"),
      option("algorithm", QApplication::translate("Launch", "Run this algorithm (default: the judge's)."), "NAME"),
      option("step", QApplication::translate("Launch", "Put the cursor at step N of the search, or at its end."), "N|end"),
      option("answers", QApplication::translate("Launch", "Judge your program's answers to FILE (one line a query), mark each query right or wrong, and show the first wrong one (searched to its end)."),
             "MINE.out"),
      option("screenshot", QApplication::translate("Launch", "Save the window as a PNG picture and quit."), "OUT.png"),
      option("console-screenshot", QApplication::translate("Launch", "With --presentation --screenshot and two screens: the stage taken as in class (full screen on the other screen), and the presenter's console saved as this PNG picture."), "CONSOLE.png"),
      option("size", QApplication::translate("Launch", "Window size for the screenshot; with --export-animation the frames' size (by default the board fitted within 1920x1080), with --picture the picture's."), "WxH", "1280x800"),
      option("presentation", QApplication::translate("Launch", "Start in presentation mode (large fonts, high contrast).")),
      option("mode", QApplication::translate("Launch", "Enter edit, play or exercise mode before the screenshot."),
             "edit|play|exercise"),
      option("export-animation", QApplication::translate("Launch", "Write timeline positions S to E as an animated GIF or an MP4 video (by the suffix) and quit."),
             "OUT.gif|OUT.mp4"),
      option("from", QApplication::translate("Launch", "The animation's first position, from 0, or end (default: the replay of the found moves, or 0)."),
             "S|end"),
      option("to", QApplication::translate("Launch", "The animation's last position, or end (default: the end of the timeline, but at most %1 frames; a longer search is cut after its last whole layer that fits). An animation has at most %2 frames, and one that would take more than %3 minutes to draw is refused with its estimate; the frames drawn are counted on standard error.")
                       .arg(kDefaultAnimationFrames).arg(kMaxAnimationFrames).arg(kMaxAnimationSeconds / 60),
             "E|end"),
      option("fps", QApplication::translate("Launch", "The animation's frames a second (%1 to %2).").arg(kMinAnimationFps).arg(kMaxAnimationFps),
             "N", QString::number(kDefaultAnimationFps)),
      option("caption", QApplication::translate("Launch", "With --export-animation: the narration's sentence as a caption under each frame.")),
      option("picture", QApplication::translate("Launch", "Write the picture at the cursor as PNG or SVG (by the suffix) and quit."),
             "OUT.png|OUT.svg"),
      option("picture-view", QApplication::translate("Launch", "With --picture: the whole view (board, legend, counters, pseudo-code, narration) or the board alone."),
             "whole|board", "whole"),
      option("compare", QApplication::translate("Launch", "Compare these searches side by side (two to four, by commas)."),
             "ALG,ALG"),
      option("clock", QApplication::translate("Launch", "What each beat of the comparison is (--step counts them)."),
             "expansion|layer", "expansion"),
      option("ask", QApplication::translate("Launch", "Ask mode: put the first question at or after --step."), "layer|pop"),
      option("answer", QApplication::translate("Launch", "With --ask: pick these cells (row,col by spaces), then reveal."),
             "CELLS"),
      option("exercise-steps", QApplication::translate("Launch", "With --mode exercise: take the model answer's first N steps, then show the next."),
             "N"),
      option("slide", QApplication::translate("Launch", "With a lesson (FILE.frontier-lesson): show its slide N (from 1)."),
             "N"),
      option("student", QApplication::translate("Launch", "Keep results under this name; a lesson's slide that generates a board shows this student's."),
             "NAME"),
      option("export-board", QApplication::translate("Launch", "With a lesson, --slide and --student: write that student's board of the slide as a judge file and quit."),
             "OUT.in"),
      option("class-results", QApplication::translate("Launch", "Read a folder of the class's results (*.frontier-results), grade each again from its steps, and quit; a file that does not read is named with its place."),
             "FOLDER"),
      option("csv", QApplication::translate("Launch", "With --class-results: write the gradebook as CSV."), "OUT.csv"),
      option("csv-format", QApplication::translate("Launch", "With --csv: the gradebook's format, Canvas's or Moodle's (Moodle's needs a roster)."),
             "canvas|moodle", QStringLiteral("canvas")),
      option("roster", QApplication::translate("Launch", "With --class-results: the class's roster (CSV: name, login, id, email, section), which matches each student to their account in the gradebook (default: FOLDER/roster.csv, if there)."),
             "ROSTER.csv")});
  const auto given = [&](const char* name) { return parser.isSet(QLatin1String(name)); };
  const auto value = [&](const char* name) { return parser.value(QLatin1String(name)); };
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
  if (!parser.parse(arguments)) {
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
  options.puzzle = value("puzzle");
  if (!options.puzzle.isEmpty() && find_puzzle(options.puzzle.toStdString()) == nullptr) {
    return usage(QStringLiteral("unknown puzzle '%1' (known: %2)").arg(options.puzzle, puzzle_ids()));
  }
  bool ok = false;
  options.case_number = value("case").toInt(&ok);
  if (!ok || options.case_number < 1) return usage(QStringLiteral("--case needs a number from 1"));
  options.query_number = value("query").toInt(&ok);
  if (!ok || options.query_number < 1) return usage(QStringLiteral("--query needs a number from 1"));
  options.case_given = given("case");
  options.query_given = given("query");
  options.algorithm = value("algorithm");
  options.answers = value("answers");
  for (const RuleOption& rule : rules) {
    const QString name = QString::fromStdString(rule.id);
    if (!parser.isSet(name)) continue;
    if (rule.is_switch()) {
      options.rules[rule.id] = 1;
      continue;
    }
    const int number = parser.value(name).toInt(&ok);
    if (!ok || number < rule.minimum || number > rule.maximum) {
      return usage(QStringLiteral("--%1 needs a number from %2 to %3").arg(name).arg(rule.minimum).arg(rule.maximum));
    }
    options.rules[rule.id] = number;
  }
  options.step = value("step");
  if (!options.step.isEmpty() && options.step != QStringLiteral("end")) {
    if (options.step.toInt(&ok); !ok || options.step.toInt() < 0) return usage(QStringLiteral("--step needs a number from 0, or end"));
  }
  options.screenshot = value("screenshot");
  if (!options.screenshot.isEmpty() && !options.screenshot.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) {
    return usage(QStringLiteral("--screenshot writes a PNG picture: its name ends in .png, not '%1'").arg(options.screenshot));
  }
  options.presentation = given("presentation");
  options.console_screenshot = value("console-screenshot");
  if (!options.console_screenshot.isEmpty()) {
    if (!options.console_screenshot.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) {
      return usage(QStringLiteral("--console-screenshot writes a PNG picture: its name ends in .png, not '%1'").arg(options.console_screenshot));
    }
    if (options.screenshot.isEmpty() || !options.presentation) {
      return usage(QStringLiteral("--console-screenshot goes with --presentation and --screenshot"));
    }
  }
  options.mode = value("mode");
  if (!options.mode.isEmpty() && options.mode != QStringLiteral("edit") && options.mode != QStringLiteral("play") &&
      options.mode != QStringLiteral("exercise")) {
    return usage(QStringLiteral("--mode needs edit, play or exercise, not '%1'").arg(options.mode));
  }
  if (!options.mode.isEmpty() && options.screenshot.isEmpty()) return usage(QStringLiteral("--mode goes with --screenshot"));
  if (given("exercise-steps")) {
    bool whole = false;
    options.exercise_steps = value("exercise-steps").toInt(&whole);
    if (!whole || options.exercise_steps < 0) return usage(QStringLiteral("--exercise-steps needs a number from 0"));
    // A lesson's exercise slide is in exercise mode by itself.
    const bool lesson = options.file.endsWith(u'.' + QLatin1String(kLessonSuffix));
    if (options.mode != QStringLiteral("exercise") && !lesson) {
      return usage(QStringLiteral("--exercise-steps goes with --mode exercise, or a lesson's exercise slide"));
    }
  }
  options.export_animation = value("export-animation");
  const bool animating = !options.export_animation.isEmpty();
  if (animating && !options.screenshot.isEmpty()) return usage(QStringLiteral("--screenshot and --export-animation: one at a time"));
  if (const std::optional<QString> problem =
          parse_picture_options(value("picture"), given("picture-view"), value("picture-view"), options)) {
    return usage(*problem);
  }
  const bool picturing = !options.picture.isEmpty();
  // With --export-animation, --size is the frames' size, whose limits are the animation's;
  // with --picture, the picture's.
  const QSize min_size = animating ? kMinAnimationSize : picturing ? kMinPictureSize : kMinShotSize;
  const QSize max_size = animating ? kMaxAnimationSize : picturing ? kMaxPictureSize : kMaxShotSize;
  const QStringList wh = value("size").split(QLatin1Char('x'));
  bool width_ok = false, height_ok = false;
  const int width = wh.value(0).toInt(&width_ok), height = wh.value(1).toInt(&height_ok);
  if (wh.size() != 2 || !width_ok || !height_ok || width < min_size.width() || height < min_size.height() ||
      width > max_size.width() || height > max_size.height()) {
    return usage(QStringLiteral("--size needs WxH, from %1x%2 to %3x%4")
                     .arg(min_size.width())
                     .arg(min_size.height())
                     .arg(max_size.width())
                     .arg(max_size.height()));
  }
  options.size = QSize(width, height);
  if (picturing && given("size")) options.picture_size = options.size;
  options.animation_caption = given("caption");
  if (options.animation_caption && !animating) return usage(QStringLiteral("--caption goes with --export-animation"));
  if (animating) {
    if (!animation_format(options.export_animation)) {
      return usage(QStringLiteral("--export-animation needs a file ending in .gif or .mp4, not '%1'").arg(options.export_animation));
    }
    if (given("size")) options.animation_size = options.size;
    // A position or end, as --step takes them; the end is known once the search has run.
    const auto position = [&](const char* option, std::optional<TimelineBound>& into) {
      if (!given(option)) return true;
      if (value(option) == QStringLiteral("end")) {
        into = TimelineBound{};
        return true;
      }
      const qulonglong number = value(option).toULongLong(&ok);
      if (!ok || value(option).startsWith(QLatin1Char('+'))) return false;
      into = TimelineBound{number};
      return true;
    };
    for (const auto& [name, into] : {std::pair{"from", &options.animation_from}, std::pair{"to", &options.animation_to}}) {
      if (!position(name, *into)) {
        return usage(QStringLiteral("--%1 needs a timeline position from 0, or end, not '%2'").arg(QLatin1String(name), value(name)));
      }
    }
    const auto& from = options.animation_from;
    const auto& to = options.animation_to;
    if (from && to && from->position && to->position && *from->position > *to->position) {
      return usage(QStringLiteral("--from %1 --to %2: the first position is after the last").arg(*from->position).arg(*to->position));
    }
    if (options.animation_caption && options.animation_size && !caption_size_problem(*options.animation_size).isEmpty()) {
      return usage(QStringLiteral("--caption needs frames of at least %1x%2, not %3x%4")
                       .arg(kMinCaptionedSize.width())
                       .arg(kMinCaptionedSize.height())
                       .arg(options.animation_size->width())
                       .arg(options.animation_size->height()));
    }
    options.animation_fps = value("fps").toInt(&ok);
    if (!ok || options.animation_fps < kMinAnimationFps || options.animation_fps > kMaxAnimationFps) {
      return usage(QStringLiteral("--fps needs a number from %1 to %2").arg(kMinAnimationFps).arg(kMaxAnimationFps));
    }
  } else if (given("from") || given("to") || given("fps")) {
    return usage(QStringLiteral("--from, --to and --fps go with --export-animation"));
  }
  if (given("compare")) {
    options.compare = value("compare").split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (options.compare.size() < 2 || options.compare.size() > 4) return usage(QStringLiteral("--compare needs two to four algorithms, by commas"));
    if (animating || picturing || !options.mode.isEmpty() || !options.algorithm.isEmpty()) {
      return usage(QStringLiteral("--compare goes without --algorithm, --mode, --export-animation and --picture"));
    }
  }
  options.compare_clock = value("clock");
  if (options.compare_clock != QStringLiteral("expansion") && options.compare_clock != QStringLiteral("layer")) {
    return usage(QStringLiteral("--clock needs expansion or layer, not '%1'").arg(options.compare_clock));
  }
  if (given("clock") && options.compare.isEmpty()) return usage(QStringLiteral("--clock goes with --compare"));
  if (const std::optional<QString> problem = parse_ask_options(value("ask"), given("answer"), value("answer"), options)) {
    return usage(*problem);
  }
  if (const std::optional<QString> problem = parse_slide_option(given("slide"), value("slide"), options)) {
    return usage(*problem);
  }
  if (const std::optional<QString> problem =
          parse_results_options({value("student"), value("export-board"), value("class-results"), value("csv"), value("roster"),
                                 given("csv-format") ? value("csv-format") : QString()},
                                options)) {
    return usage(*problem);
  }
  if (options.tool()) return options;
  if (options.file.isEmpty() &&
      (options.wants_search() || !options.compare.isEmpty() || given("case") || given("query") || given("answers"))) {
    return usage(QStringLiteral("--case, --query, --algorithm, --step, --screenshot, --export-animation, --picture, --compare and --answers need a FILE"));
  }
  return options;
}

Launcher::Launcher(MainWindow& window, LaunchOptions options) : window_(window), options_(std::move(options)) {
  connect(&window_, &MainWindow::document_opened, this, &Launcher::opened);
  connect(&window_, &MainWindow::open_failed, this, [this](const QString& message) {
    if (options_.headless()) fail(message);
  });
  connect(&window_, &MainWindow::search_finished, this, &Launcher::searched);
  connect(&window_.trainee(), &TraineeAnswers::open_failed, this, [this](const QString& message) {
    if (options_.headless()) fail(message);
  });
}

void Launcher::start() {
  if (options_.headless()) window_.set_quiet(true);
  if (options_.presentation) {
    window_.presentation().take_stage_when_quiet(!options_.console_screenshot.isEmpty());
    window_.presentation().set(true);
  }
  if (!options_.student.isEmpty()) window_.class_work().set_student(options_.student);
  if (options_.file.isEmpty()) return;
  // After the event loop starts, so that a lesson refused at once can still end the program.
  if (options_.slide > 0) return QTimer::singleShot(0, this, &Launcher::open_lesson);
  const PuzzleAdapter* forced = options_.puzzle.isEmpty() ? nullptr : find_puzzle(options_.puzzle.toStdString());
  window_.open_file(options_.file, forced, SampleArguments{options_.rules, options_.algorithm});
}

void Launcher::fail(const QString& message, int exit_status) {
  err() << "frontier: " << message << "\n" << Qt::flush;
  emit finished(exit_status);
}

void Launcher::opened() {
  // Only the file of the command line is steered; files opened later are the user's. A
  // lesson steers its own slides.
  if (started_search_ || options_.file.isEmpty() || options_.slide > 0) return;
  const Session& session = window_.session();
  const int cases = session.file()->case_count();
  if (cases == 0 && !options_.case_given) return nothing_to_ask(QStringLiteral("the file holds no cases"));
  if (options_.case_number > cases) return fail(QStringLiteral("--case %1: the file has %2 cases").arg(options_.case_number).arg(cases));
  const int queries = session.file()->query_count(options_.case_number - 1);
  if (queries == 0 && !options_.query_given) {
    window_.session().choose(options_.case_number - 1, 0);
    return nothing_to_ask(QStringLiteral("case %1 has no queries").arg(options_.case_number));
  }
  if (options_.query_number > queries) {
    return fail(QStringLiteral("--query %1: case %2 has %3 queries").arg(options_.query_number).arg(options_.case_number).arg(queries));
  }
  window_.session().choose(options_.case_number - 1, options_.query_number - 1);
  if (!options_.algorithm.isEmpty() && !window_.session().set_algorithm(options_.algorithm)) {
    return fail(QStringLiteral("unknown algorithm '%1' (known: %2)").arg(options_.algorithm, window_.session().algorithm_names().join(QStringLiteral(", "))));
  }
  print_answers();
  if (!options_.answers.isEmpty() && !judge_trainee()) return;
  if (!options_.compare.isEmpty()) return compare();
  if (!options_.wants_search()) return;
  started_search_ = true;
  window_.run_search();
}

bool Launcher::judge_trainee() {
  TraineeAnswers& trainee = window_.trainee();
  // A file that cannot be read: headless, the program ends (open_failed); else its dialog said why.
  if (!trainee.open(options_.answers)) return !options_.headless();
  const JudgedAnswers& answers = *window_.session().answers();
  out() << "answers: " << QFileInfo(options_.answers).fileName() << ": " << answers.wrong() << " of "
        << answers.verdicts().size() << " wrong\n"
        << Qt::flush;
  // The first wrong one, unless the command line chose the query; searched here only when
  // the command line asks for no search of its own.
  if (!options_.case_given && !options_.query_given) {
    trainee.go_to_first_wrong(!options_.wants_search() && options_.compare.isEmpty());
  }
  return true;
}

void Launcher::print_answers() {
  // The judge's output for the whole file, from the judge solver, as frontier-cli prints it:
  // its solve answers the file at once (one search from a Huarongdao target for all its
  // queries), where a search a query took minutes on the largest files.
  const Session& session = window_.session();
  const std::shared_ptr<const PuzzleFile> file = session.file();
  const std::string judge = session.algorithm_names().value(0).toStdString();
  const QStringList answers = QString::fromStdString(file->judge_output(judge, session.rules())).split(QLatin1Char('\n'));
  out() << QFileInfo(session.path()).fileName() << " (" << file->puzzle().title() << "):\n";
  qsizetype line = 0;
  for (int k = 0; k < file->case_count(); ++k) {
    for (int j = 0; j < file->query_count(k); ++j) {
      out() << "  case " << k + 1 << " query " << j + 1 << ": " << answers.value(line++) << "\n";
    }
  }
  out() << Qt::flush;
}

void Launcher::nothing_to_ask(const QString& why) {
  options_.file.clear();  // done with the command line's file
  print_answers();
  out() << "shown: " << why << ": there is nothing to ask\n" << Qt::flush;
  if (!options_.export_animation.isEmpty()) return fail(QStringLiteral("%1: there is no search to animate").arg(why));
  if (!options_.picture.isEmpty()) return write_picture();  // the board as the file has it
  if (options_.screenshot.isEmpty()) return;
  QApplication::processEvents();
  save_screenshot(window_);
}

QString shown_step(const Playback& playback) {
  const PlaybackCounters counters = playback.counters();
  QString shown = QStringLiteral("step %1 of %2").arg(counters.step).arg(counters.total_steps);
  if (counters.total_moves > 0) shown += QStringLiteral(", move %1 of %2").arg(counters.move).arg(counters.total_moves);
  return shown;
}

void wait_for_lit_line(const Playback& playback, const SearchResult& result) {
  // The lit pseudo-code line is derived on a worker thread; give it a moment to arrive.
  QElapsedTimer clock;
  clock.start();
  while (playback.position() <= static_cast<int>(result.trace.steps()) && playback.line() == 0 && clock.elapsed() < 3000) {
    QApplication::processEvents(QEventLoop::AllEvents, 20);
  }
}

void Launcher::searched() {
  if (!started_search_) return;
  started_search_ = false;
  options_.file.clear();  // done with the command line's file
  Playback& playback = window_.session().playback();
  if (options_.step == QStringLiteral("end")) {
    playback.to_end();
  } else if (!options_.step.isEmpty()) {
    playback.seek(options_.step.toInt());
  }
  const SearchResult* result = playback.result();
  if (result == nullptr) {
    // The window says why in its status bar; headless, nobody would see it: say it here,
    // in core's words, as frontier-cli does.
    if (options_.headless()) fail(QStringLiteral("the search could not run: %1").arg(window_.session().search_error()));
    return;
  }
  out() << "shown: case " << window_.session().case_index() + 1 << " query " << window_.session().query_index() + 1
        << ", " << QString::fromStdString(result->algorithm) << ", " << shown_step(playback) << ": " << (result->stopped ? QStringLiteral("stopped") : result->answer) << "\n"
        << Qt::flush;
  // What the strip under the board says there, in core's English (as frontier-cli trace
  // writes it), from the Timeline itself so that it needs no worker to have finished.
  const Run& lane = window_.session().lane();
  if (const std::optional<trace::Sentence> sentence = lane.timeline().sentence(lane.cursor())) {
    out() << "narration: " << QString::fromStdString(trace::english(window_.session().problem()->puzzle().id(), *sentence))
          << "\n"
          << Qt::flush;
  }
  if (!options_.export_animation.isEmpty()) return write_animation();
  if (!options_.picture.isEmpty()) return write_picture();
  if (options_.screenshot.isEmpty()) return;
  wait_for_lit_line(playback, *result);
  if (!enter_mode()) return;
  if (!options_.ask.isEmpty()) ask();
  QApplication::processEvents();
  save_screenshot(window_);
}

bool Launcher::enter_mode() {
  // The editor asks the judge, play mode asks core for the moves, each on a worker: the
  // picture waits (a few seconds at most) for the answer to be drawn.
  QElapsedTimer clock;
  clock.start();
  if (options_.mode == QStringLiteral("edit")) {
    window_.hands().enter_edit();
    while (window_.hands().editor() != nullptr && window_.panels().edit->judge_answer().endsWith(QStringLiteral("…")) &&
           clock.elapsed() < 3000) {
      QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
  } else if (options_.mode == QStringLiteral("play")) {
    window_.hands().enter_play();
    while (window_.hands().game() != nullptr && !window_.hands().game()->settled() && clock.elapsed() < 3000) {
      QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
  } else if (options_.mode == QStringLiteral("exercise")) {
    return exercise();
  }
  return true;
}

void Launcher::save_screenshot(QWidget& shown) {
  // Written whole or not at all: a failed write (a full disk) leaves the old picture.
  if (!options_.console_screenshot.isEmpty()) {
    // The console beside the stage: on the screen the window is not on.
    PresenterConsole* console = window_.presentation().console();
    if (console == nullptr || !console->isVisible()) {
      return fail(QStringLiteral("cannot write %1: there is no presenter's console with one screen (it is shown on the second)")
                      .arg(options_.console_screenshot));
    }
    window_.presentation().show_state();
    QApplication::processEvents();
    const QByteArray console_png = png_bytes(console->grab().toImage());
    if (console_png.isEmpty()) return fail(QStringLiteral("cannot write %1: the picture could not be encoded as PNG").arg(options_.console_screenshot));
    if (const QString why = save_whole(options_.console_screenshot, console_png); !why.isEmpty()) {
      return fail(QStringLiteral("cannot write %1: %2").arg(options_.console_screenshot, why));
    }
    out() << "console screenshot: " << QFileInfo(options_.console_screenshot).absoluteFilePath() << "\n" << Qt::flush;
  }
  const QString& path = options_.screenshot;
  const QByteArray png = png_bytes(shown.grab().toImage());
  if (png.isEmpty()) return fail(QStringLiteral("cannot write %1: the picture could not be encoded as PNG").arg(path));
  if (const QString why = save_whole(path, png); !why.isEmpty()) return fail(QStringLiteral("cannot write %1: %2").arg(path, why));
  out() << "screenshot: " << QFileInfo(path).absoluteFilePath() << "\n" << Qt::flush;
  emit finished(0);
}

void Launcher::write_animation() {
  const Run& lane = window_.session().lane();
  const Timeline timeline = lane.timeline();
  AnimationRequest request;
  request.path = options_.export_animation;
  request.format = *animation_format(request.path);
  request.range = default_animation_range(timeline);
  if (options_.animation_from) {
    request.range.from = options_.animation_from->on(timeline.length());
    request.range.to = std::min(timeline.length(), request.range.from + kDefaultAnimationFrames - 1);
  }
  if (options_.animation_to) request.range.to = options_.animation_to->on(timeline.length());
  if (const QString problem = animation_range_problem(timeline, request.range); !problem.isEmpty()) {
    return fail(QStringLiteral("--from %1 --to %2: %3").arg(request.range.from).arg(request.range.to).arg(problem), 2);
  }
  const std::unique_ptr<BoardPainter> painter = lane.problem()->painter(lane.shared_result());
  request.size = animation_size(request.format,
                                options_.animation_size.value_or(default_animation_size(painter->grid(), options_.animation_caption)));
  request.fps = options_.animation_fps;
  request.caption = options_.animation_caption;
  const PaintStyle style{options_.presentation};
  if (const QString problem = animation_time_problem(request, animation_seconds_to_draw(timeline, *painter, style, request));
      !problem.isEmpty()) {
    return fail(QStringLiteral("--from %1 --to %2: %3").arg(request.range.from).arg(request.range.to).arg(problem), 2);
  }
  // How far it is, on standard error about once a second: a long export is not a hang.
  QElapsedTimer since_said;
  since_said.start();
  QTextStream said(stderr);
  const AnimationProgress progress = [&](std::uint64_t written, std::uint64_t total) {
    if (since_said.elapsed() >= 1000 || written == total) {
      said << "animation: frame " << written << " of " << total << "\n" << Qt::flush;
      since_said.restart();
    }
    return true;
  };
  try {
    export_animation(timeline, *painter, style, request, progress);
  } catch (const AnimationError& error) {
    return fail(QStringLiteral("cannot write %1: %2").arg(request.path, error.message()));
  }
  out() << "animation: " << QFileInfo(request.path).absoluteFilePath() << " (" << request.range.frames() << " frames, positions "
        << request.range.from << " to " << request.range.to << ", " << request.size.width() << "x" << request.size.height()
        << ", " << request.fps << " a second" << (request.caption ? ", the narration as a caption" : "") << ")\n"
        << Qt::flush;
  emit finished(0);
}

}  // namespace frontier::gui
