"""Nothing lost on a crash: a board edited by the keyboard (Ctrl+E, the arrows, a digit) is
journalled beside the settings within a second or so; Frontier is then killed (SIGKILL: no
prompt, no clean-up), and the next start offers the unsaved changes back. Return (Recover)
opens them as unsaved changes under the file's own name, Ctrl+S saves them over it, and
the judge file on disk is the edited one."""

import json
import os
import signal
from pathlib import Path

import frontier_desktop as fd

SAMPLE = "lianliankan/hdu1175_sample.in"


def crash_recovery(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    before = path.read_text()
    rows = numbers(before)
    fd.check(rows[2] == ["0", "0", "0", "0"], f"the sample's second row is {rows[2]}, not the blank row this test edits")
    expected = [row[:] for row in rows]
    expected[2][1] = "5"
    # Beside the settings: Frontier/frontier.conf in this desktop's XDG_CONFIG_HOME.
    journals = desktop.home / ".config" / "Frontier" / "journals"

    app = desktop.start_frontier(path)
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
    # The editor's cursor starts on row 1, column 1: (2, 2) is a blank; 5 puts tile 5 there.
    desktop.key(window, "ctrl+e", "Right", "Down")
    desktop.type(window, "5")
    fd.wait_until(lambda: "*" in desktop.title(window), "the title to mark the unsaved edit")

    def journalled() -> dict | None:
        for journal in journals.glob("*.journal"):
            try:
                kept = json.loads(journal.read_text())
            except (OSError, ValueError):
                continue  # being replaced: QSaveFile renames the whole file in
            if Path(kept.get("path", "")).resolve() == path.resolve() and numbers(kept.get("text", "")) == expected:
                return kept
        return None

    kept = fd.wait_until(journalled, f"a journal of the edited board in {journals}", timeout=10)
    fd.check(kept["puzzle"] == "lianliankan" and kept["kind"] == "judge-file", f"the journal says it is {kept}")

    app.killed = True  # by the test: its exit status is SIGKILL's, not 0
    os.kill(app.pid, signal.SIGKILL)
    fd.check(app.wait_exit() == -signal.SIGKILL, "Frontier outlived SIGKILL")
    fd.check(path.read_text() == before, "the judge file changed on disk though it was never saved")

    again = desktop.start_frontier()
    dialog = desktop.wait_for_window(again, name=r"Recover")
    desktop.key(dialog, "Return")  # Recover, the default
    recovered = desktop.wait_for_window(again, name=r"hdu1175_sample\.in")
    fd.wait_until(lambda: "*" in desktop.title(recovered), "the recovered board's title to mark its unsaved changes")
    unsaved = path.stat()
    desktop.key(recovered, "ctrl+s")
    after = desktop.wait_for_file(path, since=unsaved, timeout=5).decode()
    fd.check(numbers(after) == expected, "the saved file is not the edited board (tile 5 at row 2, column 2):\n" + after)
    fd.wait_until(lambda: "*" not in desktop.title(recovered), "the title to drop its mark of unsaved changes")
    # Saved: no journal of it is left to offer at the next start.
    fd.wait_until(lambda: not list(journals.glob("*.journal")), f"{journals} to hold no journal once saved")
    desktop.quit(again)


def numbers(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.strip()]


if __name__ == "__main__":
    fd.run_test(crash_recovery)
