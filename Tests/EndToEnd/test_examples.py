"""The examples (Examples/), each an app on MoveMeKit, run as a person runs them: on a pty,
clicked and dragged, resized, quit; the terminal left as it was found. $MOVEME_EXAMPLES is the
folder of their built binaries (script/examples builds them and sets it); without it these
tests are skipped."""

import os
import signal
import subprocess

import pytest

from test_restore import assert_restored

EXAMPLES = os.environ.get("MOVEME_EXAMPLES")

pytestmark = pytest.mark.skipif(not EXAMPLES, reason="MOVEME_EXAMPLES is not set (script/examples sets it)")


def example(name):
    return os.path.join(EXAMPLES, name)


def counter_controls(s):
    """The row with the count and the columns of its −, its count and its +."""
    s.read_until(lambda: s.find("−") and s.find("+"), what="the counter's buttons")
    minus, plus = s.find("−"), s.find("+")
    return minus.row, minus.start, plus.start


def test_counter_counts_and_quits_with_ctrl_c(spawn, term):
    s = spawn(term=term, program=example("Counter"))
    row, minus, plus = counter_controls(s)
    assert "0" in s.lines()[row][minus:plus]
    s.mouse_click(plus, row)
    s.mouse_click(plus, row)
    s.read_until(lambda: "2" in s.lines()[row][minus:plus], what="the count at 2")
    s.mouse_click(minus, row)
    s.read_until(lambda: "1" in s.lines()[row][minus:plus], what="the count back at 1")
    s.key("?")
    s.read_until(lambda: s.find("count up or down"), what="the app's help")
    s.key("q")  # closes the help (it is modal), does not quit
    s.read_until(lambda: not s.find("count up or down"), what="the help closed")
    s.kill(signal.SIGINT)
    s.wait_exit()
    assert s.exit_code == 128 + signal.SIGINT, s.dump()
    assert_restored(s)


def test_counter_follows_a_resize(spawn):
    s = spawn(program=example("Counter"), cols=60, rows=16)
    row, _, _ = counter_controls(s)
    s.resize(100, 30)
    s.read_until(lambda: s.find("+") and s.find("+").row != row, what="the buttons in the new middle")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)


def test_fling_throws_the_square_and_brings_it_home(spawn):
    s = spawn(program=example("Fling"), cols=70, rows=20)
    s.read_until(lambda: s.find("drag me"), what="the square")
    home = s.find("drag me")
    s.mouse_press(home.start + 2, home.row)
    s.drag_path((home.start + 2, home.row), (home.start + 16, home.row - 4), steps=6)
    s.mouse_release(home.start + 16, home.row - 4)
    s.read_until(lambda: s.find("drag me") and s.find("drag me") != home, what="the square thrown")
    s.read_until(lambda: s.find("drag me") == home, what="the square back home")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)


def test_notes_copy_and_paste_through_the_edit_menu(spawn):
    s = spawn(program=example("Notes"), cols=80, rows=24)
    s.read_until(lambda: s.find("buy milk"), what="the notes")
    milk = s.find("buy milk")
    s.mouse_press(milk.start + 2, milk.row)
    s.read_until(lambda: s.find("Copy"), what="the edit menu, shown while the finger is still down")
    s.mouse_release(milk.start + 2, milk.row)
    copy = s.find("Copy")
    s.mouse_click(copy.start + 1, copy.row)
    s.read_until(lambda: not s.find("Copy"), what="the menu gone after Copy")
    s.mouse_press(40, 20)
    s.read_until(lambda: s.find("Paste"), what="Paste on the board")
    s.mouse_release(40, 20)
    paste = s.find("Paste")
    s.mouse_click(paste.start + 1, paste.row)
    s.read_until(lambda: s.text().count("buy milk") == 2, what="a second note with the copied text")
    s.send("\x1b[200~water the plants\x1b[201~")
    s.read_until(lambda: s.find("water the plants"), what="a note of the text pasted into the terminal")
    s.kill(signal.SIGTERM)
    s.wait_exit()
    assert s.exit_code == 128 + signal.SIGTERM, s.dump()
    assert_restored(s)


def test_an_apps_command_line_is_its_own(spawn):
    """`--help` names the app, and a bad option is one line, `name: reason`, exit status 2,
    before the terminal is touched."""
    shown = subprocess.run([example("Counter"), "--help"], capture_output=True, text=True, timeout=30)
    assert shown.returncode == 0 and shown.stdout.startswith("USAGE: counter [--fps <n>]"), shown
    for argument, reason in (("--bogus", "counter: Unknown option '--bogus'"),
                             ("--fps=0", "counter: --fps must be between 1 and 240 (got 0)")):
        refused = subprocess.run([example("Counter"), argument], capture_output=True, text=True, timeout=30)
        assert (refused.returncode, refused.stdout, refused.stderr) == (2, "", reason + "\n"), refused
    s = spawn(program=example("Counter"), args=["--fps", "30", "--no-hint"])
    counter_controls(s)
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)
