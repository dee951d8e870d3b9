// What the window's own actions do (the parts connect theirs: the lesson, the comparison,
// presenting, the modes by hand, the file, pictures, help), and the controls enabled by the
// command table.

#include <QAction>
#include <QComboBox>
#include <QSlider>
#include <QUndoStack>

#include "lesson/deck.hpp"
#include "modes/hand_modes.hpp"
#include "widgets/board_view.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/search_bar.hpp"
#include "window/file_actions.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/presentation.hpp"

namespace frontier::gui {

QAction* MainWindow::action(const QString& name) const { return commands_->find(name.toStdString()); }

void MainWindow::create_actions() {
  const auto on = [this](Command command, auto&& act) { connect(action(command), &QAction::triggered, this, act); };
  on(Command::quit, [this] { close(); });
  BoardView* board = board_view();
  connect(action(Command::fit), &QAction::triggered, board, &BoardView::fit_to_window);
  connect(action(Command::actual_size), &QAction::triggered, board, &BoardView::actual_size);
  connect(action(Command::zoom_in), &QAction::triggered, board, &BoardView::zoom_in);
  connect(action(Command::zoom_out), &QAction::triggered, board, &BoardView::zoom_out);
  connect(action(Command::zoom_query), &QAction::triggered, board, &BoardView::zoom_to_query);
  on(Command::run, [this] { run_search(); });
  on(Command::cancel, [this] { session_.lane().cancel(); });
}

WindowFacts MainWindow::facts() const {
  const QUndoStack* undone = files_->undo_target();
  return {.has_problem = session_.problem() != nullptr,
          .has_query = session_.problem() && session_.problem()->has_query(),
          .has_result = session_.lane().result() != nullptr,
          .can_undo = undone != nullptr && undone->canUndo(),
          .can_redo = undone != nullptr && undone->canRedo(),
          .presenting = presentation_->presenting(),
          .lesson = lessons_->lesson() != nullptr,
          .slides = lessons_->deck().size(),
          .slide = lessons_->slide_index()};
}

bool MainWindow::available(std::string_view control) const {
  const CommandRow* row = find_row(control);
  return row != nullptr && enabled(*row, mode(), facts());
}

void MainWindow::update_controls() {
  // The parts are made one after another: the controls wait for the last.
  if (recovery_ == nullptr) return;
  const WindowFacts now = facts();
  commands_->update(mode(), now);
  search_bar_->algorithm_box()->setEnabled(enabled(row(Command::algorithm), mode(), now));
  playback_bar_->timeline()->setEnabled(enabled(row(Command::timeline), mode(), now));
  if (const HandMode* hand = hands_->active()) hand->refine_actions();
  // The words that change with playing.
  const bool playing = session_.clock().playing();
  Commands::set_words(*action(Command::play), playing ? tr("&Pause") : tr("&Play"), tr("Play or pause"));
  action(Command::play)->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

}  // namespace frontier::gui
