#include "frontier/solitaire/generator.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

#include "frontier/solitaire/rules.hpp"

namespace frontier::solitaire {

Configuration random_configuration(SplitMix64& random) {
  Configuration configuration;
  for (int i = 0; i < kPieces; ++i) {
    bool taken = true;
    while (taken) {  // redraw a taken square: at most 4 of 64 are taken
      const Cell cell{static_cast<int>(random.uniform(1, kBoardSize)), static_cast<int>(random.uniform(1, kBoardSize))};
      taken = false;
      for (int j = 0; j < i; ++j) taken = taken || configuration.pieces[j] == cell;
      configuration.pieces[i] = cell;
    }
  }
  return configuration;
}

Configuration random_walk(const Configuration& from, int moves, SplitMix64& random) {
  Configuration at = from;
  for (int m = 0; m < moves; ++m) {
    // Every configuration has a legal move: four pieces cannot block all of 64 squares.
    const std::vector<Move> choices = legal_moves(at);
    const Move& move = choices[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(choices.size()) - 1))];
    at = *apply_move(at, move);
  }
  return at;
}

Configuration shuffled(const Configuration& configuration, SplitMix64& random) {
  Configuration result = configuration;
  for (int i = kPieces - 1; i > 0; --i) std::swap(result.pieces[i], result.pieces[random.uniform(0, i)]);
  return result;
}

JudgeFile generate_judge_file(std::uint64_t seed, int cases) {
  if (cases < 1 || cases > kMaxCases) throw std::invalid_argument("generate_judge_file: case count out of range");
  SplitMix64 random(seed);
  JudgeFile file;
  file.cases.reserve(static_cast<std::size_t>(cases));
  for (int k = 0; k < cases; ++k) {
    Case question;
    question.start = random_configuration(random);
    const bool walk = random.uniform(0, 2) < 2;
    question.goal = walk ? random_walk(question.start, static_cast<int>(random.uniform(1, 12)), random)
                         : random_configuration(random);
    question.goal = shuffled(question.goal, random);
    file.cases.push_back(question);
  }
  return file;
}

}  // namespace frontier::solitaire
