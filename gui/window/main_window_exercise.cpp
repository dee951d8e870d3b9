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
  connect(make_action(QStringLiteral("exercise_undo"), QKeySequence(Qt::CTRL | Qt::Key_Z)), &QAction::triggered, this,
          [this] {
            if (exercise_ && !exercise_->undo()) say([] { return tr("No step to take back."); });
          });
  connect(make_action(QStringLiteral("exercise_answer"), QKeySequence(Qt::Key_H)), &QAction::triggered, this, [this] {
    if (exercise_) exercise_->reveal();
  });
  exercise_panel_->set_actions(action(QStringLiteral("exercise_undo")), action(QStringLiteral("exercise_answer")),
                               action(QStringLiteral("leave_exercise")));
  connect(exercise_panel_, &ExercisePanel::chosen, this, [this](int index) {
    if (exercise_) exercise_->choose(index);
  });
}

void MainWindow::retranslate_exercise() {
  if (exercise_) show_exercise();
}

void MainWindow::enter_exercise() {
  if (mode() == WindowMode::exercising) return;
  ExerciseStart start;
  if (WindowModeMachine::legal(mode(), WindowMode::exercising)) {
    start = start_exercise(session_.problem(), session_.algorithm().toStdString());
    if (!start.exercise) say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
  }
  if (!enter_by_hand(kExerciseMode, start.exercise != nullptr)) return;
  exercise_ = std::move(start.exercise);
  connect(exercise_.get(), &ExerciseController::changed, this, &MainWindow::show_exercise);
  show_by_hand(kExerciseMode);
  say([] { return tr("Exercise: click the board as the search would; Esc or Done leaves."); });
  show_exercise();
}

void MainWindow::show_exercise() {
  if (!exercise_) return;
  draw_by_hand(*exercise_);
  banner_->set_exercising(exercise_->grade());
  exercise_panel_->show_exercise(exercise_->prompt(), exercise_->verdict(), exercise_->wrong(), exercise_->grade(),
                                 exercise_->choices());
}

}  // namespace frontier::gui
