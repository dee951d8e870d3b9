#pragma once
// A reader over the whole text of a judge file that keeps track of line and column, so
// that every complaint can say exactly where it is. It accepts what judges and editors
// produce: a UTF-8 byte order mark, CRLF or LF line ends, tabs, blank lines, and no
// final newline.

#include <cstdint>
#include <string>
#include <string_view>

#include "frontier/common/parse_error.hpp"

namespace frontier {

class TextScanner {
 public:
  explicit TextScanner(std::string_view text);

  // Skips spaces, tabs, CR and LF.
  void skip_blanks();
  // True when only blanks remain.
  bool at_end();
  // Position of the next unread byte.
  SourcePos position() const;

  // Reads a decimal integer between lo and hi; `what` names it in messages
  // ("row count", "tile", "query x1"). Refuses letters, signs where none belong,
  // overflow, and a missing number at end of file.
  std::int64_t read_int(std::string_view what, std::int64_t lo, std::int64_t hi);
  int read_int32(std::string_view what, int lo, int hi) {
    return static_cast<int>(read_int(what, lo, hi));
  }

  // Line-level reading, for formats where line breaks carry meaning (Mahjong boards).
  // Skips spaces, tabs and CR, then requires the end of the line (or of the file) and
  // consumes the newline; `context` says what the line held ("the board size").
  void finish_line(std::string_view context);
  // True when no bytes at all remain.
  bool exhausted() const { return pos_ >= text_.size(); }
  // The rest of the current line without its CR/LF; consumes the newline.
  std::string_view read_raw_line();

  // For a reader's own fast path over a stretch it checks itself: the whole text, the
  // offset of the next unread byte, and a move forward to `offset` past `newlines`
  // newlines, the last of them ending just before `line_start`, which the fast path
  // counted as it went (line_start is not read when newlines is 0).
  std::string_view text() const { return text_; }
  std::size_t offset() const { return pos_; }
  void advance_to(std::size_t offset, int newlines, std::size_t line_start);

  // Throws ParseError at `at`.
  [[noreturn]] void fail(SourcePos at, std::string message) const;
  [[noreturn]] void fail_here(std::string message) const { fail(position(), std::move(message)); }

  // "'x'" for a printable byte, "byte 0x1F" otherwise: how a stray byte is named.
  static std::string describe_byte(unsigned char byte);

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_start_ = 0;
  int line_ = 1;
};

}  // namespace frontier
