#include "modes/exercise_mode.hpp"

#include "exercise/exercise_controller.hpp"
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
