#pragma once
// The numbers of the search at the cursor: step, layer, expanded, frontier, largest
// frontier, the move replayed, and, once the end is reached, the judge's answer.

#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QWidget>

#include "render/board_painter.hpp"
#include "search/lane_follower.hpp"
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
  // Shows the lane's frame now and whenever the lane moves (Run::moved), the numbers
  // named by `captions` (the painter's words: set again with each painter).
  void follow(const Run& lane);
  void set_captions(const CounterCaptions& captions);
  // Each value as shown, for the tests: "step", "layer", "expanded", "frontier",
  // "largest", "move", "answer", "witness" (the whole witness, however long).
  QString value(const QString& name) const;
  // The rows as shown, caption and value, the hidden ones left out and the witness last:
  // what the whole-view picture writes as the counters.
  std::vector<std::pair<QString, QString>> shown_rows() const;
  // The counters that say where the search stands, on one line ("Step: 3 of 9 · Layer: 1
  // · Frontier: 4 · Largest frontier: 5"), for presentation mode's strip.
  QString one_line() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void show_lane();
  void update_answer_font();
  QLabel* add_row(const QString& name);

  QFormLayout* form_;
  std::vector<std::pair<QLabel*, QLabel*>> rows_;  // caption, value
  // The witness can be hundreds of moves: a read-only field of a few lines that scrolls,
  // so that it can be read whole and copied without widening or lengthening the panel.
  QLabel* witness_caption_ = nullptr;
  QPlainTextEdit* witness_ = nullptr;
  CountersView view_;
  LaneFollower lane_;
  CounterCaptions captions_;
};

}  // namespace frontier::gui
