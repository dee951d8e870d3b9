// The contract's promises, written once and held for every puzzle of core's list
// (frontier/puzzles.hpp through every_puzzle.hpp): a new puzzle is tested here without a
// line of this file changing. Each puzzle's own tests (tests/core/<puzzle>/) hold its
// answers to an independent oracle; these hold what every puzzle owes the rest of Frontier.
//   - generated files round-trip through write and read, and every query is valid;
//   - the judge takes every correct search's answer (its checker, or the judge solver's line);
//   - every move `moves` lists is one `apply` takes, and `hint` gives one of them;
//   - every discovered state decodes to at least one part, and every search has a kind;
//   - on the samples and generated files, every pseudo-code line of every search is lit,
//     every sentence filled;
//   - every sample's .out is what the judge takes (its line, or its checker's verdict).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <stop_token>
#include <string>
#include <vector>

#include "data_files.hpp"
#include "every_puzzle.hpp"
#include "frontier/puzzles.hpp"
#include "frontier/trace/narration.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier {
namespace {

namespace fs = std::filesystem;

template <class P>
class Contract : public ::testing::Test {};
TYPED_TEST_SUITE(Contract, testing::EveryPuzzle, testing::PuzzleIds);

// A small file of P with the generator's defaults, made smaller where a parameter allows;
// odd seeds fill the board more sparsely, where a density is asked, so that some queries
// have no answer.
template <class P>
typename P::File small_file(std::uint64_t seed) {
  GenerateValues values;
  for (const GenerateParameter& parameter : P::generate_parameters()) {
    const std::string id(parameter.id);
    if (id == kRowsParameter || id == kColsParameter) values[id] = std::max(parameter.minimum, 6.0);
    if (id == kQueriesParameter || id == kCasesParameter) values[id] = std::max(parameter.minimum, 3.0);
    if (id == kDensityParameter && seed % 2 == 1) values[id] = std::clamp(0.5, parameter.minimum, parameter.maximum);
  }
  return P::generate(seed, values);
}

// Every (case, query) of a file, in order.
template <class P>
std::vector<std::pair<std::size_t, std::size_t>> queries_of(const typename P::File& file) {
  std::vector<std::pair<std::size_t, std::size_t>> all;
  for (std::size_t c = 0; c < P::case_count(file); ++c) {
    for (std::size_t q = 0; q < P::query_count(file, c); ++q) all.emplace_back(c, q);
  }
  return all;
}

// The judge's lines for a file, one a query.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    lines.push_back(text.substr(at, end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return lines;
}

// Whether the judge takes `line` for query (c, q) of `file`, `expected` being the judge
// solver's line.
template <class P>
bool judge_takes(const typename P::File& file, std::size_t c, std::size_t q, const std::string& line,
                 const std::string& expected) {
  if constexpr (ChecksAnswers<P>) {
    return !P::check(P::case_at(file, c), P::query_at(file, c, q), P::rules_from({}), line).has_value();
  } else {
    return line == expected;
  }
}

TYPED_TEST(Contract, GeneratedFilesRoundTripAndHoldOnlyValidQueries) {
  using P = TypeParam;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const typename P::File file = small_file<P>(seed);
    const std::string text = P::write(file);
    EXPECT_EQ(P::read(text), file) << P::kId << " seed " << seed;
    EXPECT_EQ(P::write(P::read(text)), text) << P::kId << " seed " << seed;
    EXPECT_EQ(P::write(small_file<P>(seed)), text) << "the same bytes for the same seed";
    for (const auto& [c, q] : queries_of<P>(file)) {
      EXPECT_EQ(P::validate(P::case_at(file, c), P::query_at(file, c, q)), std::nullopt) << P::kId << " seed " << seed;
    }
  }
}

TYPED_TEST(Contract, TheJudgeTakesEveryCorrectSearchsAnswer) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const typename P::File file = small_file<P>(seed);
    const std::vector<std::string> judge =
        lines_of(P::solve(file, P::algorithms().front().name, rules, P::answer_formats().front()));
    const auto queries = queries_of<P>(file);
    ASSERT_EQ(judge.size(), queries.size()) << P::kId << ": one line a query";
    for (std::size_t i = 0; i < queries.size(); ++i) {
      const auto [c, q] = queries[i];
      for (const trace::AlgorithmInfo& algorithm : P::algorithms()) {
        const typename P::Answer answer = P::run(algorithm.name, P::case_at(file, c), P::query_at(file, c, q), rules, nullptr);
        EXPECT_FALSE(P::stopped(answer));
        EXPECT_TRUE(judge_takes<P>(file, c, q, P::answer_text(answer), judge[i]))
            << P::kId << " " << algorithm.name << " seed " << seed << " query " << i << ": " << P::answer_text(answer)
            << " where the judge solver says " << judge[i];
      }
    }
  }
}

TYPED_TEST(Contract, EveryListedMoveIsOneApplyTakesAndTheHintIsAmongThem) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  const typename P::File file = small_file<P>(7);
  for (const auto& [c, q] : queries_of<P>(file)) {
    const auto& game = P::case_at(file, c);
    const auto& query = P::query_at(file, c, q);
    const typename P::Position start = P::start(game, query);
    const std::vector<typename P::Move> moves = P::moves(game, rules, start);
    for (const typename P::Move& move : moves) {
      const auto outcome = P::apply(game, rules, start, move);
      EXPECT_TRUE(outcome.position.has_value()) << P::kId << ": a listed move is refused: " << outcome.refusal;
    }
    if constexpr (GivesHints<P>) {
      const auto hint = P::hint(game, query, rules, start, 0, std::stop_token{});
      EXPECT_EQ(hint.has_value(), !moves.empty()) << P::kId;
      if (hint) EXPECT_TRUE(P::apply(game, rules, start, *hint).position.has_value()) << P::kId << ": the hint is refused";
    }
  }
}

TYPED_TEST(Contract, EveryDiscoveredStateDecodesAndEverySearchHasItsKind) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  const typename P::File file = small_file<P>(3);
  const auto& game = P::case_at(file, 0);
  const auto& query = P::query_at(file, 0, 0);
  for (const auto list : {P::algorithms(), P::lessons()}) {
    for (const trace::AlgorithmInfo& algorithm : list) {
      const std::size_t states = P::state_count(algorithm.name, game, rules);
      if (states > trace::kMaxTraceStates) continue;
      trace::Trace recorded(states);
      trace::Recorder recorder({.trace = &recorded});
      static_cast<void>(P::run(algorithm.name, game, query, rules, &recorder));
      std::size_t decoded = 0;
      for (std::size_t s = 0; s < states && decoded < 2000; ++s) {
        if (recorded.discovered_at(static_cast<trace::StateId>(s)) == trace::kNever) continue;
        const DecodedState state = P::decode(algorithm.name, game, static_cast<trace::StateId>(s));
        EXPECT_GE(state.count, 1) << P::kId << " " << algorithm.name;
        EXPECT_EQ(state.view().size(), static_cast<std::size_t>(state.count));
        EXPECT_TRUE(state.side == 0 || state.side == 1);
        ++decoded;
      }
      EXPECT_TRUE(P::search_kind(algorithm.name).has_value()) << P::kId << " " << algorithm.name;
    }
  }
  EXPECT_FALSE(P::search_kind("no-such-search").has_value());
}

// The samples of P that need no rule options (a sample's .args may set some).
template <class P>
std::vector<fs::path> plain_samples() {
  std::vector<fs::path> samples;
  for (const fs::path& input : test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / std::string(P::kId), ".out")) {
    if (!fs::exists(fs::path(input).replace_extension(".args"))) samples.push_back(input);
  }
  return samples;
}

TYPED_TEST(Contract, OnSamplesAndGeneratedFilesEveryLineIsLitAndEverySentenceFilled) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  std::vector<typename P::File> files;
  for (const fs::path& input : plain_samples<P>()) {
    if (fs::file_size(input) <= 16 * 1024) files.push_back(P::read(test_data::slurp(input)));
  }
  ASSERT_FALSE(files.empty()) << P::kId << ": sample_inputs/" << P::kId << " has samples with .out files";
  for (std::uint64_t seed = 1; seed <= 12; ++seed) files.push_back(small_file<P>(seed));
  for (const auto list : {P::algorithms(), P::lessons()}) {
    for (const trace::AlgorithmInfo& algorithm : list) {
      std::set<int> lit;
      for (const typename P::File& file : files) {
        int traced = 0;
        for (const auto& [c, q] : queries_of<P>(file)) {
          const auto& game = P::case_at(file, c);
          if (P::state_count(algorithm.name, game, rules) > trace::kMaxTraceStates || ++traced > 6) continue;
          std::vector<trace::FineStep> fine;
          trace::Recorder recorder({.fine = &fine, .fine_limit = std::size_t{1} << 22});
          static_cast<void>(P::run(algorithm.name, game, P::query_at(file, c, q), rules, &recorder));
          if (recorder.fine_overflow()) continue;
          trace::Narrator narrator(algorithm, [&](trace::StateId s) { return P::decode(algorithm.name, game, s); });
          for (std::size_t i = 0; i < fine.size(); ++i) {
            if (fine[i].kind == trace::FineKind::line) lit.insert(fine[i].line);
            // The first steps of a run meet each sentence many times over; a run of millions
            // of steps is narrated no further.
            if (i >= 20'000) continue;
            const std::string words = trace::english(P::kId, narrator.take(fine[i]));
            ASSERT_EQ(words.find_first_of("{}"), std::string::npos) << P::kId << " " << algorithm.name << ": " << words;
          }
        }
      }
      for (int line = 1; line <= static_cast<int>(algorithm.pseudocode.size()); ++line) {
        EXPECT_TRUE(lit.contains(line)) << P::kId << " " << algorithm.name << ": line " << line << " is never lit ("
                                        << algorithm.pseudocode[static_cast<std::size_t>(line - 1)] << ")";
      }
    }
  }
}

TYPED_TEST(Contract, TheJudgeTakesEverySamplesOut) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  for (const fs::path& input : plain_samples<P>()) {
    const typename P::File file = P::read(test_data::slurp(input));
    const std::vector<std::string> expected = lines_of(test_data::slurp(fs::path(input).replace_extension(".out")));
    const std::vector<std::string> judge =
        lines_of(P::solve(file, P::algorithms().front().name, rules, P::answer_formats().front()));
    const auto queries = queries_of<P>(file);
    ASSERT_EQ(expected.size(), queries.size()) << input;
    for (std::size_t i = 0; i < queries.size(); ++i) {
      EXPECT_TRUE(judge_takes<P>(file, queries[i].first, queries[i].second, expected[i], judge[i])) << input << " line " << i + 1;
    }
  }
}

}  // namespace
}  // namespace frontier
