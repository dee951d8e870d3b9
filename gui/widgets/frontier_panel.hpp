#pragma once
// The search's frontier as a list, at the cursor: its container named (queue, deque,
// priority queue, stack, two queues, the queue of layers of BFS by turns; and its stage, for a search in stages), every state waiting in the order the search takes
// them out from there (trace::frontier_in_order), each in the puzzle's words with its cost
// (and A*'s estimate h), the next one and the container's ends marked. What the board shows as colours a student (or a
// screen reader, which walks the table by row) reads as the queue of a textbook's trace.
// Follows the window's lane; works only while it is shown, as a long list on a large
// board costs a pass over the states at every step.

#include <QPointer>
#include <QTableWidget>
#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

#include "frontier/trace/observer.hpp"
#include "search/lane_follower.hpp"

class QLabel;

namespace frontier::gui {

class ExerciseController;
class Problem;
struct Moment;
class SearchResult;

class FrontierPanel : public QWidget {
  Q_OBJECT

 public:
  // At most this many entries are listed; the rest are counted in a last row.
  static constexpr std::size_t kMostRows = 200;

  explicit FrontierPanel(QWidget* parent = nullptr);
  void follow(const Run& lane);
  // Exercise mode: the container as the student has built it, at the exercise's point (its
  // search and moment); null gives the lane back.
  void follow_exercise(const ExerciseController* exercise, std::shared_ptr<const Problem> problem);
  // Whether the panel is in sight (its dock open, and the current tab if the user made it
  // one): only then does it list (QDockWidget::visibilityChanged).
  void set_shown(bool shown);
  bool shown() const { return shown_; }
  // The keys to the list, on its first entry.
  void focus_list();
  const QTableWidget& table() const { return *table_; }
  // The states as listed, front first, in the puzzle's words (for the tests).
  QStringList states() const;
  // In exercise mode, once a step is shown: the model's container after it, beside the
  // student's (empty otherwise).
  QStringList model_states() const;
  QString summary() const;

  // The container a search of `problem` keeps its frontier in at its stage `stage`
  // (AlgorithmInfo::keeping) as the lesson words it: a priority queue whose pseudo-code
  // keeps its states in layers (BFS by turns, Dial's buckets) is the queue, layer by layer,
  // that its lesson and exercise speak of; and a priority queue's key has A*'s estimate h
  // only where the states waiting (`waiting`, one of them) have one.
  struct Kept {
    trace::Keeping keeping{trace::Container::queue};
    bool layers = false;
    bool estimate = false;
  };
  static Kept kept_of(const Problem& problem, std::string_view algorithm, std::size_t stage,
                      trace::StateId waiting = trace::kNoState);
  // Its name (with the stage's, for a search in stages), how it orders its states, and the
  // words of its two ends.
  static QString container_name(const Problem& problem, std::string_view algorithm, std::size_t stage);
  static QString container_name(const Kept& kept);
  static QString container_order(const Kept& kept, int waiting);
  static QString first_word(const Kept& kept);
  // The container at `moment` in one line, its name and its first `shown` states, next
  // first ("Queue (first in, first out), next first: …; … 12 waiting in all"): under a
  // comparison lane's counters, and in the whole view's picture.
  static QString container_line(const Problem& problem, const SearchResult& result, const Moment& moment, std::size_t shown);
  static QString last_word(const Kept& kept);

 signals:
  // An entry picked in the list (a click, or the keys moving in it): its state.
  void state_chosen(trace::StateId state);

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void show_lane();
  void show_order(const Problem& problem, const SearchResult& result, const Moment& moment, bool exercise);
  // The container at `moment` into `table`; its size and stage, for the summary.
  std::pair<std::size_t, std::size_t> fill(QTableWidget& table, const Problem& problem, const SearchResult& result,
                                           const Moment& moment, std::vector<trace::StateId>* listed);
  // The order's column no wider than a third of the list, its words wrapped.
  void fit_columns(QTableWidget& table) const;
  void retranslate();

  LaneFollower lane_;
  QPointer<const ExerciseController> exercise_;  // null again once the exercise is gone
  std::shared_ptr<const Problem> exercise_problem_;
  QMetaObject::Connection exercise_changed_;
  std::vector<trace::StateId> listed_;  // the states of the rows, in order
  trace::StateId model_first_ = trace::kNoState;  // the model's first state waiting, in an exercise
  bool shown_ = false;
  QLabel* summary_;
  QTableWidget* table_;
  QLabel* model_summary_;   // exercise mode, a step shown: the model's container after it
  QTableWidget* model_table_;
};

}  // namespace frontier::gui
