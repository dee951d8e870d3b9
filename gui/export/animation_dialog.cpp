#include "export/animation_dialog.hpp"

#include <QCheckBox>
#include <QLocale>
#include <QSettings>
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
    : ExportDialog(parent, QStringLiteral("animation"), tr("Export Animation"), path, tr("Export the animation"),
                   tr("GIF animations (*.gif);;MP4 videos (*.mp4)")) {
  from_ = spin_box("from", 0, as_spin(last));
  from_->setValue(as_spin(suggested.from));
  to_ = spin_box("to", 0, as_spin(last));
  to_->setValue(as_spin(suggested.to));
  form_->addRow(tr("From &step:"), from_);
  form_->addRow(tr("&To step:"), to_);
  add_size_row(kMinAnimationSize, kMaxAnimationSize);
  width_box()->setValue(size.width());
  height_box()->setValue(size.height());
  // The speed and the caption as they were chosen last (a teacher makes a term's clips alike).
  const QSettings settings;
  fps_ = spin_box("fps", kMinAnimationFps, kMaxAnimationFps);
  fps_->setValue(settings.value(QLatin1String(kFpsKey), kDefaultAnimationFps).toInt());
  form_->addRow(tr("Frames a &second:"), fps_);
  caption_ = new QCheckBox(tr("&Narration as a caption under each frame"), this);
  caption_->setObjectName(QStringLiteral("animation_caption"));
  caption_->setChecked(settings.value(QLatin1String(kCaptionKey), false).toBool());
  form_->addRow(caption_);
  connect(caption_, &QCheckBox::toggled, this, [this] { update_summary(); });
  finish_form();
  update_summary();
}

QString AnimationDialog::remembered_suffix() {
  const QString suffix = QSettings().value(QLatin1String(kFormatKey)).toString();
  return suffix == QLatin1String("mp4") ? suffix : QStringLiteral("gif");
}

void AnimationDialog::accept() {
  QSettings settings;
  settings.setValue(QLatin1String(kFpsKey), fps_->value());
  settings.setValue(QLatin1String(kCaptionKey), caption_->isChecked());
  settings.setValue(QLatin1String(kFormatKey), request().format == AnimationFormat::mp4 ? QStringLiteral("mp4") : QStringLiteral("gif"));
  ExportDialog::accept();
}

AnimationRequest AnimationDialog::request() const {
  AnimationRequest request;
  request.path = path();
  request.format = animation_format(request.path).value_or(AnimationFormat::gif);
  request.range = {static_cast<std::uint64_t>(from_->value()), static_cast<std::uint64_t>(to_->value())};
  request.size = animation_size(request.format, QSize(width_box()->value(), height_box()->value()));
  request.fps = fps_->value();
  request.caption = caption_->isChecked();
  return request;
}

void AnimationDialog::update_summary() {
  const auto format = animation_format(path());
  if (!format) return show_summary(tr("The file's name must end in .gif or .mp4."), false);
  if (from_->value() > to_->value()) return show_summary(tr("The first step is after the last."), false);
  const AnimationRequest asked = request();
  if (asked.caption && !caption_size_problem(asked.size).isEmpty()) {
    return show_summary(tr("A caption needs frames of at least %1×%2.").arg(kMinCaptionedSize.width()).arg(kMinCaptionedSize.height()),
                        false);
  }
  const auto frames = static_cast<qlonglong>(asked.range.frames());
  if (asked.range.frames() > kMaxAnimationFrames) {
    return show_summary(tr("%1 frames are more than the %2 an animation may have: choose a shorter range.")
                            .arg(QLocale().toString(frames), QLocale().toString(static_cast<qulonglong>(kMaxAnimationFrames))),
                        false);
  }
  QString text = tr("%n frames, %1 seconds, as %2", nullptr, static_cast<int>(std::min<qlonglong>(frames, std::numeric_limits<int>::max())))
                     .arg(QLocale().toString(static_cast<double>(frames) / asked.fps, 'f', 1),
                          *format == AnimationFormat::gif ? QStringLiteral("GIF") : QStringLiteral("MP4 (H.264)"));
  if (asked.size != QSize(width_box()->value(), height_box()->value())) {
    text += QLatin1Char(' ') + tr("at %1×%2: an MP4's sides are even.").arg(asked.size.width()).arg(asked.size.height());
  }
  show_summary(text, true);
}

}  // namespace frontier::gui
