#pragma once
// PuzzleAdapter, PuzzleFile and Problem written once over frontier::PuzzleContract, so
// that the GUI asks core (P::read, P::run, P::decode, P::witness, ...) for everything a
// puzzle knows and re-derives none of it.
//
// What is left to each puzzle is what the contract cannot say, the members of
// PuzzleView<P>, specialised in gui/puzzles/<puzzle>/:
//
//   static const PuzzleWords<P>& words();  // titles, labels, a state and a witness in a
//                                          // sentence, translated (model/puzzle_words.hpp)
//   struct Prepared;  // what the painter precomputes from a finished trace (per-cell summaries)
//   static void prepare(const PuzzleProblem<P>&, PuzzleResult<P>&);  // on the worker thread
//   static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>>,
//                                                std::shared_ptr<const PuzzleResult<P>>,
//                                                std::string_view algorithm);  // the result's, or the chosen one

#include <QString>
#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "frontier/common/answer_judging.hpp"
#include "frontier/common/puzzle_contract.hpp"
#include "model/puzzle.hpp"
#include "model/puzzle_words.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct PuzzleView;

template <PuzzleContract P>
class PuzzleAdapterOf;

// P's algorithms, then its lessons: what the window offers to run.
template <PuzzleContract P>
std::span<const trace::AlgorithmInfo> offered_searches() {
  static const std::vector<trace::AlgorithmInfo> offered = [] {
    std::vector<trace::AlgorithmInfo> all(P::algorithms().begin(), P::algorithms().end());
    all.insert(all.end(), P::lessons().begin(), P::lessons().end());
    return all;
  }();
  return offered;
}

// A search of P: the judge's answer as core gave it, and its witness as data, which the
// painter draws and replays.
template <PuzzleContract P>
class PuzzleResult : public SearchResult {
 public:
  typename P::Answer found{};
  Witness shown;
  typename PuzzleView<P>::Prepared prepared{};
};

template <PuzzleContract P>
class PuzzleProblem : public Problem {
 public:
  // No query_index: the case's board alone (a case with no queries).
  PuzzleProblem(std::shared_ptr<const typename P::File> file, std::size_t case_index,
                std::optional<std::size_t> query_index, typename P::Rules rules)
      : file_(std::move(file)), case_index_(case_index), query_index_(query_index), rules_(std::move(rules)) {}

  const PuzzleAdapter& puzzle() const override { return PuzzleAdapterOf<P>::instance(); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return offered_searches<P>(); }
  std::size_t state_count(std::string_view algorithm) const override {
    return P::state_count(algorithm, game(), rules_);
  }
  DecodedState decode(std::string_view algorithm, trace::StateId state) const override {
    if (state == trace::kNoState) return {};
    return P::decode(algorithm, game(), state);
  }
  QString describe_state(std::string_view algorithm, trace::StateId state) const override {
    if (state == trace::kNoState) return {};
    QString text = PuzzleView<P>::words().state_text(P::decode(algorithm, game(), state));
    if constexpr (EstimatesStates<P>) {
      // What A* orders the state by, beside what it is.
      if (has_query()) {
        if (const auto h = P::estimate(algorithm, game(), query(), state)) {
          text += QCoreApplication::translate("Estimate", ", estimate h %1").arg(*h);
        }
      }
    }
    return text;
  }
  std::vector<Cell> cells_of(std::string_view algorithm, trace::StateId state) const override {
    std::vector<Cell> cells;
    // Kept by name: view() points into it, and a temporary would die before the loop.
    const DecodedState decoded = P::decode(algorithm, game(), state);
    for (const StatePart& part : decoded.view()) {
      switch (part.role) {
        case StateRole::cell:
        case StateRole::heading:
        case StateRole::side:
        case StateRole::piece:
        case StateRole::tile: cells.push_back(part.cell); break;
        case StateRole::blank:
        case StateRole::row:
        case StateRole::column: break;
      }
    }
    return cells;
  }
  std::vector<MoveChoice> move_choices(std::string_view algorithm, trace::StateId state) const override {
    std::vector<MoveChoice> choices;
    if constexpr (ProposesMoves<P>) {
      const typename P::Position position = P::position_of(algorithm, game(), state);
      for (const typename P::Move& move : P::candidate_moves(position)) {
        const MoveOutcome<typename P::Position> outcome = P::apply(game(), rules_, position, move);
        choices.push_back({move_words(move.from, move.to, move.jump), outcome.position.has_value(),
                           QString::fromStdString(outcome.refusal)});
      }
    }
    return choices;
  }
  std::vector<Cell> target_cells() const override {
    return has_query() ? P::target_cells(game(), query()) : std::vector<Cell>{};
  }
  std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result,
                                        std::string_view algorithm) const override {
    if (result) algorithm = result->algorithm;
    return PuzzleView<P>::painter(std::static_pointer_cast<const PuzzleProblem>(shared_from_this()),
                                  std::static_pointer_cast<const PuzzleResult<P>>(std::move(result)), algorithm);
  }

  const typename P::Case& game() const { return P::case_at(*file_, case_index_); }
  QString witness_text(const SearchResult& result) const override {
    const auto& found = static_cast<const PuzzleResult<P>&>(result);
    return PuzzleView<P>::words().witness_text(*this, found.found, found.shown);
  }
  bool has_query() const override { return query_index_.has_value(); }
  // Only when has_query().
  const typename P::Query& query() const { return P::query_at(*file_, case_index_, query_index_.value()); }
  const typename P::Rules& rules() const { return rules_; }

  bool judge_takes(const QString& answer, const QString& judge) const override {
    if constexpr (ChecksAnswers<P>) {
      return has_query() && !P::check(game(), query(), rules_, answer.toStdString()).has_value();
    } else {
      return answer == judge;
    }
  }

 protected:
  std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const override {
    if (!has_query()) throw std::invalid_argument("the case holds no queries: there is nothing to search");
    auto result = std::make_unique<PuzzleResult<P>>();
    result->found = P::run(algorithm, game(), query(), rules_, recorder);
    result->stopped = P::stopped(result->found);
    result->answer = QString::fromStdString(P::answer_text(result->found));
    result->shown = P::witness(result->found);
    result->witness = PuzzleView<P>::words().witness_text(*this, result->found, result->shown);
    result->moves = static_cast<int>(result->shown.moves.size());
    result->corners = static_cast<int>(result->shown.corners.size());
    // Only a search the window shows needs it (judge_answer() runs with no recorder).
    if (recorder != nullptr && !result->stopped && find_search(P::lessons(), algorithm) != nullptr) {
      // Beside a lesson's answer, the judge's: the class sees where it goes wrong.
      result->judge_answer =
          QString::fromStdString(P::answer_text(P::run(P::algorithms().front().name, game(), query(), rules_, nullptr)));
    }
    return result;
  }
  void prepare(SearchResult& result) const override {
    PuzzleView<P>::prepare(*this, static_cast<PuzzleResult<P>&>(result));
  }

 private:
  std::shared_ptr<const typename P::File> file_;
  std::size_t case_index_;
  std::optional<std::size_t> query_index_;
  typename P::Rules rules_;
};

// One judge file of P, immutable. An editor makes a new one after each edit from the
// file it built, which is why it is constructible from the core file alone.
template <PuzzleContract P>
class PuzzleFileOf : public PuzzleFile {
 public:
  explicit PuzzleFileOf(std::shared_ptr<const typename P::File> file) : file_(std::move(file)) {}

  const PuzzleAdapter& puzzle() const override { return PuzzleAdapterOf<P>::instance(); }
  int case_count() const override { return static_cast<int>(P::case_count(*file_)); }
  QString case_label(int case_index) const override {
    return PuzzleView<P>::words().case_label(*file_, static_cast<std::size_t>(case_index));
  }
  int query_count(int case_index) const override {
    return static_cast<int>(P::query_count(*file_, static_cast<std::size_t>(case_index)));
  }
  QString query_label(int case_index, int query_index) const override {
    return PuzzleView<P>::words().query_label(*file_, static_cast<std::size_t>(case_index),
                                              static_cast<std::size_t>(query_index));
  }
  std::shared_ptr<const Problem> problem(int case_index, int query_index, const RuleValues& rules) const override {
    std::optional<std::size_t> query;
    if (query_index != kBoardOnly) query = static_cast<std::size_t>(query_index);
    return std::make_shared<PuzzleProblem<P>>(file_, static_cast<std::size_t>(case_index), query,
                                              P::rules_from(rules));
  }
  std::string write() const override { return P::write(*file_); }
  std::string judge_output(std::string_view algorithm, const RuleValues& rules) const override {
    return P::solve(*file_, algorithm, P::rules_from(rules), P::answer_formats().front());
  }
  JudgedAnswers judge_answers(const QString& path, std::string_view text, const RuleValues& rules) const override {
    const std::size_t queries = total_queries<P>(*file_);
    const std::vector<std::string_view> lines = judged_lines(text, queries);
    const std::string shown_name = path.toStdString();
    std::vector<AnswerVerdict> verdicts;
    verdicts.reserve(queries);
    for (const Judged& judged : judge_queries<P>(*file_, P::rules_from(rules), lines, nullptr, shown_name)) {
      verdicts.push_back({static_cast<int>(judged.case_number) - 1, static_cast<int>(judged.query_number) - 1,
                          static_cast<int>(judged.line), judged.missing, QString::fromStdString(judged.given),
                          QString::fromStdString(judged.expected), QString::fromStdString(judged.refusal)});
    }
    const int extra = lines.size() > queries ? static_cast<int>(lines.size() - queries) : 0;
    JudgedAnswers answers(path, std::move(verdicts), case_count(), extra);
    if (answers.wrong() > 0) {
      if (const std::optional<AnswersMatch> match = what_the_answers_match<P>(*file_, rules, lines)) {
        answers.lesson = match->lesson;
        if (match->rule != nullptr) {
          answers.rule_id = std::string(match->rule->id);
          answers.rule_value = match->value;
        }
      }
    }
    return answers;
  }

  const typename P::File& file() const { return *file_; }
  const std::shared_ptr<const typename P::File>& shared_file() const { return file_; }

 private:
  std::shared_ptr<const typename P::File> file_;
};

template <PuzzleContract P>
class PuzzleAdapterOf : public PuzzleAdapter {
 public:
  static const PuzzleAdapterOf& instance() {
    static const PuzzleAdapterOf adapter;
    return adapter;
  }

  std::string_view id() const override { return P::kId; }
  QString title() const override { return PuzzleView<P>::words().title(); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return offered_searches<P>(); }
  std::vector<RuleOption> rules() const override {
    std::vector<RuleOption> options;
    for (const RuleSpec& spec : P::rule_specs()) options.push_back(rule_option(spec, P::kId));
    return options;
  }
  std::shared_ptr<const PuzzleFile> read(std::string_view text) const override {
    return std::make_shared<PuzzleFileOf<P>>(std::make_shared<const typename P::File>(P::read(text)));
  }
  std::span<const GenerateParameter> generate_parameters() const override { return P::generate_parameters(); }
  std::shared_ptr<const PuzzleFile> generate(std::uint64_t seed, const GenerateValues& values) const override {
    return std::make_shared<PuzzleFileOf<P>>(std::make_shared<const typename P::File>(P::generate(seed, values)));
  }
  bool makes_empty_files() const override { return MakesEmptyFiles<P>; }
  std::shared_ptr<const PuzzleFile> empty(int rows, int cols) const override {
    if constexpr (MakesEmptyFiles<P>) {
      return std::make_shared<PuzzleFileOf<P>>(std::make_shared<const typename P::File>(P::empty(rows, cols)));
    } else {
      throw std::invalid_argument("every case of this puzzle holds its pieces: there is no empty board");
    }
  }

 private:
  PuzzleAdapterOf() = default;
};

// The view of a core file of P; code that cannot see P's PuzzleView calls it through
// puzzle_file<P> (puzzles/adapters.hpp).
template <PuzzleContract P>
std::shared_ptr<const PuzzleFile> make_puzzle_file(std::shared_ptr<const typename P::File> file) {
  return std::make_shared<const PuzzleFileOf<P>>(std::move(file));
}

}  // namespace frontier::gui
