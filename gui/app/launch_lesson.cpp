// frontier LESSON.frontier-lesson [--slide N] [--screenshot OUT.png]: the lesson opened
// at slide N (1 when not given) as Lesson ▸ Open Lesson opens it, what the slide shows
// printed, and with --screenshot the window's picture (the comparison window's, for a
// slide that compares searches).

#include <QApplication>
#include <QFileInfo>
#include <QTextStream>

#include "app/launch.hpp"
#include "compare/compare_window.hpp"
#include "lesson/lesson.hpp"
#include "search/run.hpp"
#include "modes/compare_mode.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/playback_marks.hpp"

namespace frontier::gui {

std::optional<QString> parse_slide_option(bool slide_given, const QString& slide, LaunchOptions& options) {
  const bool lesson = options.file.endsWith(u'.' + QLatin1String(kLessonSuffix));
  if (slide_given && !lesson) return QStringLiteral("--slide goes with a lesson file (FILE.%1)").arg(QLatin1String(kLessonSuffix));
  if (!lesson) return std::nullopt;
  options.slide = 1;
  if (slide_given) {
    bool ok = false;
    options.slide = slide.toInt(&ok);
    if (!ok || options.slide < 1) return QStringLiteral("--slide needs a number from 1");
  }
  // The slide chooses the puzzle, its rules, the query, the search and the step.
  if (!options.puzzle.isEmpty() || options.case_given || options.query_given || !options.algorithm.isEmpty() ||
      !options.step.isEmpty() || !options.rules.empty() || !options.mode.isEmpty() || !options.compare.isEmpty() ||
      !options.ask.isEmpty() || !options.export_animation.isEmpty()) {
    return QStringLiteral("a lesson's slide sets the puzzle, rules, query, search and step: only --slide, --screenshot, --size, "
                          "--presentation, --student and --export-board go with a lesson");
  }
  return std::nullopt;
}

void Launcher::open_lesson() {
  connect(&window_.lessons(), &LessonController::slide_shown, this, &Launcher::slide_shown, Qt::SingleShotConnection);
  if (!window_.lessons().open_lesson(options_.file, options_.slide - 1) && !options_.headless()) {
    QTextStream(stderr) << "frontier: " << options_.file << ": the lesson was not opened\n" << Qt::flush;
  }
}

void Launcher::slide_shown(int index) {
  const Lesson& lesson = *window_.lessons().lesson();
  const Slide& slide = lesson.slides[static_cast<std::size_t>(index)];
  QTextStream out(stdout);
  out << "slide " << index + 1 << " of " << lesson.slides.size() << ": " << slide.title.in(false) << "\n";
  const Playback& playback = window_.session().playback();
  const SearchResult* result = playback.result();
  if (result == nullptr) {
    out << Qt::flush;
    if (options_.headless()) fail(QStringLiteral("the search could not run: %1").arg(window_.session().search_error()));
    return;
  }
  out << "shown: case " << slide.case_number << " query " << slide.query_number << ", "
      << QString::fromStdString(result->algorithm) << ", " << shown_step(playback) << ": " << (result->stopped ? QStringLiteral("stopped") : result->answer) << "\n";
  out << "bookmarks: " << window_.marks().bookmarks().all().size() << "\n" << Qt::flush;
  // An exercise slide with --exercise-steps: the model answer's first steps taken, as a
  // student takes them (and kept in the results of --student, if given).
  if (slide.exercise && options_.exercise_steps > 0 && !exercise()) return;
  if (options_.screenshot.isEmpty()) return;
  if (slide.algorithms.size() > 1) {
    // The comparison's lanes search on workers: its picture waits for them (compared()).
    options_.compare = slide.algorithms;
    options_.compare_clock = QStringLiteral("layer");  // as the window walks a slide's comparison
    options_.step = slide.step ? QString::number(*slide.step) : QStringLiteral("end");
    CompareWindow* comparison = window_.comparison().lanes();
    if (comparison == nullptr) return fail(QStringLiteral("slide %1: the comparison did not open").arg(index + 1));
    window_.resize(options_.size);  // the comparison is in the window, in the board's place
    const auto ready = [this, comparison] {
      if (!comparison->searching() && comparison->table_ready()) compared();
    };
    if (!comparison->searching() && comparison->table_ready()) return compared();
    connect(comparison, &CompareWindow::lanes_ready, this, ready, Qt::SingleShotConnection);
    connect(comparison, &CompareWindow::table_filled, this, ready, Qt::SingleShotConnection);
    return;
  }
  wait_for_lit_line(playback, *result);
  QApplication::processEvents();
  save_screenshot(window_);
}

}  // namespace frontier::gui
