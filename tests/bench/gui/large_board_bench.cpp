// The visualizer on a 1000 × 999 Lianliankan board (the judge's largest):
//   open to first picture   read + recognise the file, build the problem and its painter,
//                           render the board fitted to a window (one pixel a cell)
//   repaint a full frame    render all 1000 × 999 cells at one step of a finished BFS
//   seek                    move the timeline to a step and repaint the window's board,
//                           counters and pseudo-code panels included
//   repaint unchanged       a paint (a pan) that only draws the cached image again
// and the memory of that BFS's trace (counters trace_MiB, summary_MiB).

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>
#include <QFile>
#include <random>

#include "model/document_loader.hpp"
#include "puzzles/lianliankan/lianliankan_view.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"
#include <QSlider>
#include "window/main_window.hpp"
#include "large_board_file.hpp"

namespace frontier::gui {
namespace {

constexpr int kRows = kLargeRows;
constexpr int kCols = kLargeCols;

struct Searched {
  std::shared_ptr<const Problem> problem;
  std::shared_ptr<const SearchResult> result;
  std::unique_ptr<BoardPainter> painter;
};

const Searched& searched() {
  static const Searched s = [] {
    Searched made;
    const LoadResult load = DocumentLoader::read(large_board_file(), nullptr);
    made.problem = load.readings.front().file->problem(0, 0);
    made.result = made.problem->search("bfs-turns", nullptr);
    made.painter = made.problem->painter(made.result);
    return made;
  }();
  return s;
}

void BM_OpenToFirstPicture(benchmark::State& state) {
  const QString path = large_board_file();
  for (auto _ : state) {
    const LoadResult load = DocumentLoader::read(path, nullptr);
    const std::shared_ptr<const Problem> problem = load.readings.front().file->problem(0, 0);
    const std::unique_ptr<BoardPainter> painter = problem->painter(nullptr);
    const QImage picture = painter->render(Viewport{QRect(QPoint(0, 0), painter->grid()), 1}, Moment{}, PaintStyle{});
    benchmark::DoNotOptimize(picture.constBits());
  }
}
BENCHMARK(BM_OpenToFirstPicture)->Unit(benchmark::kMillisecond);

void BM_RepaintFullFrame(benchmark::State& state) {
  const Searched& s = searched();
  const trace::Trace& trace = s.result->trace;
  const Viewport whole{QRect(QPoint(0, 0), s.painter->grid()), 1};
  QImage image(whole.cells.size(), QImage::Format_RGB32);
  Moment moment;
  moment.step = trace.steps() / 2;
  moment.current = trace.expanded_by(moment.step);
  for (auto _ : state) {
    s.painter->render(image, whole, moment, PaintStyle{});
    benchmark::DoNotOptimize(image.constBits());
  }
  state.counters["cells"] = static_cast<double>(whole.cells.width()) * whole.cells.height();
  state.counters["trace_MiB"] = static_cast<double>(trace.bytes()) / (1 << 20);
  const auto& prepared = static_cast<const PuzzleResult<lianliankan::Puzzle>&>(*s.result).prepared;
  state.counters["summary_MiB"] = static_cast<double>(prepared.cells.summary.bytes()) / (1 << 20);
  state.counters["states"] = static_cast<double>(trace.state_count());
  state.counters["expansions"] = static_cast<double>(trace.steps());
}
BENCHMARK(BM_RepaintFullFrame)->Unit(benchmark::kMillisecond);

// The window's whole path: timeline -> playback -> counters, pseudo-code, board view.
void BM_SeekAndRepaintWindow(benchmark::State& state) {
  MainWindow window;
  window.resize(1280, 800);
  window.show();
  window.open_file(large_board_file());
  while (!window.session().has_document()) QApplication::processEvents();
  window.session().set_algorithm(QStringLiteral("bfs-turns"));
  bool done = false;
  QObject::connect(&window, &MainWindow::search_finished, [&] { done = true; });
  window.run_search();
  while (!done) QApplication::processEvents();
  const int length = window.session().playback().length();
  std::mt19937 random(2024);
  std::uniform_int_distribution<int> any_step(0, length);
  BoardView& view = *window.board_view();
  QImage frame(view.size(), QImage::Format_RGB32);
  for (auto _ : state) {
    window.timeline()->setValue(any_step(random));
    view.render(&frame);  // the view's paintEvent, as the next frame would run it
  }
  state.counters["fit_zoom"] = window.board_view()->zoom();
}
BENCHMARK(BM_SeekAndRepaintWindow)->Unit(benchmark::kMillisecond);

// Panning or repainting a fitted board whose moment did not change: the cached image is
// drawn again, shrunk to the window in one drawImage call.
void BM_RepaintFittedViewUnchanged(benchmark::State& state) {
  const Searched& s = searched();
  BoardView view;
  view.resize(900, 700);
  view.set_painter(s.problem->painter(s.result));
  Moment moment;
  moment.step = s.result->trace.steps() / 2;
  view.set_moment(moment);
  QImage frame(view.size(), QImage::Format_RGB32);
  view.render(&frame);
  const int renders = view.renders();
  for (auto _ : state) view.render(&frame);
  state.counters["renders"] = view.renders() - renders;  // 0: nothing was rendered again
}
BENCHMARK(BM_RepaintFittedViewUnchanged)->Unit(benchmark::kMillisecond);

void BM_SearchAndRecord(benchmark::State& state) {
  const Searched& s = searched();
  for (auto _ : state) {
    const std::unique_ptr<SearchResult> result = s.problem->search("bfs-turns", nullptr);
    benchmark::DoNotOptimize(result->trace.steps());
  }
}
BENCHMARK(BM_SearchAndRecord)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace frontier::gui
