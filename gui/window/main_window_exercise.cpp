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

  make_by_hand_actions(kExerciseMode, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X), &MainWindow::enter_exercise);
  // Exercise mode (modes/exercise_mode.cpp) connects them.
  make_action(QStringLiteral("exercise_undo"), QKeySequence(Qt::CTRL | Qt::Key_Z));
  make_action(QStringLiteral("exercise_answer"), QKeySequence(Qt::Key_H));
  exercise_panel_->set_actions(action(QStringLiteral("exercise_undo")), action(QStringLiteral("exercise_answer")),
                               action(QStringLiteral("leave_exercise")));
}

}  // namespace frontier::gui
