#include "export/animation_export.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QPainter>
#include <QSaveFile>
#include <algorithm>

#include "app/core_text.hpp"
#include "document/whole_file.hpp"
#include "export/format_by_suffix.hpp"
#include "export/gif_writer.hpp"
#include "export/mp4_writer.hpp"
#include "render/wrapped_text.hpp"

namespace frontier::gui {

namespace {
// What BoardView paints around a board (the style's Mid grey; black for projectors).
constexpr QRgb kMatte = 0xffa0a0a0;
constexpr QRgb kPresentationMatte = 0xff000000;

int even_down(int n) { return std::max(2, n - n % 2); }

// The caption: white on the narration strip's dark slate.
constexpr QRgb kCaptionBand = 0xff263238;
constexpr double kCaptionLineSpacing = 1.3;
// A 4K frame's caption stops growing here: larger, its band would take the board's room
// and read no better.
constexpr int kLargestCaptionPx = 64;
}  // namespace

std::optional<AnimationFormat> animation_format(const QString& path) {
  return format_by_suffix<AnimationFormat>(path, {{QLatin1String("gif"), AnimationFormat::gif}, {QLatin1String("mp4"), AnimationFormat::mp4}});
}

AnimationRange default_animation_range(const Timeline& timeline) {
  const std::uint64_t last = timeline.length();
  const std::uint64_t budget_end = kDefaultAnimationFrames - 1;  // positions from..from+budget_end
  if (last > timeline.steps()) return {timeline.steps(), std::min(last, timeline.steps() + budget_end)};
  if (last <= budget_end || timeline.result() == nullptr) return {0, std::min(last, budget_end)};
  // Whole layers, as a class watches the frontier grow: up to the last expansion before
  // the first layer that would not fit (position p stands after p expansions).
  std::uint64_t to = budget_end;
  for (const trace::Step start : timeline.result()->trace.layer_starts()) {
    if (start < 2 || start - 1 > budget_end) continue;
    to = start - 1;
  }
  return {0, to};
}

QString animation_range_problem(const Timeline& timeline, AnimationRange range) {
  if (range.from > range.to) return QCoreApplication::translate("AnimationExport", "the first step (%1) is after the last (%2)").arg(range.from).arg(range.to);
  if (range.to > timeline.length()) {
    return QCoreApplication::translate("AnimationExport", "step %1 is past the end of the timeline (its last position is %2)").arg(range.to).arg(timeline.length());
  }
  if (range.frames() > kMaxAnimationFrames) {
    const QLocale locale;
    return QCoreApplication::translate("AnimationExport", "steps %1 to %2 are %3 frames, more than the %4 an animation may have: choose a shorter range")
        .arg(range.from)
        .arg(range.to)
        .arg(locale.toString(static_cast<qulonglong>(range.frames())), locale.toString(static_cast<qulonglong>(kMaxAnimationFrames)));
  }
  return {};
}

namespace {
// `request`'s frame at timeline position `position`: its coarse moment (no fine steps
// needed) and, when asked, the narration's sentence there as its caption. The export
// draws each one; the estimate times one.
QImage request_frame(const Timeline& timeline, const BoardPainter& painter, const PaintStyle& style,
                     const AnimationRequest& request, std::uint64_t position) {
  const Timeline::FineLookup none = [](trace::Step) { return std::optional<std::span<const trace::FineStep>>(); };
  const Frame frame = timeline.frame(TimelinePosition{position, std::nullopt}, none);
  return animation_frame(painter, frame.moment, style, request.size,
                         request.caption ? std::optional<QString>(caption_at(timeline, position)) : std::nullopt);
}
}  // namespace

double animation_seconds_to_draw(const Timeline& timeline, const BoardPainter& painter, const PaintStyle& style,
                                 const AnimationRequest& request) {
  QElapsedTimer clock;
  clock.start();
  request_frame(timeline, painter, style, request, request.range.from + request.range.frames() / 2);
  return static_cast<double>(clock.nsecsElapsed()) / 1e9 * static_cast<double>(request.range.frames());
}

QString animation_time_problem(const AnimationRequest& request, double seconds) {
  if (seconds <= kMaxAnimationSeconds) return {};
  const QLocale locale;
  return QCoreApplication::translate("AnimationExport", "%1 frames of %2×%3 would take about %4 minutes to draw, more than the %5 an export may take: choose a shorter range or a smaller size")
      .arg(locale.toString(static_cast<qulonglong>(request.range.frames())))
      .arg(request.size.width())
      .arg(request.size.height())
      .arg(locale.toString(seconds / 60, 'f', 0), locale.toString(kMaxAnimationSeconds / 60, 'f', 0));
}

QSize default_animation_size(QSize grid, bool caption) {
  // A video is shown full screen or fills a slide: a small board's frames are as large as
  // the projector's, not the PNG export's few dozen pixels a cell.
  const QSize cells = grid.expandedTo(QSize(1, 1));
  int cell_px = std::min(kDefaultAnimationFit.width() / cells.width(), kDefaultAnimationFit.height() / cells.height());
  // An even cell keeps both sides even, as an MP4 needs, without losing a pixel row that
  // would shrink every cell by one and leave a grey band.
  if (cell_px >= 2) cell_px -= cell_px % 2;
  QSize size = cell_px >= 1 ? cells * cell_px : cells.scaled(kDefaultAnimationFit, Qt::KeepAspectRatio);
  size = size.expandedTo(caption ? kMinCaptionedSize : kMinAnimationSize);
  return {even_down(size.width()), even_down(size.height())};
}

QSize animation_size(AnimationFormat format, QSize asked) {
  if (format == AnimationFormat::mp4) return {even_down(asked.width()), even_down(asked.height())};
  return asked;
}

int caption_px(QSize size) {
  // A twentieth of the height where the frame is wide enough for 36 ems a line (about 70
  // letters: a sentence of the narration in two lines), else down to a fortieth of the
  // height (a narrow frame), and never below what reads on a projector.
  const double roomy = std::min(size.height() / 20.0, size.width() / 36.0);
  const double px = std::max(size.height() / 40.0, roomy);
  return std::clamp(static_cast<int>(px), kSmallestCaptionPx, kLargestCaptionPx);
}

QString caption_size_problem(QSize size) {
  if (size.width() >= kMinCaptionedSize.width() && size.height() >= kMinCaptionedSize.height()) return {};
  return QCoreApplication::translate("AnimationExport", "a caption needs frames of at least %1×%2, not %3×%4")
      .arg(kMinCaptionedSize.width())
      .arg(kMinCaptionedSize.height())
      .arg(size.width())
      .arg(size.height());
}

int caption_band_height(QSize size) {
  // Two lines and a margin: from kMinCaptionedSize up, never more than 2/5 of the frame;
  // the cap keeps the board its 3/5 in a frame too small for a caption.
  const double unit = caption_px(size);
  const int band = static_cast<int>(unit * kCaptionLineSpacing * 2 + unit * 0.8);
  return std::min(band, size.height() * 2 / 5);
}

QString caption_at(const Timeline& timeline, std::uint64_t position) {
  if (timeline.empty()) return {};
  const std::optional<trace::Sentence> sentence = timeline.sentence(TimelinePosition{position, std::nullopt});
  if (!sentence) return {};
  const Problem& problem = *timeline.problem();
  const std::string& algorithm = timeline.result()->algorithm;
  return core_text::sentence(problem.puzzle().id(), *sentence,
                             [&](trace::StateId state) { return problem.describe_state(algorithm, state); });
}

QImage animation_frame(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, QSize size,
                       const std::optional<QString>& caption) {
  if (caption) {
    const int band = caption_band_height(size);
    QImage frame = animation_frame(painter, moment, style, QSize(size.width(), std::max(1, size.height() - band)));
    QImage whole(size, QImage::Format_RGB32);
    whole.fill(kCaptionBand);
    QPainter onto(&whole);
    onto.drawImage(0, 0, frame);
    onto.setRenderHint(QPainter::TextAntialiasing);
    const double unit = caption_px(size);
    WrappedText how;
    how.font.setPixelSize(static_cast<int>(unit));
    how.smallest_px = std::max(kSmallestCaptionPx, static_cast<int>(unit * 0.7));
    how.most_lines = 2;
    how.align = Qt::AlignHCenter | Qt::AlignVCenter;
    draw_wrapped_text(onto, QRectF(unit * 0.5, size.height() - band + unit * 0.2, size.width() - unit, band - unit * 0.4), *caption,
                      Qt::white, how);
    return whole;
  }
  const QSize grid = painter.grid().expandedTo(QSize(1, 1));
  const int cell_px = std::max(1, std::min(size.width() / grid.width(), size.height() / grid.height()));
  QImage board = painter.render(Viewport{QRect(QPoint(0, 0), grid), cell_px}, moment, style);
  if (board.width() > size.width() || board.height() > size.height()) {
    board = board.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
  }
  if (board.size() == size) return board;
  QImage frame(size, QImage::Format_RGB32);
  frame.fill(style.presentation ? kPresentationMatte : kMatte);
  QPainter onto(&frame);
  onto.drawImage((size.width() - board.width()) / 2, (size.height() - board.height()) / 2, board);
  return frame;
}

std::unique_ptr<AnimationWriter> make_animation_writer(AnimationFormat format, QIODevice& out, QSize size, int fps) {
  if (format == AnimationFormat::mp4) return std::make_unique<Mp4Writer>(out, size, fps);
  return std::make_unique<GifWriter>(out, size, fps);
}

AnimationEnd export_animation(const Timeline& timeline, const BoardPainter& painter, const PaintStyle& style,
                              const AnimationRequest& request, const AnimationProgress& progress) {
  if (const QString problem = animation_range_problem(timeline, request.range); !problem.isEmpty()) {
    throw AnimationError(problem);
  }
  if (request.caption) {
    if (const QString problem = caption_size_problem(request.size); !problem.isEmpty()) throw AnimationError(problem);
  }
  QSaveFile file(request.path);
  // Left uncommitted (a cancel, an error), QSaveFile removes its temporary file.
  if (!open_whole(file)) {
    throw AnimationError(QCoreApplication::translate("AnimationExport", "Could not write %1: %2").arg(request.path, file.errorString()));
  }
  std::unique_ptr<AnimationWriter> writer = make_animation_writer(request.format, file, request.size, request.fps);
  // Coarse moments only: without fine steps the Timeline answers at once; the caption's
  // sentence needs them, and the timeline (the job's own copy) derives them itself.
  const std::uint64_t total = request.range.frames();
  for (std::uint64_t written = 0; written < total; ++written) {
    writer->add_frame(request_frame(timeline, painter, style, request, request.range.from + written));
    if (progress && !progress(written + 1, total)) return AnimationEnd::cancelled;
  }
  writer->finish();
  writer.reset();
  if (!file.commit()) throw AnimationError(QCoreApplication::translate("AnimationExport", "Could not write %1: %2").arg(request.path, file.errorString()));
  return AnimationEnd::written;
}

}  // namespace frontier::gui
