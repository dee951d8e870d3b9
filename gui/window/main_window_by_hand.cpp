// What edit, play and exercise mode do alike, the modes in which the board is worked by
// hand: the toggle that enters and leaves the mode and Esc that leaves it, the board's
// clicks given to the mode, its panel in the place of the search's (Pseudo-code,
// Counters, Narration) and, on leaving, the search's view as it was.

#include <QAction>
#include <QDockWidget>
#include <utility>

#include "edit/edit_controller.hpp"
#include "exercise/exercise_controller.hpp"
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::make_by_hand_actions(const ByHandMode& mode, const QKeySequence& keys, void (MainWindow::*enter)()) {
  QAction* toggle = make_action(QString::fromLatin1(mode.toggle), keys);
  toggle->setCheckable(true);
  connect(toggle, &QAction::triggered, this, [this, mode, enter](bool on) { on ? (this->*enter)() : leave_by_hand(mode); });
  connect(make_action(QString::fromLatin1(mode.leave), QKeySequence(Qt::Key_Escape)), &QAction::triggered, this,
          [this, mode] { leave_by_hand(mode); });
}

void MainWindow::make_arrow_actions(const char* prefix, const std::function<void(int direction)>& act) {
  static constexpr std::pair<const char*, Qt::Key> kArrows[] = {
      {"up", Qt::Key_Up}, {"right", Qt::Key_Right}, {"down", Qt::Key_Down}, {"left", Qt::Key_Left}};
  for (int direction = 0; direction < 4; ++direction) {
    const auto& [name, key] = kArrows[direction];
    connect(make_action(QStringLiteral("%1_%2").arg(QLatin1String(prefix), QLatin1String(name)), QKeySequence(key)),
            &QAction::triggered, this, [act, direction] { act(direction); });
  }
}

bool MainWindow::enter_by_hand(const ByHandMode& mode, bool ready) {
  if (ready && set_mode(mode.mode)) return true;
  action(QString::fromLatin1(mode.toggle))->setChecked(false);
  return false;
}

void MainWindow::leave_by_hand(const ByHandMode& mode) {
  if (this->mode() == mode.mode) set_mode(WindowMode::viewing);
  action(QString::fromLatin1(mode.toggle))->setChecked(false);
}

void MainWindow::show_by_hand(const ByHandMode& mode) {
  action(QString::fromLatin1(mode.toggle))->setChecked(true);
  board_view_->set_board_clicks(true);
  // The search's panels say nothing about the board worked by hand: the mode's panel stands in their place.
  hidden_for_mode_.clear();
  for (const char* name : {"pseudocode_dock", "counters_dock", "narration_dock"}) {
    QDockWidget* dock = docks_[QString::fromLatin1(name)];
    if (dock->isVisible()) {
      hidden_for_mode_.push_back(dock);
      dock->hide();
    }
  }
  shown_for_mode_ = docks_[QString::fromLatin1(mode.dock)];
  shown_for_mode_->show();
  // The keys are the board's now: a digit typed reaches the window (the editor's tile)
  // through the board, which passes it on, not through whichever panel's widget had the
  // focus (a list or a text box, which keeps digits for itself).
  board_view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::end_by_hand(const ByHandMode& mode) {
  switch (mode.mode) {
    case WindowMode::editing:
      edit_panel_->set_editor(nullptr);
      editor_.reset();
      board_view_->set_edit_marks(std::nullopt, std::nullopt);
      break;
    case WindowMode::playing:
      game_.reset();
      session_.set_hold_choice(false);
      break;
    case WindowMode::exercising:
      exercise_.reset();
      break;
    default:
      break;
  }
  board_view_->set_board_clicks(false);
  if (shown_for_mode_ != nullptr) shown_for_mode_->hide();
  shown_for_mode_ = nullptr;
  for (QDockWidget* dock : hidden_for_mode_) dock->show();
  hidden_for_mode_.clear();
  action(QString::fromLatin1(mode.toggle))->setChecked(false);
  say({});
  // The lane's problem and cursor were never touched: they are shown again as they were,
  // with the search's legend.
  show_problem();
}

void MainWindow::draw_by_hand(const ByHandController& hand) {
  painter_ = hand.painter();
  board_view_->set_painter(painter_);
  board_view_->set_moment(hand.moment());
  legend_panel_->set_entries(painter_->legend());
}

}  // namespace frontier::gui
