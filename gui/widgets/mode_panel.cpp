#include "widgets/mode_panel.hpp"

#include <QEvent>
#include <QToolButton>

#include "render/palette.hpp"

namespace frontier::gui {

ModePanel::ModePanel(const QString& mode, QWidget* parent) : QWidget(parent), mode_(mode) {
  setObjectName(mode + QStringLiteral("_panel"));
  column_ = new QVBoxLayout(this);
  refusal_ = new_label("refusal");
  // The refusal in the palette's vermillion, so that it reads as "not allowed" at a glance.
  refusal_->setStyleSheet(QStringLiteral("color: %1").arg(QColor::fromRgb(okabe_ito::kVermillion).name()));
  keys_ = new QLabel(this);
  keys_->setObjectName(mode + QStringLiteral("_keys"));
}

void ModePanel::show_refusal(const QString& reason) {
  refused_ = reason;
  retranslate();
}

QLabel* ModePanel::new_label(const char* name, bool bold) {
  auto* label = new QLabel(this);
  label->setObjectName(QStringLiteral("%1_%2").arg(mode_, QLatin1String(name)));
  if (bold) {
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
  }
  return label;
}

void ModePanel::add_action_buttons(QLayout* layout, const QList<QAction*>& actions) {
  for (QAction* action : actions) {
    auto* button = new QToolButton(layout->parentWidget());
    button->setObjectName(action->objectName() + QStringLiteral("_button"));
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(button);
  }
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
