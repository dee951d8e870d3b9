#pragma once
// The panel of play mode: how the game stands (moves made, and what core's solver says
// from here) and why the last move was refused, in core's words.

#include <QLabel>
#include <QWidget>

#include "widgets/mode_panel.hpp"

namespace frontier::gui {

class PlayPanel : public ModePanel {
  Q_OBJECT

 public:
  explicit PlayPanel(QWidget* parent = nullptr);
  void show_game(const QString& progress, const QString& refusal);
  QString progress() const { return progress_->text(); }

 private:
  void retranslate() override;

  QLabel* progress_;
};

}  // namespace frontier::gui
