// A trace's header names its format and version, and a reader refuses another version
// with words that say which it found, rather than misread it.

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "frontier/trace/json_lines.hpp"

namespace frontier::trace {
namespace {

std::string refusal_of(std::string_view first_line) {
  try {
    require_trace_version(first_line);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(TraceVersion, AWrittenTraceOpensWithTheHeaderItsReaderTakes) {
  std::ostringstream out;
  TraceSummary summary;
  summary.puzzle = "p";
  summary.algorithm = "a";
  write_json_lines(out, {}, [](StateId) { return DecodedState{}; }, summary);
  const std::string text = out.str();
  const std::string first_line = text.substr(0, text.find('\n'));
  EXPECT_EQ(first_line, kTraceHeader);
  EXPECT_NO_THROW(require_trace_version(first_line));
}

TEST(TraceVersion, OtherVersionsAreRefusedWithTheVersionFound) {
  EXPECT_NE(refusal_of(R"({"step":0,"state":null,"cost":0})").find("version 1"), std::string::npos);
  EXPECT_NE(refusal_of(R"({"format":"frontier-trace","version":3})").find("version 3"), std::string::npos);
  EXPECT_NE(refusal_of("hello").find("not a Frontier trace"), std::string::npos);
}

TEST(TraceVersion, AStateOfNineTilesKeepsEveryPartInOrder) {
  DecodedState frame;
  for (int i = 0; i < 9; ++i) {
    const Cell cell{i / 3 + 1, i % 3 + 1};
    frame.add(i == 4 ? StatePart{cell, StateRole::blank} : StatePart{cell, StateRole::tile, -1, i < 4 ? i + 1 : i});
  }
  ASSERT_EQ(frame.count, 9);
  ASSERT_EQ(frame.view().size(), 9u);
  EXPECT_EQ(frame.part(0).label, 1);
  EXPECT_EQ(frame.part(4).role, StateRole::blank);
  EXPECT_EQ(frame.part(8).cell, (Cell{3, 3}));
  DecodedState copy = frame;
  EXPECT_EQ(copy, frame);
  EXPECT_EQ(english_state("any", frame), "1 2 3 / 4 x 5 / 6 7 8");
  EXPECT_NE(state_json(frame).find(R"({"role":"tile","cell":{"row":3,"col":3},"direction":null,"label":8})"),
            std::string::npos);
}

}  // namespace
}  // namespace frontier::trace
