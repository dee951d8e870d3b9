#include "window/bookmark_note_dialog.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include "lesson/lesson.hpp"

namespace frontier::gui {

namespace {
QLabel* heading(const QString& words, QWidget* parent) {
  auto* label = new QLabel(words, parent);
  label->setWordWrap(true);
  return label;
}
}  // namespace

BookmarkNoteDialog::BookmarkNoteDialog(const QString& where, const Bilingual& note, const Bilingual& explain, QWidget* parent)
    : QDialog(parent), note_(this, {}, note, kMaxNoteLength), explain_(this, QStringLiteral("explain"), explain, kMaxNoteLength) {
  setObjectName(QStringLiteral("bookmark_note"));
  setWindowTitle(tr("Bookmark at %1").arg(where));
  auto* form = new QFormLayout(this);
  form->addRow(heading(tr("A note: what to say here, shown when playback arrives at the bookmark."), this));
  // The languages by their own names, as the Settings menu lists them.
  note_.add_to(*form, tr("Note in &English:"), tr("Note in &Chinese (中文):"));
  form->addRow(heading(tr("A question the student answers in words when the lesson's slide first reaches the bookmark "
                          "(presenting, it is said to the class instead):"),
                       this));
  explain_.add_to(*form, tr("&Question in English:"), tr("Question in C&hinese (中文):"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->setObjectName(QStringLiteral("buttons"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

}  // namespace frontier::gui
