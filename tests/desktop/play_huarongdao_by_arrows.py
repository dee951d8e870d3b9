"""Huarongdao played by the arrows alone, followed by ear: Ctrl+G, the board's cells say where
the blank, the marked piece and the target stand, Up moves the blank (the piece above slides
down), the cells say its new place, a second Up slides the marked piece onto the target, and
the play panel says so: two moves, the fewest possible (the judge's answer to the sample's
first query is 2)."""

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "huarongdao/sample.in"


def play_huarongdao_by_arrows(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.copy_sample(SAMPLE))
    window = desktop.wait_for_window(app, name=r"sample\.in")
    reader = sr.ScreenReader(desktop, app)
    desktop.key(window, "ctrl+g")
    reader.find("label", r"^Moves made: 0\.")
    reader.check_all_named("playing")
    board = reader.board()
    fd.check(reader.size(board) == (3, 4), f"the board is a table of {reader.size(board)} cells, not 3 × 4")

    def where(part: str) -> list[str]:
        return [name.partition(":")[0] for row in reader.cells(board) for name in row if part in name]

    # The sample's first query: the blank at (3, 2), the marked piece at (1, 2), the target (2, 2).
    fd.check(where("the blank") == ["row 3, column 2"], f"the blank is said at {where('the blank')}")
    fd.check(where("the marked piece") == ["row 1, column 2"], f"the marked piece is said at {where('the marked piece')}")
    fd.check(where("the target") == ["row 2, column 2"], f"the target is said at {where('the target')}")

    # Down from the bottom row: the rules refuse it, and the refusal is said.
    reader.listen(sr.NAME_CHANGE)
    desktop.key(window, "Down")
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and "not allowed" in e.text, "the refused move's reason said")
    fd.check(where("the blank") == ["row 3, column 2"], "a refused move moved the blank")

    desktop.key(window, "Up")
    fd.wait_until(lambda: where("the blank") == ["row 2, column 2"], "the blank to be said one row up")
    reader.find("label", r"^Moves made: 1\.")
    desktop.key(window, "Up")
    fd.wait_until(lambda: where("the marked piece") == ["row 2, column 2"], "the marked piece to be said on the target")
    reader.find("label", r"^Target reached in 2 moves: the fewest possible\.")
    desktop.key(window, "Escape")  # out of play: the window quits as it is at the end
    fd.wait_until(lambda: not reader.find_all("label", r"^Target reached"), "play mode's panel to go")


if __name__ == "__main__":
    fd.run_test(play_huarongdao_by_arrows, accessibility=True)
