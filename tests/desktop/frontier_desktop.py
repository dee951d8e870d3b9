"""Frontier in a real window under a real window manager, driven by keys as a person does.

A test is a function of a Desktop, run by run_test():

    import frontier_desktop as fd

    def window_opens_centred(desktop: fd.Desktop) -> None:
        app = desktop.start_frontier(desktop.sample("lianliankan/hdu1175_sample.in"))
        window = desktop.wait_for_window(app, name="hdu1175_sample")
        fd.check(desktop.geometry(window).frame.width > 600, "the window is tiny")

    fd.run_test(window_opens_centred)

Desktop (a context manager) starts `Xvfb :N -screen 0 1280x800x24` on a free display
(-displayfd), then openbox, and waits until openbox has taken the screen. Frontier starts
with QT_QPA_PLATFORM=xcb, that DISPLAY, and a HOME and XDG_CONFIG_HOME of its own in a
scratch folder, its settings saying the tour was seen (the key `tour_seen` that
MainWindow::offer_tour reads), so no settings leak in or out and no tour covers the window.

Every wait is bounded and says what it waited for when it gives up; every process started
(Xvfb, openbox, Frontier, each in a process group of its own and told by the kernel to die
with this one) is killed on the way out, failure or not. run_test gives the whole test a
time limit; at its end every Frontier still running quits by Ctrl+Q and must exit 0, and
none may have crashed or had a sanitizer (the asan preset's build) report a thing. A test
that fails leaves a screenshot of the screen and Frontier's output in the build folder and
prints where.

What a test has (windows are xdotool's decimal ids, as strings):
    desktop.start_frontier(*args, settings={}, env={}) -> Frontier (.pid, .log, .running(),
        .wait_exit()); desktop.quit(app) (Ctrl+Q, exit 0); desktop.stop_frontier(app) (kill)
    desktop.sample(rel), desktop.copy_sample(rel): a file of sample_inputs/, a scratch copy
    desktop.wait_for_window(app, name=REGEX, cls=REGEX) -> window; desktop.windows(app)
        (the visible ones); desktop.wait_for_window_count(app, n); desktop.title(window)
    desktop.active_window(), desktop.wait_until_active(window), desktop.activate(window)
    desktop.geometry(window) -> Geometry(client: Rect, frame: Rect); desktop.screen
    desktop.key(window, "ctrl+e", "Next", ...) and desktop.type(window, "12"): real key
        presses (XTEST) once `window` is active; desktop.send_key(window, ...): synthetic
    desktop.wait_for_file(path, predicate, since=os.stat(path))
    desktop.screenshot(path), desktop.keep(label), desktop.pixels(screen=0); colours_in(...)
    With second_screen=(W, H) (run_test's too) Xvfb has a second X screen, :N.1, a
    projector openbox does not manage; desktop.keep_screen(1, label) keeps its picture.
    wait_until(predicate, what, timeout), check(condition, message), TestFailure

With accessibility=True (run_test's too) the desktop also has a session bus and the
accessibility bus (dbus-daemon, at-spi-bus-launcher), and Frontier starts with
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1: screen_reader.py reads its tree as Orca does.

Debian's /usr/bin/python3, standard library only (screen_reader.py: and python3-gi). The programs: Xvfb (xvfb), openbox,
xdotool, xwininfo and xprop (x11-utils), xwd (x11-apps).
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import ctypes
import dataclasses
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import traceback
import zlib
from pathlib import Path
from typing import Callable, Sequence

SCREEN_WIDTH = 1280
SCREEN_HEIGHT = 800
AT_SPI_BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "xdotool": "xdotool", "xwininfo": "x11-utils",
         "xprop": "x11-utils", "xwd": "x11-apps"}
DEFAULT_WAIT = 10.0  # seconds: a window, a file, a dialog (a loaded 2-core machine is slow)
TEST_LIMIT = 60      # seconds: a whole test, set by run_test


class TestFailure(AssertionError):
    """What the test found wrong, in words."""


def check(condition: object, message: str) -> None:
    if not condition:
        raise TestFailure(message)


def wait_until(predicate: Callable[[], object], what: str, timeout: float = DEFAULT_WAIT,
               interval: float = 0.05) -> object:
    """Polls predicate until it returns something true, which is returned; fails saying
    `what` was not seen in `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise TestFailure(f"waited {timeout:g} s for {what}")
        time.sleep(interval)


@dataclasses.dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        return self.x + self.width

    @property
    def bottom(self) -> int:
        return self.y + self.height

    def inside(self, other: "Rect") -> bool:
        return self.x >= other.x and self.y >= other.y and self.right <= other.right and self.bottom <= other.bottom

    def __str__(self) -> str:
        return f"{self.width}x{self.height}+{self.x}+{self.y}"


@dataclasses.dataclass(frozen=True)
class Geometry:
    """A top-level window on the screen: its client area (what Qt draws) and its frame
    (with the window manager's title bar and borders), both in screen coordinates."""
    client: Rect
    frame: Rect


@dataclasses.dataclass
class Frontier:
    """A running Frontier."""
    process: subprocess.Popen
    log: Path  # its standard output and error
    killed: bool = False  # by stop_frontier

    @property
    def pid(self) -> int:
        return self.process.pid

    def running(self) -> bool:
        return self.process.poll() is None

    def wait_exit(self, timeout: float = DEFAULT_WAIT) -> int:
        """Waits for Frontier to exit (after Ctrl+Q, say); its exit status."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            raise TestFailure(f"waited {timeout:g} s for Frontier to exit") from None


# --- processes -------------------------------------------------------------------------

_started: list[subprocess.Popen] = []
_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    # In the child, before exec: the kernel kills it when this Python dies, even by SIGKILL
    # (ctest's timeout), so nothing outlives the test. Its own process group lets us kill
    # what it starts too.
    os.setsid()
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        pass


def _start(argv: Sequence[str], env: dict[str, str], **kwargs) -> subprocess.Popen:
    process = subprocess.Popen(list(argv), env=env, preexec_fn=_die_with_parent, **kwargs)
    _started.append(process)
    return process


def _stop(process: subprocess.Popen) -> None:
    """SIGTERM to its group, then SIGKILL after 2 s."""
    for sig, grace in ((signal.SIGTERM, 2.0), (signal.SIGKILL, 2.0)):
        if process.poll() is not None:
            break
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, sig)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(grace)
    # The group may hold children after its leader is gone.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    if process in _started:
        _started.remove(process)


@atexit.register
def _stop_everything() -> None:
    for process in reversed(list(_started)):
        _stop(process)


# --- the desktop -----------------------------------------------------------------------

class Desktop:
    """Xvfb and openbox, and Frontier started on them; see the module's words."""

    def __init__(self, frontier: Path, samples: Path, artifacts: Path, name: str,
                 screen: tuple[int, int] = (SCREEN_WIDTH, SCREEN_HEIGHT), accessibility: bool = False,
                 second_screen: tuple[int, int] | None = None) -> None:
        self.accessibility = accessibility
        self.session_bus = ""  # the session bus's address, with accessibility
        self._buses: list[subprocess.Popen] = []
        self.frontier_binary = frontier.resolve()  # Frontier runs in a scratch folder
        self.samples = samples.resolve()
        self.artifacts = artifacts.resolve()
        self.name = name
        self.display = ""
        self.home = Path()
        self.screen = Rect(0, 0, screen[0], screen[1])
        # A projector: a second X screen (:N.1), unmanaged (openbox takes screen 0).
        self.second_screen = Rect(0, 0, second_screen[0], second_screen[1]) if second_screen else None
        self._scratch: tempfile.TemporaryDirectory | None = None
        self._xvfb: subprocess.Popen | None = None
        self._wm: subprocess.Popen | None = None
        self._apps: list[Frontier] = []
        self._env: dict[str, str] = {}

    # The context: the X server and the window manager up, then everything down.
    def __enter__(self) -> "Desktop":
        missing = [f"{tool} ({package})" for tool, package in TOOLS.items() if shutil.which(tool) is None]
        check(not missing, "not installed: " + ", ".join(missing) + "; ./frontier test installs them")
        self._scratch = tempfile.TemporaryDirectory(prefix=f"frontier-desktop-{self.name}-")
        self.scratch = Path(self._scratch.name)
        self._env = self._own_env()
        try:
            self._start_x()
            self._start_window_manager()
            if self.accessibility:
                self._start_accessibility_bus()
        except BaseException:
            self.__exit__(*sys.exc_info())
            raise
        return self

    def __exit__(self, *exc) -> None:
        for app in self._apps:
            _stop(app.process)
        for process in (*reversed(self._buses), self._wm, self._xvfb):
            if process is not None:
                _stop(process)
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None

    def _start_x(self) -> None:
        read_end, write_end = os.pipe()
        try:
            with open(self.scratch / "Xvfb.log", "wb") as log:
                second = (["-screen", "1", f"{self.second_screen.width}x{self.second_screen.height}x24"]
                          if self.second_screen else [])
                self._xvfb = _start(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                     f"{self.screen.width}x{self.screen.height}x24", *second, "-nolisten", "tcp", "-noreset"],
                                    self._env, pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=log)
        finally:
            os.close(write_end)
        # Xvfb writes its display number, then a newline, once it takes connections.
        number = b""
        deadline = time.monotonic() + DEFAULT_WAIT
        os.set_blocking(read_end, False)
        try:
            while not number.endswith(b"\n"):
                check(self._xvfb.poll() is None,
                      f"Xvfb exited ({self._xvfb.returncode}): {self._log_tail(self.scratch / 'Xvfb.log')}")
                check(time.monotonic() < deadline, f"waited {DEFAULT_WAIT:g} s for Xvfb's display number")
                try:
                    chunk = os.read(read_end, 16)
                except BlockingIOError:
                    time.sleep(0.02)
                    continue
                check(chunk, "Xvfb closed -displayfd without a display number")
                number += chunk
        finally:
            os.close(read_end)
        self.display = ":" + number.decode().strip()

    def _start_window_manager(self) -> None:
        with open(self.scratch / "openbox.log", "wb") as log:
            self._wm = _start(["openbox", "--sm-disable"], self.env(), stdout=subprocess.DEVNULL, stderr=log)

        def managing() -> bool:
            check(self._wm.poll() is None,
                  f"openbox exited ({self._wm.returncode}): {self._log_tail(self.scratch / 'openbox.log')}")
            # A window manager that follows the EWMH names itself on the root window.
            out = self.x(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], check_status=False)
            match = re.search(r"window id # (0x[0-9a-f]+)", out)
            if not match:
                return False
            return "Openbox" in self.x(["xprop", "-id", match.group(1), "_NET_WM_NAME"], check_status=False)

        wait_until(managing, "openbox to manage the screen")

    def _start_accessibility_bus(self) -> None:
        """A session bus of the desktop's own, then the accessibility bus on it, as a
        desktop session starts them for Orca."""
        missing = [tool for tool in ("dbus-daemon", AT_SPI_BUS_LAUNCHER) if shutil.which(tool) is None]
        check(not missing, "not installed: " + ", ".join(missing) + " (dbus-daemon, at-spi2-core); ./frontier test installs them")
        bus = _start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], self.env(),
                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self._buses.append(bus)
        address = b""
        deadline = time.monotonic() + DEFAULT_WAIT
        os.set_blocking(bus.stdout.fileno(), False)
        while not address.endswith(b"\n"):
            check(bus.poll() is None, f"dbus-daemon exited ({bus.returncode})")
            check(time.monotonic() < deadline, f"waited {DEFAULT_WAIT:g} s for the session bus's address")
            chunk = bus.stdout.read()
            if chunk:
                address += chunk
            else:
                time.sleep(0.02)
        self.session_bus = address.decode().strip()
        self._env["DBUS_SESSION_BUS_ADDRESS"] = self.session_bus
        with open(self.scratch / "at-spi-bus-launcher.log", "wb") as log:
            launcher = _start([AT_SPI_BUS_LAUNCHER, "--launch-immediately"], self.env(),
                              stdout=subprocess.DEVNULL, stderr=log)
        self._buses.append(launcher)
        # The launcher says where the accessibility bus is on the root window once it is up.
        wait_until(lambda: check(launcher.poll() is None, "at-spi-bus-launcher exited: "
                                 + self._log_tail(self.scratch / "at-spi-bus-launcher.log"))
                   or "unix:" in self.x(["xprop", "-root", "AT_SPI_BUS"], check_status=False),
                   "the accessibility bus to start")

    def _own_env(self) -> dict[str, str]:
        env = dict(os.environ)
        # Nothing of the desktop this runs in: no other display, session bus or theme.
        for name in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "SESSION_MANAGER",
                     "XDG_CURRENT_DESKTOP", "XDG_SESSION_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION",
                     "GNOME_DESKTOP_SESSION_ID", "QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE", "QT_SCALE_FACTOR",
                     "QT_SCREEN_SCALE_FACTORS", "QT_AUTO_SCREEN_SCALE_FACTOR", "QT_ENABLE_HIGHDPI_SCALING",
                     "LANGUAGE", "LC_ALL", "LC_MESSAGES", "XDG_RUNTIME_DIR"):
            env.pop(name, None)
        home = self.scratch / "home"
        (home / ".config").mkdir(parents=True, exist_ok=True)
        runtime = self.scratch / "runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
                   XDG_CACHE_HOME=str(home / ".cache"), XDG_RUNTIME_DIR=str(runtime), LANG="C.UTF-8")
        self.home = home
        return env

    def env(self) -> dict[str, str]:
        """The environment of a program on this desktop: its own HOME, this DISPLAY."""
        return {**self._env, "DISPLAY": self.display}

    @staticmethod
    def _log_tail(path: Path, lines: int = 15) -> str:
        try:
            return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    # Programs on this display.
    def x(self, argv: Sequence[str], timeout: float = DEFAULT_WAIT, check_status: bool = True) -> str:
        """Runs an X client (xdotool, xprop, …) on this display; its standard output."""
        try:
            done = subprocess.run(list(argv), env=self.env(), capture_output=True, text=True, timeout=timeout,
                                  preexec_fn=_die_with_parent)
        except subprocess.TimeoutExpired:
            raise TestFailure(f"waited {timeout:g} s for: {' '.join(argv)}") from None
        if check_status and done.returncode != 0:
            raise TestFailure(f"{' '.join(argv)} exited {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def sample(self, relative: str) -> Path:
        """A file of sample_inputs/."""
        return self.samples / relative

    def copy_sample(self, relative: str) -> Path:
        """A scratch copy of a sample that a test may change."""
        copy = self.scratch / "files" / Path(relative).name
        copy.parent.mkdir(exist_ok=True)
        shutil.copyfile(self.sample(relative), copy)
        return copy

    def start_frontier(self, *args: object, settings: dict[str, str] | None = None,
                       env: dict[str, str] | None = None) -> Frontier:
        """Starts Frontier with `args`; `env` is added to its environment. Its settings are
        this desktop's (Frontier/frontier.conf in its XDG_CONFIG_HOME), kept from one start
        to the next; the first start finds tour_seen=true there, and `settings` are put in
        their [General] section before it starts."""
        conf = self.home / ".config" / "Frontier" / "frontier.conf"
        if not conf.exists():
            conf.parent.mkdir(parents=True, exist_ok=True)
            # No student's name: none is asked for (the work is kept under the desktop
            # user's until one is given), so every test here starts as a fresh machine does.
            conf.write_text("[General]\ntour_seen=true\n")
        if settings:
            lines = conf.read_text().splitlines()
            if "[General]" not in lines:
                lines[:0] = ["[General]", ""]
            start = lines.index("[General]") + 1
            end = next((i for i in range(start, len(lines)) if lines[i].startswith("[")), len(lines))
            kept = [line for line in lines[start:end] if line.partition("=")[0] not in settings]
            lines[start:end] = [f"{key}={value}" for key, value in settings.items()] + kept
            conf.write_text("\n".join(lines) + "\n")
        environment = self.env()
        environment["QT_QPA_PLATFORM"] = "xcb"
        # Built with LeakSanitizer (the asan preset): what libdbus keeps is not Frontier's.
        suppressions = Path(__file__).with_name("lsan.supp")
        environment["LSAN_OPTIONS"] = ":".join(
            filter(None, [environment.get("LSAN_OPTIONS"), f"suppressions={suppressions}", "print_suppressions=0"]))
        if self.accessibility:
            # As under Orca: Qt's bridge to AT-SPI on from the start, whatever the
            # desktop's settings say.
            environment["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        environment.update(env or {})
        log = self.scratch / f"frontier-{len(self._apps) + 1}.log"
        with open(log, "wb") as out:
            process = _start([str(self.frontier_binary), *map(str, args)], environment, cwd=self.scratch,
                             stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT)
        app = Frontier(process, log)
        self._apps.append(app)
        return app

    def stop_frontier(self, app: Frontier) -> None:
        """Kills `app` (and what it started) at once: no exit to check."""
        app.killed = True
        _stop(app.process)

    def quit(self, app: Frontier, timeout: float = DEFAULT_WAIT) -> None:
        """File ▸ Quit as a person quits: Ctrl+Q to its one window, which must be active
        (a dialog or a prompt left open fails here). Frontier must exit 0, and under the
        sanitizers with nothing to report (LeakSanitizer looks at the exit)."""
        windows = self.windows(app)
        check(len(windows) == 1, f"Frontier has {len(windows)} windows open at the end, not one: "
                                 + repr([self.title(w) for w in windows]))
        self.key(windows[0], "ctrl+q")
        status = app.wait_exit(timeout)
        report = sanitizer_report(app)
        check(not report, "the sanitizers report:\n" + report)
        check(status == 0, f"Frontier exited {status} after Ctrl+Q:\n" + self._log_tail(app.log))

    # Windows.
    def windows(self, app: Frontier, name: str | None = None, cls: str | None = None) -> list[str]:
        """The visible (mapped) windows of `app` that carry its process id (_NET_WM_PID):
        the main window, dialogs, and a menu or tooltip while one is open; only those whose
        title matches the regular expression `name` and whose WM_CLASS matches `cls`, when
        given (Frontier's windows are of class "frontier"); as xdotool's decimal ids."""
        # --all: the process id and the title both (xdotool's default is either); --name
        # says the pattern, the last word, is for the title.
        argv = ["xdotool", "search", "--all", "--onlyvisible", "--pid", str(app.pid), "--name", name or ""]
        ids = self.x(argv, check_status=False).split()
        if cls is not None:
            ids = [w for w in ids if any(re.search(cls, part) for part in self.window_class(w))]
        return ids

    def window_class(self, window: str) -> list[str]:
        """WM_CLASS: the instance and the class names."""
        return re.findall(r'"([^"]*)"', self.x(["xprop", "-id", window, "WM_CLASS"], check_status=False))

    def wait_for_window(self, app: Frontier, name: str | None = None, timeout: float = DEFAULT_WAIT,
                        cls: str | None = None) -> str:
        """The first visible window of `app` whose title matches `name` and class `cls`
        (regular expressions), waited for; fails at once if Frontier exits first."""
        def found() -> str | None:
            check(app.running(), f"Frontier exited ({app.process.returncode}) before its window showed:\n"
                                 + self._log_tail(app.log))
            ids = self.windows(app, name, cls)
            return ids[0] if ids else None

        what = "a window of Frontier" + (f" titled /{name}/" if name else "") + (f" of class /{cls}/" if cls else "")
        return wait_until(found, what, timeout)

    def wait_for_window_count(self, app: Frontier, count: int, timeout: float = DEFAULT_WAIT) -> list[str]:
        """Waits until `app` has exactly `count` visible windows; their ids."""
        seen: list[str] = []

        def exactly() -> bool:
            nonlocal seen
            seen = self.windows(app)
            return len(seen) == count

        try:
            wait_until(exactly, f"Frontier to have {count} visible window(s)", timeout)
        except TestFailure as failure:
            titles = ", ".join(repr(self.title(w)) for w in seen)
            raise TestFailure(f"{failure}; it has {len(seen)}: {titles}") from None
        return seen

    def title(self, window: str) -> str:
        return self.x(["xdotool", "getwindowname", window], check_status=False).rstrip("\n")

    def active_window(self) -> str | None:
        """The window the window manager has made active (xdotool's decimal id), or None."""
        out = self.x(["xdotool", "getactivewindow"], check_status=False).strip()
        return out or None

    def wait_until_active(self, window: str, timeout: float = DEFAULT_WAIT) -> None:
        wait_until(lambda: self.active_window() == window,
                   f"window {window} ({self.title(window)!r}) to be the active window", timeout)

    def activate(self, window: str) -> None:
        """Makes `window` the active window, as a click on it would."""
        self.x(["xdotool", "windowactivate", window], check_status=False)
        self.wait_until_active(window)

    def geometry(self, window: str) -> Geometry:
        """Where `window` is: its client area (xwininfo) and its frame (with the extents
        the window manager gives in _NET_FRAME_EXTENTS)."""
        info = self.x(["xwininfo", "-id", window])

        def field(label: str) -> int:
            match = re.search(rf"{label}:\s+(-?\d+)", info)
            check(match, f"xwininfo gave no {label!r} for window {window}:\n{info}")
            return int(match.group(1))

        client = Rect(field("Absolute upper-left X"), field("Absolute upper-left Y"), field("Width"), field("Height"))
        extents = self.x(["xprop", "-id", window, "_NET_FRAME_EXTENTS"], check_status=False)
        numbers = [int(n) for n in re.findall(r"\d+", extents.partition("=")[2])]
        left, right, top, bottom = numbers if len(numbers) == 4 else (0, 0, 0, 0)
        frame = Rect(client.x - left, client.y - top, client.width + left + right, client.height + top + bottom)
        return Geometry(client, frame)

    # Keys, as a person types them: to the window that has the keyboard focus.
    def key(self, window: str, *keys: str) -> None:
        """Presses each key or chord (xdotool's names: "ctrl+e", "ctrl+shift+s", "Escape",
        "Next" for Page Down) in turn, once `window` is the active window. The keys go
        through the X server (XTEST) to the window that has the focus, as a keyboard's
        would, not as synthetic events sent to one window."""
        self.wait_until_active(window)
        self.x(["xdotool", "key", "--delay", "40", *keys])

    def type(self, window: str, text: str) -> None:
        """Types `text` into the active `window`, a character at a time."""
        self.wait_until_active(window)
        self.x(["xdotool", "type", "--delay", "60", text])

    def send_key(self, window: str, *keys: str) -> None:
        """Sends keys to `window` itself (xdotool key --window: synthetic events, which
        reach it whichever window is active)."""
        self.x(["xdotool", "key", "--window", window, "--delay", "40", *keys])

    # Files.
    @staticmethod
    def wait_for_file(path: Path, predicate: Callable[[bytes], bool] = lambda data: True,
                      timeout: float = DEFAULT_WAIT, since: os.stat_result | None = None) -> bytes:
        """Waits until `path` exists (when `since`, a stat of it taken before, is given: is
        a file written since, another inode or another time) and its bytes pass
        `predicate`; the bytes."""
        def ready() -> bytes | None:
            try:
                now = path.stat()
                if since is not None and (now.st_ino, now.st_mtime_ns) == (since.st_ino, since.st_mtime_ns):
                    return None
                data = path.read_bytes()
            except OSError:
                return None
            return data if predicate(data) else None

        return wait_until(ready, f"{path} to be written", timeout)

    # Pictures.
    def screenshot(self, path: Path) -> Path:
        """The whole screen as a PNG at `path` (xwd, read here)."""
        xwd = self.scratch / "screen.xwd"
        self.x(["xwd", "-root", "-silent", "-out", str(xwd)])
        width, height, rgb = read_xwd(xwd.read_bytes())
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(width, height, rgb))
        return path

    def pixels(self, screen: int = 0) -> tuple[int, int, bytes]:
        """The screen's pixels now (X screen `screen`, 1 the second): width, height, RGB rows
        top to bottom."""
        xwd = self.scratch / "screen.xwd"
        self.x(["xwd", "-display", f"{self.display}.{screen}", "-root", "-silent", "-out", str(xwd)])
        return read_xwd(xwd.read_bytes())

    def keep_screen(self, screen: int, label: str) -> Path:
        """X screen `screen` kept in the build folder as NAME-LABEL.png; its path."""
        width, height, rgb = self.pixels(screen)
        path = self.artifacts / f"{self.name}-{label}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(width, height, rgb))
        return path

    def keep(self, label: str) -> Path:
        """A screenshot kept in the build folder as NAME-LABEL.png; its path."""
        return self.screenshot(self.artifacts / f"{self.name}-{label}.png")

    def keep_window(self, window: str, label: str) -> Path:
        """One window's picture kept as NAME-LABEL.png (xwd -id: a dialog just mapped can
        still be black in the root's picture, not yet drawn there); its path."""
        xwd = self.scratch / "window.xwd"
        self.x(["xwd", "-id", window, "-silent", "-out", str(xwd)])
        width, height, rgb = read_xwd(xwd.read_bytes())
        path = self.artifacts / f"{self.name}-{label}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(width, height, rgb))
        return path


# --- pictures --------------------------------------------------------------------------

def read_xwd(data: bytes) -> tuple[int, int, bytes]:
    """An XWD file of 24 or 32 bits a pixel (true colour) as width, height, RGB bytes."""
    header = struct.unpack(">25I", data[:100])
    (header_size, _version, _format, _depth, width, height, _xoffset, byte_order, _unit, _bit_order, _pad,
     bits_per_pixel, bytes_per_line, _visual_class, red_mask, green_mask, blue_mask, _bits_rgb, _entries,
     ncolors, *_rest) = header
    check(bits_per_pixel in (24, 32), f"xwd gave {bits_per_pixel} bits a pixel")
    start = header_size + ncolors * 12
    size = bits_per_pixel // 8
    order = "little" if byte_order == 0 else "big"
    rgb = bytearray(width * height * 3)
    if (size, order, red_mask, green_mask, blue_mask) == (4, "little", 0xFF0000, 0xFF00, 0xFF) \
            and bytes_per_line == width * 4:
        # Xvfb's own layout, B G R X: sliced, not a pixel at a time.
        pixels = data[start:start + width * height * 4]
        rgb[0::3], rgb[1::3], rgb[2::3] = pixels[2::4], pixels[1::4], pixels[0::4]
        return width, height, bytes(rgb)
    shifts = [(mask, (mask & -mask).bit_length() - 1) for mask in (red_mask, green_mask, blue_mask)]
    out = 0
    for row in range(height):
        line = data[start + row * bytes_per_line:start + row * bytes_per_line + width * size]
        for x in range(0, width * size, size):
            pixel = int.from_bytes(line[x:x + size], order)
            for mask, shift in shifts:
                rgb[out] = (pixel & mask) >> shift
                out += 1
    return width, height, bytes(rgb)


def png(width: int, height: int, rgb: bytes) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    rows = b"".join(b"\0" + rgb[y * width * 3:(y + 1) * width * 3] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def colours_in(width: int, rgb: bytes, rect: Rect, step: int = 4) -> dict[tuple[int, int, int], int]:
    """How many of the pixels sampled every `step` in each direction inside `rect` have
    each colour."""
    counts: dict[tuple[int, int, int], int] = {}
    for y in range(max(rect.y, 0), rect.bottom, step):
        for x in range(max(rect.x, 0), min(rect.right, width), step):
            i = (y * width + x) * 3
            if i + 3 > len(rgb):
                continue
            colour = (rgb[i], rgb[i + 1], rgb[i + 2])
            counts[colour] = counts.get(colour, 0) + 1
    return counts


# --- running a test --------------------------------------------------------------------

_SANITIZER = re.compile(r"ERROR: (Address|Leak|Thread|Memory)Sanitizer|runtime error:")


def sanitizer_report(app: Frontier) -> str:
    """What AddressSanitizer, LeakSanitizer or UBSan said in Frontier's output, from its
    first line on; empty when they said nothing (or Frontier was not built with them)."""
    try:
        lines = app.log.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    first = next((i for i, line in enumerate(lines) if _SANITIZER.search(line)), None)
    return "" if first is None else "\n".join(lines[first:first + 40])


class _OutOfTime(Exception):
    pass


def run_test(test: Callable[[Desktop], None], limit: int = TEST_LIMIT,
             screen: tuple[int, int] = (SCREEN_WIDTH, SCREEN_HEIGHT), accessibility: bool = False,
             second_screen: tuple[int, int] | None = None) -> None:
    """The command line ctest gives (--frontier BINARY --samples DIR --artifacts DIR
    [--keep-screenshot]); runs `test` on a fresh Desktop within `limit` seconds and exits
    0 or 1. On failure the screen is kept as ARTIFACTS/NAME-failure.png (and Frontier's
    output beside it), and both paths are printed."""
    parser = argparse.ArgumentParser(description=test.__doc__)
    parser.add_argument("--frontier", type=Path, required=True)
    parser.add_argument("--samples", type=Path, required=True)
    parser.add_argument("--artifacts", type=Path, required=True)
    parser.add_argument("--keep-screenshot", action="store_true", help="keep the screen at the end even on success")
    arguments = parser.parse_args()
    name = test.__name__
    started = time.monotonic()

    def out_of_time(_signum, _frame):
        raise _OutOfTime(f"{name} took more than {limit} s")

    # SIGTERM (ctest's own timeout, a Ctrl+C) ends the test through the same clean-up.
    signal.signal(signal.SIGALRM, out_of_time)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.alarm(limit)
    status = 0
    arguments.artifacts.mkdir(parents=True, exist_ok=True)
    failure_png = arguments.artifacts / f"{name}-failure.png"
    failure_png.unlink(missing_ok=True)
    with Desktop(arguments.frontier, arguments.samples, arguments.artifacts, name, screen, accessibility,
                 second_screen) as desktop:
        try:
            test(desktop)
            if arguments.keep_screenshot:
                print(f"{name}: screenshot {desktop.keep('end')}")
            # The end: each Frontier still running quits by Ctrl+Q and exits 0; none may
            # have exited by itself on the way, nor had a sanitizer report a thing.
            for app in desktop._apps:
                if app.running():
                    desktop.quit(app)
                elif not app.killed:
                    check(app.process.returncode == 0, f"Frontier exited {app.process.returncode} during the test:\n"
                                                       + desktop._log_tail(app.log))
                report = sanitizer_report(app)
                check(not report, "the sanitizers report:\n" + report)
        except Exception as failure:  # noqa: BLE001 — every failure keeps its picture, a test's error too
            status = 1
            signal.alarm(10)  # the clean-up has its own limit
            print(f"{name}: FAILED: {failure}", file=sys.stderr)
            if not isinstance(failure, (TestFailure, _OutOfTime)):
                traceback.print_exc()
            try:
                print(f"{name}: the screen: {desktop.screenshot(failure_png)}", file=sys.stderr)
            except Exception as no_picture:  # noqa: BLE001
                print(f"{name}: no screenshot: {no_picture}", file=sys.stderr)
            for index, app in enumerate(desktop._apps, 1):
                kept = arguments.artifacts / f"{name}-failure-frontier-{index}.log"
                with contextlib.suppress(OSError):
                    shutil.copyfile(app.log, kept)
                    print(f"{name}: Frontier's output: {kept}", file=sys.stderr)
        finally:
            signal.alarm(0)
    if status == 0:
        print(f"{name}: passed in {time.monotonic() - started:.1f} s")
    sys.exit(status)
