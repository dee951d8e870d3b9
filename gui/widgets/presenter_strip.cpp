#include "widgets/presenter_strip.hpp"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <algorithm>

namespace frontier::gui {

PresenterStrip::PresenterStrip(QWidget* parent) : QWidget(parent), code_(new QLabel(this)), counters_(new QLabel(this)) {
  setObjectName(QStringLiteral("presenter_strip"));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(12, 4, 12, 4);
  code_->setObjectName(QStringLiteral("presenter_code"));
  counters_->setObjectName(QStringLiteral("presenter_counters"));
  // The line is code: a fixed font, as in the pseudo-code panel. A long line is cut at
  // the strip's end rather than pushing the counters off (the panel has it whole).
  code_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  code_->setTextFormat(Qt::PlainText);
  code_->setMinimumWidth(1);
  code_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  counters_->setTextFormat(Qt::PlainText);
  counters_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  layout->addWidget(code_, 3);
  layout->addWidget(counters_, 2);
}

void PresenterStrip::changeEvent(QEvent* event) {
  // The code's fixed font at the strip's own size (presentation mode's large one).
  if (event->type() == QEvent::FontChange) {
    QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    code.setPointSizeF(font().pointSizeF());
    code_->setFont(code);
    elide();
  }
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

void PresenterStrip::show_state(const QString& code_line, const QString& counters) {
  code_line_ = code_line.trimmed();
  elide();
  counters_->setText(counters);
}

}  // namespace frontier::gui
