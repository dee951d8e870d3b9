#include "window/picture_dialog.hpp"

#include <QButtonGroup>
#include <QRadioButton>
#include <QVBoxLayout>

namespace frontier::gui {

PictureDialog::PictureDialog(QWidget* parent, const QString& path, QSize grid)
    : ExportDialog(parent, QStringLiteral("picture"), tr("Export Picture"), path, tr("Export the picture"),
                   tr("PNG pictures (*.png);;SVG pictures (*.svg)")),
      grid_(grid) {
  whole_ = new QRadioButton(tr("The &whole view: board, legend, counters, pseudo-code and narration"), this);
  whole_->setObjectName(QStringLiteral("picture_whole"));
  board_ = new QRadioButton(tr("The &board alone"), this);
  board_->setObjectName(QStringLiteral("picture_board"));
  auto* views = new QButtonGroup(this);
  views->addButton(whole_);
  views->addButton(board_);
  whole_->setChecked(true);
  connect(whole_, &QRadioButton::toggled, this, &PictureDialog::view_chosen);
  auto* view_column = new QVBoxLayout;
  view_column->addWidget(whole_);
  view_column->addWidget(board_);
  form_->addRow(tr("Show:"), view_column);
  add_size_row(kMinPictureSize, kMaxPictureSize);
  finish_form();
  view_chosen();
}

void PictureDialog::view_chosen() {
  const QSize size = default_picture_size(whole_->isChecked() ? PictureView::whole : PictureView::board, grid_)
                         .expandedTo(kMinPictureSize)
                         .boundedTo(kMaxPictureSize);
  width_box()->setValue(size.width());
  height_box()->setValue(size.height());
  update_summary();
}

PictureRequest PictureDialog::request() const {
  return {path(), whole_->isChecked() ? PictureView::whole : PictureView::board,
          QSize(width_box()->value(), height_box()->value())};
}

void PictureDialog::update_summary() {
  const auto format = picture_format(path());
  if (!format) return show_summary(tr("The file's name must end in .png or .svg."), false);
  const int width = width_box()->value(), height = height_box()->value();
  show_summary(*format == PictureFormat::png
                   ? tr("A PNG of %1×%2 pixels.").arg(width).arg(height)
                   : tr("An SVG of %1×%2: the cells as shapes (as one bitmap when there are too many), the words as text.")
                         .arg(width)
                         .arg(height),
               true);
}

}  // namespace frontier::gui
