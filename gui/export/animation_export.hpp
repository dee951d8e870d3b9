#pragma once
// File ▸ Export ▸ Animation and `frontier --export-animation`: positions from..to of a
// lane's Timeline, each drawn as the board picture the PNG export draws, fitted to the
// chosen size, handed to a GIF or MP4 writer. The frames are the Timeline's coarse
// moments (the picture after each whole expansion, then each replayed move), which need
// no fine steps: nothing is searched again while exporting.
//
// The file appears only once it is whole: it is written to a temporary file beside it
// (QSaveFile) and renamed at the end, so a cancelled or failed export leaves nothing.

#include <QSize>
#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "export/animation_writer.hpp"
#include "render/board_painter.hpp"
#include "search/timeline.hpp"

class QIODevice;

namespace frontier::gui {

enum class AnimationFormat { gif, mp4 };

// By the file's suffix (.gif, .mp4, any case); nullopt for anything else.
std::optional<AnimationFormat> animation_format(const QString& path);

// GIF delays are hundredths of a second, and browsers slow anything faster than 50 a
// second down to 10: 50 is the fastest a GIF plays as asked.
inline constexpr int kMinAnimationFps = 1;
inline constexpr int kMaxAnimationFps = 50;
// Two steps a second: a class follows each expansion as it is said (ten a second played a
// 17-expansion search in under two seconds).
inline constexpr int kDefaultAnimationFps = 2;
inline constexpr QSize kMinAnimationSize{16, 16};
inline constexpr QSize kMaxAnimationSize{3840, 2160};  // 4K: a frame is 32 MiB as RGB32

// Timeline positions from..to, both shown.
struct AnimationRange {
  std::uint64_t from = 0;
  std::uint64_t to = 0;
  std::uint64_t frames() const { return to - from + 1; }
  friend bool operator==(const AnimationRange&, const AnimationRange&) = default;
};

// What is animated when nothing is asked, at most: 100 seconds at the default 10 frames a
// second. A search of two million expansions would otherwise be two million frames.
inline constexpr std::uint64_t kDefaultAnimationFrames = 1000;
// What an export may hold at all: an hour at 10 frames a second, 12 minutes at 50.
inline constexpr std::uint64_t kMaxAnimationFrames = 36000;
// An export that would take longer than this to draw is refused with its estimate.
inline constexpr double kMaxAnimationSeconds = 20 * 60;

// The replay of the found moves when the timeline has one (Solitaire, Huarongdao: from
// the end of the search to the last move), else the whole search; either at most
// kDefaultAnimationFrames, a search then cut after its last whole layer that fits.
AnimationRange default_animation_range(const Timeline& timeline);
// Why `range` is not a range of `timeline`, or cannot be exported (more frames than
// kMaxAnimationFrames), or empty when it can.
QString animation_range_problem(const Timeline& timeline, AnimationRange range);

// A 1080p frame: what a projector and a slide show, and what a video offers by default.
inline constexpr QSize kDefaultAnimationFit{1920, 1080};
// The caption's type never goes below this many pixels: less does not read from the back
// of a classroom. A frame smaller than kMinCaptionedSize has no room for it.
inline constexpr int kSmallestCaptionPx = 14;
inline constexpr QSize kMinCaptionedSize{160, 120};

// The board fitted within 1920×1080, keeping its shape, with whole pixels a cell where a
// cell gets one at least (so that no grey band is left beside it), sides even; with a
// caption, at least kMinCaptionedSize.
QSize default_animation_size(QSize grid, bool caption = false);
// What a format can hold closest to `asked`: MP4's yuv420p halves the colour resolution,
// so its sides are rounded down to even numbers.
QSize animation_size(AnimationFormat format, QSize asked);

// The board at `moment` as large as fits in `size` with whole pixels a cell, centred on
// the grey the board view shows around a board; a board with more cells than pixels is
// drawn at one pixel a cell and scaled down smoothly. With a caption, the frame's foot is
// a dark band of its own (caption_band_height) that says it in up to two lines, the
// font shrunk and then the end elided when it is long; the board fits above the band and
// never runs under it. The band is drawn even for an empty caption, so that the board
// does not jump between frames.
QImage animation_frame(const BoardPainter& painter, const Moment& moment, const PaintStyle& style, QSize size,
                       const std::optional<QString>& caption = std::nullopt);
int caption_band_height(QSize size);
// The caption's type in a frame of `size`, in pixels: a fortieth of the height at least
// (27 px at 1080p), up to a twentieth where the width gives it room for a sentence in two
// lines, never below kSmallestCaptionPx; the wrapping never shrinks it below that either.
int caption_px(QSize size);
// Why a frame of `size` cannot hold a caption (smaller than kMinCaptionedSize), or empty.
QString caption_size_problem(QSize size);
// The narration's sentence at a position of the timeline, in the language of now, as the
// strip under the board says it (core's template and the problem's words for a state);
// empty before any search. Derives the fine steps it needs in the timeline itself.
QString caption_at(const Timeline& timeline, std::uint64_t position);

std::unique_ptr<AnimationWriter> make_animation_writer(AnimationFormat format, QIODevice& out, QSize size, int fps);

struct AnimationRequest {
  QString path;
  AnimationFormat format = AnimationFormat::gif;
  AnimationRange range;
  QSize size;  // as the format holds it (animation_size)
  int fps = kDefaultAnimationFps;
  bool caption = false;  // the narration's sentence under each frame
};

// How long drawing `request`'s frames would take, from the time one frame of it takes
// (the range's middle one, drawn and thrown away).
double animation_seconds_to_draw(const Timeline& timeline, const BoardPainter& painter, const PaintStyle& style,
                                 const AnimationRequest& request);
// Why an export whose drawing takes `seconds` is refused (longer than
// kMaxAnimationSeconds), with the estimate; or empty.
QString animation_time_problem(const AnimationRequest& request, double seconds);

// Told after each frame how many are written of how many; false cancels.
using AnimationProgress = std::function<bool(std::uint64_t written, std::uint64_t total)>;

enum class AnimationEnd { written, cancelled };

// Renders and writes the frames; on cancel nothing is left at the path (nor beside it).
// Throws AnimationError, also leaving nothing. The timeline is the caller's own copy: it
// is not touched by anyone else meanwhile (the export may run on a worker thread).
AnimationEnd export_animation(const Timeline& timeline, const BoardPainter& painter, const PaintStyle& style,
                              const AnimationRequest& request, const AnimationProgress& progress = {});

}  // namespace frontier::gui
