#pragma once
// PlayController written once over frontier::PuzzleContract. It holds the position and
// the positions before each move (the undo of play, apart from the document's edits), and
// asks core for every rule: P::start for the first position, P::apply for each candidate
// move (a refusal keeps everything as it was and says core's reason), P::solved, P::hint
// for the hint and for "no move is left" (GivesHints: core decides which move is worth
// showing, and never lists every move for it). After each move a worker asks P::hint and, for
// a puzzle whose play view wants it, the judge solver on the query restated from the
// position (P::restate): Huarongdao's fewest moves left, Solitaire's "still reachable".
// A pair of tiles that leaves is drawn along the judge solver's line for that pair.

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "document/structural_edits.hpp"
#include "model/puzzle_problem.hpp"
#include "play/play_controller.hpp"
#include "play/play_painter.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <PuzzleContract P>
  requires GivesHints<P>
class PuzzlePlay : public PlayController {
 public:
  // How long the line of a pair that leaves stays drawn.
  static constexpr int kLineMs = 600;

  explicit PuzzlePlay(std::shared_ptr<const PuzzleProblem<P>> problem)
      : problem_(std::move(problem)), position_(P::start(problem_->game(), problem_->query())) {
    line_timer_.setSingleShot(true);
    line_timer_.setInterval(kLineMs);
    connect(&line_timer_, &QTimer::timeout, this, [this] {
      marks_.line.clear();
      marks_.taken.clear();
      redraw();
    });
    redraw();
    ask();
  }

  // Leaving play, or closing the window, while a worker still thinks about a position:
  // the worker holds its own shares of everything it reads, so it need not be waited
  // for, but it is told to stop, since the application's thread pool waits for it at exit.
  ~PuzzlePlay() override {
    start_stop_.request_stop();
    stop_.request_stop();
  }

  std::shared_ptr<const BoardPainter> painter() const override { return painter_; }

  void press(QPoint cell) override { offer(PlayView<P>::press(position_, PlayView<P>::cell_of(cell), held_)); }
  void release(QPoint cell) override { offer(PlayView<P>::release(position_, PlayView<P>::cell_of(cell), held_)); }
  void arrow(int direction) override { offer(PlayView<P>::arrow(position_, direction)); }
  bool picks() const override { return PlayView<P>::kPicks; }

  bool hint() override {
    if (!known_ || !first_move_) return false;
    const auto [from, to] = PlayView<P>::cells_of(position_, *first_move_);
    marks_.hint = std::pair{PlayView<P>::grid_of(from), PlayView<P>::grid_of(to)};
    marks_.hint_is_pair = std::same_as<typename P::Move, typename P::Query>;
    redraw();
    return true;
  }

  bool undo() override {
    if (before_.empty()) return false;
    position_ = before_.back();
    before_.pop_back();
    refusal_.clear();
    forget_marks();
    redraw();
    ask();
    return true;
  }

  int moves_made() const override { return static_cast<int>(before_.size()); }
  std::optional<QString> keep_position(EditableDocument& document, int case_index) const override {
    const auto here = P::restate(problem_->game(), problem_->query(), problem_->rules(), position_, moves_made());
    const auto at = static_cast<std::size_t>(case_index);
    if constexpr (HasCaseList<P>) {
      return add_case<P>(document, at + 1, here.game);
    } else {
      const auto file = document.file_of<P>();
      if (!file) return QCoreApplication::translate("EditableDocument", "This document is not a %1 file.").arg(QString::fromUtf8(P::kTitle.data(), static_cast<qsizetype>(P::kTitle.size())));
      return add_query<P>(document, at, P::query_count(*file, at), here.query);
    }
  }
  QString progress() const override { return PlayView<P>::progress(problem_->rules(), facts()); }
  QString refusal() const override { return refusal_; }
  bool settled() const override { return known_; }

  const typename P::Position& position() const { return position_; }

 private:
  using Answer = typename P::Answer;

  void offer(std::optional<typename P::Move> move) {
    // The held tile or piece may have changed even when no move is made yet.
    marks_.held = held_ ? std::optional(PlayView<P>::grid_of(*held_)) : std::nullopt;
    if (!move) {
      redraw();
      return;
    }
    const typename P::Case& game = problem_->game();
    MoveOutcome<typename P::Position> outcome = P::apply(game, problem_->rules(), position_, *move);
    if (!outcome) {
      refusal_ = QString::fromStdString(outcome.refusal);
      held_.reset();
      marks_.held.reset();
      redraw();
      emit refused(refusal_);
      return;
    }
    refusal_.clear();
    forget_marks();
    if constexpr (std::same_as<typename P::Move, typename P::Query>) {
      // A pair asked as a query on the board before it left: the judge solver's line.
      const auto asked = P::restate(game, *move, problem_->rules(), position_, moves_made());
      const Answer answer = P::run(P::algorithms().front().name, asked.game, asked.query, asked.rules, nullptr);
      for (const Cell& corner : P::witness(answer).corners) marks_.line.emplace_back(PlayView<P>::grid_of(corner));
      const auto [from, to] = PlayView<P>::cells_of(position_, *move);
      marks_.taken = {PlayView<P>::grid_of(from), PlayView<P>::grid_of(to)};
      line_timer_.start();
    }
    before_.push_back(position_);
    position_ = std::move(*outcome.position);
    redraw();
    ask();
  }

  void forget_marks() {
    held_.reset();
    marks_ = {};
    line_timer_.stop();
  }

  void redraw() {
    marks_.picks = PlayView<P>::kPicks;
    marks_.takes_pairs = std::same_as<typename P::Move, typename P::Query>;
    const auto drawn = P::restate(problem_->game(), problem_->query(), problem_->rules(), position_, moves_made());
    auto file = std::make_shared<const typename P::File>(PlayView<P>::file_of(drawn.game, drawn.query));
    std::optional<std::size_t> query;
    if (PlayView<P>::kShowsQuery) query = 0;
    auto board = std::make_shared<const PuzzleProblem<P>>(std::move(file), 0, query, drawn.rules);
    // A puzzle whose picture speaks of a search beyond the board (Solitaire's layer chart)
    // draws the position with a painter of its own for play.
    std::unique_ptr<BoardPainter> drawn_by;
    if constexpr (requires { PuzzleView<P>::play_painter(board); }) {
      drawn_by = PuzzleView<P>::play_painter(board);
    } else {
      drawn_by = PuzzleView<P>::painter(board, nullptr, P::algorithms().front().name);
    }
    painter_ = std::make_shared<PlayPainter>(std::move(drawn_by), marks_);
    emit changed();
  }

  // What the worker finds about one position.
  struct Found {
    std::optional<typename P::Move> first_move;
    QString from_here;
  };

  // Core's hint and the judge solver from the position, on a worker: on a large board
  // either may take longer than a frame. A position since left stops its worker's hint,
  // and its answer is dropped.
  void ask() {
    // The start's worker also answers for the start (from_start_), so it runs to the end.
    if (generation_ > 1) stop_.request_stop();
    stop_ = std::stop_source();
    known_ = false;
    first_move_.reset();
    from_here_.clear();
    const int asked = ++generation_;
    if (asked == 1) start_stop_ = stop_;
    auto* watcher = new QFutureWatcher<Found>(this);
    connect(watcher, &QFutureWatcher<Found>::finished, this, [this, watcher, asked] {
      watcher->deleteLater();
      const Found found = watcher->result();
      // The first question is the start's, whatever was played since.
      if (asked == 1 && PlayView<P>::kAsksFromHere) from_start_ = found.from_here;
      if (asked != generation_) return;
      known_ = true;
      first_move_ = found.first_move;
      from_here_ = found.from_here;
      emit changed();
    });
    watcher->setFuture(QtConcurrent::run([problem = problem_, position = position_, played = moves_made(),
                                          stop = stop_.get_token()] {
      Found found;
      found.first_move = P::hint(problem->game(), problem->query(), problem->rules(), position, played, stop);
      if (stop.stop_requested()) return found;
      if constexpr (PlayView<P>::kAsksFromHere) {
        const auto here = P::restate(problem->game(), problem->query(), problem->rules(), position, played);
        found.from_here = QString::fromStdString(
            P::answer_text(P::run(P::algorithms().front().name, here.game, here.query, here.rules, nullptr)));
      }
      return found;
    }));
  }

  PlayFacts facts() const {
    PlayFacts facts;
    facts.made = moves_made();
    facts.solved = P::solved(problem_->game(), problem_->query(), position_);
    facts.known = known_;
    facts.no_moves = known_ && !first_move_;
    facts.from_here = from_here_;
    facts.from_start = from_start_;
    return facts;
  }

  std::shared_ptr<const PuzzleProblem<P>> problem_;
  typename P::Position position_;
  std::vector<typename P::Position> before_;  // the position before each move made
  std::optional<Cell> held_;
  PlayMarks marks_;
  QTimer line_timer_;
  QString refusal_;
  std::shared_ptr<const BoardPainter> painter_;
  int generation_ = 0;
  std::stop_source stop_;        // the worker's of the position shown
  std::stop_source start_stop_;  // the start's worker's
  bool known_ = false;
  std::optional<typename P::Move> first_move_;
  QString from_here_;
  QString from_start_;
};

}  // namespace frontier::gui
