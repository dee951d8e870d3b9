#pragma once
// An MP4 holding one H.264 video stream, through FFmpeg's libraries as Debian builds them
// (libavcodec's H.264 encoder is libx264 there): each frame converted to yuv420p by
// libswscale, so the size must be even both ways. The file is written through the
// caller's QIODevice, which must be able to seek (the MP4 index goes at the end and
// points back into the file).

#include <QCoreApplication>
#include <QIODevice>
#include <cstdint>

#include "export/animation_writer.hpp"

struct AVCodecContext;
struct AVFormatContext;
struct AVFrame;
struct AVIOContext;
struct AVPacket;
struct AVStream;
struct SwsContext;

namespace frontier::gui {

class Mp4Writer final : public AnimationWriter {
  Q_DECLARE_TR_FUNCTIONS(AnimationExport)

 public:
  // Throws AnimationError: an odd size, no H.264 encoder, a device that refuses to write.
  Mp4Writer(QIODevice& out, QSize size, int fps);
  ~Mp4Writer() override;

  void finish() override;

 private:
  void write_frame(const QImage& frame) override;
  static int write_packet(void* context, std::uint8_t* data, int bytes);
  static std::int64_t seek(void* context, std::int64_t offset, int whence);
  // Sends `frame` (null: the end) to the encoder and writes every packet it gives back.
  void encode(const AVFrame* frame);
  void release();
  [[noreturn]] void fail(const QString& what, int error) const;

  AVFormatContext* format_ = nullptr;
  AVIOContext* io_ = nullptr;
  AVCodecContext* codec_ = nullptr;
  AVStream* stream_ = nullptr;
  SwsContext* convert_ = nullptr;
  AVFrame* frame_ = nullptr;
  AVPacket* packet_ = nullptr;
  bool write_failed_ = false;
};

}  // namespace frontier::gui
