#pragma once
// frontier-cli stress: what contest trainees do with a generator, a brute force and diff,
// done by the judge itself. Files of growing size from the puzzle's own generator, each
// answered by the trainee's program (under program_runner.hpp's limits) and judged; the
// first one it fails is shrunk to the smallest that still fails the same way (fewer cases,
// fewer queries, a smaller board, fewer pieces, always a valid file), and written out with
// the program's answers and the judge's, with the commands that show it.

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "command_line.hpp"
#include "judge_command.hpp"
#include "program_runner.hpp"
#include "smaller_boards.hpp"

namespace frontier::cli {

// The parameters that size a file, grown from their least toward the value given (or the
// default) round by round.
bool sizes_the_file(std::string_view parameter);

// A temporary folder of the command's own, removed with it.
class ScratchFolder {
 public:
  ScratchFolder();
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

void write_text(const std::filesystem::path& path, const std::string& text);

// One file run and judged.
struct Tried {
  RunResult run;
  CaseVerdict verdict;
};

// The judged size of a file, for the report: "1 case, 2 queries".
template <PuzzleContract P>
std::string size_text(const typename P::File& file) {
  const std::size_t cases = P::case_count(file);
  const std::size_t queries = total_queries<P>(file);
  return std::to_string(cases) + (cases == 1 ? " case, " : " cases, ") + std::to_string(queries) +
         (queries == 1 ? " query" : " queries");
}

// Shrinks `failing` while the program still fails it with the same verdict: chunks of
// cases, then of each case's queries, then each case's smaller boards, again from the
// start after every success, until nothing smaller fails or `budget` runs are spent.
template <PuzzleContract P>
typename P::File shrink(typename P::File failing, Tried& tried, const std::function<std::optional<Tried>(const typename P::File&)>& fails,
                        int budget, int& runs) {
  const std::string verdict = tried.verdict.verdict;
  // Takes `candidate` when the program fails it the same way.
  const auto take = [&](const typename P::File& candidate) {
    if (runs >= budget) return false;
    ++runs;
    std::optional<Tried> outcome = fails(candidate);
    if (!outcome || outcome->verdict.verdict != verdict) return false;
    failing = candidate;
    tried = std::move(*outcome);
    return true;
  };
  // Removes chunks of `list` (halves, quarters, ... single items) from a copy of the file.
  const auto shrink_list = [&](auto list_of) {
    for (;;) {
      typename P::File copy = failing;
      const std::size_t size = list_of(copy).size();
      bool smaller = false;
      for (std::size_t chunk = size / 2 == 0 ? 1 : size / 2; chunk >= 1 && !smaller; chunk /= 2) {
        for (std::size_t start = 0; start + chunk <= size && !smaller; start += chunk) {
          typename P::File candidate = failing;
          auto& items = list_of(candidate);
          items.erase(items.begin() + static_cast<std::ptrdiff_t>(start),
                      items.begin() + static_cast<std::ptrdiff_t>(start + chunk));
          smaller = take(candidate);
        }
        if (chunk == 1) break;
      }
      if (!smaller) return false;
      if (runs >= budget) return true;
    }
  };
  for (bool progress = true; progress && runs < budget;) {
    progress = false;
    if constexpr (ListsCases<P>) {
      if (P::case_count(failing) > 1) progress = shrink_list([](typename P::File& file) -> auto& { return P::case_list(file); }) || progress;
    }
    if constexpr (ListsQueries<P>) {
      for (std::size_t c = 0; c < P::case_count(failing); ++c) {
        progress = shrink_list([c](typename P::File& file) -> auto& { return P::query_list(file, c); }) || progress;
      }
    }
    if constexpr (ListsCases<P> && ShrinksCases<typename P::Case>) {
      for (std::size_t c = 0; c < P::case_count(failing); ++c) {
        for (bool smaller = true; smaller && runs < budget;) {
          smaller = false;
          for (const typename P::Case& game : smaller_cases(P::case_at(failing, c))) {
            typename P::File candidate = failing;
            P::case_list(candidate)[c] = game;
            if (take(candidate)) {
              smaller = progress = true;
              break;
            }
          }
        }
      }
    }
  }
  return failing;
}

template <PuzzleContract P>
void add_stress(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::stress, P::kId, P::kTitle);
  const auto program = add_program_options(app);
  const auto wanted = std::make_shared<GenerateOptions>(app, P::generate_parameters(), /*seed_required=*/false);
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  const auto rounds = std::make_shared<int>(30);
  app->add_option("--rounds", *rounds, "generated files to try, of growing size (30 by default)")
      ->check(CLI::Range(1, 100000))
      ->option_text("N");
  const auto progress = std::make_shared<bool>(false);
  app->add_flag("--progress", *progress,
                "say on standard error how far it has gone ('progress: round 3 of 30', 'progress: shrinking, run 12'), "
                "a line each, for a window's progress bar");
  const auto output = std::make_shared<std::string>("stress-" + std::string(P::kId));
  app->add_option("--output", *output,
                  "where the failing case goes: OUTPUT.in, OUTPUT.mine.out (your answers), OUTPUT.ans (the judge's)")
      ->option_text("OUTPUT");
  cli.set_action(app, [=] {
    stop_on_termination();
    const typename P::Rules game_rules = P::rules_from(rules->given());
    const GenerateValues given = wanted->given();
    ScratchFolder scratch;
    int shrinking_runs = -1;  // counted once the shrinking begins
    const auto say = [&](const std::string& how_far) {
      if (!*progress) return;
      std::fprintf(stderr, "progress: %s\n", how_far.c_str());
      std::fflush(stderr);
    };
    const std::filesystem::path input = scratch.path() / "case.in";
    const std::function<std::optional<Tried>(const typename P::File&)> run_on = [&](const typename P::File& file) -> std::optional<Tried> {
      const std::string text = P::write(file);
      try {
        static_cast<void>(P::read(text));  // every file tried is one the judge takes
      } catch (const ParseError&) {
        return std::nullopt;
      }
      write_text(input, text);
      if (shrinking_runs >= 0) say("shrinking, run " + std::to_string(++shrinking_runs));
      Tried tried;
      tried.run = run_program(program->command, input, program->limits);
      tried.verdict = judge_run<P>(file, game_rules, tried.run, nullptr);
      return tried;
    };
    std::string report;
    for (int round = 0; round < *rounds; ++round) {
      say("round " + std::to_string(round + 1) + " of " + std::to_string(*rounds));
      GenerateValues values = given;
      std::string sizes;
      for (const GenerateParameter& parameter : P::generate_parameters()) {
        if (!sizes_the_file(parameter.id)) continue;
        const auto found = given.find(std::string(parameter.id));
        const double top = found != given.end() ? found->second : parameter.default_value;
        const double low = std::max(parameter.minimum, 1.0);
        const double value = std::round(low + (std::max(top, low) - low) * (round + 1) / *rounds);
        values[std::string(parameter.id)] = value;
        sizes += ", " + std::string(parameter.id) + " " + std::to_string(static_cast<long long>(value));
      }
      const std::uint64_t seed = wanted->seed() + static_cast<std::uint64_t>(round);
      typename P::File file;
      try {
        file = P::generate(seed, values);
      } catch (const std::invalid_argument&) {
        continue;  // sizes too small for a file of this puzzle: the next round grows them
      }
      std::optional<Tried> tried = run_on(file);
      if (!tried || tried->verdict.accepted) continue;
      report += "round " + std::to_string(round + 1) + " (seed " + std::to_string(seed) + sizes + ", " +
                size_text<P>(file) + "): " + tried->verdict.verdict + ": " + tried->verdict.detail + "\n";
      int runs = 0;
      shrinking_runs = 0;
      const std::string before = size_text<P>(file);
      const typename P::File smallest = shrink<P>(file, *tried, run_on, 3000, runs);
      const std::string base = *output;
      write_text(base + ".in", P::write(smallest));
      write_text(base + ".mine.out", tried->run.output);
      write_text(base + ".ans", P::solve(smallest, P::algorithms().front().name, game_rules, P::answer_formats().front()));
      report += "shrunk in " + std::to_string(runs) + " runs from " + before + " to " + size_text<P>(smallest) +
                ", which still fails: " + tried->verdict.verdict +
                (tried->verdict.detail.empty() ? "" : ": " + tried->verdict.detail) + "\n";
      report += "written: " + base + ".in (the case), " + base + ".mine.out (your answers), " + base +
                ".ans (the judge's)\n";
      // The window judges the answers, marks the queries and shows the first wrong one
      // searched to its end (for a program that printed nothing, the first query).
      report += "see it: frontier " + base + ".in --answers " + base + ".mine.out\n";
      report += "judge it: frontier-cli check " + std::string(P::kId) + " " + base + ".in " + base + ".mine.out\n";
      throw WrongAnswers(report);
    }
    return "accepted: all " + std::to_string(*rounds) + " generated file(s), seeds " + std::to_string(wanted->seed()) +
           " to " + std::to_string(wanted->seed() + static_cast<std::uint64_t>(*rounds) - 1) + "\n";
  });
}

}  // namespace frontier::cli
