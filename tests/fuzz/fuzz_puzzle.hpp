#pragma once
// One libFuzzer body for every puzzle: whatever the reader accepts must survive
// read -> write -> read unchanged, and the judge solver must answer it without crashing;
// whatever it refuses must be refused with a ParseError, never a crash or a hang.

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string_view>

#include "frontier/common/parse_error.hpp"
#include "options.hpp"
#include "puzzle_cli.hpp"

namespace frontier::fuzz {

template <class Read, class Write>
int fuzz_one(const std::uint8_t* data, std::size_t size, Read read, Write write, const cli::PuzzleCli& puzzle) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const auto file = read(text);
    const auto again = read(write(file));
    if (!(again == file)) std::abort();  // the writer lost or changed something
  } catch (const ParseError&) {
    return 0;
  }
  auto options = cli::Options::parse({}, {});
  std::ostringstream answers;
  puzzle.solve(text, options, answers);
  return 0;
}

}  // namespace frontier::fuzz
