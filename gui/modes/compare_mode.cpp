#include "modes/compare_mode.hpp"

#include <QAction>
#include <QDockWidget>
#include <QStackedWidget>

#include "app/language.hpp"
#include "compare/compare_clock.hpp"
#include "compare/compare_window.hpp"
#include "compare/lane_view.hpp"
#include "search/run.hpp"
#include "search/stops.hpp"
#include "session/session.hpp"
#include "widgets/board_view.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/search_bar.hpp"
#include "window/class_work.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/playback_marks.hpp"
#include "window/presentation.hpp"

namespace frontier::gui {

CompareMode::CompareMode(MainWindow& window, QStackedWidget& stage) : QObject(&window), window_(window), stage_(stage) {
  connect(window_.action(Command::compare), &QAction::triggered, this, [this] { open({}); });
  window_.modes().on_leave(WindowMode::comparing, [this] { end(); });
}

QStringList CompareMode::default_comparison() const {
  const Session& session = window_.session();
  const QStringList names = session.algorithm_names();
  const QString chosen = session.algorithm();
  if (names.size() < 2) return names;
  if (chosen != names.front()) return {names.front(), chosen};
  return {names[0], names[1]};
}

CompareWindow* CompareMode::open(const QStringList& algorithms) {
  const Session& session = window_.session();
  if (!session.problem() || !session.problem()->has_query()) return nullptr;
  if (!window_.set_mode(WindowMode::comparing)) return nullptr;
  if (lanes_ == nullptr) {
    // A widget of the window, not a window: one window on the screen and the projector.
    lanes_ = new CompareWindow(&stage_);
    lanes_->setWindowFlags(Qt::Widget);
    stage_.addWidget(lanes_);
    connect(lanes_, &CompareWindow::closed, this, &CompareMode::close);
    connect(&lanes_->clock(), &CompareClock::moved, this, &CompareMode::show_bookmarks);
  }
  const bool presenting = window_.presentation().presenting();
  lanes_->set_clicker_keys_taken(presenting);
  lanes_->set_style(window_.paint_style());
  lanes_->set_stage_ink(large_ink_, small_ink_);
  const QString title = tr("%1 — case %2, query %3: %4")
                            .arg(window_.view_title())
                            .arg(session.case_index() + 1)
                            .arg(session.query_index() + 1)
                            .arg(session.file()->query_label(session.case_index(), session.query_index()));
  lanes_->compare(session.problem(), algorithms.isEmpty() ? default_comparison() : algorithms, title);
  lanes_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  stage_.setCurrentWidget(lanes_);
  const Panels& panels = window_.panels();
  const std::vector<QWidget*> search_parts = {window_.search_bar(), window_.playback_bar(), panels.dock("cases_dock"),
                                              panels.dock("legend_dock"), panels.dock("pseudocode_dock"),
                                              panels.dock("counters_dock"), panels.dock("narration_dock")};
  folded_.fold(search_parts, true);
  folded_.take_from(window_.presentation().folded(), search_parts);  // presenting: they come back with the comparison's end
  // The keys go to a named control, the first lane's board (named by its search), not to
  // the lanes' frame, which a screen reader could only call a frame.
  if (lanes_->lane_count() > 0) {
    lanes_->lane_view(0)->board_view()->setFocus(Qt::OtherFocusReason);
  } else {
    lanes_->setFocus(Qt::OtherFocusReason);
  }
  return lanes_;
}

bool CompareMode::comparing() const { return lanes_ != nullptr && stage_.currentWidget() == lanes_; }

QStringList CompareMode::algorithms() const {
  QStringList names;
  if (!comparing()) return names;
  for (int i = 0; i < lanes_->lane_count(); ++i) names << lanes_->lane(i).algorithm();
  return names;
}

void CompareMode::close() { window_.modes().leave(WindowMode::comparing); }

void CompareMode::end() {
  if (lanes_ != nullptr) {
    lanes_->clock().clock().pause();
    stage_.setCurrentIndex(0);
    // A stack is as large as its largest page: the lanes and their table, hidden, must
    // not keep the window from fitting its screen.
    lanes_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
  }
  window_.presentation().presenting() ? folded_.pass_to(window_.presentation().folded()) : folded_.unfold();
  window_.board_view()->setFocus(Qt::OtherFocusReason);
}

void CompareMode::set_stage_ink(int large, int small) {
  large_ink_ = large;
  small_ink_ = small;
  if (lanes_ != nullptr) lanes_->set_stage_ink(large, small);
}

void CompareMode::set_clicker_keys_taken(bool taken) {
  if (lanes_ != nullptr) lanes_->set_clicker_keys_taken(taken);
}

void CompareMode::show_bookmarks() {
  if (!comparing() || lanes_->clock().seeking()) return;
  CompareClock& clock = lanes_->clock();
  // The window's bookmarks are on its own search's timeline: the lane of that search.
  const Run* lane = nullptr;
  for (int i = 0; i < lanes_->lane_count() && lane == nullptr; ++i) {
    if (lanes_->lane(i).algorithm() == window_.session().algorithm()) lane = &lanes_->lane(i);
  }
  if (lane == nullptr || lane->empty()) {
    lanes_->show_note({});
    return;
  }
  const std::uint64_t count = clock.count();
  const std::uint64_t now = position_after(lane->timeline(), clock.unit(), count);
  const std::uint64_t before = count > 0 ? position_after(lane->timeline(), clock.unit(), count - 1) : 0;
  const Bookmarks& bookmarks = window_.marks().bookmarks();
  std::optional<TimelinePosition> passed;
  for (const TimelinePosition& at : bookmarks.all()) {
    const bool in_beat = count == 0 ? at.position == 0 : at.position > before && at.position <= now;
    if (in_beat && (!passed || at.position >= passed->position)) passed = at;
  }
  if (!passed) {
    lanes_->show_note({});
    return;
  }
  const bool chinese = language::current() == language::kChinese;
  const Bilingual question = bookmarks.explain(*passed);
  QStringList lines;
  if (const QString note = bookmarks.note(*passed).in(chinese); !note.isEmpty()) lines << note;
  if (!question.empty()) lines << tr("Explain: %1").arg(question.in(chinese));
  lanes_->show_note(lines.join(QLatin1Char('\n')));
  if (window_.class_work().reach(now)) clock.clock().pause();
}

bool CompareMode::beat(bool forward) {
  CompareClock& clock = lanes_->clock();
  if (forward ? clock.count() >= clock.length() : clock.count() <= 0) return false;
  clock.clock().pause();
  forward ? clock.forward() : clock.back();
  return true;
}

}  // namespace frontier::gui
