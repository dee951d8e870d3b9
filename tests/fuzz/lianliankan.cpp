// Fuzzes the lianliankan reader, its round trip through the writer, and the judge solver.
#include "frontier/lianliankan/format.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::lianliankan::read_judge_file, frontier::lianliankan::write_judge_file,
                                  frontier::cli::lianliankan_cli());
}
