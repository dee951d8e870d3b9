#pragma once
// What the export dialogs (File ▸ Export ▸ Picture and Animation) build alike: the size
// row (width × height), the row label that gives its key to the row's first box, and the
// Export / Cancel buttons.

#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace frontier::gui {

// "W × H", the two boxes side by side.
QHBoxLayout* size_row(QSpinBox* width, QSpinBox* height, QWidget* parent);
// A QFormLayout row whose field is a layout gets a label without a buddy, which shows its
// '&': this label's key goes to `buddy`.
QLabel* buddy_label(const QString& text, QWidget* buddy, QWidget* parent);
// OK (worded `ok_text`) accepts `dialog`, Cancel rejects it.
QDialogButtonBox* export_buttons(QDialog& dialog, const QString& ok_text);

}  // namespace frontier::gui
