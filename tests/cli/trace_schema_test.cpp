// frontier-cli trace, for every algorithm (and lesson) of every puzzle on every sample in
// sample_inputs/: every line parses as JSON and has exactly the keys and types that
// docs/trace-format.md describes, and the judge takes the summary's answer for that query
// (frontier-cli check: solve's line, or one the puzzle's checker takes); a lesson, wrong on
// purpose, is held to the schema only.
// The schema is checked here from the document, with a JSON parser of its own
// (nlohmann::json), not with the code that writes it.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "cli_run.hpp"
#include "test_scale.hpp"

namespace {

using namespace frontier::cli_test;
using nlohmann::json;
namespace fs = std::filesystem;

// A trace of Solitaire's plain BFS is tens of megabytes a case, and Huarongdao's generated
// board has ten queries of thousands of expansions each: every file is traced on its first
// kCasesTraced cases, and one larger than kSmallFileBytes on the first query of each only.
constexpr std::uintmax_t kSmallFileBytes = 400;
constexpr std::int64_t kCasesTraced = 3;

std::set<std::string> keys_of(const json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.items()) keys.insert(key);
  return keys;
}

void expect_keys(const json& object, const std::set<std::string>& keys, const std::string& where) {
  ASSERT_TRUE(object.is_object()) << where << ": " << object.dump();
  EXPECT_EQ(keys_of(object), keys) << where << ": " << object.dump();
}

void expect_cell(const json& cell, const std::string& where) {
  expect_keys(cell, {"row", "col"}, where);
  if (!cell.is_object() || !cell.contains("row") || !cell.contains("col")) return;
  EXPECT_TRUE(cell["row"].is_number_integer() && cell["row"].get<std::int64_t>() >= 0) << where << cell.dump();
  EXPECT_TRUE(cell["col"].is_number_integer() && cell["col"].get<std::int64_t>() >= 0) << where << cell.dump();
}

void expect_state(const json& state, const std::string& where) {
  static const std::set<std::string> roles = {"cell", "heading", "side", "blank", "piece", "row", "column", "tile"};
  static const std::set<std::string> directions = {"up", "right", "down", "left"};
  expect_keys(state, {"side", "parts"}, where);
  if (!state.is_object() || !state.contains("side") || !state.contains("parts")) return;
  EXPECT_TRUE(state["side"] == 0 || state["side"] == 1) << where << state.dump();
  ASSERT_TRUE(state["parts"].is_array()) << where;
  EXPECT_GE(state["parts"].size(), 1u) << where << state.dump();
  for (const json& part : state["parts"]) {
    if (part.is_object() && part.value("role", "") == "tile") {
      expect_keys(part, {"role", "cell", "direction", "label"}, where + " part");
      EXPECT_TRUE(part["label"].is_number_integer() && part["label"].get<std::int64_t>() >= 1) << where << part.dump();
    } else {
      expect_keys(part, {"role", "cell", "direction"}, where + " part");
    }
    if (!part.contains("role") || !part.contains("cell") || !part.contains("direction")) continue;
    EXPECT_TRUE(part["role"].is_string() && roles.count(part["role"].get<std::string>())) << where << part.dump();
    expect_cell(part["cell"], where + " part cell");
    const bool has_direction = part["role"] == "heading" || part["role"] == "side";
    if (has_direction) {
      EXPECT_TRUE(part["direction"].is_string() && directions.count(part["direction"].get<std::string>()))
          << where << part.dump();
    } else {
      EXPECT_TRUE(part["direction"].is_null()) << where << part.dump();
    }
  }
}

// An informed search (A* and IDA*: docs/trace-format.md names them) gives every state it
// reports an "estimate" beside its cost: a lower bound, a whole number, never negative.
bool estimates(const std::string& algorithm) {
  return algorithm == "astar" || algorithm.starts_with("astar-") || algorithm == "ida-star";
}
// Huarongdao's judge solver estimates the states of its first stage alone, the blank's
// walk by A*; the search from the target after it orders by cost.
bool estimates_some(const std::string& algorithm) { return algorithm == "dijkstra-from-target"; }

void expect_estimate(const json& object, const std::string& where) {
  EXPECT_TRUE(object["estimate"].is_number_integer() && object["estimate"].get<std::int64_t>() >= 0)
      << where << object.dump();
}

// `some`: a search that estimates some states (estimates_some), each with its estimate or none.
void expect_costed_states(const json& list, const std::string& where, bool estimated, bool some) {
  ASSERT_TRUE(list.is_array()) << where;
  for (const json& item : list) {
    if (estimated || (some && item.contains("estimate"))) {
      expect_keys(item, {"state", "cost", "estimate"}, where);
    } else {
      expect_keys(item, {"state", "cost"}, where);
    }
    if (!item.contains("state") || !item.contains("cost")) continue;
    expect_state(item["state"], where + " state");
    EXPECT_TRUE(item["cost"].is_number_integer()) << where << item.dump();
    if (estimated && item.contains("estimate")) expect_estimate(item, where);
  }
}

// "say": one English sentence for each fine step of the line, in order: the expansion
// itself (none at step 0), each pseudo-code line, each push and each improvement; every
// placeholder filled, so no brace is left.
void expect_said(const json& line, bool expands, const std::string& where) {
  const json& said = line["say"];
  ASSERT_TRUE(said.is_array()) << where;
  const std::size_t steps = (expands ? 1 : 0) + line["lines"].size() + line["pushes"].size() + line["improved"].size() +
                            (line.contains("set_aside") ? 1 : 0);
  EXPECT_EQ(said.size(), steps) << where << ": one sentence a fine step";
  for (const json& sentence : said) {
    ASSERT_TRUE(sentence.is_string()) << where << sentence.dump();
    const std::string text = sentence.get<std::string>();
    EXPECT_FALSE(text.empty()) << where;
    EXPECT_EQ(text.find_first_of("{}"), std::string::npos) << where << ": " << text;
    EXPECT_TRUE(text.back() == '.' || text.back() == '?') << where << ": a whole sentence: " << text;
  }
  if (expands && !said.empty() && line["state"].is_object()) {
    EXPECT_EQ(said[0].get<std::string>().rfind("Expansion " + std::to_string(line["step"].get<std::int64_t>()) + ": ", 0), 0u)
        << where << ": " << said[0];
  }
}

// Checks one whole trace; returns the summary's answer.
std::string check_trace(const std::string& output, const std::string& puzzle, const std::string& algorithm,
                        std::int64_t case_number, std::int64_t query_number, const std::string& where) {
  std::vector<std::string> lines = lines_of(output);
  EXPECT_GE(lines.size(), 3u) << where;
  if (lines.size() < 3) return "";
  // The header: the format and its version, as the page gives them.
  const json header = json::parse(lines.front());
  expect_keys(header, {"format", "version"}, where + " header");
  EXPECT_EQ(header["format"], "frontier-trace") << where;
  EXPECT_EQ(header["version"], 2) << where;
  lines.erase(lines.begin());
  std::size_t stages_ended = 0;
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
    const std::string at = where + " line " + std::to_string(i + 2);
    const json line = json::parse(lines[i]);  // throws, failing the test, on a line that is not JSON
    // Step 0 expands no state, so it has no estimate.
    const bool estimated = estimates(algorithm);
    std::set<std::string> keys = {"step", "state", "cost", "lines", "pushes", "improved", "say"};
    if ((estimated && i > 0) || (estimates_some(algorithm) && line.contains("estimate"))) keys.insert("estimate");
    // A stage ended in this step (a search in stages), after that many of its pushes; or
    // no key at all.
    if (line.contains("set_aside")) {
      keys.insert("set_aside");
      EXPECT_TRUE(line["set_aside"].is_number_integer() && line["set_aside"].get<std::int64_t>() >= 0 &&
                  line["set_aside"].get<std::size_t>() <= line["pushes"].size())
          << at << line.dump();
      ++stages_ended;
    }
    expect_keys(line, keys, at);
    if (line.contains("estimate")) expect_estimate(line, at);
    EXPECT_EQ(line.value("step", -1), static_cast<std::int64_t>(i)) << at;
    if (i == 0) {
      EXPECT_TRUE(line["state"].is_null()) << at << ": step 0 is the set-up";
    } else {
      expect_state(line["state"], at + " state");
    }
    EXPECT_TRUE(line["cost"].is_number_integer()) << at;
    const json& numbers = line["lines"];
    EXPECT_TRUE(numbers.is_array()) << at;
    for (const json& number : numbers.is_array() ? numbers : json::array()) {
      EXPECT_TRUE(number.is_number_integer() && number.get<std::int64_t>() >= 1) << at << number.dump();
    }
    expect_costed_states(line["pushes"], at + " pushes", estimated, estimates_some(algorithm));
    expect_costed_states(line["improved"], at + " improved", estimated, estimates_some(algorithm));
    expect_said(line, i > 0, at);
  }
  // Only the search in two stages ends one, once at most.
  EXPECT_LE(stages_ended, estimates_some(algorithm) ? 1u : 0u) << where;
  const json summary = json::parse(lines.back());
  const std::string at = where + " summary";
  expect_keys(summary,
              {"summary", "puzzle", "algorithm", "case", "query", "answer", "stopped", "expansions", "witness"}, at);
  EXPECT_EQ(summary["summary"], true) << at;
  EXPECT_EQ(summary["puzzle"], puzzle) << at;
  EXPECT_EQ(summary["algorithm"], algorithm) << at;
  EXPECT_EQ(summary["case"], case_number) << at;
  EXPECT_EQ(summary["query"], query_number) << at;
  EXPECT_EQ(summary["stopped"], false) << at;
  EXPECT_EQ(summary["expansions"], lines.size() - 2) << at << ": one line a expansion after the set-up";
  const json& witness = summary["witness"];
  expect_keys(witness, {"corners", "moves"}, at + " witness");
  if (witness.contains("corners") && witness["corners"].is_array()) {
    for (const json& corner : witness["corners"]) expect_cell(corner, at + " corner");
  } else {
    ADD_FAILURE() << at << ": corners is not an array";
  }
  if (witness.contains("moves") && witness["moves"].is_array()) {
    for (const json& move : witness["moves"]) {
      expect_keys(move, {"from", "to", "jump", "marked"}, at + " move");
      if (!move.contains("from") || !move.contains("to")) continue;
      expect_cell(move["from"], at + " move from");
      expect_cell(move["to"], at + " move to");
      EXPECT_TRUE(move["jump"].is_boolean() && move["marked"].is_boolean()) << at << move.dump();
    }
  } else {
    ADD_FAILURE() << at << ": moves is not an array";
  }
  if (!summary.contains("answer") || !summary["answer"].is_string()) {
    ADD_FAILURE() << at << ": answer is not a string";
    return "";
  }
  return summary["answer"].get<std::string>();
}

// The page's examples are what their commands write today: each whole line (a step or a
// summary) under a paragraph naming `frontier-cli trace ...` commands is a line of one of
// their outputs, each smaller example (a cell, a state) is written by some command of the
// page, and the page names every puzzle `frontier-cli puzzles` lists.
TEST(TraceFormatPage, ItsExamplesAreWhatTheirCommandsWrite) {
  const std::string page = slurp(fs::path(FRONTIER_SOURCE_DIR) / "docs" / "trace-format.md");
  const std::regex command("`frontier-cli (trace [^`]+)`");
  std::vector<std::string> named;    // outputs of the commands named since the last example
  std::string every;                 // every output of the page's commands
  std::vector<std::string> fragments;
  std::size_t lines = 0;
  bool in_json = false;
  for (const std::string& line : lines_of(page)) {
    if (line.rfind("```", 0) == 0) {
      if (in_json) named.clear();  // the next example names its own commands
      in_json = line == "```json";
      continue;
    }
    if (in_json) {
      if (line.rfind("{\"step\"", 0) != 0 && line.rfind("{\"summary\"", 0) != 0) {
        fragments.push_back(line);
        continue;
      }
      ASSERT_FALSE(named.empty()) << "an example with no command before it: " << line.substr(0, 80);
      const bool written = std::ranges::any_of(named, [&](const std::string& output) {
        const std::vector<std::string> written_lines = lines_of(output);
        return std::ranges::find(written_lines, line) != written_lines.end();
      });
      EXPECT_TRUE(written) << "not what its command writes: " << line.substr(0, 160);
      ++lines;
      continue;
    }
    for (std::sregex_iterator at(line.begin(), line.end(), command), end; at != end; ++at) {
      std::string arguments = (*at)[1];
      if (arguments.find("PUZZLE") != std::string::npos) continue;  // the synopsis
      const std::size_t samples = arguments.find("sample_inputs/");
      if (samples != std::string::npos) arguments.insert(samples, std::string(FRONTIER_SOURCE_DIR) + "/");
      const Result r = cli(arguments);
      ASSERT_EQ(r.status, 0) << arguments << ": " << r.err;
      named.push_back(r.out);
      every += r.out;
    }
  }
  EXPECT_GE(lines, 4U);
  for (const std::string& fragment : fragments) {
    EXPECT_NE(every.find(fragment), std::string::npos) << "no command of the page writes " << fragment;
  }
  for (const std::string& listed : lines_of(cli("puzzles").out)) {
    const std::string id = listed.substr(0, listed.find('\t'));
    EXPECT_NE(page.find("`" + id + "`"), std::string::npos) << id << " is not named on the page";
  }
}

struct Sample {
  std::string puzzle;
  fs::path input;
};

std::vector<Sample> all_samples() {
  std::vector<Sample> samples;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(FRONTIER_SOURCE_DIR) / "sample_inputs")) {
    if (entry.path().extension() == ".in") {
      samples.push_back({entry.path().parent_path().filename().string(), entry.path()});
    }
  }
  std::sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) { return a.input < b.input; });
  return samples;
}

// The sample's .args without --algorithm and --format (every algorithm is traced, and
// the solve compared with is in the judge's format): its rule options.
std::string rule_arguments(const fs::path& input) {
  fs::path args = input;
  args.replace_extension(".args");
  if (!fs::exists(args)) return "";
  std::istringstream words(slurp(args));
  std::string kept;
  for (std::string word; words >> word;) {
    if (word == "--algorithm" || word == "--format") {
      words >> word;
      continue;
    }
    kept += " " + word;
  }
  return kept;
}

// Names the sample in test output (gtest would print the struct's bytes).
void PrintTo(const Sample& sample, std::ostream* out) { *out << sample.input.string(); }

class TraceSchema : public testing::TestWithParam<Sample> {};

TEST_P(TraceSchema, EveryLineHasTheSchemaAndTheSummaryAgreesWithSolve) {
  const Sample& sample = GetParam();
  const std::string file = sample.input.string();
  const std::string rules = rule_arguments(sample.input);
  const Result solved = cli("solve " + sample.puzzle + " " + file + rules);
  ASSERT_EQ(solved.status, 0) << solved.err;
  const std::vector<std::string> answers = lines_of(solved.out);
  // The sanitizers' run traces the first query of the first case of each search only.
  const bool large = fs::file_size(sample.input) > kSmallFileBytes || frontier::test::short_run();
  const std::int64_t cases_traced = frontier::test::short_run() ? 1 : kCasesTraced;

  // How many queries each case holds, from trace's own refusal of a query past the end.
  const std::regex holds("is not in case [0-9]+ \\(it has ([0-9]+) quer");
  std::vector<std::int64_t> queries;
  for (std::int64_t k = 1;; ++k) {
    const Result probe = cli("trace " + sample.puzzle + " " + file + " --case " + std::to_string(k) +
                             " --query 999999999" + rules);
    ASSERT_EQ(probe.status, 2) << probe.err;
    std::smatch match;
    if (!std::regex_search(probe.err, match, holds)) {
      ASSERT_NE(probe.err.find("--case " + std::to_string(k) + " is not in this file"), std::string::npos)
          << probe.err;
      break;
    }
    queries.push_back(std::stoll(match[1]));
  }
  std::int64_t total = 0;
  for (const std::int64_t n : queries) total += n;
  ASSERT_EQ(static_cast<std::int64_t>(answers.size()), total) << "solve answers one line a query";

  std::int64_t traced = 0;
  std::vector<std::string> searches = algorithms_of(sample.puzzle);
  const std::size_t correct = searches.size();
  for (const std::string& lesson : algorithms_of(sample.puzzle, true)) searches.push_back(lesson);
  for (std::size_t a = 0; a < searches.size(); ++a) {
    const std::string& algorithm = searches[a];
    const bool lesson = a >= correct;  // wrong on purpose: the schema holds, the answer may not
    // The sanitizers' run traces the judge solver and the lessons; the dev run every search.
    if (frontier::test::short_run() && a > 0 && !lesson) continue;
    std::int64_t before = 0;  // queries of the cases before case k
    for (std::int64_t k = 1; k <= static_cast<std::int64_t>(queries.size()); ++k) {
      const std::int64_t in_case = queries[static_cast<std::size_t>(k - 1)];
      const std::int64_t last = large ? std::min<std::int64_t>(in_case, 1) : in_case;
      if (k > cases_traced) break;
      for (std::int64_t j = 1; j <= last; ++j) {
        const std::string where =
            sample.puzzle + " " + algorithm + " " + file + " case " + std::to_string(k) + " query " + std::to_string(j);
        const Result r = cli("trace " + sample.puzzle + " " + file + " --algorithm " + algorithm + " --case " +
                             std::to_string(k) + " --query " + std::to_string(j) + rules);
        ASSERT_EQ(r.status, 0) << where << ": " << r.err;
        const std::string answer = check_trace(r.out, sample.puzzle, algorithm, k, j, where);
        if (!lesson) {
          // The judge takes it: solve's own line, or another its checker takes.
          const Result judged = cli("check " + sample.puzzle + " " + file + " - --case " + std::to_string(k) +
                                    " --query " + std::to_string(j) + rules, answer + "\n");
          EXPECT_EQ(judged.status, 0) << where << ": " << answer << ": " << judged.out;
        }
        ++traced;
      }
      before += in_case;
    }
  }
  if (total > 0) {
    EXPECT_GT(traced, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Samples, TraceSchema, testing::ValuesIn(all_samples()),
                         [](const testing::TestParamInfo<Sample>& info) {
                           std::string name = info.param.puzzle + "_" + info.param.input.stem().string();
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

}  // namespace
