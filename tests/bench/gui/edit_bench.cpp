// An edit on the judge's largest Lianliankan board (1000 x 999, the generator's: half
// full, five kinds of tile), as the board editor makes one and the window then shows it:
//   EditToPicture    apply_edit<lianliankan::Puzzle> setting one tile (the copy, every query
//                    validated, write read back), the problem rebuilt from the new file, the
//                    judge's answer for the current query, and the board repainted into a
//                    QImage one pixel a cell, as BoardView renders it
//   YardstickRead    reading the same file from its text (Puzzle::read), in the same run

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <chrono>
#include <memory>
#include <string>

#include "document/document_edit.hpp"
#include "document/editable_document.hpp"
#include "document/edited_file.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "model/puzzle.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {
namespace {

using P = lianliankan::Puzzle;

const std::string& board_text() {
  static const std::string text = P::write(P::generate(2026, {{"rows", 1000}, {"cols", 999}, {"queries", 1}}));
  return text;
}

void BM_EditToPicture1000x999(benchmark::State& state) {
  EditableDocument document(QStringLiteral("edit_bench.in"), make_edited_file<P>(P::read(board_text())));
  int edits = 0;
  QImage picture;
  // Where the time goes, summed over the iterations: the edit, the problem, the answer,
  // the picture.
  double stage_ms[4] = {};
  auto lap = [last = std::chrono::steady_clock::now()](double& into) mutable {
    const auto now = std::chrono::steady_clock::now();
    into += std::chrono::duration<double, std::milli>(now - last).count();
    last = now;
  };
  for (auto _ : state) {
    double ignored = 0;
    lap(ignored);
    // A tile in the middle of the board, set to a different kind each time, so every
    // edit changes the file.
    const std::int32_t tile = 1 + edits++ % 5;
    const std::optional<QString> refused =
        apply_edit<P>(document, QStringLiteral("set tile"), [&](P::File& file) {
          auto& board = file.cases.front().board;
          board.tiles[static_cast<std::size_t>(500) * static_cast<std::size_t>(board.cols) + 499] = tile;
        });
    if (refused) state.SkipWithError(refused->toStdString().c_str());
    lap(stage_ms[0]);
    const std::shared_ptr<const Problem> problem = document.file()->view()->problem(0, 0);
    lap(stage_ms[1]);
    const QString answer = problem->judge_answer(problem->algorithms().front().name);
    lap(stage_ms[2]);
    const std::unique_ptr<BoardPainter> painter = problem->painter(nullptr);
    picture = painter->render(Viewport{QRect(QPoint(0, 0), painter->grid()), 1}, Moment{}, PaintStyle{});
    lap(stage_ms[3]);
    benchmark::DoNotOptimize(answer.constData());
    benchmark::DoNotOptimize(picture.constBits());
  }
  const double runs = static_cast<double>(state.iterations());
  state.counters["edit_ms"] = stage_ms[0] / runs;
  state.counters["problem_ms"] = stage_ms[1] / runs;
  state.counters["answer_ms"] = stage_ms[2] / runs;
  state.counters["picture_ms"] = stage_ms[3] / runs;
  state.counters["undo_steps"] = document.undo_stack().count();
  state.counters["bytes"] = static_cast<double>(board_text().size());
}
// Each edit keeps its file on the undo stack (4 MB here), so the run is a fixed length.
BENCHMARK(BM_EditToPicture1000x999)->Unit(benchmark::kMillisecond)->Iterations(20);

void BM_YardstickReadText1000x999(benchmark::State& state) {
  const std::string& text = board_text();
  for (auto _ : state) {
    const P::File file = P::read(text);
    benchmark::DoNotOptimize(file.cases.data());
  }
  state.counters["bytes"] = static_cast<double>(text.size());
}
BENCHMARK(BM_YardstickReadText1000x999)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace frontier::gui
