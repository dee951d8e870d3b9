"""Ask mode and exercise mode worked from the keyboard alone, and followed by ear.

Ask: Ctrl+Shift+A runs the search and puts its first question (the cells the first layer
reaches); the keys are on the board, the arrows move its cursor and Space picks the cell
under it (the cell says "picked"), Return reveals, and the verdict, the score and the
cells' marks are read from the accessibility tree.

Exercise: Ctrl+Shift+X on the same query; the keys are on the board again, the student
goes to the start's cell with the arrows and proposes it with Space; four states stand
there, so the keys go to the buttons that choose one; Tab to "heading up" and Space; the
panel says the step right (BFS takes it first), the grade is read from the tree, and the
keys are back on the board."""

import re

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"


def ask_and_exercise_by_keys(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.copy_sample(SAMPLE), "--algorithm", "bfs-turns")
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    reader.listen(sr.NAME_CHANGE)

    # Ask: the question, then a pick by keys on the board.
    desktop.key(window, "ctrl+shift+a")
    reader.find("label", r"Which cells will it reach for the first time\?")
    reader.check_all_named("asking")
    board = reader.board()
    start = reader.wait_for_focused_cell(board, r"^row \d+, column \d+: ")
    desktop.key(window, "Down")
    picked = reader.wait_for_focused_cell(board, r"^row \d+, column \d+: ", timeout=5)
    fd.check(picked != start, f"Down left the board's cursor on {start!r}")
    desktop.key(window, "space")
    reader.wait_for_focused_cell(board, r", picked$")
    heard = len(reader.heard)
    desktop.key(window, "Return")
    reader.find("label", r"^Score: [01] of 1 right$")
    # The reveal is said: the verdict's label is named anew, as Orca hears it.
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.role == "label" and re.match(r"^(Right|Not quite)", e.text),
                        "the reveal's verdict said", heard)
    # After the reveal every cell of the answer is marked, in words too.
    fd.wait_until(lambda: any(("and right" in name or "missed" in name) for row in reader.cells(board) for name in row),
                  "the answer's cells to say they were right or missed")
    desktop.key(window, "ctrl+shift+a")  # the toggle: asking ends
    fd.wait_until(lambda: not reader.find_all("label", r"^Score: "), "ask mode's score to go")

    # Exercise: the first step takes the front of the queue, the start (1, 1) heading up
    # (the first of its four headings pushed). The cursor is where ask mode left it.
    desktop.key(window, "ctrl+shift+x")
    reader.find("label", r"^Click the state bfs-turns takes next")
    reader.check_all_named("exercising")
    reader.wait_for_focused_cell(board, r"^row 2, column 1: ")
    desktop.key(window, "Up")
    reader.wait_for_focused_cell(board, r"^row 1, column 1: ")
    desktop.key(window, "space")
    # Four states stand on (1, 1): the keys go to the first of the buttons to choose one.
    reader.find("label", r"^Which state on \(1, 1\)\? Choose one below\.")
    choices = [sr.accessible_name(button) for button in reader.find_all("push button", r"heading")]
    fd.check(len(choices) == 4 and any("heading up" in choice for choice in choices),
             f"the choices on (1, 1) are {choices}, not its four headings")
    fd.wait_until(lambda: any(reader.focused(button) for button in reader.find_all("push button", re.escape(choices[0]))),
                  f"the first choice ({choices[0]!r}) to have the keys")
    heard = len(reader.heard)
    desktop.key(window, *["Tab"] * next(i for i, choice in enumerate(choices) if "heading up" in choice), "space")
    reader.find("label", r"^Right: bfs-turns takes ")
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith("Right: bfs-turns takes "),
                        "the exercise's verdict said", heard)
    reader.find("label", r"^1 of 1 steps? right")
    fd.wait_until(lambda: reader.focused(board), "the keys to go back to the board once a state is chosen")
    desktop.key(window, "Escape")
    fd.wait_until(lambda: not reader.find_all("label", r"steps? right"), "exercise mode's panel to go")


if __name__ == "__main__":
    fd.run_test(ask_and_exercise_by_keys, accessibility=True)
