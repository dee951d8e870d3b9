// Two lanes compared on the judge's largest Lianliankan board (1000 × 999, the walled board
// on which bfs-turns searches every cell and answers NO), as View ▸ Compare shows them:
//   CompareTwoLanes       the clock seeks to a beat, both lanes move to it, and both lanes'
//                         boards, counters and pseudo-code are painted (bfs-turns beside
//                         bfs-shortest-line: both search the whole board)
//   YardstickOneLane      the same for one lane alone (bfs-turns), its view the size of a
//                         lane of the two, in the same run
// with each lane's trace in memory (counters lane_MiB_*) and the estimate the window
// checks a lane against before it searches (estimate_MiB_*).

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <random>

#include "compare/compare_window.hpp"
#include "compare/lane_view.hpp"
#include "large_board_file.hpp"
#include "model/document_loader.hpp"
#include "search/run.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui {
namespace {

std::shared_ptr<const Problem> large_problem() {
  static const std::shared_ptr<const Problem> problem =
      DocumentLoader::read(large_board_file(), nullptr).readings.front().file->problem(0, 0);
  return problem;
}

double mebibytes(std::size_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }

// Seeks `clock` to random beats and paints every lane view into a frame of its size. The
// clock plays at its fastest, as when a teacher drags the timeline: lanes then do not
// re-derive their lit lines on workers (Clock::follows_lines), which would only compete
// for the two cores with what is measured. The timer never fires: the loop runs no events.
void seek_and_paint(benchmark::State& state, CompareClock& clock, const std::vector<LaneView*>& views) {
  clock.clock().set_speed_level(Clock::kMaxSpeedLevel);
  clock.clock().play();
  std::mt19937 random(2024);
  std::uniform_int_distribution<std::uint64_t> any_beat(0, clock.length());
  std::vector<QImage> frames;
  for (LaneView* view : views) frames.emplace_back(view->size(), QImage::Format_RGB32);
  for (auto _ : state) {
    clock.seek(any_beat(random));
    for (std::size_t i = 0; i < views.size(); ++i) views[i]->render(&frames[i]);
  }
  clock.clock().pause();
}

void BM_CompareTwoLanes1000x999(benchmark::State& state) {
  CompareWindow window;
  window.resize(1280, 860);
  window.show();
  window.compare(large_problem(), {QStringLiteral("bfs-turns"), QStringLiteral("bfs-shortest-line")}, QStringLiteral("large.in"));
  while (window.searching() || !window.table_ready()) QApplication::processEvents();
  QApplication::processEvents();
  std::vector<LaneView*> views;
  for (int i = 0; i < window.lane_count(); ++i) {
    views.push_back(window.lane_view(i));
    const std::string name = window.lane(i).algorithm().toStdString();
    state.counters["lane_MiB_" + name] = mebibytes(window.lane(i).result()->trace.bytes());
    state.counters["estimate_MiB_" + name] = mebibytes(window.lane_bytes(window.lane(i).algorithm()));
  }
  state.counters["lane_width"] = views.front()->width();
  seek_and_paint(state, window.clock(), views);
}
BENCHMARK(BM_CompareTwoLanes1000x999)->Unit(benchmark::kMillisecond);

void BM_YardstickOneLane1000x999(benchmark::State& state) {
  // The lane's size as in the two-lane window above.
  CompareWindow sizing;
  sizing.resize(1280, 860);
  sizing.show();
  sizing.compare(large_problem(), {QStringLiteral("bfs-turns"), QStringLiteral("bfs-shortest-line")}, QStringLiteral("large.in"));
  QApplication::processEvents();
  const QSize lane_size = sizing.lane_view(0)->size();
  sizing.close();

  Run lane;
  lane.set_problem(large_problem(), QStringLiteral("bfs-turns"));
  bool done = false;
  QObject::connect(&lane, &Run::finished, [&] { done = true; });
  lane.start();
  while (!done) QApplication::processEvents();
  CompareClock clock;
  clock.add(lane);
  LaneView view(lane);
  view.resize(lane_size);
  view.show();
  view.show_problem(PaintStyle{});
  QObject::connect(&clock, &CompareClock::moved, &view, [&] { view.show_moment(clock, false); });
  QApplication::processEvents();
  state.counters["lane_width"] = view.width();
  seek_and_paint(state, clock, {&view});
}
BENCHMARK(BM_YardstickOneLane1000x999)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace frontier::gui
