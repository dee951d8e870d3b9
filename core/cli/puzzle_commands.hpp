#pragma once
// solve, generate, algorithms and trace, written once over the puzzle contract:
// add_puzzle<P> gives puzzle P these four subcommands, compare (compare_command.hpp) and
// check (check_command.hpp), their options taken from
// P::rule_specs(), P::generate_parameters(), P::algorithms(), P::lessons() and
// P::answer_formats().

#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "check_command.hpp"
#include "command_line.hpp"
#include "compare_command.hpp"
#include "judge_command.hpp"
#include "stress_command.hpp"
#include "frontier/common/parse_error.hpp"
#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::cli {

template <PuzzleContract P>
void add_solve(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::solve, P::kId, P::kTitle);
  const auto file = add_file_argument(app, /*optional=*/true);
  const auto algorithm = add_algorithm_option(app, P::algorithms(), P::lessons(), Lessons::refused);
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  const auto format = add_format_option(app, P::answer_formats());
  if constexpr (ChecksAnswers<P>) {
    // A special judge: say that its answer is one of several, and which one solve prints.
    app->footer("The judge takes any answer its checker takes (frontier-cli check " + std::string(P::kId) +
                " judges a file of answers); solve prints " + std::string(P::kChosenAnswer) + ".");
  }
  cli.set_action(app, [=] {
    const typename P::File judge_file = read_judge<P>(*file);
    return P::solve(judge_file, *algorithm, P::rules_from(rules->given()), *format);
  });
}

template <PuzzleContract P>
void add_generate(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::generate, P::kId, P::kTitle);
  const auto wanted = std::make_shared<GenerateOptions>(app, P::generate_parameters());
  cli.set_action(app, [=] {
    try {
      return P::write(P::generate(wanted->seed(), wanted->given()));
    } catch (const std::invalid_argument& error) {
      // Values each in range that together cannot make a file (a board too small for a
      // query, a file past the size limit) are still the user's choice: a usage error.
      throw UsageError(error.what());
    }
  });
}

template <PuzzleContract P>
void add_algorithms(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::algorithms, P::kId, P::kTitle);
  cli.set_action(app, [] {
    std::string listing;
    for (const trace::AlgorithmInfo& algorithm : P::algorithms()) {
      listing += std::string(algorithm.name) + "\t" + std::string(algorithm.summary) + "\n";
    }
    // After the correct ones, marked, so that a script reading the first column still
    // finds the judge solver first.
    for (const trace::AlgorithmInfo& lesson : P::lessons()) {
      listing += std::string(lesson.name) + "\t(wrong on purpose, a lesson) " + std::string(lesson.summary) +
                 "; its mistake: " + std::string(lesson.mistake) + "\n";
    }
    return listing;
  });
}

// Counts the fine steps of a run and keeps none.
class FineStepCount final : public trace::FineSink {
 public:
  void take(const trace::FineStep&) override {}
};

// The registry's words for an algorithm the option accepted (a correct search or a lesson).
template <PuzzleContract P>
const trace::AlgorithmInfo& algorithm_info(std::string_view name) {
  for (const auto list : {P::algorithms(), P::lessons()}) {
    for (const trace::AlgorithmInfo& info : list) {
      if (info.name == name) return info;
    }
  }
  throw std::invalid_argument("unknown algorithm '" + std::string(name) + "'");
}

template <PuzzleContract P>
void add_trace(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::trace, P::kId, P::kTitle);
  const auto file = add_file_argument(app, /*optional=*/false);
  const auto selection = add_trace_selection(app);
  const auto algorithm = add_algorithm_option(app, P::algorithms(), P::lessons(), Lessons::taken);
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  cli.set_streaming_action(app, [=](std::ostream& out) {
    const ChosenQuery<P> chosen = choose_query<P>(*file, *selection, *rules);
    const typename P::Case& game = chosen.game();
    const auto& query = chosen.query();
    const typename P::Rules& game_rules = chosen.rules;
    // The lines go out as they are made, so a trace too long to keep is refused by a first
    // run that only counts, before the first line is written; the search is deterministic,
    // so the second run makes exactly the steps the first counted.
    {
      FineStepCount count;
      trace::Recorder counting({.sink = &count});
      static_cast<void>(P::run(*algorithm, game, query, game_rules, &counting));
      trace::require_complete(counting);
    }
    trace::EstimateOf estimate;
    if constexpr (EstimatesStates<P>) {
      estimate = [&](trace::StateId state) { return P::estimate(*algorithm, game, query, state); };
    }
    trace::JsonLinesWriter writer(
        out, [&](trace::StateId state) { return P::decode(*algorithm, game, state); }, std::move(estimate),
        {.puzzle = P::kId, .algorithm = &algorithm_info<P>(*algorithm)});
    trace::Recorder recorder({.sink = &writer});
    const typename P::Answer answer = P::run(*algorithm, game, query, game_rules, &recorder);
    writer.finish({.puzzle = std::string(P::kId),
                   .algorithm = *algorithm,
                   .case_number = chosen.case_index + 1,
                   .query_number = chosen.query_index + 1,
                   .answer = P::answer_text(answer),
                   .stopped = P::stopped(answer),
                   .witness = P::witness(answer)});
  });
}

template <PuzzleContract P>
void add_puzzle(CommandLine& cli) {
  cli.list_puzzle(P::kId, P::kTitle);
  add_solve<P>(cli);
  add_generate<P>(cli);
  add_algorithms<P>(cli);
  add_trace<P>(cli);
  add_compare<P>(cli);
  add_check<P>(cli);
  add_judge<P>(cli);
  add_stress<P>(cli);
}

}  // namespace frontier::cli
