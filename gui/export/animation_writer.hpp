#pragma once
// One animation file being written, frame after frame: the interface the GIF and MP4
// writers share, so that the frames loop (animation_export.hpp) knows neither format.
// A writer writes to a QIODevice it does not own; the caller decides whether what was
// written becomes the file (QSaveFile::commit) or is thrown away.

#include <QIODevice>
#include <QImage>
#include <QSize>
#include <QString>
#include <cstdint>
#include <stdexcept>

namespace frontier::gui {

// Why a writer cannot go on, in words for the user ("no H.264 encoder ...").
class AnimationError : public std::runtime_error {
 public:
  explicit AnimationError(const QString& message) : std::runtime_error(message.toStdString()), message_(message) {}
  const QString& message() const { return message_; }

 private:
  QString message_;
};

// What every format's writer has: the device, the size and the frame rate it was given,
// and the frames written so far; each frame reaches the format as Format_RGB32.
class AnimationWriter {
 public:
  virtual ~AnimationWriter() = default;
  AnimationWriter(const AnimationWriter&) = delete;
  AnimationWriter& operator=(const AnimationWriter&) = delete;

  // `frame` is the writer's size; each is shown for 1/fps of a second. Throws
  // AnimationError.
  void add_frame(const QImage& frame) {
    write_frame(frame.format() == QImage::Format_RGB32 ? frame : frame.convertToFormat(QImage::Format_RGB32));
    ++frames_;
  }
  // Writes what the format keeps to the end (the GIF trailer, the MP4 index) after the
  // last frame. Throws AnimationError. Without it the output is not a playable file.
  virtual void finish() = 0;

 protected:
  AnimationWriter(QIODevice& out, QSize size, int fps) : out_(out), size_(size), fps_(fps) {}

  // The format's part of add_frame: `frame` is Format_RGB32, frames() frames before it.
  virtual void write_frame(const QImage& frame) = 0;

  QIODevice& out() const { return out_; }
  QSize size() const { return size_; }
  int fps() const { return fps_; }
  std::uint64_t frames() const { return frames_; }

 private:
  QIODevice& out_;
  QSize size_;
  int fps_;
  std::uint64_t frames_ = 0;
};

}  // namespace frontier::gui
