#include "widgets/presenter_strip.hpp"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "render/stage_type.hpp"

namespace frontier::gui {

PresenterStrip::PresenterStrip(QWidget* parent)
    : QWidget(parent), code_(new QLabel(this)), counters_(new QLabel(this)), note_(new QLabel(this)), question_(new QLabel(this)) {
  setObjectName(QStringLiteral("presenter_strip"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(12, 4, 12, 4);
  layout->setSpacing(2);
  auto* line = new QHBoxLayout;
  code_->setObjectName(QStringLiteral("presenter_code"));
  counters_->setObjectName(QStringLiteral("presenter_counters"));
  note_->setObjectName(QStringLiteral("presenter_note"));
  question_->setObjectName(QStringLiteral("presenter_question"));
  // The line is code: a fixed font, as in the pseudo-code panel. A long line is cut at
  // the strip's end rather than pushing the counters off (the panel has it whole).
  code_->setTextFormat(Qt::PlainText);
  code_->setMinimumWidth(1);
  code_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  counters_->setTextFormat(Qt::PlainText);
  counters_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  line->addWidget(code_, 3);
  line->addWidget(counters_, 2);
  layout->addLayout(line);
  // The teacher's words wrap: a note is a sentence or two, said to the whole room.
  for (QLabel* words : {note_, question_}) {
    words->setTextFormat(Qt::PlainText);
    words->setWordWrap(true);
    words->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    words->hide();
    layout->addWidget(words);
  }
  fit_fonts();
}

void PresenterStrip::set_stage_ink(int large, int small) {
  if (large == large_ink_ && small == small_ink_) return;
  large_ink_ = large;
  small_ink_ = small;
  fit_fonts();
}

void PresenterStrip::fit_fonts() {
  // The code's fixed font at the strip's own size (presentation mode's large one), or at the
  // stage's sizes.
  QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  code.setPointSizeF(font().pointSizeF());
  QFont words = font();
  QFont counters = font();
  if (large_ink_ > 0) {
    code = StageType::sized(code, large_ink_);
    words = StageType::sized(words, large_ink_);
    counters = StageType::sized(counters, small_ink_);
  }
  code_->setFont(code);
  note_->setFont(words);
  QFont bold = words;
  bold.setBold(true);
  question_->setFont(bold);
  counters_->setFont(counters);
  elide();
}

void PresenterStrip::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange) fit_fonts();
  QWidget::changeEvent(event);
}

void PresenterStrip::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  elide();
}

void PresenterStrip::elide() {
  code_->setText(code_->fontMetrics().elidedText(code_line_, Qt::ElideRight, std::max(1, code_->width())));
  code_->setToolTip(code_line_);
}

void PresenterStrip::show_state(const QString& code_line, const QString& counters, const QString& note, const QString& question) {
  code_line_ = code_line.trimmed();
  elide();
  counters_->setText(counters);
  note_->setText(note);
  note_->setVisible(!note.isEmpty());
  question_->setText(question);
  question_->setVisible(!question.isEmpty());
}

}  // namespace frontier::gui
