// Fuzzes the solitaire reader, its round trip through the writer, and the judge solver.
#include "frontier/solitaire/format.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::solitaire::read_judge_file, frontier::solitaire::write_judge_file,
                                  frontier::cli::solitaire_cli());
}
