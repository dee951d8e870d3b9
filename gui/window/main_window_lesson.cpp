// File ▸ Open Lesson, Save Lesson and Add the View as a Slide; View ▸ Next Slide and
// Previous Slide. A teacher builds a lesson at home from what the window shows (the judge
// file, rules, query, search, cursor and bookmarks, and whether the class is asked) and
// shows it slide by slide in class. The lesson file's format is in lesson/lesson.hpp.

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include "app/language.hpp"
#include "ask/ask_session.hpp"
#include "compare/compare_window.hpp"
#include "document/whole_file.hpp"
#include "lesson/lesson.hpp"
#include "search/run.hpp"
#include "window/dialog_folders.hpp"
#include "window/main_window.hpp"
#include "window/unsaved_prompt.hpp"

namespace frontier::gui {

namespace {
QString lesson_filter() { return MainWindow::tr("Frontier lessons (*.%1)").arg(QLatin1String(kLessonSuffix)); }
}  // namespace

void MainWindow::create_lesson_actions() {
  connect(make_action(QStringLiteral("open_lesson")), &QAction::triggered, this, &MainWindow::ask_open_lesson);
  connect(make_action(QStringLiteral("save_lesson")), &QAction::triggered, this, &MainWindow::ask_save_lesson);
  connect(make_action(QStringLiteral("add_slide")), &QAction::triggered, this, &MainWindow::add_slide);
  connect(make_action(QStringLiteral("next_slide"), QKeySequence(Qt::CTRL | Qt::Key_PageDown)), &QAction::triggered, this,
          [this] { show_slide(slide_ + 1); });
  connect(make_action(QStringLiteral("previous_slide"), QKeySequence(Qt::CTRL | Qt::Key_PageUp)), &QAction::triggered,
          this, [this] { show_slide(slide_ - 1); });
  // Before the launcher's own handler (it is connected later): the slide's step is set
  // before the command line's picture is taken.
  connect(this, &MainWindow::search_finished, this, &MainWindow::slide_searched);
}

void MainWindow::ask_open_lesson() {
  const QString path = ask_open_path(this, tr("Open Lesson"), dialog_path(DialogUse::open), lesson_filter());
  if (!path.isEmpty()) open_lesson(path);
}

bool MainWindow::ask_save_lesson() {
  QString name = QFileInfo(lesson_path_).fileName();
  if (name.isEmpty() && has_document() && !document_.path.isEmpty()) {
    name = QFileInfo(document_.path).completeBaseName() + u'.' + QLatin1String(kLessonSuffix);
  }
  // The lesson being saved is the file whose folder comes first, then the judge file's.
  const QString folder = dialog_folder(DialogUse::save, {lesson_path_, document_.path});
  QString path = ask_save_path(this, tr("Save Lesson"), name.isEmpty() ? folder : QDir(folder).filePath(name), lesson_filter());
  if (path.isEmpty()) return false;
  if (!path.endsWith(u'.' + QLatin1String(kLessonSuffix))) path += u'.' + QLatin1String(kLessonSuffix);
  return save_lesson(path);
}

bool MainWindow::maybe_save_lesson() {
  if (!lesson_modified_ || quiet_) return true;
  switch (ask_about_unsaved(this, QStringLiteral("unsaved_lesson"), tr("Unsaved lesson"),
                            tr("The lesson has slides that are not saved."), tr("Save it first?"))) {
    case QMessageBox::Save: return ask_save_lesson();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

bool MainWindow::open_lesson(const QString& path, int first_slide) {
  std::variant<Lesson, LessonError> read = read_lesson_file(path);
  if (const Lesson* lesson = std::get_if<Lesson>(&read); lesson != nullptr && first_slide >= static_cast<int>(lesson->slides.size())) {
    read = LessonError{{}, tr("there is no slide %1: the lesson has %n slide(s)", nullptr, static_cast<int>(lesson->slides.size())).arg(first_slide + 1)};
  }
  if (const LessonError* error = std::get_if<LessonError>(&read)) {
    // Nothing of it is shown: the document open stays as it was.
    const QString message = error->message(QFileInfo(path).fileName());
    if (quiet_) {
      emit open_failed(message);
    } else {
      QMessageBox::warning(this, tr("Open Lesson"), tr("The lesson could not be opened:\n%1").arg(message));
    }
    return false;
  }
  if (!maybe_save() || !maybe_save_lesson()) return false;  // the user kept what is unsaved
  lesson_ = std::make_unique<Lesson>(std::move(std::get<Lesson>(read)));
  lesson_modified_ = false;
  lesson_path_ = QFileInfo(path).absoluteFilePath();
  remember_recent(lesson_path_);
  slide_ = first_slide;
  return show_slide(first_slide);
}

bool MainWindow::show_slide(int index) {
  if (lesson_ == nullptr || index < 0 || index >= static_cast<int>(lesson_->slides.size())) return false;
  if (!maybe_save()) return false;
  return_to_viewing();
  if (asking()) set_ask(false);
  if (compare_window_ != nullptr) compare_window_->close();
  const Slide& slide = lesson_->slides[static_cast<std::size_t>(index)];
  slide_ = index;
  set_mode(WindowMode::loading);  // a slide opens its judge file as File ▸ Open does
  showing_slide_ = true;  // install keeps the lesson
  install(slide.judge_path, slide.judge_file, SampleArguments{slide.rules, slide.algorithms.front()});
  showing_slide_ = false;
  choose(slide.case_number - 1, slide.query_number - 1);
  set_algorithm(slide.algorithms.front());
  pending_slide_ = index;
  run_search();
  say_slide();
  return true;
}

void MainWindow::slide_searched() {
  if (!pending_slide_ || lesson_ == nullptr) return;
  const int index = *pending_slide_;
  pending_slide_.reset();
  if (index != slide_) return;  // the user went to another slide meanwhile
  const Slide& slide = lesson_->slides[static_cast<std::size_t>(index)];
  // Or chose another query, search or file while the slide's search ran: that search is
  // the user's, not the slide's.
  if (document_.file != slide.judge_file || document_.case_index != slide.case_number - 1 ||
      document_.query_index != slide.query_number - 1 || algorithm() != slide.algorithms.front()) {
    return;
  }
  if (lane().result() != nullptr) {
    if (slide.step) {
      playback().seek(static_cast<int>(std::min<std::uint64_t>(*slide.step, static_cast<std::uint64_t>(playback().length()))));
    } else {
      playback().to_end();
    }
    forget_marks_of_other_searches();
    for (const SlideBookmark& bookmark : slide.bookmarks) bookmarks_.add(bookmark.at, bookmark.note);
    rebuild_bookmarks_menu();
    if (!slide.ask.isEmpty()) {
      set_ask(true);
      ask_->set_at(slide.ask == QStringLiteral("pop") ? trace::AskAt::pop : trace::AskAt::layer);
      go_to_next_question();
    }
    if (slide.algorithms.size() > 1) open_compare(slide.algorithms);
  }
  say_slide();
  retranslate();  // the title names the slide
  emit slide_shown(index);
}

void MainWindow::say_slide() {
  if (lesson_ == nullptr) return;
  say([this] {
    if (lesson_ == nullptr) return QString();
    const Slide& slide = lesson_->slides[static_cast<std::size_t>(slide_)];
    const QString title = slide.title.in(language::current() == language::kChinese);
    const QString where = tr("Slide %1 of %2").arg(slide_ + 1).arg(lesson_->slides.size());
    return title.isEmpty() ? where : tr("%1: %2").arg(where, title);
  });
}

Slide MainWindow::slide_of_view() const {
  Slide slide;
  const PuzzleAdapter& puzzle = document_.file->puzzle();
  slide.puzzle = std::string(puzzle.id());
  slide.judge_file = document_.file;
  slide.judge_text = QString::fromStdString(document_.file->write());  // one file to e-mail
  slide.rules = document_.rules;
  slide.case_number = document_.case_index + 1;
  slide.query_number = document_.query_index + 1;
  slide.algorithms = {algorithm()};
  if (compare_window_ != nullptr && compare_window_->isVisible() && compare_window_->lane_count() > 1) {
    slide.algorithms.clear();
    for (int i = 0; i < compare_window_->lane_count(); ++i) slide.algorithms << compare_window_->lane(i).algorithm();
  }
  const bool at_end = lane().result() != nullptr && playback_->position() >= playback_->length();
  slide.step = at_end ? std::nullopt : std::optional<std::uint64_t>(lane().result() != nullptr ? lane().cursor().position : 0);
  for (const TimelinePosition& at : bookmarks_.all()) slide.bookmarks.push_back({at, bookmarks_.note(at)});
  if (asking()) slide.ask = ask_->at() == trace::AskAt::pop ? QStringLiteral("pop") : QStringLiteral("layer");
  const QString name = document_.path.isEmpty() ? puzzle.title() : QFileInfo(document_.path).fileName();
  slide.title.english = QStringLiteral("%1, case %2, query %3: %4")
                            .arg(name)
                            .arg(slide.case_number)
                            .arg(slide.query_number)
                            .arg(slide.algorithms.join(QStringLiteral(" / ")));
  return slide;
}

void MainWindow::add_slide() {
  if (!has_document() || document_.problem == nullptr || !document_.problem->has_query()) return;
  if (lesson_ == nullptr) {
    lesson_ = std::make_unique<Lesson>();
    slide_ = -1;
  }
  lesson_->slides.insert(lesson_->slides.begin() + (slide_ + 1), slide_of_view());
  ++slide_;
  lesson_modified_ = true;
  say([this] {
    return tr("Slide %1 of %2 is what is shown now; File ▸ Save Lesson keeps the lesson.").arg(slide_ + 1).arg(lesson_->slides.size());
  });
  retranslate();
}

bool MainWindow::save_lesson(const QString& path) {
  if (!has_document() || document_.problem == nullptr || !document_.problem->has_query()) return false;
  Lesson lesson = lesson_ != nullptr ? *lesson_ : Lesson{};
  // The slide shown is saved as it is shown now, under its own title.
  Slide shown = slide_of_view();
  if (lesson.slides.empty()) {
    lesson.slides.push_back(std::move(shown));
    slide_ = 0;
  } else {
    Slide& slide = lesson.slides[static_cast<std::size_t>(slide_)];
    if (!slide.title.empty()) shown.title = slide.title;
    // A bookmark the lesson had keeps its note when it is still there.
    for (SlideBookmark& mark : shown.bookmarks) {
      for (const SlideBookmark& old : slide.bookmarks) {
        if (old.at == mark.at && mark.note.empty()) mark.note = old.note;
      }
    }
    slide = std::move(shown);
  }
  if (const QString why = save_whole(path, write_lesson(lesson)); !why.isEmpty()) {
    if (!quiet_) QMessageBox::warning(this, tr("Save Lesson"), tr("Could not save the lesson to %1: %2").arg(path, why));
    say([path, why] { return tr("Could not save the lesson to %1: %2").arg(path, why); });
    return false;
  }
  lesson_ = std::make_unique<Lesson>(std::move(lesson));
  lesson_modified_ = false;
  lesson_path_ = QFileInfo(path).absoluteFilePath();
  remember_recent(lesson_path_);
  say([this, path] { return tr("Saved the lesson (%n slide(s)) to %1.", nullptr, static_cast<int>(lesson_->slides.size())).arg(path); });
  retranslate();
  return true;
}

}  // namespace frontier::gui
