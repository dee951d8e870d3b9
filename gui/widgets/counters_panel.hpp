#pragma once
// The numbers of the search at the cursor: step, layer, expanded, frontier, largest
// frontier, the move replayed, and, once the end is reached, the judge's answer.

#include <QFormLayout>
#include <QLabel>
#include <QWidget>

#include "render/board_painter.hpp"
#include "search/playback.hpp"

namespace frontier::gui {

struct CountersView {
  PlaybackCounters counters;
  bool searched = false;        // a search result is shown
  bool stopped = false;         // it was cancelled
  std::optional<int> fine;      // fine step at the cursor (0-based) ...
  int fine_count = 0;           // ... of this many in the expansion
  QString answer;               // the judge's words, when the search ended
  QString witness;
  CounterCaptions captions;     // the painter's words for this algorithm's numbers
};

class CountersPanel : public QWidget {
  Q_OBJECT

 public:
  explicit CountersPanel(QWidget* parent = nullptr);
  void show_counters(const CountersView& view);
  // Each value as shown, for the tests: "step", "layer", "expanded", "frontier",
  // "largest", "move", "answer".
  QString value(const QString& name) const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void update_answer_font();
  QLabel* add_row(const QString& name);

  QFormLayout* form_;
  std::vector<std::pair<QLabel*, QLabel*>> rows_;  // caption, value
  CountersView view_;
};

}  // namespace frontier::gui
