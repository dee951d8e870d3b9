#pragma once
// View ▸ Compare (Ctrl+K): two to four searches of one case and query side by side, each a
// lane (a Run) with its own board, counters and lit pseudo-code line, all driven by one
// clock (compare_clock.hpp) that the teacher sets to one expansion or one layer a beat;
// one timeline, one set of play and step controls, one zoom and pan for every board. Below
// the lanes, the comparison table of every search of the puzzle on this query
// (comparison.hpp), filled on a worker thread.
//
// The lanes share nothing with the main window's search. The main window holds the
// comparison in the place of its board (comparing mode), so that a class sees one window,
// on a projector too; the comparison's controls take playback's keys while it is shown.

#include <QFutureWatcher>
#include <QLabel>
#include <QMainWindow>
#include <QSlider>
#include <QTableWidget>
#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "compare/compare_clock.hpp"
#include "compare/comparison.hpp"
#include "render/palette.hpp"

class QComboBox;

namespace frontier::gui {

class LaneView;
class Problem;
class Run;
class SpeedControl;

class CompareWindow : public QMainWindow {
  Q_OBJECT

 public:
  static constexpr int kMinLanes = 2;
  static constexpr int kMaxLanes = 4;
  // What a lane's trace takes a state, at most, for the memory check before it is
  // searched: core's Trace keeps 16 bytes a state or less for a search that expands each
  // state once, more for repeated expansions and improvements (trace.hpp).
  static constexpr std::size_t kBytesPerState = 24;

  explicit CompareWindow(QWidget* parent = nullptr);
  ~CompareWindow() override;

  // Compares `algorithms` (the first kMaxLanes of them) on `problem`, each lane searched
  // on a worker, and fills the table; `title` names the file, case and query.
  void compare(std::shared_ptr<const Problem> problem, const QStringList& algorithms, const QString& title);
  const std::shared_ptr<const Problem>& problem() const { return problem_; }
  // One more lane running `algorithm`; refused (false, and the reason in the status bar)
  // beyond kMaxLanes or beyond the memory lanes may use.
  bool add_lane(const QString& algorithm);
  void remove_lane(int index);
  // Lane `index` runs `algorithm` instead (checked against the memory as a new lane).
  bool set_algorithm(int index, const QString& algorithm);

  int lane_count() const { return static_cast<int>(lanes_.size()); }
  Run& lane(int index) const { return *lanes_[static_cast<std::size_t>(index)]; }
  LaneView* lane_view(int index) const { return views_[static_cast<std::size_t>(index)]; }
  CompareClock& clock() { return clock_; }
  bool searching() const;  // some lane's search is still running
  // What every lane's trace may take together: half the memory free when the window was
  // made (the tests set less).
  std::size_t memory_budget() const { return memory_budget_; }
  void set_memory_budget(std::size_t bytes) { memory_budget_ = bytes; }
  // What a lane of `algorithm` on the problem would take, by kBytesPerState.
  std::size_t lane_bytes(const QString& algorithm) const;

  QTableWidget* table() const { return table_; }
  bool table_ready() const { return table_ready_; }
  const std::vector<ComparisonRow>& rows() const { return rows_; }
  QString status() const { return status_->text(); }
  QSlider* timeline() const { return timeline_; }
  QString position_text() const { return position_->text(); }
  QAction* action(const QString& name) const { return actions_.at(name); }

  void set_style(const PaintStyle& style);
  // While presenting, → and ← are the clicker's (the window's next and previous bookmark,
  // layer or slide): the beat forward and back keep only their buttons.
  void set_clicker_keys_taken(bool taken);
  // On the stage (StageType's inks by its height; 0 at the desk): the lanes alone, each
  // with its board, counters and lit line large; no clock box, speed, timeline, table or
  // algorithm boxes (the clicker walks the beats).
  void set_stage_ink(int large, int small);
  // A bookmark's note and question, under the lanes (large on the stage); empty: none.
  void show_note(const QString& text);
  QString note() const;
  bool on_stage() const { return large_ink_ > 0; }

 signals:
  // Every lane's search has ended (or failed).
  void lanes_ready();
  // Closed (its Close action, Esc): the window that holds it shows its own view again.
  void closed();
  void table_filled();

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

 private:
  void create_actions();
  void retranslate();
  QAction* make_action(const QString& name, const QKeySequence& shortcut = {});
  // Why a lane of `algorithm` would not fit beside the others (all but `replacing`).
  std::optional<QString> refusal(const QString& algorithm, std::optional<int> replacing) const;
  void start_lane(int index);
  void lane_finished(int index);
  void lay_out_lanes();
  void show_lanes();
  void share_place(int from);
  void fill_table();
  void show_table();
  void say(const QString& words);
  std::optional<int> index_of(const LaneView* view) const;
  std::optional<int> index_of(const Run* run) const;

  std::shared_ptr<const Problem> problem_;
  PaintStyle style_;
  int large_ink_ = 0;
  int small_ink_ = 0;
  CompareClock clock_;
  std::vector<std::unique_ptr<Run>> lanes_;
  std::vector<LaneView*> views_;
  std::size_t memory_budget_ = 0;
  bool sharing_place_ = false;

  QWidget* lanes_area_ = nullptr;
  QTableWidget* table_ = nullptr;
  QComboBox* unit_box_ = nullptr;
  QLabel* unit_label_ = nullptr;
  SpeedControl* speed_ = nullptr;
  QSlider* timeline_ = nullptr;
  QLabel* position_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* heading_ = nullptr;
  QLabel* note_ = nullptr;
  QString title_;
  std::map<QString, QAction*> actions_;

  std::vector<ComparisonRow> rows_;
  bool table_ready_ = false;
  QFutureWatcher<std::vector<ComparisonRow>> table_watcher_;
  std::shared_ptr<std::atomic<bool>> table_cancel_;
};

}  // namespace frontier::gui
