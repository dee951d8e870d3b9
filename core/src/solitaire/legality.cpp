#include "frontier/solitaire/legality.hpp"

#include <array>
#include <cstddef>

namespace frontier::solitaire {

namespace {

bool is_goal_number(int number) { return number >= kCaseNumbers / 2; }
int piece_index(int number) { return number % (kCaseNumbers / 2) / 2; }

}  // namespace

std::string_view number_name(int number) {
  // Spelled once: the reader names each number it reads, and a large file has 16 a case.
  static const std::array<std::string, kCaseNumbers> kNames = [] {
    std::array<std::string, kCaseNumbers> names;
    for (int n = 0; n < kCaseNumbers; ++n) {
      names[static_cast<std::size_t>(n)] = std::string(is_goal_number(n) ? "goal" : "start") + " piece " +
                                           std::to_string(piece_index(n) + 1) +
                                           (is_column_number(n) ? " column" : " row");
    }
    return names;
  }();
  return kNames[static_cast<std::size_t>(number)];
}

Cell& piece_of_number(Case& game, int number) {
  return (is_goal_number(number) ? game.goal : game.start).pieces[static_cast<std::size_t>(piece_index(number))];
}
const Cell& piece_of_number(const Case& game, int number) {
  return (is_goal_number(number) ? game.goal : game.start).pieces[static_cast<std::size_t>(piece_index(number))];
}

std::optional<CaseFault> number_fault(const Case& game, int number) {
  const Configuration& configuration = is_goal_number(number) ? game.goal : game.start;
  const int piece = piece_index(number);
  const bool column = is_column_number(number);
  const Cell at = configuration.pieces[static_cast<std::size_t>(piece)];
  const int value = column ? at.col : at.row;
  if (value < 1 || value > kBoardSize) {
    return CaseFault{number, std::string(number_name(number)) + " " + std::to_string(value) + " is outside the board (" +
                                 std::to_string(kBoardSize) + (column ? " columns)" : " rows)")};
  }
  if (!column) return std::nullopt;
  for (int earlier = 0; earlier < piece; ++earlier) {
    if (configuration.pieces[static_cast<std::size_t>(earlier)] == at) {
      return CaseFault{number - 1, "two pieces on square (" + std::to_string(at.row) + ", " +
                                       std::to_string(at.col) + ")"};
    }
  }
  return std::nullopt;
}

std::optional<CaseFault> first_fault(const Case& game) {
  for (int number = 0; number < kCaseNumbers; ++number) {
    if (auto fault = number_fault(game, number)) return fault;
  }
  return std::nullopt;
}

}  // namespace frontier::solitaire
