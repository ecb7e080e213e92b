"""The dynamics scenes (issue 8) on a real terminal: each starts with --scene and quits leaving the
terminal as found. What they show and do (keys 1 to 5, r, m, the caption, dragging, throwing,
resizing, resting) is checked under a manual clock in Tests/MoveMeTUITests/Session."""

import pytest

from test_restore import assert_restored

COLS, ROWS = 120, 40


@pytest.mark.parametrize("scene", ["moveme", "gravity", "collision", "boundary", "throw"])
def test_q_restores_the_terminal_in_every_scene(spawn, scene):
    s = spawn(["--scene", scene], cols=COLS, rows=ROWS)
    s.read_until(lambda: s.find("q quit"), what="the hint or caption")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)
