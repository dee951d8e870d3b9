// Animation export on the 1000 × 999 Lianliankan board (bfs-turns, the whole board
// searched) at 1280×720, in frames a second (items_per_second):
//   Frames      the yardstick: each frame rendered from the Timeline and fitted to
//               1280×720 (the board at one pixel a cell, scaled down), nothing encoded
//   Gif         the same frames quantised and written by libcgif
//   Mp4         the same frames converted to yuv420p and encoded by libavcodec's H.264
//   Captioned   the yardstick's frames with the narration as a caption: the sentence
//               worded from the Timeline (its fine steps derived) and laid out in the band
// (libx264, preset veryfast, on every core it finds)
// Frames are consecutive positions from the middle of the search, as an export of a
// range of steps draws them; the files go to memory (a QBuffer), not to a disk.

#include <benchmark/benchmark.h>

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>

#include "export/animation_export.hpp"
#include "model/document_loader.hpp"
#include "walled_board.hpp"

namespace frontier::gui {
namespace {

constexpr QSize kFrameSize{1280, 720};
constexpr int kFps = 25;

struct Searched {
  std::shared_ptr<const Problem> problem;
  std::shared_ptr<const SearchResult> result;
  std::unique_ptr<BoardPainter> painter;
  Timeline timeline;
};

const Searched& searched() {
  static QTemporaryDir directory;
  static const Searched s = [] {
    const QString path = directory.filePath(QStringLiteral("large_animation.in"));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(QByteArray::fromStdString(frontier::testing::walled_lianliankan_board(1000, 999)));
    file.close();
    Searched made;
    const LoadResult load = DocumentLoader::read(path, nullptr);
    made.problem = load.readings.front().file->problem(0, 0);
    made.result = made.problem->search("bfs-turns", nullptr);
    made.painter = made.problem->painter(made.result);
    made.timeline = Timeline(made.problem, made.result);
    return made;
  }();
  return s;
}

// The coarse moment at a position, as export_animation asks for it.
Moment moment_at(const Timeline& timeline, std::uint64_t position) {
  const Timeline::FineLookup none = [](trace::Step) { return std::optional<std::span<const trace::FineStep>>(); };
  return timeline.frame(TimelinePosition{position, std::nullopt}, none).moment;
}

void BM_AnimationFrames(benchmark::State& state) {
  const Searched& s = searched();
  std::uint64_t position = s.timeline.steps() / 2;
  for (auto _ : state) {
    const QImage frame = animation_frame(*s.painter, moment_at(s.timeline, position++), PaintStyle{}, kFrameSize);
    benchmark::DoNotOptimize(frame.constBits());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AnimationFrames)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_AnimationFramesCaptioned(benchmark::State& state) {
  const Searched& s = searched();
  std::uint64_t position = s.timeline.steps() / 2;
  for (auto _ : state) {
    const QString caption = caption_at(s.timeline, position);
    const QImage frame = animation_frame(*s.painter, moment_at(s.timeline, position++), PaintStyle{}, kFrameSize, caption);
    benchmark::DoNotOptimize(frame.constBits());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AnimationFramesCaptioned)->Unit(benchmark::kMillisecond)->UseRealTime();

// Each iteration is a whole one-second file (kFps frames): the writer's start and end,
// and the frames an encoder holds back to look ahead, are counted with the frames.
void encode(benchmark::State& state, AnimationFormat format) {
  const Searched& s = searched();
  std::uint64_t position = s.timeline.steps() / 2;
  qint64 bytes = 0;
  for (auto _ : state) {
    QBuffer file;
    file.open(QIODevice::ReadWrite);
    const std::unique_ptr<AnimationWriter> writer = make_animation_writer(format, file, kFrameSize, kFps);
    for (int frame = 0; frame < kFps; ++frame) {
      writer->add_frame(animation_frame(*s.painter, moment_at(s.timeline, position++), PaintStyle{}, kFrameSize));
    }
    writer->finish();
    bytes += file.size();
  }
  state.SetItemsProcessed(state.iterations() * kFps);
  state.counters["KiB_per_frame"] = static_cast<double>(bytes) / 1024.0 / static_cast<double>(state.iterations() * kFps);
}

void BM_AnimationGif(benchmark::State& state) { encode(state, AnimationFormat::gif); }
BENCHMARK(BM_AnimationGif)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_AnimationMp4(benchmark::State& state) { encode(state, AnimationFormat::mp4); }
BENCHMARK(BM_AnimationMp4)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace frontier::gui
