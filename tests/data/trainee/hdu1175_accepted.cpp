// A right solution to HDU 1175 (Lianliankan), written for the tests as a contest trainee
// writes one that is accepted: a breadth-first search over straight segments. From each
// cell reached with s segments, every empty cell along each of the four directions is
// reached with s + 1; the queue takes cells in order of their segments, so the first
// arrival is the fewest. A line of at most three segments turns at most twice. Built as
// contestants build it (without the sanitizers), so the judge's memory limit holds it.
#include <cstdio>
#include <queue>
#include <utility>
#include <vector>

int main() {
  int n, m;
  while (std::scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
    std::vector<std::vector<int>> g(n + 2, std::vector<int>(m + 2, 0));
    for (int r = 1; r <= n; ++r)
      for (int c = 1; c <= m; ++c) std::scanf("%d", &g[r][c]);
    int q;
    std::scanf("%d", &q);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (q-- > 0) {
      int r1, c1, r2, c2;
      std::scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
      bool yes = false;
      if ((r1 != r2 || c1 != c2) && g[r1][c1] != 0 && g[r1][c1] == g[r2][c2]) {
        std::vector<std::vector<int>> segments(n + 2, std::vector<int>(m + 2, -1));
        std::queue<std::pair<int, int>> open;
        open.push({r1, c1});
        segments[r1][c1] = 0;
        while (!open.empty() && !yes) {
          const auto [fr, fc] = open.front();
          open.pop();
          const int s = segments[fr][fc] + 1;
          if (s > 3) break;
          for (int d = 0; d < 4 && !yes; ++d) {
            for (int r = fr + dr[d], c = fc + dc[d]; r >= 1 && r <= n && c >= 1 && c <= m; r += dr[d], c += dc[d]) {
              if (r == r2 && c == c2) { yes = true; break; }
              if (g[r][c] != 0) break;
              if (segments[r][c] == -1) {
                segments[r][c] = s;
                open.push({r, c});
              }
            }
          }
        }
      }
      std::puts(yes ? "YES" : "NO");
    }
  }
  return 0;
}
