#include "export/gif_writer.hpp"

#include <cgif.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "document/whole_file.hpp"

namespace frontier::gui {

namespace {

// How many of each colour: neighbouring pixels are mostly the same cell's colour, so the
// map is asked once a run of equal pixels, not once a pixel.
std::unordered_map<QRgb, std::uint32_t> colour_counts(const QImage& frame) {
  std::unordered_map<QRgb, std::uint32_t> counts;
  for (int y = 0; y < frame.height(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
    QRgb last = line[0] & RGB_MASK;
    std::uint32_t* count = &counts[last];
    for (int x = 0; x < frame.width(); ++x) {
      const QRgb colour = line[x] & RGB_MASK;
      if (colour != last) {
        last = colour;
        count = &counts[colour];  // unordered_map keeps its nodes where they are
      }
      ++*count;
    }
  }
  return counts;
}

int distance(QRgb a, QRgb b) {
  const int r = qRed(a) - qRed(b), g = qGreen(a) - qGreen(b), bl = qBlue(a) - qBlue(b);
  // Weighted as the eye weighs them, roughly: green most, blue least.
  return 3 * r * r + 4 * g * g + 2 * bl * bl;
}

}  // namespace

IndexedFrame index_colours(const QImage& frame) {
  IndexedFrame indexed;
  const std::unordered_map<QRgb, std::uint32_t> counts = colour_counts(frame);
  std::vector<std::pair<QRgb, std::uint32_t>> by_count(counts.begin(), counts.end());
  // Most pixels first; equal counts by colour, so that the same frame gives the same file.
  std::sort(by_count.begin(), by_count.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  const std::size_t kept = std::min<std::size_t>(by_count.size(), 256);
  for (std::size_t i = 0; i < kept; ++i) indexed.palette.push_back(by_count[i].first);
  std::unordered_map<QRgb, std::uint8_t> index;
  index.reserve(by_count.size());
  for (std::size_t i = 0; i < by_count.size(); ++i) {
    if (i < kept) {
      index[by_count[i].first] = static_cast<std::uint8_t>(i);
      continue;
    }
    int best = 0, best_distance = std::numeric_limits<int>::max();
    for (std::size_t p = 0; p < kept; ++p) {
      if (const int d = distance(by_count[i].first, indexed.palette[p]); d < best_distance) {
        best_distance = d;
        best = static_cast<int>(p);
      }
    }
    index[by_count[i].first] = static_cast<std::uint8_t>(best);
  }
  // A GIF's colour table has at least two entries.
  while (indexed.palette.size() < 2) indexed.palette.push_back(qRgb(0, 0, 0));

  indexed.pixels.resize(static_cast<std::size_t>(frame.width()) * static_cast<std::size_t>(frame.height()));
  std::uint8_t* out = indexed.pixels.data();
  for (int y = 0; y < frame.height(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
    QRgb last = line[0] & RGB_MASK;
    std::uint8_t last_index = index.at(last);
    for (int x = 0; x < frame.width(); ++x) {
      const QRgb colour = line[x] & RGB_MASK;
      if (colour != last) {
        last = colour;
        last_index = index.at(colour);
      }
      *out++ = last_index;
    }
  }
  return indexed;
}

GifWriter::GifWriter(QIODevice& out, QSize size, int fps) : AnimationWriter(out, size, fps) {
  if (size.width() < 1 || size.height() < 1 || size.width() > 0xffff || size.height() > 0xffff) {
    throw AnimationError(tr("A GIF cannot be %1×%2 pixels.").arg(size.width()).arg(size.height()));
  }
  CGIF_Config config{};
  config.attrFlags = CGIF_ATTR_IS_ANIMATED | CGIF_ATTR_NO_GLOBAL_TABLE;
  config.width = static_cast<std::uint16_t>(size.width());
  config.height = static_cast<std::uint16_t>(size.height());
  config.numLoops = CGIF_INFINITE_LOOP;
  config.pWriteFn = &GifWriter::write_chunk;
  config.pContext = this;
  gif_.reset(cgif_newgif(&config));
  if (gif_ == nullptr) throw AnimationError(tr("Could not start the GIF: %1").arg(out.errorString()));
}

void GifWriter::CloseGif::operator()(st_gif* gif) const { cgif_close(gif); }

int GifWriter::write_chunk(void* context, const std::uint8_t* data, std::size_t bytes) {
  auto* writer = static_cast<GifWriter*>(context);
  return write_whole(writer->out(), reinterpret_cast<const char*>(data), static_cast<qint64>(bytes)) ? CGIF_OK
                                                                                                    : CGIF_EWRITE;
}

void GifWriter::write_frame(const QImage& frame) {
  IndexedFrame indexed = index_colours(frame);
  std::vector<std::uint8_t> palette;
  palette.reserve(indexed.palette.size() * 3);
  for (const QRgb colour : indexed.palette) {
    palette.push_back(static_cast<std::uint8_t>(qRed(colour)));
    palette.push_back(static_cast<std::uint8_t>(qGreen(colour)));
    palette.push_back(static_cast<std::uint8_t>(qBlue(colour)));
  }
  // A GIF counts time in hundredths of a second: each frame's delay is rounded so that
  // the frames add up to the right time (at 3 frames a second: 33, 34, 33, ...).
  const auto at = [this](std::uint64_t frame_index) {
    return static_cast<std::int64_t>(std::llround(static_cast<double>(frame_index) * 100.0 / fps()));
  };
  CGIF_FrameConfig config{};
  config.pLocalPalette = palette.data();
  config.numLocalPaletteEntries = static_cast<std::uint16_t>(indexed.palette.size());
  config.pImageData = indexed.pixels.data();
  config.attrFlags = CGIF_FRAME_ATTR_USE_LOCAL_TABLE;
  // Only the rectangle that changed since the frame before is stored: a search changes a
  // few cells a step.
  config.genFlags = CGIF_FRAME_GEN_USE_DIFF_WINDOW;
  config.delay = static_cast<std::uint16_t>(std::max<std::int64_t>(1, at(frames() + 1) - at(frames())));
  if (cgif_addframe(gif_.get(), &config) != CGIF_OK) {
    throw AnimationError(tr("Could not write the GIF: %1").arg(out().errorString()));
  }
}

void GifWriter::finish() {
  const int result = cgif_close(gif_.release());
  if (result != CGIF_OK) throw AnimationError(tr("Could not write the GIF: %1").arg(out().errorString()));
}

}  // namespace frontier::gui
