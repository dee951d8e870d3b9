#pragma once
// How much of its repetitive work a test does. The sanitizers' run (the asan test preset
// sets FRONTIER_TEST_SHORT=1) takes every path of the code, but not thousands of random
// boards or every query of every sample again: the dev run holds those, and the two runs
// must fit CI's time together.

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace frontier::test {

inline bool short_run() {
  const char* value = std::getenv("FRONTIER_TEST_SHORT");
  return value != nullptr && *value != '\0' && std::string_view(value) != "0";
}

// `full` repetitions in the dev run, a tenth of them (at least `least`) in the short one.
inline int repetitions(int full, int least = 20) { return short_run() ? std::min(full, std::max(least, full / 10)) : full; }

}  // namespace frontier::test
