#include "widgets/export_form.hpp"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>

#include "widgets/accessible_name.hpp"
#include "window/dialog_folders.hpp"

namespace frontier::gui {

namespace {
// A QFormLayout row whose field is a layout gets a label without a buddy, which shows its
// '&': this label's key goes to `buddy`.
QLabel* buddy_label(const QString& text, QWidget* buddy, QWidget* parent) {
  auto* caption = new QLabel(text, parent);
  caption->setBuddy(buddy);
  return caption;
}
}  // namespace

ExportDialog::ExportDialog(QWidget* parent, const QString& kind, const QString& title, const QString& path,
                           const QString& choose_title, const QString& filters)
    : QDialog(parent), kind_(kind), folder_(QFileInfo(path).absolutePath()) {
  setWindowTitle(title);
  setObjectName(QStringLiteral("export_%1_dialog").arg(kind));

  path_ = new QLineEdit(path, this);
  path_->setObjectName(kind + QStringLiteral("_path"));
  auto* browse = new QPushButton(tr("&Choose…"), this);
  connect(browse, &QPushButton::clicked, this, [this, choose_title, filters] { choose_file(choose_title, filters); });
  auto* file_row = new QHBoxLayout;
  file_row->addWidget(path_, 1);
  file_row->addWidget(browse);

  form_ = new QFormLayout(this);
  form_->addRow(buddy_label(tr("&File:"), path_, this), file_row);
}

QSpinBox* ExportDialog::spin_box(const char* name, int minimum, int maximum) {
  auto* box = new QSpinBox(this);
  box->setObjectName(QStringLiteral("%1_%2").arg(kind_, QLatin1String(name)));
  box->setRange(minimum, maximum);
  return box;
}

void ExportDialog::add_size_row(QSize minimum, QSize maximum) {
  width_ = spin_box("width", minimum.width(), maximum.width());
  height_ = spin_box("height", minimum.height(), maximum.height());
  width_->setSuffix(tr(" px"));
  height_->setSuffix(tr(" px"));
  // "Size:" names the width box; the height box, beside it, is named for screen readers.
  name_for_screen_readers(*width_, QT_TRANSLATE_NOOP("AccessibleNames", "Width"));
  name_for_screen_readers(*height_, QT_TRANSLATE_NOOP("AccessibleNames", "Height"));
  // "W × H", the two boxes side by side.
  auto* row = new QHBoxLayout;
  row->addWidget(width_);
  row->addWidget(new QLabel(QStringLiteral("×"), this));
  row->addWidget(height_);
  row->addStretch();
  form_->addRow(buddy_label(tr("Si&ze:"), width_, this), row);
}

void ExportDialog::finish_form() {
  summary_ = new QLabel(this);
  summary_->setObjectName(kind_ + QStringLiteral("_summary"));
  summary_->setWordWrap(true);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
  connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
    if (may_write()) accept();
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form_->addRow(summary_);
  form_->addRow(buttons_);
  for (QSpinBox* box : findChildren<QSpinBox*>()) connect(box, &QSpinBox::valueChanged, this, [this] { update_summary(); });
  connect(path_, &QLineEdit::textChanged, this, [this] { update_summary(); });
}

void ExportDialog::show_summary(const QString& text, bool can_export) {
  summary_->setText(text);
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(can_export);
}

QString ExportDialog::path() const {
  const QString text = path_->text();
  return text.isEmpty() ? text : QDir(folder_).absoluteFilePath(text);
}

void ExportDialog::choose_file(const QString& title, const QString& filters) {
  const QString chosen = ask_save_path(this, title, path().isEmpty() ? folder_ : path(), filters);
  if (chosen.isEmpty()) return;
  path_->setText(chosen);
  replace_agreed_ = path();  // the save dialog asked already
}

bool ExportDialog::may_write() {
  const QString file = path();
  if (!QFileInfo::exists(file) || file == replace_agreed_) return true;
  QMessageBox question(QMessageBox::Question, windowTitle(),
                       tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(file)), QMessageBox::Yes | QMessageBox::No, this);
  question.setObjectName(QStringLiteral("replace_question"));
  question.setDefaultButton(QMessageBox::No);
  question.button(QMessageBox::Yes)->setText(tr("&Replace"));
  question.button(QMessageBox::Yes)->setObjectName(QStringLiteral("replace"));
  if (question.exec() != QMessageBox::Yes) return false;
  replace_agreed_ = file;
  return true;
}

}  // namespace frontier::gui
