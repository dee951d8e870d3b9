// A wrong solution to HDU 1175 (Lianliankan), written for the tests as a contest trainee
// writes it: a breadth-first search over (cell, direction, turns) that marks a cell seen
// on its first arrival. The first arrival is not always the one with the fewest turns or
// the right direction, so a line that turns twice may be missed: it answers NO where the
// judge says YES, never YES wrongly.
#include <cstdio>
#include <queue>
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
        struct State { int r, c, d, t; };
        std::vector<std::vector<bool>> seen(n + 2, std::vector<bool>(m + 2, false));
        std::queue<State> open;
        open.push({r1, c1, -1, 0});
        seen[r1][c1] = true;
        while (!open.empty() && !yes) {
          const State s = open.front();
          open.pop();
          for (int d = 0; d < 4 && !yes; ++d) {
            const int r = s.r + dr[d], c = s.c + dc[d];
            if (r < 1 || r > n || c < 1 || c > m) continue;
            const int t = s.t + (s.d != -1 && s.d != d ? 1 : 0);
            if (t > 2) continue;
            if (r == r2 && c == c2) { yes = true; break; }
            if (g[r][c] != 0 || seen[r][c]) continue;
            seen[r][c] = true;  // the mistake: seen on first arrival, whatever its turns
            open.push({r, c, d, t});
          }
        }
      }
      std::puts(yes ? "YES" : "NO");
    }
  }
  return 0;
}
