"""Issue 12 on a real terminal: with the inspector open idle costs nothing, and the terminal is
left as found with the inspector and slow animations on. What the panel shows is checked under a
manual clock in Tests/MoveMeTUITests/Session/InspectorSessionTests.swift."""

import time

import harness
from harness import grab_point
from test_restore import assert_restored

#: Where the scene ends at 80×24 with the panel beside it: the panel starts at column 34.
BORDER = 34


def panel(s) -> list[str]:
    """The panel's rows: what lies right of the border."""
    return [line[BORDER + 2:].rstrip() for line in s.lines()]


def panel_has(s, text: str) -> bool:
    return any(text in line for line in panel(s))


def drag_and_let_go(s, col: int, row: int, columns: int = 8, rows: int = 5) -> float:
    """Presses on the placard, drags it by `columns`×`rows` and lets go; returns when."""
    s.mouse_press(col, row)
    s.drag_path((col, row), (col + columns, row + rows), steps=5)
    s.mouse_release(col + columns, row + rows)
    return time.monotonic()


def test_with_the_inspector_open_idle_costs_nothing(spawn):
    s = spawn(["--inspect"])
    s.read_until(lambda: panel_has(s, "PlacardView"))
    harness.assert_idle(s, what="idling with the inspector open")


def test_q_restores_the_terminal_with_the_inspector_and_slow_animations_on(spawn):
    s = spawn(["--inspect", "--slow"])
    drag_and_let_go(s, *grab_point(s), columns=4, rows=2)
    s.read_until(lambda: panel_has(s, "seg 1/"), what="the slow bounce")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert_restored(s)


