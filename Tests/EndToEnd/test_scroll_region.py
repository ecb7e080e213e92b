"""ncurses is set up at terminfo's size (80x24), and given the terminal's only when it must draw
(a resume, the end, its own backend): the scroll region it set for 24 rows must not outlive the
set-up, in the program or after it."""

import signal

import harness


def test_the_scroll_region_is_the_whole_screen_during_and_after(spawn):
    s = spawn(cols=100, rows=30)
    s.read_until(lambda: s.find("Welcome"))
    whole = (None, (0, 29))
    assert (tuple(s.screen.margins) if s.screen.margins else None) in whole, s.screen.margins
    assert harness.is_home(s, "Welcome"), s.dump()
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert (tuple(s.screen.margins) if s.screen.margins else None) in whole, s.screen.margins


def test_the_scroll_region_is_the_whole_screen_after_a_resize_and_a_resume(spawn):
    """ncurses stays at terminfo's size while the program writes its own cells, and is given
    the terminal's when it comes back from Ctrl-Z: the region it sets then is the whole screen
    at the size the terminal has by then."""
    s = spawn(cols=100, rows=30, job_control=True)
    s.read_until(lambda: s.find("Welcome"))
    s.resize(120, 40)
    s.read_until(lambda: harness.is_home(s, "Welcome") and harness.background_fills(s),
                 what="redrawn at 120x40")
    s.key("ctrl-z")
    s.wait_stopped()
    s.pump(0.1)
    s.kill(signal.SIGCONT)
    s.read_until(lambda: harness.is_home(s, "Welcome") and harness.background_fills(s),
                 what="redrawn after SIGCONT")
    whole = (None, (0, 39))
    assert (tuple(s.screen.margins) if s.screen.margins else None) in whole, s.screen.margins
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert (tuple(s.screen.margins) if s.screen.margins else None) in whole, s.screen.margins
