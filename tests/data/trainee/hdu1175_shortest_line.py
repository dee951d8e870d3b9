# A wrong solution to HDU 1175 (Lianliankan), written for the tests as a contest trainee
# writes it: a breadth-first search over cells finds the shortest line to the second tile
# (trying up, right, down, left) and answers by that line's turns alone. A longer line may
# turn less, so it answers NO where the judge says YES: the mistake of Frontier's lesson
# bfs-shortest-line, which `frontier-cli check` names for these answers.
import sys

words = sys.stdin.read().split()
at = 0
out = []
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
while True:
    n, m = int(words[at]), int(words[at + 1])
    at += 2
    if n == 0 and m == 0:
        break
    g = [[0] * (m + 2) for _ in range(n + 2)]
    for r in range(1, n + 1):
        for c in range(1, m + 1):
            g[r][c] = int(words[at])
            at += 1
    q = int(words[at])
    at += 1
    for _ in range(q):
        r1, c1, r2, c2 = (int(w) for w in words[at:at + 4])
        at += 4
        if (r1, c1) == (r2, c2) or g[r1][c1] == 0 or g[r1][c1] != g[r2][c2]:
            out.append("NO")
            continue
        parent = {(r1, c1): None}
        queue = [(r1, c1)]
        answer = "NO"
        head = 0
        done = False
        while head < len(queue) and not done:
            cell = queue[head]
            head += 1
            for dr, dc in STEPS:
                nxt = (cell[0] + dr, cell[1] + dc)
                if nxt == (r2, c2):
                    line = [nxt]
                    at_cell = cell
                    while at_cell is not None:
                        line.append(at_cell)
                        at_cell = parent[at_cell]
                    turns = 0
                    for i in range(2, len(line)):
                        a, b, c = line[i - 2], line[i - 1], line[i]
                        if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]):
                            turns += 1
                    answer = "YES" if turns <= 2 else "NO"
                    done = True
                    break
                if not (1 <= nxt[0] <= n and 1 <= nxt[1] <= m) or g[nxt[0]][nxt[1]] != 0 or nxt in parent:
                    continue
                parent[nxt] = cell
                queue.append(nxt)
        out.append(answer)
sys.stdout.write("\n".join(out) + ("\n" if out else ""))
