"""A Chinese-speaking student with a screen reader: Frontier started in Chinese (its saved
language) names every control, the board's cells and the narration in Chinese, and
announces the narration's sentences in Chinese as the search runs."""

import re

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"
CHINESE = re.compile(r"[\u4e00-\u9fff]")


def screen_reader_in_chinese(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.copy_sample(SAMPLE), settings={"language": "zh_CN"})
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    reader.listen(sr.NAME_CHANGE)

    reader.check_all_named("viewing in Chinese")
    # The controls' names are Chinese where they are words (a number or a path is not).
    buttons = [sr.accessible_name(node) for node in reader.find_all("push button")]
    english = [name for name in buttons if re.search(r"[A-Za-z]{3}", name) and not CHINESE.search(name)]
    fd.check(not english, f"buttons named in English in Chinese: {english}")

    board = reader.board(r"^棋盘$")
    fd.check(reader.cell(board, 1, 1) == "第 1 行，第 1 列：棋子 1", f"the first tile reads {reader.cell(board, 1, 1)!r}")

    heard = len(reader.heard)
    desktop.key(window, "F9")
    said = reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.role == "label" and CHINESE.search(e.text),
                               "a narration sentence said in Chinese", heard)
    fd.check(not re.search(r"[A-Za-z]{4}", said.text), f"the narration said English words: {said.text!r}")


if __name__ == "__main__":
    fd.run_test(screen_reader_in_chinese, accessibility=True)
