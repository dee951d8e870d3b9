#include "window/picture_exports.hpp"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>

#include "app/core_text.hpp"
#include "export/animation_dialog.hpp"
#include "export/animation_job.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/dialog_folders.hpp"
#include "modes/hand_modes.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/picture_dialog.hpp"

namespace frontier::gui {

namespace {
// The whole view's Frontier panel: the container's first states, next first.
constexpr std::size_t kFrontierStatesShown = 3;
}  // namespace

PictureExports::PictureExports(MainWindow& window) : QObject(&window), window_(window) {
  const auto on = [this](Command command, auto&& act) { connect(window_.action(command), &QAction::triggered, this, act); };
  on(Command::export_png, [this] { ask_export(false); });
  on(Command::export_svg, [this] { ask_export(true); });
  on(Command::export_picture, [this] { ask_export_picture(); });
  on(Command::export_animation, [this] { ask_export_animation(); });
  on(Command::copy_picture, [this] { copy_picture(); });
}

TeachingView PictureExports::teaching_view() const {
  TeachingView view;
  const Session& session = window_.session();
  if (!window_.painter()) return view;
  view.legend = window_.panels().legend->entries();
  if (!session.problem()) return view;
  const QString puzzle = session.problem()->puzzle().title();
  const QString file = QFileInfo(session.path()).fileName();
  if (const QString slide = window_.lessons().slide_title(); !slide.isEmpty()) {
    view.heading = tr("%1: %2").arg(puzzle, slide);  // a lesson's slide (a board made for the student has no file)
  } else if (file.isEmpty()) {
    view.heading = session.problem()->has_query() ? tr("%1, case %2, query %3").arg(puzzle).arg(session.case_index() + 1).arg(session.query_index() + 1)
                                                  : tr("%1, case %2").arg(puzzle).arg(session.case_index() + 1);
  } else {
    view.heading = session.problem()->has_query()
                       ? tr("%1: %2, case %3, query %4").arg(puzzle, file).arg(session.case_index() + 1).arg(session.query_index() + 1)
                       : tr("%1: %2, case %3").arg(puzzle, file).arg(session.case_index() + 1);
  }
  // In play, edit and exercise mode the board is not a frame of the search (and in
  // exercise mode the code and counters would give the answer away): the board and its
  // legend alone, as the window shows them then.
  if (window_.hands().active() || session.lane().empty()) return view;
  view.algorithm = QString::fromStdString(session.lane().result()->algorithm);
  view.counters = window_.panels().counters->shown_rows();
  for (int i = 0; i < window_.panels().pseudocode->list()->count(); ++i) view.code << window_.panels().pseudocode->list()->item(i)->text();
  // From the Timeline itself, deriving what the worker has not yet: the picture is the
  // cursor's, however fast it was asked for.
  view.lit_line = session.lane().complete_frame().line;
  view.frontier = FrontierPanel::container_line(*session.problem(), *session.lane().result(),
                                                session.lane().complete_frame().moment, kFrontierStatesShown);
  if (const std::optional<trace::Sentence> sentence = session.lane().timeline().sentence(session.lane().cursor())) {
    view.narration = core_text::sentence(session.problem()->puzzle().id(), *sentence,
                                         [&session](trace::StateId state) { return session.describe(state); });
  }
  return view;
}

PictureSource PictureExports::picture_source() const {
  PictureSource source;
  source.painter = window_.painter().get();
  source.moment = window_.session().lane().complete_frame().moment;  // the Timeline's exact picture
  source.style = window_.paint_style();
  source.view = teaching_view();
  source.title = source.view.heading.isEmpty() ? QStringLiteral("Frontier") : source.view.heading;
  return source;
}

PictureWritten PictureExports::export_picture(const QString& path, PictureView view, std::optional<QSize> size) const {
  if (!window_.painter()) return {tr("there is no board to draw"), false, {}};
  return write_picture(picture_source(), view, size.value_or(default_picture_size(view, window_.painter()->grid())), path);
}

bool PictureExports::export_png(const QString& path) const { return export_picture(path, PictureView::board).ok(); }
bool PictureExports::export_svg(const QString& path) const { return export_picture(path, PictureView::board).ok(); }

void PictureExports::report(const QString& path, const PictureWritten& written) {
  if (!written.ok()) {
    QMessageBox::warning(&window_, tr("Export"), tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), written.error));
    return;
  }
  if (written.cells_as_bitmap) {
    window_.say([path] {
      return tr("Picture written to %1; its cells are one bitmap in it (too many for vector shapes).").arg(QDir::toNativeSeparators(path));
    });
  } else {
    window_.say([path] { return tr("Picture written to %1").arg(QDir::toNativeSeparators(path)); });
  }
}

void PictureExports::ask_export(bool svg) {
  const QString name = file_name_from_title(window_.view_title()) + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
  QString path = ask_save_path(&window_, svg ? tr("Export the picture as SVG") : tr("Export the picture as PNG"),
                               window_.dialog_path(DialogUse::export_file, name), svg ? tr("SVG pictures (*.svg)") : tr("PNG pictures (*.png)"));
  if (path.isEmpty()) return;
  // A name given without its suffix is the kind of picture the action says.
  if (!picture_format(path)) path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
  report(path, export_picture(path, PictureView::board));
}

void PictureExports::ask_export_picture() {
  if (!window_.painter()) return;
  PictureDialog dialog(&window_, window_.dialog_path(DialogUse::export_file, file_name_from_title(window_.view_title()) + QStringLiteral(".png")),
                       window_.painter()->grid());
  if (dialog.exec() != QDialog::Accepted) return;
  const PictureRequest request = dialog.request();
  remember_dialog_folder(request.path);  // a path typed, not chosen, is a folder used too
  report(request.path, export_picture(request.path, request.view, request.size));
}

bool PictureExports::copy_picture() {
  if (!window_.painter()) return false;
  const PictureSource source = picture_source();
  auto* data = new QMimeData;
  data->setImageData(picture_image(source, PictureView::whole, kWholeViewSize));
  // The SVG too, for the slide programs that paste it as shapes, unless its cells would be
  // one bitmap anyway (then the PNG is the same picture, and the SVG only a larger copy).
  const SvgPicture svg = picture_svg(source, PictureView::whole, kWholeViewSize);
  if (!svg.cells_as_bitmap) data->setData(QStringLiteral("image/svg+xml"), svg.svg);
  QGuiApplication::clipboard()->setMimeData(data);
  const QSize size = kWholeViewSize;
  window_.say([size] { return tr("The whole view is on the clipboard as a %1×%2 picture.").arg(size.width()).arg(size.height()); });
  return true;
}

void PictureExports::ask_export_animation() {
  if (!window_.painter() || window_.session().lane().empty()) return;
  const Timeline& timeline = window_.session().lane().timeline();
  AnimationDialog dialog(&window_, window_.dialog_path(DialogUse::export_file, file_name_from_title(window_.view_title()) + u'.' + AnimationDialog::remembered_suffix()),
                         timeline.length(), default_animation_range(timeline), default_animation_size(window_.painter()->grid()));
  if (dialog.exec() != QDialog::Accepted) return;
  remember_dialog_folder(dialog.request().path);  // a path typed, not chosen, is a folder used too
  // The job copies the timeline and shares the painter: choosing another query meanwhile
  // changes neither.
  auto* job = new AnimationJob(&window_, timeline, window_.painter(), window_.paint_style(), dialog.request());
  connect(job, &AnimationJob::finished, this, [this](const QString& path, AnimationEnd end, const QString& error) {
    if (!error.isEmpty()) {
      QMessageBox::warning(&window_, tr("Export Animation"), tr("Could not export %1: %2").arg(path, error));
    } else if (end == AnimationEnd::written) {
      window_.say([path] { return tr("Animation written to %1").arg(QDir::toNativeSeparators(path)); });
    }
  });
}

}  // namespace frontier::gui
