#include "window/bookmark_note_dialog.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

#include "lesson/lesson.hpp"

namespace frontier::gui {

BookmarkNoteDialog::BookmarkNoteDialog(const QString& where, const Bilingual& note, QWidget* parent)
    : QDialog(parent), english_(new QLineEdit(note.english, this)), chinese_(new QLineEdit(note.chinese, this)) {
  setObjectName(QStringLiteral("bookmark_note"));
  setWindowTitle(tr("Note on the Bookmark"));
  english_->setObjectName(QStringLiteral("english"));
  chinese_->setObjectName(QStringLiteral("chinese"));
  english_->setMinimumWidth(420);
  // As long as a lesson file may hold: a longer note could be saved but not read back.
  english_->setMaxLength(kMaxNoteLength);
  chinese_->setMaxLength(kMaxNoteLength);
  auto* form = new QFormLayout(this);
  auto* heading = new QLabel(tr("What to say at %1, shown when playback arrives there:").arg(where), this);
  heading->setWordWrap(true);
  form->addRow(heading);
  // The languages by their own names, as the Settings menu lists them.
  form->addRow(tr("&English:"), english_);
  form->addRow(tr("&Chinese (中文):"), chinese_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

}  // namespace frontier::gui
