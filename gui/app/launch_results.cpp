// frontier LESSON --slide N --student NAME --export-board OUT.in: a student's board of a
// slide, written as a judge file; frontier [LESSON] --class-results FOLDER [--roster R.csv]
// [--csv OUT.csv [--csv-format canvas|moodle]]: the class's results graded again, the
// gradebook written. Both for scripts and tests: no window is made.

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include "app/language.hpp"
#include "app/launch.hpp"
#include "document/whole_file.hpp"
#include "lesson/lesson.hpp"
#include "lesson/student_board.hpp"
#include "model/recognition.hpp"
#include "results/class_results.hpp"
#include "results/class_view.hpp"
#include "results/gradebook.hpp"
#include "results/results_keeper.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui {

std::optional<QString> parse_results_options(const ResultsArguments& given, LaunchOptions& options) {
  options.student = given.student.trimmed();
  options.export_board = given.export_board;
  options.class_results = given.class_results;
  options.csv = given.csv;
  options.roster = given.roster;
  if (!given.csv_format.isEmpty()) options.csv_format = given.csv_format;
  if (!given.export_board.isEmpty()) {
    if (options.slide == 0) return QStringLiteral("--export-board goes with a lesson (FILE.%1) and --slide").arg(QLatin1String(kLessonSuffix));
    if (options.student.isEmpty()) return QStringLiteral("--export-board needs --student NAME: each student's board is their own");
    if (!options.screenshot.isEmpty() || options.presentation) return QStringLiteral("--export-board goes without --screenshot and --presentation");
  }
  if (!given.class_results.isEmpty() && !options.file.isEmpty() && options.slide == 0) {
    return QStringLiteral("--class-results goes with a lesson (FILE.%1), whose results alone are counted, or without FILE").arg(QLatin1String(kLessonSuffix));
  }
  if (!given.csv.isEmpty() && given.class_results.isEmpty()) return QStringLiteral("--csv goes with --class-results");
  if (!given.roster.isEmpty() && given.class_results.isEmpty()) return QStringLiteral("--roster goes with --class-results");
  if (!given.csv_format.isEmpty() && given.csv.isEmpty()) return QStringLiteral("--csv-format goes with --csv");
  if (!gradebook_named(options.csv_format)) return QStringLiteral("--csv-format needs canvas or moodle, not '%1'").arg(options.csv_format);
  if (!given.class_results.isEmpty() && (options.wants_search() && options.screenshot.isEmpty())) {
    return QStringLiteral("--class-results goes with --roster, --csv, --screenshot and --size alone");
  }
  if (!given.export_board.isEmpty() && !given.class_results.isEmpty()) return QStringLiteral("--export-board and --class-results: one at a time");
  return std::nullopt;
}

namespace {

QTextStream& error_stream() {
  static QTextStream stream(stderr);
  return stream;
}

int export_board(const LaunchOptions& options) {
  auto read = read_lesson_file(options.file);
  if (const LessonError* error = std::get_if<LessonError>(&read)) {
    error_stream() << "frontier: " << error->message(options.file) << "\n" << Qt::flush;
    return 1;
  }
  const Lesson& lesson = std::get<Lesson>(read);
  if (options.slide > static_cast<int>(lesson.slides.size())) {
    error_stream() << "frontier: " << options.file << ": there is no slide " << options.slide << ": the lesson has "
                   << lesson.slides.size() << "\n" << Qt::flush;
    return 1;
  }
  const Slide& slide = lesson.slides[static_cast<std::size_t>(options.slide - 1)];
  std::shared_ptr<const PuzzleFile> file = slide.judge_file;  // a slide of a judge file: every student's board
  if (slide.generate) {
    const StudentBoard board = student_board(slide, options.student);
    if (!board.file) {
      error_stream() << "frontier: " << options.file << ": slide " << options.slide << ": " << board.refusal << "\n" << Qt::flush;
      return 1;
    }
    file = board.file;
  }
  const QString why = save_whole(options.export_board, QByteArray::fromStdString(file->write()));
  if (!why.isEmpty()) {
    error_stream() << "frontier: " << options.export_board << ": " << why << "\n" << Qt::flush;
    return 1;
  }
  return 0;
}

// The lesson named on the command line, for the results of it alone and its slides' titles.
std::optional<ClassLesson> lesson_of(const LaunchOptions& options) {
  if (options.file.isEmpty()) return ClassLesson{};
  auto read = read_lesson_file(options.file);
  if (const LessonError* error = std::get_if<LessonError>(&read)) {
    error_stream() << "frontier: " << error->message(options.file) << "\n" << Qt::flush;
    return std::nullopt;
  }
  return class_lesson(options.file, std::get<Lesson>(read), language::current() == language::kChinese);
}

int class_results(const LaunchOptions& options) {
  if (!QFileInfo(options.class_results).isDir()) {
    error_stream() << "frontier: " << options.class_results << ": not a folder\n" << Qt::flush;
    return 1;
  }
  const std::optional<ClassLesson> lesson = lesson_of(options);
  if (!lesson) return 1;
  ClassResults results = read_class_results(options.class_results, *lesson);
  // The roster given, else the folder's own; one that does not read stops everything: the
  // gradebook would name no one rightly.
  const QString roster = !options.roster.isEmpty() ? options.roster : QDir(options.class_results).filePath(QLatin1String(kFolderRoster));
  if (!options.roster.isEmpty() || QFileInfo::exists(roster)) {
    auto read = read_roster_file(roster);
    if (const RosterError* error = std::get_if<RosterError>(&read)) {
      error_stream() << "frontier: " << error->message(roster) << "\n" << Qt::flush;
      return 1;
    }
    set_roster(results, std::get<Roster>(std::move(read)));
  }
  // Each file left out is named with its place, each result set aside with its lesson, each
  // student not on the roster by name; the others are counted all the same.
  for (const QString& refused : results.refused) error_stream() << "frontier: " << QDir(options.class_results).filePath(refused) << "\n";
  for (const QString& aside : results.set_aside) error_stream() << "frontier: " << QDir(options.class_results).filePath(aside) << "\n";
  for (const QString& shared : results.shared_names) error_stream() << "frontier: " << QDir(options.class_results).path() << ": " << shared << "\n";
  for (const StudentRow* row : results.not_on_roster()) {
    error_stream() << "frontier: " << QDir(options.class_results).filePath(row->files.front()) << ": " << row->student
                   << " is not on the roster (" << row->unmatched << "): left out of the gradebook\n";
  }
  error_stream().flush();
  if (!options.csv.isEmpty()) {
    auto csv = gradebook_csv(results, *gradebook_named(options.csv_format));
    if (const QString* refusal = std::get_if<QString>(&csv)) {
      error_stream() << "frontier: " << options.csv << ": " << *refusal << "\n" << Qt::flush;
      return 1;
    }
    if (const QString why = save_whole(options.csv, std::get<QByteArray>(csv)); !why.isEmpty()) {
      error_stream() << "frontier: " << options.csv << ": " << why << "\n" << Qt::flush;
      return 1;
    }
  }
  // The class view as File ▸ Open Class Results shows it, drawn to a picture.
  if (!options.screenshot.isEmpty()) {
    ClassView view(results);
    view.resize(options.size);
    // Written whole or not at all, as every picture: a full disk leaves the old one.
    const QByteArray png = png_bytes(view.grab().toImage());
    const QString why = png.isEmpty() ? QStringLiteral("the picture could not be encoded as PNG") : save_whole(options.screenshot, png);
    if (!why.isEmpty()) {
      error_stream() << "frontier: " << options.screenshot << ": cannot be written: " << why << "\n" << Qt::flush;
      return 1;
    }
  }
  return results.refused.isEmpty() && results.not_on_roster().empty() ? 0 : 1;
}

}  // namespace

int run_results_tool(const LaunchOptions& options) {
  if (!options.export_board.isEmpty()) return export_board(options);
  return class_results(options);
}

}  // namespace frontier::gui
