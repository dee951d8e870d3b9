#include "frontier/common/text_scanner.hpp"

#include <cstdio>

namespace frontier {

ParseError::ParseError(SourcePos pos, std::string message)
    : std::runtime_error(std::to_string(pos.line) + ":" + std::to_string(pos.col) + ": " + message),
      pos_(pos),
      message_(std::move(message)) {}

std::string format_error(const std::string& file_name, const ParseError& error) {
  return file_name + ":" + std::to_string(error.pos().line) + ":" + std::to_string(error.pos().col) +
         ": error: " + error.message();
}

namespace {
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
}  // namespace

TextScanner::TextScanner(std::string_view text) : text_(text) {
  if (text_.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
    pos_ = line_start_ = kByteOrderMark.size();  // invisible in editors: not a column
  }
}

void TextScanner::skip_blanks() {
  while (pos_ < text_.size() && is_blank(text_[pos_])) {
    if (text_[pos_] == '\n') {
      ++line_;
      line_start_ = pos_ + 1;
    }
    ++pos_;
  }
}

bool TextScanner::at_end() {
  skip_blanks();
  return pos_ >= text_.size();
}

SourcePos TextScanner::position() const {
  return {line_, static_cast<int>(pos_ - line_start_) + 1};
}

void TextScanner::fail(SourcePos at, std::string message) const { throw ParseError(at, std::move(message)); }

std::string TextScanner::describe_byte(unsigned char byte) {
  if (byte >= 0x21 && byte < 0x7F) return std::string("'") + static_cast<char>(byte) + "'";
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "byte 0x%02X", byte);
  return buffer;
}

std::int64_t TextScanner::read_int(std::string_view what, std::int64_t lo, std::int64_t hi) {
  skip_blanks();
  const SourcePos start = position();
  if (pos_ >= text_.size()) fail(start, "unexpected end of file: expected " + std::string(what));

  const std::size_t token_begin = pos_;
  bool negative = false;
  if (text_[pos_] == '-') {
    negative = true;
    ++pos_;
  }
  if (pos_ >= text_.size() || !is_digit(text_[pos_])) {
    const std::size_t bad = pos_ < text_.size() ? pos_ : token_begin;
    fail(start, "expected " + std::string(what) + ", found " +
                    describe_byte(static_cast<unsigned char>(text_[bad])));
  }
  // Accumulate with a cap so that a 40-digit number is "too large", not undefined behaviour.
  constexpr std::int64_t kCap = std::int64_t{1} << 62;
  std::int64_t value = 0;
  bool overflow = false;
  while (pos_ < text_.size() && is_digit(text_[pos_])) {
    if (!overflow) {
      // Checked before multiplying: value * 10 must never leave the int64 range.
      if (value > (kCap - 9) / 10) {
        overflow = true;
      } else {
        value = value * 10 + (text_[pos_] - '0');
      }
    }
    ++pos_;
  }
  if (pos_ < text_.size() && !is_blank(text_[pos_])) {
    const SourcePos at = position();
    fail(at, "unexpected " + describe_byte(static_cast<unsigned char>(text_[pos_])) + " after " +
                 std::string(what));
  }
  const std::string token(text_.substr(token_begin, pos_ - token_begin));
  if (overflow || (negative ? -value : value) < lo || (negative ? -value : value) > hi) {
    fail(start, std::string(what) + " must be between " + std::to_string(lo) + " and " +
                    std::to_string(hi) + ", found " + (token.size() > 24 ? token.substr(0, 24) + "..." : token));
  }
  return negative ? -value : value;
}

void TextScanner::advance_to(std::size_t offset, int newlines, std::size_t line_start) {
  if (newlines > 0) {
    line_ += newlines;
    line_start_ = line_start;
  }
  pos_ = offset;
}

void TextScanner::finish_line(std::string_view context) {
  while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r')) ++pos_;
  if (pos_ >= text_.size()) return;
  if (text_[pos_] != '\n') {
    fail_here("unexpected " + describe_byte(static_cast<unsigned char>(text_[pos_])) + " after " +
              std::string(context));
  }
  ++pos_;
  ++line_;
  line_start_ = pos_;
}

std::string_view TextScanner::read_raw_line() {
  const std::size_t begin = pos_;
  while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
  std::size_t end = pos_;
  if (end > begin && text_[end - 1] == '\r') --end;
  if (pos_ < text_.size()) {
    ++pos_;
    ++line_;
    line_start_ = pos_;
  }
  return text_.substr(begin, end - begin);
}

}  // namespace frontier
