"""Which frames go between the synchronized-output markers (DECSET 2026): a short frame is one
write and reaches the terminal whole, so it is sent bare; a long one (a repaint of a wide
terminal, the help) is marked, and so is the repaint after a resume, which ncurses starts."""

import signal

import harness

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"


def test_a_drag_sends_bare_frames_and_a_wide_repaint_is_marked(spawn):
    s = spawn(cols=200, rows=60)
    s.read_until(lambda: s.find("Welcome"))
    start = bytes(s.raw)
    assert start.count(BEGIN) == start.count(END) == 1, f"the first frame of 200x60 is long: {len(start)} B"
    col, row = harness.grab_point(s)
    s.mouse_press(col, row)
    s.settle(0.3)
    dragged_from = len(s.raw)
    s.drag_path((col, row), (20, 8))
    s.read_until(lambda: harness.is_under(s, "Welcome", 20, 8), what="the placard under the pointer")
    s.settle(0.2)
    drag = bytes(s.raw[dragged_from:])
    assert drag and BEGIN not in drag and END not in drag, f"a drag frame was marked: {drag[:200]!r}"
    s.mouse_release(20, 8)
    s.read_until(lambda: harness.is_home(s, "Welcome"), what="the placard home")
    s.settle(0.2)
    repainted_from = len(s.raw)
    s.kill(signal.SIGWINCH)
    s.read_until(lambda: len(s.raw) > repainted_from and not s.in_frame, what="the repaint")
    s.settle(0.2)
    repaint = bytes(s.raw[repainted_from:])
    assert repaint.count(BEGIN) == repaint.count(END) == 1 and repaint.index(BEGIN) < repaint.index(END), \
        f"a whole repaint of 200x60 was not one marked frame: {len(repaint)} B {repaint[:80]!r}"
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert s.modes.get(2026) is not True
