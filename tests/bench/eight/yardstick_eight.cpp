// The accepted contest solution as a process of its own, for the whole-process ratios
// (bench/eight/whole_process_part.sh): reads the judge file named on the command line and prints the
// judge's answer lines, as `frontier-cli solve eight FILE` does.

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "eight_accepted.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: yardstick_eight FILE\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "yardstick_eight: cannot open %s\n", argv[1]);
    return 1;
  }
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const std::string answers = yardstick::EightAccepted().solve(text);
  std::fwrite(answers.data(), 1, answers.size(), stdout);
  return 0;
}
