// Fuzzes the solitaire reader, its round trip through the writer, and the judge solver.
#include "frontier/solitaire/puzzle.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::solitaire::Puzzle::read, frontier::solitaire::Puzzle::write,
                                  frontier::cli::solitaire_cli());
}
