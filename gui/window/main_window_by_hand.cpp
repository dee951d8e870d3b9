// Edit, play and exercise mode in the window (the modes themselves are gui/modes/): the
// toggle that enters and leaves a mode and Esc that leaves it, the mode object made on
// entering and let go on leaving, its panel in the place of the search's (Pseudo-code,
// Counters, Narration) and, on leaving, the search's view as it was.

#include <QAction>
#include <QDockWidget>
#include <utility>

#include "edit/edit_controller.hpp"
#include "exercise/exercise_controller.hpp"
#include "modes/edit_mode.hpp"
#include "modes/exercise_mode.hpp"
#include "modes/play_mode.hpp"
#include "play/play_controller.hpp"
#include "puzzles/adapters.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/board_page.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/play_panel.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/presentation.hpp"

namespace frontier::gui {

void MainWindow::make_by_hand_actions(const ByHandMode& mode, void (MainWindow::*enter)()) {
  // Left however (the toggle, Esc), the machine's hook lets the mode go (end_by_hand).
  connect(action(QString::fromLatin1(mode.toggle)), &QAction::triggered, this,
          [this, mode, enter](bool on) { on ? (this->*enter)() : (void)modes_.leave(mode.mode); });
  connect(action(QString::fromLatin1(mode.leave)), &QAction::triggered, this, [this, mode] { modes_.leave(mode.mode); });
}

ModeContext MainWindow::mode_context() {
  return ModeContext{session_, *board_view(), page_->banner(), *panels_->legend,
                     [this](const char* name) { return action(QString::fromLatin1(name)); },
                     [this](std::function<QString()> words) { say(std::move(words)); }};
}

void MainWindow::enter_edit() {
  if (modes_.in(WindowMode::editing)) return;  // the toggle, checked again
  std::unique_ptr<EditController> editor;
  if (session_.editable() && session_.problem() && modes_.can_enter(WindowMode::editing)) {
    editor = edit(*session_.editable());
  }
  if (!editor) return refuse_by_hand(kEditMode);
  enter_by_hand(std::make_unique<EditMode>(mode_context(), *panels_->edit, std::move(editor)));
  session_.choose(session_.case_index(), session_.query_index());  // the editor's place, the judge asked
}

void MainWindow::enter_play() {
  if (modes_.in(WindowMode::playing)) return;
  std::unique_ptr<PlayController> game = modes_.can_enter(WindowMode::playing) ? play(session_.problem()) : nullptr;
  if (!game) return refuse_by_hand(kPlayMode);
  enter_by_hand(std::make_unique<PlayMode>(mode_context(), *panels_->play, std::move(game)));
}

void MainWindow::enter_exercise() {
  if (modes_.in(WindowMode::exercising)) return;
  ExerciseStart start;
  if (modes_.can_enter(WindowMode::exercising)) {
    start = start_exercise(session_.problem(), session_.algorithm().toStdString());
    if (!start.exercise) say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
  }
  if (!start.exercise) return refuse_by_hand(kExerciseMode);
  enter_by_hand(std::make_unique<ExerciseMode>(mode_context(), *panels_->exercise, std::move(start.exercise)));
}

void MainWindow::refuse_by_hand(const ByHandMode& mode) { action(QString::fromLatin1(mode.toggle))->setChecked(false); }

void MainWindow::enter_by_hand(std::unique_ptr<HandMode> hand) {
  const ByHandMode& names = hand->names();
  // The mode object first: the machine's hooks and the controls it updates see it.
  hand_ = std::move(hand);
  if (!modes_.change(names.mode)) {
    hand_.reset();
    return refuse_by_hand(names);
  }
  action(QString::fromLatin1(names.toggle))->setChecked(true);
  board_view()->set_board_clicks(true);
  // The search's panels say nothing about the board worked by hand: the mode's panel stands in their place.
  const std::vector<QWidget*> search_panels = panels_->search_docks();
  folded_for_hand_.fold(search_panels, true);
  folded_for_hand_.take_from(presentation_->folded(), search_panels);  // presenting: they come back with the mode's end
  panels_->dock(names.dock)->show();
  // The keys are the board's now: a digit typed reaches the window (the editor's tile)
  // through the board, which passes it on, not through whichever panel's widget had the
  // focus (a list or a text box, which keeps digits for itself).
  board_view()->setFocus(Qt::OtherFocusReason);
  sync_to_cursor();
}

void MainWindow::end_by_hand(const ByHandMode& mode) {
  hand_.reset();
  board_view()->set_board_clicks(false);
  panels_->dock(mode.dock)->hide();
  // Presenting, the search's panels stay folded until the stage gives the window back.
  presentation_->presenting() ? folded_for_hand_.pass_to(presentation_->folded()) : folded_for_hand_.unfold();
  action(QString::fromLatin1(mode.toggle))->setChecked(false);
  say({});
  // The lane's problem and cursor were never touched: they are shown again as they were,
  // with the search's legend.
  show_problem();
}

EditController* MainWindow::editor() const {
  const auto* edit = dynamic_cast<const EditMode*>(hand_.get());
  return edit != nullptr ? &edit->editor() : nullptr;
}

PlayController* MainWindow::game() const {
  const auto* play = dynamic_cast<const PlayMode*>(hand_.get());
  return play != nullptr ? &play->game() : nullptr;
}

ExerciseController* MainWindow::exercise() const {
  const auto* exercise = dynamic_cast<const ExerciseMode*>(hand_.get());
  return exercise != nullptr ? &exercise->exercise() : nullptr;
}

}  // namespace frontier::gui
