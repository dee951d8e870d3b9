"""Edit ▸ Edit Board by the keyboard alone, as a teacher does in front of the class: Ctrl+E,
the arrows to a cell, a digit types a tile there, Ctrl+S; the judge file on disk has the
new tile. Typed digits must reach the board, not the widget that had the focus before. A
screen reader follows the cursor from cell to cell: its cell is the board's focused one, and
says the tile once typed."""

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"


def edit_by_keyboard(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    before = path.read_text()
    # Compared number by number, line by line, without blank lines: the writer's spacing
    # may differ from the sample's.
    rows = numbers(before)
    fd.check(rows[2] == ["0", "0", "0", "0"], f"the sample's second row is {rows[2]}, not the blank row this test edits")
    unsaved = path.stat()

    app = desktop.start_frontier(path)
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    # The editor's cursor starts on row 1, column 1: one right and one down is (2, 2),
    # a blank no query asks about; 5 puts tile 5 there.
    desktop.key(window, "ctrl+e")
    board = reader.board()
    reader.wait_for_focused_cell(board, r"^row 1, column 1: tile 1")
    reader.check_all_named("editing")
    desktop.key(window, "Right", "Down")
    reader.wait_for_focused_cell(board, r"^row 2, column 2: blank")
    desktop.type(window, "5")
    reader.wait_for_focused_cell(board, r"^row 2, column 2: tile 5")
    desktop.key(window, "ctrl+s")

    after = desktop.wait_for_file(path, since=unsaved, timeout=5).decode()
    expected = [row[:] for row in rows]
    expected[2][1] = "5"
    got = numbers(after)
    fd.check(got != rows, "Ctrl+E, Right, Down, 5, Ctrl+S saved the judge file unchanged: "
                          "the digit never reached the board")
    fd.check(got == expected, "the saved file is not the sample with tile 5 at row 2, column 2:\n" + after)
    # Saved: the title's mark of unsaved changes is gone.
    fd.wait_until(lambda: "*" not in desktop.title(window), "the title to drop its mark of unsaved changes")
    fd.check(desktop.windows(app) == [window], "a window besides the main one is open (a refusal? a prompt?)")


def numbers(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.strip()]


if __name__ == "__main__":
    fd.run_test(edit_by_keyboard, accessibility=True)
