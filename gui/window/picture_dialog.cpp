#include "window/picture_dialog.hpp"

#include "widgets/export_form.hpp"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

namespace frontier::gui {

PictureDialog::PictureDialog(QWidget* parent, const QString& path, QSize grid) : QDialog(parent), grid_(grid) {
  setWindowTitle(tr("Export Picture"));
  setObjectName(QStringLiteral("export_picture_dialog"));

  path_ = new QLineEdit(path, this);
  path_->setObjectName(QStringLiteral("picture_path"));
  auto* browse = new QPushButton(tr("&Choose…"), this);
  connect(browse, &QPushButton::clicked, this, &PictureDialog::choose_file);
  auto* file_row = new QHBoxLayout;
  file_row->addWidget(path_, 1);
  file_row->addWidget(browse);

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

  const auto spin = [this](const char* name, int minimum, int maximum) {
    auto* box = new QSpinBox(this);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setSuffix(tr(" px"));
    connect(box, &QSpinBox::valueChanged, this, &PictureDialog::update_summary);
    return box;
  };
  width_ = spin("picture_width", kMinPictureSize.width(), kMaxPictureSize.width());
  height_ = spin("picture_height", kMinPictureSize.height(), kMaxPictureSize.height());
  QHBoxLayout* sizes = size_row(width_, height_, this);

  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("picture_summary"));
  summary_->setWordWrap(true);
  buttons_ = export_buttons(*this, tr("&Export"));
  connect(path_, &QLineEdit::textChanged, this, &PictureDialog::update_summary);

  auto* form = new QFormLayout(this);
  form->addRow(buddy_label(tr("&File:"), path_, this), file_row);
  form->addRow(tr("Show:"), view_column);
  form->addRow(buddy_label(tr("Si&ze:"), width_, this), sizes);
  form->addRow(summary_);
  form->addRow(buttons_);
  view_chosen();
}

void PictureDialog::choose_file() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the picture"), path_->text(),
                                                    tr("PNG pictures (*.png);;SVG pictures (*.svg)"));
  if (!path.isEmpty()) path_->setText(path);
}

void PictureDialog::view_chosen() {
  const QSize size = default_picture_size(whole_->isChecked() ? PictureView::whole : PictureView::board, grid_)
                         .expandedTo(kMinPictureSize)
                         .boundedTo(kMaxPictureSize);
  width_->setValue(size.width());
  height_->setValue(size.height());
  update_summary();
}

PictureRequest PictureDialog::request() const {
  return {path_->text(), whole_->isChecked() ? PictureView::whole : PictureView::board, QSize(width_->value(), height_->value())};
}

void PictureDialog::update_summary() {
  QPushButton* ok = buttons_->button(QDialogButtonBox::Ok);
  const auto format = picture_format(path_->text());
  if (!format) {
    summary_->setText(tr("The file's name must end in .png or .svg."));
    ok->setEnabled(false);
    return;
  }
  summary_->setText(*format == PictureFormat::png
                        ? tr("A PNG of %1×%2 pixels.").arg(width_->value()).arg(height_->value())
                        : tr("An SVG of %1×%2: the cells as shapes (as one bitmap when there are too many), the words as text.")
                              .arg(width_->value())
                              .arg(height_->value()));
  ok->setEnabled(true);
}

}  // namespace frontier::gui
