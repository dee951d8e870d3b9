// frontier FILE [--algorithm NAME] --mode exercise [--exercise-steps N] --screenshot OUT.png:
// Search ▸ Exercise on the chosen query, the model answer's first N steps taken as a
// student would take them, the next one shown (Show the Answer), each step's verdict and
// the grade printed, and the window's picture: a README's picture of an exercise under way.

#include <QLabel>
#include <QTextStream>

#include "app/launch.hpp"
#include "exercise/exercise_controller.hpp"
#include "modes/hand_modes.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

bool Launcher::exercise() {
  QTextStream out(stdout);
  window_.hands().enter_exercise();
  ExerciseController* exercise = window_.hands().exercise();
  if (exercise == nullptr) {
    fail(QStringLiteral("--mode exercise: %1").arg(window_.findChild<QLabel*>(QStringLiteral("status"))->text()));
    return false;
  }
  for (int i = 0; i < options_.exercise_steps && exercise->take_answer(); ++i) {
    out << "step " << i + 1 << ": " << exercise->verdict() << "\n";
  }
  exercise->reveal();
  out << "next: " << exercise->verdict() << "\n"
      << "grade: " << exercise->grade() << "\n"
      << Qt::flush;
  return true;
}

}  // namespace frontier::gui
