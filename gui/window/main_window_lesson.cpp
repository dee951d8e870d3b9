// The Lesson menu and the Slides panel: a teacher builds a lesson at home as a deck of
// slides (lesson/deck.hpp), each what the window showed when it was added or updated (the
// judge file, rules, query, search or comparison, cursor and bookmarks, and whether the
// class is asked), from as many judge files and puzzles as the class needs, and shows it
// slide by slide in class. The lesson file's format is in lesson/lesson.hpp.

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include "app/language.hpp"
#include "ask/ask_session.hpp"
#include "compare/compare_window.hpp"
#include "document/whole_file.hpp"
#include "lesson/lesson.hpp"
#include "lesson/slide_sorter.hpp"
#include "search/run.hpp"
#include "window/dialog_folders.hpp"
#include "window/main_window.hpp"
#include "window/unsaved_prompt.hpp"

namespace frontier::gui {

namespace {
QString lesson_filter() { return MainWindow::tr("Frontier lessons (*.%1)").arg(QLatin1String(kLessonSuffix)); }
}  // namespace

void MainWindow::create_lesson_actions() {
  deck_ = new Deck(this);
  connect(action(Command::open_lesson), &QAction::triggered, this, &MainWindow::ask_open_lesson);
  connect(action(Command::save_lesson), &QAction::triggered, this, &MainWindow::ask_save_lesson);
  connect(action(Command::save_lesson_as), &QAction::triggered, this, &MainWindow::ask_save_lesson_as);
  connect(action(Command::close_lesson), &QAction::triggered, this, [this] {
    if (maybe_save_lesson()) deck_->close();
  });
  connect(action(Command::add_slide), &QAction::triggered, this, &MainWindow::add_slide);
  connect(action(Command::update_slide), &QAction::triggered, this, &MainWindow::update_slide);
  connect(action(Command::duplicate_slide), &QAction::triggered, this, [this] { deck_->duplicate(deck_->current()); });
  connect(action(Command::delete_slide), &QAction::triggered, this, [this] {
    deck_->remove(deck_->current());
    show_slide(deck_->current());  // the one after it, or the last
  });
  connect(action(Command::slide_up), &QAction::triggered, this,
          [this] { deck_->move(deck_->current(), deck_->current() - 1); });
  connect(action(Command::slide_down), &QAction::triggered, this,
          [this] { deck_->move(deck_->current(), deck_->current() + 1); });
  connect(action(Command::rename_slide), &QAction::triggered, this, [this] {
    docks_[QStringLiteral("slides_dock")]->show();
    slide_sorter_->list()->setFocus(Qt::ShortcutFocusReason);
    if (QListWidgetItem* item = slide_sorter_->list()->item(deck_->current())) slide_sorter_->list()->editItem(item);
  });
  connect(action(Command::next_slide), &QAction::triggered, this, [this] { show_slide(deck_->current() + 1); });
  connect(action(Command::previous_slide), &QAction::triggered, this, [this] { show_slide(deck_->current() - 1); });
  // Before the launcher's own handler (it is connected later): the slide's step is set
  // before the command line's picture is taken.
  connect(this, &MainWindow::search_finished, this, &MainWindow::slide_searched);

  slide_sorter_ = new SlideSorter(*deck_, this);
  connect(slide_sorter_, &SlideSorter::chosen, this, &MainWindow::show_slide);
  auto* dock = new QDockWidget(this);
  dock->setObjectName(QStringLiteral("slides_dock"));
  dock->setWidget(slide_sorter_);
  addDockWidget(Qt::LeftDockWidgetArea, dock);
  // A tab beside the cases, not a third panel above them: the window keeps fitting a
  // 1280 × 800 screen.
  tabifyDockWidget(docks_.at(QStringLiteral("cases_dock")), dock);
  docks_[dock->objectName()] = dock;
  dock->hide();  // until a lesson is open
  // The panel comes with a lesson and goes with it; the deck's changes move the window's
  // title, the slide actions and the mark of unsaved changes.
  connect(deck_, &Deck::opened_changed, dock, [this, dock](bool open) {
    if (presentation()) {
      // Presenting, the panel stays folded with the others, and comes back with them.
      folded_for_stage_.set_folded(dock, open);
      return;
    }
    dock->setVisible(open);
    if (open) dock->raise();  // its tab in front
  });
  connect(deck_, &Deck::slides_changed, this, [this] {
    show_title();
    update_controls();
  });
  connect(deck_, &Deck::current_changed, this, &MainWindow::update_controls);
  connect(deck_, &Deck::modified_changed, this, &MainWindow::show_title);
  connect(&deck_->undo_stack(), &QUndoStack::indexChanged, this, [this] {
    update_undo_words();
    update_controls();
  });
}

void MainWindow::ask_open_lesson() {
  const QString path = ask_open_path(this, tr("Open Lesson"), dialog_path(DialogUse::open), lesson_filter());
  if (!path.isEmpty()) open_lesson(path);
}

bool MainWindow::ask_save_lesson() {
  if (deck_->open() && !deck_->path().isEmpty()) return save_lesson(deck_->path());
  return ask_save_lesson_as();
}

bool MainWindow::ask_save_lesson_as() {
  QString name = QFileInfo(deck_->path()).fileName();
  if (name.isEmpty() && session_.has_document() && !session_.path().isEmpty()) {
    name = QFileInfo(session_.path()).completeBaseName() + u'.' + QLatin1String(kLessonSuffix);
  }
  // The lesson being saved is the file whose folder comes first, then the judge file's.
  const QString folder = dialog_folder(DialogUse::save, {deck_->path(), session_.path()});
  QString path = ask_save_path(this, tr("Save Lesson"), name.isEmpty() ? folder : QDir(folder).filePath(name), lesson_filter());
  if (path.isEmpty()) return false;
  if (!path.endsWith(u'.' + QLatin1String(kLessonSuffix))) path += u'.' + QLatin1String(kLessonSuffix);
  return save_lesson(path);
}

bool MainWindow::maybe_save_lesson() {
  if (!deck_->modified() || quiet_) return true;
  switch (ask_about_unsaved(this, QStringLiteral("unsaved_lesson"), tr("Unsaved lesson"),
                            tr("The lesson has changes that are not saved."), tr("Save it first?"))) {
    case QMessageBox::Save: return ask_save_lesson();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

std::optional<bool> MainWindow::ask_into_lesson() {
  IntoLesson choice = into_lesson_;
  if (choice == IntoLesson::ask && quiet_) choice = IntoLesson::add_slide;  // nothing of the lesson is lost
  if (choice == IntoLesson::ask) {
    QMessageBox box(QMessageBox::Question, tr("Open"), tr("A lesson is open."), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("into_lesson"));
    box.setInformativeText(tr("Add the judge file to the lesson as a new slide after this one, or close the lesson?"));
    QPushButton* add = box.addButton(tr("Add as a New Slide"), QMessageBox::AcceptRole);
    add->setObjectName(QStringLiteral("add_slide"));
    QPushButton* close = box.addButton(tr("Close the Lesson"), QMessageBox::DestructiveRole);
    close->setObjectName(QStringLiteral("close_lesson"));
    box.addButton(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    box.setDefaultButton(add);
    box.exec();
    if (box.clickedButton() == add) {
      choice = IntoLesson::add_slide;
    } else if (box.clickedButton() == close) {
      choice = IntoLesson::close_lesson;
    } else {
      return std::nullopt;
    }
  }
  if (choice == IntoLesson::add_slide) return true;
  if (!maybe_save_lesson()) return std::nullopt;
  deck_->close();
  return false;
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
  deck_->start(std::move(std::get<Lesson>(read)), path, first_slide);
  remember_recent(deck_->path());
  return show_slide(first_slide);
}

bool MainWindow::show_slide(int index) {
  if (!deck_->open() || index < 0 || index >= deck_->size()) return false;
  if (!maybe_save()) return false;
  return_to_viewing();
  ask_mode_->set_ask(false);
  close_compare();
  const Slide slide = deck_->slide(index);  // a copy: the deck may change while it opens
  deck_->set_current(index);
  set_mode(WindowMode::loading);  // a slide opens its judge file as File ▸ Open does
  showing_slide_ = true;  // install keeps the lesson
  install(slide.judge_path, slide.judge_file, SampleArguments{slide.rules, slide.algorithms.front()});
  showing_slide_ = false;
  session_.choose(slide.case_number - 1, slide.query_number - 1);
  session_.set_algorithm(slide.algorithms.front());
  pending_slide_ = index;
  run_search();
  say_slide();
  return true;
}

void MainWindow::slide_searched() {
  if (!pending_slide_ || !deck_->open()) return;
  const int index = *pending_slide_;
  pending_slide_.reset();
  if (index != deck_->current() || index >= deck_->size()) return;  // the user went to another slide meanwhile
  const Slide& slide = deck_->slide(index);
  // Or chose another query, search or file while the slide's search ran: that search is
  // the user's, not the slide's.
  if (session_.file() != slide.judge_file || session_.case_index() != slide.case_number - 1 ||
      session_.query_index() != slide.query_number - 1 || session_.algorithm() != slide.algorithms.front()) {
    return;
  }
  if (session_.lane().result() != nullptr) {
    if (slide.step) {
      session_.playback().seek(static_cast<int>(std::min<std::uint64_t>(*slide.step, static_cast<std::uint64_t>(session_.playback().length()))));
    } else {
      session_.playback().to_end();
    }
    marks_->set_bookmarks(slide.bookmarks);
    if (!slide.ask.isEmpty()) {
      ask_mode_->set_ask(true);
      ask_mode_->questions().set_at(slide.ask == QStringLiteral("pop") ? trace::AskAt::pop : trace::AskAt::layer);
      ask_mode_->go_to_next_question();
    }
    if (slide.algorithms.size() > 1) {
      // A class follows a comparison layer by layer: each beat (a click) is one layer.
      if (CompareWindow* comparison = open_compare(slide.algorithms)) comparison->clock().set_unit(CompareUnit::layer);
    }
  }
  // The class's own search, from its start, whatever the search shown reached (a board too
  // large to do by hand says why in the status bar and stays a search to watch).
  if (slide.exercise) enter_exercise();
  say_slide();
  show_title();  // the title names the slide
  emit slide_shown(index);
}

void MainWindow::say_slide() {
  if (!deck_->open() || deck_->current() < 0) return;
  say([this] {
    if (!deck_->open() || deck_->current() < 0) return QString();
    const QString title = slide_title();
    const QString where = tr("Slide %1 of %2").arg(deck_->current() + 1).arg(deck_->size());
    return title.isEmpty() ? where : tr("%1: %2").arg(where, title);
  });
}

Slide MainWindow::slide_of_view() const {
  Slide slide;
  const PuzzleAdapter& puzzle = session_.file()->puzzle();
  slide.puzzle = std::string(puzzle.id());
  slide.judge_file = session_.file();
  slide.judge_text = QString::fromStdString(session_.file()->write());  // one file to e-mail
  slide.judge_path = session_.path();  // where it came from, while the lesson is open
  slide.rules = session_.rules();
  slide.case_number = session_.case_index() + 1;
  slide.query_number = session_.query_index() + 1;
  slide.algorithms = {session_.algorithm()};
  if (comparing()) {
    slide.algorithms.clear();
    for (int i = 0; i < compare_window_->lane_count(); ++i) slide.algorithms << compare_window_->lane(i).algorithm();
  }
  const bool at_end = session_.lane().result() != nullptr && session_.playback().position() >= session_.playback().length();
  slide.step = at_end ? std::nullopt : std::optional<std::uint64_t>(session_.lane().result() != nullptr ? session_.lane().cursor().position : 0);
  const Bookmarks& bookmarks = marks_->bookmarks();
  for (const TimelinePosition& at : bookmarks.all()) slide.bookmarks.push_back({at, bookmarks.note(at)});
  if (ask_mode_->asking()) {
    slide.ask = ask_mode_->questions().at() == trace::AskAt::pop ? QStringLiteral("pop") : QStringLiteral("layer");
  }
  slide.exercise = exercise() != nullptr;
  const QString name = session_.path().isEmpty() ? puzzle.title() : QFileInfo(session_.path()).completeBaseName();
  slide.title.english = QStringLiteral("%1, case %2, query %3: %4")
                            .arg(name)
                            .arg(slide.case_number)
                            .arg(slide.query_number)
                            .arg(slide.algorithms.join(QStringLiteral(" / ")));
  return slide;
}

void MainWindow::add_slide() {
  if (!session_.has_document() || session_.problem() == nullptr || !session_.problem()->has_query()) return;
  deck_->insert(deck_->current() + 1, slide_of_view());
  say([this] {
    return tr("Slide %1 of %2 is what is shown now; Lesson ▸ Save Lesson keeps the lesson.").arg(deck_->current() + 1).arg(deck_->size());
  });
}

void MainWindow::update_slide() {
  if (!deck_->open() || deck_->current() < 0 || !session_.has_document() || session_.problem() == nullptr ||
      !session_.problem()->has_query()) {
    return;
  }
  Slide slide = slide_of_view();
  slide.title = {};  // the slide keeps its own
  // A slide read from a judge file beside the lesson keeps naming it while it shows it.
  const Slide& old = deck_->slide(deck_->current());
  if (!old.file.isEmpty() && old.judge_file == slide.judge_file) {
    slide.file = old.file;
    slide.judge_path = old.judge_path;
    slide.judge_text.clear();
  }
  deck_->update(deck_->current(), std::move(slide));
  say([this] { return tr("Slide %1 is now what is shown; Lesson ▸ Save Lesson keeps it.").arg(deck_->current() + 1); });
}

void MainWindow::slide_added_from_file() {
  adding_slide_ = false;
  if (!session_.has_document()) return;
  Slide slide = slide_of_view();
  slide.step = 0;  // a new slide starts at the start of its search
  slide.bookmarks.clear();
  slide.ask.clear();
  deck_->insert(deck_->current() + 1, std::move(slide));
  show_slide(deck_->current());
}

bool MainWindow::save_lesson(const QString& path) {
  if (!deck_->open()) {
    // No lesson yet: the view is its first slide.
    if (!session_.has_document() || session_.problem() == nullptr || !session_.problem()->has_query()) return false;
    deck_->start(Lesson{}, QString(), -1);
    deck_->insert(0, slide_of_view());
  }
  if (const QString why = deck_->save(path); !why.isEmpty()) {
    if (!quiet_) QMessageBox::warning(this, tr("Save Lesson"), tr("Could not save the lesson to %1: %2").arg(path, why));
    say([path, why] { return tr("Could not save the lesson to %1: %2").arg(path, why); });
    return false;
  }
  remember_recent(deck_->path());
  say([this, path] { return tr("Saved the lesson (%n slide(s)) to %1.", nullptr, deck_->size()).arg(path); });
  retranslate();
  return true;
}

}  // namespace frontier::gui
