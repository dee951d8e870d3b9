#include "export/animation_dialog.hpp"

#include "widgets/export_form.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <limits>

namespace frontier::gui {

namespace {
// A spin box holds an int: a timeline longer than that is offered up to where it can go.
int as_spin(std::uint64_t position) {
  return static_cast<int>(std::min<std::uint64_t>(position, std::numeric_limits<int>::max()));
}
}  // namespace

AnimationDialog::AnimationDialog(QWidget* parent, const QString& path, std::uint64_t last, AnimationRange suggested,
                                 QSize size)
    : QDialog(parent) {
  setWindowTitle(tr("Export Animation"));
  setObjectName(QStringLiteral("export_animation_dialog"));

  path_ = new QLineEdit(path, this);
  path_->setObjectName(QStringLiteral("animation_path"));
  auto* browse = new QPushButton(tr("&Choose…"), this);
  connect(browse, &QPushButton::clicked, this, &AnimationDialog::choose_file);
  auto* file_row = new QHBoxLayout;
  file_row->addWidget(path_, 1);
  file_row->addWidget(browse);

  const auto spin = [this](const char* name, int minimum, int maximum, int value) {
    auto* box = new QSpinBox(this);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    connect(box, &QSpinBox::valueChanged, this, &AnimationDialog::update_summary);
    return box;
  };
  from_ = spin("animation_from", 0, as_spin(last), as_spin(suggested.from));
  to_ = spin("animation_to", 0, as_spin(last), as_spin(suggested.to));
  width_ = spin("animation_width", kMinAnimationSize.width(), kMaxAnimationSize.width(), size.width());
  height_ = spin("animation_height", kMinAnimationSize.height(), kMaxAnimationSize.height(), size.height());
  fps_ = spin("animation_fps", kMinAnimationFps, kMaxAnimationFps, kDefaultAnimationFps);
  width_->setSuffix(tr(" px"));
  height_->setSuffix(tr(" px"));
  QHBoxLayout* sizes = size_row(width_, height_, this);

  caption_ = new QCheckBox(tr("&Narration as a caption under each frame"), this);
  caption_->setObjectName(QStringLiteral("animation_caption"));

  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("animation_summary"));
  summary_->setWordWrap(true);
  buttons_ = export_buttons(*this, tr("&Export"));
  connect(path_, &QLineEdit::textChanged, this, &AnimationDialog::update_summary);

  auto* form = new QFormLayout(this);
  form->addRow(buddy_label(tr("&File:"), path_, this), file_row);
  form->addRow(tr("From &step:"), from_);
  form->addRow(tr("&To step:"), to_);
  form->addRow(buddy_label(tr("Si&ze:"), width_, this), sizes);
  form->addRow(tr("Frames a &second:"), fps_);
  form->addRow(caption_);
  form->addRow(summary_);
  form->addRow(buttons_);
  update_summary();
}

void AnimationDialog::choose_file() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the animation"), path_->text(),
                                                    tr("GIF animations (*.gif);;MP4 videos (*.mp4)"));
  if (!path.isEmpty()) path_->setText(path);
}

AnimationRequest AnimationDialog::request() const {
  AnimationRequest request;
  request.path = path_->text();
  request.format = animation_format(request.path).value_or(AnimationFormat::gif);
  request.range = {static_cast<std::uint64_t>(from_->value()), static_cast<std::uint64_t>(to_->value())};
  request.size = animation_size(request.format, QSize(width_->value(), height_->value()));
  request.fps = fps_->value();
  request.caption = caption_->isChecked();
  return request;
}

void AnimationDialog::update_summary() {
  QPushButton* ok = buttons_->button(QDialogButtonBox::Ok);
  const auto format = animation_format(path_->text());
  if (!format) {
    summary_->setText(tr("The file's name must end in .gif or .mp4."));
    ok->setEnabled(false);
    return;
  }
  if (from_->value() > to_->value()) {
    summary_->setText(tr("The first step is after the last."));
    ok->setEnabled(false);
    return;
  }
  const AnimationRequest asked = request();
  const auto frames = static_cast<qlonglong>(asked.range.frames());
  QString text = tr("%n frames, %1 seconds, as %2", nullptr, static_cast<int>(std::min<qlonglong>(frames, std::numeric_limits<int>::max())))
                     .arg(QLocale().toString(static_cast<double>(frames) / asked.fps, 'f', 1),
                          *format == AnimationFormat::gif ? QStringLiteral("GIF") : QStringLiteral("MP4 (H.264)"));
  if (asked.size != QSize(width_->value(), height_->value())) {
    text += QLatin1Char(' ') + tr("at %1×%2: an MP4's sides are even.").arg(asked.size.width()).arg(asked.size.height());
  }
  summary_->setText(text);
  ok->setEnabled(true);
}

}  // namespace frontier::gui
