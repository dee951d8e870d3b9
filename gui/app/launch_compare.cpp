// frontier FILE --compare ALG,ALG[,...] [--clock expansion|layer] [--step S|end] [--screenshot OUT.png]:
// the comparison on the chosen query, its clock at beat S, each lane printed on a line of
// its own, and the window's picture.

#include <QApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTextStream>

#include "app/launch.hpp"
#include "compare/compare_window.hpp"
#include "compare/lane_view.hpp"
#include "search/run.hpp"
#include "modes/compare_mode.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

namespace {
void say(const QString& line, FILE* to = stdout) {
  QTextStream stream(to);
  stream << line << "\n" << Qt::flush;
}
QString plain(QString rich) { return rich.remove(QRegularExpression(QStringLiteral("<[^>]*>"))); }
}  // namespace

void Launcher::compare() {
  options_.file.clear();  // done with the command line's file
  const QStringList known = window_.session().algorithm_names();
  for (const QString& name : options_.compare) {
    if (!known.contains(name)) {
      return fail(QStringLiteral("--compare: unknown algorithm '%1' (known: %2)").arg(name, known.join(QStringLiteral(", "))));
    }
  }
  CompareWindow* comparison = window_.comparison().open(options_.compare);
  if (comparison == nullptr) return fail(QStringLiteral("--compare: the chosen case asks nothing to compare"));
  window_.resize(options_.size);  // the comparison fills the window, in the board's place
  if (comparison->lane_count() < options_.compare.size()) return fail(comparison->status());
  // Both the lanes' searches and the table run on workers; the picture waits for both.
  const auto ready = [this, comparison] {
    if (!comparison->searching() && comparison->table_ready()) compared();
  };
  connect(comparison, &CompareWindow::lanes_ready, this, ready, Qt::SingleShotConnection);
  connect(comparison, &CompareWindow::table_filled, this, ready, Qt::SingleShotConnection);
}

void Launcher::compared() {
  CompareWindow& comparison = *window_.comparison().lanes();
  CompareClock& clock = comparison.clock();
  clock.set_unit(options_.compare_clock == QStringLiteral("layer") ? CompareUnit::layer : CompareUnit::expansion);
  if (options_.step == QStringLiteral("end")) {
    clock.to_end();
  } else {
    clock.seek(options_.step.toULongLong());
  }
  // The lit lines are derived on the lanes' workers; give them a moment to arrive.
  QElapsedTimer waited;
  waited.start();
  const auto lines_known = [&] {
    for (int i = 0; i < comparison.lane_count(); ++i) {
      const Run& lane = comparison.lane(i);
      if (!lane.empty() && lane.cursor().position <= lane.timeline().steps() && lane.line() == 0) return false;
    }
    return true;
  };
  while (!lines_known() && waited.elapsed() < 3000) QApplication::processEvents(QEventLoop::AllEvents, 20);
  QApplication::processEvents();
  say(QStringLiteral("compared: %1").arg(plain(comparison.windowTitle())));
  for (int i = 0; i < comparison.lane_count(); ++i) {
    const Run& lane = comparison.lane(i);
    const LaneView& view = *comparison.lane_view(i);
    const SearchResult* result = lane.result();
    const QString answer = result == nullptr ? QStringLiteral("not searched") : result->answer;
    QString line = QStringLiteral("lane %1: %2: %3; %4").arg(i + 1).arg(lane.algorithm(), answer, view.counters_text());
    if (const QString finish = plain(view.finish_text()); !finish.isEmpty()) line += QStringLiteral("; ") + finish;
    say(line);
  }
  say(QStringLiteral("clock: %1").arg(comparison.position_text()));
  if (options_.screenshot.isEmpty()) return;
  save_screenshot(window_);
}

}  // namespace frontier::gui
