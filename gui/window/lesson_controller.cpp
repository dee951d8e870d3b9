#include "window/lesson_controller.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>

#include "app/language.hpp"
#include "ask/ask_session.hpp"
#include "compare/compare_window.hpp"
#include "exercise/exercise_controller.hpp"
#include "lesson/deck.hpp"
#include "lesson/lesson.hpp"
#include "lesson/slide_sorter.hpp"
#include "lesson/slide_titles.hpp"
#include "model/recognition.hpp"
#include "modes/ask_mode.hpp"
#include "modes/compare_mode.hpp"
#include "search/run.hpp"
#include "window/dialog_folders.hpp"
#include "modes/hand_modes.hpp"
#include "window/class_work.hpp"
#include "window/examples.hpp"
#include "window/lesson_title_dialog.hpp"
#include "window/long_work.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/playback_marks.hpp"
#include "window/presentation.hpp"
#include "window/unsaved_prompt.hpp"

namespace frontier::gui {

namespace {
QString lesson_filter() { return LessonController::tr("Frontier lessons (*.%1)").arg(QLatin1String(kLessonSuffix)); }
}  // namespace

LessonController::LessonController(MainWindow& window)
    : QObject(&window), window_(window), deck_(new Deck(this)), sorter_(new SlideSorter(*deck_, &window)) {
  const auto on = [this](Command command, auto&& act) { connect(window_.action(command), &QAction::triggered, this, act); };
  // A vote on a slide's question is kept with the slide (Save Lesson keeps it on disk).
  connect(&window_.ask(), &AskMode::voted, this, [this](const VoteTally& tally) {
    // Frontier's own lesson (or a read-only one) is not written over: the vote stays in
    // the session, and closing offers a copy of the user's (maybe_save_lesson).
    if (deck_->open() && deck_->current() >= 0) deck_->add_tally(deck_->current(), tally);
  });
  on(Command::open_lesson, [this] { ask_open_lesson(); });
  on(Command::save_lesson, [this] { ask_save_lesson(); });
  on(Command::save_lesson_as, [this] { ask_save_lesson_as(); });
  on(Command::close_lesson, [this] {
    if (maybe_save_lesson()) deck_->close();
  });
  on(Command::lesson_title, [this] { ask_lesson_title(); });
  on(Command::add_slide, [this] { add_slide(); });
  on(Command::update_slide, [this] { update_slide(); });
  on(Command::duplicate_slide, [this] { deck_->duplicate(deck_->current()); });
  on(Command::delete_slide, [this] {
    deck_->remove(deck_->current());
    show_slide(deck_->current());  // the one after it, or the last
  });
  on(Command::slide_up, [this] { deck_->move(deck_->current(), deck_->current() - 1); });
  on(Command::slide_down, [this] { deck_->move(deck_->current(), deck_->current() + 1); });
  on(Command::rename_slide, [this] {
    window_.panels().dock("slides_dock")->show();
    sorter_->list()->setFocus(Qt::ShortcutFocusReason);
    if (QListWidgetItem* item = sorter_->list()->item(deck_->current())) sorter_->list()->editItem(item);
  });
  on(Command::next_slide, [this] { show_slide(deck_->current() + 1); });
  on(Command::previous_slide, [this] { show_slide(deck_->current() - 1); });
  // Before the launcher's own handler (it is connected later): the slide's step is set
  // before the command line's picture is taken.
  connect(&window_, &MainWindow::search_finished, this, &LessonController::slide_searched);

  connect(sorter_, &SlideSorter::chosen, this, &LessonController::show_slide);
  QList<QAction*> slide_actions;
  for (const Command command : {Command::add_slide, Command::update_slide, Command::duplicate_slide, Command::rename_slide,
                                Command::delete_slide, Command::slide_up, Command::slide_down}) {
    slide_actions << window_.action(command);
  }
  sorter_->set_actions(slide_actions, window_.action(Command::rename_slide), window_.action(Command::delete_slide));
  // A greyed button clicked, or F2 or Delete pressed for a greyed action, says why.
  for (QWidget* button : sorter_->buttons()) window_.commands().explain_refusals(*button);
  connect(sorter_, &SlideSorter::refused, this, [this](QAction* action) {
    window_.say([words = window_.commands().refusal(action)] { return words; });
  });
  QDockWidget* dock = window_.panels().add("slides_dock", QT_TRANSLATE_NOOP("Panels", "Slides"), sorter_, Qt::LeftDockWidgetArea);
  // A tab beside the cases, not a third panel above them: the window keeps fitting a
  // 1280 × 800 screen.
  window_.tabifyDockWidget(window_.panels().dock("cases_dock"), dock);
  dock->hide();  // until a lesson is open
  // The panel comes with a lesson and goes with it.
  connect(deck_, &Deck::opened_changed, dock, [this, dock](bool open) {
    if (window_.presentation().presenting()) {
      // Presenting, the panel stays folded with the others, and comes back with them.
      window_.presentation().folded().set_folded(dock, open);
      return;
    }
    dock->setVisible(open);
    if (open) dock->raise();  // its tab in front
  });
  connect(deck_, &Deck::slides_changed, this, &LessonController::title_changed);
  connect(deck_, &Deck::current_changed, this, &LessonController::title_changed);
  connect(deck_, &Deck::modified_changed, this, &LessonController::title_changed);
}

const Lesson* LessonController::lesson() const { return deck_->open() ? &deck_->lesson() : nullptr; }

int LessonController::slide_index() const { return deck_->current(); }

const QString& LessonController::lesson_path() const { return deck_->path(); }

void LessonController::ask_open_lesson() {
  const QString path = ask_open_path(&window_, tr("Open Lesson"), window_.dialog_path(DialogUse::open), lesson_filter());
  if (!path.isEmpty()) open_lesson(path);
}

bool LessonController::lesson_is_users() const {
  const QString& path = deck_->path();
  return path.isEmpty() || (!is_shipped(path) && QFileInfo(path).isWritable());
}

bool LessonController::ask_save_lesson() {
  if (deck_->open() && deck_->size() == 0) return save_lesson({});  // refused, before any dialog
  // A lesson not the user's (shipped, or read-only) is never written over: a copy is saved.
  if (deck_->open() && !deck_->path().isEmpty() && lesson_is_users()) return save_lesson(deck_->path());
  return ask_save_lesson_as();
}

bool LessonController::ask_save_lesson_as() {
  if (deck_->open() && deck_->size() == 0) return save_lesson({});  // refused, before any dialog
  const Session& session = window_.session();
  QString name = QFileInfo(deck_->path()).fileName();
  if (name.isEmpty() && deck_->open() && !deck_->lesson().title.empty()) {
    name = file_name_from_title(deck_->lesson().title.in(language::current() == language::kChinese)) + u'.' + QLatin1String(kLessonSuffix);
  }
  if (name.isEmpty() && session.has_document() && !session.path().isEmpty()) {
    name = QFileInfo(session.path()).completeBaseName() + u'.' + QLatin1String(kLessonSuffix);
  }
  // The lesson being saved is the file whose folder comes first, then the judge file's;
  // never the folder of Frontier's samples (dialog_folder skips it).
  const QString folder = dialog_folder(DialogUse::save_lesson, {deck_->path(), session.path()});
  // Beside a lesson not the user's (read-only), a copy is offered under a name of its own.
  if (!lesson_is_users() && QDir(folder) == QFileInfo(deck_->path()).absoluteDir()) {
    name = tr("%1 (copy)").arg(QFileInfo(deck_->path()).completeBaseName()) + u'.' + QLatin1String(kLessonSuffix);
  }
  QString path = ask_save_path(&window_, tr("Save Lesson"), name.isEmpty() ? folder : QDir(folder).filePath(name), lesson_filter());
  if (path.isEmpty()) return false;
  if (!path.endsWith(u'.' + QLatin1String(kLessonSuffix))) path += u'.' + QLatin1String(kLessonSuffix);
  return save_lesson(path);
}

bool LessonController::maybe_save_lesson() {
  if (!deck_->modified() || window_.quiet()) return true;
  // A shipped or read-only lesson keeps its changes (the class's votes among them) only in
  // this session: a copy of the user's is offered, never the lesson's own file.
  const bool users = lesson_is_users();
  const QString text = users ? tr("The lesson has changes that are not saved.")
                             : tr("The lesson's changes, the class's votes among them, are kept only until it closes: "
                                  "%1 is not yours to change (it came with Frontier, or it is read-only).")
                                   .arg(QFileInfo(deck_->path()).fileName());
  switch (ask_about_unsaved(&window_, QStringLiteral("unsaved_lesson"), tr("Unsaved lesson"), text,
                            users ? tr("Save it first?") : tr("Save a copy in a folder of yours?"),
                            users ? QString() : tr("Save a Copy…"))) {
    case QMessageBox::Save: return ask_save_lesson();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

std::optional<bool> LessonController::ask_into_lesson() {
  adding_slide_ = false;
  if (!deck_->open()) return false;
  IntoLesson choice = into_lesson_;
  if (choice == IntoLesson::ask && window_.quiet()) choice = IntoLesson::add_slide;  // nothing of the lesson is lost
  if (choice == IntoLesson::ask) {
    QMessageBox box(QMessageBox::Question, tr("Open"), tr("A lesson is open."), QMessageBox::NoButton, &window_);
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
  if (choice == IntoLesson::add_slide) {
    adding_slide_ = true;
    return true;
  }
  if (!maybe_save_lesson()) return std::nullopt;
  close();
  return false;
}

void LessonController::close() {
  deck_->close();
  pending_slide_.reset();  // a slide's search still running is the lesson's no more
}

bool LessonController::open_lesson(const QString& path, int first_slide) {
  // A slide that generates its board searches boards until one meets its requirements:
  // seconds at most, with progress and Cancel.
  WorkProgress progress;
  std::variant<Lesson, LessonError> read = LessonError{};
  const LongWorkText text{tr("Opening the Lesson"), tr("Reading the lesson…"),
                          tr("Making the boards of its generated slides: %1 of %2 tried")};
  run_long_work(&window_, text, progress, !window_.quiet(),
                [&] { read = read_lesson_file(path, &progress); });
  if (progress.cancelled) {
    window_.say([] { return tr("Opening the lesson was cancelled."); });
    return false;
  }
  if (const Lesson* lesson = std::get_if<Lesson>(&read); lesson != nullptr && first_slide >= static_cast<int>(lesson->slides.size())) {
    read = LessonError{{}, tr("there is no slide %1: the lesson has %n slide(s)", nullptr, static_cast<int>(lesson->slides.size())).arg(first_slide + 1)};
  }
  if (const LessonError* error = std::get_if<LessonError>(&read)) {
    // Nothing of it is shown: the document open stays as it was.
    const QString message = error->message(QFileInfo(path).fileName());
    if (window_.quiet()) {
      emit window_.open_failed(message);
    } else {
      QMessageBox::warning(&window_, tr("Open Lesson"), tr("The lesson could not be opened:\n%1").arg(message));
    }
    return false;
  }
  if (!window_.maybe_save() || !maybe_save_lesson()) return false;  // the user kept what is unsaved
  deck_->start(std::move(std::get<Lesson>(read)), path, first_slide);
  window_.remember_recent(deck_->path());
  return show_slide(first_slide);
}

bool LessonController::show_slide(int index) {
  if (!deck_->open() || index < 0 || index >= deck_->size()) return false;
  if (!window_.maybe_save()) return false;
  window_.return_to_viewing();
  window_.ask().set_ask(false);
  const Slide slide = deck_->slide(index);  // a copy: the deck may change while it opens
  deck_->set_current(index);
  window_.set_mode(WindowMode::loading);  // a slide opens its judge file as File ▸ Open does
  shown_file_ = board_of(slide);
  window_.install(slide.judge_path, shown_file_, SampleArguments{slide.rules, slide.algorithms.front()});
  Session& session = window_.session();
  session.choose(slide.case_number - 1, slide.query_number - 1);
  session.set_algorithm(slide.algorithms.front());
  pending_slide_ = index;
  window_.run_search();
  say_slide();
  return true;
}

void LessonController::slide_searched() {
  if (!pending_slide_ || !deck_->open()) return;
  const int index = *pending_slide_;
  pending_slide_.reset();
  if (index != deck_->current() || index >= deck_->size()) return;  // the user went to another slide meanwhile
  const Slide& slide = deck_->slide(index);
  Session& session = window_.session();
  // Or chose another query, search or file while the slide's search ran: that search is
  // the user's, not the slide's.
  if (session.file() != shown_file_ || session.case_index() != slide.case_number - 1 ||
      session.query_index() != slide.query_number - 1 || session.algorithm() != slide.algorithms.front()) {
    return;
  }
  if (session.lane().result() != nullptr) {
    Playback& playback = session.playback();
    if (slide.step) {
      const auto position = std::min<std::uint64_t>(*slide.step, static_cast<std::uint64_t>(playback.length()));
      // (An exercise's class starts the search from its start: the place is the expansion's.)
      if (slide.fine && position == *slide.step && !slide.exercise) {
        session.lane().seek_to({position, slide.fine});
      } else {
        playback.seek(static_cast<int>(position));
      }
    } else {
      playback.to_end();
    }
    window_.marks().set_bookmarks(slide.bookmarks);
    window_.class_work().set_explain_questions(slide.bookmarks);
    if (!slide.ask.isEmpty()) {
      AskMode& ask = window_.ask();
      ask.set_ask(true);
      ask.questions().set_at(slide.ask == QStringLiteral("pop") ? trace::AskAt::pop : trace::AskAt::layer);
      ask.go_to_next_question();
    }
    if (slide.algorithms.size() > 1) {
      // A class follows a comparison layer by layer: each beat (a click) is one layer.
      if (CompareWindow* comparison = window_.comparison().open(slide.algorithms)) comparison->clock().set_unit(CompareUnit::layer);
    }
  }
  // The class's own search, from its start, whatever the search shown reached (a board too
  // large to do by hand says why in the status bar and stays a search to watch).
  if (slide.exercise) {
    window_.hands().enter_exercise();
    if (ExerciseController* exercise = window_.hands().exercise()) exercise->set_attempts(slide.attempts);
  }
  say_slide();
  emit title_changed();  // the title names the slide
  emit slide_shown(index);
}

std::shared_ptr<const PuzzleFile> LessonController::board_of(const Slide& slide) {
  ClassWork& work = window_.class_work();
  if (!slide.generate) {
    work.set_generated(nullptr, 0, {});
    return slide.judge_file;
  }
  // The student's own board. The teacher's (the empty name's: a teacher's session,
  // presenting or building the lesson) was made when the lesson was read; it is also what
  // a student whose own board is refused sees.
  const QString student = work.board_student();
  if (!student.isEmpty()) {
    WorkProgress progress;
    StudentBoard board;
    const LongWorkText text{tr("Making Your Board"), tr("Making your board for this slide…"),
                            tr("Making your board for this slide: %1 of %2 boards tried")};
    run_long_work(&window_, text, progress, !window_.quiet(), [&] { board = student_board(slide, student, &progress); });
    if (board.file) {
      work.set_generated(board.file, board.seed, slide.generate->parameters);
      return board.file;
    }
    window_.say([reason = board.refusal] { return tr("No board of your own for this slide (%1): the teacher's is shown.").arg(reason); });
  }
  work.set_generated(slide.judge_file, slide.judge_seed, slide.generate->parameters);
  return slide.judge_file;
}

bool LessonController::step(bool forward) {
  if (!deck_->open()) return false;
  const int next = deck_->current() + (forward ? 1 : -1);
  return next >= 0 && next < deck_->size() && show_slide(next);
}

QString LessonController::slide_title() const {
  if (!deck_->open() || deck_->current() < 0) return {};
  return deck_->slide(deck_->current()).title.in(language::current() == language::kChinese);
}

QString LessonController::slide_words(int offset) const {
  const int index = deck_->current() + offset;
  if (!deck_->open() || deck_->current() < 0 || index >= deck_->size()) return {};
  return tr("Slide %1 of %2: %3").arg(index + 1).arg(deck_->size()).arg(deck_->slide(index).title.in(language::current() == language::kChinese));
}

void LessonController::say_slide() {
  if (!deck_->open() || deck_->current() < 0) return;
  window_.say([this] {
    if (!deck_->open() || deck_->current() < 0) return QString();
    const QString title = slide_title();
    const QString where = tr("Slide %1 of %2").arg(deck_->current() + 1).arg(deck_->size());
    return title.isEmpty() ? where : tr("%1: %2").arg(where, title);
  });
}

Slide LessonController::slide_of_view() const {
  const Session& session = window_.session();
  Slide slide;
  const PuzzleAdapter& puzzle = session.file()->puzzle();
  slide.puzzle = std::string(puzzle.id());
  slide.judge_file = session.file();
  slide.judge_text = QString::fromStdString(session.file()->write());  // one file to e-mail
  slide.judge_path = session.path();  // where it came from, while the lesson is open
  slide.rules = session.rules();
  slide.case_number = session.case_index() + 1;
  slide.query_number = session.query_index() + 1;
  slide.algorithms = {session.algorithm()};
  if (const QStringList lanes = window_.comparison().algorithms(); !lanes.isEmpty()) slide.algorithms = lanes;
  const bool searched = session.lane().result() != nullptr;
  const bool at_end = searched && session.playback().position() >= session.playback().length();
  slide.step = at_end ? std::nullopt : std::optional<std::uint64_t>(searched ? session.lane().cursor().position : 0);
  // Where the teacher stood, to the pseudo-code line: a slide made at a bookmark opens on it.
  if (slide.step && searched) slide.fine = session.lane().cursor().fine;
  const Bookmarks& bookmarks = window_.marks().bookmarks();
  for (const TimelinePosition& at : bookmarks.all()) slide.bookmarks.push_back({at, bookmarks.note(at), bookmarks.explain(at)});
  if (window_.ask().asking()) {
    slide.ask = window_.ask().questions().at() == trace::AskAt::pop ? QStringLiteral("pop") : QStringLiteral("layer");
  }
  slide.exercise = window_.hands().exercise() != nullptr;
  slide.title = automatic_title(slide, board_name());
  return slide;
}

QString LessonController::board_name() const {
  const Session& session = window_.session();
  return session.path().isEmpty() ? session.file()->puzzle().title() : QFileInfo(session.path()).completeBaseName();
}

void LessonController::add_slide() {
  const Session& session = window_.session();
  if (!session.has_document() || session.problem() == nullptr || !session.problem()->has_query()) return;
  // The view's bookmarks are the slide's it came from (or the teacher's, on this view): a
  // new slide starts without them, and Update the Slide from the View gives them.
  Slide slide = slide_of_view();
  const int left = static_cast<int>(std::exchange(slide.bookmarks, {}).size());
  deck_->insert(deck_->current() + 1, std::move(slide));
  window_.say([this, left] {
    const QString added = tr("Slide %1 of %2 is what is shown now; Lesson ▸ Save Lesson keeps the lesson.").arg(deck_->current() + 1).arg(deck_->size());
    return left == 0 ? added
                     : tr("%1 It has none of the view's %n bookmark(s): Lesson ▸ Update the Slide from the View gives them.", nullptr, left).arg(added);
  });
}

void LessonController::update_slide() {
  const Session& session = window_.session();
  if (!deck_->open() || deck_->current() < 0 || !session.has_document() || session.problem() == nullptr ||
      !session.problem()->has_query()) {
    return;
  }
  Slide slide = slide_of_view();
  const Slide& old = deck_->slide(deck_->current());
  // A title the teacher wrote stays; an automatic one says what the slide is now (naming
  // the board as it did while the board is the same).
  if (const std::optional<QString> board = automatic_title_board(old)) {
    slide.title = automatic_title(slide, old.judge_file == slide.judge_file ? *board : board_name());
  } else {
    slide.title = {};  // the deck keeps the slide's own
  }
  // A slide read from a judge file beside the lesson keeps naming it while it shows it.
  if (!old.file.isEmpty() && old.judge_file == slide.judge_file) {
    slide.file = old.file;
    slide.judge_path = old.judge_path;
    slide.judge_text.clear();
  }
  // A slide that generates a board for each student keeps doing so while its board is shown
  // unedited; an edited board becomes the slide's own text.
  if (old.generate && session.file() == shown_file_) {
    slide.generate = old.generate;
    slide.judge_file = old.judge_file;
    slide.judge_seed = old.judge_seed;
    slide.judge_text.clear();
  }
  deck_->update(deck_->current(), std::move(slide));
  window_.say([this] { return tr("Slide %1 is now what is shown; Lesson ▸ Save Lesson keeps it.").arg(deck_->current() + 1); });
}

void LessonController::ask_lesson_title() {
  LessonTitleDialog dialog(deck_->open() ? deck_->lesson().title : Bilingual{}, &window_);
  if (dialog.exec() != QDialog::Accepted) return;
  const bool started = !deck_->open();
  if (started) deck_->start(Lesson{}, QString(), -1);  // a new lesson, its slides to come
  deck_->set_title(dialog.title());
  window_.say([started] {
    return started ? tr("A new lesson, titled: Lesson ▸ Add the View as a Slide (Ctrl+M) gives it its first slide.")
                   : tr("The lesson's title is changed; Lesson ▸ Save Lesson keeps it.");
  });
}

void LessonController::file_read_as_slide(bool opened) {
  if (!std::exchange(adding_slide_, false) || !opened) return;  // refused: the lesson is as it was
  Slide slide = slide_of_view();
  slide.step = 0;  // a new slide starts at the start of its search
  slide.bookmarks.clear();
  slide.ask.clear();
  slide.title = automatic_title(slide, board_name());
  deck_->insert(deck_->current() + 1, std::move(slide));
  show_slide(deck_->current());
}

bool LessonController::save_lesson(const QString& path) {
  if (deck_->open() && deck_->size() == 0) {
    // A lesson file holds one slide or more: an empty deck would not read back.
    window_.say([] { return tr("The lesson has no slide yet: Lesson ▸ Add the View as a Slide (Ctrl+M) makes one, then save."); });
    if (!window_.quiet()) QMessageBox::information(&window_, tr("Save Lesson"), tr("The lesson has no slide yet: add the view as a slide first."));
    return false;
  }
  if (!deck_->open()) {
    // No lesson yet: the view is its first slide.
    const Session& session = window_.session();
    if (!session.has_document() || session.problem() == nullptr || !session.problem()->has_query()) return false;
    deck_->start(Lesson{}, QString(), -1);
    deck_->insert(0, slide_of_view());
  }
  if (const QString why = deck_->save(path); !why.isEmpty()) {
    if (!window_.quiet()) QMessageBox::warning(&window_, tr("Save Lesson"), tr("Could not save the lesson to %1: %2").arg(path, why));
    window_.say([path, why] { return tr("Could not save the lesson to %1: %2").arg(path, why); });
    return false;
  }
  window_.remember_recent(deck_->path());
  window_.say([this, path] { return tr("Saved the lesson (%n slide(s)) to %1.", nullptr, deck_->size()).arg(path); });
  emit title_changed();
  return true;
}

QUndoStack* LessonController::undo_stack() const { return deck_->open() ? &deck_->undo_stack() : nullptr; }

bool LessonController::authoring() const { return deck_->authored(); }

bool LessonController::has_keyboard() const {
  const QWidget* focus = QApplication::focusWidget();
  return focus != nullptr && sorter_->isAncestorOf(focus);
}

void LessonController::history_stepped() {
  if (deck_->open() && deck_->current() >= 0) show_slide(deck_->current());
}

void LessonController::retranslate() {
  // The Slides panel's buttons say a word each, so that the panel stays narrow.
  static constexpr std::pair<Command, const char*> kButtons[] = {
      {Command::add_slide, QT_TR_NOOP("Add")},         {Command::update_slide, QT_TR_NOOP("Update")},
      {Command::duplicate_slide, QT_TR_NOOP("Duplicate")}, {Command::rename_slide, QT_TR_NOOP("Rename")},
      {Command::delete_slide, QT_TR_NOOP("Delete")},   {Command::slide_up, QT_TR_NOOP("Up")},
      {Command::slide_down, QT_TR_NOOP("Down")},
  };
  for (const auto& [command, word] : kButtons) window_.action(command)->setIconText(tr(word));
}

}  // namespace frontier::gui
