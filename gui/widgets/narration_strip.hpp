#pragma once
// The narration under the board: what the search does at the cursor, in one sentence of
// plain words ("Turn to (1, 1) heading right: ..."), large enough to be read from the back
// of a classroom, and larger still in presentation mode.

#include <QLabel>

namespace frontier::gui {

class NarrationStrip : public QLabel {
  Q_OBJECT

 public:
  explicit NarrationStrip(QWidget* parent = nullptr);

  // The sentence at the cursor, in the language of now; empty before any search.
  void set_sentence(const QString& sentence);
  void set_presentation(bool on);
  bool presentation() const { return presentation_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void fit_font();
  bool presentation_ = false;
};

}  // namespace frontier::gui
