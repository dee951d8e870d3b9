// Pictures for slides: File ▸ Export ▸ Picture (the whole teaching view or the board alone,
// PNG or SVG, at a chosen size), the quick board-alone PNG and SVG, and Edit ▸ Copy Picture
// (the whole view, 1920×1080, on the clipboard). Each says in the status bar where the
// picture went, and when an SVG's cells had to go in as one bitmap.

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>

#include "app/core_text.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/dialog_folders.hpp"
#include "window/main_window.hpp"
#include "window/picture_dialog.hpp"

namespace frontier::gui {

TeachingView MainWindow::teaching_view() const {
  TeachingView view;
  if (!painter_) return view;
  view.legend = legend_panel_->entries();
  if (!session_.problem()) return view;
  const QString puzzle = session_.problem()->puzzle().title();
  const QString file = QFileInfo(session_.path()).fileName();
  view.heading = session_.problem()->has_query()
                     ? tr("%1: %2, case %3, query %4").arg(puzzle, file).arg(session_.case_index() + 1).arg(session_.query_index() + 1)
                     : tr("%1: %2, case %3").arg(puzzle, file).arg(session_.case_index() + 1);
  // In play, edit and exercise mode the board is not a frame of the search (and in
  // exercise mode the code and counters would give the answer away): the board and its
  // legend alone, as the window shows them then.
  if (hand_ || session_.lane().empty()) return view;
  view.algorithm = QString::fromStdString(session_.lane().result()->algorithm);
  view.counters = counters_panel_->shown_rows();
  for (int i = 0; i < pseudocode_panel_->list()->count(); ++i) view.code << pseudocode_panel_->list()->item(i)->text();
  // From the Timeline itself, deriving what the worker has not yet: the picture is the
  // cursor's, however fast it was asked for.
  view.lit_line = session_.lane().complete_frame().line;
  if (const std::optional<trace::Sentence> sentence = session_.lane().timeline().sentence(session_.lane().cursor())) {
    view.narration = core_text::sentence(session_.problem()->puzzle().id(), *sentence,
                                         [this](trace::StateId state) { return session_.describe(state); });
  }
  return view;
}

PictureSource MainWindow::picture_source() const {
  PictureSource source;
  source.painter = painter_.get();
  source.moment = session_.lane().complete_frame().moment;  // the Timeline's exact picture
  source.style = style_;
  source.view = teaching_view();
  source.title = source.view.heading.isEmpty() ? QStringLiteral("Frontier") : source.view.heading;
  return source;
}

PictureWritten MainWindow::export_picture(const QString& path, PictureView view, std::optional<QSize> size) const {
  if (!painter_) return {tr("there is no board to draw"), false, {}};
  return write_picture(picture_source(), view, size.value_or(default_picture_size(view, painter_->grid())), path);
}

bool MainWindow::export_png(const QString& path) const { return export_picture(path, PictureView::board).ok(); }
bool MainWindow::export_svg(const QString& path) const { return export_picture(path, PictureView::board).ok(); }

void MainWindow::report_picture(const QString& path, const PictureWritten& written) {
  if (!written.ok()) {
    QMessageBox::warning(this, tr("Export"), tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), written.error));
    return;
  }
  if (written.cells_as_bitmap) {
    say([path] {
      return tr("Picture written to %1; its cells are one bitmap in it (too many for vector shapes).").arg(QDir::toNativeSeparators(path));
    });
  } else {
    say([path] { return tr("Picture written to %1").arg(QDir::toNativeSeparators(path)); });
  }
}

void MainWindow::ask_export(bool svg) {
  const QString name = file_name_from_title(view_title()) + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
  QString path = ask_save_path(this, svg ? tr("Export the picture as SVG") : tr("Export the picture as PNG"),
                               dialog_path(DialogUse::export_file, name), svg ? tr("SVG pictures (*.svg)") : tr("PNG pictures (*.png)"));
  if (path.isEmpty()) return;
  // A name given without its suffix is the kind of picture the action says.
  if (!picture_format(path)) path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
  report_picture(path, export_picture(path, PictureView::board));
}

void MainWindow::ask_export_picture() {
  if (!painter_) return;
  PictureDialog dialog(this, dialog_path(DialogUse::export_file, file_name_from_title(view_title()) + QStringLiteral(".png")),
                       painter_->grid());
  if (dialog.exec() != QDialog::Accepted) return;
  const PictureRequest request = dialog.request();
  remember_dialog_folder(request.path);  // a path typed, not chosen, is a folder used too
  report_picture(request.path, export_picture(request.path, request.view, request.size));
}

bool MainWindow::copy_picture() {
  if (!painter_) return false;
  const PictureSource source = picture_source();
  auto* data = new QMimeData;
  data->setImageData(picture_image(source, PictureView::whole, kWholeViewSize));
  // The SVG too, for the slide programs that paste it as shapes, unless its cells would be
  // one bitmap anyway (then the PNG is the same picture, and the SVG only a larger copy).
  const SvgPicture svg = picture_svg(source, PictureView::whole, kWholeViewSize);
  if (!svg.cells_as_bitmap) data->setData(QStringLiteral("image/svg+xml"), svg.svg);
  QGuiApplication::clipboard()->setMimeData(data);
  const QSize size = kWholeViewSize;
  say([size] { return tr("The whole view is on the clipboard as a %1×%2 picture.").arg(size.width()).arg(size.height()); });
  return true;
}

}  // namespace frontier::gui
