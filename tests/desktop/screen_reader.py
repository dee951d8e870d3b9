"""Frontier as a screen reader meets it: its accessibility tree, read over AT-SPI.

A test that asks for it (run_test(test, accessibility=True)) gets a Desktop with a session
bus (dbus-daemon) and the accessibility bus (at-spi-bus-launcher, which starts the
registry), and every Frontier started on it runs with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1,
as it does under Orca. Then

    reader = ScreenReader(desktop, app)
    reader.find("push button", r"^Run$")         # by role and accessible name, waited for
    reader.unnamed_controls()                     # what a screen reader could not name
    reader.check_all_named("viewing")             # … and fails naming them
    board = reader.board()                        # the board, a table of its cells
    reader.cell(board, 2, 3)                      # "row 2, column 3: tile 4, …"
    reader.focused_cell(board)                    # where the keys are on it
    reader.listen("object:property-change:accessible-name")
    reader.wait_to_hear(lambda event: "layer 1" in event.text, "the narration of layer 1")

Each read is a call over the bus to Frontier, as Orca's are; a wait polls, and while it
waits the events Frontier sends are taken in. Debian's python3-gi and gir1.2-atspi-2.0
(python3-pyatspi brings both) give the Atspi module; at-spi2-core the bus.
"""

from __future__ import annotations

import dataclasses
import os
import re
from typing import Callable, Iterator

import frontier_desktop as fd

# What Orca hears when a label or a live region says something new.
NAME_CHANGE = "object:property-change:accessible-name"

# The roles of the controls a person works, in AT-SPI's words: each must have a name.
CONTROL_ROLES = frozenset({
    "push button", "toggle button", "check box", "radio button", "combo box", "spin button", "slider",
    "list", "list box", "tree", "tree table", "table", "text", "entry", "password text",
})

_Atspi = None
_GLib = None


def _atspi():
    """The Atspi module, once this process's DISPLAY and session bus are the desktop's
    (Atspi finds the accessibility bus through them, once)."""
    global _Atspi, _GLib
    if _Atspi is None:
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi, GLib
        Atspi.init()
        _Atspi, _GLib = Atspi, GLib
    return _Atspi


@dataclasses.dataclass(frozen=True)
class Event:
    """An event a screen reader heard: its type, the source's role, name and description,
    its text (a name change's new name, another event's text)."""
    type: str
    role: str
    name: str
    description: str
    text: str


class ScreenReader:
    """Frontier's accessibility tree, read as Orca reads it; see the module's words."""

    def __init__(self, desktop: fd.Desktop, app: fd.Frontier) -> None:
        fd.check(desktop.accessibility, "the desktop has no accessibility bus: run_test(test, accessibility=True)")
        os.environ["DISPLAY"] = desktop.display
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = desktop.session_bus
        self.atspi = _atspi()
        self.app = app
        self.heard: list[Event] = []
        self._listeners: list[object] = []
        self._root = fd.wait_until(self._application, "Frontier to register on the accessibility bus", 15)

    # The tree.
    def _application(self):
        self.pump()
        fd.check(self.app.running(), "Frontier exited before it registered on the accessibility bus")
        desktop = self.atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            try:
                if child is not None and child.get_process_id() == self.app.pid:
                    return child
            except Exception:  # noqa: BLE001 — another application gone away meanwhile
                continue
        return None

    @property
    def root(self):
        return self._root

    def children(self, node) -> list:
        try:
            return [child for child in (node.get_child_at_index(i) for i in range(node.get_child_count()))
                    if child is not None]
        except Exception:  # noqa: BLE001 — a node that went away while read
            return []

    def walk(self, node=None, showing: bool = True, cells: bool = False) -> Iterator:
        """Every node under `node` (the application), depth first; only those shown on the
        screen and their shown children when `showing`; the board's cells when `cells`."""
        stack = [node if node is not None else self._root]
        while stack:
            current = stack.pop()
            if showing and current is not self._root and not self.showing(current):
                continue
            yield current
            if not cells and role(current) in ("table", "tree table") and current.get_child_count() > 200:
                continue  # a large table's cells: read by row and column, not walked
            stack.extend(reversed(self.children(current)))

    def showing(self, node) -> bool:
        try:
            return node.get_state_set().contains(self.atspi.StateType.SHOWING)
        except Exception:  # noqa: BLE001
            return False

    def focused(self, node) -> bool:
        try:
            return node.get_state_set().contains(self.atspi.StateType.FOCUSED)
        except Exception:  # noqa: BLE001
            return False

    def find_all(self, role_name: str | None = None, name: str | None = None, root=None,
                 showing: bool = True) -> list:
        """The nodes of role `role_name` whose name matches the regular expression `name`."""
        return [node for node in self.walk(root, showing)
                if (role_name is None or role(node) == role_name)
                and (name is None or re.search(name, accessible_name(node)))]

    def find(self, role_name: str | None = None, name: str | None = None, root=None,
             timeout: float = fd.DEFAULT_WAIT):
        """The first such node, waited for."""
        def found():
            self.pump()
            nodes = self.find_all(role_name, name, root)
            return nodes[0] if nodes else None

        return fd.wait_until(found, f"a {role_name or 'node'} named /{name}/ in Frontier's accessibility tree",
                             timeout, interval=0.1)

    def unnamed_controls(self, root=None) -> list[str]:
        """The controls shown that a screen reader cannot name: each as its role and its
        path of roles and names from the window."""
        missing = []
        for node in self.walk(root):
            if role(node) in CONTROL_ROLES and not accessible_name(node).strip():
                missing.append(f"{role(node)} in {self.path(node)}")
        return missing

    def check_all_named(self, when: str) -> None:
        """Fails naming each control shown that a screen reader cannot name."""
        unnamed = self.unnamed_controls()
        fd.check(not unnamed, f"{when}: {len(unnamed)} controls a screen reader cannot name:\n  " + "\n  ".join(unnamed))

    def path(self, node) -> str:
        parts = []
        current = node.get_parent()
        while current is not None and current != self._root:
            parts.append(f"{role(current)} {accessible_name(current)!r}".strip())
            current = current.get_parent()
        return " < ".join(parts) or "the application"

    # The board.
    def board(self, name: str = r"^Board$"):
        return self.find("table", name)

    def size(self, board) -> tuple[int, int]:
        table = board.get_table_iface()
        fd.check(table is not None, f"the board ({accessible_name(board)!r}) has no table for a screen reader")
        return table.get_n_rows(), table.get_n_columns()

    def cell(self, board, row: int, column: int) -> str:
        """The name of the board's cell at (row, column) of its grid (from 0: the grid the
        painter draws, rulers' numbering aside)."""
        cell = board.get_table_iface().get_accessible_at(row, column)
        fd.check(cell is not None, f"the board has no cell at row {row}, column {column} of its grid")
        return accessible_name(cell)

    def cells(self, board) -> list[list[str]]:
        rows, columns = self.size(board)
        return [[self.cell(board, r, c) for c in range(columns)] for r in range(rows)]

    def focused_cell(self, board) -> str | None:
        """The name of the board's cell that has the focus (the keys' cursor), if any."""
        rows, columns = self.size(board)
        table = board.get_table_iface()
        for r in range(rows):
            for c in range(columns):
                cell = table.get_accessible_at(r, c)
                if cell is not None and self.focused(cell):
                    return accessible_name(cell)
        return None

    def wait_for_focused_cell(self, board, pattern: str, timeout: float = fd.DEFAULT_WAIT) -> str:
        def there():
            self.pump()
            name = self.focused_cell(board)
            return name if name is not None and re.search(pattern, name) else None

        try:
            return fd.wait_until(there, f"the board's focused cell to match /{pattern}/", timeout, 0.1)
        except fd.TestFailure as failure:
            raise fd.TestFailure(f"{failure}; it is {self.focused_cell(board)!r}") from None

    # What is said.
    def listen(self, *event_types: str) -> None:
        """From now on the events of these types (AT-SPI's "object:property-change:accessible-name",
        "object:state-changed:focused", …) are kept in self.heard."""
        listener = self.atspi.EventListener.new(self._heard)
        for event_type in event_types:
            listener.register(event_type)
        self._listeners.append(listener)

    def _heard(self, event) -> None:
        try:
            source = event.source
            if source is None or source.get_process_id() != self.app.pid:
                return
            name = accessible_name(source)
            # A name change's new name is the source's name as the event came (libatspi
            # keeps it in its cache as it hands the event on); otherwise the event's text.
            text = name if event.type.endswith("accessible-name") else event.any_data if isinstance(event.any_data, str) else ""
            self.heard.append(Event(event.type, role(source), name, description(source), text))
        except Exception:  # noqa: BLE001 — a source gone away: nothing to hear
            pass

    def pump(self) -> None:
        """Takes in what the bus brought (the events listened to)."""
        context = _GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def wait_to_hear(self, predicate: Callable[[Event], bool], what: str, since: int = 0,
                     timeout: float = fd.DEFAULT_WAIT) -> Event:
        """The first event heard from index `since` on that passes `predicate`, waited for."""
        def heard():
            self.pump()
            return next((event for event in self.heard[since:] if predicate(event)), None)

        try:
            return fd.wait_until(heard, what, timeout, 0.05)
        except fd.TestFailure as failure:
            said = "; ".join(f"{e.type} {e.role} {e.description!r} {e.text or e.name!r}" for e in self.heard[since:][-8:])
            raise fd.TestFailure(f"{failure}; heard {len(self.heard) - since} events: {said}") from None

    def wait_for_name(self, node, pattern: str, what: str, timeout: float = fd.DEFAULT_WAIT) -> str:
        def named():
            self.pump()
            name = accessible_name(node)
            return name if re.search(pattern, name) else None

        try:
            return fd.wait_until(named, what, timeout, 0.1)
        except fd.TestFailure as failure:
            raise fd.TestFailure(f"{failure}; it is {accessible_name(node)!r}") from None


def role(node) -> str:
    try:
        return node.get_role_name()
    except Exception:  # noqa: BLE001
        return ""


def accessible_name(node) -> str:
    try:
        return node.get_name() or ""
    except Exception:  # noqa: BLE001
        return ""


def description(node) -> str:
    try:
        return node.get_description() or ""
    except Exception:  # noqa: BLE001
        return ""


def text_of(node) -> str:
    """What a label or text field shows (its text interface), else its name."""
    try:
        text = node.get_text_iface()
        if text is not None:
            return text.get_text(0, text.get_character_count())
    except Exception:  # noqa: BLE001
        pass
    return accessible_name(node)
