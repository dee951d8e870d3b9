#pragma once
// Lesson ▸ Lesson Title: the lesson's own title, in English and in Chinese (either may stay
// empty), which the Slides panel shows above the slides and a new lesson's file is first
// offered under.

#include <QDialog>
#include <QLineEdit>

#include "model/bilingual.hpp"
#include "window/bilingual_lines.hpp"

namespace frontier::gui {

class LessonTitleDialog : public QDialog {
  Q_OBJECT

 public:
  explicit LessonTitleDialog(const Bilingual& title, QWidget* parent = nullptr);
  Bilingual title() const { return title_.words(); }
  QLineEdit* english() const { return title_.english(); }
  QLineEdit* chinese() const { return title_.chinese(); }

 private:
  BilingualLines title_;
};

}  // namespace frontier::gui
