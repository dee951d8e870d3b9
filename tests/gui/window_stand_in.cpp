#include "window_stand_in.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "document/editable_document.hpp"
#include "gui_test_support.hpp"
#include "modes/hand_modes.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "window/board_follower.hpp"
#include "window/panels.hpp"

namespace frontier::gui::testing {

WindowStandIn::WindowStandIn() {
  page_ = new BoardPage;
  window_.setCentralWidget(page_);
  commands_ = new Commands(window_);
  panels_ = new Panels(window_);
  for (const char* dock : {"play_dock", "edit_dock", "exercise_dock"}) panels_->dock(dock)->hide();  // shown by their modes
  board_ = new BoardFollower(session_, *page_, *panels_, [this] { return hands_ != nullptr ? hands_->active() : nullptr; }, [] { return false; }, &window_);
  hands_ = new HandModes(context(), *panels_, modes_, stage_, [] { return false; });
  QObject::connect(hands_, &HandModes::entered, board_, &BoardFollower::show_moment);
  QObject::connect(hands_, &HandModes::left, board_, &BoardFollower::show_problem);
  // Undo and Redo step the judge file's history (the window's steps a lesson's too).
  const auto step = [this](bool back) {
    if (EditableDocument* document = session_.editable()) back ? document->undo_stack().undo() : document->undo_stack().redo();
  };
  QObject::connect(action(Command::undo), &QAction::triggered, &window_, [step] { step(true); });
  QObject::connect(action(Command::redo), &QAction::triggered, &window_, [step] { step(false); });
}

WindowStandIn::~WindowStandIn() {
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
          [](const char*) { return true; },
          [this](std::function<QString()> words) { said_ = std::move(words); }};
}

QString WindowStandIn::answer_banner() const { return page_->banner().full_text(); }

bool WindowStandIn::open(const QString& path, const SampleArguments& arguments) {
  modes_.change(WindowMode::viewing);
  return open_in_session(session_, path, arguments);
}

bool WindowStandIn::search() {
  QSignalSpy finished(&session_.lane(), &Run::finished);
  return session_.run_search() && finished.wait(60000);
}

void WindowStandIn::show_active() {
  window_.show();
  QApplication::setActiveWindow(&window_);
  window_.activateWindow();
  (void)QTest::qWaitForWindowActive(&window_, 2000);
}

}  // namespace frontier::gui::testing
