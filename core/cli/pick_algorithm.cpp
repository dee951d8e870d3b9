#include "puzzle_cli.hpp"

namespace frontier::cli {

std::string_view pick_algorithm(Options& options, std::span<const trace::AlgorithmInfo> algorithms) {
  const auto wanted = options.text("algorithm");
  if (!wanted) return algorithms.front().name;
  std::string names;
  for (const auto& algorithm : algorithms) {
    if (algorithm.name == *wanted) return algorithm.name;
    names += names.empty() ? "" : ", ";
    names += algorithm.name;
  }
  throw UsageError("unknown algorithm '" + *wanted + "'; this puzzle has: " + names);
}

}  // namespace frontier::cli
