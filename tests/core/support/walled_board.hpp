#pragma once
// The walking searches' worst Lianliankan board, as the judge writes it: blank but for a
// tile 7 at (1, 1) and the other 7 at (rows, cols), walled in by tiles 1 at the far corner,
// so bfs-turns and dfs reach every heading of every cell before they answer NO. One query,
// (1, 1) to (rows, cols). The core and GUI tests and the benchmarks all open this board;
// tests/bench/walled_lianliankan_board.py writes the same bytes for the command line.

#include <string>

namespace frontier::testing {

inline std::string walled_lianliankan_board(int rows, int cols) {
  std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
  for (int r = 1; r <= rows; ++r) {
    for (int c = 1; c <= cols; ++c) {
      const char* cell = "0";
      if (r == 1 && c == 1) cell = "7";
      if (r >= rows - 1 && c >= cols - 1) cell = r == rows && c == cols ? "7" : "1";
      text += cell;
      text += c == cols ? '\n' : ' ';
    }
  }
  text += "1\n1 1 " + std::to_string(rows) + " " + std::to_string(cols) + "\n0 0\n";
  return text;
}

}  // namespace frontier::testing
