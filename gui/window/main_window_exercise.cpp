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

  QAction* toggle = make_action(QStringLiteral("exercise_mode"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
  toggle->setCheckable(true);
  connect(toggle, &QAction::triggered, this, [this](bool on) { on ? enter_exercise() : leave_exercise(); });
  connect(make_action(QStringLiteral("leave_exercise"), QKeySequence(Qt::Key_Escape)), &QAction::triggered, this,
          &MainWindow::leave_exercise);
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
  const auto set = [this](const char* name, const QString& text, const QString& tip) { word_action(name, text, tip); };
  set("exercise_mode", tr("E&xercise: Be the Algorithm"),
      tr("Run the chosen query's search by hand, step by step; core judges every step"));
  set("leave_exercise", tr("&Done"), tr("Leave the exercise"));
  set("exercise_undo", tr("&Undo Step"), tr("Take the last right step back"));
  set("exercise_answer", tr("Show the &Answer"), tr("Show what the search does next"));
  docks_[QStringLiteral("exercise_dock")]->setWindowTitle(tr("Exercise"));
  if (exercise_) show_exercise();
}

void MainWindow::enter_exercise() {
  if (mode() == WindowMode::exercising) return;
  QAction* toggle = action(QStringLiteral("exercise_mode"));
  toggle->setChecked(false);
  if (!WindowModeMachine::legal(mode(), WindowMode::exercising)) return;
  ExerciseStart start = start_exercise(document_.problem, algorithm().toStdString());
  if (!start.exercise) {
    say([reason = start.refusal] { return tr("No exercise: %1").arg(reason); });
    return;
  }
  if (!set_mode(WindowMode::exercising)) return;
  exercise_ = std::move(start.exercise);
  connect(exercise_.get(), &ExerciseController::changed, this, &MainWindow::show_exercise);
  toggle->setChecked(true);
  board_view_->set_board_clicks(true);
  show_instead_of_search(docks_[QStringLiteral("exercise_dock")]);
  say([] { return tr("Exercise: click the board as the search would; Esc or Done leaves."); });
  show_exercise();
}

void MainWindow::leave_exercise() {
  if (mode() == WindowMode::exercising) set_mode(WindowMode::viewing);
  action(QStringLiteral("exercise_mode"))->setChecked(false);
}

void MainWindow::end_exercise() {
  exercise_.reset();
  board_view_->set_board_clicks(false);
  show_search_panels_again();
  action(QStringLiteral("exercise_mode"))->setChecked(false);
  say({});
  // The lane's problem and cursor were never touched: they are shown again as they were.
  show_problem();
}

void MainWindow::show_exercise() {
  if (!exercise_) return;
  painter_ = exercise_->painter();
  board_view_->set_painter(painter_);
  board_view_->set_moment(exercise_->moment());
  legend_panel_->set_entries(painter_->legend());
  banner_->set_exercising(exercise_->grade());
  exercise_panel_->show_exercise(exercise_->prompt(), exercise_->verdict(), exercise_->wrong(), exercise_->grade(),
                                 exercise_->choices());
}

}  // namespace frontier::gui
