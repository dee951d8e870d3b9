"""Frontier opened on a judge file shows exactly one window, drawn, that fits the screen
and stands in its middle (not stuck at (0, 0) with a tiny size), titled with the file's
name, and the window manager gives it the keyboard."""

import time

import frontier_desktop as fd

SAMPLE = "lianliankan/hdu1175_sample.in"


def window_opens_centred(desktop: fd.Desktop) -> None:
    app = desktop.start_frontier(desktop.sample(SAMPLE))
    window = desktop.wait_for_window(app, name=r"hdu1175_sample\.in", cls="^frontier$")
    desktop.wait_until_active(window)
    # The window manager may move or resize the window just after it is mapped.
    geometry = fd.wait_until(lambda: settled(desktop, window), "the window to stay where it is")
    screen = desktop.screen
    fd.check(geometry.frame.inside(screen), f"the window, frame and all ({geometry.frame}), is not inside the screen ({screen})")
    fd.check(geometry.client.width >= 800 and geometry.client.height >= 500,
             f"the window is tiny: {geometry.client}")
    # Centred, but for the frame: Frontier places its window before the window manager
    # has framed it, so the title bar and borders may tip it by their own size.
    left, right = geometry.frame.x, screen.right - geometry.frame.right
    top, bottom = geometry.frame.y, screen.bottom - geometry.frame.bottom
    frame_width = geometry.frame.width - geometry.client.width
    frame_height = geometry.frame.height - geometry.client.height
    fd.check(abs(left - right) <= frame_width + 2 and abs(top - bottom) <= frame_height + 2,
             f"the window ({geometry.frame}) is not centred: {left} px to its left, {right} to its right, "
             f"{top} above, {bottom} below (its frame adds {frame_width} x {frame_height})")

    # One window: no tour, no second window left over.
    windows = desktop.wait_for_window_count(app, 1)
    fd.check(windows == [window], f"the visible window is {windows}, not the one titled with the file ({window})")
    title = desktop.title(window)
    fd.check("hdu1175_sample.in" in title, f"the title does not name the file: {title!r}")

    # Drawn: many colours, none of them most of the window, and not black.
    width, _height, rgb = desktop.pixels()
    colours = fd.colours_in(width, rgb, geometry.client)
    samples = sum(colours.values())
    commonest, count = max(colours.items(), key=lambda item: item[1])
    dark = sum(n for (r, g, b), n in colours.items() if r + g + b < 60)
    fd.check(len(colours) >= 16, f"the window shows only {len(colours)} colours: not drawn")
    fd.check(count < 0.9 * samples, f"{count} of {samples} pixels are {commonest}: not drawn")
    fd.check(dark < 0.5 * samples, f"{dark} of {samples} pixels are black or nearly: not drawn")


def settled(desktop: fd.Desktop, window: str) -> "fd.Geometry | None":
    first = desktop.geometry(window)
    time.sleep(0.3)
    return first if desktop.geometry(window) == first else None


if __name__ == "__main__":
    fd.run_test(window_opens_centred)
