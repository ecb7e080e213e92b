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
