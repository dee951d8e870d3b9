#include "frontier/common/text_scanner.hpp"

#include <gtest/gtest.h>

namespace frontier {
namespace {

ParseError error_of(std::string_view text, int reads, std::int64_t lo = 0, std::int64_t hi = 1000) {
  TextScanner scanner(text);
  try {
    for (int i = 0; i < reads; ++i) scanner.read_int("number", lo, hi);
  } catch (const ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no error for: " << text;
  return ParseError({0, 0}, "");
}

TEST(TextScanner, ReadsNumbersAcrossBlanksTabsAndCrlf) {
  TextScanner scanner("\xEF\xBB\xBF" "1\t2\r\n\r\n  3\n4");
  EXPECT_EQ(scanner.read_int("n", 0, 9), 1);
  EXPECT_EQ(scanner.read_int("n", 0, 9), 2);
  EXPECT_EQ(scanner.read_int("n", 0, 9), 3);
  EXPECT_EQ(scanner.position(), (SourcePos{3, 4}));
  EXPECT_EQ(scanner.read_int("n", 0, 9), 4);
  EXPECT_TRUE(scanner.at_end());
}

TEST(TextScanner, ByteOrderMarkIsNotAColumn) {
  const ParseError e = error_of("\xEF\xBB\xBFx", 1);
  EXPECT_EQ(e.pos(), (SourcePos{1, 1}));
}

TEST(TextScanner, NamesTheFaultAndItsPlace) {
  ParseError e = error_of("1 2\n3 x4", 4);
  EXPECT_EQ(e.pos(), (SourcePos{2, 3}));
  EXPECT_EQ(e.message(), "expected number, found 'x'");

  e = error_of("12a", 1);
  EXPECT_EQ(e.pos(), (SourcePos{1, 3}));
  EXPECT_EQ(e.message(), "unexpected 'a' after number");

  e = error_of("5\n-3", 2);
  EXPECT_EQ(e.pos(), (SourcePos{2, 1}));
  EXPECT_EQ(e.message(), "number must be between 0 and 1000, found -3");

  e = error_of("99999999999999999999999999", 1);
  EXPECT_EQ(e.message(), "number must be between 0 and 1000, found 999999999999999999999999...");

  e = error_of("1 2\n", 3);
  EXPECT_EQ(e.pos(), (SourcePos{2, 1}));
  EXPECT_EQ(e.message(), "unexpected end of file: expected number");

  e = error_of("\x01", 1);
  EXPECT_EQ(e.message(), "expected number, found byte 0x01");

  e = error_of("-", 1);
  EXPECT_EQ(e.message(), "expected number, found '-'");
}

TEST(TextScanner, ReadsRawLinesWithoutTheirLineEnds) {
  TextScanner scanner("3 2  \r\nX X\r\n\nXX");
  scanner.read_int("w", 0, 9);
  scanner.read_int("h", 0, 9);
  scanner.finish_line("the board size");
  EXPECT_EQ(scanner.read_raw_line(), "X X");
  EXPECT_EQ(scanner.read_raw_line(), "");
  EXPECT_EQ(scanner.position(), (SourcePos{4, 1}));
  EXPECT_EQ(scanner.read_raw_line(), "XX");
  EXPECT_TRUE(scanner.exhausted());
}

TEST(TextScanner, FinishLineRefusesTrailingText) {
  TextScanner scanner("3 2 7\n");
  scanner.read_int("w", 0, 9);
  scanner.read_int("h", 0, 9);
  try {
    scanner.finish_line("the board size");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.pos(), (SourcePos{1, 5}));
    EXPECT_EQ(e.message(), "unexpected '7' after the board size");
  }
}

TEST(FormatError, ReadsLikeACompilerMessage) {
  EXPECT_EQ(format_error("in.txt", ParseError({3, 7}, "tile must be ...")), "in.txt:3:7: error: tile must be ...");
}

}  // namespace
}  // namespace frontier
