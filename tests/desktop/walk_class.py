"""A walk by hand, not a ctest: the class's whole journey (tests/desktop/class_journey.py: the
teacher builds the deck, three students work it, the third in Chinese, the class view
grades them) on a screen of any size, then the teacher presents the deck in English and in
Chinese to its end, a picture of each slide's first moment kept to be looked at. With
--orca, Debian's Orca listens on the accessibility bus from the first window to the last,
and what it said is written beside the pictures (WALK-orca.txt, its whole log in
WALK-orca.debug).

    /usr/bin/python3 -E -s -B tests/desktop/walk_class.py --screen 1920x1080 [--orca] \\
        --frontier build/dev/gui/frontier --samples sample_inputs --artifacts /tmp/walk

Orca runs headless here: its speech goes to speech-dispatcher's dummy module (a machine with
no audio device made espeak wait, and Orca with it, at its first sentence); it still logs
every sentence it would say. Orca lags behind a window that sends many events, and the
keys Qt hands it wait for its answer: the walk gives the explain question 30 s instead of
class_journey's 4."""

import re
import shutil
import subprocess
import sys
import time

import frontier_desktop as fd
import class_journey as cj


def take_option(name: str, value: bool = True) -> str | None:
    """Removes `name` (and its value) from the command line, for run_test's parser."""
    if name not in sys.argv:
        return None
    at = sys.argv.index(name)
    given = sys.argv[at + 1] if value else name
    del sys.argv[at:at + (2 if value else 1)]
    return given


SCREEN = tuple(int(n) for n in (take_option("--screen") or "1280x720").split("x"))
ORCA = take_option("--orca", value=False) is not None
orca: dict[str, object] = {}


def start_orca(desktop: fd.Desktop) -> None:
    conf = desktop.home / ".config" / "speech-dispatcher"
    conf.mkdir(parents=True, exist_ok=True)
    (conf / "speechd.conf").write_text('AddModule "dummy" "sd_dummy" ""\nDefaultModule dummy\nAudioOutputMethod "oss"\n')
    log = desktop.scratch / "orca.debug"
    orca["log"] = log
    orca["process"] = subprocess.Popen(["orca", "--replace", "--debug-file", str(log)], env=desktop.env(),
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    fd.wait_until(lambda: log.exists() and "Screen reader on" in log.read_text(errors="replace"), "Orca to start", timeout=20)


def stop_orca(desktop: fd.Desktop) -> None:
    """Ends Orca and keeps what it said beside the pictures (NAME-orca.txt, its log NAME-orca.debug)."""
    orca["process"].terminate()
    shutil.copy(orca["log"], desktop.artifacts / f"{desktop.name}-orca.debug")
    said_lines = [line.split(" - SPEECH OUTPUT: ", 1) for line in orca["log"].read_text(errors="replace").splitlines()
                  if " - SPEECH OUTPUT: " in line]
    (desktop.artifacts / f"{desktop.name}-orca.txt").write_text("\n".join(f"{t} {words}" for t, words in said_lines))
    deluge = orca["log"].read_text(errors="replace").count("Ignoring event type due to deluge")
    print(f"Orca said {len(said_lines)} sentences; it ignored {deluge} events as a deluge")


def patient(wait_for_window):
    def waits(self, app, *args, **kwargs):
        if kwargs.get("timeout") == 4:  # class_journey's wait for the explain question
            kwargs["timeout"] = 30
        return wait_for_window(self, app, *args, **kwargs)
    return waits


def present(desktop: fd.Desktop, lesson, language: str) -> None:
    app = desktop.start_frontier(lesson, settings={"language": language})
    window = desktop.wait_for_window(app, name=r"(slide 1 of 8|第 1 张)")
    desktop.key(window, "F5")
    fd.wait_until(lambda: desktop.geometry(window).client == desktop.screen, "the stage to cover the screen", timeout=8)
    seen: set[int] = set()
    for _ in range(400):
        number = int(next(n for n in re.search(r"(?:slide (\d+) of|第 (\d+) 张)", desktop.title(window)).groups() if n))
        if number not in seen:
            seen.add(number)
            time.sleep(1.0)  # the slide's search shown
            desktop.keep(f"{language}-slide{number}")
        if len(seen) == 8:
            break
        desktop.key(window, "Next")
        shown = desktop.windows(app)
        fd.check(shown == [window], f"{len(shown)} windows while presenting: {[desktop.title(w) for w in shown]}")
    fd.check(len(seen) == 8, f"PageDown reached slides {sorted(seen)} only")
    desktop.key(window, "Escape")
    time.sleep(1.0)
    desktop.keep(f"{language}-after-the-stage")
    desktop.quit(app)


def walk(desktop: fd.Desktop) -> None:
    if ORCA:
        start_orca(desktop)
    try:
        lesson = cj.teacher_builds_the_deck(desktop)
        handed_in = desktop.scratch / "handed-in"
        handed_in.mkdir()
        said = {name: cj.student_works_and_hands_in(desktop, lesson, name, language, handed_in)
                for name, language in cj.STUDENTS}
        cj.teacher_grades(desktop, lesson, handed_in, said)
        for language in ("en", "zh_CN"):
            present(desktop, lesson, language)
    finally:
        if ORCA:
            stop_orca(desktop)


if __name__ == "__main__":
    if ORCA:
        fd.Desktop.wait_for_window = patient(fd.Desktop.wait_for_window)
    fd.run_test(walk, limit=900, screen=SCREEN, accessibility=True)
