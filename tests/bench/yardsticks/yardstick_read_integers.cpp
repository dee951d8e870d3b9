// The floor of reading a judge file: fread the whole file and parse its integers with a
// digit loop, nothing else (no checks, no line or column, no board). What a solver that
// must at least read its input cannot beat; the whole-process ratios (bench/whole_process.sh)
// hold `frontier-cli solve lianliankan` to it. Prints the count and sum of the integers,
// so that the reading cannot be left out.

#include <cstdint>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: yardstick_read_integers FILE\n");
    return 2;
  }
  std::FILE* file = std::fopen(argv[1], "rb");
  if (file == nullptr) {
    std::fprintf(stderr, "yardstick_read_integers: cannot open %s\n", argv[1]);
    return 1;
  }
  // One buffer of the file's size, one fread: the least a reader of a regular file does.
  std::fseek(file, 0, SEEK_END);
  const long size = std::ftell(file);
  std::fseek(file, 0, SEEK_SET);
  std::vector<char> bytes(size > 0 ? static_cast<std::size_t>(size) : 0);
  bytes.resize(std::fread(bytes.data(), 1, bytes.size(), file));
  std::fclose(file);
  std::uint64_t count = 0, sum = 0;
  for (std::size_t i = 0; i < bytes.size();) {
    if (bytes[i] < '0' || bytes[i] > '9') {
      ++i;
      continue;
    }
    std::uint64_t value = 0;
    for (; i < bytes.size() && bytes[i] >= '0' && bytes[i] <= '9'; ++i) value = value * 10 + static_cast<std::uint64_t>(bytes[i] - '0');
    ++count;
    sum += value;
  }
  std::printf("%llu integers, sum %llu\n", static_cast<unsigned long long>(count), static_cast<unsigned long long>(sum));
  return 0;
}
