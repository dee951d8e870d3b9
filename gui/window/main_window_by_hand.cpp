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
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::make_by_hand_actions(const ByHandMode& mode, void (MainWindow::*enter)()) {
  connect(action(QString::fromLatin1(mode.toggle)), &QAction::triggered, this,
          [this, mode, enter](bool on) { on ? (this->*enter)() : leave_by_hand(mode); });
  connect(action(QString::fromLatin1(mode.leave)), &QAction::triggered, this, [this, mode] { leave_by_hand(mode); });
}

ModeContext MainWindow::mode_context() {
  return ModeContext{session_, *board_view_, *banner_, *legend_panel_,
                     [this](const char* name) { return action(QString::fromLatin1(name)); },
                     [this](std::function<QString()> words) { say(std::move(words)); }};
}

void MainWindow::enter_edit() {
  if (mode_.in(WindowMode::editing)) return;  // the toggle, checked again
  std::unique_ptr<EditController> editor;
  if (session_.editable() && session_.problem() && mode_.can_enter(WindowMode::editing)) {
    editor = edit(*session_.editable());
  }
  if (!editor) return refuse_by_hand(kEditMode);
  enter_by_hand(std::make_unique<EditMode>(mode_context(), *edit_panel_, std::move(editor)));
  session_.choose(session_.case_index(), session_.query_index());  // the editor's place, the judge asked
}

void MainWindow::enter_play() {
  if (mode_.in(WindowMode::playing)) return;
  std::unique_ptr<PlayController> game = mode_.can_enter(WindowMode::playing) ? play(session_.problem()) : nullptr;
  if (!game) return refuse_by_hand(kPlayMode);
  enter_by_hand(std::make_unique<PlayMode>(mode_context(), *play_panel_, std::move(game)));
}

void MainWindow::enter_exercise() {
  if (mode_.in(WindowMode::exercising)) return;
  ExerciseStart start;
  if (mode_.can_enter(WindowMode::exercising)) {
    start = start_exercise(session_.problem(), session_.algorithm().toStdString());
    if (!start.exercise) say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
  }
  if (!start.exercise) return refuse_by_hand(kExerciseMode);
  enter_by_hand(std::make_unique<ExerciseMode>(mode_context(), *exercise_panel_, std::move(start.exercise)));
}

void MainWindow::refuse_by_hand(const ByHandMode& mode) { action(QString::fromLatin1(mode.toggle))->setChecked(false); }

void MainWindow::enter_by_hand(std::unique_ptr<HandMode> hand) {
  const ByHandMode& names = hand->names();
  // The mode object first: the machine's hooks and the controls it updates see it.
  hand_ = std::move(hand);
  if (!mode_.change(names.mode)) {
    hand_.reset();
    return refuse_by_hand(names);
  }
  action(QString::fromLatin1(names.toggle))->setChecked(true);
  board_view_->set_board_clicks(true);
  // The search's panels say nothing about the board worked by hand: the mode's panel stands in their place.
  const std::initializer_list<QWidget*> search_panels = {docks_.at(QStringLiteral("pseudocode_dock")),
                                                         docks_.at(QStringLiteral("counters_dock")),
                                                         docks_.at(QStringLiteral("narration_dock"))};
  folded_for_mode_.fold(search_panels, true);
  folded_for_mode_.take_from(folded_for_stage_, search_panels);  // presenting: they come back with the mode's end
  docks_.at(QString::fromLatin1(names.dock))->show();
  // The keys are the board's now: a digit typed reaches the window (the editor's tile)
  // through the board, which passes it on, not through whichever panel's widget had the
  // focus (a list or a text box, which keeps digits for itself).
  board_view_->setFocus(Qt::OtherFocusReason);
  sync_to_cursor();
}

void MainWindow::leave_by_hand(const ByHandMode& mode) {
  mode_.leave(mode.mode);
  action(QString::fromLatin1(mode.toggle))->setChecked(false);
}

void MainWindow::end_by_hand(const ByHandMode& mode) {
  hand_.reset();
  board_view_->set_board_clicks(false);
  docks_.at(QString::fromLatin1(mode.dock))->hide();
  // Presenting, the search's panels stay folded until the stage gives the window back.
  presentation() ? folded_for_mode_.pass_to(folded_for_stage_) : folded_for_mode_.unfold();
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
