#pragma once
// How every save and export writes a file: whole, or not at all, the old file kept.

#include <QCoreApplication>
#include <QByteArray>
#include <QFile>
#include <QSaveFile>
#include <sys/stat.h>

#include "document/file_name.hpp"

namespace frontier::gui {

// Opens `file` (a QSaveFile: written beside the old file, renamed over it on commit) for
// writing, unbuffered. Through Qt 6.4's write buffer a short write at the buffer's flush (a
// full disk, a file size limit) goes unnoticed, and commit() then replaces the old file
// with the truncated one. Unbuffered, every write() reports it to the writer (a PNG
// encoder, an MP4 muxer, a JSON text), and commit() refuses, leaving the old file whole.
inline bool open_whole(QSaveFile& file) { return file.open(QIODevice::WriteOnly | QIODevice::Unbuffered); }

// Writes all `size` bytes, asking again after a short count as write(2) must be asked:
// the system writes what fits and returns short without an error, and only the call after
// it fails with the reason ("No space left on device", "File too large"), which
// errorString() then gives. False when not all could be written.
inline bool write_whole(QIODevice& file, const char* data, qint64 size) {
  while (size > 0) {
    const qint64 written = file.write(data, size);
    if (written <= 0) return false;
    data += written;
    size -= written;
  }
  return true;
}
inline bool write_whole(QIODevice& file, const QByteArray& bytes) { return write_whole(file, bytes.constData(), bytes.size()); }

// Whether `path` (its links followed) is a device, a pipe or a socket: /dev/stdout piped
// to another program, a FIFO, /dev/null. Such a path is written through, as every program
// writes there; replaced, it would become a plain file in the device's place.
inline bool names_a_stream(const QString& path) {
  struct stat status {};
  return ::stat(QFile::encodeName(path).constData(), &status) == 0 && !S_ISREG(status.st_mode) && !S_ISDIR(status.st_mode);
}

// `bytes` saved as the file at `path`, whole or not at all: empty when saved, else why not
// (the old file, if any, left as it was). For what is made in memory first; a writer that
// streams (an animation) opens with open_whole and writes with write_whole itself. A path
// that names a stream (names_a_stream) gets the bytes written through it.
inline QString save_whole(const QString& path, const QByteArray& bytes) {
  // Qt writes a name as UTF-8: one that is not would be saved as another file.
  if (has_foreign_bytes(path)) {
    return QCoreApplication::translate("WholeFile", "its name is not UTF-8 and Frontier cannot write it under that name: choose another");
  }
  if (names_a_stream(path)) {
    QFile stream(path);
    if (stream.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && write_whole(stream, bytes)) {
      stream.close();
      if (stream.error() == QFileDevice::NoError) return {};
    }
    return stream.errorString();
  }
  QSaveFile file(path);
  if (open_whole(file) && write_whole(file, bytes) && file.commit()) return {};
  return file.errorString();
}

}  // namespace frontier::gui
