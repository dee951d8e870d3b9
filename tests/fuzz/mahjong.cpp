// Fuzzes the mahjong reader, its round trip through the writer, and the judge solver.
#include "frontier/mahjong/puzzle.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::mahjong::Puzzle::read, frontier::mahjong::Puzzle::write,
                                  frontier::cli::mahjong_cli());
}
