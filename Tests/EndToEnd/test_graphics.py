"""Images only where the terminal says it draws them: the graphics questions asked at the start
on a pty that knows its cells' size in pixels, the answers of kitty, of a sixel terminal and of
none, keys typed meanwhile kept, and kitty's images removed on every way out."""

import os
import re
import signal
import time

import pytest
from test_restore import assert_restored

#: Each cell 10 pixels across and 20 down.
CELLS = (10, 20)
QUERY = b"\x1b_Gi=1296912673,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
DA1 = b"\x1b[c"
KITTY_OK = b"\x1b_Gi=1296912673;OK\x1b\\"
VT220 = b"\x1b[?62;22c"
VT340 = b"\x1b[?63;1;2;4;6;9;15;22c"
TRANSMIT, PLACE = b"\x1b_Ga=t,f=32,", b"\x1b_Ga=p,"
SIXEL = b"\x1bP0;1;0q"
#: The program's own image ids, and every one of them deleted: its start, and a crash's way out.
IDS = range(0x4D4D0001, 0x4D4D0101)
REMOVAL = b"".join(b"\x1b_Ga=d,d=I,i=%d,q=2\x1b\\" % i for i in IDS)
LEAVE = b"\x1b[?1049l"


def started(spawn, answer, args=(), env=None):
    """The program on a pty of 10 × 20-pixel cells, its questions answered with `answer` (None:
    not at all), up to its first frame."""
    s = spawn(list(args), cell_pixels=CELLS, env=env, ready=False)
    s.read_until(lambda: DA1 in s.raw, what="the graphics questions")
    assert s.raw.index(QUERY) < s.raw.index(DA1), "kitty's query before device attributes"
    if answer is not None:
        s.send(answer)
    s.read_until(lambda: s.modes.get(1049) is True and s.text().strip(), what="the first frame")
    s.settle(0.3)
    return s


def test_answered_as_kitty_the_placard_is_an_image_moved_by_placements(spawn):
    s = started(spawn, KITTY_OK + VT220)
    assert s.raw.count(TRANSMIT) == 1 and PLACE in s.raw and SIXEL not in s.raw
    sent = len(s.raw)
    s.mouse_press(40, 12)
    s.settle(0.8)   # the pulse: an image a scale
    s.mouse_drag(45, 14)
    moved = len(s.raw)
    s.mouse_drag(46, 14)
    s.settle(0.2)
    step = s.raw[moved:]
    assert PLACE in step and TRANSMIT not in step, "a move is a placement, not an image"
    assert s.raw.count(TRANSMIT) > 1 and len(s.raw) > sent
    s.mouse_release(46, 14)
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0
    # Its own images only: an earlier run's removed before the first is sent, every id of its
    # range, never every image on the screen.
    assert s.raw.index(REMOVAL) < s.raw.index(TRANSMIT)
    assert b"d=A" not in s.raw
    sent_ids = {int(i) for i in re.findall(rb"\x1b_Ga=t,f=32,s=\d+,v=\d+,i=(\d+),", s.raw)}
    assert sent_ids and sent_ids <= set(IDS), sent_ids
    assert b",o=z," in s.raw, "deflated"


def test_answered_as_a_sixel_terminal_the_placard_is_sixel(spawn):
    s = started(spawn, b"\x1b[?1;0;256S" + VT340)
    assert SIXEL in s.raw and TRANSMIT not in s.raw and PLACE not in s.raw
    s.mouse_press(40, 12)
    s.settle(0.8)   # the pulse
    for column in range(41, 46):
        s.mouse_drag(column, 12)
        s.settle(0.1)
    raw = bytes(s.raw)
    starts = [i for i in range(len(raw)) if raw.startswith(SIXEL, i)]
    assert len(starts) > 3, "a sixel a move"
    for start in starts:
        # Each inside a synchronized frame, however short: a terminal that has them shows it whole.
        assert raw.rfind(b"\x1b[?2026h", 0, start) > raw.rfind(b"\x1b[?2026l", 0, start), "a sixel outside a frame"
    s.mouse_release(45, 12)
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0


@pytest.mark.parametrize("answer", [VT220, None], ids=["device attributes only", "no answer"])
def test_otherwise_half_blocks(spawn, answer):
    begun = time.monotonic()
    s = started(spawn, answer)
    assert time.monotonic() - begun < 3
    assert b"\x1b_Ga=" not in s.raw and SIXEL not in s.raw
    assert s.placard_box() is not None, "the placard in cells"
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0


def assert_cells_and_told(s, why):
    """No image command written, the placard in cells, and the bottom row saying why."""
    assert b"\x1b_Ga=" not in s.raw and SIXEL not in s.raw
    assert s.placard_box() is not None, "the placard in cells"
    s.read_until(lambda: s.find(why), what=f"the bottom row saying {why!r}")
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_fontconfigs_answers_are_kept_and_one_that_is_no_font_asked_again(spawn, tmp_path):
    """Issue 48: the font fontconfig chose is kept in the cache folder for the next start; a
    kept file that no longer opens as a font is asked again, and the placard is an image still."""
    env = {"XDG_CACHE_HOME": str(tmp_path)}
    kept = tmp_path / "moveme" / "fonts"
    for _ in range(2):
        s = started(spawn, KITTY_OK + VT220, env=env)
        assert s.raw.count(TRANSMIT) == 1, "the placard an image"
        s.send("q")
        s.wait_exit()
        assert s.exit_code == 0
        text = kept.read_text()
        not_a_font = tmp_path / "not-a-font.ttf"
        assert re.search(r"^font \d+ [01] /.+\.(ttf|otf|ttc)$", text, re.M) and str(not_a_font) not in text, text
        not_a_font.write_text("hello\n")
        kept.write_text(re.sub(r"^font (\d+) ([01]) .*$", rf"font \1 \2 {not_a_font}", text, flags=re.M))


@pytest.mark.parametrize("mode", ["kitty", "sixel"])
def test_a_mode_forced_where_the_terminal_does_not_answer_for_it_is_cells_and_says_why(spawn, mode):
    # A plain xterm: device attributes without sixel, no kitty OK.
    s = started(spawn, VT220, args=["--graphics", mode])
    assert_cells_and_told(s, f"No {mode} images: this terminal did not say it draws them")


@pytest.mark.parametrize("mode, answer, drawn", [("kitty", KITTY_OK + VT220, TRANSMIT), ("sixel", VT340, SIXEL)])
def test_a_mode_forced_where_the_terminal_answers_for_it_is_drawn(spawn, mode, answer, drawn):
    s = started(spawn, answer, args=["--graphics", mode])
    s.read_until(lambda: drawn in s.raw, what=f"{mode}'s image")
    assert s.find("No ") is None, "no notice"
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_a_mode_forced_by_the_preference_falls_back_alike(spawn, tmp_path):
    env = {"XDG_CONFIG_HOME": str(tmp_path), "MOVEME_NO_PREFERENCES": None}
    (tmp_path / "moveme").mkdir()
    (tmp_path / "moveme" / "preferences").write_text("graphics = kitty\n")
    s = started(spawn, VT220, env=env)
    assert_cells_and_told(s, "No kitty images: this terminal did not say it draws them")


@pytest.mark.parametrize("where, why", [("tmux", "tmux and screen do not pass them through"),
                                        ("no pixels", "this terminal gives no size in pixels")])
def test_a_mode_forced_where_asking_cannot_help_is_not_asked_and_says_why(spawn, where, why):
    env = {"TMUX": "/tmp/tmux-0/default,1,0"} if where == "tmux" else None
    s = spawn(["--graphics", "sixel"], env=env, cell_pixels=None if where == "no pixels" else CELLS)
    s.settle(0.3)
    assert DA1 not in s.raw and QUERY not in s.raw
    assert_cells_and_told(s, f"No sixel images: {why}")


@pytest.mark.parametrize("how", ["no pixels", "tmux", "--graphics cells"])
def test_not_asked_where_the_answer_cannot_matter(spawn, how):
    args = ["--graphics", "cells"] if how == "--graphics cells" else []
    env = {"TMUX": "/tmp/tmux-0/default,1,0"} if how == "tmux" else None
    s = spawn(args, env=env, cell_pixels=None if how == "no pixels" else CELLS)
    s.settle(0.3)
    assert DA1 not in s.raw and QUERY not in s.raw
    s.send("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_a_key_typed_while_it_waits_for_the_answers_is_kept(spawn):
    s = spawn([], cell_pixels=CELLS, ready=False)
    s.read_until(lambda: DA1 in s.raw, what="the graphics questions")
    s.send(VT220 + b"q")
    s.wait_exit()
    assert s.exit_code == 0


def kitty_reads(medium):
    """kitty's OK to its query, then to the query of a medium ('s' shared memory, 't' a
    temporary file), then device attributes."""
    query_id = 0x4D4D5121 + {"s": 1, "t": 2}[medium]
    return KITTY_OK + b"\x1b_Gi=%d;OK\x1b\\" % query_id + VT220


def leftovers(pid):
    """The program's files of images' data still there."""
    shm = [f for f in os.listdir("/dev/shm") if f.startswith(f"moveme-{pid}-")] if os.path.isdir("/dev/shm") else []
    tmp = [f for f in os.listdir("/tmp") if f.startswith(f"tty-graphics-protocol-moveme-{pid}-")]
    return shm + tmp


@pytest.mark.parametrize("medium", ["s", "t"])
@pytest.mark.parametrize("way", ["q", "SIGTERM", "SIGSEGV"])
def test_a_terminal_that_reads_files_gets_images_by_name_and_none_is_left(spawn, medium, way):
    if medium == "s" and not os.path.isdir("/dev/shm"):
        pytest.skip("no /dev/shm")
    s = spawn([], cell_pixels=CELLS, env={"SWIFT_BACKTRACE": "interactive=no", "TMPDIR": "/tmp"}, ready=False)
    s.read_until(lambda: DA1 in s.raw, what="the graphics questions")
    assert b",a=q,t=s,f=24;" in s.raw and b",a=q,t=t,f=24;" in s.raw, "each medium asked about"
    s.send(kitty_reads(medium))
    named = b"\x1b_Ga=t,f=32,s="
    s.read_until(lambda: re.search(rb"\x1b_Ga=t,f=32,s=\d+,v=\d+,i=\d+,t=%s,S=\d+,q=2;" % medium.encode(), s.raw),
                 what="an image sent by name")
    assert len(leftovers(s.pid)) == 1, "the probe's files removed once answered; the placard's waits"
    # Nothing reads them here (kitty would, and remove them): they wait, at most the ring's eight.
    # The pulse and the bounce, and six greetings (a double click each): an image for each.
    s.mouse_press(40, 12)
    s.settle(0.8)
    s.mouse_release(40, 12)
    s.settle(1.0)
    for _ in range(6):
        s.mouse_click(5, 3)
        s.mouse_click(5, 3)
        s.settle(0.6)  # past a double click's interval: the next pair is a double click of its own
    assert 1 <= len(leftovers(s.pid)) <= 8
    assert s.raw.count(named) > 8, "the ring full, the others as base64"
    assert b",o=z," in s.raw
    pid = s.pid
    if way == "q":
        s.send("q")
        s.wait_exit()
    elif way == "SIGTERM":
        s.kill(signal.SIGTERM)
        s.wait_exit()
    else:
        s.kill(signal.SIGSEGV)
        s.wait_exit(timeout=30)
    assert leftovers(pid) == [], f"left behind after {way}"
    assert_restored(s)


@pytest.mark.parametrize("way", ["q", "SIGTERM", "SIGSEGV", "crash"])
def test_kitty_images_removed_on_every_way_out(spawn, way):
    env = {"MOVEME_TEST_CRASH": "1"} if way == "crash" else {}
    env["SWIFT_BACKTRACE"] = "interactive=no"
    s = spawn([], cell_pixels=CELLS, env=env, ready=False)
    s.read_until(lambda: DA1 in s.raw, what="the graphics questions")
    s.send(KITTY_OK + VT220)
    if way == "crash":
        s.wait_exit(timeout=30)
        assert s.exit_signal in (signal.SIGILL, signal.SIGTRAP), s.dump()
    else:
        s.read_until(lambda: TRANSMIT in s.raw, what="the placard's image")
        s.settle(0.2)
        if way == "q":
            s.send("q")
            s.wait_exit()
            assert s.exit_code == 0
        elif way == "SIGTERM":
            s.kill(signal.SIGTERM)
            s.wait_exit()
            assert s.exit_code == 128 + signal.SIGTERM
        else:
            s.kill(signal.SIGSEGV)
            s.wait_exit(timeout=30)
            assert s.exit_signal == signal.SIGSEGV, s.dump()
    assert TRANSMIT in s.raw
    last_image, leave = s.raw.rfind(TRANSMIT), s.raw.rfind(LEAVE)
    if way in ("q", "SIGTERM"):
        # The way out deletes every id this run sent an image with, after the last was sent
        # and before the screen is given back, and none but the program's own.
        sent_ids = {int(i) for i in re.findall(rb"\x1b_Ga=t,f=32,s=\d+,v=\d+,i=(\d+),", s.raw)}
        deleted = {int(i) for i in re.findall(rb"\x1b_Ga=d,d=I,i=(\d+),q=2", s.raw[last_image:leave])}
        assert sent_ids and sent_ids <= deleted <= set(IDS), "the images removed after the last was sent"
    else:
        # A crash: the guard, which cannot ask what was sent, deletes every id of the range.
        removed = s.raw.rfind(REMOVAL)
        assert last_image < removed < leave, "the images removed after the last was sent, before the screen is given back"
    assert_restored(s)
