#include "export/animation_export.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QSaveFile>
#include <algorithm>

#include "export/gif_writer.hpp"
#include "export/mp4_writer.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui {

namespace {
// What BoardView paints around a board (the style's Mid grey; black for projectors).
constexpr QRgb kMatte = 0xffa0a0a0;
constexpr QRgb kPresentationMatte = 0xff000000;
constexpr QSize kDefaultFit{1920, 1080};

int even_down(int n) { return std::max(2, n - n % 2); }
}  // namespace

std::optional<AnimationFormat> animation_format(const QString& path) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("gif")) return AnimationFormat::gif;
  if (suffix == QLatin1String("mp4")) return AnimationFormat::mp4;
  return std::nullopt;
}

AnimationRange default_animation_range(const Timeline& timeline) {
  const std::uint64_t last = timeline.length();
  if (last > timeline.steps()) return {timeline.steps(), last};
  return {0, last};
}

QString animation_range_problem(const Timeline& timeline, AnimationRange range) {
  if (range.from > range.to) return QCoreApplication::translate("AnimationExport", "the first step (%1) is after the last (%2)").arg(range.from).arg(range.to);
  if (range.to > timeline.length()) {
    return QCoreApplication::translate("AnimationExport", "step %1 is past the end of the timeline (its last position is %2)").arg(range.to).arg(timeline.length());
  }
  return {};
}

QSize default_animation_size(QSize grid) {
  QSize size = grid * export_cell_px(grid);
  if (size.width() > kDefaultFit.width() || size.height() > kDefaultFit.height()) {
    size = size.scaled(kDefaultFit, Qt::KeepAspectRatio);
  }
  size = size.expandedTo(kMinAnimationSize);
  return {even_down(size.width()), even_down(size.height())};
}

QSize animation_size(AnimationFormat format, QSize asked) {
  if (format == AnimationFormat::mp4) return {even_down(asked.width()), even_down(asked.height())};
  return asked;
}

QImage animation_frame(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, QSize size) {
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
  QSaveFile file(request.path);
  // Left uncommitted (a cancel, an error), QSaveFile removes its temporary file.
  if (!file.open(QIODevice::WriteOnly)) {
    throw AnimationError(QCoreApplication::translate("AnimationExport", "Could not write %1: %2").arg(request.path, file.errorString()));
  }
  std::unique_ptr<AnimationWriter> writer = make_animation_writer(request.format, file, request.size, request.fps);
  // Coarse moments only: without fine steps the Timeline answers at once.
  const Timeline::FineLookup none = [](trace::Step) { return std::optional<std::span<const trace::FineStep>>(); };
  const std::uint64_t total = request.range.frames();
  for (std::uint64_t written = 0; written < total; ++written) {
    const Frame frame = timeline.frame(TimelinePosition{request.range.from + written, std::nullopt}, none);
    writer->add_frame(animation_frame(painter, frame.moment, style, request.size));
    if (progress && !progress(written + 1, total)) return AnimationEnd::cancelled;
  }
  writer->finish();
  writer.reset();
  if (!file.commit()) throw AnimationError(QCoreApplication::translate("AnimationExport", "Could not write %1: %2").arg(request.path, file.errorString()));
  return AnimationEnd::written;
}

}  // namespace frontier::gui
