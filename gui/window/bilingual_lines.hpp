#pragma once
// Two lines of a dialog for words a teacher writes in both languages the program speaks
// (a bookmark's note and question, the lesson's title): English and Chinese, either of
// which may stay empty, each as long as a lesson file may hold and named for screen
// readers; added to a form under labels that carry their own mnemonics.

#include <QFormLayout>
#include <QLineEdit>
#include <QString>

#include "model/bilingual.hpp"

namespace frontier::gui {

class BilingualLines {
 public:
  // The lines, named `name`_english and `name`_chinese (or "english" and "chinese" for an
  // empty `name`), holding `words`.
  BilingualLines(QWidget* parent, const QString& name, const Bilingual& words, int max_length);
  // Adds the two rows to `form`, labelled `english_label` and `chinese_label` (translated,
  // with their "&"), each line named for screen readers by its label without the "&".
  void add_to(QFormLayout& form, const QString& english_label, const QString& chinese_label);
  Bilingual words() const { return {english_->text().trimmed(), chinese_->text().trimmed()}; }
  QLineEdit* english() const { return english_; }
  QLineEdit* chinese() const { return chinese_; }

 private:
  QLineEdit* english_;
  QLineEdit* chinese_;
};

}  // namespace frontier::gui
