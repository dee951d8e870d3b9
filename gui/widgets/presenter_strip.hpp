#pragma once
// Presentation mode's strip under the board, in the place of the side panels it folds
// away: the pseudo-code line lit at the cursor ("7  for each neighbour v of u") and the
// counters on one line ("Step: 12 of 40 · Layer: 2 · Frontier: 5"), and under them what
// the teacher prepared for this point of the search: the bookmark's note and the question
// the class explains. Its type is the stage's (StageType): the lit line, the note and the
// question large, the counters a size below, so that the board keeps the screen and the
// class still sees where the search stands.

#include <QLabel>
#include <QWidget>

namespace frontier::gui {

class PresenterStrip : public QWidget {
  Q_OBJECT

 public:
  explicit PresenterStrip(QWidget* parent = nullptr);

  // `code_line` as the pseudo-code panel shows it ("7  for each ..."; empty: none lit),
  // `counters` one line of the counters panel; `note` and `question` the bookmark's at the
  // cursor (empty: none, and its line gives its height to the board).
  void show_state(const QString& code_line, const QString& counters, const QString& note = {}, const QString& question = {});
  // The stage's ink heights (StageType): `large` for the lit line, the note and the
  // question, `small` for the counters; 0 the window's font.
  void set_stage_ink(int large, int small);
  QString code_text() const { return code_line_; }
  QString counters_text() const { return counters_->text(); }
  QString note_text() const { return note_->text(); }
  QString question_text() const { return question_->text(); }
  QLabel* code_label() const { return code_; }

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fit_fonts();
  void elide();  // the line cut with "…" where the strip is too narrow for it
  QString code_line_;
  QLabel* code_;
  QLabel* counters_;
  QLabel* note_;
  QLabel* question_;
  int large_ink_ = 0;
  int small_ink_ = 0;
};

}  // namespace frontier::gui
