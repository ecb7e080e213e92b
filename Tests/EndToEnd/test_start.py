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


