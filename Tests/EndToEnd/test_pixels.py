"""A pointer as precise as a finger: SGR-Pixels (DECSET 1016) asked for only where the pty
knows its cells' size in pixels, taken on DECRQM's answer "set", and the placard following
the pointer by half a cell, one pixel of its half-block picture; reset at exit."""

import fcntl
import os
import signal
import struct
import termios

#: Each cell 10 pixels across and 20 down.
CELL_W, CELL_H = 10, 20
ASK = b"\x1b[?1016h\x1b[?1016$p"


def give_pixels(s, cols=80, rows=24):
    """The window's size in pixels, as a terminal that knows it sets it, and SIGWINCH."""
    fcntl.ioctl(s.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, cols * CELL_W, rows * CELL_H))
    os.kill(s.pid, signal.SIGWINCH)


def pixel_report(kind, x, y):
    """An SGR-Pixels report of the left button at (x, y) in cells with fractions: the pixel
    there, 1-based, as xterm counts them."""
    code = 32 if kind == "drag" else 0
    final = "m" if kind == "release" else "M"
    return f"\x1b[<{code};{int(x * CELL_W) + 1};{int(y * CELL_H) + 1}{final}".encode()


def top_pixel(s, column=31):
    """The first half-cell pixel down `column` (on the placard, beside the greeting) that is
    not the background's colour."""
    background = s.pixels(0, 0, 0)[0]
    colours = s.pixels(column, 0, s.rows - 2)
    return next(i for i, colour in enumerate(colours) if colour != background)


def test_pixels_asked_for_where_the_size_is_known_and_the_drag_follows_by_half_cells(spawn):
    s = spawn()
    s.settle(0.3)
    assert ASK not in s.raw, "asked for pixels on a pty with no pixel size"
    give_pixels(s)
    s.read_until(lambda: ASK in s.raw, what="SGR-Pixels set and asked about after the resize")
    s.send(b"\x1b[?1016;1$y")
    s.send(pixel_report("press", 40.45, 12.0))
    s.settle(0.5)  # the pulse
    tops = []
    for y in (12.0, 12.5, 13.0, 13.5):
        s.send(pixel_report("drag", 40.45, y))
        s.settle(0.2)
        tops.append(top_pixel(s))
    assert [top - tops[0] for top in tops] == [0, 1, 2, 3], f"the placard's top edge by pixels: {tops}"
    s.send(pixel_report("release", 40.45, 13.5))
    s.send("q")
    assert s.wait_exit() == 0
    assert s.raw.rfind(b"\x1b[?1016l") > s.raw.rfind(ASK), "SGR-Pixels not reset at exit"


def test_without_a_yes_the_reports_stay_in_cells(spawn):
    s = spawn()
    give_pixels(s)
    s.read_until(lambda: ASK in s.raw, what="SGR-Pixels asked about")
    s.send(b"\x1b[?1016;0$y")  # not recognized, as a terminal without it answers
    s.settle(0.2)
    s.mouse_press(40, 12)
    s.settle(0.5)
    s.drag_path((40, 12), (15, 5))
    s.read_until(lambda: s.find("Welcome") and s.find("Welcome").row == 5,
                 what="the greeting dragged to row 5 by reports in cells")


def test_ctrl_z_resets_pixels_and_the_resume_asks_again(spawn):
    s = spawn(job_control=True)
    give_pixels(s)
    s.read_until(lambda: ASK in s.raw, what="SGR-Pixels asked about")
    s.send(b"\x1b[?1016;1$y")
    s.settle(0.2)
    s.key("ctrl-z")
    s.wait_stopped()
    s.pump(0.1)
    stopped_at = len(s.raw)
    assert s.raw.rfind(b"\x1b[?1016l") > s.raw.find(ASK), "SGR-Pixels not reset on Ctrl-Z"
    s.kill(signal.SIGCONT)
    s.read_until(lambda: s.raw.find(ASK, stopped_at) >= 0, what="SGR-Pixels asked about again after fg")
    # Asked after the mouse modes in cells, which would otherwise undo it.
    assert s.raw.find(ASK, stopped_at) > s.raw.rfind(b"\x1b[?1006h")
    s.send(b"\x1b[?1016;1$y")
    s.send(pixel_report("press", 40.45, 12.0))
    s.settle(0.5)
    s.send(pixel_report("drag", 40.45, 6.0))
    s.read_until(lambda: s.find("Welcome") and s.find("Welcome").row == 6,
                 what="the greeting dragged to row 6 by pixel reports after the resume")
