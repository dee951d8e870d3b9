"""The contest trainee's path walked by hand, as trainee_answers_by_keys.py walks it (the answers
opened by keys, F8 and Shift+F8, Test My Solution by keys, in English and in Chinese), on a
screen of any size, optionally with Debian's Orca listening from the first window to the last
(what it said is kept as WALK-orca.txt beside the pictures):

    /usr/bin/python3 -E -s -B tests/desktop/walk_trainee.py --screen 1920x1080 [--orca] \\
        --frontier build/dev/gui/frontier --samples sample_inputs --artifacts /tmp/walk

Kept beside the desktop tests, not run by ctest."""

import walk_class as wc  # takes --screen and --orca off the command line, and starts Orca
import frontier_desktop as fd
import trainee_answers_by_keys as ta


def walk(desktop: fd.Desktop) -> None:
    if wc.ORCA:
        wc.start_orca(desktop)
    try:
        ta.trainee_answers_by_keys(desktop)
    finally:
        if wc.ORCA:
            wc.stop_orca(desktop)


if __name__ == "__main__":
    if wc.ORCA:
        fd.Desktop.wait_for_window = wc.patient(fd.Desktop.wait_for_window)
    fd.run_test(walk, limit=600, screen=wc.SCREEN, accessibility=True)
