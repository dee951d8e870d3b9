// What the window's own actions do (the parts connect theirs: the lesson, the comparison,
// presenting, the modes by hand, the file, pictures, help), and the controls enabled by the
// command table.

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSlider>
#include <QUndoStack>

#include "ask/ask_panel.hpp"
#include "ask/ask_session.hpp"
#include "lesson/deck.hpp"
#include "modes/hand_modes.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/search_bar.hpp"
#include "window/dialog_folders.hpp"
#include "window/file_actions.hpp"
#include "window/help_dialogs.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
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
  static constexpr std::pair<Command, void (Playback::*)()> kPlayback[] = {
      {Command::play, &Playback::toggle_play},
      {Command::step_forward, &Playback::step_forward},
      {Command::step_back, &Playback::step_back},
      {Command::expansion_forward, &Playback::expansion_forward},
      {Command::expansion_back, &Playback::expansion_back},
      {Command::layer_forward, &Playback::layer_forward},
      {Command::layer_back, &Playback::layer_back},
      {Command::to_start, &Playback::to_start},
      {Command::to_end, &Playback::to_end},
      {Command::faster, &Playback::faster},
      {Command::slower, &Playback::slower},
  };
  for (const auto& [command, slot] : kPlayback) connect(action(command), &QAction::triggered, &session_.playback(), slot);
  panels_->edit->set_actions({action(Command::add_query), action(Command::duplicate_query), action(Command::delete_query),
                              action(Command::query_up), action(Command::query_down)},
                             {action(Command::add_case), action(Command::duplicate_case), action(Command::delete_case),
                              action(Command::case_up), action(Command::case_down)});
  panels_->exercise->set_actions(action(Command::exercise_undo), action(Command::exercise_answer), action(Command::leave_exercise));
  on(Command::about, [this] {
    QMessageBox::about(this, tr("About Frontier"),
                       tr("<h3>Frontier %1</h3><p>Watch search algorithms work on four judge puzzles: "
                          "Lianliankan, Mahjong, Solitaire and Huarongdao.</p><p>Every answer shown is the "
                          "one the judge solver computes.</p>")
                           .arg(QStringLiteral(FRONTIER_VERSION)));
  });
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
