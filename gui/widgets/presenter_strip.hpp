#pragma once
// Presentation mode's strip under the board, in the place of the side panels it folds
// away: the pseudo-code line lit at the cursor ("7  for each neighbour v of u") and the
// counters on one line ("Step: 12 of 40 · Layer: 2 · Frontier: 5"), in large type, so
// that the board keeps the screen and the class still sees where the search stands.

#include <QLabel>
#include <QWidget>

namespace frontier::gui {

class PresenterStrip : public QWidget {
  Q_OBJECT

 public:
  explicit PresenterStrip(QWidget* parent = nullptr);

  // `code_line` as the pseudo-code panel shows it ("7  for each ..."; empty: none lit),
  // `counters` one line of the counters panel.
  void show_state(const QString& code_line, const QString& counters);
  QString code_text() const { return code_line_; }
  QString counters_text() const { return counters_->text(); }

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void elide();  // the line cut with "…" where the strip is too narrow for it
  QString code_line_;
  QLabel* code_;
  QLabel* counters_;
};

}  // namespace frontier::gui
