#pragma once
// File ▸ Export ▸ Animation's settings: the file (GIF or MP4 by its suffix), the steps
// from and to, the size, the frames a second and whether the narration is a caption. It only asks; AnimationJob exports.

#include <QDialog>

#include "export/animation_export.hpp"

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace frontier::gui {

class AnimationDialog : public QDialog {
  Q_OBJECT

 public:
  // `last` is the timeline's last position; `suggested` the range offered first.
  AnimationDialog(QWidget* parent, const QString& path, std::uint64_t last, AnimationRange suggested, QSize size);

  // What was asked, once accepted; the size as the file's format can hold it.
  AnimationRequest request() const;

  // The controls, by what they set (and for the tests).
  QLineEdit* path_edit() const { return path_; }
  QSpinBox* from_box() const { return from_; }
  QSpinBox* to_box() const { return to_; }
  QSpinBox* width_box() const { return width_; }
  QSpinBox* height_box() const { return height_; }
  QSpinBox* fps_box() const { return fps_; }
  QCheckBox* caption_box() const { return caption_; }

 private:
  void choose_file();
  // Says how many frames and seconds the settings give, and whether the file can be made.
  void update_summary();

  QLineEdit* path_ = nullptr;
  QSpinBox* from_ = nullptr;
  QSpinBox* to_ = nullptr;
  QSpinBox* width_ = nullptr;
  QSpinBox* height_ = nullptr;
  QSpinBox* fps_ = nullptr;
  QCheckBox* caption_ = nullptr;
  QLabel* summary_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace frontier::gui
