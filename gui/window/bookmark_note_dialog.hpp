#pragma once
// Playback ▸ Bookmarks ▸ Note on This Bookmark: what the teacher means to say at the
// bookmark, in English and in Chinese (either may stay empty), saved with the lesson and
// said in the status bar when playback arrives there.

#include <QDialog>
#include <QLineEdit>

#include "model/bilingual.hpp"

namespace frontier::gui {

class BookmarkNoteDialog : public QDialog {
  Q_OBJECT

 public:
  BookmarkNoteDialog(const QString& where, const Bilingual& note, QWidget* parent = nullptr);
  Bilingual note() const { return {english_->text().trimmed(), chinese_->text().trimmed()}; }
  QLineEdit* english() const { return english_; }
  QLineEdit* chinese() const { return chinese_; }

 private:
  QLineEdit* english_;
  QLineEdit* chinese_;
};

}  // namespace frontier::gui
