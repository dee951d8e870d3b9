"""Ctrl+Shift+S is File ▸ Save As on every desktop: it opens the file dialog (a second
window) whether the platform's key bindings name a Save As key or not (Qt's have one for
GNOME and macOS only), Escape closes it, and the judge file is as it was; in edit mode
too, where a key the window does not take could reach the board. Tried on a bare X desktop
(openbox, Qt's generic theme) and with Qt's KDE theme."""

import frontier_desktop as fd

SAMPLE = "lianliankan/hdu1175_sample.in"
DESKTOPS = {
    "a bare X desktop": {},
    # Qt's own KDE theme (no plugin): its keyboard scheme is KDE's.
    "KDE": {"XDG_CURRENT_DESKTOP": "KDE", "KDE_SESSION_VERSION": "5", "QT_LOGGING_RULES": "qt.qpa.theme=true"},
}


def save_as_key(desktop: fd.Desktop) -> None:
    path = desktop.copy_sample(SAMPLE)
    before = path.read_bytes()
    for name, env in DESKTOPS.items():
        app = desktop.start_frontier(path, env=env)
        window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in")
        desktop.wait_for_window_count(app, 1)
        if "XDG_CURRENT_DESKTOP" in env:
            fd.check('created platform theme "kde"' in app.log.read_text(errors="replace"),
                     f"Qt did not take its {name} theme:\n" + app.log.read_text(errors="replace"))

        for mode, keys in (("viewing", []), ("editing", ["ctrl+e"])):
            if keys:
                desktop.key(window, *keys)
            desktop.key(window, "ctrl+shift+s")
            try:
                dialog = desktop.wait_for_window(app, name="Save the judge file as", timeout=5)
            except fd.TestFailure:
                raise fd.TestFailure(f"Ctrl+Shift+S ({name}, {mode}) opened no Save As dialog; Frontier's windows: "
                                     + repr([desktop.title(w) for w in desktop.windows(app)])) from None
            fd.check(dialog != window, "the Save As dialog is the main window")
            desktop.wait_for_window_count(app, 2)
            desktop.wait_until_active(dialog)
            desktop.key(dialog, "Escape")
            desktop.wait_for_window_count(app, 1)
            desktop.wait_until_active(window)
            fd.check(path.read_bytes() == before, f"the judge file changed ({name}, {mode}):\n" + path.read_text())
        fd.check("*" not in desktop.title(window), f"the title marks unsaved changes: {desktop.title(window)!r}")
        desktop.quit(app)


if __name__ == "__main__":
    fd.run_test(save_as_key)
