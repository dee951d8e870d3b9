// The narration: every fine step of every search (lessons included), on every sample in
// sample_inputs/ and on generated files, has a sentence whose every placeholder is filled
// and whose every fact is used; each algorithm has one sentence a pseudo-code line; the
// sentences built from a recorded Trace (the visualizer's way) are those built while the
// steps stream (frontier-cli's); and a few steps read exactly as checked by hand.

#include <gtest/gtest.h>

#include "data_files.hpp"
#include "every_puzzle.hpp"

#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/puzzles.hpp"
#include "frontier/trace/narration.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::trace {
namespace {

namespace fs = std::filesystem;

// Runs longer than this are checked while streaming only, not also kept whole to be
// narrated again from their Trace.
constexpr std::size_t kKeptFineSteps = 200'000;
// And a run is streamed only so far: Solitaire's plain BFS makes millions of fine steps a
// case, the same few sentences over and over.
constexpr std::size_t kStreamedFineSteps = 400'000;
// Files are narrated on their first cases and, when large, on the first query of each.
constexpr std::size_t kCasesNarrated = 3;
constexpr std::uintmax_t kSmallFileBytes = 400;

template <PuzzleContract P>
std::vector<AlgorithmInfo> every_search() {
  std::vector<AlgorithmInfo> all(P::algorithms().begin(), P::algorithms().end());
  all.insert(all.end(), P::lessons().begin(), P::lessons().end());
  return all;
}

// What a sentence must be: its template names only facts it has, and it has only facts
// its template names. Each fault is said once, by algorithm and line, however often it
// recurs.
void check_complete(const Sentence& sentence, const FineStep& step, std::set<std::string>& faults) {
  const std::string at = std::string(sentence.algorithm.empty() ? "generic" : sentence.algorithm) + " line " +
                         std::to_string(step.line) + " \"" + std::string(sentence.text) + "\"";
  if (sentence.text.empty()) faults.insert(at + ": no sentence");
  const std::vector<std::string_view> names = placeholders(sentence.text);
  for (const std::string_view name : names) {
    if (sentence.find(name) == nullptr) faults.insert(at + ": {" + std::string(name) + "} is not filled");
  }
  for (const Argument& argument : sentence.arguments) {
    if (std::find(names.begin(), names.end(), argument.name) == names.end()) {
      faults.insert(at + ": " + std::string(argument.name) + " is not used");
    }
  }
}

// A FineSink that narrates each step as it comes, as frontier-cli does, and checks it.
class CheckingSink final : public FineSink {
 public:
  CheckingSink(std::string_view puzzle, const AlgorithmInfo& algorithm, DecodeState decode)
      : puzzle_(puzzle), narrator_(algorithm, std::move(decode)) {}
  void take(const FineStep& step) override {
    const Sentence sentence = narrator_.take(step);
    ++taken_;
    check_complete(sentence, step, faults);
    const std::string english_text = english(puzzle_, sentence);
    if (english_text.find('{') != std::string::npos) faults.insert("a placeholder is left in: " + english_text);
    if (keep_) said.push_back(english_text);
  }
  void keep_sentences() { keep_ = true; }
  std::size_t taken() const { return taken_; }
  std::vector<std::string> said;
  std::set<std::string> faults;

 private:
  std::string_view puzzle_;
  Narrator narrator_;
  std::size_t taken_ = 0;
  bool keep_ = false;
};

// Narrates one query of one algorithm both ways and compares: streamed, and from the
// Trace one expansion at a time. Returns the lines narrated.
template <PuzzleContract P>
std::set<int> narrate_query(const AlgorithmInfo& algorithm, const typename P::Case& game,
                            const typename P::Query& query, const typename P::Rules& rules, const std::string& where) {
  const DecodeState decode = [&](StateId state) { return P::decode(algorithm.name, game, state); };
  std::vector<FineStep> fine;
  Trace trace(P::state_count(algorithm.name, game, rules));
  {
    Recorder counting({.trace = &trace, .fine = &fine, .fine_limit = kKeptFineSteps});
    static_cast<void>(P::run(algorithm.name, game, query, rules, &counting));
    trace.finish(!counting.fine_overflow());
  }
  std::set<int> lines;
  CheckingSink sink(P::kId, algorithm, decode);
  const bool whole = fine.size() < kKeptFineSteps;
  if (whole) sink.keep_sentences();
  Recorder streaming({.fine_limit = kStreamedFineSteps, .sink = &sink});
  static_cast<void>(P::run(algorithm.name, game, query, rules, &streaming));
  for (const std::string& fault : sink.faults) ADD_FAILURE() << where << ": " << fault;
  if (!whole) return lines;
  // The Trace's way: each expansion's steps on their own.
  EXPECT_EQ(sink.taken(), fine.size()) << where;
  std::size_t at = 0;
  while (at < fine.size()) {
    const Step k = fine[at].expansion;
    std::size_t end = at;
    while (end < fine.size() && fine[end].expansion == k) ++end;
    const std::span<const FineStep> steps(fine.data() + at, end - at);
    const std::vector<Sentence> sentences = narrate_expansion(algorithm, trace, k, steps, decode);
    for (std::size_t i = 0; i < steps.size(); ++i) {
      if (steps[i].kind == FineKind::line) lines.insert(steps[i].line);
      if (at + i < sink.said.size()) {
        EXPECT_EQ(english(P::kId, sentences[i]), sink.said[at + i]) << where << " expansion " << k << " step " << i;
      }
    }
    at = end;
  }
  return lines;
}

RuleValues rules_of(const fs::path& input) {
  fs::path args = input;
  args.replace_extension(".args");
  RuleValues values;
  if (!fs::exists(args)) return values;
  std::istringstream words(test_data::slurp(args));
  for (std::string word; words >> word;) {
    if (word.rfind("--", 0) != 0) continue;
    const std::string id = word.substr(2);
    if (id == "algorithm" || id == "format") {
      words >> word;
    } else if (id == "outside") {
      values[id] = 1;
    } else {
      int value = 0;
      words >> value;
      values[id] = value;
    }
  }
  return values;
}

template <PuzzleContract P>
void narrate_file(const typename P::File& file, const typename P::Rules& rules, bool large, const std::string& name,
                  std::map<std::string, std::set<int>>& lit) {
  for (const AlgorithmInfo& algorithm : every_search<P>()) {
    for (std::size_t c = 0; c < std::min(P::case_count(file), kCasesNarrated); ++c) {
      const auto& game = P::case_at(file, c);
      const std::size_t queries = large ? std::min<std::size_t>(P::query_count(file, c), 1) : P::query_count(file, c);
      for (std::size_t q = 0; q < queries; ++q) {
        const std::string where = std::string(P::kId) + " " + std::string(algorithm.name) + " " + name + " case " +
                                  std::to_string(c + 1) + " query " + std::to_string(q + 1);
        const std::set<int> lines = narrate_query<P>(algorithm, game, P::query_at(file, c, q), rules, where);
        lit[std::string(algorithm.name)].insert(lines.begin(), lines.end());
        if (::testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

template <PuzzleContract P>
void narrate_every_sample() {
  std::map<std::string, std::set<int>> lit;
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / std::string(P::kId), ".out");
  ASSERT_FALSE(inputs.empty());
  for (const fs::path& input : inputs) {
    const typename P::File file = P::read(test_data::slurp(input));
    narrate_file<P>(file, P::rules_from(rules_of(input)), fs::file_size(input) > kSmallFileBytes,
                    input.filename().string(), lit);
  }
  for (const std::uint64_t seed : {1u, 2u, 3u}) {
    const typename P::File file = P::generate(seed, {});
    narrate_file<P>(file, P::rules_from({}), false, "generated seed " + std::to_string(seed), lit);
  }
  // Each search's sentences are read somewhere, as its pseudo-code lines are lit.
  for (const AlgorithmInfo& algorithm : every_search<P>()) {
    EXPECT_FALSE(lit[std::string(algorithm.name)].empty()) << algorithm.name << " was never narrated whole";
  }
}

template <class P>
class NarrationOf : public ::testing::Test {};
TYPED_TEST_SUITE(NarrationOf, testing::EveryPuzzle, testing::PuzzleIds);

TYPED_TEST(NarrationOf, EveryFineStepHasAFilledSentence) { narrate_every_sample<TypeParam>(); }

template <PuzzleContract P>
void expect_one_sentence_a_line() {
  static const std::set<std::string_view> facts = {kSubject, kSubjectCost, kCurrent, kCost, kStep};
  for (const AlgorithmInfo& algorithm : every_search<P>()) {
    EXPECT_EQ(algorithm.narration.size(), algorithm.pseudocode.size()) << algorithm.name;
    EXPECT_NE(algorithm.cost_unit.find("%n"), std::string_view::npos) << algorithm.name << ": " << algorithm.cost_unit;
    for (const std::string_view sentence : algorithm.narration) {
      EXPECT_FALSE(sentence.empty()) << algorithm.name;
      for (const std::string_view name : placeholders(sentence)) {
        EXPECT_TRUE(facts.count(name)) << algorithm.name << ": {" << name << "} is no fact: " << sentence;
      }
    }
  }
}

TEST(Narration, EveryAlgorithmHasOneSentenceAPseudocodeLine) {
  for_each_puzzle([]<PuzzleContract P> { expect_one_sentence_a_line<P>(); });
}

TEST(Narration, PlaceholdersAreNamedOnceInOrder) {
  EXPECT_EQ(placeholders("{a} and {b}, then {a} again; {c"), (std::vector<std::string_view>{"a", "b"}));
  EXPECT_TRUE(placeholders("no facts").empty());
}

TEST(Narration, EnglishCountsAndStates) {
  EXPECT_EQ(english_count("%n turn(s)", 1), "1 turn");
  EXPECT_EQ(english_count("%n turn(s)", 0), "0 turns");
  EXPECT_EQ(english_count("%n move(s)", 12), "12 moves");
  DecodedState heading;
  heading.add({{2, 4}, StateRole::heading, 2});
  EXPECT_EQ(english_state("lianliankan", heading), "(2, 4) heading down");
  EXPECT_EQ(english_state("mahjong", heading), "(x 4, y 2) heading down");
  DecodedState column;
  column.add({{0, 3}, StateRole::column});
  EXPECT_EQ(english_state("lianliankan", column), "column 3 as the middle segment");
  DecodedState beside;
  beside.add({{2, 2}, StateRole::piece});
  beside.add({{2, 2}, StateRole::side, 0});
  EXPECT_EQ(english_state("huarongdao", beside), "marked piece on (2, 2), blank above it");
  DecodedState configuration;
  configuration.side = 1;
  for (int i = 1; i <= 4; ++i) configuration.add({{i, i}, StateRole::piece});
  EXPECT_EQ(english_state("solitaire", configuration), "from the goal: (1, 1) (2, 2) (3, 3) (4, 4)");
}

// A template whose fact is missing keeps the placeholder visible rather than guessing.
TEST(Narration, AMissingFactShowsItsPlaceholder) {
  const AlgorithmInfo& bfs_turns = lianliankan::Puzzle::algorithms()[1];
  ASSERT_EQ(bfs_turns.name, "bfs-turns");
  const FineStep pop{1, FineKind::line, 3, kNoState, 0};
  const Sentence sentence = narrate(bfs_turns, pop, {}, [](StateId) { return DecodedState{}; });
  EXPECT_TRUE(sentence.arguments.empty());
  EXPECT_EQ(english("lianliankan", sentence), "Take {subject} from the layer of its turns, reached with {subject_cost}.");
}

// The first steps of bfs-turns on HDU 1175's sample, query 1 (1,1) to (3,4), read by hand.
TEST(Narration, BfsTurnsOnTheHduSampleReadsAsCheckedByHand) {
  const lianliankan::Puzzle::File file =
      lianliankan::Puzzle::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const auto& game = lianliankan::Puzzle::case_at(file, 0);
  const AlgorithmInfo& bfs_turns = lianliankan::Puzzle::algorithms()[1];
  CheckingSink sink("lianliankan", bfs_turns,
                    [&](StateId s) { return lianliankan::Puzzle::decode("bfs-turns", game, s); });
  sink.keep_sentences();
  Recorder recorder({.fine_last = 2, .sink = &sink});
  lianliankan::Puzzle::run("bfs-turns", game, lianliankan::Puzzle::query_at(file, 0, 0), {}, &recorder);
  EXPECT_TRUE(sink.faults.empty());
  ASSERT_GE(sink.said.size(), 14u);
  EXPECT_EQ(sink.said[0],
            "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.");
  EXPECT_EQ(sink.said[1], "Start from the first click: one state for each of the four headings, all with 0 turns, in layer 0.");
  EXPECT_EQ(sink.said[2], "(1, 1) heading up joins the frontier with 0 turns.");
  EXPECT_EQ(sink.said[5], "(1, 1) heading left joins the frontier with 0 turns.");
  EXPECT_EQ(sink.said[6], "Expansion 1: (1, 1) heading up leaves the frontier, reached with 0 turns.");
  EXPECT_EQ(sink.said[7], "Take (1, 1) heading up from the layer of its turns, reached with 0 turns.");
  EXPECT_EQ(sink.said[10], "If the cell ahead of (1, 1) heading up is the target, the answer is YES with 0 turns.");
  EXPECT_EQ(sink.said[13], "Turn to (1, 1) heading right: it joins the next layer unless a line reached it with as few turns.");
}

// A middle line's words ("column 1 as the middle segment") are a whole noun phrase, so
// the sentences around them must not name the segment again ("the middle segment along
// column 1 as the middle segment", as they once read).
TEST(Narration, MiddleSegmentOnTheHduSampleReadsAsCheckedByHand) {
  using lianliankan::Puzzle;
  const Puzzle::File file = Puzzle::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const AlgorithmInfo& middle_segment = Puzzle::algorithms()[0];  // the judge's solver is listed first
  ASSERT_EQ(middle_segment.name, lianliankan::kMiddleSegment);
  for (std::size_t c = 0; c < Puzzle::case_count(file); ++c) {
    const auto& game = Puzzle::case_at(file, c);
    for (std::size_t q = 0; q < Puzzle::query_count(file, c); ++q) {
      CheckingSink sink("lianliankan", middle_segment, [&](StateId s) { return Puzzle::decode(middle_segment.name, game, s); });
      sink.keep_sentences();
      Recorder recorder({.sink = &sink});
      Puzzle::run(middle_segment.name, game, Puzzle::query_at(file, c, q), {}, &recorder);
      EXPECT_TRUE(sink.faults.empty());
      for (const std::string& said : sink.said) {
        const std::size_t first = said.find("middle segment");
        EXPECT_TRUE(first == std::string::npos || said.find("middle segment", first + 1) == std::string::npos) << said;
      }
      if (c != 0 || q != 0) continue;
      // Case 1, query 1: tile 1 at (1, 1) with tile 1 at (3, 4). Column 1 is tried first:
      // its first segment has no length, and its middle one runs down into the 4 at (3, 1).
      ASSERT_GE(sink.said.size(), 21u);
      EXPECT_EQ(sink.said[16], "Expansion 1: column 1 as the middle segment leaves the frontier, reached with 1 turn.");
      EXPECT_EQ(sink.said[17], "Try column 1 as the middle segment.");
      EXPECT_EQ(sink.said[18],
                "Draw the path with column 1 as the middle segment: from the first click to that line, along it, and on "
                "to the second click.");
      EXPECT_EQ(sink.said[19], "With column 1 as the middle segment: if the first segment meets a tile, try the next line.");
      EXPECT_EQ(sink.said[20], "With column 1 as the middle segment: if that segment meets a tile, try the next line.");
    }
  }
}

}  // namespace
}  // namespace frontier::trace
