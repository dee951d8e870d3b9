"""A contest trainee, by keys alone, finds where their program goes wrong: the judge file
open, File ▸ Open Answers (Ctrl+Shift+O) takes the program's answers typed into its dialog,
the cases tree marks each query right or wrong (read over AT-SPI, as a screen reader reads
it), the words above it count the wrong ones, and the first wrong query is searched to its
end with the banner saying the program's answer and the judge's; F8 goes to the next wrong
one and Shift+F8 back, each searched to its end, the board drawing the judge's line. Then File ▸
Test My Solution (Alt+F, L) runs a wrong POJ 1101 program on generated files: its dialog filled
by keys, its progress, its message, and the smallest failing case opened with the program's
answers judged. All of it in English, then in Chinese, on a screen of 1280 × 720
(walk_trainee.py walks it at any size, with Orca listening)."""

import shutil
import tempfile
from pathlib import Path

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"
# The judge answers the sample's six queries YES NO NO NO NO YES (its .out, which the oracle
# checks); these are wrong at case 1 query 3 and case 2 query 2.
MINE = "YES\nNO\nYES\nNO\nNO\nNO\n"


# What the window says, in each language: the dialog's title, the words above the tree, a
# right and a wrong query's row, a case's count, and the banner's start for a wrong answer.
WORDS = {
    "en": {"dialog": r"^Open Your Answers$",
           "summary": r"^Your answers \(mine\.out\): 2 of 6 wrong; F8 goes to the next",
           "wrong_row": r"^Query 3: \(1, 1\) tile 1 .* — wrong$",
           "right_row": r"^Query 1: \(1, 1\) tile 1 .* — right$",
           "case_row": r"^Case 1: .* — 1 wrong$",
           "claim": "Your answer: {mine} — the judge's: {judge} — ",
           "test_dialog": r"^Test My Solution$",
           "claim_start": "Your answer: "},
    "zh_CN": {"dialog": r"^打开你的答案$",
              "summary": r"^你的答案（mine\.out）：6 个中有 2 个错误；F8 转到下一个",
              "wrong_row": r" — 错误$",
              "right_row": r" — 正确$",
              "case_row": r" — 1 个错误$",
              "claim": "你的答案：{mine} — 判题的答案：{judge} — ",
              "test_dialog": r"^测试我的解法$",
              "claim_start": "你的答案："},
}


def walk(desktop: fd.Desktop, path, mine, language: str) -> None:
    words = WORDS[language]
    app = desktop.start_frontier(path, "--algorithm", "bfs-turns", settings={"language": language})
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    reader.listen(sr.NAME_CHANGE)
    reader.find("frame", r"hdu1175_sample\.in")

    desktop.key(window, "ctrl+shift+o")
    dialog = desktop.wait_for_window(app, name=words["dialog"])
    desktop.type(dialog, str(mine))
    heard = len(reader.heard)
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the Open Your Answers dialog to close")
    desktop.wait_until_active(window)

    # The words above the tree, and each query's row, say what the judge made of the answers.
    reader.find("label", words["summary"])
    reader.find(None, words["wrong_row"])
    reader.find(None, words["right_row"])
    reader.find(None, words["case_row"])

    # The first wrong query, searched to its end: both answers, then the judge's line.
    def claim(mine: str, judge: str):
        said = words["claim"].format(mine=mine, judge=judge)
        return lambda e: e.type == sr.NAME_CHANGE and e.text.startswith(said)

    reader.wait_to_hear(claim("YES", "NO"), "the banner to say the first wrong answer and the judge's, after its search", heard)
    desktop.keep(f"first-wrong-answer-{language}")

    heard = len(reader.heard)
    desktop.key(window, "F8")
    reader.wait_to_hear(claim("NO", "YES"), "F8: the next wrong answer and the judge's line", heard)
    desktop.keep(f"next-wrong-answer-{language}")

    heard = len(reader.heard)
    desktop.key(window, "shift+F8")
    reader.wait_to_hear(claim("YES", "NO"), "Shift+F8: back to the wrong answer before", heard)
    reader.check_all_named(f"with the trainee's answers open ({language})")
    desktop.quit(app)


# A 0-1 BFS for POJ 1101 that may not leave the board (tests/data/trainee).
WRONG_PROGRAM = Path(__file__).resolve().parent.parent / "data" / "trainee" / "poj1101_stays_on_board.py"


def test_my_solution(desktop: fd.Desktop, language: str) -> None:
    words = WORDS[language]
    # A folder anyone may read: run as root, frontier-cli runs the program as nobody.
    folder = Path(tempfile.mkdtemp(prefix="frontier-trainee-"))
    try:
        folder.chmod(0o777)
        board = folder / "board.in"
        shutil.copyfile(desktop.sample("mahjong/sample.in"), board)
        program = folder / "stays_on_board.py"
        shutil.copyfile(WRONG_PROGRAM, program)
        for made in (board, program):
            made.chmod(0o644)
        app = desktop.start_frontier(board, settings={"language": language})
        window = desktop.wait_for_window(app, name=r"board\.in")
        reader = sr.ScreenReader(desktop, app)
        reader.listen(sr.NAME_CHANGE)

        desktop.key(window, "alt+f", "l")
        dialog = desktop.wait_for_window(app, name=words["test_dialog"])
        reader.check_all_named(f"the Test My Solution dialog ({language})")
        desktop.key(dialog, "ctrl+a")  # the program last tested is offered: replaced
        desktop.type(dialog, f"/usr/bin/python3 -E -s -B {program}")
        desktop.keep_window(dialog, f"test-my-solution-dialog-{language}")
        heard = len(reader.heard)
        desktop.key(dialog, "Return")
        # Its message says the program fails a file; Return takes it, and the case opens.
        fd.wait_until(lambda: dialog not in desktop.windows(app), "the Test My Solution dialog to close")
        message = desktop.wait_for_window(app, name=words["test_dialog"], timeout=60)
        desktop.keep_window(message, f"test-my-solution-message-{language}")
        desktop.key(message, "Return")
        fd.wait_until(lambda: desktop.windows(app) == [window], "the message to close")
        fd.wait_until(lambda: "stress-mahjong.in" in desktop.title(window), "the shrunk case to open")
        reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith(words["claim_start"]),
                            "the banner to say the program's answer to the shrunk case", heard)
        reader.find("label", r"stress-mahjong\.mine\.out")
        desktop.keep(f"test-my-solution-case-{language}")
        desktop.quit(app)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def trainee_answers_by_keys(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    mine = path.with_name("mine.out")
    mine.write_text(MINE)
    for language in WORDS:
        walk(desktop, path, mine, language)
        test_my_solution(desktop, language)


if __name__ == "__main__":
    fd.run_test(trainee_answers_by_keys, screen=(1280, 720), accessibility=True)
