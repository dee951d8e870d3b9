#pragma once
// The command line: frontier [FILE] [--puzzle ID] [--case K] [--query J]
//   [--algorithm NAME] [--step N|end] [--screenshot OUT.png] [--size WxH] [--presentation]
//   [--export-animation OUT.gif|OUT.mp4 [--from S|end] [--to E|end] [--fps N] [--caption]]
//   [--picture OUT.png|OUT.svg [--picture-view whole|board]]
//   [--compare ALG,ALG[,...] [--clock expansion|layer]] [--ask layer|pop [--answer "R,C R,C"]]
//   [--mode exercise [--exercise-steps N]] [--answers MINE.out]
//   or frontier LESSON.frontier-lesson [--slide N] [--student NAME] [--screenshot OUT.png] [--presentation]
//   or frontier LESSON.frontier-lesson --slide N --student NAME --export-board OUT.in
//   or frontier [LESSON] --class-results FOLDER [--roster ROSTER.csv] [--csv OUT.csv [--csv-format canvas|moodle]]
//   and any puzzle's rules as frontier-cli spells them (--outside, --max-moves K)
// Opens FILE through the same path as File ▸ Open, chooses the case and query, runs the
// algorithm, moves the cursor, prints the judge's answers, and with --screenshot saves
// the window as it is then drawn and quits (works offscreen, without a display); with
// --export-animation it writes timeline positions S..E as File ▸ Export ▸ Animation does
// (--size is then the frames' size) and quits; with --picture it writes the picture
// File ▸ Export ▸ Picture writes (--size is then the picture's size: 1920x1080 for the
// whole view, the board's own for the board alone) and quits. With --compare, the searches are compared
// side by side (View ▸ Compare), --step counts the comparison clock's beats, each lane's
// answer and counters are printed, one line a lane, and --screenshot saves that window.
// With --answers, the trainee's answers are judged, how many are wrong is printed, and
// unless --case or --query says otherwise the first wrong one is shown.

#include <QObject>
#include <QSize>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "frontier/common/cell.hpp"

#include "model/sample_arguments.hpp"

class QWidget;

namespace frontier::gui {

class MainWindow;
class Playback;
class SearchResult;

// The window is laid out no smaller than this.
inline constexpr QSize kMinShotSize{320, 240};
// The largest screenshot: an 8K screen's width, each way. The window is drawn into a
// backing store and grabbed into a second picture, 4 bytes a pixel each (225 MiB each at
// this size); 20000x20000 took 3 GB, and larger sizes made QPainter warn by the thousand.
inline constexpr QSize kMaxShotSize{7680, 7680};

// --from or --to: a timeline position, or its end, which is known only once the search has
// run (as --step end is).
struct TimelineBound {
  std::optional<std::uint64_t> position;  // nullopt: the end
  std::uint64_t on(std::uint64_t last) const { return position.value_or(last); }
};

struct LaunchOptions {
  QString file;
  QString puzzle;       // forces a reader
  int case_number = 1;  // 1-based, as the judge counts
  int query_number = 1;
  // Given on the command line: a case or query that is not there is then an error, while
  // the default first one may be missing (a valid file may ask nothing).
  bool case_given = false;
  bool query_given = false;
  QString algorithm;
  QString answers;      // --answers: the trainee's answers, judged against FILE (File ▸ Open Answers)
  RuleValues rules;     // --outside, --max-moves K, ...: any puzzle's rules, by id
  QString step;         // "", "end" or a timeline position
  QString screenshot;
  QString console_screenshot;  // --console-screenshot: the presenter's console, with two screens
  QSize size{1280, 800};
  bool presentation = false;
  QString mode;         // --mode: "" (viewing), "edit", "play" or "exercise", entered before the screenshot
  int exercise_steps = 0;  // --exercise-steps: the model answer's steps taken, then the next shown
  QString export_animation;  // OUT.gif or OUT.mp4
  std::optional<TimelineBound> animation_from;  // unset: as the dialog offers (the replay, or all)
  std::optional<TimelineBound> animation_to;
  std::optional<QSize> animation_size;           // unset: the board fitted within 1920x1080
  int animation_fps = 10;
  bool animation_caption = false;                // --caption: the narration under each frame
  QString picture;                               // --picture: OUT.png or OUT.svg
  QString picture_view = QStringLiteral("whole");  // --picture-view: "whole" or "board"
  std::optional<QSize> picture_size;             // unset: the view's default
  QStringList compare;       // --compare: the lanes' algorithms
  QString compare_clock = QStringLiteral("expansion");  // --clock
  QString ask;                 // --ask: "", "layer" or "pop"
  std::optional<std::vector<Cell>> answer;  // --answer: the cells picked, then revealed
  int slide = 0;               // FILE is a lesson: its slide to show (1-based); 0: FILE is a judge file
  QString student;             // --student: whose results are kept, whose board a lesson's slide generates
  QString export_board;        // --export-board OUT.in: the student's board of the lesson's slide, written
  QString class_results;       // --class-results FOLDER: the class's results read back
  QString csv;                 // --csv OUT.csv: their gradebook written
  QString csv_format = QStringLiteral("canvas");  // --csv-format: canvas or moodle
  QString roster;              // --roster ROSTER.csv: the class's accounts
  // --export-board or --class-results: a file is written, and no window is ever made.
  bool tool() const { return !export_board.isEmpty() || !class_results.isEmpty(); }
  // Nothing is shown: a picture or an animation is written and the program quits.
  bool headless() const { return !screenshot.isEmpty() || !export_animation.isEmpty() || !picture.isEmpty(); }
  bool wants_search() const {
    return !algorithm.isEmpty() || !step.isEmpty() || !screenshot.isEmpty() || !export_animation.isEmpty() || !picture.isEmpty();
  }
};

// --ask and --answer into `options` (launch_ask.cpp); the usage error, if any.
std::optional<QString> parse_ask_options(const QString& ask, bool answer_given, const QString& answer, LaunchOptions& options);

// --picture and --picture-view into `options` (launch_picture.cpp); the usage error, if any.
std::optional<QString> parse_picture_options(const QString& picture, bool view_given, const QString& view, LaunchOptions& options);

// FILE as a lesson, and --slide, into `options` (launch_lesson.cpp); the usage error, if any.
std::optional<QString> parse_slide_option(bool slide_given, const QString& slide, LaunchOptions& options);

// The results options as given (an option not given: empty).
struct ResultsArguments {
  QString student;
  QString export_board;
  QString class_results;
  QString csv;
  QString roster;
  QString csv_format;
};
// --student, --export-board, --class-results, --csv, --roster and --csv-format into
// `options` (launch_results.cpp); the usage error, if any.
std::optional<QString> parse_results_options(const ResultsArguments& given, LaunchOptions& options);
// Runs --export-board or --class-results (launch_results.cpp) and gives the exit status.
int run_results_tool(const LaunchOptions& options);

// Headless pictures wait (3 s at most) for the lit pseudo-code line, derived on a worker.
void wait_for_lit_line(const Playback& playback, const SearchResult& result);

// "step 6 of 9, move 1 of 2": where `playback` stands, in the numbers the Counters panel
// and the timeline show (expansions, then the found moves replayed), for the printed lines.
QString shown_step(const Playback& playback);

// Parses the application's arguments; on a usage error prints it and returns the exit
// status to end with (--help and --version end with 0).
std::optional<LaunchOptions> parse_launch_options(const QStringList& arguments, int* exit_status);
// The command line as the system gave it, each argument a QString that keeps the bytes of
// a file name that is not UTF-8 (document/file_name.hpp): QApplication::arguments() turns
// them into U+FFFD, and such a file could not be opened.
QStringList raw_arguments(int argc, const char* const* argv);

class Launcher : public QObject {
  Q_OBJECT

 public:
  Launcher(MainWindow& window, LaunchOptions options);
  void start();

 signals:
  void finished(int exit_status);  // only headless (--screenshot, --export-animation, --picture), or on an error there

 private:
  void opened();
  void searched();
  void fail(const QString& message, int exit_status = 1);
  void print_answers();
  // --answers: judged and their count printed, the first wrong one chosen; false when the
  // program ends (a file that cannot be read, headless).
  bool judge_trainee();
  // A file or case that asks nothing: its board (if any) is shown, with nothing to search.
  void nothing_to_ask(const QString& why);
  bool enter_mode();  // --mode; false when it failed (and said why)
  // --mode exercise (launch_exercise.cpp): the exercise entered, the model answer's first
  // --exercise-steps steps taken and the next shown; false when it is refused.
  bool exercise();
  // --compare (launch_compare.cpp): the comparison, then its lanes printed and its picture.
  void compare();
  void compared();
  // --ask (launch_ask.cpp): the question at or after the cursor, answered with --answer.
  void ask();
  // A lesson (launch_lesson.cpp): its slide shown, printed and pictured.
  void open_lesson();
  void slide_shown(int index);
  // --screenshot: `shown` drawn to the PNG, through a QSaveFile.
  void save_screenshot(QWidget& shown);
  void write_animation();
  void write_picture();  // launch_picture.cpp

  MainWindow& window_;
  LaunchOptions options_;
  bool started_search_ = false;
};

}  // namespace frontier::gui
