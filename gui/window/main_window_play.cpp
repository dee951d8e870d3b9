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
  std::unique_ptr<PlayController> game = WindowModeMachine::legal(mode(), WindowMode::playing) ? play(session_.problem()) : nullptr;
  if (!enter_by_hand(kPlayMode, game != nullptr)) return;
  game_ = std::move(game);
  session_.set_hold_choice(true);  // a position kept is a new case: the game goes on
  connect(game_.get(), &PlayController::changed, this, &MainWindow::show_game);
  connect(game_.get(), &PlayController::refused, this, [this](const QString& reason) {
    say([reason] { return tr("That move is not allowed: %1.").arg(reason); });
  });
  show_by_hand(kPlayMode);
  say([] { return tr("Playing: the file stays as it is."); });
  show_game();
}

void MainWindow::keep_position() {
  if (!game_ || !session_.editable()) return;
  if (const std::optional<QString> refusal = game_->keep_position(*session_.editable(), session_.case_index())) {
    say([reason = *refusal] { return tr("The position cannot be kept: %1").arg(reason); });
    return;
  }
  say([what = session_.editable()->undo_stack().undoText()] { return tr("Kept: %1. File ▸ Save writes it; Edit ▸ Undo, once out of play mode, takes it back.").arg(what); });
}

void MainWindow::show_game() {
  if (!game_) return;
  draw_by_hand(*game_);
  banner_->set_playing(game_->progress());
  play_panel_->show_game(game_->progress(), game_->refusal());
  if (game_->refusal().isEmpty() && status_words_) {
    // A refusal said in the status bar is over once a move is accepted or taken back.
    say([] { return tr("Playing: the file stays as it is."); });
  }
}

}  // namespace frontier::gui
