"""Issue 20 on a real pty: the placard's edit menu on a right-click, Copy writes OSC 52, a
bracketed paste becomes the greeting (a megabyte of it harms nothing), the shake key undoes,
and bracketed paste mode is on while the program runs (every way out turns it off:
test_restore's assert_restored checks it)."""

import base64
import subprocess

import pytest

import harness
from harness import is_home

PASTE_START = b"\x1b[200~"
PASTE_END = b"\x1b[201~"


def right_click(s, col, row):
    """An SGR right-button press and release (0-based cell), as the program's modes ask."""
    assert s.modes.get(1006), f"SGR reports are not on: {s.modes}"
    s.send(f"\x1b[<2;{col + 1};{row + 1}M".encode())
    s.send(f"\x1b[<2;{col + 1};{row + 1}m".encode())


def test_bracketed_paste_is_on_while_running(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    assert s.modes.get(2004) is True, f"bracketed paste not on: {s.modes}"


def test_right_click_shows_the_menu_and_copy_emits_osc52(spawn):
    s = spawn(["--no-hint"])
    home = s.read_until(lambda: is_home(s, "Welcome"))
    right_click(s, int(home.middle), home.row)
    copy = s.read_until(lambda: s.find("Copy"), what="the edit menu over the placard")
    assert copy.row < home.row, "the menu goes above the placard where there is room"
    before = len(s.raw)
    s.mouse_click(copy.start + 1, copy.row)
    expected = b"\x1b]52;c;" + base64.b64encode(b"Welcome") + b"\x1b\\"
    s.read_until(lambda: expected in bytes(s.raw[before:]), what="the OSC 52 sequence after Copy")
    s.read_until(lambda: not s.find("Copy"), what="the menu gone after Copy")


def test_bracketed_paste_changes_the_greeting(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    # q inside a paste is text, not the quit key; the newline joins as a space.
    s.send(PASTE_START + b"Hello q\nthere" + PASTE_END)
    s.read_until(lambda: is_home(s, "Hello q there"), what="the pasted greeting")
    assert s.alive()


def test_a_pasted_escape_sequence_goes_whole(spawn):
    """Issue 37: only the ESC of each sequence was dropped, and "[2J]0;pwned[31m" became part
    of the greeting. Each goes whole, terminator and all, and the terminal is not cleared,
    retitled or coloured by the paste."""
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    s.send(PASTE_START + b"X \x1b[2J \x1b]0;pwned\x07 \x1b[31mRED Y" + PASTE_END)
    s.read_until(lambda: is_home(s, "X   RED Y"), what="the greeting without the sequences")
    assert "[2J" not in s.text() and "pwned" not in s.text() and "[31m" not in s.text(), s.dump()
    s.read_until(lambda: s.find("Paste 3 escape sequences removed"), what="what was removed, on the bottom row")
    assert b"pwned" not in bytes(s.raw), "the OSC's text reached the terminal"


def test_a_megabyte_paste_neither_hangs_nor_corrupts(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    line = b"qqqq \x1b[31m escape \x07 " * 3 + b"\n"
    payload = (line * (1_048_576 // len(line) + 1))[:1_048_576]
    s.send(PASTE_START + payload + PASTE_END)
    s.settle(0.3)
    assert s.alive(), "the paste's q or its bytes ended the program\n" + s.dump()
    assert is_home(s, "Welcome"), "a paste over the pasteboard's limit is refused whole\n" + s.dump()
    assert "qqqq" not in s.text() and "escape" not in s.text(), s.dump()
    assert s.find("Paste refused: 1048576 bytes"), "the refusal is said on the bottom row\n" + s.dump()
    # and the program still takes input at once
    s.send(PASTE_START + b"Still here" + PASTE_END)
    s.read_until(lambda: is_home(s, "Still here"), what="a paste after the megabyte")


def test_unbracketed_paste_is_not_keys(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    s.send(b"a pasted paragraph that says quit\r")
    s.settle(0.3)
    assert s.alive(), "an unbracketed paste ran as keys (its q quit)"
    assert is_home(s, "Welcome")


def test_shake_undoes_the_paste(spawn):
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    s.send(PASTE_START + b"Hello there" + PASTE_END)
    s.read_until(lambda: is_home(s, "Hello there"))
    s.key("z")
    s.read_until(lambda: s.find("Undo Paste?"), what="the shake's question")
    s.key("y")
    s.read_until(lambda: is_home(s, "Welcome") and not s.find("Undo Paste?"), what="the paste undone")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert s.modes.get(2004) is False, f"bracketed paste left on: {s.mode_log}"


@pytest.mark.skipif(not harness.tmux_available(), reason="tmux is not installed")
def test_through_tmux_copy_reaches_its_buffer_and_the_outer_terminal_and_paste_works():
    """Inside tmux OSC 52 is written plainly: with `set-clipboard on` tmux keeps it as a buffer
    and passes it on to the terminal outside (our pty). A paste into the outer terminal reaches
    the pane bracketed, since the program asked tmux for 2004."""
    s = harness.start_in_tmux(["--no-hint"], cols=80, rows=24)
    try:
        home = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' inside tmux")
        subprocess.run(["tmux", "-S", s.tmux_socket, "set", "-g", "set-clipboard", "on"], check=True)
        s.read_until(lambda: s.modes.get(1006), what="tmux to turn the outer terminal's mouse on")
        right_click(s, int(home.middle), home.row)
        s.read_until(lambda: s.find("Copy"), what="the edit menu through tmux")
        before = len(s.raw)
        s.key("c")
        # tmux 3.3 re-sends it with its own selection field: ESC ] 52 ; ; <base64> BEL.
        expected = b";" + base64.b64encode(b"Welcome") + b"\x07"
        s.read_until(lambda: b"\x1b]52;" in bytes(s.raw[before:]) and expected in bytes(s.raw[before:]),
                     what="tmux passing OSC 52 on to the outer terminal")
        buffer = subprocess.run(["tmux", "-S", s.tmux_socket, "show-buffer"], capture_output=True, text=True)
        assert buffer.stdout == "Welcome", buffer
        s.send(PASTE_START + b"Hello tmux" + PASTE_END)
        s.read_until(lambda: is_home(s, "Hello tmux"), what="a paste through tmux")
    finally:
        s.close()
