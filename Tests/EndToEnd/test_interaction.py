"""Help is modal, keys are discoverable, the bounce takes no input, tiny screens fit, and a
terminal without an alternate screen is left clean."""

import pytest

import harness
from harness import grab_point, is_home

HELP_LINES = ["next greeting", "let it go", "suspend", "q, esc, ctrl-c", "any key or click closes this"]


def help_shown(s) -> bool:
    return all(s.find(line) for line in HELP_LINES)


def test_hint_mentions_help(spawn):
    s = spawn()
    s.read_until(lambda: "? help" in s.lines()[-1], what="'? help' in the hint")


def test_question_mark_shows_every_control(spawn):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.key("?")
    s.read_until(lambda: help_shown(s), what="the whole help")


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


def test_any_key_closes_help_and_does_nothing_else(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    for key in ["n", "right", "q"]:
        s.key("?")
        s.read_until(lambda: help_shown(s), what="the help")
        s.key(key)
        s.read_until(lambda: not s.find("next greeting"), what=f"{key!r} to close the help")
        assert s.holds_for(lambda: is_home(s, "Welcome"), 0.4), (
            f"{key!r} closed the help but also acted behind it:\n" + s.dump())
        assert s.alive(), f"{key!r} with the help open must only close it"
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_double_click_behind_help_does_not_change_greeting(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    s.key("?")
    s.read_until(lambda: help_shown(s))
    s.mouse_click(2, 2)      # closes the help
    s.mouse_click(2, 2)      # the second click of a double click: one tap only now
    s.read_until(lambda: not s.find("next greeting"), what="the help to close")
    assert s.holds_for(lambda: is_home(s, "Welcome") and not s.find("Velkommen"), 0.6), s.dump()


@pytest.mark.parametrize("cols,rows", [(10, 3), (20, 5), (1, 1)])
def test_help_at_tiny_sizes_fits_or_asks_for_room(spawn, cols, rows):
    s = spawn(["--no-hint"], cols=cols, rows=rows)
    s.settle(0.2)
    s.key("?")
    s.read_until(lambda: any(line.strip() for line in s.lines()), what="something drawn")
    if cols >= 9:
        s.read_until(lambda: s.find("too small") or s.find("bigger terminal"),
                     what="one line asking for a bigger terminal")
    s.settle(0.2)
    text = s.text()
    for piece in ["╭", "╰", "│"]:
        assert piece not in text, f"a slice of the help box at {cols}×{rows}:\n{s.dump()}"
    s.key("x")
    s.read_until(lambda: not (s.find("too small") or s.find("bigger")), what="the help to close")
    assert s.alive()


@pytest.mark.parametrize("key", ["n", "tab"])
def test_next_greeting_key_is_ignored_during_the_bounce(spawn, key):
    s = spawn(["--no-hint"], cols=120, rows=40)
    col, row = grab_point(s)
    s.mouse_press(col, row)
    s.drag_path((col, row), (col + 45, row - 15), steps=10)
    s.mouse_release(col + 45, row - 15)
    s.read_until(lambda: not is_home(s, "Welcome") and s.find("Welcome"), what="the bounce under way")
    s.key(key)
    s.settle(0.5)   # the bounce is over: nothing more is drawn
    assert is_home(s, "Welcome"), f"{key!r} during the bounce changed the greeting:\n" + s.dump()
    s.key(key)
    s.read_until(lambda: is_home(s, "Velkommen"), what=f"{key!r} at rest to work")


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
