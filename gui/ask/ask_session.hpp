#pragma once
// Ask mode's questions, the class's reply and the score: predict, then reveal. Playback
// pauses before a moment of the teacher's choosing (every layer, or every pop with a
// choice to make) and asks what the search will do; the answer is read from the trace
// and the puzzle's contract (frontier/trace/questions.hpp, Problem::cells_of and
// move_choices), never worked out here.
//
//   puzzles whose states stand on cells   layer: the cells the layer reaches first
//                                         pop:   the state taken next (its cell)
//   puzzles whose states are positions    layer: fewer, about the same or more states in
//   to move (Solitaire)                          the next layer
//                                         pop:   which of these moves are legal?

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "frontier/trace/questions.hpp"
#include "model/puzzle.hpp"

namespace frontier::gui {

enum class QuestionKind { new_cells, next_state, trend, legal_moves };

struct Question {
  QuestionKind kind = QuestionKind::new_cells;
  // Asked at the moment after `asked` expansions, before the next one.
  trace::Step asked = 0;
  trace::Layer layer;                         // new_cells, trend: the layer about to be expanded
  std::vector<Cell> answer;                   // new_cells: its new cells; next_state: the cells of the state taken
  trace::StateId taken = trace::kNoState;     // next_state, legal_moves: the state expanded next
  std::size_t next_layer_size = 0;            // trend
  trace::Trend trend = trace::Trend::about_the_same;
  std::vector<Problem::MoveChoice> moves;     // legal_moves
};

// What the class answered.
struct Reply {
  std::vector<Cell> picked;                // new_cells (any number), next_state (one)
  std::optional<trace::Trend> trend;
  std::vector<bool> ticked;                // legal_moves: the moves said to be legal
};

// The reveal: right or not, and for cells which were hits, misses and extras.
struct Verdict {
  bool right = false;
  trace::CellMarking cells;
  std::vector<bool> move_right;  // legal_moves: each move judged as the rules do
  // Put to a class vote: what the vote came to, in the panel's words. Then `right` says
  // whether the most hands went to the right choice, the answer's cells are marked missed
  // (ringed), and no move is judged: the class chose among counts, not moves.
  std::optional<QString> vote;
};

class AskSession : public QObject {
  Q_OBJECT

 public:
  explicit AskSession(QObject* parent = nullptr);

  void set_at(trace::AskAt at);
  trace::AskAt at() const { return at_; }

  // The first question at or after position `from` of `result` (a search of `problem`),
  // or none when none is left. Layers (or choices) without anything to ask are passed by:
  // a layer that reaches no new cell, the last layer of a trend question.
  std::optional<Question> next_question(const Problem& problem, const SearchResult& result, trace::Step from) const;

  // A question is put, then answered, then revealed, then closed as playback goes on.
  void pose(Question question);
  const std::optional<Question>& question() const { return question_; }
  bool open() const { return question_.has_value() && !verdict_; }
  bool revealed() const { return verdict_.has_value(); }
  // Takes the question away, revealed or not; a question closed before its reveal is not
  // scored.
  void close();
  // Forgets the score too (another search, ask mode turned off).
  void reset();

  // The reply, while the question is open: a cell clicked on the board (added or taken
  // away for the layer's cells; the one cell for the state taken next), a trend, a move ticked.
  void click_cell(Cell cell);
  void choose_trend(trace::Trend trend);
  void tick_move(int index, bool legal);
  const Reply& reply() const { return reply_; }

  // Marks the reply against the answer and counts it; nullopt when no question is open.
  std::optional<Verdict> reveal();
  // The reveal after a class vote (ask/vote.hpp): counted right when `most_hands_right`,
  // `said` what the vote came to. No reply of the panel's is judged.
  std::optional<Verdict> reveal_vote(bool most_hands_right, const QString& said);
  const std::optional<Verdict>& verdict() const { return verdict_; }
  int right() const { return right_; }
  int answered() const { return answered_; }

 signals:
  void changed();
  // When to ask changed: the questions are asked from where the cursor stands.
  void at_changed();

 private:
  // The reveal counted in the score and kept: reveal's and reveal_vote's end.
  std::optional<Verdict> keep(Verdict verdict);

  trace::AskAt at_ = trace::AskAt::layer;
  std::optional<Question> question_;
  Reply reply_;
  std::optional<Verdict> verdict_;
  int right_ = 0;
  int answered_ = 0;
};

}  // namespace frontier::gui
