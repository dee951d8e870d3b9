#include "modes/exercise_mode.hpp"

#include <QAction>

#include "exercise/exercise_controller.hpp"
#include "search/clock.hpp"
#include "search/run.hpp"
#include "session/session.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/exercise_panel.hpp"

namespace frontier::gui {

ExerciseMode::ExerciseMode(ModeContext context, ExercisePanel& panel, std::unique_ptr<ExerciseController> exercise)
    : HandMode(std::move(context)), panel_(panel), exercise_(std::move(exercise)) {
  connect(exercise_.get(), &ExerciseController::changed, this, &ExerciseMode::show);
  connect(&panel_, &ExercisePanel::chosen, this, [this](int index) {
    exercise_->choose(index);
    this->context().board.setFocus(Qt::OtherFocusReason);  // chosen: the keys go back to the board
  });
  on_action("exercise_undo", [this] {
    if (!exercise_->undo()) this->context().say([] { return tr("No step to take back."); });
  });
  on_action("exercise_answer", [this] { exercise_->reveal(); });
  // The model answer replayed: the exercise ends (its steps are kept) and the search the
  // student did by hand plays from its start, in the window's own view.
  on_action("exercise_replay", [this] {
    Session& session = this->context().session;
    this->context().commands.find("leave_exercise")->trigger();  // this mode is gone after it
    const auto play_from_start = [&session] {
      session.lane().seek(0);
      session.clock().play();
    };
    if (session.lane().result() != nullptr) return play_from_start();
    // Not searched yet (the exercise runs its own copy): searched first, then played.
    QObject::connect(&session.lane(), &Run::finished, &session, play_from_start, Qt::SingleShotConnection);
    session.run_search();
  });
  panel_.set_board_keys([this] { return exercise_->keys(); });
  this->context().say([] { return tr("Exercise: click the board as the search would; Esc or Done leaves."); });
}

ExerciseMode::~ExerciseMode() { panel_.set_board_keys({}); }  // the words were this exercise's

void ExerciseMode::show() {
  draw(*exercise_);
  context().banner.set_exercising(exercise_->grade());
  panel_.show_exercise(exercise_->prompt(), exercise_->verdict(), exercise_->wrong(), exercise_->grade(),
                       exercise_->choices());
}

void ExerciseMode::press(QPoint cell) { exercise_->press(cell); }

void ExerciseMode::release(QPoint cell) { exercise_->release(cell); }

}  // namespace frontier::gui
