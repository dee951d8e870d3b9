#pragma once
// What the GUI knows about a puzzle, and all it knows: each puzzle implements these
// three interfaces in gui/puzzles/<puzzle>/ over its core library, so that nothing else
// in the GUI sees a puzzle's model.
//
//   PuzzleAdapter  the puzzle itself: reads judge files, lists its algorithms
//   PuzzleFile     one judge file that was read: its cases and queries
//   Problem        one case and query, immutable, so a worker thread can search it
//                  while the window draws it

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/recorder.hpp"
#include "model/judged_answers.hpp"

namespace frontier::gui {

class BoardPainter;
class PuzzleAdapter;

// An algorithm's name as core spells it ("bfs-turns"), as a QString.
inline QString algorithm_name(const trace::AlgorithmInfo& info) {
  return QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size()));
}

// The search of that name among `searches` (a puzzle's algorithms(), lessons included), or
// null.
inline const trace::AlgorithmInfo* find_search(std::span<const trace::AlgorithmInfo> searches, std::string_view name) {
  const auto it = std::ranges::find(searches, name, &trace::AlgorithmInfo::name);
  return it == searches.end() ? nullptr : &*it;
}

// A rule of a puzzle that the user may change: core's RuleSpec (frontier-cli's option
// name, so a sample's .args file ("--max-moves 9") and the command line set rules the
// same way) with its help translated for the Rules menu. A rule from 0 to 1 is a switch.
struct RuleOption {
  std::string id;       // "outside", "max-moves"
  QString name;         // translated, a few words for the rules line ("Around the board")
  QString label;        // translated, for the Rules menu
  int judge_value = 0;
  int minimum = 0;
  int maximum = 1;
  bool is_switch() const { return minimum == 0 && maximum == 1; }
};
// The option of `spec`, its name and help translated in context "Rules", disambiguated by
// "<puzzle>/<id>" (two puzzles may word a rule alike and want it translated apart).
RuleOption rule_option(const RuleSpec& spec, std::string_view puzzle);
// Rule values by id, as core takes them; a rule not listed has its judge's value.
using RuleValues = frontier::RuleValues;
// The value of `option` in `values`, clamped to its range (core's rule_value).
int rule_value(const RuleValues& values, const RuleOption& option);

// One run of an algorithm on a Problem: the trace, and the answer in the judge's words.
// Puzzles derive from it to keep their own Answer (the path, the moves) for painting.
class SearchResult {
 public:
  virtual ~SearchResult() = default;

  std::string algorithm;
  trace::Trace trace;
  bool stopped = false;   // cancelled: the trace ends early and there is no answer
  QString answer;         // exactly what the judge prints ("YES", "4", "-1"); empty when stopped
  // For a lesson (a search wrong on purpose), what the judge solver answers, to be shown
  // beside the lesson's answer; empty for a correct search.
  QString judge_answer;
  QString witness;        // the path's corners or the moves, for people to read
  int moves = 0;          // moves of the found sequence that playback animates after the search
  int corners = 0;        // corners of the found line (its ends among them), when it is a line
  double seconds = 0;     // wall time of the search, recording included
};

// A cell as every message writes it, "(3, 1)" (core's cell_text).
inline QString cell_words(Cell c) { return QString::fromStdString(cell_text(c)); }

// A piece's move in words, for Problem::move_choices: "(4, 4) up to (3, 4)", "(4, 4) jumps
// to (2, 4)".
QString move_words(Cell from, Cell to, bool jump);

class Problem : public std::enable_shared_from_this<Problem> {
 public:
  virtual ~Problem() = default;

  virtual const PuzzleAdapter& puzzle() const = 0;
  // Every search the window offers, as PuzzleAdapter::algorithms().
  virtual std::span<const trace::AlgorithmInfo> algorithms() const = 0;
  // States the algorithm may number, to size its Trace.
  virtual std::size_t state_count(std::string_view algorithm) const = 0;
  // What a state of `algorithm` covers, as core decodes it (for the narration's facts).
  virtual DecodedState decode(std::string_view algorithm, trace::StateId state) const = 0;
  // A state of `algorithm` in words for the pseudo-code panel: "(3, 4) heading up".
  virtual QString describe_state(std::string_view algorithm, trace::StateId state) const = 0;
  // The picture of this problem; `result` may be null (nothing searched yet), and then
  // `algorithm` (the one chosen) says whose legend to show. The painter shares ownership
  // of the problem (call it on a Problem held by a shared_ptr).
  virtual std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result,
                                                std::string_view algorithm = {}) const = 0;
  // The witness of `result` (a search of this problem) in words, in the language of now.
  virtual QString witness_text(const SearchResult& result) const = 0;
  // The judge cells a state of `algorithm` stands on, from core's decode: the cell of each
  // part that is a cell, a heading, a side or a piece (a blank's cell and a whole row or
  // column are none). Ask mode's questions about cells are asked in these.
  virtual std::vector<Cell> cells_of(std::string_view algorithm, trace::StateId state) const = 0;
  // Ask mode's "which of these moves are legal?" about the position a state stands for:
  // every move its pieces might try, in words, with the rules' verdict (core's
  // ProposesMoves and apply); empty for a puzzle whose states are not positions to move.
  struct MoveChoice {
    QString words;    // "(4, 4) up to (3, 4)"
    bool legal = false;
    QString refusal;  // the rules' reason, in core's words, when not legal
  };
  virtual std::vector<MoveChoice> move_choices(std::string_view algorithm, trace::StateId state) const = 0;
  // The cells the query's search must reach (core's target_cells); none without a query.
  virtual std::vector<Cell> target_cells() const = 0;
  // False for the board of a case that holds no queries (the judge allows none): it is
  // drawn, but there is nothing to search.
  virtual bool has_query() const = 0;

  // Runs `algorithm` to its end or until `cancel` is set, recording the trace. Called on
  // a worker thread; throws std::length_error when the state space is beyond a Trace.
  std::unique_ptr<SearchResult> search(std::string_view algorithm, const std::atomic<bool>* cancel) const;
  // Runs it again recording the pseudo-code lines of expansions first..last (the run stops
  // right after `last`), which is how the fine steps are re-derived without storing them.
  std::vector<trace::FineStep> fine_steps(std::string_view algorithm, trace::Step first, trace::Step last,
                                          const std::atomic<bool>* cancel) const;
  // The judge solver's answer (no recorder at all), in the judge's words.
  QString judge_answer(std::string_view algorithm) const { return run(algorithm, nullptr)->answer; }
  // Whether the judge takes `answer` for the query: its checker's verdict where it takes any
  // of several answers (the 8-puzzle's move strings, ChecksAnswers), else whether `answer`
  // is `judge`, the judge solver's line.
  virtual bool judge_takes(const QString& answer, const QString& judge) const = 0;

 protected:
  // The puzzle's core entry point with a recorder: fills the puzzle's own result (answer,
  // witness, moves, stopped), leaving trace and timing to search().
  virtual std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const = 0;
  // Builds whatever the painter precomputes from a finished trace (per-cell summaries),
  // still on the worker thread.
  virtual void prepare(SearchResult&) const {}
};

class PuzzleFile {
 public:
  virtual ~PuzzleFile() = default;
  virtual const PuzzleAdapter& puzzle() const = 0;
  virtual int case_count() const = 0;
  virtual QString case_label(int case_index) const = 0;  // 0-based indexes everywhere here
  virtual int query_count(int case_index) const = 0;
  virtual QString query_label(int case_index, int query_index) const = 0;
  // query_index kBoardOnly: the case's board with no query, for a case that holds none.
  static constexpr int kBoardOnly = -1;
  virtual std::shared_ptr<const Problem> problem(int case_index, int query_index, const RuleValues& rules = {}) const = 0;
  // The judge file as text (the puzzle's writer): read(write()) is this file again.
  virtual std::string write() const = 0;
  // What the judge prints for the whole file, one line a query in the file's order: the
  // puzzle's solve with `algorithm` (a judge solver), as frontier-cli solve prints it, with
  // its preparation made once for all the queries of a board.
  virtual std::string judge_output(std::string_view algorithm, const RuleValues& rules = {}) const = 0;
  // A trainee's answers (`text`, read from `path`, one line a query) judged by the puzzle's
  // judge under `rules`, as frontier-cli check judges them, with what the wrong ones agree
  // with. On a worker thread: the judge solves the whole file, and the lessons may run.
  virtual JudgedAnswers judge_answers(const QString& path, std::string_view text, const RuleValues& rules) const = 0;
};

class PuzzleAdapter {
 public:
  virtual ~PuzzleAdapter() = default;
  virtual std::string_view id() const = 0;  // "lianliankan", as on the command line
  virtual QString title() const = 0;        // translated, for menus and dialogs
  // Every search the window offers: the puzzle's algorithms (the judge solver first), then
  // its lessons, searches wrong on purpose (AlgorithmInfo::lesson()).
  virtual std::span<const trace::AlgorithmInfo> algorithms() const = 0;
  virtual std::vector<RuleOption> rules() const { return {}; }
  // Throws frontier::ParseError (line:col and message) when the text is not this puzzle's.
  virtual std::shared_ptr<const PuzzleFile> read(std::string_view text) const = 0;
  // File ▸ New: core's generator and its parameters (frontier-cli generate's). generate
  // throws std::invalid_argument with the reason for values it cannot make a file of.
  virtual std::span<const GenerateParameter> generate_parameters() const = 0;
  virtual std::shared_ptr<const PuzzleFile> generate(std::uint64_t seed, const GenerateValues& values) const = 0;
  // File ▸ New's empty board (core's P::empty), where the puzzle has one; empty throws
  // std::invalid_argument for sides past the limits.
  virtual bool makes_empty_files() const = 0;
  virtual std::shared_ptr<const PuzzleFile> empty(int rows, int cols) const = 0;
};

}  // namespace frontier::gui
