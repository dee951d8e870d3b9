#include "ask/ask_session.hpp"

#include <algorithm>
#include <utility>

#include "frontier/common/puzzle_exercise.hpp"

namespace frontier::gui {

namespace {

// Whether the puzzle's states are positions with moves to judge (Solitaire) rather than
// places on the board: asked of core through the problem, about the first state taken.
bool states_are_positions(const Problem& problem, const SearchResult& result) {
  return result.trace.steps() > 0 && !problem.move_choices(result.algorithm, result.trace.expanded_by(1)).empty();
}

// Whether each state covers the whole board (the 8-puzzle's frames of tiles): no cell is
// reached first by a layer, so a layer's question is how many states it holds.
bool states_cover_the_board(const Problem& problem, const SearchResult& result) {
  return result.trace.steps() > 0 && covers_whole_frame(problem.decode(result.algorithm, result.trace.expanded_by(1)));
}

std::optional<Question> layer_question(const Problem& problem, const SearchResult& result, trace::Step from,
                                       bool positions) {
  const trace::Trace& trace = result.trace;
  const trace::CellsOf cells_of = [&](trace::StateId state, std::vector<Cell>& cells) {
    const std::vector<Cell> stands = problem.cells_of(result.algorithm, state);
    cells.insert(cells.end(), stands.begin(), stands.end());
  };
  for (std::optional<trace::Layer> layer = trace::layer_from(trace, from); layer;
       layer = trace::layer_after(trace, *layer)) {
    Question question;
    question.asked = layer->first - 1;
    question.layer = *layer;
    if (positions) {
      const std::optional<trace::Layer> next = trace::layer_after(trace, *layer);
      if (!next) return std::nullopt;
      question.kind = QuestionKind::trend;
      question.next_layer_size = next->expansions();
      question.trend = trace::trend(layer->expansions(), next->expansions());
      return question;
    }
    question.kind = QuestionKind::new_cells;
    question.answer = trace::cells_first_reached(trace, *layer, cells_of);
    if (!question.answer.empty()) return question;
  }
  return std::nullopt;
}

std::optional<Question> pop_question(const Problem& problem, const SearchResult& result, trace::Step from,
                                     bool positions) {
  const trace::Trace& trace = result.trace;
  for (std::optional<trace::Step> at = trace::next_choice(trace, from); at; at = trace::next_choice(trace, *at + 1)) {
    Question question;
    question.asked = *at;
    question.taken = trace.expanded_by(*at + 1);
    if (positions) {
      question.kind = QuestionKind::legal_moves;
      question.moves = problem.move_choices(result.algorithm, question.taken);
      return question;
    }
    question.kind = QuestionKind::next_state;
    question.answer = problem.cells_of(result.algorithm, question.taken);
    if (!question.answer.empty()) return question;
  }
  return std::nullopt;
}

}  // namespace

AskSession::AskSession(QObject* parent) : QObject(parent) {}

void AskSession::set_at(trace::AskAt at) {
  if (at_ == at) return;
  at_ = at;
  close();
  emit at_changed();
}

std::optional<Question> AskSession::next_question(const Problem& problem, const SearchResult& result,
                                                  trace::Step from) const {
  if (from >= result.trace.steps()) return std::nullopt;
  const bool positions = states_are_positions(problem, result);
  return at_ == trace::AskAt::layer
             ? layer_question(problem, result, from, positions || states_cover_the_board(problem, result))
             : pop_question(problem, result, from, positions);
}

void AskSession::pose(Question question) {
  question_ = std::move(question);
  reply_ = {};
  reply_.ticked.assign(question_->moves.size(), false);
  verdict_.reset();
  emit changed();
}

void AskSession::close() {
  if (!question_) return;
  question_.reset();
  reply_ = {};
  verdict_.reset();
  emit changed();
}

void AskSession::reset() {
  right_ = 0;
  answered_ = 0;
  question_.reset();
  reply_ = {};
  verdict_.reset();
  emit changed();
}

void AskSession::click_cell(Cell cell) {
  if (!open()) return;
  std::vector<Cell>& picked = reply_.picked;
  if (question_->kind == QuestionKind::next_state) {
    picked = {cell};
  } else if (question_->kind == QuestionKind::new_cells) {
    if (const auto it = std::find(picked.begin(), picked.end(), cell); it != picked.end()) {
      picked.erase(it);
    } else {
      picked.push_back(cell);
    }
  } else {
    return;
  }
  emit changed();
}

void AskSession::choose_trend(trace::Trend trend) {
  if (!open() || question_->kind != QuestionKind::trend) return;
  reply_.trend = trend;
  emit changed();
}

void AskSession::tick_move(int index, bool legal) {
  if (!open() || index < 0 || index >= static_cast<int>(reply_.ticked.size())) return;
  reply_.ticked[static_cast<std::size_t>(index)] = legal;
  emit changed();
}

std::optional<Verdict> AskSession::keep(Verdict verdict) {
  ++answered_;
  if (verdict.right) ++right_;
  verdict_ = verdict;
  emit changed();
  return verdict_;
}

std::optional<Verdict> AskSession::reveal_vote(bool most_hands_right, const QString& said) {
  if (!open()) return std::nullopt;
  Verdict verdict;
  verdict.right = most_hands_right;
  verdict.vote = said;
  if (question_->kind == QuestionKind::new_cells || question_->kind == QuestionKind::next_state) {
    verdict.cells.misses = question_->answer;
  }
  return keep(std::move(verdict));
}

std::optional<Verdict> AskSession::reveal() {
  if (!open()) return std::nullopt;
  const Question& question = *question_;
  Verdict verdict;
  switch (question.kind) {
    case QuestionKind::new_cells:
      verdict.cells = trace::mark_cells(question.answer, reply_.picked);
      verdict.right = verdict.cells.right();
      break;
    case QuestionKind::next_state: {
      // Any cell the state stands on names it; the picture shows them all.
      const bool hit = !reply_.picked.empty() && std::find(question.answer.begin(), question.answer.end(),
                                                           reply_.picked.front()) != question.answer.end();
      if (hit) {
        verdict.cells.hits = reply_.picked;
      } else {
        verdict.cells.misses = question.answer;
        verdict.cells.extras = reply_.picked;
      }
      verdict.right = hit;
      break;
    }
    case QuestionKind::trend:
      verdict.right = reply_.trend == question.trend;
      break;
    case QuestionKind::legal_moves:
      verdict.right = true;
      for (std::size_t i = 0; i < question.moves.size(); ++i) {
        const bool right = reply_.ticked[i] == question.moves[i].legal;
        verdict.move_right.push_back(right);
        verdict.right = verdict.right && right;
      }
      break;
  }
  return keep(std::move(verdict));
}

}  // namespace frontier::gui
