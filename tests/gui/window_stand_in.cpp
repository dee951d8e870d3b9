#include "window_stand_in.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "document/editable_document.hpp"
#include "model/puzzle_problem.hpp"
#include "gui_test_support.hpp"
#include "modes/ask_mode.hpp"
#include "modes/hand_modes.hpp"
#include "search/narration_follower.hpp"
#include "widgets/cases_panel.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "widgets/search_bar.hpp"
#include "window/playback_marks.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "window/board_follower.hpp"
#include "window/panels.hpp"
#include "window/window_place.hpp"

namespace frontier::gui::testing {

WindowStandIn::WindowStandIn() {
  window_.resize(kDefaultWidth, kDefaultHeight);  // the window's first size
  page_ = new BoardPage;
  window_.setCentralWidget(page_);
  commands_ = new Commands(window_);
  panels_ = new Panels(window_);
  for (const char* dock : {"play_dock", "edit_dock", "exercise_dock"}) panels_->dock(dock)->hide();  // shown by their modes
  board_ = new BoardFollower(session_, *page_, *panels_, [this] { return hands_ != nullptr ? hands_->active() : nullptr; }, [] { return false; }, &window_);
  hands_ = new HandModes(context(), *panels_, modes_, stage_, [] { return false; });
  board_->zoom_by(*commands_);
  panels_->take_commands(*commands_);
  QObject::connect(hands_, &HandModes::entered, board_, &BoardFollower::show_moment);
  QObject::connect(hands_, &HandModes::left, board_, &BoardFollower::show_problem);
  ask_ = new AskMode(context(), *panels_, *page_);
  marks_ = new PlaybackMarks(context(), *panels_->pseudocode);
  QObject::connect(board_, &BoardFollower::problem_shown, marks_, &PlaybackMarks::show_stop_lines);
  panels_->counters->follow(session_.lane());
  panels_->pseudocode->follow(session_.lane());
  panels_->frontier->follow(session_.lane());
  panels_->cases->follow(session_);
  narration_ = new NarrationFollower(session_, page_->narration(), *panels_->narration, *panels_->dock("narration_dock"),
                                     [this] { return hands_ != nullptr && hands_->active() != nullptr; });
  search_bar_ = new SearchBar(*action(Command::run), *action(Command::cancel), &window_);
  search_bar_->follow(session_);
  window_.addToolBar(search_bar_);
  playback_bar_ = new PlaybackBar(session_.playback(), [this](const char* name) { return commands_->find(name); }, &window_);
  window_.addToolBar(Qt::BottomToolBarArea, playback_bar_);
  // Search ▸ Run as the window runs it: the stand-in is searching until the lane ends.
  QObject::connect(action(Command::run), &QAction::triggered, &window_, [this] {
    if (WindowModeMachine::legal(modes_.mode(), WindowMode::searching) && session_.run_search()) {
      modes_.change(WindowMode::searching);
      board_->show_problem();
    }
  });
  QObject::connect(&session_.lane(), &Run::finished, &window_, [this] { modes_.leave(WindowMode::searching); });
  QObject::connect(&session_.lane(), &Run::failed, &window_, [this] { modes_.leave(WindowMode::searching); });
  QObject::connect(&session_, &Session::chosen, &window_, [this] { modes_.leave(WindowMode::searching); });
  QObject::connect(action(Command::cancel), &QAction::triggered, &window_, [this] { session_.lane().cancel(); });
  // Undo and Redo step the judge file's history (the window's steps a lesson's too).
  const auto step = [this](bool back) {
    if (EditableDocument* document = session_.editable()) back ? document->undo_stack().undo() : document->undo_stack().redo();
  };
  QObject::connect(action(Command::undo), &QAction::triggered, &window_, [step] { step(true); });
  QObject::connect(action(Command::redo), &QAction::triggered, &window_, [step] { step(false); });
  // The controls follow the mode and what the session holds.
  modes_.on_change([this] { update_controls(); });
  QObject::connect(board_, &BoardFollower::problem_shown, &window_, [this] { update_controls(); });
  QObject::connect(board_, &BoardFollower::moment_shown, &window_, [this] { update_controls(); });
  QObject::connect(&session_, &Session::opened, &window_, [this] {
    if (EditableDocument* document = session_.editable()) {
      QObject::connect(&document->undo_stack(), &QUndoStack::indexChanged, &window_, [this] { update_controls(); });
    }
  });
  commands_->retranslate();  // the actions' words, and their tooltips naming their keys
  update_controls();
}

WindowFacts WindowStandIn::facts() const {
  const EditableDocument* document = session_.editable();
  return {.has_problem = session_.problem() != nullptr,
          .has_query = session_.problem() && session_.problem()->has_query(),
          .has_result = session_.lane().result() != nullptr,
          .can_undo = document != nullptr && document->undo_stack().canUndo(),
          .can_redo = document != nullptr && document->undo_stack().canRedo()};
}

void WindowStandIn::update_controls() {
  if (hands_ == nullptr) return;  // still being made, or taken down
  commands_->update(modes_.mode(), facts());
  if (const HandMode* hand = hands_->active()) hand->refine_actions();
}

WindowStandIn::~WindowStandIn() {
  session_.lane().cancel();
  delete hands_;  // the mode lets go of the board and its panel while they are there
  hands_ = nullptr;
}

BoardView* WindowStandIn::board_view() const { return &page_->board(); }

WindowContext WindowStandIn::context() {
  return {window_,
          session_,
          page_->board(),
          page_->banner(),
          *panels_->legend,
          *commands_,
          [this](const char* name) {
            const CommandRow* row = find_row(name);
            return row != nullptr && enabled(*row, modes_.mode(), facts());
          },
          [this](std::function<QString()> words) { said_ = std::move(words); }};
}

QString WindowStandIn::answer_banner() const { return page_->banner().full_text(); }

bool WindowStandIn::open(const QString& path, const PuzzleAdapter* puzzle, const SampleArguments& arguments) {
  modes_.change(WindowMode::loading);
  const bool opened = open_in_session(session_, path, arguments, puzzle);
  modes_.change(opened ? WindowMode::viewing : WindowMode::empty);
  return opened;
}

bool WindowStandIn::search(int timeout_ms) {
  QSignalSpy finished(&session_.lane(), &Run::finished);
  action(Command::run)->trigger();
  return mode() == WindowMode::searching && finished.wait(timeout_ms);
}

QSlider* WindowStandIn::timeline() const { return playback_bar_->timeline(); }

NarrationStrip* WindowStandIn::narration_strip() const { return &page_->narration(); }

const std::shared_ptr<const BoardPainter>& WindowStandIn::painter() const { return board_->painter(); }

void WindowStandIn::show_active() {
  window_.show();
  QApplication::setActiveWindow(&window_);
  window_.activateWindow();
  (void)QTest::qWaitForWindowActive(&window_, 2000);
}

}  // namespace frontier::gui::testing
