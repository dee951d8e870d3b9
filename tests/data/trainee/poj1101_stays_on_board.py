# A wrong solution to POJ 1101 (Mahjong, "The Game"), written for the tests as a contest
# trainee writes it: a breadth-first search by segments that keeps the path on the board.
# The judge lets a path run around the board, one ring outside it, so where the shortest
# path leaves the board it answers more segments, or 0 (impossible), than the judge.
# Prints one line a pair (Frontier's seed format): the segments, or 0.
import sys
from collections import deque

lines = sys.stdin.read().split("\n")
at = 0
out = []
while at < len(lines):
    words = lines[at].split()
    at += 1
    if not words:
        continue
    w, h = int(words[0]), int(words[1])
    if w == 0 and h == 0:
        break
    board = []
    for y in range(h):
        row = lines[at].rstrip("\r")
        at += 1
        board.append(row.ljust(w)[:w])
    while True:
        x1, y1, x2, y2 = map(int, lines[at].split())
        at += 1
        if x1 == 0 and y1 == 0 and x2 == 0 and y2 == 0:
            break
        # The mistake: the path may only use cells 1..w, 1..h.
        dist = {(x1, y1): 0}
        todo = deque([(x1, y1)])
        found = 0
        while todo and not found:
            x, y = todo.popleft()
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                while 1 <= nx <= w and 1 <= ny <= h:
                    if (nx, ny) == (x2, y2):
                        found = dist[(x, y)] + 1
                        break
                    if board[ny - 1][nx - 1] == "X":
                        break
                    if (nx, ny) not in dist:
                        dist[(nx, ny)] = dist[(x, y)] + 1
                        todo.append((nx, ny))
                    nx, ny = nx + dx, ny + dy
                if found:
                    break
        out.append(str(found))
sys.stdout.write("\n".join(out) + ("\n" if out else ""))
