#include "export/mp4_writer.hpp"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include <cstdio>

#include "document/whole_file.hpp"

namespace frontier::gui {

namespace {
constexpr int kIoBufferBytes = 1 << 16;

QString av_words(int error) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(error, text, sizeof text);
  return QString::fromLocal8Bit(text);
}
}  // namespace

Mp4Writer::Mp4Writer(QIODevice& out, QSize size, int fps) : AnimationWriter(out, size, fps) {
  if (size.width() < 2 || size.height() < 2 || size.width() % 2 != 0 || size.height() % 2 != 0) {
    throw AnimationError(tr("An MP4 needs an even width and height, not %1×%2.").arg(size.width()).arg(size.height()));
  }
  // libx264 prints its settings and statistics on standard error; only errors matter here.
  av_log_set_level(AV_LOG_ERROR);
  const AVCodec* encoder = avcodec_find_encoder(AV_CODEC_ID_H264);
  if (encoder == nullptr) {
    throw AnimationError(tr("This system's libavcodec has no H.264 encoder (Debian's uses libx264): MP4 cannot be written. "
                            "Export a GIF instead."));
  }
  try {
    if (const int error = avformat_alloc_output_context2(&format_, nullptr, "mp4", nullptr); error < 0) {
      fail(tr("Could not start the MP4"), error);
    }
    auto* buffer = static_cast<unsigned char*>(av_malloc(kIoBufferBytes));
    io_ = avio_alloc_context(buffer, kIoBufferBytes, 1, this, nullptr, &Mp4Writer::write_packet, &Mp4Writer::seek);
    if (io_ == nullptr) {
      av_free(buffer);
      fail(tr("Could not start the MP4"), AVERROR(ENOMEM));
    }
    format_->pb = io_;
    format_->flags |= AVFMT_FLAG_CUSTOM_IO;

    stream_ = avformat_new_stream(format_, nullptr);
    codec_ = avcodec_alloc_context3(encoder);
    if (stream_ == nullptr || codec_ == nullptr) fail(tr("Could not start the MP4"), AVERROR(ENOMEM));
    codec_->width = size.width();
    codec_->height = size.height();
    codec_->time_base = AVRational{1, fps};
    codec_->framerate = AVRational{fps, 1};
    codec_->pix_fmt = AV_PIX_FMT_YUV420P;
    codec_->gop_size = std::max(fps, 1) * 2;  // a seek lands within two seconds of a key frame
    // libswscale converts with BT.601's matrix unless told otherwise: say so in the file.
    codec_->colorspace = AVCOL_SPC_SMPTE170M;
    codec_->color_primaries = AVCOL_PRI_SMPTE170M;
    codec_->color_trc = AVCOL_TRC_SMPTE170M;
    codec_->color_range = AVCOL_RANGE_MPEG;
    if (format_->oformat->flags & AVFMT_GLOBALHEADER) codec_->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    // For libx264: flat cells and sharp edges ("animation"), quality near lossless to the
    // eye, and a preset fast enough that export keeps pace with rendering. Another
    // encoder ignores options it does not have (they stay in the dictionary).
    AVDictionary* options = nullptr;
    av_dict_set(&options, "preset", "veryfast", 0);
    av_dict_set(&options, "tune", "animation", 0);
    av_dict_set(&options, "crf", "18", 0);
    const int opened = avcodec_open2(codec_, encoder, &options);
    av_dict_free(&options);
    if (opened < 0) fail(tr("Could not start the H.264 encoder %1").arg(QString::fromUtf8(encoder->name)), opened);
    if (const int error = avcodec_parameters_from_context(stream_->codecpar, codec_); error < 0) {
      fail(tr("Could not start the MP4"), error);
    }
    stream_->time_base = codec_->time_base;
    if (const int error = avformat_write_header(format_, nullptr); error < 0) fail(tr("Could not write the MP4"), error);

    // QImage's RGB32 is a native-endian 0xffRRGGBB word: FFmpeg's AV_PIX_FMT_RGB32.
    convert_ = sws_getContext(size.width(), size.height(), AV_PIX_FMT_RGB32, size.width(), size.height(), AV_PIX_FMT_YUV420P,
                              SWS_BILINEAR | SWS_ACCURATE_RND, nullptr, nullptr, nullptr);
    frame_ = av_frame_alloc();
    packet_ = av_packet_alloc();
    if (convert_ == nullptr || frame_ == nullptr || packet_ == nullptr) fail(tr("Could not start the MP4"), AVERROR(ENOMEM));
    frame_->format = AV_PIX_FMT_YUV420P;
    frame_->width = size.width();
    frame_->height = size.height();
    if (const int error = av_frame_get_buffer(frame_, 0); error < 0) fail(tr("Could not start the MP4"), error);
  } catch (...) {
    release();  // the destructor does not run for a constructor that throws
    throw;
  }
}

Mp4Writer::~Mp4Writer() { release(); }

void Mp4Writer::release() {
  av_packet_free(&packet_);
  av_frame_free(&frame_);
  sws_freeContext(convert_);
  convert_ = nullptr;
  avcodec_free_context(&codec_);
  if (format_ != nullptr) {
    format_->pb = nullptr;  // custom I/O: ours to free, not the format's
    avformat_free_context(format_);
    format_ = nullptr;
  }
  if (io_ != nullptr) {
    av_freep(&io_->buffer);
    avio_context_free(&io_);
  }
}

void Mp4Writer::fail(const QString& what, int error) const {
  // A refused write shows in FFmpeg as an I/O error; the device knows the real reason.
  const QString why = write_failed_ ? out().errorString() : av_words(error);
  throw AnimationError(QStringLiteral("%1: %2").arg(what, why));
}

int Mp4Writer::write_packet(void* context, std::uint8_t* data, int bytes) {
  auto* writer = static_cast<Mp4Writer*>(context);
  if (!write_whole(writer->out(), reinterpret_cast<const char*>(data), bytes)) {
    writer->write_failed_ = true;
    return AVERROR(EIO);
  }
  return bytes;
}

std::int64_t Mp4Writer::seek(void* context, std::int64_t offset, int whence) {
  QIODevice& out = static_cast<Mp4Writer*>(context)->out();
  if (whence & AVSEEK_SIZE) return out.size();
  std::int64_t target = offset;
  switch (whence & ~AVSEEK_FORCE) {
    case SEEK_SET: break;
    case SEEK_CUR: target += out.pos(); break;
    case SEEK_END: target += out.size(); break;
    default: return AVERROR(EINVAL);
  }
  return out.seek(target) ? target : AVERROR(EIO);
}

void Mp4Writer::encode(const AVFrame* frame) {
  if (const int error = avcodec_send_frame(codec_, frame); error < 0) fail(tr("Could not encode a frame"), error);
  for (;;) {
    const int received = avcodec_receive_packet(codec_, packet_);
    if (received == AVERROR(EAGAIN) || received == AVERROR_EOF) return;
    if (received < 0) fail(tr("Could not encode a frame"), received);
    av_packet_rescale_ts(packet_, codec_->time_base, stream_->time_base);
    packet_->stream_index = stream_->index;
    if (const int error = av_interleaved_write_frame(format_, packet_); error < 0) fail(tr("Could not write the MP4"), error);
  }
}

void Mp4Writer::write_frame(const QImage& frame) {
  if (frame.size() != size()) throw AnimationError(tr("A frame of the wrong size reached the MP4 writer."));
  if (const int error = av_frame_make_writable(frame_); error < 0) fail(tr("Could not encode a frame"), error);
  // sws_scale reads four planes' pointers and strides whatever the format.
  const std::uint8_t* source[4] = {frame.constBits(), nullptr, nullptr, nullptr};
  const int source_stride[4] = {static_cast<int>(frame.bytesPerLine()), 0, 0, 0};
  sws_scale(convert_, source, source_stride, 0, frame.height(), frame_->data, frame_->linesize);
  frame_->pts = static_cast<std::int64_t>(frames());
  encode(frame_);
}

void Mp4Writer::finish() {
  encode(nullptr);  // the encoder holds frames back to look ahead: drain it
  if (const int error = av_write_trailer(format_); error < 0) fail(tr("Could not write the MP4"), error);
  avio_flush(io_);
  if (io_->error < 0 || write_failed_) fail(tr("Could not write the MP4"), io_->error);
}

}  // namespace frontier::gui
