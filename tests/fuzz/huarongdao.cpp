// Fuzzes the huarongdao reader, its round trip through the writer, and the judge solver.
#include "frontier/huarongdao/format.hpp"
#include "fuzz_puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return frontier::fuzz::fuzz_one(data, size, frontier::huarongdao::read_judge_file, frontier::huarongdao::write_judge_file,
                                  frontier::cli::huarongdao_cli());
}
