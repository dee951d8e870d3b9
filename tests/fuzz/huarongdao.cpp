// Fuzzes the huarongdao reader, its round trip through the writer, and the judge solver.
#include "frontier/huarongdao/puzzle.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::huarongdao::Puzzle::read, frontier::huarongdao::Puzzle::write,
                                  frontier::cli::huarongdao_cli());
}
