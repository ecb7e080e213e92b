"""Beyond the list: idle cost, colour modes, options that change behaviour, input the program
must shrug off, losing the terminal, being stopped by someone else."""

import os
import random
import signal
import time

import pytest

import harness
from harness import grab_point, is_home, is_under

BACKGROUND = (5, 3)


def test_idle_costs_nothing(spawn):
    """Nothing moves: nothing is written and (almost) no CPU is used."""
    s = spawn()
    s.read_until(lambda: is_home(s, "Welcome"))
    harness.assert_idle(s)


@pytest.mark.parametrize("how", ["--no-color", "NO_COLOR"])
def test_no_color(spawn, how):
    args, env = (["--no-color"], None) if how == "--no-color" else ([], {"NO_COLOR": "1"})
    s = spawn(args, env=env)
    found = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    s.settle(0.2)
    colours = harness.sgr_colour_params(bytes(s.raw))
    assert not colours, f"colour SGR parameters sent without colour: {sorted(colours)}"
    # the placard is still visible: an outline around the greeting, reverse video inside
    text = s.text()
    assert "╭" in text and "╯" in text, s.dump()
    assert any(c.reverse for c in s.row_cells(found.row)), s.dump()


def _brightness(colour: str) -> int:
    return sum(int(colour[i:i + 2], 16) for i in (0, 2, 4))


@pytest.mark.parametrize("term,colorterm", [("xterm-256color", "truecolor"), ("xterm-256color", "24bit"),
                                            ("tmux-256color", "truecolor")])
def test_truecolor(spawn, term, colorterm):
    """COLORTERM says 24-bit: ncurses drives the direct-colour entry of the terminal's family
    (xterm-direct, tmux-direct), and the terminal is sent the scene's own colours, not the
    palette's nearest."""
    direct = term.split("-")[0] + "-direct"
    if not harness.has_terminfo(direct):
        pytest.skip(f"no {direct} terminfo entry (package ncurses-term)")
    s = spawn(term=term, env={"COLORTERM": colorterm})
    found = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    s.settle(0.2)
    sent = harness.sgr_colours(bytes(s.raw))
    assert (48, "545454") in sent, f"no 24-bit background SGR among {sorted(map(str, sent))[:20]}"
    assert not [c for c in sent if isinstance(c[1], int)], f"palette colours sent: {sorted(map(str, sent))}"

    background = s.background()
    assert background[1] == "545454", background
    assert harness.background_fills(s), s.dump()

    # the greeting: bold white on the placard's blue-grey
    greeting = s.row_cells(found.row)[found.start:found.end]
    assert "".join(c.data for c in greeting) == "Welcome", s.dump()
    assert all(c.bold and c.fg == "ffffff" for c in greeting), greeting
    under = greeting[0].bg
    assert not harness.is_grey(under) and int(under[4:6], 16) > int(under[0:2], 16), under

    # the gradient, down a column of the fill beside the greeting: lighter at the top,
    # darkening to mid-height, flat below; every colour of it blue-tinted
    box = s.placard_box(background, skip_rows=[s.rows - 1])
    assert box, s.dump()
    fill = [colour for colour in s.pixels(found.start - 2, box[1], box[3])
            if not harness.is_grey(colour)]    # the border and the background are grey
    assert len(set(fill)) >= 3, f"no gradient: {fill}"
    assert all(int(c[4:6], 16) > int(c[0:2], 16) for c in fill), f"not blue-tinted: {fill}"
    levels = [_brightness(c) for c in fill]
    assert levels == sorted(levels, reverse=True), f"not darkening downwards: {fill}"


def test_256_colours_without_colorterm(spawn):
    """No COLORTERM: the 256-colour palette, and no 24-bit colour sent. The background #545454
    is grey 240 (#585858), the nearest."""
    s = spawn(term="xterm-256color")
    s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    s.settle(0.2)
    sent = harness.sgr_colours(bytes(s.raw))
    assert (48, 240) in sent, sorted(map(str, sent))
    assert not [c for c in sent if isinstance(c[1], str)], f"24-bit colours sent: {sorted(map(str, sent))}"
    assert s.background()[1] == "585858", s.background()
    assert harness.background_fills(s), s.dump()


def test_double_click_ms_option(spawn):
    s = spawn(["--double-click-ms", "1500"])
    s.read_until(lambda: s.find("Welcome"))
    s.mouse_click(*BACKGROUND)
    s.holds_for(lambda: True, 0.7)     # longer than the default 350 ms, within 1500 ms
    s.mouse_click(*BACKGROUND)
    s.read_until(lambda: s.find("Velkommen"), timeout=5, what="a slow double click to count")


def test_fps_option_limits_frames(spawn):
    s = spawn(["--fps", "10", "--no-hint"])
    start = grab_point(s)
    s.mouse_press(*start)
    s.settle(0.2)
    s.drag_path(start, (10, 4))
    s.read_until(lambda: is_under(s, "Welcome", 10, 4))
    s.settle(0.2)
    frames = s.frames
    t0 = time.monotonic()
    s.mouse_release(10, 4)
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6, what="home at 10 fps")
    s.settle(0.3)
    elapsed = time.monotonic() - t0
    drawn = s.frames - frames
    assert drawn <= 10 * elapsed + 5, f"{drawn} frames in {elapsed:.1f}s at --fps 10"
    assert drawn >= 5, f"only {drawn} frames for the bounce"


MALFORMED = [
    b"\x1b[<0;99999999999999999999;5M",          # a column past any integer
    b"\x1b[<0;5;99999999999999999999m",
    b"\x1b[<99999999999999999999;5;5M",
    b"\x1b[<0;0;0M\x1b[<0;0;0m",                  # 0 is not a valid 1-based position
    b"\x1b[<-1;-5;-5M",
    b"\x1b[<0;;M",
    b"\x1b[<;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;M",
    b"\x1b[<0;5;5",                               # cut short, then a key
    b"\x1b[M",                                     # X10 header with nothing after
    b"\x1b[M\xff\xff\xff",
    b"\x1b[M   ",
    b"\x1b[32;0;0M",                               # urxvt with zeros
    b"\x1b[" + b"9" * 5000 + b"A",                 # a huge parameter
    b"\x1b]" + b"x" * 1000 + b"\x07",              # an OSC (as a terminal's reply)
    b"\x1bP" + b"y" * 1000 + b"\x1b\\",            # a DCS ended by ST
    b"\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80",  # invalid UTF-8
    b"\x1b[<0;10;5m",                              # a release with no press
    b"\x1b[<32;10;5M",                             # a drag with no press
]


def test_malformed_input_is_harmless(spawn):
    s = spawn(["--no-hint"], cols=80, rows=24)
    s.read_until(lambda: is_home(s, "Welcome"))
    for sequence in MALFORMED:
        s.send(sequence)
        s.pump(0.02)
        assert s.alive(), f"died after {sequence[:60]!r}\n" + s.dump()
    s.settle(0.3)
    assert s.alive()
    # still taking input, and still at home
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6)
    s.key("n")
    s.read_until(lambda: s.find("Velkommen"), what="n still works after the garbage")


@pytest.mark.parametrize("string", [
    b"\x1b]" + b"x" * 5000 + b"q\x07",          # OSC whose body has a q past 4096 bytes
    b"\x1bP" + b"y" * 5000 + b"\x1b\\",        # DCS ended by ST (ESC \\)
    b"\x1b_" + b"z" * 5000 + b"n\x1b\\",       # APC with an n in it
], ids=["OSC-q", "DCS-ST", "APC-n"])
def test_overlong_control_string_is_ignored(spawn, string):
    """A control string is data, however long: its body and its terminator must never turn
    into key presses (a q quits, an n changes the greeting, ESC \\ is not the Escape key)."""
    s = spawn(["--no-hint"])
    s.read_until(lambda: is_home(s, "Welcome"))
    s.send(string)
    s.settle(0.3)
    assert s.alive(), (f"the program ended (status {s.status}) after a {len(string)}-byte "
                       f"control string: its tail was taken as keys")
    assert s.find("Welcome") and not s.find("Velkommen"), "the string's body acted as keys"


def test_random_bytes_are_harmless(spawn):
    """Seeded random bytes, without those the tty itself acts on (^C ^Z ^\\ ^S ^Q) and those
    that quit (q, lone Esc)."""
    rng = random.Random(1234)
    banned = {0x03, 0x1a, 0x1c, 0x13, 0x11, ord("q"), 0x1b, 0x0f, 0x16, 0x12, 0x17, 0x15, 0x04}
    s = spawn(["--no-hint"])
    s.read_until(lambda: s.find("Welcome"))
    for _ in range(200):
        chunk = bytes(b for b in (rng.randrange(256) for _ in range(rng.randint(1, 40)))
                      if b not in banned)
        # mixed with pieces of real sequences
        chunk += rng.choice([b"\x1b[<0;", b"\x1b[", b"\x1b[<32;3;", b"\x1bO", b"\x1b[M ", b""])
        s.send(chunk)
        s.pump()
    s.pump(0.1)
    assert s.alive(), s.dump()
    s.send(b"\x1b\\")   # finish any open string
    s.settle(0.3)
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()


def test_terminal_gone_exits(spawn):
    """The terminal emulator closes (master side closed): SIGHUP, then the program must end
    promptly instead of spinning on a dead descriptor."""
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    os.close(s.master)
    s.master = os.open(os.devnull, os.O_RDONLY)   # keep the harness's fd valid
    deadline = time.monotonic() + harness.TIMEOUT
    while s.alive() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not s.alive(), "still running 10s after the terminal went away"
    assert s.exit_code == 128 + signal.SIGHUP or s.exit_signal == signal.SIGHUP, s.status


def test_sigstop_sigcont_redraws(spawn):
    """Stopped by someone else (SIGSTOP) and continued: the screen may have been scribbled on
    meanwhile; the program redraws it all and its modes are on again."""
    s = spawn(job_control=True)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.kill(signal.SIGSTOP)
    s.wait_stopped()
    # someone writes over the screen meanwhile (as a shell or `wall` would)
    s.stream.feed(b"\x1b[H\x1b[2Jscribble\x1b[?1002l\x1b[?1006l")
    s.modes[1002] = s.modes[1006] = False
    s.kill(signal.SIGCONT)
    s.read_until(lambda: is_home(s, "Welcome") and "scribble" not in s.text(),
                 what="the screen redrawn after SIGCONT")
    s.read_until(lambda: s.modes.get(1002) and s.modes.get(1006), what="mouse modes sent again")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
