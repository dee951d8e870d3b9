#include "widgets/play_panel.hpp"

#include <QVBoxLayout>

namespace frontier::gui {

PlayPanel::PlayPanel(QWidget* parent) : ModePanel(QStringLiteral("play_refusal"), parent) {
  setObjectName(QStringLiteral("play_panel"));
  auto* layout = new QVBoxLayout(this);
  progress_ = new QLabel(this);
  progress_->setObjectName(QStringLiteral("play_progress"));
  add_texts(layout, {progress_, refusal_, keys_});
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

}  // namespace frontier::gui
