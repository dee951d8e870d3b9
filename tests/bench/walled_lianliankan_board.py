#!/usr/bin/env python3
"""Writes a ROWS x COLS Lianliankan board that bfs-turns searches through and through: blank
but for a 7 at (1, 1) and the other 7 walled in by tiles at the far corner (the shape of
walled_lianliankan_board in tests/gui), with the one query between the two 7s. Its trace is
the largest a board of that size gives: the measure of `frontier-cli trace`'s peak memory.

    tests/bench/walled_lianliankan_board.py 600 600 > /tmp/walled_600.in
    /usr/bin/time -v build/dev/core/cli/frontier-cli trace lianliankan /tmp/walled_600.in \\
        --algorithm bfs-turns > /dev/null
"""
import sys


def board(rows: int, cols: int) -> str:
    lines = [f"{rows} {cols}"]
    for r in range(1, rows + 1):
        cells = ["0"] * cols
        if r == 1:
            cells[0] = "7"
        elif r >= rows - 1:
            cells[cols - 2] = "1"
            cells[cols - 1] = "7" if r == rows else "1"
        lines.append(" ".join(cells))
    lines += ["1", f"1 1 {rows} {cols}", "0 0"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: walled_lianliankan_board.py ROWS COLS")
    sys.stdout.write(board(int(sys.argv[1]), int(sys.argv[2])))
