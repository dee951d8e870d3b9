"""A teacher builds a lesson by keys alone, in a real window, and is never asked a name.

Lesson ▸ Lesson Title (Alt+L, T) names a new lesson; the Lianliankan
sample's search (F9) becomes slide 1 (Ctrl+M); a bookmark with a note and a question for
the students to explain is written in the bookmark dialog (Ctrl+Shift+B) and given to the
slide (Update the Slide, Ctrl+Shift+M); the same query done by hand (Ctrl+Shift+X) is slide
2, an exercise slide, and asked (Ctrl+Shift+A) slide 3; the Mahjong sample opened into the
lesson is slide 4, and two of its searches compared (Ctrl+K) slide 5; Lesson ▸ Save Lesson
(Alt+L, S) writes it, and the file read back as JSON holds all of it: the title, the
bookmark's note and question, each slide's kind in its automatic title, no bookmarks copied
onto the slides after the first. The dialogs' lines are named for a screen reader; no box
asking a student's name ever opens, and the teacher's exercise is kept in no results."""

import json
import re

import frontier_desktop as fd
import screen_reader as sr

FIRST = "lianliankan/hdu1175_sample.in"
SECOND = "mahjong/sample.in"
TITLE = "Turns and segments"
NOTE = "Layer 0 is every straight line from the first tile."
QUESTION = "Why is this cell not reached yet?"


def teacher_builds_deck_by_keys(desktop: fd.Desktop) -> None:
    first = desktop.copy_sample(FIRST)
    second = desktop.copy_sample(SECOND)
    lesson = first.parent / "turns.frontier-lesson"
    app = desktop.start_frontier(first, "--algorithm", "bfs-turns")
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    reader = sr.ScreenReader(desktop, app)

    def no_name_box() -> None:
        boxes = desktop.windows(app, name="Student Name")
        fd.check(not boxes, "a box asking the student's name opened for the teacher")
        fd.check(not reader.find_all(None, r"^Student Name$"), "a box asking the student's name is in the tree")

    # The lesson's title, before any slide: it starts a new lesson.
    desktop.key(window, "alt+l", "t")
    dialog = desktop.wait_for_window(app, name=r"^Lesson Title$")
    reader.find("text", r"^Title in English$")
    reader.find("text", r"^Title in Chinese")
    reader.check_all_named("the Lesson Title dialog")
    desktop.type(dialog, TITLE)  # (Chinese is typed by an input method, which xdotool is not)
    desktop.keep("lesson-title-dialog")
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the Lesson Title dialog to close")
    reader.find("label", "^" + re.escape(TITLE) + "$")  # the Slides panel says it

    # Slide 1: the search, run, then added.
    desktop.key(window, "F9")
    reader.find("label", r"^Search finished")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 1 of 1" in desktop.title(window), "the search to be slide 1")
    # A bookmark six steps in, with a note and a question, given to the slide by Update.
    desktop.key(window, "Home", *["Right"] * 6, "ctrl+shift+b")
    dialog = desktop.wait_for_window(app, name=r"^Bookmark at step")
    reader.find("text", r"^Note in English$")
    reader.find("text", r"^Question in English$")
    reader.check_all_named("the bookmark dialog")
    desktop.type(dialog, NOTE)
    desktop.key(dialog, "Tab", "Tab")  # past the note's Chinese to the question
    desktop.type(dialog, QUESTION)
    desktop.keep("bookmark-dialog")
    desktop.key(dialog, "Return")
    fd.wait_until(lambda: desktop.windows(app) == [window], "the bookmark dialog to close")
    desktop.key(window, "ctrl+shift+m")
    reader.find("label", r"^Slide 1 is now what is shown")

    # Slide 2: the query by hand, an exercise slide; the teacher's work is kept nowhere.
    desktop.key(window, "ctrl+shift+x")
    reader.find("label", r"^Click the state bfs-turns takes next")
    reader.find("label", r"^Nothing done here is kept")
    no_name_box()
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 2 of 2" in desktop.title(window), "the exercise to be slide 2")
    desktop.key(window, "Escape")
    # Slide 3: the class asked.
    desktop.key(window, "ctrl+shift+a")
    reader.find("label", r"^Play the search \(Space\)|Which cells will it reach for the first time\?")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 3 of 3" in desktop.title(window), "the asked search to be slide 3")
    desktop.key(window, "ctrl+shift+a")
    no_name_box()

    # Slide 4: the Mahjong sample opened into the lesson; slide 5: two of its searches compared.
    desktop.key(window, "ctrl+o")
    dialog = desktop.wait_for_window(app, name=r"Open a judge input file")
    desktop.type(dialog, str(second))
    desktop.key(dialog, "Return")
    question = desktop.wait_for_window(app, name=r"^Open$")
    desktop.key(question, "Return")  # its default: a new slide after this one
    fd.wait_until(lambda: "slide 4 of 4" in desktop.title(window) and "Mahjong" in desktop.title(window),
                  "the Mahjong file to be slide 4")
    desktop.key(window, "ctrl+k")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 5 of 5" in desktop.title(window), "the comparison to be slide 5")
    desktop.key(window, "Escape")
    no_name_box()

    # Lesson ▸ Save Lesson: a new lesson asks where.
    desktop.key(window, "alt+l", "s")
    dialog = desktop.wait_for_window(app, name=r"^Save Lesson$")
    desktop.type(dialog, str(lesson))
    desktop.key(dialog, "Return")
    saved = json.loads(desktop.wait_for_file(lesson, timeout=5))
    fd.check(english(saved.get("title")) == TITLE, f"the lesson's title was saved as {saved.get('title')!r}")
    slides = saved["slides"]
    fd.check(len(slides) == 5, f"{len(slides)} slides saved, not 5")
    fd.check([slide["puzzle"] for slide in slides] == ["lianliankan"] * 3 + ["mahjong"] * 2,
             f"the slides' puzzles are {[slide['puzzle'] for slide in slides]}")
    marks = slides[0].get("bookmarks", [])
    fd.check(len(marks) == 1, f"slide 1 has {len(marks)} bookmarks, not the one written")
    fd.check(english(marks[0].get("note")) == NOTE, f"the bookmark's note was saved as {marks[0].get('note')!r}")
    fd.check(english(marks[0].get("explain")) == QUESTION, f"the bookmark's question was saved as {marks[0].get('explain')!r}")
    fd.check(all(not slide.get("bookmarks") for slide in slides[1:]),
             "a slide after the first took the view's bookmark: " + repr([len(s.get("bookmarks", [])) for s in slides]))
    fd.check(slides[1].get("exercise") is True, "slide 2 is not an exercise slide")
    fd.check(slides[2].get("ask") == "layer", "slide 3 does not ask the class")
    fd.check(len(slides[4]["algorithms"]) == 2, f"slide 5 compares {slides[4]['algorithms']}")
    titles = [english(slide.get("title")) for slide in slides]
    for index, kind in ((1, "Exercise: "), (2, "Ask: "), (4, "Compare: ")):
        fd.check(titles[index].startswith(kind), f"slide {index + 1}'s automatic title says {titles[index]!r}, not its kind")
    fd.check(titles[0].startswith("hdu1175_sample, case 1, query 1: bfs-turns"), f"slide 1's title is {titles[0]!r}")
    fd.check(" / " in titles[4], f"the comparison's title {titles[4]!r} names one search")

    # Nothing the teacher did was kept as a student's work.
    results = desktop.home / ".local/share/Frontier/frontier/results"
    kept = sorted(p.name for p in results.glob("*")) if results.exists() else []
    fd.check(not kept, f"the teacher's session was recorded: {kept}")
    no_name_box()
    desktop.quit(app)


def english(words) -> str:
    """A lesson's words as the file holds them: a string, or {"en": …, "zh": …}."""
    return words.get("en", "") if isinstance(words, dict) else (words or "")


if __name__ == "__main__":
    # Some 150 keys and two dialogs typed into, read over AT-SPI.
    fd.run_test(teacher_builds_deck_by_keys, limit=150, accessibility=True)
