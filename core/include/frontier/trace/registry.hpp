#pragma once
// A puzzle's registry of algorithms, written once for all four: each algorithm's words
// (AlgorithmInfo) beside its two instantiations, the judge's (NoObserver) and the
// recorded one, so that running an algorithm by name is one look-up and one call.
//
// The call goes through a function pointer once per query, outside the search: the
// search that runs is the same instantiation a direct call would run, and its inner loop
// is as it was.

#include <array>
#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::trace {

// One algorithm: what it is called and shown as, and how to run it. `Args` are what
// every algorithm of the puzzle is given (board, query, rules) before its observer.
template <class Answer, class... Args>
struct Algorithm {
  AlgorithmInfo info;
  Answer (*judge)(Args..., NoObserver&&);
  Answer (*recorded)(Args..., Recorder&);

  // recorder == nullptr runs the judge's instantiation.
  Answer run(Recorder* recorder, Args... args) const {
    return recorder != nullptr ? recorded(args..., *recorder) : judge(args..., NoObserver{});
  }
};

// A puzzle's algorithms, the judge's first. `puzzle` is the word the "unknown algorithm"
// error names the puzzle by.
template <std::size_t N, class Answer, class... Args>
class Registry {
 public:
  constexpr Registry(std::string_view puzzle, const Algorithm<Answer, Args...> (&algorithms)[N])
      : puzzle_(puzzle), algorithms_(algorithms) {
    for (std::size_t i = 0; i < N; ++i) infos_[i] = algorithms[i].info;
  }

  std::span<const AlgorithmInfo> infos() const { return infos_; }

  // Calls refuse(name) for a name not listed.
  std::size_t index_of(std::string_view name) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (infos_[i].name == name) return i;
    }
    refuse(name);
  }
  // What every look-up by an unknown name throws.
  [[noreturn]] void refuse(std::string_view name) const {
    throw std::invalid_argument("unknown " + std::string(puzzle_) + " algorithm '" + std::string(name) + "'");
  }
  const Algorithm<Answer, Args...>& operator[](std::string_view name) const { return algorithms_[index_of(name)]; }

 private:
  std::string_view puzzle_;
  const Algorithm<Answer, Args...>* algorithms_;
  std::array<AlgorithmInfo, N> infos_{};
};

}  // namespace frontier::trace
