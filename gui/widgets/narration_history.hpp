#pragma once
// The narration so far (the dock "Narration"): the sentences of the fine steps up to the
// cursor, the last few hundred, the cursor's own selected. Clicking one moves the cursor
// to its fine step.

#include <QListWidget>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "search/timeline.hpp"

namespace frontier::gui {

class NarrationHistory : public QWidget {
  Q_OBJECT

 public:
  // The most sentences listed: enough to scroll back through a few expansions, few enough
  // to be rebuilt at every step.
  static constexpr std::size_t kMostSentences = 200;

  explicit NarrationHistory(QWidget* parent = nullptr);

  // Sentences in order, each with the point it says; the last is the cursor's.
  void set_sentences(const QStringList& sentences, const std::vector<TimelinePosition>& points);
  QListWidget* list() const { return list_; }
  const std::vector<TimelinePosition>& points() const { return points_; }

 signals:
  void chosen(frontier::gui::TimelinePosition at);

 private:
  QListWidget* list_;
  std::vector<TimelinePosition> points_;
};

}  // namespace frontier::gui
