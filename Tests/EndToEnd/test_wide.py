"""6. A large terminal (columns and rows past 223, where X10 mouse reports cannot reach), under
each of the four TERM values — directly on the pty, and once through a real tmux."""

import pytest

import harness
from harness import grab_point, is_home, is_under

FAR = (240, 20)
DOUBLE = (230, 5)
TALL = (235, 240)


def drag_far_and_back(s, far=FAR):
    start = grab_point(s)
    s.mouse_press(*start)
    s.settle(0.15)
    s.drag_path(start, far, steps=10)
    s.read_until(lambda: is_under(s, "Welcome", *far), what=f"the greeting under {far}")
    s.mouse_release(*far)
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6, what="the greeting back home")
    s.settle(0.3, timeout=6)   # no input is taken until the bounce is over


def test_wide_terminal(spawn, term):
    s = spawn(["--no-hint"], cols=250, rows=60, term=term)
    assert s.modes.get(1006) is True, "needs SGR reports to reach column 240"
    drag_far_and_back(s)
    s.mouse_click(*DOUBLE)
    s.mouse_click(*DOUBLE)
    s.read_until(lambda: is_home(s, "Velkommen"), timeout=5,
                 what=f"'Velkommen' after a double click at column {DOUBLE[0]}")


def test_tall_terminal(spawn):
    """Rows past 223 too: a drag down to row 240 of a 250x250 terminal is followed, and the
    placard comes home (once: the reports are the same SGR ones under every TERM, as
    test_wide_terminal checks)."""
    s = spawn(["--no-hint"], cols=250, rows=250)
    drag_far_and_back(s, TALL)


@pytest.mark.skipif(not harness.tmux_available(), reason="tmux is not installed")
def test_wide_terminal_through_tmux():
    """tmux 3.3 with `mouse on` takes SGR reports from its outer terminal and, for a pane
    whose program turned on 1002/1006, forwards presses, drags and releases to it re-encoded
    in the pane's modes (DoubleClick1Pane, too, sends the event on when the pane wants the
    mouse). So the reports go to the OUTER terminal, i.e. tmux's client on our pty."""
    s = harness.start_in_tmux(["--no-hint"], cols=250, rows=60)
    try:
        s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred inside tmux")
        s.read_until(lambda: s.tracking in (1002, 1003) and s.modes.get(1006),
                     what="tmux to turn the outer terminal's mouse on")
        drag_far_and_back(s)
        s.mouse_click(*DOUBLE)
        s.mouse_click(*DOUBLE)
        s.read_until(lambda: is_home(s, "Velkommen"), timeout=5,
                     what="'Velkommen' after a double click through tmux")
    finally:
        s.close()
