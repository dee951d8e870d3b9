"""On a laptop's 1280x720 screen everything of Frontier stays on the screen: the window
with its status bar as it opens, and the comparison (Ctrl+K) with four lanes (Ctrl+L
twice) and its table, which once grew the window to 981 px, off the screen's foot."""

import time

import frontier_desktop as fd

SAMPLE = "solitaire/sample.in"
LAPTOP = (1280, 720)


def laptop_screen_fits(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.sample(SAMPLE))
    window = desktop.wait_for_window(app, name=r"sample\.in", cls="^frontier$")
    desktop.wait_until_active(window)
    check_inside(desktop, window, "as it opens")

    desktop.key(window, "ctrl+k")
    time.sleep(2)  # its lanes search on workers
    check_inside(desktop, window, "comparing two searches")
    desktop.key(window, "ctrl+l")
    time.sleep(1.5)
    desktop.key(window, "ctrl+l")
    time.sleep(1.5)
    check_inside(desktop, window, "comparing four searches")


def check_inside(desktop: fd.Desktop, window: str, when: str) -> None:
    geometry = fd.wait_until(lambda: settled(desktop, window), "the window to stay where it is")
    fd.check(geometry.frame.inside(desktop.screen),
             f"{when}, the window ({geometry.frame}) runs off the {desktop.screen.width}x{desktop.screen.height} screen")


def settled(desktop: fd.Desktop, window: str) -> "fd.Geometry | None":
    first = desktop.geometry(window)
    time.sleep(0.3)
    return first if desktop.geometry(window) == first else None


if __name__ == "__main__":
    fd.run_test(laptop_screen_fits, screen=LAPTOP)
