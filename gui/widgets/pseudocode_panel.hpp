#pragma once
// The algorithm's pseudo-code (from core, line for line as the search reports them, in
// the interface's language), with the line the cursor stands on lit and what that line
// is about written below it.

#include <QLabel>
#include <QListWidget>
#include <QWidget>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/trace/observer.hpp"
#include "search/lane_follower.hpp"

namespace frontier::gui {

class PseudocodePanel : public QWidget {
  Q_OBJECT

 public:
  explicit PseudocodePanel(QWidget* parent = nullptr);

  // `puzzle` is the puzzle's id: it and the algorithm's name choose the translation.
  void set_code(std::string_view puzzle, const trace::AlgorithmInfo& algorithm);
  // `line` is 1-based; 0 lights nothing.
  void set_line(int line, const QString& subject);
  // Lights the lane's line, and says what it is about, now and whenever the lane moves.
  void follow(const Run& lane);
  int line() const { return line_; }
  // The lit line's text as shown (translated); empty when none is lit.
  QString line_text() const;
  QListWidget* list() const { return list_; }
  void set_presentation(bool on);
  // The lines playback stops at (1-based), marked with a dot; a double-click on a line
  // asks for its stop to be set or taken away (stop_toggled).
  void set_stop_lines(const std::set<int>& lines);

 signals:
  void stop_toggled(int line);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void translate_code();
  void show_subject();
  void show_lane();
  void fit_subject_height();

  // Core's English, kept so that a change of language can translate it again.
  std::string puzzle_;
  std::string algorithm_;
  std::vector<std::string> code_;
  QListWidget* list_;
  QLabel* subject_;
  int line_ = 0;
  QString subject_text_;
  LaneFollower lane_;
};

}  // namespace frontier::gui
