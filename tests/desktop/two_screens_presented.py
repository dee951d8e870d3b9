"""A teacher with a laptop and a projector (Xvfb with two X screens: 1280x800 and
1920x1080): F5 puts the stage full screen on the projector, the screen the window is not
on, and the presenter's console on the laptop; the clicker's PageUp / PageDown walk the
lesson whichever of the two has the focus; Esc gives the window back on the laptop and the
console goes."""

import frontier_desktop as fd

LESSON = "lessons/bfs_layers_lianliankan.frontier-lesson"
PROJECTOR = (1920, 1080)


def lit(pixels: tuple[int, int, bytes]) -> int:
    """How many of a screen's sampled pixels are not black: an empty X screen is black."""
    width, height, rgb = pixels
    return sum(1 for i in range(0, width * height * 3, 3 * 97) if rgb[i] | rgb[i + 1] | rgb[i + 2])


def two_screens_presented(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.sample(LESSON), "--slide", "2")
    window = desktop.wait_for_window(app, name=r"slide 2 of 5")
    before = desktop.geometry(window).client
    fd.check(lit(desktop.pixels(1)) == 0, "the projector shows something before F5")

    desktop.key(window, "F5")
    console = desktop.wait_for_window(app, name=r"Presenter Console")
    fd.wait_until(lambda: lit(desktop.pixels(1)) > 0, "the stage to show on the projector")
    # The window is made again on the other X screen: another X window, found by its title.
    window = desktop.wait_for_window(app, name=r"slide 2 of 5")
    stage = desktop.geometry(window).client
    fd.check((stage.width, stage.height) == PROJECTOR, f"the stage is {stage}, not the projector's whole screen")
    fd.check(desktop.geometry(console).client.inside(desktop.screen), "the console is not on the laptop's screen")
    desktop.keep_screen(1, "projector")
    desktop.keep_screen(0, "laptop")

    # The console has the focus (the teacher's screen): PageUp from the slide's start goes
    # back a slide, PageDown comes forward again.
    desktop.activate(console)
    desktop.key(console, "Prior")
    fd.wait_until(lambda: "slide 1 of 5" in desktop.title(window), "PageUp on the console to go back a slide")
    # The stage has the focus: PageDown walks (the question's answer shown: the board changes).
    shown = desktop.pixels(1)
    desktop.send_key(window, "Next")
    fd.wait_until(lambda: desktop.pixels(1)[2] != shown[2], "PageDown on the stage to walk")
    # Esc on the console ends it: the window back where it was, the console gone.
    desktop.activate(console)
    desktop.key(console, "Escape")
    fd.wait_until(lambda: len(desktop.windows(app)) == 1 and not desktop.windows(app, name=r"Presenter Console"),
                  "the console to go")
    window = desktop.wait_for_window(app, name=r"slide 1 of 5")
    fd.wait_until(lambda: desktop.geometry(window).client == before, "the window to come back as it was")
    fd.wait_until(lambda: lit(desktop.pixels(1)) == 0, "the projector to be empty again")


fd.run_test(two_screens_presented, second_screen=PROJECTOR)
