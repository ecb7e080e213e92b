"""Terminfo entries off the beaten track (ncurses-term's): the program starts, draws and quits
under each, and the bytes it sends are whole escape sequences, ncurses' and its own in turn."""

import subprocess

import pytest

import harness


def capability(term: str, name: str) -> bytes:
    run = subprocess.run(["tput", "-T", term, name], capture_output=True)
    return run.stdout if run.returncode == 0 else b""


@pytest.mark.parametrize("term", ["xtermm", "color_xterm", "vt220-base", "crt"])
def test_ncurses_output_is_never_cut_by_the_programs_own(spawn, term):
    """ncurses keeps its output in a buffer of its own (not stdio's), sized for the one-cell
    screen it is set up at: 20 bytes of its set-up went out, the rest waited for its next
    flush, and the program's own modes (the scroll region, the mouse) landed in between. The
    sequence cut in two left `[?7h` or `@1` as text on the user's screen at exit, and xtermm's
    alternate screen was never entered whole."""
    s = spawn(term=term, ready=False)
    s.read_until(lambda: s.find("Welcome"), what="the first frame")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    raw = bytes(s.raw)
    assert b"\x1b\x1b" not in raw, f"an escape sequence cut by another: {raw[:200]!r}"
    smcup = capability(term, "smcup")
    if smcup:
        assert smcup in raw, f"the alternate screen ({smcup!r}) not entered whole: {raw[:200]!r}"
        assert raw.index(smcup) < raw.index(b"\x1b[?1002h"), "entered after the program's own modes"
    for rmam_or_smcup_tail in ("[?7h", "[?7l", "@1"):
        assert rmam_or_smcup_tail not in s.text(), f"left as text on the screen:\n{s.text()}"


@pytest.mark.parametrize("term", ["cygwin", "djgpp", "vt200-js"])
def test_an_entry_without_a_size_takes_the_kernels(spawn, term):
    """cygwin's entry (djgpp's, mterm's…) has no lines#, some no cols# either: ncurses, told
    to take terminfo's size, could not set up ("cannot set up the terminal") though the kernel
    says the pty's size. The kernel's size is the one drawn at."""
    s = spawn(term=term, cols=100, rows=30, ready=False)
    s.read_until(lambda: not s.alive() or (s.find("Welcome") and "q quit" in s.lines()[29]),
                 what="the first frame, at 100x30")
    assert s.alive(), f"refused: {s.text().strip()}"
    assert s.lines()[29].rstrip().endswith("q quit"), s.dump()
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert s.termios_now() == s.termios_before


@pytest.mark.parametrize("term, says", [("vt100", True), ("ansi", True), ("xterm-256color", False)])
def test_a_terminal_without_a_mouse_in_terminfo_is_told_the_keys_work(spawn, term, says):
    """No kmous in the entry: the mouse modes are sent all the same (many such TERMs run in
    terminals that have a mouse), and the bottom row says once, at the start, that the keys
    work where the mouse does not (for four seconds: the session's tests follow it away)."""
    notice = "the mouse may not work here; the keys do: ? help · q quit"
    s = spawn(term=term, ready=False)
    s.read_until(lambda: s.find("Welcome") and "q quit" in s.lines()[23], what="the first frame")
    assert (s.lines()[23].strip() == notice) == says, s.dump()
    assert s.tracking == 1002, "the mouse is asked for all the same"
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
