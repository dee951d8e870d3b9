"""A contest trainee, by keys alone, finds where their program goes wrong: the judge file
open, File ▸ Open Answers (Ctrl+Shift+O) takes the program's answers typed into its dialog,
the cases tree marks each query right or wrong (read over AT-SPI, as a screen reader reads
it), the words above it count the wrong ones, and the first wrong query is searched to its
end with the banner saying the program's answer and the judge's; F8 goes to the next wrong
one and Shift+F8 back, each searched to its end, the board drawing the judge's line."""

import frontier_desktop as fd
import screen_reader as sr

SAMPLE = "lianliankan/hdu1175_sample.in"
# The judge answers the sample's six queries YES NO NO NO NO YES (its .out, which the oracle
# checks); these are wrong at case 1 query 3 and case 2 query 2.
MINE = "YES\nNO\nYES\nNO\nNO\nNO\n"


def trainee_answers_by_keys(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    mine = path.with_name("mine.out")
    mine.write_text(MINE)
    app = desktop.start_frontier(path, "--algorithm", "bfs-turns")
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)
    reader.listen(sr.NAME_CHANGE)
    reader.find("frame", r"hdu1175_sample\.in")

    desktop.key(window, "ctrl+shift+o")
    dialog = desktop.wait_for_window(app, name=r"^Open Your Answers$")
    desktop.type(dialog, str(mine))
    heard = len(reader.heard)
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the Open Your Answers dialog to close")
    desktop.wait_until_active(window)

    # The words above the tree, and each query's row, say what the judge made of the answers.
    reader.find("label", r"^Your answers \(mine\.out\): 2 of 6 wrong; F8 goes to the next")
    reader.find(None, r"^Query 3: \(1, 1\) tile 1 .* — wrong$")
    reader.find(None, r"^Query 1: \(1, 1\) tile 1 .* — right$")
    reader.find(None, r"^Case 1: .* — 1 wrong$")

    # The first wrong query, searched to its end: both answers, then the judge's line.
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith("Your answer: YES — the judge's: NO — "),
                        "the banner to say the first wrong answer and the judge's, after its search", heard)
    desktop.keep("first-wrong-answer")

    heard = len(reader.heard)
    desktop.key(window, "F8")
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith("Your answer: NO — the judge's: YES — "),
                        "F8: the next wrong answer and the judge's line", heard)
    desktop.keep("next-wrong-answer")

    heard = len(reader.heard)
    desktop.key(window, "shift+F8")
    reader.wait_to_hear(lambda e: e.type == sr.NAME_CHANGE and e.text.startswith("Your answer: YES — the judge's: NO — "),
                        "Shift+F8: back to the wrong answer before", heard)
    reader.check_all_named("with the trainee's answers open")
    desktop.quit(app)


if __name__ == "__main__":
    fd.run_test(trainee_answers_by_keys, accessibility=True)
