#pragma once
// frontier-cli judge: a contest trainee's program run on a folder of test data as contest
// data comes (NAME.in, with NAME.ans or NAME.out holding the judge's answers; without one,
// Frontier's judge solver answers), each run under the limits of program_runner.hpp, and a
// table as an online judge shows it: case, verdict, time, memory.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "check_command.hpp"
#include "command_line.hpp"
#include "program_runner.hpp"

namespace frontier::cli {

// --program, --time-limit and --memory-limit, shared by judge and stress.
struct ProgramOptions {
  std::string command;
  RunLimits limits;
};
std::shared_ptr<ProgramOptions> add_program_options(CLI::App* app);

// One run judged: its verdict with the first fault ("Wrong Answer: line 3, case 1, query 3:
// the judge expects YES, not NO"), and whether the judge takes it.
struct CaseVerdict {
  bool accepted = false;
  std::string verdict;        // "Accepted", "Wrong Answer", "Time Limit Exceeded", ...
  std::string detail;         // the first fault, or why the run was stopped
  std::size_t first_wrong = 0;  // 1-based query among the file's, 0 when none
  std::size_t case_number = 0;  // the first wrong query's case and query, 0 when none known
  std::size_t query_number = 0;
};

// The last line of `text` that is not blank, cut to 160 bytes.
std::string last_line(const std::string& text);

// The program's output judged: by the puzzle's checker or against `expected` (the
// judge's lines; the judge solver's when null).
template <PuzzleContract P>
CaseVerdict judge_run(const typename P::File& file, const typename P::Rules& rules, const RunResult& run,
                      const std::vector<std::string_view>* expected) {
  CaseVerdict verdict;
  if (!run.ok()) {
    verdict.verdict = verdict_name(run);
    verdict.detail = run.reason;
    // The last line of standard error says most: Python's exception, a sanitizer's summary.
    const std::string last_error = last_line(run.error_output);
    if (!last_error.empty()) verdict.detail += "; standard error ends: " + last_error;
    return verdict;
  }
  const std::vector<std::string_view> lines = judged_lines(run.output, total_queries<P>(file));
  std::vector<Judged> judged;
  if (expected != nullptr && !ChecksAnswers<P> && expected->size() != total_queries<P>(file)) {
    judged = judge_page(lines, *expected, "the output");  // a page format (Mahjong's poj1101)
  } else {
    judged = judge_queries<P>(file, rules, lines, expected, "the output");
  }
  const std::size_t extra = lines.size() > judged.size() ? lines.size() - judged.size() : 0;
  if (all_taken(judged, extra)) {
    verdict.accepted = true;
    verdict.verdict = "Accepted";
    return verdict;
  }
  verdict.verdict = "Wrong Answer";
  for (std::size_t i = 0; i < judged.size(); ++i) {
    const Judged& one = judged[i];
    if (one.refusal.empty()) continue;
    verdict.first_wrong = i + 1;
    verdict.case_number = one.case_number;
    verdict.query_number = one.query_number;
    verdict.detail = "line " + std::to_string(one.line) +
                     (one.case_number > 0 ? ", case " + std::to_string(one.case_number) + ", query " +
                                                std::to_string(one.query_number)
                                          : std::string()) +
                     ": " + one.refusal;
    return verdict;
  }
  verdict.detail = std::to_string(extra) + " line(s) after the last answer";
  return verdict;
}

// "0.03 s" and "3.1 MB", as the table shows them.
std::string seconds_text(double seconds);
std::string megabytes_text(long kilobytes);
// The table's rows, columns padded to their widest cell.
std::string table_text(const std::vector<std::vector<std::string>>& rows);

template <PuzzleContract P>
void add_judge(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::judge, P::kId, P::kTitle);
  const auto folder = std::make_shared<std::string>();
  app->add_option("FOLDER", *folder, "the test data: NAME.in with NAME.ans or NAME.out")->required();
  const auto program = add_program_options(app);
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  cli.set_action(app, [=] {
    stop_on_termination();
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(*folder, error)) {
      if (entry.path().extension() == ".in") inputs.push_back(entry.path());
    }
    if (error) throw BadInput(*folder + ": error: " + error.message());
    if (inputs.empty()) throw BadInput(*folder + ": error: no NAME.in file in the folder");
    std::sort(inputs.begin(), inputs.end());
    const typename P::Rules game_rules = P::rules_from(rules->given());
    std::vector<std::vector<std::string>> rows{{"case", "verdict", "time", "memory", "first fault"}};
    std::size_t accepted = 0;
    for (const fs::path& input : inputs) {
      const typename P::File file = read_judge<P>(input.string());
      std::vector<std::string_view> expected_lines;
      JudgeText expected_text;
      bool has_expected = false;
      for (const char* extension : {".ans", ".out"}) {
        fs::path answers = input;
        answers.replace_extension(extension);
        if (!has_expected && fs::exists(answers)) {
          expected_text = load_judge_text(answers.string());
          expected_lines = judged_lines(expected_text.text, total_queries<P>(file));
          has_expected = true;
        }
      }
      const RunResult run = run_program(program->command, input, program->limits);
      const CaseVerdict verdict = judge_run<P>(file, game_rules, run, has_expected ? &expected_lines : nullptr);
      accepted += verdict.accepted ? 1 : 0;
      rows.push_back({input.filename().string(), verdict.verdict, seconds_text(run.cpu_seconds),
                      megabytes_text(run.max_rss_kb), verdict.detail});
    }
    std::string report = table_text(rows);
    report += (accepted == inputs.size() ? "accepted: all " : "wrong: ") + std::to_string(accepted) + " of " +
              std::to_string(inputs.size()) + " case(s) accepted\n";
    if (accepted != inputs.size()) throw WrongAnswers(report);
    return report;
  });
}

}  // namespace frontier::cli
