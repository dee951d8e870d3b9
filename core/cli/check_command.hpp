#pragma once
// frontier-cli check: an answer file judged by core's judging (frontier/common/
// answer_judging.hpp, which the window's File ▸ Open Answers uses too) and reported line by
// line. A contest trainee checks their own program's output with it, and the tests check
// every search's answers with it. A file that ends before the last query, or goes on after
// it, is one fault of its own, never counted among the refused answers.

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "frontier/common/answer_judging.hpp"
#include "frontier/common/puzzle_contract.hpp"

namespace frontier::cli {

// The report: each refused answer on a line of its own (the first missing one only), a
// line for lines too many, then the verdict.
std::string check_report(const std::vector<Judged>& judged, std::size_t extra_lines, std::size_t lines);
// Whether the report says the judge takes every answer.
bool all_taken(const std::vector<Judged>& judged, std::size_t extra_lines);

// The answers `lines` judged against the judge's `expected` lines of a page format (Mahjong's
// poj1101 answers with a heading and a blank line around each board's pairs): line by line.
std::vector<Judged> judge_page(const std::vector<std::string_view>& lines, const std::vector<std::string_view>& expected,
                               const std::string& shown_name);

// What the answers match, as check reports it: "your answers are those of the lesson
// bfs-shortest-line: a ... (its mistake: ...; frontier-cli trace ... shows it)", or empty.
template <PuzzleContract P>
std::string match_sentence(const typename P::File& judge_file, const RuleValues& given,
                           const std::vector<std::string_view>& lines) {
  const std::optional<AnswersMatch> match = what_the_answers_match<P>(judge_file, given, lines);
  if (!match) return {};
  if (match->lesson != nullptr) {
    const trace::AlgorithmInfo& lesson = *match->lesson;
    return "your answers are those of the lesson " + std::string(lesson.name) + ": a " + std::string(lesson.summary) +
           " (its mistake: " + std::string(lesson.mistake) + "; frontier-cli trace " + std::string(P::kId) +
           " --algorithm " + std::string(lesson.name) + " shows it)";
  }
  return "your answers are the judge's under the rule " + match->option() + ": " + std::string(match->rule->help) +
         " (frontier-cli check " + std::string(P::kId) + " " + match->option() + " takes them all)";
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
      judged = judge_queries<P>(
          judge_file, game_rules, lines, nullptr, answers.shown_name,
          one ? std::optional(std::pair(static_cast<std::size_t>(selection->case_number),
                                        static_cast<std::size_t>(selection->query_number)))
              : std::nullopt);
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
        const std::string match = match_sentence<P>(judge_file, rules->given(), lines);
        if (!match.empty()) report += match + "\n";
      }
      throw WrongAnswers(report);
    }
    return report;
  });
}

}  // namespace frontier::cli
