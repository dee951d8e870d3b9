#include "widgets/play_panel.hpp"

namespace frontier::gui {

PlayPanel::PlayPanel(QWidget* parent) : ModePanel(QStringLiteral("play"), parent) {
  progress_ = new_label("progress");
  add_texts(column_, {progress_, refusal_, keys_});
  column_->addStretch(1);
  retranslate();
}

void PlayPanel::show_game(const QString& progress, const QString& refusal) {
  progress_->setText(progress);
  show_refusal(refusal);
}

void PlayPanel::retranslate() {
  refusal_->setText(refused_.isEmpty() ? QString() : tr("Refused: %1.").arg(refused_));
  keys_->setText(tr("Ctrl+Z takes the last move back, H shows a move the rules allow, Esc or Ctrl+G leaves play mode."));
}

}  // namespace frontier::gui
