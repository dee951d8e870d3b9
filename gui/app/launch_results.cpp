// frontier LESSON --slide N --student NAME --export-board OUT.in: a student's board of a
// slide, written as a judge file; frontier --class-results FOLDER [--csv OUT.csv]: the
// class's results graded again, the gradebook written. Both for scripts and tests: no
// window is made.

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include "app/launch.hpp"
#include "document/whole_file.hpp"
#include "lesson/lesson.hpp"
#include "lesson/student_board.hpp"
#include "model/recognition.hpp"
#include "results/class_results.hpp"
#include "results/class_view.hpp"
#include "results/results_keeper.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui {

std::optional<QString> parse_results_options(const QString& student, const QString& export_board, const QString& class_results,
                                             const QString& csv, LaunchOptions& options) {
  options.student = student.trimmed();
  options.export_board = export_board;
  options.class_results = class_results;
  options.csv = csv;
  if (!export_board.isEmpty()) {
    if (options.slide == 0) return QStringLiteral("--export-board goes with a lesson (FILE.%1) and --slide").arg(QLatin1String(kLessonSuffix));
    if (options.student.isEmpty()) return QStringLiteral("--export-board needs --student NAME: each student's board is their own");
    if (!options.screenshot.isEmpty() || options.presentation) return QStringLiteral("--export-board goes without --screenshot and --presentation");
  }
  if (!class_results.isEmpty() && !options.file.isEmpty() && options.slide == 0) {
    return QStringLiteral("--class-results goes with a lesson (FILE.%1), whose results alone are counted, or without FILE").arg(QLatin1String(kLessonSuffix));
  }
  if (!csv.isEmpty() && class_results.isEmpty()) return QStringLiteral("--csv goes with --class-results");
  if (!class_results.isEmpty() && (options.wants_search() && options.screenshot.isEmpty())) {
    return QStringLiteral("--class-results goes with --csv, --screenshot and --size alone");
  }
  if (!export_board.isEmpty() && !class_results.isEmpty()) return QStringLiteral("--export-board and --class-results: one at a time");
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
  const QString why = write_atomically(options.export_board, QByteArray::fromStdString(file->write()));
  if (!why.isEmpty()) {
    error_stream() << "frontier: " << options.export_board << ": " << why << "\n" << Qt::flush;
    return 1;
  }
  return 0;
}

int class_results(const LaunchOptions& options) {
  if (!QFileInfo(options.class_results).isDir()) {
    error_stream() << "frontier: " << options.class_results << ": not a folder\n" << Qt::flush;
    return 1;
  }
  const QString lesson = options.file.isEmpty() ? QString() : QFileInfo(options.file).fileName();
  const ClassResults results = read_class_results(options.class_results, lesson);
  // Each file left out is named with its place; the others are counted all the same.
  for (const QString& refused : results.refused) error_stream() << "frontier: " << QDir(options.class_results).filePath(refused) << "\n";
  error_stream().flush();
  if (!options.csv.isEmpty()) {
    if (const QString why = write_atomically(options.csv, class_results_csv(results)); !why.isEmpty()) {
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
  return results.refused.isEmpty() ? 0 : 1;
}

}  // namespace

int run_results_tool(const LaunchOptions& options) {
  if (!options.export_board.isEmpty()) return export_board(options);
  return class_results(options);
}

}  // namespace frontier::gui
