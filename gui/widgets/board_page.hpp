#pragma once
// The board's page in the middle of the window: the answer banner above the board, the
// board, and the narration strip under it; the window's parts add their own strips (the
// class's question above the board, the presenter's strip under the narration).

#include <QWidget>

class QVBoxLayout;

namespace frontier::gui {

class AnswerBanner;
class BoardView;
class NarrationStrip;

class BoardPage : public QWidget {
  Q_OBJECT

 public:
  explicit BoardPage(QWidget* parent = nullptr);

  AnswerBanner& banner() const { return *banner_; }
  BoardView& board() const { return *board_; }
  NarrationStrip& narration() const { return *narration_; }
  // A strip between the answer banner and the board, or under everything.
  void add_above_board(QWidget* strip);
  void add_at_bottom(QWidget* strip);

 private:
  QVBoxLayout* layout_;
  AnswerBanner* banner_;
  BoardView* board_;
  NarrationStrip* narration_;
};

}  // namespace frontier::gui
