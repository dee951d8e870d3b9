#include "frontier/solitaire/model.hpp"

#include <algorithm>

namespace frontier::solitaire {

bool is_valid(const Configuration& configuration) {
  const auto& pieces = configuration.pieces;
  for (int i = 0; i < kPieces; ++i) {
    if (!on_board(pieces[i])) return false;
    for (int j = 0; j < i; ++j) {
      if (pieces[j] == pieces[i]) return false;
    }
  }
  return true;
}

Configuration canonical(const Configuration& configuration) {
  Configuration sorted = configuration;
  std::sort(sorted.pieces.begin(), sorted.pieces.end());
  return sorted;
}

Squares squares_of(const Configuration& configuration) {
  Squares squares{};
  for (int i = 0; i < kPieces; ++i) squares[i] = static_cast<std::uint8_t>(square_of(configuration.pieces[i]));
  std::sort(squares.begin(), squares.end());
  return squares;
}

Configuration configuration_of(const Squares& squares) {
  Configuration configuration;
  for (int i = 0; i < kPieces; ++i) configuration.pieces[i] = cell_of(squares[i]);
  return configuration;
}

Squares unrank(trace::StateId r) {
  // Greedy from the largest square: s3 is the largest n with C(n, 4) <= r, and so on.
  Squares squares{};
  int n = kSquares - 1;
  for (int k = kPieces; k >= 1; --k) {
    while (detail::kBinomial[n][k] > r) --n;
    squares[k - 1] = static_cast<std::uint8_t>(n);
    r -= detail::kBinomial[n][k];
    --n;
  }
  return squares;
}

}  // namespace frontier::solitaire
