"""A contest trainee, by keys alone, finds where their program goes wrong: the judge file
open, File ▸ Open Answers (Ctrl+Shift+O) takes the program's answers typed into its dialog,
the cases tree marks each query right or wrong (read over AT-SPI, as a screen reader reads
it), the words above it count the wrong ones, and the first wrong query is searched to its
end with the banner saying the program's answer and the judge's; F8 goes to the next wrong
one and Shift+F8 back, each searched to its end, the board drawing the judge's line. Then the
same in Chinese, on a screen of 1280 × 720."""

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
           "claim": "Your answer: {mine} — the judge's: {judge} — "},
    "zh_CN": {"dialog": r"^打开你的答案$",
              "summary": r"^你的答案（mine\.out）：6 个中有 2 个错误；F8 转到下一个",
              "wrong_row": r" — 错误$",
              "right_row": r" — 正确$",
              "case_row": r" — 1 个错误$",
              "claim": "你的答案：{mine} — 判题的答案：{judge} — "},
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


def trainee_answers_by_keys(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    mine = path.with_name("mine.out")
    mine.write_text(MINE)
    for language in WORDS:
        walk(desktop, path, mine, language)


if __name__ == "__main__":
    fd.run_test(trainee_answers_by_keys, screen=(1280, 720), accessibility=True)
