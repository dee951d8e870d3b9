#pragma once
// A puzzle's registry of algorithms, written once for every puzzle. Each search's header
// gives its name and words (summary, pseudo-code, sentences), its states and its two
// instantiations, the judge's (NoObserver) and the recorded one, as one trace::Search; the
// puzzle's registry lists them, so that running an algorithm by name, or sizing and
// reading its trace, is one look-up and one call.
//
// The call goes through a function pointer once per query, outside the search: the
// search that runs is the same instantiation a direct call would run, and its inner loop
// is as it was.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::trace {

// What a search's states are, which the search alone decides, so that nothing else asks
// which search it is: how many there are on a case (to size a trace), what one covers on
// the board, the lower bound an informed search orders one by, and its kind, an enum of
// the puzzle's own (its searches.hpp) that the puzzle's painter draws by. Searches that
// number their states alike give the same functions and may still differ in kind (what a
// state's cost counts, how the frontier is ordered).
template <class Kind, class Case, class Query, class Rules>
struct StateSpace {
  Kind kind;
  std::size_t (*count)(const Case& game, const Rules& rules);
  DecodedState (*decode)(const Case& game, StateId state);
  // The lower bound on the cost still to come that an informed search adds to a state's
  // cost to order it (A*'s h); null for a search that has none (every uninformed search),
  // nullopt for a state it orders by cost alone (a later stage's).
  std::optional<std::int64_t> (*estimate)(const Case& game, const Query& query, StateId state) = nullptr;
};

// One search as its own header gives it to its puzzle's registry: its words, its states
// (`States`, a StateSpace) and its two instantiations, the judge's (NoObserver) and the
// recorded one. `Args` are what every algorithm of the puzzle is given (board, query,
// rules) before its observer; each puzzle names its own (for example lianliankan::Search
// in searches.hpp).
template <class States, class Answer, class... Args>
struct Search {
  using Judge = Answer (*)(Args..., NoObserver&&);
  using Recorded = Answer (*)(Args..., Recorder&);

  std::string_view name;  // the command line's and the GUI's (the puzzle's searches.hpp)
  std::string_view summary;
  std::span<const std::string_view> pseudocode;
  std::span<const std::string_view> narration;  // one sentence a line (AlgorithmInfo::narration)
  std::string_view cost_unit;                   // AlgorithmInfo::cost_unit
  Keeping keeping;                              // AlgorithmInfo::container and ties
  std::span<const Stage> stages;                // AlgorithmInfo::stages
  States states;
  Judge judge;
  Recorded recorded;
  std::string_view mistake;  // set for a lesson only (AlgorithmInfo::mistake)

  // A search whose pseudo-code and sentences are held to the enum that names its lines:
  // `last`, the enum's last line, must be the last line of both (the values are the 1-based
  // line numbers), so no line a search lights is missing and no line goes unnamed. Every
  // search is made through this one check. The texts may be plain arrays or made by
  // `reworded` (observer.hpp).
  template <auto last, class Pseudocode, class Narration>
    requires std::is_enum_v<decltype(last)>
  static consteval Search checked(std::string_view name, std::string_view summary, const Pseudocode& pseudocode,
                                  const Narration& narration, std::string_view cost_unit, Keeping keeping, States states,
                                  Judge judge, Recorded recorded, std::string_view mistake = {}) {
    constexpr auto kLines = static_cast<std::size_t>(last);
    static_assert(decltype(std::span(pseudocode))::extent == kLines, "the line enum and the pseudo-code differ in length");
    static_assert(decltype(std::span(narration))::extent == kLines, "the line enum and the narration differ in length");
    return {name, summary, pseudocode, narration, cost_unit, keeping, {}, states, judge, recorded, mistake};
  }
  // The same for a search in stages: the first stage's container is its keeping.
  template <auto last, class Pseudocode, class Narration, std::size_t S>
    requires std::is_enum_v<decltype(last)>
  static consteval Search checked(std::string_view name, std::string_view summary, const Pseudocode& pseudocode,
                                  const Narration& narration, std::string_view cost_unit, const Stage (&stages)[S],
                                  States states, Judge judge, Recorded recorded, std::string_view mistake = {}) {
    static_assert(S >= 2, "a search of one stage declares its container alone");
    Search search = checked<last>(name, summary, pseudocode, narration, cost_unit, stages[0].keeping, states, judge,
                                  recorded, mistake);
    search.stages = stages;
    return search;
  }

  constexpr AlgorithmInfo info() const {
    return {name, summary, pseudocode, narration, cost_unit, mistake, keeping.container, keeping.ties, stages};
  }

  // recorder == nullptr runs the judge's instantiation.
  Answer run(Recorder* recorder, Args... args) const {
    return recorder != nullptr ? recorded(args..., *recorder) : judge(args..., NoObserver{});
  }
};

// A puzzle's algorithms, the judge's first, then its lessons (AlgorithmInfo::mistake set),
// if any. `puzzle` is the word the "unknown algorithm" error names the puzzle by.
template <std::size_t N, class States, class Answer, class... Args>
class Registry {
 public:
  using Entry = Search<States, Answer, Args...>;

  // Spelt out, not Entry, so that the class's arguments are deduced from the list.
  constexpr Registry(std::string_view puzzle, const Search<States, Answer, Args...> (&algorithms)[N])
      : puzzle_(puzzle), algorithms_(algorithms) {
    for (std::size_t i = 0; i < N; ++i) infos_[i] = algorithms[i].info();
    while (correct_ < N && !infos_[correct_].lesson()) ++correct_;
    for (std::size_t i = correct_; i < N; ++i) {
      // In a constant expression (every registry is one) this fails to compile.
      if (!infos_[i].lesson()) throw std::logic_error("a correct search listed after a lesson");
    }
  }

  // The correct searches (the puzzle's algorithms()) and the lessons after them.
  std::span<const AlgorithmInfo> infos() const { return std::span<const AlgorithmInfo>(infos_).first(correct_); }
  std::span<const AlgorithmInfo> lessons() const { return std::span<const AlgorithmInfo>(infos_).subspan(correct_); }

  // Calls refuse(name) for a name not listed. A lesson is found too: it may be run.
  std::size_t index_of(std::string_view name) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (infos_[i].name == name) return i;
    }
    refuse(name);
  }
  // The same for answering a judge file, which a lesson may not do: it is refused with
  // what it gets wrong.
  std::size_t judge_index_of(std::string_view name) const {
    const std::size_t i = index_of(name);
    if (infos_[i].lesson()) {
      throw std::invalid_argument(std::string(name) + " is a lesson, wrong on purpose (" +
                                  std::string(infos_[i].mistake) + "), not a judge solver");
    }
    return i;
  }
  // What every look-up by an unknown name throws.
  [[noreturn]] void refuse(std::string_view name) const {
    throw std::invalid_argument("unknown " + std::string(puzzle_) + " algorithm '" + std::string(name) + "'");
  }
  const Entry& operator[](std::string_view name) const { return algorithms_[index_of(name)]; }
  // The search of that name, or null: a name the caller may hold from another puzzle (the
  // window's choice while a file of another puzzle opens) is no error there.
  const Entry* find(std::string_view name) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (infos_[i].name == name) return &algorithms_[i];
    }
    return nullptr;
  }

 private:
  std::string_view puzzle_;
  const Entry* algorithms_;
  std::array<AlgorithmInfo, N> infos_{};
  std::size_t correct_ = 0;  // lessons come after every correct search
};

}  // namespace frontier::trace
