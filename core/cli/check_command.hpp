#pragma once
// frontier-cli check: an answer file judged as the judge judges it, written once over the
// puzzle contract. Where the judge takes any of several answers (ChecksAnswers: the
// 8-puzzle's move strings) the puzzle's checker decides; elsewhere the one right line is the
// judge solver's. A contest trainee checks their own program's output with it, and the
// tests check every search's answers with it.
//
// As judges compare, spaces and tabs at the end of a line and blank lines at the end of the
// file are no fault. A file that ends before the last query, or goes on after it, is one
// fault of its own, never counted among the refused answers.

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "frontier/common/puzzle_contract.hpp"

namespace frontier::cli {

// The lines of an answer file, each without its line break (and a CR before it); a last
// line without a break counts, an empty file has none.
std::vector<std::string_view> answer_lines(std::string_view text);
// The lines as a judge compares them: each without the spaces and tabs that end it, and
// without the blank lines that end the file past its first `answers` lines (an answer may
// be an empty line: the 8-puzzle's to a board already solved).
std::vector<std::string_view> judged_lines(std::string_view text, std::size_t answers = 0);

// One query of the file (or, in an answer format of whole pages, one line of the page) and
// the line that answers it.
struct Judged {
  std::size_t line = 0;          // 1-based, in ANSWERS
  std::size_t case_number = 0;   // 0 for a line of a page format (a "Board #1:" heading)
  std::size_t query_number = 0;
  bool missing = false;          // the answers end before this line
  std::string refusal;           // empty when the judge takes it
};

// The report: each refused answer on a line of its own (the first missing one only), a
// line for lines too many, then the verdict.
std::string check_report(const std::vector<Judged>& judged, std::size_t extra_lines, std::size_t lines);
// Whether the report says the judge takes every answer.
bool all_taken(const std::vector<Judged>& judged, std::size_t extra_lines);

// The answers `lines` judged against the judge's `expected` lines of a page format (Mahjong's
// poj1101 answers with a heading and a blank line around each board's pairs): line by line.
std::vector<Judged> judge_page(const std::vector<std::string_view>& lines, const std::vector<std::string_view>& expected,
                               const std::string& shown_name);

// Every query of `judge_file` judged against the answers' `lines`, in the judge's format:
// by the puzzle's checker where it has one, else against `expected` (one line a query; the
// judge solver's lines when null). With `only`, that one query, answered by the first line.
template <PuzzleContract P>
std::vector<Judged> judge_queries(const typename P::File& judge_file, const typename P::Rules& game_rules,
                                  const std::vector<std::string_view>& lines,
                                  const std::vector<std::string_view>* expected, const std::string& shown_name,
                                  const TraceSelection* only = nullptr) {
  std::vector<std::string_view> solved_lines;
  std::string solved;
  if constexpr (!ChecksAnswers<P>) {
    if (expected == nullptr) {
      solved = P::solve(judge_file, P::algorithms().front().name, game_rules, P::answer_formats().front());
      solved_lines = answer_lines(solved);
      expected = &solved_lines;
    }
  }
  std::vector<Judged> judged;
  std::size_t index = 0;  // the query's place among all the file's queries
  for (std::size_t c = 0; c < P::case_count(judge_file); ++c) {
    for (std::size_t q = 0; q < P::query_count(judge_file, c); ++q, ++index) {
      if (only != nullptr && (c + 1 != static_cast<std::size_t>(only->case_number) ||
                              q + 1 != static_cast<std::size_t>(only->query_number))) {
        continue;
      }
      Judged verdict{judged.size() + 1, c + 1, q + 1, false, {}};
      if (verdict.line > lines.size()) {
        verdict.missing = true;
        verdict.refusal = "no answer: " + shown_name + " ends before it";
      } else {
        const std::string_view line = lines[verdict.line - 1];
        if constexpr (ChecksAnswers<P>) {
          if (auto why = P::check(P::case_at(judge_file, c), P::query_at(judge_file, c, q), game_rules, line)) {
            verdict.refusal = std::move(*why);
          }
        } else if (index >= expected->size()) {
          verdict.refusal = "the judge's answers end before this query";
        } else if (line != (*expected)[index]) {
          verdict.refusal = "the judge expects " + std::string((*expected)[index]) + ", not " + std::string(line);
        }
      }
      judged.push_back(std::move(verdict));
    }
  }
  return judged;
}

// How many queries the file asks.
template <PuzzleContract P>
std::size_t total_queries(const typename P::File& file) {
  std::size_t total = 0;
  for (std::size_t c = 0; c < P::case_count(file); ++c) total += P::query_count(file, c);
  return total;
}

// What wrong answers agree with: every lesson of the puzzle (a search wrong on purpose) and
// every other value of each rule, each held to the answers query by query and dropped at its
// first disagreement. The sentence that names the first that agrees on every query ("your
// answers are those of the lesson bfs-shortest-line: ..."), or empty. `lines` answer the
// queries one a line, as many as the file has.
template <PuzzleContract P>
std::string what_the_answers_match(const typename P::File& judge_file, const RuleValues& given,
                                   const std::vector<std::string_view>& lines) {
  if (lines.size() != total_queries<P>(judge_file)) return {};
  const typename P::Rules rules = P::rules_from(given);
  // A lesson may search far longer than the judge (a depth-first walk): past this, it is
  // taken as not agreeing rather than keeping the report waiting.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  for (const trace::AlgorithmInfo& lesson : P::lessons()) {
    bool agrees = true;
    std::size_t index = 0;
    for (std::size_t c = 0; c < P::case_count(judge_file) && agrees; ++c) {
      for (std::size_t q = 0; q < P::query_count(judge_file, c) && agrees; ++q, ++index) {
        const auto answer = P::run(lesson.name, P::case_at(judge_file, c), P::query_at(judge_file, c, q), rules, nullptr);
        agrees = P::answer_text(answer) == lines[index] && std::chrono::steady_clock::now() < deadline;
      }
    }
    if (agrees) {
      return "your answers are those of the lesson " + std::string(lesson.name) + ": a " + std::string(lesson.summary) +
             " (its mistake: " + std::string(lesson.mistake) + "; frontier-cli trace " + std::string(P::kId) +
             " --algorithm " + std::string(lesson.name) + " shows it)";
    }
  }
  for (const RuleSpec& spec : P::rule_specs()) {
    const int judge = rule_value(given, spec);
    for (int value = spec.minimum; value <= spec.maximum; ++value) {
      if (value == judge) continue;
      RuleValues changed = given;
      changed[std::string(spec.id)] = value;
      const std::string solved =
          P::solve(judge_file, P::algorithms().front().name, P::rules_from(changed), P::answer_formats().front());
      if (judged_lines(solved, lines.size()) != lines) continue;
      const std::string option = "--" + std::string(spec.id) + (spec.is_switch() ? (value == 1 ? "" : "=0")
                                                                                 : " " + std::to_string(value));
      return "your answers are the judge's under the rule " + option + ": " + std::string(spec.help) +
             " (frontier-cli check " + std::string(P::kId) + " " + option + " takes them all)";
    }
  }
  return {};
}

template <PuzzleContract P>
void add_check(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::check, P::kId, P::kTitle);
  const auto file = add_file_argument(app, /*optional=*/false);
  const auto answers_path = std::make_shared<std::string>();
  app->add_option("ANSWERS", *answers_path, "the answers, one line a query in the file's order ('-': standard input)")
      ->required();
  const auto selection = add_trace_selection(app);
  app->get_option("--case")->description("judge one query only: ANSWERS is its one line (with --query)");
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  // The same formats as solve's: what solve --format F writes, check --format F reads.
  const auto format = add_format_option(app, P::answer_formats());
  cli.set_action(app, [=] {
    const typename P::File judge_file = read_judge<P>(*file);
    const JudgeText answers = load_judge_text(*answers_path);
    const bool one = app->get_option("--case")->count() > 0 || app->get_option("--query")->count() > 0;
    const bool page = *format != P::answer_formats().front();
    const std::vector<std::string_view> lines = judged_lines(answers.text, page ? 0 : one ? 1 : total_queries<P>(judge_file));
    const typename P::Rules game_rules = P::rules_from(rules->given());
    std::vector<Judged> judged;
    if (page) {
      if (one) throw UsageError("--case and --query judge one line of the judge's format, not of --format " + *format);
      const std::string solved = P::solve(judge_file, P::algorithms().front().name, game_rules, *format);
      judged = judge_page(lines, judged_lines(solved), answers.shown_name);
    } else {
      judged = judge_queries<P>(judge_file, game_rules, lines, nullptr, answers.shown_name, one ? selection.get() : nullptr);
    }
    if (one && judged.empty()) {
      checked_case(selection->case_number, P::case_count(judge_file));
      checked_query(selection->query_number, selection->case_number,
                    P::query_count(judge_file, checked_case(selection->case_number, P::case_count(judge_file))));
    }
    const std::size_t extra = lines.size() > judged.size() ? lines.size() - judged.size() : 0;
    std::string report = check_report(judged, extra, lines.size());
    if (!all_taken(judged, extra)) {
      if (!one && *format == P::answer_formats().front()) {
        const std::string match = what_the_answers_match<P>(judge_file, rules->given(), lines);
        if (!match.empty()) report += match + "\n";
      }
      throw WrongAnswers(report);
    }
    return report;
  });
}

}  // namespace frontier::cli
