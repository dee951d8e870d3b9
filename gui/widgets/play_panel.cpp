#include "widgets/play_panel.hpp"

#include <QEvent>
#include <QVBoxLayout>

#include "render/palette.hpp"

namespace frontier::gui {

PlayPanel::PlayPanel(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("play_panel"));
  auto* layout = new QVBoxLayout(this);
  progress_ = new QLabel(this);
  progress_->setObjectName(QStringLiteral("play_progress"));
  refusal_ = new QLabel(this);
  refusal_->setObjectName(QStringLiteral("play_refusal"));
  // The refusal in the palette's vermillion, so that it reads as "not allowed" at a glance.
  refusal_->setStyleSheet(QStringLiteral("color: %1").arg(QColor::fromRgb(okabe_ito::kVermillion).name()));
  keys_ = new QLabel(this);
  for (QLabel* label : {progress_, refusal_, keys_}) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
  }
  layout->addStretch(1);
  retranslate();
}

void PlayPanel::show_game(const QString& progress, const QString& refusal) {
  progress_->setText(progress);
  refused_ = refusal;
  retranslate();
}

void PlayPanel::retranslate() {
  refusal_->setText(refused_.isEmpty() ? QString() : tr("Refused: %1.").arg(refused_));
  keys_->setText(tr("Ctrl+Z takes the last move back, H shows a move the rules allow, Esc or Ctrl+G leaves play mode."));
}

void PlayPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

}  // namespace frontier::gui
