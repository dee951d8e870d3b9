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

// A puzzle's algorithms, the judge's first, then its lessons (AlgorithmInfo::mistake set),
// if any. `puzzle` is the word the "unknown algorithm" error names the puzzle by.
template <std::size_t N, class Answer, class... Args>
class Registry {
 public:
  constexpr Registry(std::string_view puzzle, const Algorithm<Answer, Args...> (&algorithms)[N])
      : puzzle_(puzzle), algorithms_(algorithms) {
    for (std::size_t i = 0; i < N; ++i) infos_[i] = algorithms[i].info;
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
  const Algorithm<Answer, Args...>& operator[](std::string_view name) const { return algorithms_[index_of(name)]; }

 private:
  std::string_view puzzle_;
  const Algorithm<Answer, Args...>* algorithms_;
  std::array<AlgorithmInfo, N> infos_{};
  std::size_t correct_ = 0;  // lessons come after every correct search
};

}  // namespace frontier::trace
