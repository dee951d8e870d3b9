#pragma once
// The narration under the board: what the search does at the cursor, in one sentence of
// plain words ("Turn to (1, 1) heading right: ..."), large enough to be read from the back
// of a classroom, and larger still in presentation mode. It is also what a screen reader
// hears: its accessible name is the sentence, and each change of it is an event a screen
// reader speaks (a live region), at most one every kAnnounceMs while playing fast, the
// sentence then standing.

#include <QLabel>
#include <QTimer>

namespace frontier::gui {

class NarrationStrip : public QLabel {
  Q_OBJECT

 public:
  static constexpr int kAnnounceMs = 400;

  explicit NarrationStrip(QWidget* parent = nullptr);

  // The sentence at the cursor, in the language of now; empty before any search.
  void set_sentence(const QString& sentence);
  void set_presentation(bool on);
  // On the stage: the sentence's glyphs `ink` pixels high (StageType, by the stage's
  // height); 0 back to the desktop's size.
  void set_stage_ink(int ink);
  bool presentation() const { return presentation_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void fit_font();
  void announce();  // the sentence of now, as the strip's accessible name
  bool presentation_ = false;
  int stage_ink_ = 0;
  QTimer* announcing_;  // running while a sentence waits to be said
};

}  // namespace frontier::gui
