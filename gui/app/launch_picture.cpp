// frontier FILE ... --picture OUT.png|OUT.svg [--picture-view whole|board] [--size WxH]:
// the picture File ▸ Export ▸ Picture writes, at the cursor (--step), then quit.

#include <QFileInfo>
#include <QTextStream>

#include "app/launch.hpp"
#include "window/main_window.hpp"
#include "window/picture_exports.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui {

std::optional<QString> parse_picture_options(const QString& picture, bool view_given, const QString& view, LaunchOptions& options) {
  options.picture = picture;
  if (view_given && picture.isEmpty()) return QStringLiteral("--picture-view goes with --picture");
  if (picture.isEmpty()) return std::nullopt;
  if (!picture_format(picture)) return QStringLiteral("--picture needs a file ending in .png or .svg, not '%1'").arg(picture);
  if (!options.screenshot.isEmpty() || !options.export_animation.isEmpty()) {
    return QStringLiteral("--picture, --screenshot and --export-animation: one at a time");
  }
  if (view != QStringLiteral("whole") && view != QStringLiteral("board")) {
    return QStringLiteral("--picture-view needs whole or board, not '%1'").arg(view);
  }
  options.picture_view = view;
  return std::nullopt;
}

void Launcher::write_picture() {
  const PictureView view = options_.picture_view == QStringLiteral("board") ? PictureView::board : PictureView::whole;
  const PictureWritten written = window_.pictures().export_picture(options_.picture, view, options_.picture_size);
  if (!written.ok()) return fail(QStringLiteral("cannot write %1: %2").arg(options_.picture, written.error));
  QTextStream out(stdout);
  out << "picture: " << QFileInfo(options_.picture).absoluteFilePath() << " (" << written.size.width() << "x"
      << written.size.height() << ", " << (view == PictureView::whole ? "the whole view" : "the board alone")
      << (written.cells_as_bitmap ? "; the cells as one bitmap: too many for vector shapes" : "") << ")\n"
      << Qt::flush;
  emit finished(0);
}

}  // namespace frontier::gui
