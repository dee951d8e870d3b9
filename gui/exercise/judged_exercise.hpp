#pragma once
// What both kinds of exercise keep alike (a search run by hand, search_exercise.hpp; the
// legal moves of a configuration, moves_exercise.hpp): the picture with the exercise's
// marks over it, and the verdict on the last proposal in words, made again in the
// language in force each time it is asked for.

#include <functional>
#include <memory>
#include <utility>

#include "exercise/exercise_controller.hpp"
#include "exercise/exercise_painter.hpp"

namespace frontier::gui {

class JudgedExercise : public ExerciseController {
 public:
  std::shared_ptr<const BoardPainter> painter() const override { return painter_; }
  QString verdict() const override { return said_ ? said_() : QString(); }
  bool wrong() const override { return wrong_; }

 protected:
  // The verdict from now on (empty words: none), `wrong` when it is a mistake.
  void say(std::function<QString()> words, bool wrong) {
    said_ = std::move(words);
    wrong_ = wrong;
  }
  // The picture again, with `marks` over it; the window is told.
  void show_marks(ExerciseMarks marks) {
    painter_ = std::make_shared<ExercisePainter>(picture_, std::move(marks));
    emit changed();
  }

  std::shared_ptr<const BoardPainter> picture_;  // the puzzle's own, under the marks

 private:
  std::shared_ptr<const BoardPainter> painter_;
  std::function<QString()> said_;
  bool wrong_ = false;
};

}  // namespace frontier::gui
