"""8 and 10: the terminal is left as it was found — after q, signals, a crash, Ctrl-Z."""

import os
import signal

import pytest

import harness
from harness import is_home

MOUSE_MODES = (1000, 1002, 1003, 1006, 1015)


def last_index(s, mode, on):
    hits = [i for i, (number, state, _) in enumerate(s.mode_log) if number == mode and state == on]
    return hits[-1] if hits else -1


def assert_restored(s):
    """Alternate screen left after it was entered, every mouse mode the program turned on
    turned off again, the cursor visible, termios exactly as before the program started."""
    log = s.mode_log
    assert last_index(s, 1049, True) >= 0, f"never entered the alternate screen: {log}"
    assert last_index(s, 1049, False) > last_index(s, 1049, True), f"alternate screen not left: {log}"
    for mode in MOUSE_MODES:
        if last_index(s, mode, True) >= 0:
            assert s.modes.get(mode) is False, f"mouse mode {mode} left on: {log}"
    assert s.tracking is None, f"mouse tracking still on: {log}"
    assert s.modes.get(25) is True, f"cursor left hidden: {log}"
    assert s.modes.get(2026) is not True, f"synchronized update left open: {log}"
    if last_index(s, 2004, True) >= 0:
        assert s.modes.get(2004) is False, f"bracketed paste left on: {log}"
    assert s.termios_now() == s.termios_before, (
        f"termios changed:\nbefore {s.termios_before}\nafter  {s.termios_now()}")


def still_works_then_quits(s, what):
    """A double click on the background shows the next greeting; then q quits cleanly."""
    s.mouse_click(5, 3)
    s.mouse_click(5, 3)
    s.read_until(lambda: s.find("Velkommen"), what=what)
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert_restored(s)


def test_q_restores_terminal(spawn, term):
    s = spawn(term=term)
    s.read_until(lambda: s.find("Welcome"))
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)
    # and the normal screen is back: the emulator shows what was there before (nothing)
    assert "Welcome" not in s.text()


def test_q_mid_drag_restores_terminal(spawn):
    s = spawn()
    col, row = harness.grab_point(s)
    s.mouse_press(col, row)
    s.drag_path((col, row), (10, 5))
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert_restored(s)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP],
                         ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_signal_restores_terminal(spawn, sig):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.kill(sig)
    s.wait_exit()
    # documented (README, --help): 128 + the signal's number
    assert s.exit_code == 128 + sig, f"exit status {s.status}: code {s.exit_code}, signal {s.exit_signal}"
    assert_restored(s)


def test_ctrl_c_byte_restores_terminal(spawn):
    """Ctrl-C typed: the pty turns it into SIGINT for the foreground group (ISIG is on)."""
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.key("ctrl-c")
    s.wait_exit()
    assert s.exit_code in (0, 128 + signal.SIGINT), s.dump()
    assert_restored(s)


def test_ctrl_s_does_not_freeze(spawn):
    """Ctrl-S is input, not XOFF: the program goes on drawing, q still quits, and the user's
    flow control setting comes back at exit."""
    s = spawn()
    s.read_until(lambda: is_home(s, "Welcome"))
    s.key("ctrl-s")
    still_works_then_quits(s, "drawing to go on after Ctrl-S")


def test_crash_restores_terminal(spawn):
    # The Swift runtime's backtracer is interactive on a terminal ("Press space to interact…",
    # then a countdown): turn that off so the test does not wait on it.
    s = spawn(env={"MOVEME_TEST_CRASH": "1", "SWIFT_BACKTRACE": "interactive=no"}, ready=False)
    s.wait_exit(timeout=30)
    assert s.exit_signal in (signal.SIGILL, signal.SIGTRAP), (
        f"expected death by SIGILL or SIGTRAP, got status {s.status} (code {s.exit_code}, "
        f"signal {s.exit_signal})\n" + s.dump())
    assert last_index(s, 1049, True) >= 0, "crashed before the first frame"
    assert_restored(s)


@pytest.mark.parametrize("sig", [signal.SIGSEGV, signal.SIGABRT, signal.SIGQUIT, signal.SIGBUS],
                         ids=["SIGSEGV", "SIGABRT", "SIGQUIT", "SIGBUS"])
def test_a_crash_signal_sent_with_kill_restores_and_ends(spawn, sig):
    """A fatal signal sent from outside, not a fault: after Swift's backtracer has run (it
    returns, expecting the fault to come again), the program still dies by that signal — the
    shell gets its prompt back and sees 128 + the signal — with the terminal restored."""
    s = spawn(env={"SWIFT_BACKTRACE": "interactive=no"})
    s.read_until(lambda: s.find("Welcome"))
    s.kill(sig)
    s.wait_exit(timeout=30)
    assert s.exit_signal == sig, (
        f"expected death by signal {sig}, got status {s.status} (code {s.exit_code}, "
        f"signal {s.exit_signal})\n" + s.dump())
    assert_restored(s)


def test_ctrl_z_restores_then_resumes(spawn):
    s = spawn(job_control=True)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.key("ctrl-z")
    assert s.wait_stopped() in (signal.SIGTSTP, signal.SIGSTOP)
    s.pump(0.1)
    # stopped: the terminal is the shell's again
    assert_restored(s)
    assert "Welcome" not in s.text(), "the normal screen should show while stopped"
    # fg
    resumed_at = len(s.raw)
    s.kill(signal.SIGCONT)
    s.read_until(lambda: s.modes.get(1049) and s.modes.get(1002) and s.modes.get(1006)
                 and s.tracking == 1002 and s.modes.get(25) is False and s.modes.get(2004),
                 what="modes back after SIGCONT")
    s.read_until(lambda: is_home(s, "Welcome"), what="the screen redrawn after SIGCONT")
    # one repaint, inside a synchronized frame: nothing drawn before the frame begins
    after = bytes(s.raw[resumed_at:])
    begin = after.find(b"\x1b[?2026h")
    assert begin >= 0 and b"\x1b[?1049h" not in after[:begin], f"repainted outside a frame: {after[:300]!r}"
    assert after.count(b"\x1b[?1049h") == 1, f"alternate screen entered twice: {after[:300]!r}"
    # and it still works: the mouse is on again
    still_works_then_quits(s, "a double click after resuming")


def test_ctrl_z_mid_drag_cancels_the_touch(spawn):
    s = spawn(job_control=True)
    col, row = harness.grab_point(s)
    s.mouse_press(col, row)
    s.settle(0.15)
    s.drag_path((col, row), (10, 5))
    s.read_until(lambda: harness.is_under(s, "Welcome", 10, 5))
    s.key("ctrl-z")
    s.wait_stopped()
    s.kill(signal.SIGCONT)
    s.read_until(lambda: is_home(s, "Welcome"), what="the placard home after Ctrl-Z mid-drag")
    s.key("q")
    s.wait_exit()
    assert_restored(s)


def test_ctrl_z_twice_and_resize_while_stopped(spawn):
    s = spawn(job_control=True)
    s.read_until(lambda: is_home(s, "Welcome"))
    for size in ((100, 30), (60, 20)):
        s.key("ctrl-z")
        s.wait_stopped()
        s.pump(0.1)
        assert_restored(s)
        s.resize(*size, signal_child=False)   # the window changes while it is stopped
        s.kill(signal.SIGCONT)
        s.read_until(lambda: is_home(s, "Welcome") and harness.background_fills(s),
                     what=f"redrawn centred at the new size {size}")
        s.read_until(lambda: s.tracking == 1002 and s.modes.get(1006), what="mouse back on")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert_restored(s)
