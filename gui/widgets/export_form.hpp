#pragma once
// What the export dialogs (File ▸ Export ▸ Picture and Animation) have alike: the File
// row (the path, and Choose… for a save dialog), the Size row (width × height in pixels),
// the summary of what the settings give, and Export / Cancel, Export enabled only while
// the summary says the file can be made. Each dialog adds its own rows around the Size
// row and words its summary; it only asks, and the window or AnimationJob writes.

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSize>
#include <QSpinBox>

namespace frontier::gui {

class ExportDialog : public QDialog {
  Q_OBJECT

 public:
  // The file to write: the File row's text, a name typed without its folder taken as in
  // the folder the dialog offered (not the folder the program was started from).
  QString path() const;
  // The controls, by what they set (and for the tests).
  QLineEdit* path_edit() const { return path_; }
  QSpinBox* width_box() const { return width_; }
  QSpinBox* height_box() const { return height_; }

 protected:
  // `kind` names the dialog ("picture": export_picture_dialog) and its controls
  // (picture_path, picture_width, ...). `path` is the file offered, in the folder the
  // window's dialog rule gives (dialog_folders.hpp). Choose… opens a save dialog titled
  // `choose_title` offering `filters`. The form holds the File row so far.
  ExportDialog(QWidget* parent, const QString& kind, const QString& title, const QString& path,
               const QString& choose_title, const QString& filters);

  // A box of the form named "<kind>_<name>", from `minimum` to `maximum`.
  QSpinBox* spin_box(const char* name, int minimum, int maximum);
  // The Size row: width × height from `minimum` to `maximum`, in pixels.
  void add_size_row(QSize minimum, QSize maximum);
  // The summary and the buttons under the dialog's rows; from now on every box and the
  // path say the summary again when changed.
  void finish_form();
  // `text` in the summary; Export enabled when `can_export`.
  void show_summary(const QString& text, bool can_export);
  // Says what the settings give, and whether the file can be made (show_summary).
  virtual void update_summary() = 0;

  QFormLayout* form_ = nullptr;

 private:
  void choose_file(const QString& title, const QString& filters);

  const QString kind_;  // names the controls: "picture" (picture_path, picture_width, ...)
  const QString folder_;  // the folder of the file offered
  QLineEdit* path_ = nullptr;
  QSpinBox* width_ = nullptr;
  QSpinBox* height_ = nullptr;
  QLabel* summary_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
  QString replace_agreed_;  // a file the user agreed to replace (here, or in Choose…'s dialog)

  // Export: a file that exists is replaced only once the user says so.
  bool may_write();
};

}  // namespace frontier::gui
