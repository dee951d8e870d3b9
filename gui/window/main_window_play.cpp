// Game ▸ Play the Puzzle (Ctrl+G): the game by hand on the chosen query, the position kept
// as a new case, and what leaving play mode puts back.

#include <QDockWidget>

#include "document/editable_document.hpp"
#include "play/play_controller.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/play_panel.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::enter_play() {
  if (mode() == WindowMode::playing) return;
  std::unique_ptr<PlayController> game = WindowModeMachine::legal(mode(), WindowMode::playing) ? play(document_.problem) : nullptr;
  if (!game || !set_mode(WindowMode::playing)) {
    action(QStringLiteral("play_mode"))->setChecked(false);
    return;
  }
  game_ = std::move(game);
  connect(game_.get(), &PlayController::changed, this, &MainWindow::show_game);
  connect(game_.get(), &PlayController::refused, this, [this](const QString& reason) {
    say([reason] { return tr("That move is not allowed: %1.").arg(reason); });
  });
  action(QStringLiteral("play_mode"))->setChecked(true);
  board_view_->set_board_clicks(true);
  // The search's panels say nothing about the game: the Play panel stands in their place.
  show_instead_of_search(docks_[QStringLiteral("play_dock")]);
  say([] { return tr("Playing: the file stays as it is."); });
  show_game();
}

void MainWindow::keep_position() {
  if (!game_ || !editable_) return;
  if (const std::optional<QString> refusal = game_->keep_position(*editable_, document_.case_index)) {
    say([reason = *refusal] { return tr("The position cannot be kept: %1").arg(reason); });
    return;
  }
  say([what = editable_->undo_stack().undoText()] { return tr("Kept: %1. File ▸ Save writes it; Edit ▸ Undo, once out of play mode, takes it back.").arg(what); });
}

void MainWindow::leave_play() {
  if (mode() == WindowMode::playing) set_mode(WindowMode::viewing);
  action(QStringLiteral("play_mode"))->setChecked(false);
}

void MainWindow::end_game() {
  game_.reset();
  board_view_->set_board_clicks(false);
  show_search_panels_again();
  action(QStringLiteral("play_mode"))->setChecked(false);
  say({});
  // The lane's problem and cursor were never touched: they are shown again as they were.
  show_problem();
}

void MainWindow::show_game() {
  if (!game_) return;
  painter_ = game_->painter();
  board_view_->set_painter(painter_);
  board_view_->set_moment(Moment{});
  legend_panel_->set_entries(painter_->legend());
  banner_->set_playing(game_->progress());
  play_panel_->show_game(game_->progress(), game_->refusal());
  if (game_->refusal().isEmpty() && status_words_) {
    // A refusal said in the status bar is over once a move is accepted or taken back.
    say([] { return tr("Playing: the file stays as it is."); });
  }
}

}  // namespace frontier::gui
