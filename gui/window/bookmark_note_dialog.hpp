#pragma once
// Playback ▸ Bookmarks ▸ Note and Question on This Bookmark: what the teacher means to say
// at the bookmark (the note, said in the status bar when playback arrives there), and a
// question the student answers in words when a lesson's slide first reaches it (kept in
// their results), each in English and in Chinese (any may stay empty); a lesson keeps them
// with the slide.

#include <QDialog>
#include <QLineEdit>

#include "model/bilingual.hpp"
#include "window/bilingual_lines.hpp"

namespace frontier::gui {

class BookmarkNoteDialog : public QDialog {
  Q_OBJECT

 public:
  BookmarkNoteDialog(const QString& where, const Bilingual& note, const Bilingual& explain, QWidget* parent = nullptr);
  Bilingual note() const { return note_.words(); }
  Bilingual explain() const { return explain_.words(); }
  QLineEdit* english() const { return note_.english(); }
  QLineEdit* chinese() const { return note_.chinese(); }
  QLineEdit* explain_english() const { return explain_.english(); }
  QLineEdit* explain_chinese() const { return explain_.chinese(); }

 private:
  BilingualLines note_;
  BilingualLines explain_;
};

}  // namespace frontier::gui
