// Fuzzes the lianliankan reader, its round trip through the writer, and the judge solver.
#include "frontier/lianliankan/puzzle.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::lianliankan::Puzzle::read, frontier::lianliankan::Puzzle::write,
                                  frontier::cli::lianliankan_cli());
}
