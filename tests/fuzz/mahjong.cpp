// Fuzzes the mahjong reader, its round trip through the writer, and the judge solver.
#include "frontier/mahjong/format.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::mahjong::read_judge_file, frontier::mahjong::write_judge_file,
                                  frontier::cli::mahjong_cli());
}
