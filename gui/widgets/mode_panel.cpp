#include "widgets/mode_panel.hpp"

#include <QEvent>

#include "render/palette.hpp"

namespace frontier::gui {

ModePanel::ModePanel(const QString& refusal_name, QWidget* parent) : QWidget(parent) {
  refusal_ = new QLabel(this);
  refusal_->setObjectName(refusal_name);
  // The refusal in the palette's vermillion, so that it reads as "not allowed" at a glance.
  refusal_->setStyleSheet(QStringLiteral("color: %1").arg(QColor::fromRgb(okabe_ito::kVermillion).name()));
  keys_ = new QLabel(this);
}

void ModePanel::add_texts(QVBoxLayout* layout, std::initializer_list<QLabel*> labels) {
  for (QLabel* label : labels) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
  }
}

void ModePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui
