// Search ▸ Exercise (Ctrl+Shift+X): exercise mode entered and left, the student's clicks
// and keys given to the exercise, its picture and words shown. Like play mode, its panel
// stands in place of the search's, and its keys are on only while exercising (the mode
// table), so Esc and Ctrl+Z never meet Cancel's or the document's.

#include <QAction>
#include <QDockWidget>

#include "exercise/exercise_controller.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_exercise_actions() {
  exercise_panel_ = new ExercisePanel(this);
  auto* dock = new QDockWidget(this);
  dock->setObjectName(QStringLiteral("exercise_dock"));
  dock->setWidget(exercise_panel_);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  docks_[QStringLiteral("exercise_dock")] = dock;
  dock->hide();  // exercise mode shows it

  // Exercise mode (modes/exercise_mode.cpp) connects its keys.
  make_by_hand_actions(kExerciseMode, &MainWindow::enter_exercise);
  exercise_panel_->set_actions(action(Command::exercise_undo), action(Command::exercise_answer), action(Command::leave_exercise));
}

}  // namespace frontier::gui
