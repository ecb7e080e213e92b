"""ncurses is set up at terminfo's size (80x24) and then given the terminal's: the scroll region
it set for 24 rows must not outlive the set-up, in the program or after it."""

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
