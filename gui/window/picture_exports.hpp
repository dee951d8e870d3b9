#pragma once
// Pictures for slides: File ▸ Export ▸ Picture (the whole teaching view or the board alone,
// PNG or SVG, at a chosen size), the quick board-alone PNG and SVG, Edit ▸ Copy Picture
// (the whole view, 1920×1080, on the clipboard), and File ▸ Export ▸ Animation (a range of
// steps as a GIF or an MP4, on a worker). Each says in the status bar where the picture
// went, or in a dialog why it did not.

#include <QObject>
#include <QSize>
#include <optional>

#include "window/picture_export.hpp"
#include "window/teaching_picture.hpp"

namespace frontier::gui {

class MainWindow;

class PictureExports : public QObject {
  Q_OBJECT

 public:
  explicit PictureExports(MainWindow& window);

  // The board alone at its own size, as File ▸ Export ▸ PNG and SVG write it; any picture
  // at any size (none: the view's default), as File ▸ Export ▸ Picture writes it.
  bool export_png(const QString& path) const;
  bool export_svg(const QString& path) const;
  PictureWritten export_picture(const QString& path, PictureView view, std::optional<QSize> size = std::nullopt) const;
  bool copy_picture();
  // What the panels show beside the board, in their words, for the whole-view picture.
  TeachingView teaching_view() const;

 private:
  PictureSource picture_source() const;
  void ask_export(bool svg);
  void ask_export_picture();
  void ask_export_animation();
  void report(const QString& path, const PictureWritten& written);

  MainWindow& window_;
};

}  // namespace frontier::gui
