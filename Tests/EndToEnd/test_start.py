"""1. The first frame: the placard centred, the terminal in the program's modes, the hint."""

import harness
from harness import HINT, is_home


def test_starts_centred(spawn, term):
    s = spawn(term=term)
    found = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    # the placard is drawn around the greeting: cells unlike the background on its row
    assert s.span(found.row) >= 20, s.dump()
    s.read_until(lambda: harness.background_fills(s), what="the background over the whole screen")
    assert s.modes.get(1049) is True, f"alternate screen not entered: {s.modes}"
    assert s.modes.get(25) is False, f"cursor not hidden: {s.modes}"
    assert s.modes.get(1002) is True, f"button-event tracking (?1002h) not on: {s.modes}"
    assert s.modes.get(1006) is True, f"SGR mouse reports (?1006h) not on: {s.modes}"
    # 1002 must be the tracking mode in force: a later ?1000h (ncurses) would replace it
    assert s.tracking == 1002, f"tracking in force is {s.tracking}: {s.mode_log}"
    s.read_until(lambda: HINT in s.lines()[-1], what="the hint on the last row")




def test_the_alternate_screen_is_entered_once_at_start(spawn, term):
    """Where the program writes its own cells, ncurses' set-up is not left and entered again
    (the shell's screen would show between the two, and the clear was the first frame's work)."""
    s = spawn(term=term)
    s.read_until(lambda: is_home(s, "Welcome") and harness.background_fills(s), what="the first frame")
    start = bytes(s.raw)
    assert start.count(b"\x1b[?1049h") == 1, f"alternate screen entered twice: {start[:200]!r}"
    assert b"\x1b[?1049l" not in start, f"alternate screen left at start: {start[:200]!r}"


def test_through_ncurses_the_start_still_enters_the_alternate_screen(spawn):
    """ncurses' own output leaves its initial state first (so a frame is one write), and
    still starts in the alternate screen with the first frame on it."""
    s = spawn(env={"MOVEME_OUTPUT": "ncurses"})
    s.read_until(lambda: is_home(s, "Welcome") and harness.background_fills(s), what="the first frame")
    assert s.modes.get(1049) is True, f"alternate screen not entered: {s.modes}"


def start_on_a_pty_of_no_size(env, cols, rows):
    """The program on a pty that reports 0x0 (nobody sized it), seen through a cols x rows
    emulator."""
    master, slave = harness.open_pty(0, 0)
    pid = harness.spawn([harness.binary()], harness.base_env("xterm-256color", env), slave,
                        stdin=slave, stdout=slave, stderr=slave)
    return harness.RunningProgram(pid, master, slave, cols, rows)


def test_a_pty_of_no_size_takes_lines_and_columns_from_the_environment():
    """ncurses is set up at one cell with LINES and COLUMNS set for the while: the user's are
    put back, and the program then takes its size from them as ncurses would have."""
    s = start_on_a_pty_of_no_size({"LINES": "30", "COLUMNS": "100"}, 100, 30)
    try:
        s.read_until(lambda: is_home(s, "Welcome") and harness.background_fills(s),
                     what="the first frame at 100x30")
        s.key("q")
        s.wait_exit()
        assert s.exit_code == 0
    finally:
        s.close()


def test_a_pty_of_no_size_without_lines_and_columns_is_terminfos_size():
    s = start_on_a_pty_of_no_size({"LINES": None, "COLUMNS": None}, 80, 24)
    try:
        s.read_until(lambda: is_home(s, "Welcome") and harness.background_fills(s),
                     what="the first frame at terminfo's 80x24")
        s.key("q")
        s.wait_exit()
        assert s.exit_code == 0
    finally:
        s.close()
