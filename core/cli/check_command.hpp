#pragma once
// frontier-cli check: an answer file judged as the judge judges it, written once over the
// puzzle contract. Where the judge takes any of several answers (ChecksAnswers: the
// 8-puzzle's move strings) the puzzle's checker decides; elsewhere the one right line is the
// judge solver's. A contest trainee checks their own program's output with it, and the
// tests check every search's answers with it.

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

// One query of the file and the line that answers it.
struct Judged {
  std::size_t line = 0;  // 1-based, in ANSWERS
  std::size_t case_number = 0;
  std::size_t query_number = 0;
  std::string refusal;  // empty when the judge takes it
};

// The report: each refused answer on a line of its own, then the verdict.
std::string check_report(const std::vector<Judged>& judged, std::size_t extra_lines, std::size_t lines);

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
  cli.set_action(app, [=] {
    const typename P::File judge_file = read_judge<P>(*file);
    const JudgeText answers = load_judge_text(*answers_path);
    const std::vector<std::string_view> lines = answer_lines(answers.text);
    const typename P::Rules game_rules = P::rules_from(rules->given());
    const bool one = app->get_option("--case")->count() > 0 || app->get_option("--query")->count() > 0;
    std::vector<std::string> expected;  // the judge solver's lines, where it has one right line
    if constexpr (!ChecksAnswers<P>) {
      expected = [&] {
        std::vector<std::string> all;
        const std::string solved = P::solve(judge_file, P::algorithms().front().name, game_rules, P::answer_formats().front());
        for (const std::string_view line : answer_lines(solved)) all.emplace_back(line);
        return all;
      }();
    }
    std::vector<Judged> judged;
    std::size_t index = 0;  // the query's place among all the file's queries
    for (std::size_t c = 0; c < P::case_count(judge_file); ++c) {
      for (std::size_t q = 0; q < P::query_count(judge_file, c); ++q, ++index) {
        if (one && (c + 1 != static_cast<std::size_t>(selection->case_number) ||
                    q + 1 != static_cast<std::size_t>(selection->query_number))) {
          continue;
        }
        Judged verdict{judged.size() + 1, c + 1, q + 1, {}};
        if (verdict.line > lines.size()) {
          verdict.refusal = "no answer: " + answers.shown_name + " ends before it";
        } else {
          const std::string_view line = lines[verdict.line - 1];
          if constexpr (ChecksAnswers<P>) {
            if (auto why = P::check(P::case_at(judge_file, c), P::query_at(judge_file, c, q), game_rules, line)) {
              verdict.refusal = std::move(*why);
            }
          } else if (line != expected[index]) {
            verdict.refusal = "the judge expects " + expected[index] + ", not " + std::string(line);
          }
        }
        judged.push_back(std::move(verdict));
      }
    }
    if (one && judged.empty()) {
      checked_case(selection->case_number, P::case_count(judge_file));
      checked_query(selection->query_number, selection->case_number,
                    P::query_count(judge_file, checked_case(selection->case_number, P::case_count(judge_file))));
    }
    const std::size_t extra = lines.size() > judged.size() ? lines.size() - judged.size() : 0;
    std::string report = check_report(judged, extra, lines.size());
    for (const Judged& verdict : judged) {
      if (!verdict.refusal.empty()) throw WrongAnswers(report);
    }
    if (extra > 0) throw WrongAnswers(report);
    return report;
  });
}

}  // namespace frontier::cli
