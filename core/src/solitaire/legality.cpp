#include "frontier/solitaire/legality.hpp"

namespace frontier::solitaire {

namespace {

bool is_goal_number(int number) { return number >= kCaseNumbers / 2; }
int piece_index(int number) { return number % (kCaseNumbers / 2) / 2; }

}  // namespace

std::string number_name(int number) {
  return std::string(is_goal_number(number) ? "goal" : "start") + " piece " + std::to_string(piece_index(number) + 1) +
         (is_column_number(number) ? " column" : " row");
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
    return CaseFault{number, number_name(number) + " " + std::to_string(value) + " is outside the board (" +
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
