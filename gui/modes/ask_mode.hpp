#pragma once
// Search ▸ Ask the Class (Ctrl+Shift+A): predict, then reveal. Playback stops before each
// question of the AskSession (every layer, or every pop with a choice), the class answers
// on the board or in the Question panel, Return reveals, and Space plays on to the next
// one. While a question waits for its reveal, moving past it is refused; moving back
// before it takes it away unscored, and the questions from there on are asked again.
//
// Asking is a way of viewing a search: the window turns it off when it leaves viewing.
// Asked before the query is searched, it runs the search (the window's Run) and asks once
// the search has ended.

#include <QObject>
#include <functional>
#include <memory>
#include <optional>

#include "ask/ask_session.hpp"
#include "ask/vote.hpp"
#include "ask/vote_count.hpp"
#include "modes/window_context.hpp"
#include "search/timeline.hpp"

class QAction;
class QDockWidget;
class QLabel;

namespace frontier::gui {

class AskPanel;
class BoardPage;
class BoardView;
class Panels;
class Session;

class AskMode : public QObject {
  Q_OBJECT

 public:
  // Asks on the window's session and board, with its "ask" toggle, "reveal" and "run"
  // commands; makes the Question panel (a dock among `panels`) and the large question
  // shown above the board while presenting (on `page`).
  AskMode(WindowContext window, Panels& panels, BoardPage& page);

  AskSession& questions() const { return questions_; }
  AskPanel& panel() const { return panel_; }
  QLabel& banner() const { return banner_; }

  bool asking() const;
  void set_ask(bool on);
  // Seeks to the next question from the cursor and asks it (the command line's --ask, a slide).
  void go_to_next_question();
  // Return (or the clicker's click): the open question's answer shown.
  bool reveal();
  // Search ▸ Put to a Vote (V): the open question as a choice of A to D, the hands counted
  // in a dialog (on the stage: under the question, VoteCount), the distribution shown, then
  // the reveal; voted() gives the tally. False when no question is open or the teacher
  // cancelled (on the stage: the count begun, true).
  bool vote();
  VoteCount& vote_count() const { return vote_count_; }
  // Presenting, the question is above the board, large, for a show of hands, and the
  // Question panel gives its place to the board.
  void set_presenting(bool on);
  // The stage's type (StageType's large ink, by its height) for the question and the vote.
  void set_stage_ink(int ink);
  bool presenting() const { return presenting_; }
  // The panel, the board's marks and presentation's banner, in the window's language.
  void show_question();

 signals:
  // A question was put to the class (playback stopped before what it asks about).
  void posed();
  // The open question was revealed: the class's answer is judged (questions().verdict()).
  void answered();
  // A vote was counted and revealed (the lesson keeps its tally).
  void voted(const frontier::gui::VoteTally& tally);

 private:
  void check_question();  // after every move of the cursor
  const std::optional<Question>& upcoming_question();
  trace::Step cursor_step() const;  // the cursor's expansion, the found moves not counted

  void show_panel(bool shown);
  void count_vote(const std::vector<int>& hands);  // the hands counted: the tally and the reveal

  WindowContext window_;
  QAction& ask_;
  QAction& reveal_;
  QAction& vote_;
  std::optional<VoteChoices> choices_;  // the open question put to a vote
  std::vector<int> hands_;              // and the hands counted
  trace::Step choices_asked_ = 0;       // the step of the question the vote is of
  QAction& run_;
  bool ask_when_searched_ = false;  // asked before the search: it runs, then the questions
  Session& session_;
  BoardView& board_;
  AskSession& questions_;
  AskPanel& panel_;
  QLabel& banner_;
  VoteCount& vote_count_;
  QDockWidget* dock_;
  bool presenting_ = false;
  int stage_ink_ = 0;
  // Questions are asked from ask_from_ on, of the search asked_result_; the next one is
  // remembered with the place it was asked from.
  std::shared_ptr<const SearchResult> asked_result_;
  trace::Step ask_from_ = 0;
  struct Upcoming {
    trace::Step from = 0;
    trace::AskAt at = trace::AskAt::layer;
    std::optional<Question> question;
  };
  std::optional<Upcoming> upcoming_;
};

}  // namespace frontier::gui
