#pragma once
// What each puzzle offers the command line. Every puzzle fills one PuzzleCli in its own
// file (<puzzle>_cli.cpp); main.cpp only dispatches.

#include <ostream>
#include <span>
#include <string>
#include <string_view>

#include "frontier/trace/observer.hpp"
#include "options.hpp"

namespace frontier::cli {

struct PuzzleCli {
  std::string_view id;               // "lianliankan"
  std::string_view title;            // "Lianliankan (HDU 1175)"
  std::string_view solve_options;    // usage lines for the puzzle's own solve options
  std::string_view generate_options; // usage lines for generate
  std::span<const trace::AlgorithmInfo> (*algorithms)();
  // Each reads its options, calls options.finish(), then reads the judge text; bad input
  // throws frontier::ParseError, bad usage throws UsageError.
  void (*solve)(std::string_view text, Options& options, std::ostream& out);
  void (*generate)(Options& options, std::ostream& out);
  void (*trace)(std::string_view text, Options& options, std::ostream& out);
};

const PuzzleCli& lianliankan_cli();
const PuzzleCli& mahjong_cli();
const PuzzleCli& solitaire_cli();
const PuzzleCli& huarongdao_cli();

// Looks up --algorithm NAME among `algorithms` (the first is the default); throws a
// UsageError listing the names otherwise.
std::string_view pick_algorithm(Options& options, std::span<const trace::AlgorithmInfo> algorithms);

}  // namespace frontier::cli
