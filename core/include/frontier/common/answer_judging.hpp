#pragma once
// An answer file judged as the judge judges it, written once over the puzzle contract for
// `frontier-cli check` and for the window's File ▸ Open Answers. Where the judge takes any of
// several answers (ChecksAnswers: the 8-puzzle's move strings) the puzzle's checker decides;
// elsewhere the one right line is the judge solver's.
//
// As judges compare, spaces and tabs at the end of a line and blank lines at the end of the
// file are no fault.

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"

namespace frontier {

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
  std::size_t line = 0;          // 1-based, in the answers
  std::size_t case_number = 0;   // 0 for a line of a page format (a "Board #1:" heading)
  std::size_t query_number = 0;
  bool missing = false;          // the answers end before this line
  std::string refusal;           // empty when the judge takes it
  std::string given;             // the answer's line as judged (empty when missing)
  std::string expected;          // the judge's line; for a puzzle that checks answers, empty
};

// How many queries the file asks.
template <PuzzleContract P>
std::size_t total_queries(const typename P::File& file) {
  std::size_t total = 0;
  for (std::size_t c = 0; c < P::case_count(file); ++c) total += P::query_count(file, c);
  return total;
}

// Every query of `judge_file` judged against the answers' `lines` (one a query, in the
// file's order), in the judge's format: by the puzzle's checker where it has one, else
// against `expected` (the judge solver's lines when null). `shown_name` names the answers in
// a refusal for a line they lack. With `only` (1-based case and query), that one query,
// answered by the first line.
template <PuzzleContract P>
std::vector<Judged> judge_queries(const typename P::File& judge_file, const typename P::Rules& game_rules,
                                  const std::vector<std::string_view>& lines,
                                  const std::vector<std::string_view>* expected, const std::string& shown_name,
                                  std::optional<std::pair<std::size_t, std::size_t>> only = std::nullopt) {
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
      if (only && (c + 1 != only->first || q + 1 != only->second)) continue;
      Judged verdict{judged.size() + 1, c + 1, q + 1, false, {}, {}, {}};
      if constexpr (!ChecksAnswers<P>) {
        if (index < expected->size()) verdict.expected = std::string((*expected)[index]);
      }
      if (verdict.line > lines.size()) {
        verdict.missing = true;
        verdict.refusal = "no answer: " + shown_name + " ends before it";
      } else {
        const std::string_view line = lines[verdict.line - 1];
        verdict.given = std::string(line);
        if constexpr (ChecksAnswers<P>) {
          if (auto why = P::check(P::case_at(judge_file, c), P::query_at(judge_file, c, q), game_rules, line)) {
            verdict.refusal = std::move(*why);
          }
        } else if (index >= expected->size()) {
          verdict.refusal = "the judge's answers end before this query";
        } else if (line != (*expected)[index]) {
          verdict.refusal = "the judge expects " + verdict.expected + ", not " + verdict.given;
        }
      }
      judged.push_back(std::move(verdict));
    }
  }
  return judged;
}

// What wrong answers agree with: a lesson of the puzzle (a search wrong on purpose) that
// gives every one of them, or another value of one rule under which the judge gives them.
struct AnswersMatch {
  const trace::AlgorithmInfo* lesson = nullptr;  // the lesson, or null for a rule
  const RuleSpec* rule = nullptr;                // the rule, or null for a lesson
  int value = 0;                                 // the rule's value that gives the answers
  // The rule as frontier-cli's option: "--outside=0", "--max-moves 9".
  std::string option() const {
    if (rule == nullptr) return {};
    std::string words;
    for (const std::string& argument : rule_arguments(rule->id, rule->is_switch(), value)) {
      words += (words.empty() ? "" : " ") + argument;
    }
    return words;
  }
};

// Every lesson of the puzzle, then every other value of each rule, held to the answers
// query by query and dropped at its first disagreement: the first that agrees on every
// query, or nothing. `lines` answer the queries one a line, as many as the file has.
template <PuzzleContract P>
std::optional<AnswersMatch> what_the_answers_match(const typename P::File& judge_file, const RuleValues& given,
                                                   const std::vector<std::string_view>& lines) {
  if (lines.size() != total_queries<P>(judge_file)) return std::nullopt;
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
    if (agrees) return AnswersMatch{&lesson, nullptr, 0};
  }
  for (const RuleSpec& spec : P::rule_specs()) {
    const int judge = rule_value(given, spec);
    for (int value = spec.minimum; value <= spec.maximum; ++value) {
      if (value == judge) continue;
      RuleValues changed = given;
      changed[std::string(spec.id)] = value;
      const std::string solved =
          P::solve(judge_file, P::algorithms().front().name, P::rules_from(changed), P::answer_formats().front());
      if (judged_lines(solved, lines.size()) == lines) return AnswersMatch{nullptr, &spec, value};
    }
  }
  return std::nullopt;
}

}  // namespace frontier
