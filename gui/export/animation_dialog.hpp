#pragma once
// File ▸ Export ▸ Animation's settings: the file (GIF or MP4 by its suffix), the steps
// from and to, the size, the frames a second and whether the narration is a caption, the
// last three as chosen the last time. It only asks; AnimationJob exports.

#include "export/animation_export.hpp"
#include "widgets/export_form.hpp"

class QCheckBox;

namespace frontier::gui {

class AnimationDialog : public ExportDialog {
  Q_OBJECT

 public:
  // `last` is the timeline's last position; `suggested` the range offered first.
  AnimationDialog(QWidget* parent, const QString& path, std::uint64_t last, AnimationRange suggested, QSize size);

  // What was asked, once accepted; the size as the file's format can hold it.
  AnimationRequest request() const;
  // The format chosen last ("gif" or "mp4"), for the file name offered.
  static QString remembered_suffix();
  // Exported: the speed, the caption and the format are remembered for the next time.
  void accept() override;

  QSpinBox* from_box() const { return from_; }
  QSpinBox* to_box() const { return to_; }
  QSpinBox* fps_box() const { return fps_; }
  QCheckBox* caption_box() const { return caption_; }

 private:
  // Says how many frames and seconds the settings give, and whether the file can be made.
  void update_summary() override;

  static constexpr const char* kFpsKey = "animation/fps";
  static constexpr const char* kCaptionKey = "animation/caption";
  static constexpr const char* kFormatKey = "animation/format";

  QSpinBox* from_ = nullptr;
  QSpinBox* to_ = nullptr;
  QSpinBox* fps_ = nullptr;
  QCheckBox* caption_ = nullptr;
};

}  // namespace frontier::gui
