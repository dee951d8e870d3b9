#include "widgets/export_form.hpp"

#include <QPushButton>

namespace frontier::gui {

QHBoxLayout* size_row(QSpinBox* width, QSpinBox* height, QWidget* parent) {
  auto* row = new QHBoxLayout;
  row->addWidget(width);
  row->addWidget(new QLabel(QStringLiteral("×"), parent));
  row->addWidget(height);
  row->addStretch();
  return row;
}

QLabel* buddy_label(const QString& text, QWidget* buddy, QWidget* parent) {
  auto* caption = new QLabel(text, parent);
  caption->setBuddy(buddy);
  return caption;
}

QDialogButtonBox* export_buttons(QDialog& dialog, const QString& ok_text) {
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  buttons->button(QDialogButtonBox::Ok)->setText(ok_text);
  QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  return buttons;
}

}  // namespace frontier::gui
