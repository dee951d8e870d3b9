#include "modes/hand_modes.hpp"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <utility>

#include "edit/edit_controller.hpp"
#include "exercise/exercise_controller.hpp"
#include "modes/edit_mode.hpp"
#include "modes/exercise_mode.hpp"
#include "modes/play_mode.hpp"
#include "play/play_controller.hpp"
#include "puzzles/adapters.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/play_panel.hpp"
#include "session/session.hpp"
#include "window/window_mode.hpp"
#include "window/panels.hpp"

namespace frontier::gui {

HandModes::HandModes(WindowContext window, Panels& panels, WindowModeMachine& modes, FoldedPanels& stage,
                     std::function<bool()> presenting)
    : QObject(&window.window),
      window_(std::move(window)),
      panels_(panels),
      modes_(modes),
      stage_(stage),
      presenting_(std::move(presenting)) {
  const Commands& commands = window_.commands;
  // The modes' panels show their actions as buttons.
  panels_.edit->set_actions({commands[Command::add_query], commands[Command::duplicate_query], commands[Command::delete_query],
                             commands[Command::query_up], commands[Command::query_down]},
                            {commands[Command::add_case], commands[Command::duplicate_case], commands[Command::delete_case],
                             commands[Command::case_up], commands[Command::case_down]});
  panels_.exercise->set_actions(commands[Command::exercise_undo], commands[Command::exercise_answer],
                                commands[Command::exercise_replay], commands[Command::leave_exercise]);
  const std::pair<const ByHandMode&, void (HandModes::*)()> kEnter[] = {
      {kEditMode, &HandModes::enter_edit}, {kPlayMode, &HandModes::enter_play}, {kExerciseMode, &HandModes::enter_exercise}};
  for (const auto& [mode, enter] : kEnter) {
    // Left however (the toggle, Esc, another file), the machine's hook lets the mode go.
    connect(toggle(mode), &QAction::triggered, this,
            [this, &mode, enter](bool on) { on ? (this->*enter)() : (void)modes_.leave(mode.mode); });
    connect(commands.find(mode.leave), &QAction::triggered, this, [this, &mode] { modes_.leave(mode.mode); });
    // The board is the editor's, the player's or the student's: playback stops where it stands.
    modes_.on_enter(mode.mode, [this] { window_.session.clock().pause(); });
    modes_.on_leave(mode.mode, [this, &mode] { end(mode); });
  }
  // Another query (or the same under other rules) is another game, another exercise: the
  // mode ends. The editor edits whichever is chosen.
  connect(&window_.session, &Session::chosen, this, [this] {
    if (hand_ && !hand_->follows_choice()) modes_.change(WindowMode::viewing);
  });
}

QAction* HandModes::toggle(const ByHandMode& mode) const { return window_.commands.find(mode.toggle); }

void HandModes::enter_edit() {
  Session& session = window_.session;
  if (editor() != nullptr) return;  // the toggle, checked again
  std::unique_ptr<EditController> editor;
  if (session.editable() && session.problem() && modes_.can_enter(WindowMode::editing)) editor = edit(*session.editable());
  if (!editor) return refuse(kEditMode);
  enter(std::make_unique<EditMode>(window_, *panels_.edit, std::move(editor)));
  session.choose(session.case_index(), session.query_index());  // the editor's place, the judge asked
}

void HandModes::enter_play() {
  if (game() != nullptr) return;
  std::unique_ptr<PlayController> game = modes_.can_enter(WindowMode::playing) ? play(window_.session.problem()) : nullptr;
  if (!game) return refuse(kPlayMode);
  enter(std::make_unique<PlayMode>(window_, *panels_.play, std::move(game)));
}

void HandModes::enter_exercise() {
  if (exercise() != nullptr) return;
  ExerciseStart start;
  if (modes_.can_enter(WindowMode::exercising)) {
    start = start_exercise(window_.session.problem(), window_.session.algorithm().toStdString());
    if (!start.exercise) window_.say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
  }
  if (!start.exercise) return refuse(kExerciseMode);
  enter(std::make_unique<ExerciseMode>(window_, *panels_.exercise, std::move(start.exercise)));
  // The Frontier list (Ctrl+L) shows the container as the student builds it.
  if (ExerciseController* controller = exercise()) panels_.frontier->follow_exercise(controller, window_.session.problem());
}

void HandModes::refuse(const ByHandMode& mode) { toggle(mode)->setChecked(false); }

void HandModes::enter(std::unique_ptr<HandMode> hand) {
  const ByHandMode& names = hand->names();
  // The mode object first: the machine's hooks and the controls it updates see it.
  hand_ = std::move(hand);
  if (!modes_.change(names.mode)) {
    hand_.reset();
    return refuse(names);
  }
  toggle(names)->setChecked(true);
  window_.board.set_board_clicks(true);
  window_.board.set_key_picks(hand_->picks_by_keys());
  // The search's panels say nothing about the board worked by hand: the mode's panel stands in their place.
  const std::vector<QWidget*> search_panels = panels_.search_docks();
  folded_.fold(search_panels, true);
  folded_.take_from(stage_, search_panels);  // presenting: they come back with the mode's end
  panels_.dock(names.dock)->show();
  // The keys are the board's now: a digit typed reaches the window (the editor's tile)
  // through the board, which passes it on, not through whichever panel's widget had the
  // focus (a list or a text box, which keeps digits for itself).
  window_.board.setFocus(Qt::OtherFocusReason);
  emit entered();
}

void HandModes::end(const ByHandMode& mode) {
  panels_.frontier->follow_exercise(nullptr, nullptr);  // before the exercise it follows goes
  hand_.reset();
  window_.board.set_board_clicks(false);
  window_.board.set_key_picks(false);
  panels_.dock(mode.dock)->hide();
  // Presenting, the search's panels stay folded until the stage gives the window back.
  presenting_() ? folded_.pass_to(stage_) : folded_.unfold();
  toggle(mode)->setChecked(false);
  window_.say({});
  // The lane's problem and cursor were never touched: they are shown again as they were.
  emit left();
}

EditController* HandModes::editor() const {
  const auto* edit = dynamic_cast<const EditMode*>(hand_.get());
  return edit != nullptr ? &edit->editor() : nullptr;
}

PlayController* HandModes::game() const {
  const auto* play = dynamic_cast<const PlayMode*>(hand_.get());
  return play != nullptr ? &play->game() : nullptr;
}

ExerciseController* HandModes::exercise() const {
  const auto* exercise = dynamic_cast<const ExerciseMode*>(hand_.get());
  return exercise != nullptr ? &exercise->exercise() : nullptr;
}

}  // namespace frontier::gui
