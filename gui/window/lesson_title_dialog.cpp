#include "window/lesson_title_dialog.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>

#include "lesson/lesson.hpp"

namespace frontier::gui {

LessonTitleDialog::LessonTitleDialog(const Bilingual& title, QWidget* parent)
    : QDialog(parent), title_(this, QStringLiteral("title"), title, kMaxTitleLength) {
  setObjectName(QStringLiteral("lesson_title"));
  setWindowTitle(tr("Lesson Title"));
  auto* form = new QFormLayout(this);
  // The languages by their own names, as the Settings menu lists them.
  title_.add_to(*form, tr("Title in &English:"), tr("Title in &Chinese (中文):"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->setObjectName(QStringLiteral("buttons"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

}  // namespace frontier::gui
