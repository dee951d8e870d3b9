#pragma once
// File ▸ Export ▸ Picture's settings: the file (PNG or SVG by its suffix), the whole
// teaching view or the board alone, and the size (each view offers its own default: a
// slide's 1920×1080 for the whole view, the board's own size for the board). It only
// asks; the window writes.

#include "widgets/export_form.hpp"
#include "window/picture_export.hpp"

class QRadioButton;

namespace frontier::gui {

struct PictureRequest {
  QString path;
  PictureView view = PictureView::whole;
  QSize size = kWholeViewSize;
};

class PictureDialog : public ExportDialog {
  Q_OBJECT

 public:
  // `grid` is the board's size in cells (for the board's own size).
  PictureDialog(QWidget* parent, const QString& path, QSize grid);

  PictureRequest request() const;

  QRadioButton* whole_button() const { return whole_; }
  QRadioButton* board_button() const { return board_; }

 private:
  void view_chosen();  // the size the view offers
  void update_summary() override;

  QSize grid_;
  QRadioButton* whole_ = nullptr;
  QRadioButton* board_ = nullptr;
};

}  // namespace frontier::gui
