"""A student who cannot see the board follows a search as a screen reader hands it on: the
window's controls all named, the board a table of its cells each named by row, column and
contents, F9 runs the search and each step (the Right arrow) is announced as the narration
strip's new name, Ctrl+L takes the keys to the frontier's list (bfs-turns' queue
layer by layer of turns, the front and next first), and after the search (End) the cells say what the search knows of them."""

import re

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"


def screen_reader_follows_search(desktop: fd.Desktop) -> None:
    # Breadth-first by turns: a search whose cells the board colours and names as reached.
    app = desktop.start_frontier(desktop.copy_sample(SAMPLE), "--algorithm", "bfs-turns")
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    reader.listen(sr.NAME_CHANGE)
    reader.find("frame", r"hdu1175_sample\.in")

    reader.check_all_named("viewing")

    # The board: one cell per cell of the picture (the 3 × 4 board in its ring of blanks),
    # each named by its row and column in the rulers' numbering, then what it holds.
    board = reader.board()
    rows, columns = reader.size(board)
    fd.check((rows, columns) == (5, 6), f"the board is a table of {rows} × {columns} cells, not the 5 × 6 drawn")
    cells = reader.cells(board)
    fd.check(all(re.match(rf"row {r}, column {c}: \S", cells[r][c]) for r in range(rows) for c in range(columns)),
             "cells not named by their row, column and contents:\n" + "\n".join(map(repr, cells)))
    fd.check(cells[1][1].startswith("row 1, column 1: tile 1"), f"the first query's tile reads {cells[1][1]!r}")
    fd.check(cells[2][3].startswith("row 2, column 3: blank"), f"a blank of the middle row reads {cells[2][3]!r}")
    reached_at_start = reached(cells)

    # F9 runs the first query's search; each Right is a step, and its sentence is said.
    narration = find_narration(reader)
    heard = len(reader.heard)
    desktop.key(window, "F9")
    first = reader.wait_to_hear(lambda e: said_by_narration(e), "the narration's first sentence said", heard)
    sentences = [first.text]
    for _ in range(3):
        heard = len(reader.heard)
        desktop.key(window, "Right")
        said = reader.wait_to_hear(lambda e: said_by_narration(e) and e.text not in sentences,
                                   "the next step's sentence said", heard)
        sentences.append(said.text)
    fd.check(sr.accessible_name(narration) == sentences[-1],
             f"the narration strip reads {sr.accessible_name(narration)!r}, not the last sentence said "
             f"{sentences[-1]!r}")

    # The search's queue as a list: Ctrl+L brings the Frontier panel and its keys; its
    # first row is the state taken next, and the narration of the next step takes it.
    desktop.key(window, "ctrl+l")
    frontier = reader.find("table", r"^Frontier, next first$")
    fd.wait_until(lambda: reader.focused(frontier) or any(reader.focused(c) for c in reader.children(frontier)),
                  "the keys to be in the frontier's list")
    table = frontier.get_table_iface()
    fd.wait_until(lambda: table.get_n_rows() > 0, "the frontier's list to have rows")
    first = sr.accessible_name(table.get_accessible_at(0, 0))
    taken_next = sr.accessible_name(table.get_accessible_at(0, 1))
    fd.check(first.startswith("1, front, next"), f"the frontier's first row is numbered {first!r}, not \"1, front, next\"")
    fd.check(re.match(r"^\(\d+, \d+\) heading \w+$", taken_next), f"the state taken next reads {taken_next!r}")

    # To the end of the search (End): the answer is said, and the cells say what it found.
    heard = len(reader.heard)
    desktop.key(window, "End")
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith("Judge's answer: YES"),
                        "the judge's answer said (the banner above the board)", heard)
    fd.wait_until(lambda: reached(reader.cells(board)) > reached_at_start,
                  f"more cells than the {reached_at_start} at the start to say the search reached them")
    fd.check(sr.accessible_name(narration).strip(), "the narration is silent at the end of the search")


def reached(cells: list[list[str]]) -> int:
    return sum("reached with" in name for row in cells for name in row)


def said_by_narration(event: sr.Event) -> bool:
    """A new sentence on the narration strip, as Orca hears it: a name change of the label
    described as "Narration"."""
    return event.type == sr.NAME_CHANGE and event.description == "Narration" and bool(event.text.strip())


def find_narration(reader: sr.ScreenReader):
    """The narration strip: the label described as "Narration"."""
    def found():
        reader.pump()
        return next((node for node in reader.find_all("label") if sr.description(node) == "Narration"), None)

    return fd.wait_until(found, "the narration strip (a label described as Narration)")


if __name__ == "__main__":
    fd.run_test(screen_reader_follows_search, accessibility=True)
