#pragma once
// File ▸ Export ▸ Picture's settings: the file (PNG or SVG by its suffix), the whole
// teaching view or the board alone, and the size (each view offers its own default: a
// slide's 1920×1080 for the whole view, the board's own size for the board). It only
// asks; the window writes.

#include <QDialog>

#include "window/picture_export.hpp"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace frontier::gui {

struct PictureRequest {
  QString path;
  PictureView view = PictureView::whole;
  QSize size = kWholeViewSize;
};

class PictureDialog : public QDialog {
  Q_OBJECT

 public:
  // `grid` is the board's size in cells (for the board's own size).
  PictureDialog(QWidget* parent, const QString& path, QSize grid);

  PictureRequest request() const;

  QLineEdit* path_edit() const { return path_; }
  QRadioButton* whole_button() const { return whole_; }
  QRadioButton* board_button() const { return board_; }
  QSpinBox* width_box() const { return width_; }
  QSpinBox* height_box() const { return height_; }
  QDialogButtonBox* buttons() const { return buttons_; }

 private:
  void choose_file();
  void view_chosen();  // the size the view offers
  void update_summary();

  QSize grid_;
  QLineEdit* path_ = nullptr;
  QRadioButton* whole_ = nullptr;
  QRadioButton* board_ = nullptr;
  QSpinBox* width_ = nullptr;
  QSpinBox* height_ = nullptr;
  QLabel* summary_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace frontier::gui
