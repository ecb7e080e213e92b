"""Help is modal, keys are discoverable, the bounce takes no input, tiny screens fit, and a
terminal without an alternate screen is left clean."""

import pytest

import harness
from harness import grab_point, is_home

HELP_LINES = ["next greeting", "let it go", "suspend", "q, esc, ctrl-c", "any key or click closes this"]


def help_shown(s) -> bool:
    return all(s.find(line) for line in HELP_LINES)


def test_a_click_closes_help_and_nothing_behind_reacts(spawn):
    s = spawn(["--no-hint"])
    col, row = grab_point(s)
    s.key("?")
    s.read_until(lambda: help_shown(s), what="the help")
    # A press on the placard, under the help: it closes the help and is not a touch.
    s.mouse_press(col, row)
    s.read_until(lambda: not s.find("next greeting"), what="the help to close on a click")
    for step in range(1, 6):
        s.mouse_drag(col + 3 * step, row + 1)
    s.mouse_release(col + 15, row + 1)
    assert s.holds_for(lambda: is_home(s, "Welcome"), 0.6), (
        "the click that closed the help moved the placard:\n" + s.dump())


@pytest.mark.skipif(not harness.has_terminfo("vt100"), reason="no vt100 terminfo")
def test_no_alternate_screen_is_left_clean(spawn):
    s = spawn([], term="vt100", ready=False)   # no alternate screen to wait for
    s.read_until(lambda: s.find("Welcome") and "q quit" in s.text(), what="the scene on vt100")
    s.key("q")
    s.wait_exit()
    s.pump(0.3)
    text = s.text()
    assert "Welcome" not in text and "quit" not in text and "drag" not in text, (
        "the picture stayed after quitting on a terminal without an alternate screen:\n" + s.dump())
    assert s.exit_code == 0


@pytest.mark.skipif(not harness.has_terminfo("vt100"), reason="no vt100 terminfo")
def test_a_cursor_that_cannot_be_hidden_waits_in_the_bottom_right_corner(spawn):
    """Issue 18: vt100 has no civis, so the cursor stays visible; it jumped to the last cell
    drawn (about the moving placard). It waits in the bottom right corner after every frame."""
    s = spawn([], term="vt100", ready=False)
    s.read_until(lambda: s.find("Welcome") and "q quit" in s.text(), what="the scene on vt100")
    s.pump(0.2)

    def cursor():
        # Past the last column is pyte's way of saying the last column, once a cell has been
        # written there (vt100 has no mouse in terminfo: its notice fills the bottom row).
        return min(s.screen.cursor.x, s.screen.columns - 1), s.screen.cursor.y

    assert cursor() == (s.screen.columns - 1, s.screen.lines - 1), s.dump()
    found = s.find("Welcome")
    col, row = found.start + 2, found.row
    s.mouse_press(col, row)
    for step in range(1, 4):
        s.mouse_drag(col - 2 * step, row - step)
    s.read_until(lambda: s.find("Welcome") and s.find("Welcome").row == row - 3, what="the placard dragged")
    s.pump(0.2)
    assert cursor() == (s.screen.columns - 1, s.screen.lines - 1), s.dump()
    s.key("q")
    s.wait_exit()


def test_a_terminal_that_can_hide_the_cursor_hides_it(spawn):
    s = spawn([])
    assert b"\x1b[?25l" in bytes(s.raw), s.dump()
    s.key("q")
    s.wait_exit()
