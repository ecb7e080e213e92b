"""9. Keys: arrows grab and move the placard, Space releases, n cycles, ? shows help."""

import pytest

import harness
from harness import is_home


def test_arrows_move_and_space_releases(spawn, term):
    s = spawn(["--no-hint"], term=term)
    home = s.read_until(lambda: is_home(s, "Welcome"))
    for step in range(1, 6):
        s.key("right")
        s.read_until(lambda: (f := s.find("Welcome")) and abs(f.middle - (home.middle + 2 * step)) <= 0.5,
                     what=f"the greeting {2 * step} columns right of home")
    s.key("down")
    s.read_until(lambda: (f := s.find("Welcome")) and f.row == home.row + 1, what="one row down")
    s.key("left")
    s.read_until(lambda: (f := s.find("Welcome")) and abs(f.middle - (home.middle + 8)) <= 0.5,
                 what="2 columns back left")
    s.key("space")
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6, what="home after Space")


def test_one_arrow_press_stays_moved(spawn):
    """One → and then nothing: the greeting is 2 columns right and stays there while held
    (the grab's pulse must not pull it back to where it was grabbed)."""
    s = spawn(["--no-hint"])
    home = s.read_until(lambda: is_home(s, "Welcome"))
    s.key("right")
    s.read_until(lambda: (f := s.find("Welcome")) and f.middle == home.middle + 2,
                 what="the greeting 2 columns right")
    s.settle(0.3)   # the pulse is over
    found = s.find("Welcome")
    assert found.middle == home.middle + 2 and found.row == home.row, (
        f"after one → and the pulse, the greeting is at middle {found.middle} (home "
        f"{home.middle}); expected {home.middle + 2}")


def test_hjkl_and_enter(spawn):
    s = spawn(["--no-hint"])
    home = s.read_until(lambda: is_home(s, "Welcome"))
    s.key("h")
    s.key("h")
    s.key("k")
    s.read_until(lambda: (f := s.find("Welcome")) and abs(f.middle - (home.middle - 4)) <= 0.5
                 and f.row == home.row - 1, what="2×h and k moved it")
    s.key("enter")
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6, what="home after Enter")


@pytest.mark.parametrize("key", ["n", "tab"])
def test_next_greeting_key(spawn, key):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.key(key)
    s.read_until(lambda: is_home(s, "Velkommen"), what="'Velkommen' after n")
    s.key(key)
    s.read_until(lambda: is_home(s, "Welkom"), what="'Welkom' next")
    s.key(key)
    s.read_until(lambda: is_home(s, "歡迎"), what="'歡迎' (double width) centred")


def test_help_overlay(spawn):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.key("?")
    s.read_until(lambda: s.find("next greeting") and s.find("quit") and s.find("MoveMe"),
                 what="the help overlay")
    s.key("?")
    s.read_until(lambda: not s.find("next greeting"), what="the help to close on ?")
    s.key("?")
    s.read_until(lambda: s.find("next greeting"), what="the help again")
    s.key("esc")
    s.read_until(lambda: not s.find("next greeting"), what="Esc to close the help")
    assert s.alive(), "Esc with the help open must close it, not quit"
    s.key("esc")
    s.wait_exit()
    assert s.exit_code == 0


def test_application_mode_arrows(spawn):
    """Arrows as a terminal in application cursor mode sends them (ESC O C), as some do
    regardless (tmux panes, after another program left DECCKM on)."""
    s = spawn(["--no-hint"])
    home = s.read_until(lambda: is_home(s, "Welcome"))
    s.send("\x1bOC")
    s.read_until(lambda: (f := s.find("Welcome")) and f.middle == home.middle + 2,
                 what="ESC O C to move the greeting right")
    s.send("\x1bOB")
    s.read_until(lambda: (f := s.find("Welcome")) and f.row == home.row + 1,
                 what="ESC O B to move it down")
