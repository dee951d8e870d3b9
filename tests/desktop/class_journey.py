"""A class's whole journey, in real windows, by keys alone: a teacher builds the deck, three
students work it on their own boards and hand in, and the teacher's class view grades them
as their windows did.

The teacher opens the shipped lesson `class_results_lianliankan` (a board of each student's
own on every slide) and, by keys: gives it a new title (Lesson ▸ Lesson Title), opens the
Mahjong sample into it after its last slide (a second puzzle), marks a bookmark there with
a note and a question to explain (Ctrl+Shift+B) given to the slide (Ctrl+Shift+M), makes
the same query an exercise slide, an ask slide and a comparison (Ctrl+Shift+X, Ctrl+Shift+A,
Ctrl+K, each Ctrl+M), and saves: the lesson is shipped, so Save offers a copy in a folder of
the teacher's, and the shipped file is left as it was. No box asks the teacher a name, and
nothing the teacher did is kept as a student's work.

Three students (the third in Chinese), each with their own data folder, open the copy.
On the first slide each answers the first question of the layers on their own board (a
cell picked, Return), plays on to the bookmark and explains in words (Ctrl+Return sends);
on the exercise slide each proposes a state the search has not reached (a wrong try), asks
for the answer (H), then proposes the state shown; the grade their window says is read
from the accessibility tree, and File ▸ Export My Results hands the file in.

The teacher raises one student's score in their file by hand, and reads the folder: the
gradebook (Canvas's CSV, with the roster) gives each student the points their window said
(100 × right ÷ tried), no honest student is marked edited and the edited one is, with the
reason; in the class view (File ▸ Open Class Results) the rows say the same, and the heat
map of each student's own board counts that student's wrong try on its cell, and no
other's. Last, the teacher presents the deck in Chinese (F5, PageDown to its end): the stage
is the one window, covering the screen, and the slide made at the bookmark opens on it.
On a 1280x720 screen, the smallest a class's laptop or projector gives."""

import csv
import json
import os
import re
import subprocess
import time

import frontier_desktop as fd
import screen_reader as sr

LESSON = "lessons/class_results_lianliankan.frontier-lesson"
MAHJONG = "mahjong/sample.in"
TITLE = "Turns, by each of you"
NOTE = "Two segments so far: count them."
QUESTION = "Why may this path leave the board?"
EXERCISE_SLIDE = 3  # the shipped lesson's exercise, a board for each student
STUDENTS = [("Ann Lee", "en"), ("Bo Wang", "en"), ("Cai Xin", "zh_CN")]
CELL = re.compile(r"\((\d+), (\d+)\)")


def class_journey(desktop: fd.Desktop) -> None:
    lesson = teacher_builds_the_deck(desktop)
    handed_in = desktop.scratch / "handed-in"
    handed_in.mkdir()
    said = {name: student_works_and_hands_in(desktop, lesson, name, language, handed_in)
            for name, language in STUDENTS}
    teacher_grades(desktop, lesson, handed_in, said)
    teacher_presents_in_chinese(desktop, lesson)


# --- the teacher builds the deck -------------------------------------------------------------

def teacher_builds_the_deck(desktop: fd.Desktop):
    shipped = desktop.sample(LESSON)
    shipped_bytes = shipped.read_bytes()
    mahjong = desktop.copy_sample(MAHJONG)
    copy = desktop.scratch / "turns.frontier-lesson"
    app = desktop.start_frontier(shipped)
    window = desktop.wait_for_window(app, name=r"slide 1 of 4")
    reader = sr.ScreenReader(desktop, app)

    def no_name_box() -> None:
        fd.check(not reader.find_all(None, r"^(Student Name|学生姓名)$"), "a box asking the student's name opened for the teacher")

    desktop.key(window, "alt+l", "t")
    dialog = desktop.wait_for_window(app, name=r"^Lesson Title$")
    desktop.key(dialog, "ctrl+a")
    desktop.type(dialog, TITLE)
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the Lesson Title dialog to close")

    # After the last slide: the Mahjong sample, a second puzzle.
    desktop.key(window, "ctrl+Next", "ctrl+Next", "ctrl+Next")
    fd.wait_until(lambda: "slide 4 of 4" in desktop.title(window), "the lesson's last slide")
    desktop.key(window, "ctrl+o")
    dialog = desktop.wait_for_window(app, name=r"Open a judge input file")
    desktop.type(dialog, str(mahjong))
    desktop.key(dialog, "Return")
    question = desktop.wait_for_window(app, name=r"^Open$")
    desktop.key(question, "Return")  # its default: a new slide after this one
    fd.wait_until(lambda: "slide 5 of 5" in desktop.title(window) and "Mahjong" in desktop.title(window),
                  "the Mahjong file to be slide 5")
    # A bookmark three steps in, with a note and a question, given to the slide.
    desktop.key(window, "F9")
    reader.find("label", r"^Search finished")
    desktop.key(window, "Home", "Right", "Right", "Right", "ctrl+shift+b")
    dialog = desktop.wait_for_window(app, name=r"^Bookmark at step")
    desktop.type(dialog, NOTE)
    desktop.key(dialog, "Tab", "Tab")  # past the note's Chinese to the question
    desktop.type(dialog, QUESTION)
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the bookmark dialog to close")
    desktop.key(window, "ctrl+shift+m")
    reader.find("label", r"^Slide 5 is now what is shown")
    # The same query done by hand, asked, and two of its searches compared.
    desktop.key(window, "ctrl+shift+x")
    reader.find("label", r"^Nothing done here is kept")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 6 of 6" in desktop.title(window), "the exercise to be slide 6")
    desktop.key(window, "Escape", "ctrl+shift+a")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 7 of 7" in desktop.title(window), "the asked search to be slide 7")
    desktop.key(window, "ctrl+shift+a", "ctrl+k", "ctrl+m")
    fd.wait_until(lambda: "slide 8 of 8" in desktop.title(window), "the comparison to be slide 8")
    desktop.key(window, "Escape")
    no_name_box()

    # Saved: a shipped lesson is saved as a copy, in the teacher's folder.
    desktop.key(window, "alt+l", "s")
    dialog = desktop.wait_for_window(app, name=r"Save")
    desktop.key(dialog, "ctrl+a")
    desktop.type(dialog, str(copy))
    desktop.key(dialog, "Return")
    saved = json.loads(desktop.wait_for_file(copy, timeout=5))
    fd.check(shipped.read_bytes() == shipped_bytes, "the shipped lesson was written")
    fd.check(english(saved.get("title")) == TITLE, f"the lesson's title was saved as {saved.get('title')!r}")
    slides = saved["slides"]
    fd.check([slide["puzzle"] for slide in slides] == ["lianliankan"] * 4 + ["mahjong"] * 4,
             f"the slides' puzzles are {[slide['puzzle'] for slide in slides]}")
    fd.check(all(slide.get("generate") for slide in slides[:4]), "the shipped slides lost their boards for each student")
    marks = slides[4].get("bookmarks", [])
    fd.check(len(marks) == 1 and english(marks[0].get("note")) == NOTE and english(marks[0].get("explain")) == QUESTION,
             f"slide 5's bookmarks were saved as {marks}")
    fd.check((slides[4].get("step"), slides[4].get("fine")) == (marks[0].get("step"), marks[0].get("fine")),
             f"slide 5, made at its bookmark, opens at {slides[4].get('step')}/{slides[4].get('fine')}, not on it: {marks}")
    fd.check(slides[5].get("exercise") is True and slides[6].get("ask") and len(slides[7]["algorithms"]) == 2,
             "slides 6 to 8 are not an exercise, an ask and a comparison: " +
             repr([(s.get("exercise"), s.get("ask"), s.get("algorithms")) for s in slides[5:]]))
    fd.check(all(not slide.get("bookmarks") for slide in slides[5:]), "a new slide took the view's bookmark")
    results = desktop.home / ".local/share/Frontier/frontier/results"
    kept = sorted(p.name for p in results.glob("*")) if results.exists() else []
    fd.check(not kept, f"the teacher's session was recorded: {kept}: " + "; ".join((results / k).read_text()[:1500] for k in kept))
    no_name_box()
    desktop.quit(app)
    return copy


# --- a student ------------------------------------------------------------------------------

def student_works_and_hands_in(desktop: fd.Desktop, lesson, name: str, language: str, handed_in):
    """The student's day; what their window said of their exercise: (right, tried), the
    cell of their wrong try."""
    data = desktop.scratch / ("data-" + name.replace(" ", "-"))
    app = desktop.start_frontier(lesson, "--student", name, settings={"language": language},
                                 env={"XDG_DATA_HOME": str(data)})
    window = desktop.wait_for_window(app, name=r"^turns(, slide 1 |，第 1 张)")
    reader = sr.ScreenReader(desktop, app)
    board = reader.board(r"^(Board|棋盘)$")

    # The first question of the layers, on the student's own board: the cell under the
    # cursor picked, then revealed.
    reader.find("push button", r"^(Reveal|揭晓)")
    desktop.key(window, "space", "Return")
    reader.find("label", r"^(Score: [01] of 1 right|.*1.*[01])")
    # Played on, faster, to the bookmark's question: the explain dialog opens there.
    explained = f"{name}: every straight line comes before any turn."
    desktop.key(window, "plus", "plus", "plus")
    dialog = None
    for _ in range(12):
        desktop.key(window, "space")
        try:
            dialog = desktop.wait_for_window(app, name=r"^(Explain|解释)", timeout=4)
            break
        except fd.TestFailure:
            desktop.key(window, "Return")  # a question on the way: revealed unanswered
    fd.check(dialog is not None, "the bookmark's question to explain never came")
    desktop.type(dialog, explained)
    desktop.key(dialog, "ctrl+Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the explain dialog to be sent")

    # The exercise, on the student's own board.
    desktop.key(window, "ctrl+Next", "ctrl+Next")
    fd.wait_until(lambda: f" {EXERCISE_SLIDE} " in desktop.title(window), f"slide {EXERCISE_SLIDE}")
    reader.find("push button", r"^(Show the Answer|显示答案)")
    # A wrong try: a blank cell no state of which is reached yet, proposed first.
    wrong = first_cell(reader, board, lambda words: re.search(r"[:：] ?(blank|空格)$", words) is not None)
    go_to(desktop, window, reader, board, wrong)
    desktop.key(window, "space")
    choose(desktop, window, reader, lambda choices: choices[0])
    reader.find("label", r"(has not been reached yet|尚未)")
    # The answer shown (H), then proposed.
    desktop.key(window, "h")
    answer = sr.accessible_name(reader.find("label", r"^(The answer: |答案：)"))
    shown = CELL.search(answer)
    fd.check(shown is not None, f"the answer names no cell: {answer!r}")
    go_to(desktop, window, reader, board, (int(shown[1]), int(shown[2])))
    desktop.key(window, "space")
    choose(desktop, window, reader, lambda choices: next(c for c in choices if c in answer))
    right, tried = grade_said(reader, language)
    fd.check((right, tried) == (0, 2), f"{name}'s window says {right} of {tried} steps right, not 0 of 2: a wrong try, "
                                       "then the step shown")

    # Handed in: File ▸ Export My Results.
    desktop.key(window, "alt+f", "y")
    dialog = desktop.wait_for_window(app, name=r"^(Export My Results|导出我的)")
    handed = handed_in / f"{name}.frontier-results"
    desktop.key(dialog, "ctrl+a")
    desktop.type(dialog, str(handed))
    desktop.key(dialog, "Return")
    kept = json.loads(desktop.wait_for_file(handed, timeout=5))
    fd.check(kept["student"] == name, f"the file handed in is {kept['student']!r}'s")
    desktop.quit(app)
    return {"right": right, "tried": tried, "wrong": wrong, "explained": explained}


def first_cell(reader, board, wanted) -> tuple[int, int]:
    """The (row, column) the first cell `wanted` says, in the judge's numbers."""
    for row in reader.cells(board):
        for words in row:
            if wanted(words):
                r, c = re.findall(r"\d+", words)[:2]
                return int(r), int(c)
    raise fd.TestFailure("no cell of the board is as the test needs")


def go_to(desktop, window, reader, board, cell) -> None:
    """The board's cursor moved to `cell` with the arrows."""
    now = reader.focused_cell(board)
    fd.check(now is not None, "the keys are not on the board")
    at = [int(n) for n in re.findall(r"\d+", now)[:2]]
    keys = (["Down"] * (cell[0] - at[0]) + ["Up"] * (at[0] - cell[0]) + ["Right"] * (cell[1] - at[1]) +
            ["Left"] * (at[1] - cell[1]))
    if keys:
        desktop.key(window, *keys)
    reader.wait_for_focused_cell(board, rf"^\D*{cell[0]}\D+{cell[1]}\D")


def choose(desktop, window, reader, pick) -> None:
    """Of the states the cell holds (a button each, the first with the keys), the one `pick`
    names, by Tab and Space."""
    buttons = fd.wait_until(lambda: reader.find_all("push button", r"^\(\d+, \d+\) "), "the states of the cell to choose from")
    choices = [sr.accessible_name(button) for button in buttons]
    wanted = pick(choices)
    desktop.key(window, *["Tab"] * choices.index(wanted), "space")


def grade_said(reader, language: str) -> tuple[int, int]:
    pattern = r"^(\d+) of (\d+) steps? right" if language == "en" else r"^(\d+) 步中对了 (\d+) 步"
    words = sr.accessible_name(reader.find("label", pattern))
    numbers = [int(n) for n in re.match(pattern, words).groups()]
    return (numbers[0], numbers[1]) if language == "en" else (numbers[1], numbers[0])


# --- the teacher grades ---------------------------------------------------------------------

def teacher_grades(desktop: fd.Desktop, lesson, handed_in, said) -> None:
    # One student's score raised by hand.
    forged = handed_in / "Bo Wang.frontier-results"
    results = json.loads(forged.read_text())
    exercise = next(a for a in results["activities"] if a.get("mode") == "exercise")
    exercise["right"] = exercise["tried"]
    forged.write_text(json.dumps(results, indent=2))
    roster = handed_in / "roster.csv"
    roster.write_text("name,login,id,email,section\r\n"
                      "Ann Lee,alee,S001,alee@school.example,A\r\n"
                      "Bo Wang,bwang,S002,bwang@school.example,A\r\n"
                      "Cai Xin,cxin,S003,cxin@school.example,B\r\n")

    # The gradebook, as a script makes it.
    gradebook = desktop.scratch / "gradebook.csv"
    environment = {**desktop.env(), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([str(desktop.frontier_binary), str(lesson), "--class-results", str(handed_in), "--roster", str(roster),
                          "--csv", str(gradebook)], env=environment, capture_output=True, text=True, timeout=60)
    fd.check(run.returncode == 0, f"the gradebook was not made: {run.returncode}: {run.stderr}")
    rows = list(csv.reader(gradebook.read_text().splitlines()))
    header = rows[0]
    fd.check(header[:5] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"], f"Canvas's columns are not first: {header}")
    fd.check(rows[1][0].strip() == "Points Possible", f"the second row is not Canvas's points possible: {rows[1]}")
    column = next(i for i, title in enumerate(header) if title.startswith(f"{EXERCISE_SLIDE}."))
    edited = header.index("Edited")
    by_name = {row[0]: row for row in rows[2:]}
    fd.check(sorted(by_name) == sorted(name for name, _ in STUDENTS), f"the gradebook's students are {sorted(by_name)}")
    for name, _ in STUDENTS:
        window_said = said[name]
        points = 100 * window_said["right"] / window_said["tried"]
        if name == forged.stem:
            fd.check("says" in by_name[name][edited], f"the score raised by hand is not marked with why: {by_name[name]}")
            continue
        fd.check(float(by_name[name][column]) == points, f"the gradebook gives {name} {by_name[name][column]}, their window "
                                                         f"said {window_said['right']} of {window_said['tried']}")
        fd.check(not by_name[name][edited], f"{name}, honest, is marked edited: {by_name[name][edited]!r}")

    # The class view, in the window.
    app = desktop.start_frontier(lesson, settings={"language": "en"})
    window = desktop.wait_for_window(app, name=r"slide 1 of 8")
    reader = sr.ScreenReader(desktop, app)
    desktop.key(window, "alt+f", "c")
    dialog = desktop.wait_for_window(app, name=r"Open Class Results")
    desktop.key(dialog, "ctrl+a")
    desktop.type(dialog, str(handed_in))
    desktop.key(dialog, "Return")
    view = desktop.wait_for_window(app, name=r"^Class Results")
    reader.find("table", r"^Scores")
    headers = [sr.accessible_name(node) for node in reader.find_all("row header") + reader.find_all("table row header")]
    for name, _ in STUDENTS:
        row = next((h for h in headers if h.startswith(name)), None)
        fd.check(row is not None, f"the class view has no row for {name}: {headers}")
        fd.check(("edited" in row) == (name == forged.stem), f"the class view's row reads {row!r}")
    desktop.keep("class-view-scores")
    # Where each went wrong on the exercise, on their own board: the exercise's place chosen
    # by keys (its number typed into the place's box), then each student's board.
    desktop.key(view, "alt+w", "alt+p", str(EXERCISE_SLIDE))
    for name, _ in STUDENTS:
        desktop.key(view, "alt+b")
        # The name's first letter (each student's is their own). A box searches the letters
        # typed within 0.4 s of each other (Qt's keyboard input interval) as one word: the
        # last student's letter, typed sooner, would join it, as a person's would not.
        time.sleep(0.5)
        desktop.type(view, name[0].lower())  # (no Shift, which a late Alt would join)
        heat = reader.find(None, r"^Where they went wrong on the board$")  # a picture: an image to AT-SPI
        counts = fd.wait_until(lambda: (lambda d: d if f"of {name}:" in d else None)(heat.get_description()),
                               f"the heat map of {name}'s board")
        row, column_ = said[name]["wrong"]
        fd.check(f"({row}, {column_}): 1" in counts, f"{name}'s board does not count their wrong try on ({row}, {column_}): "
                                                      f"{counts!r}")
        others = [said[other]["wrong"] for other, _ in STUDENTS if other != name and said[other]["wrong"] != (row, column_)]
        for r, c in others:
            fd.check(f"({r}, {c}):" not in counts, f"{name}'s board counts another student's wrong try: {counts!r}")
        if name == STUDENTS[0][0]:
            desktop.keep("class-view-mistakes")
    desktop.key(view, "Escape")
    desktop.quit(app)


# --- the teacher presents the deck ----------------------------------------------------------

def teacher_presents_in_chinese(desktop: fd.Desktop, lesson) -> None:
    """F5, then PageDown through every slide (a search, a question, an exercise, a
    comparison, a bookmark's question): the stage covers the screen and stays the one
    window throughout; the slide made at the bookmark opens on it, its question under the
    board."""
    app = desktop.start_frontier(lesson, settings={"language": "zh_CN"})
    window = desktop.wait_for_window(app, name=r"第 1 张幻灯片，共 8 张")
    reader = sr.ScreenReader(desktop, app)
    desktop.key(window, "F5")
    fd.wait_until(lambda: desktop.geometry(window).client == desktop.screen, "the stage to cover the screen", timeout=8)
    seen = {1}
    for _ in range(300):
        if len(seen) == 8:
            break
        desktop.key(window, "Next")
        shown = desktop.windows(app)
        fd.check(shown == [window], f"{len(shown)} windows on the screen while presenting: "
                                    f"{[desktop.title(w) for w in shown]}")
        number = int(re.search(r"第 (\d+) 张", desktop.title(window))[1])
        if number not in seen:
            seen.add(number)
            fd.check(desktop.geometry(window).client == desktop.screen, f"slide {number} left full screen")
            if number == 5:  # the Mahjong search, made at its bookmark
                reader.find("label", re.escape(QUESTION))
                desktop.keep("presenting-bookmark-zh")
            if number == EXERCISE_SLIDE:
                desktop.keep("presenting-exercise-zh")
    fd.check(len(seen) == 8, f"PageDown reached slides {sorted(seen)} only")
    desktop.key(window, "Escape")
    desktop.quit(app)


def english(words) -> str:
    return words.get("en", "") if isinstance(words, dict) else (words or "")


if __name__ == "__main__":
    # The smallest screen a class's laptop or projector gives (the window's panels, the
    # class view and the stage must all fit it).
    fd.run_test(class_journey, limit=300, screen=(1280, 720), accessibility=True)
