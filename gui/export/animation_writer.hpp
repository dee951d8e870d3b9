#pragma once
// One animation file being written, frame after frame: the interface the GIF and MP4
// writers share, so that the frames loop (animation_export.hpp) knows neither format.
// A writer writes to a QIODevice it does not own; the caller decides whether what was
// written becomes the file (QSaveFile::commit) or is thrown away.

#include <QImage>
#include <QSize>
#include <QString>
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

class AnimationWriter {
 public:
  virtual ~AnimationWriter() = default;
  // `frame` is the writer's size, Format_RGB32; each is shown for 1/fps of a second.
  // Throws AnimationError.
  virtual void add_frame(const QImage& frame) = 0;
  // Writes what the format keeps to the end (the GIF trailer, the MP4 index) after the
  // last frame. Throws AnimationError. Without it the output is not a playable file.
  virtual void finish() = 0;
};

}  // namespace frontier::gui
