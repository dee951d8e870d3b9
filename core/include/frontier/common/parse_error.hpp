#pragma once
// Where a judge file went wrong, in the words a user can act on.

#include <stdexcept>
#include <string>

namespace frontier {

// 1-based line and column; the column counts bytes from the start of the line
// (a tab counts as one), which is what editors' "go to column" expects for ASCII files.
struct SourcePos {
  int line = 1;
  int col = 1;
  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

// Thrown by every reader. what() is "LINE:COL: message"; callers that know the file name
// print "FILE:LINE:COL: error: message" (see format_error).
class ParseError : public std::runtime_error {
 public:
  ParseError(SourcePos pos, std::string message);
  SourcePos pos() const { return pos_; }
  const std::string& message() const { return message_; }

 private:
  SourcePos pos_;
  std::string message_;
};

// "FILE:LINE:COL: error: message", the form compilers use, so editors can jump to it.
std::string format_error(const std::string& file_name, const ParseError& error);

}  // namespace frontier
