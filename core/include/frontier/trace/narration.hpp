#pragma once
// Every fine step of a search in a sentence a student can read: "Ahead, (2, 4) heading
// down is the target, reached with 1 turn: the answer is YES."
//
// Each algorithm says, beside its pseudo-code and one for one with its lines, what each
// line does in plain words (AlgorithmInfo::narration, checked against the line enum by
// trace::narration<last>). A sentence is an English template with named placeholders in
// braces and the facts that fill them; the names, not positions, let a translator reorder
// the words, and a template that names fewer facts than are known is still filled safely.
//
// The facts are the fine step's subject and its cost, the state being expanded and its
// cost. They are known as the fine steps stream (Narrator::take, `frontier-cli trace`),
// and from a recorded Trace (narrate_expansion, the visualizer), the same either way: a
// state's cost is the one given by its last discover or improve before the fine step.
//
// Nothing here runs while a search runs: narration is built after the fact from fine
// steps, so the judge solver (NoObserver) and the Recorder are untouched by it.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::trace {

// The names a template may use, each a fact of the fine step.
inline constexpr std::string_view kSubject = "subject";            // the state the step is about
inline constexpr std::string_view kSubjectCost = "subject_cost";   // its cost (count)
inline constexpr std::string_view kCurrent = "current";            // the state being expanded
inline constexpr std::string_view kCost = "cost";                  // its cost (count)
inline constexpr std::string_view kStep = "step";                  // the expansion's number

// The sentences of the fine steps that are not a pseudo-code line: the same for every
// search, their cost said in the algorithm's unit.
inline constexpr std::string_view kDiscoverSentence = "{subject} joins the frontier with {subject_cost}.";
inline constexpr std::string_view kImproveSentence = "A cheaper way to {subject} is found: now {subject_cost}.";
inline constexpr std::string_view kExpandSentence = "Expansion {step}: {subject} leaves the frontier, reached with {subject_cost}.";
inline constexpr std::string_view kSetAsideSentence =
    "This stage is over: the states still waiting are set aside, and the next stage fills a container of its own.";
inline constexpr std::string_view kGenericSentences[] = {kDiscoverSentence, kImproveSentence, kExpandSentence,
                                                         kSetAsideSentence};
// How a translator finds them: an algorithm's sentences are told apart by "puzzle/algorithm"
// (the pseudo-code's key), the shared ones and the units by these.
inline constexpr std::string_view kGenericDisambiguation = "any search";
inline constexpr std::string_view kUnitDisambiguation = "unit";

struct Argument {
  enum class Kind : unsigned char { state, count, number };
  std::string_view name;
  Kind kind = Kind::number;
  StateId state = kNoState;  // kind state: the state, and what it covers
  DecodedState decoded{};
  std::int64_t value = 0;    // kind count or number
  std::string_view unit{};   // kind count: "%n turn(s)", Qt's plural form
};

struct Sentence {
  // The algorithm whose line this is; empty for a generic sentence (kGenericSentences).
  std::string_view algorithm;
  std::string_view text;
  // The facts the text names, each once, in the order the text first names them.
  std::vector<Argument> arguments;

  const Argument* find(std::string_view name) const;
};

// The names in braces in `text`, each once, in order of first appearance.
std::vector<std::string_view> placeholders(std::string_view text);

// What a fine step's sentence is made from, beyond the step itself.
struct NarrationFacts {
  StateId current = kNoState;                // the state being expanded (none in the set-up)
  std::optional<std::int64_t> current_cost;  // its cost when it was expanded
  std::optional<std::int64_t> subject_cost;  // the subject's cost as known at the step
};

using DecodeState = std::function<DecodedState(StateId)>;

// The sentence of one fine step of `algorithm`. A fact the template names but the step
// lacks (no subject, a cost not known yet) is left out of the arguments, and english()
// shows its placeholder as it is: the narration tests hold every template to its facts.
Sentence narrate(const AlgorithmInfo& algorithm, const FineStep& step, const NarrationFacts& facts,
                 const DecodeState& decode);

// Narrates fine steps in the order a search makes them, keeping the facts they need: the
// state under expansion and each state's last cost. `known_before`, when given, tells a
// state's cost before the first step taken (a recorded Trace's, for steps that begin
// mid-search); the costs the steps themselves give come first.
class Narrator {
 public:
  using CostBefore = std::function<std::optional<std::int64_t>(StateId)>;
  Narrator(const AlgorithmInfo& algorithm, DecodeState decode, CostBefore known_before = {});

  Sentence take(const FineStep& step);
  // The cost the steps so far gave `state` (or known_before's), if any.
  std::optional<std::int64_t> cost_of(StateId state) const;

 private:
  const AlgorithmInfo* algorithm_;
  DecodeState decode_;
  CostBefore known_before_;
  std::unordered_map<StateId, std::int64_t> costs_;
  StateId current_ = kNoState;
  std::optional<std::int64_t> current_cost_;
};

// The sentences of expansion k's fine steps (`fine`, as Recorder gave them for [k, k]),
// their facts taken from the recorded `trace`: costs as known at step k - 1, then as the
// steps give them.
std::vector<Sentence> narrate_expansion(const AlgorithmInfo& algorithm, const Trace& trace, Step k,
                                        std::span<const FineStep> fine, const DecodeState& decode);

// --- English, as frontier-cli writes it ---

// "%n turn(s)" of 1 is "1 turn", of 2 "2 turns": "(s)" is the plural's ending.
std::string english_count(std::string_view unit, std::int64_t n);
// A state in the words the visualizer uses in English: "(2, 4) heading down", "column 3 as
// the middle segment", "marked piece on (2, 2), blank above it". `puzzle` is the contract's
// kId: Mahjong names a cell by x and y.
std::string english_state(std::string_view puzzle, const DecodedState& state);
// The sentence with every placeholder it has an argument for filled in English.
std::string english(std::string_view puzzle, const Sentence& sentence);

}  // namespace frontier::trace
