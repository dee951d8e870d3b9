#pragma once
// frontier-cli compare PUZZLE FILE: every algorithm of the puzzle, then its lessons, run on
// one query, side by side: the answer (and whether it is the judge solver's), the work
// done (expansions, states discovered, the largest frontier, from a recorded run), the
// witness's size, and the time of the judge's instantiation (no recording), taken as
// frontier/common/search_time.hpp says. A lesson's answer that differs from the judge's is
// the lesson; a correct search's never does.

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "frontier/common/puzzle_contract.hpp"
#include "frontier/common/search_time.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::cli {

// One row of the comparison.
struct Compared {
  const trace::AlgorithmInfo* info = nullptr;
  std::string answer;
  bool agrees = false;             // the judge takes it (the judge solver's answer, or one its checker takes)
  bool recorded = false;           // the state space fit a trace: the counts below hold
  std::uint64_t expansions = 0;
  std::uint64_t discovered = 0;
  std::uint64_t largest_frontier = 0;
  std::size_t corners = 0;         // the witness: a line's corners, or
  std::size_t moves = 0;           // a sequence of moves
  double milliseconds = 0;         // the unrecorded run's median (time_search)
  std::string refused;             // why the search refused the query (its state space past its limit), or empty
};

// What the time column means, for compare's --help, in the numbers of TimingPlan{}.
std::string compare_time_help();

std::string compare_table(std::string_view puzzle, std::size_t case_index, std::size_t query_index,
                          const std::string& judge_answer, const std::vector<Compared>& rows, bool json);

template <PuzzleContract P>
Compared compare_one(const trace::AlgorithmInfo& info, const typename P::Case& game, const typename P::Query& query,
                     const typename P::Rules& rules) {
  Compared row;
  row.info = &info;
  std::optional<SearchTime<typename P::Answer>> timed;
  try {
    timed.emplace(time_search([&] { return P::run(info.name, game, query, rules, nullptr); }));
  } catch (const std::length_error& refusal) {
    // A search that refuses a board too large for it (Huarongdao's bfs past 2^26
    // positions) is a row of the table, not the end of it: the others still answer.
    row.refused = refusal.what();
    return row;
  }
  row.milliseconds = timed->milliseconds;
  const typename P::Answer& plain = timed->result;
  row.answer = P::answer_text(plain);
  const Witness witness = P::witness(plain);
  row.corners = witness.corners.size();
  row.moves = witness.moves.size();
  const std::size_t states = P::state_count(info.name, game, rules);
  if (states > trace::kMaxTraceStates) return row;  // answered, but too large to count
  trace::Trace recorded(states);
  trace::Recorder recorder({.trace = &recorded});
  static_cast<void>(P::run(info.name, game, query, rules, &recorder));
  recorded.finish(true);
  row.recorded = true;
  row.expansions = recorded.steps();
  row.largest_frontier = recorded.counters(recorded.steps()).largest_frontier;
  for (std::size_t s = 0; s < states; ++s) {
    if (recorded.discovered_at(static_cast<trace::StateId>(s)) != trace::kNever) ++row.discovered;
  }
  return row;
}

template <PuzzleContract P>
void add_compare(CommandLine& cli) {
  CLI::App* app = cli.add_puzzle_command(Verb::compare, P::kId, P::kTitle);
  const auto file = add_file_argument(app, /*optional=*/false);
  const auto selection = add_trace_selection(app);
  const auto rules = std::make_shared<RuleOptions>(app, P::rule_specs());
  const auto json = std::make_shared<bool>(false);
  app->add_flag("--json", *json, "one JSON object instead of a table");
  // Both `compare --help` and `compare PUZZLE --help` say what the time column is.
  app->footer(compare_time_help());
  app->get_parent()->footer(compare_time_help());
  cli.set_action(app, [=] {
    const ChosenQuery<P> chosen = choose_query<P>(*file, *selection, *rules);
    std::vector<Compared> rows;
    for (const auto searches : {P::algorithms(), P::lessons()}) {
      for (const trace::AlgorithmInfo& info : searches) {
        rows.push_back(compare_one<P>(info, chosen.game(), chosen.query(), chosen.rules));
      }
    }
    const std::string judge_answer = rows.front().answer;  // the judge solver is listed first
    for (Compared& row : rows) {
      if (!row.refused.empty()) continue;
      if constexpr (ChecksAnswers<P>) {
        row.agrees = !P::check(chosen.game(), chosen.query(), chosen.rules, row.answer).has_value();
      } else {
        row.agrees = row.answer == judge_answer;
      }
    }
    return compare_table(P::kId, chosen.case_index, chosen.query_index, judge_answer, rows, *json);
  });
}

}  // namespace frontier::cli
