// View ▸ Compare Searches (Ctrl+K): the comparison of the chosen case and query, in the
// window in the place of the board (comparing mode), until it is closed (Esc).

#include <QAction>
#include <QDockWidget>
#include <QToolBar>
#include <QFileInfo>
#include <QStackedWidget>

#include "compare/compare_window.hpp"
#include "widgets/board_view.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::create_compare_action() {
  connect(action(Command::compare), &QAction::triggered, this, [this] { open_compare({}); });
}

QStringList MainWindow::default_comparison() const {
  // The search chosen beside the judge solver; the judge solver beside the next search
  // when it is the one chosen (a lesson is so compared with the judge, as it should be).
  const QStringList names = session_.algorithm_names();
  const QString chosen = session_.algorithm();
  if (names.size() < 2) return names;
  if (chosen != names.front()) return {names.front(), chosen};
  return {names[0], names[1]};
}

CompareWindow* MainWindow::open_compare(const QStringList& algorithms) {
  if (!session_.problem() || !session_.problem()->has_query()) return nullptr;
  if (!mode_.change(WindowMode::comparing)) return nullptr;  // or already comparing: these lanes now
  auto* stage = static_cast<QStackedWidget*>(centralWidget());
  if (compare_window_ == nullptr) {
    // A widget of the window, not a window: one window on the screen and the projector.
    compare_window_ = new CompareWindow(stage);
    compare_window_->setWindowFlags(Qt::Widget);
    stage->addWidget(compare_window_);
    connect(compare_window_, &CompareWindow::closed, this, &MainWindow::close_compare);
  }
  compare_window_->set_clicker_keys_taken(presentation());
  compare_window_->set_style(style_);
  const QString title = tr("%1 — case %2, query %3: %4")
                            .arg(view_title())
                            .arg(session_.case_index() + 1)
                            .arg(session_.query_index() + 1)
                            .arg(session_.file()->query_label(session_.case_index(), session_.query_index()));
  compare_window_->compare(session_.problem(), algorithms.isEmpty() ? default_comparison() : algorithms, title);
  compare_window_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  stage->setCurrentWidget(compare_window_);
  // The lanes have their own counters, code lines and controls: the search's panels and
  // toolbars give the comparison their room until it closes.
  const std::initializer_list<QWidget*> search_parts = {
      search_bar_, playback_bar_, docks_.at(QStringLiteral("cases_dock")), docks_.at(QStringLiteral("legend_dock")),
      docks_.at(QStringLiteral("pseudocode_dock")), docks_.at(QStringLiteral("counters_dock")),
      docks_.at(QStringLiteral("narration_dock"))};
  folded_for_compare_.fold(search_parts, true);
  folded_for_compare_.take_from(folded_for_stage_, search_parts);  // presenting: they come back with the comparison's end
  compare_window_->setFocus(Qt::OtherFocusReason);
  return compare_window_;
}

bool MainWindow::comparing() const { return mode_.in(WindowMode::comparing); }

void MainWindow::close_compare() {
  mode_.leave(WindowMode::comparing);  // end_compare() shows the board again
  board_view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::end_compare() {
  auto* stage = static_cast<QStackedWidget*>(centralWidget());
  if (compare_window_ != nullptr) {
    compare_window_->clock().clock().pause();
    stage->setCurrentIndex(0);
    // A stack is as large as its largest page: the lanes and their table, hidden, must
    // not keep the window from fitting its screen.
    compare_window_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
  }
  presentation() ? folded_for_compare_.pass_to(folded_for_stage_) : folded_for_compare_.unfold();
}

}  // namespace frontier::gui
