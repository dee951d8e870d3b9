#pragma once
// frontier-cli's command line: the verbs (solve, generate, algorithms, trace, puzzles), one
// subcommand per puzzle under each verb (added by add_puzzle<P>, puzzle_commands.hpp), and
// the one place that turns a parse failure into a usage error (exit 2) and bad input into
// FILE:LINE:COL: error: ... (exit 1).
//
// Nothing runs while the command line is parsed: each puzzle command leaves an action,
// and only the chosen one runs once the whole command line is accepted, so a typo is
// refused before any input is read.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontier/common/parse_error.hpp"
#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::cli {

inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;
// Standard output refused what was written to it (a full disk, a closed descriptor): the
// run failed, as with bad input; 2 stays for what the command line alone shows.
inline constexpr int kExitCannotWrite = 1;
// check: the judge refuses at least one of the answers (the report is on standard output).
inline constexpr int kExitWrongAnswer = 3;

// Bad usage found after parsing (an out-of-range --case): printed with the usage, exit 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Bad input: `what()` is the whole line to print ("FILE:LINE:COL: error: message"), exit 1.
class BadInput : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// check found answers the judge refuses: `what()` is the whole report for standard
// output, exit kExitWrongAnswer.
class WrongAnswers : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class Verb { solve, generate, algorithms, trace, compare, check, judge, stress };

class CommandLine {
 public:
  CommandLine();

  // The subcommand of `verb` for one puzzle ("solve lianliankan").
  CLI::App* add_puzzle_command(Verb verb, std::string_view id, std::string_view title);
  // What the puzzle command `app` does once chosen; it returns what goes to standard output.
  void set_action(CLI::App* app, std::function<std::string()> action);
  // For an output too large to hold (a trace): the action writes to standard output as it
  // goes, and must refuse what it refuses before it writes its first byte.
  void set_streaming_action(CLI::App* app, std::function<void(std::ostream&)> action);
  void list_puzzle(std::string_view id, std::string_view title);

  // The shell closed standard output (`>&-`): a failed write says so.
  void set_output_closed() { output_closed_ = true; }

  // Parses, runs the chosen action, prints; returns the exit status.
  int run(int argc, const char* const* argv);

 private:
  int usage_error(const std::string& message, const CLI::App& where) const;
  // `status` once standard output has taken everything written to it, else the error.
  int written(int status) const;
  int cannot_write(int error) const;
  std::string refusal(const CLI::ParseError& error, const CLI::App& where) const;

  CLI::App app_;
  std::vector<CLI::App*> verbs_;
  CLI::App* puzzles_ = nullptr;
  bool output_closed_ = false;
  std::vector<std::pair<std::string_view, std::string_view>> listed_;
  std::vector<std::pair<CLI::App*, std::function<std::string()>>> actions_;
  std::vector<std::pair<CLI::App*, std::function<void(std::ostream&)>>> streaming_actions_;
};

// Option helpers: each binds its values to storage owned by the returned pointer, which
// the action keeps alive.

// FILE, or "-" (standard input) when `optional` and none is given.
std::shared_ptr<std::string> add_file_argument(CLI::App* app, bool optional);
// Whether a command takes the puzzle's lessons (searches wrong on purpose): trace does,
// solve refuses them (with what they get wrong) before any input is read.
enum class Lessons { taken, refused };
// --algorithm NAME among `algorithms` (and `lessons` where taken), the first (the judge
// solver) by default.
std::shared_ptr<std::string> add_algorithm_option(CLI::App* app, std::span<const trace::AlgorithmInfo> algorithms,
                                                  std::span<const trace::AlgorithmInfo> lessons, Lessons use);
// --format F among `formats`, the first (the judge's) by default; no option at all when
// there is only one.
std::shared_ptr<std::string> add_format_option(CLI::App* app, std::span<const std::string_view> formats);

// A switch rule is a flag (--outside, --outside=1, --outside=0); any other rule takes a
// whole number in its range. Rules not given keep their judge's value.
class RuleOptions {
 public:
  RuleOptions(CLI::App* app, std::span<const RuleSpec> specs);
  RuleValues given() const;

 private:
  std::span<const RuleSpec> specs_;
  std::vector<CLI::Option*> options_;
  std::unique_ptr<std::int64_t[]> values_;
};

// --seed N (required, or 1 by default where `seed_required` is false: stress's first seed)
// and the puzzle's generate parameters, each in its range.
class GenerateOptions {
 public:
  GenerateOptions(CLI::App* app, std::span<const GenerateParameter> parameters, bool seed_required = true);
  std::uint64_t seed() const { return seed_; }
  GenerateValues given() const;

 private:
  std::span<const GenerateParameter> parameters_;
  std::uint64_t seed_ = 1;
  std::vector<CLI::Option*> options_;
  std::unique_ptr<std::int64_t[]> wholes_;
  std::unique_ptr<double[]> reals_;
};

// --case K and --query J of trace, 1 by default.
struct TraceSelection {
  std::int64_t case_number = 1;
  std::int64_t query_number = 1;
};
std::shared_ptr<TraceSelection> add_trace_selection(CLI::App* app);
// The one bounds check of --case and --query for every puzzle: the 0-based index, or a
// UsageError that says what the file holds.
std::size_t checked_case(std::int64_t case_number, std::size_t cases);
std::size_t checked_query(std::int64_t query_number, std::int64_t case_number, std::size_t queries);

// The judge file's text; a file that cannot be read throws BadInput ("FILE: error: ...").
struct JudgeText {
  std::string shown_name;  // "<stdin>" for standard input
  std::string text;
};
JudgeText load_judge_text(const std::string& path);
// A reader's ParseError as the line frontier-cli prints, thrown as BadInput.
[[noreturn]] void throw_bad_input(const std::string& shown_name, const ParseError& error);

// The whole file read into P's model; nothing is answered before this returns.
template <PuzzleContract P>
typename P::File read_judge(const std::string& path) {
  const JudgeText input = load_judge_text(path);
  try {
    return P::read(input.text);
  } catch (const ParseError& error) {
    throw_bad_input(input.shown_name, error);
  }
}

// The query --case and --query choose in a judge file read whole, under the rules given:
// what trace and compare run on.
template <PuzzleContract P>
struct ChosenQuery {
  typename P::File file;
  std::size_t case_index = 0;
  std::size_t query_index = 0;
  typename P::Rules rules;

  const typename P::Case& game() const { return P::case_at(file, case_index); }
  const typename P::Query& query() const { return P::query_at(file, case_index, query_index); }
};

template <PuzzleContract P>
ChosenQuery<P> choose_query(const std::string& path, const TraceSelection& selection, const RuleOptions& rules) {
  typename P::File file = read_judge<P>(path);
  const std::size_t case_index = checked_case(selection.case_number, P::case_count(file));
  const std::size_t query_index =
      checked_query(selection.query_number, selection.case_number, P::query_count(file, case_index));
  return {std::move(file), case_index, query_index, P::rules_from(rules.given())};
}

}  // namespace frontier::cli
