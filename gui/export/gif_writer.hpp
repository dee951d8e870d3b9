#pragma once
// An animated GIF through libcgif: each frame with its own palette, exact when the frame
// has at most 256 colours (a board's flat cells almost always do), else the 256 colours
// that cover the most pixels with every other colour drawn as the nearest of them.

#include <QCoreApplication>
#include <QIODevice>
#include <QRgb>
#include <cstdint>
#include <memory>
#include <vector>

#include "export/animation_writer.hpp"

struct st_gif;

namespace frontier::gui {

// A frame as a GIF holds it: a palette of at most 256 colours and an index a pixel.
struct IndexedFrame {
  std::vector<QRgb> palette;
  std::vector<std::uint8_t> pixels;  // row after row, no padding
};
IndexedFrame index_colours(const QImage& frame);

class GifWriter final : public AnimationWriter {
  Q_DECLARE_TR_FUNCTIONS(AnimationExport)

 public:
  // Loops for ever, as a GIF on a slide is expected to. Throws AnimationError.
  GifWriter(QIODevice& out, QSize size, int fps);

  void finish() override;

 private:
  void write_frame(const QImage& frame) override;
  static int write_chunk(void* context, const std::uint8_t* data, std::size_t bytes);

  // Closed unfinished (cancelled or failed), cgif frees what it holds; the caller throws
  // away what was written.
  struct CloseGif {
    void operator()(st_gif* gif) const;
  };
  std::unique_ptr<st_gif, CloseGif> gif_;
};

}  // namespace frontier::gui
