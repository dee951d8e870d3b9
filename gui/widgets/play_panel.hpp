#pragma once
// The panel of play mode: how the game stands (moves made, and what core's solver says
// from here) and why the last move was refused, in core's words.

#include <QLabel>
#include <QWidget>

namespace frontier::gui {

class PlayPanel : public QWidget {
  Q_OBJECT

 public:
  explicit PlayPanel(QWidget* parent = nullptr);
  void show_game(const QString& progress, const QString& refusal);
  QString progress() const { return progress_->text(); }
  QString refusal() const { return refusal_->text(); }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QLabel* progress_;
  QLabel* refusal_;
  QLabel* keys_;
  QString refused_;  // core's reason, English, kept to be framed again in a new language
};

}  // namespace frontier::gui
