#pragma once
// Search ▸ Exercise (Ctrl+Shift+X): the student runs the chosen query's search by hand,
// each step judged by core. The board's clicks (and the panel's choices) are the
// student's steps; Ctrl+Z takes one back, H shows the right one.

#include <memory>

#include "modes/hand_mode.hpp"

namespace frontier::gui {

class ExerciseController;
class ExercisePanel;

class ExerciseMode final : public HandMode {
  Q_OBJECT

 public:
  ExerciseMode(ModeContext context, ExercisePanel& panel, std::unique_ptr<ExerciseController> exercise);
  ~ExerciseMode() override;

  ExerciseController& exercise() const { return *exercise_; }

  const ByHandMode& names() const override { return kExerciseMode; }
  void show() override;
  void press(QPoint cell) override;
  void release(QPoint cell) override;

 private:
  ExercisePanel& panel_;
  std::unique_ptr<ExerciseController> exercise_;
};

}  // namespace frontier::gui
