"""A teacher's class from one file, by keys alone, in a real window: a lesson built from two
judge files of two puzzles (Lianliankan, then Mahjong opened into it as its next slide) with
a comparison slide, saved, opened again, presented with F5 (the window covers the screen),
walked with PageDown to its end through the comparison's layers and back with PageUp to the
first slide, one window on the screen throughout; Save Lesson after the comparison closed
leaves the slides as they were made."""

import json

import frontier_desktop as fd

FIRST = "lianliankan/hdu1175_sample.in"
SECOND = "mahjong/sample.in"


def lesson_deck_presented(desktop: fd.Desktop) -> None:
    first = desktop.copy_sample(FIRST)
    second = desktop.copy_sample(SECOND)
    lesson = first.parent / "class.frontier-lesson"

    app = desktop.start_frontier(first)
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    # Slide 1: the Lianliankan file's search (F9 runs it, Ctrl+M adds the view as a slide).
    desktop.key(window, "F9", "ctrl+m")
    fd.wait_until(lambda: "slide 1 of 1" in desktop.title(window), "the first slide to name the window")
    # Slide 2: the Mahjong file opened into the lesson (Ctrl+O, its path, Return; the
    # question's default answer adds it after the slide shown).
    open_file(desktop, app, window, second)
    question = desktop.wait_for_window(app, name=r"^Open$")
    desktop.key(question, "Return")
    fd.wait_until(lambda: "slide 2 of 2" in desktop.title(window) and "Mahjong" in desktop.title(window),
                  "the Mahjong file to be the lesson's second slide")
    # Slide 3: two searches of it compared (Ctrl+K) in the window, added as a slide; then
    # the comparison closed (Esc) before the lesson is saved.
    desktop.key(window, "ctrl+k")
    fd.check(desktop.windows(app) == [window], "Compare Searches opened a window of its own")
    desktop.key(window, "ctrl+m")
    fd.wait_until(lambda: "slide 3 of 3" in desktop.title(window), "the comparison to be the third slide")
    desktop.key(window, "Escape")
    # Lesson ▸ Save Lesson by the menu's keys: a new lesson asks where.
    desktop.key(window, "alt+l", "s")
    dialog = desktop.wait_for_window(app, name=r"Save Lesson")
    desktop.type(dialog, str(lesson))
    desktop.key(dialog, "Return")
    saved = json.loads(desktop.wait_for_file(lesson, timeout=5))
    slides = saved["slides"]
    fd.check([slide["puzzle"] for slide in slides] == ["lianliankan", "mahjong", "mahjong"],
             f"the saved slides' puzzles are {[slide['puzzle'] for slide in slides]}")
    fd.check(len(slides[2]["algorithms"]) == 2,
             f"the comparison slide was saved as {slides[2]['algorithms']}: the comparison closed before Save Lesson "
             "must not change it")
    # Saved again, from its own file without a question: the slides unchanged.
    before = lesson.stat()
    desktop.key(window, "alt+l", "s")
    again = json.loads(desktop.wait_for_file(lesson, since=before, timeout=5))
    fd.check(again["slides"] == slides, "Save Lesson changed the slides the teacher made")
    fd.check(desktop.windows(app) == [window], "Save Lesson of a saved lesson asked something")
    desktop.quit(app)

    # In class: the lesson opened again, presented.
    app = desktop.start_frontier(lesson)
    window = desktop.wait_for_window(app, name=r"class, slide 1 of 3")
    normal = desktop.geometry(window).frame
    desktop.key(window, "F5")
    fd.wait_until(lambda: desktop.geometry(window).client == desktop.screen,
                  "the presentation to cover the screen", timeout=5)
    one_window(desktop, app, window)
    # PageDown to the end: through slide 1's layers and slide 2's, then the comparison's.
    slide = 1
    presses = 0
    comparison_pictures = set()
    while presses < 150:
        desktop.key(window, "Next")
        presses += 1
        one_window(desktop, app, window)
        now = slide_number(desktop.title(window))
        fd.check(now in (slide, slide + 1), f"PageDown went from slide {slide} to slide {now}")
        slide = now
        if slide == 3:
            comparison_pictures.add(desktop.pixels()[2])
            if len(comparison_pictures) >= 3:
                desktop.keep("presenting-comparison")
                break
    fd.check(slide == 3, f"{presses} presses of PageDown did not reach the comparison slide")
    fd.check(len(comparison_pictures) >= 3, "PageDown did not walk the comparison's layers")
    fd.check(desktop.geometry(window).client == desktop.screen, "the presentation left full screen")
    # Past the comparison's end, PageDown stays on the last slide.
    for _ in range(60):
        desktop.key(window, "Next")
    fd.check(slide_number(desktop.title(window)) == 3, "PageDown went past the last slide")
    one_window(desktop, app, window)
    # PageUp back to the first slide, one window throughout.
    presses = 0
    while slide_number(desktop.title(window)) != 1 and presses < 300:
        desktop.key(window, "Prior")
        presses += 1
        if presses % 10 == 0:
            one_window(desktop, app, window)
    fd.check(slide_number(desktop.title(window)) == 1, f"{presses} presses of PageUp did not reach the first slide")
    one_window(desktop, app, window)
    # Esc gives the window back as it was.
    desktop.keep("presenting-slide-1")  # kept in the build folder, to be looked at
    desktop.key(window, "Escape")
    try:
        fd.wait_until(lambda: desktop.geometry(window).frame == normal, "the window to come back to its place", timeout=5)
    except fd.TestFailure as failure:
        raise fd.TestFailure(f"{failure}: it was at {normal}, it is at {desktop.geometry(window).frame}") from None
    desktop.quit(app)


def open_file(desktop: fd.Desktop, app: fd.Frontier, window: str, path) -> None:
    desktop.key(window, "ctrl+o")
    dialog = desktop.wait_for_window(app, name=r"Open a judge input file")
    desktop.type(dialog, str(path))
    desktop.key(dialog, "Return")


def one_window(desktop: fd.Desktop, app: fd.Frontier, window: str) -> None:
    shown = desktop.windows(app)
    fd.check(shown == [window], f"{len(shown)} windows on the screen, not the presentation's one: {shown}")


def slide_number(title: str) -> int:
    words = title.split("slide ", 1)
    fd.check(len(words) == 2, f"the window's title names no slide: {title!r}")
    return int(words[1].split(" ", 1)[0])


if __name__ == "__main__":
    # Two starts and some 200 keys: more than one start's minute under the sanitizers.
    fd.run_test(lesson_deck_presented, limit=150)
