#include "modes/hand_modes.hpp"

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
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/play_panel.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/presentation.hpp"

namespace frontier::gui {

HandModes::HandModes(MainWindow& window) : QObject(&window), window_(window) {
  // The modes' panels show their actions as buttons.
  window_.panels().edit->set_actions(
      {window.action(Command::add_query), window.action(Command::duplicate_query), window.action(Command::delete_query),
       window.action(Command::query_up), window.action(Command::query_down)},
      {window.action(Command::add_case), window.action(Command::duplicate_case), window.action(Command::delete_case),
       window.action(Command::case_up), window.action(Command::case_down)});
  window_.panels().exercise->set_actions(window.action(Command::exercise_undo), window.action(Command::exercise_answer),
                                         window.action(Command::leave_exercise));
  WindowModeMachine& modes = window_.modes();
  const std::pair<const ByHandMode&, void (HandModes::*)()> kEnter[] = {
      {kEditMode, &HandModes::enter_edit}, {kPlayMode, &HandModes::enter_play}, {kExerciseMode, &HandModes::enter_exercise}};
  for (const auto& [mode, enter] : kEnter) {
    // Left however (the toggle, Esc, another file), the machine's hook lets the mode go.
    connect(window_.action(QString::fromLatin1(mode.toggle)), &QAction::triggered, this,
            [this, &mode, enter, &modes](bool on) { on ? (this->*enter)() : (void)modes.leave(mode.mode); });
    connect(window_.action(QString::fromLatin1(mode.leave)), &QAction::triggered, this, [&mode, &modes] { modes.leave(mode.mode); });
    // The board is the editor's, the player's or the student's: playback stops where it stands.
    modes.on_enter(mode.mode, [this] { window_.session().clock().pause(); });
    modes.on_leave(mode.mode, [this, &mode] { end(mode); });
  }
}

void HandModes::enter_edit() {
  WindowModeMachine& modes = window_.modes();
  Session& session = window_.session();
  if (editor() != nullptr) return;  // the toggle, checked again
  std::unique_ptr<EditController> editor;
  if (session.editable() && session.problem() && modes.can_enter(WindowMode::editing)) editor = edit(*session.editable());
  if (!editor) return refuse(kEditMode);
  enter(std::make_unique<EditMode>(window_.context(), *window_.panels().edit, std::move(editor)));
  session.choose(session.case_index(), session.query_index());  // the editor's place, the judge asked
}

void HandModes::enter_play() {
  WindowModeMachine& modes = window_.modes();
  if (game() != nullptr) return;
  std::unique_ptr<PlayController> game = modes.can_enter(WindowMode::playing) ? play(window_.session().problem()) : nullptr;
  if (!game) return refuse(kPlayMode);
  enter(std::make_unique<PlayMode>(window_.context(), *window_.panels().play, std::move(game)));
}

void HandModes::enter_exercise() {
  WindowModeMachine& modes = window_.modes();
  if (exercise() != nullptr) return;
  ExerciseStart start;
  if (modes.can_enter(WindowMode::exercising)) {
    start = start_exercise(window_.session().problem(), window_.session().algorithm().toStdString());
    if (!start.exercise) window_.say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
  }
  if (!start.exercise) return refuse(kExerciseMode);
  enter(std::make_unique<ExerciseMode>(window_.context(), *window_.panels().exercise, std::move(start.exercise)));
}

void HandModes::refuse(const ByHandMode& mode) { window_.action(QString::fromLatin1(mode.toggle))->setChecked(false); }

void HandModes::enter(std::unique_ptr<HandMode> hand) {
  const ByHandMode& names = hand->names();
  // The mode object first: the machine's hooks and the controls it updates see it.
  hand_ = std::move(hand);
  if (!window_.modes().change(names.mode)) {
    hand_.reset();
    return refuse(names);
  }
  window_.action(QString::fromLatin1(names.toggle))->setChecked(true);
  window_.board_view()->set_board_clicks(true);
  // The search's panels say nothing about the board worked by hand: the mode's panel stands in their place.
  const std::vector<QWidget*> search_panels = window_.panels().search_docks();
  folded_.fold(search_panels, true);
  folded_.take_from(window_.presentation().folded(), search_panels);  // presenting: they come back with the mode's end
  window_.panels().dock(names.dock)->show();
  // The keys are the board's now: a digit typed reaches the window (the editor's tile)
  // through the board, which passes it on, not through whichever panel's widget had the
  // focus (a list or a text box, which keeps digits for itself).
  window_.board_view()->setFocus(Qt::OtherFocusReason);
  emit entered();
}

void HandModes::end(const ByHandMode& mode) {
  hand_.reset();
  window_.board_view()->set_board_clicks(false);
  window_.panels().dock(mode.dock)->hide();
  // Presenting, the search's panels stay folded until the stage gives the window back.
  window_.presentation().presenting() ? folded_.pass_to(window_.presentation().folded()) : folded_.unfold();
  window_.action(QString::fromLatin1(mode.toggle))->setChecked(false);
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
