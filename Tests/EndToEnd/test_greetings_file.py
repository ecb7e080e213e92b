"""12. --greetings FILE: hostile content is shown safely; unusable files stop the start."""

import os

import pytest

import harness
from harness import is_home

PAYLOADS = {
    "clear": "\x1b[2J",
    "title": "\x1b]0;pwned\x07",
    "clipboard": "\x1b]52;c;cHduZWQ=\x07",
    "csi8": "\u009b31m",
    "bidi": "\u202e",
}

HOSTILE_LINES = [
    "Evil\x1b[2Jclear",
    "Ti\x1b]0;pwned\x07tle",
    "Clip\x1b]52;c;cHduZWQ=\x07board",
    "C0\x01\x07\x08\x0b\x0c\x0e\x7fand C1\u0085\u009b31mred",
    "\u202eesrever\u202c bidi",
    "👩\u200d💻 zwj a\u200db",
    "e\u0301\u0301\u0301 combining \u0336x\u20dd",
    "\u0301leading mark",
    "W" * 10_000,
    "Hello",
]


@pytest.fixture
def hostile_file(tmp_path):
    path = tmp_path / "hostile.txt"
    path.write_text("\n".join(HOSTILE_LINES) + "\n", encoding="utf-8")
    return str(path)


def test_hostile_greetings_are_harmless(spawn, hostile_file):
    s = spawn(["--greetings", hostile_file, "--no-hint"], cols=80, rows=24)
    s.read_until(lambda: s.find("Evil"), what="the first greeting, sanitized")
    shown = []
    for index in range(len(HOSTILE_LINES)):
        s.settle(0.1)
        assert s.alive(), s.dump()
        box = s.placard_box()
        assert box is not None, s.dump()
        left, top, right, bottom = box
        # the placard lies within the screen and around its middle
        assert 0 <= left <= right < s.cols and 0 <= top <= bottom < s.rows, s.dump()
        assert top <= s.rows // 2 <= bottom, f"placard rows {top}..{bottom}\n" + s.dump()
        shown.append(s.lines()[s.rows // 2])
        before = s.frames
        s.key("n")
        s.read_until(lambda: s.frames > before, what="a frame after n")
    s.settle(0.2)
    # after all of them, the first again
    s.read_until(lambda: s.find("Evil"), what="back at the first greeting")
    assert any("Hello" in line for line in shown), shown
    # Escape sequences go whole: no printable tail of one is shown.
    for tail in ("[2J", "31m", "0;pwned", "52;c", "cHduZWQ"):
        assert not any(tail in line for line in shown), f"{tail!r} shown: {shown}"
    assert any("Evilclear" in line for line in shown) and any("Clipboard" in line for line in shown), shown
    raw = bytes(s.raw)
    assert b"\x1b]" not in raw, "an OSC sequence reached the terminal"
    assert b"pwned" not in raw or b"\x1b]0;pwned" not in raw
    assert b"\x1b]52;" not in raw
    # every ESC[2J must be ncurses' own clear (ESC[H ESC[2J), never the file's
    assert raw.count(b"\x1b[2J") == raw.count(b"\x1b[H\x1b[2J"), "the file's ESC[2J got through"
    assert b"\xc2\x9b" not in raw and b"\xc2\x85" not in raw, "a C1 control got through"
    for byte in (b"\x01", b"\x0b", b"\x0c", b"\x0e", b"\x7f"):
        assert byte not in raw, f"C0 control {byte!r} got through"
    assert "\u202e".encode() not in raw, "a bidi override got through"
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_long_line_is_truncated_to_fit(spawn, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("W" * 10_000 + "\n", encoding="utf-8")
    s = spawn(["--greetings", str(path), "--no-hint"], cols=80, rows=24)
    s.read_until(lambda: s.find("WWWW"), what="the long greeting")
    s.settle(0.1)
    row = s.find("WWWW").row
    assert "…" in s.lines()[row], "a greeting too wide is shortened in the middle with …"
    box = s.placard_box()
    # At most two thirds of the width (53 cells of 80), in the middle, with its side borders.
    assert box and box[2] - box[0] + 1 <= 54 and box[0] >= 13 and box[2] <= 67, f"{box}\n" + s.dump()


BAD_FILES = {
    "missing": None,
    "directory": "DIR",
    "invalid-utf8": b"Hello\n\xff\xfe bad\n",
    "empty": b"",
    "blank-lines": b"\n  \n\t\n\n",
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_unusable_greetings_file(tmp_path, kind):
    content = BAD_FILES[kind]
    path = tmp_path / "greetings.txt"
    if content == "DIR":
        path.mkdir()
    elif content is not None:
        path.write_bytes(content)
    run = harness.run_once(["--greetings", str(path)])
    assert run.code == 2, f"exit {run.code} signal {run.signal}; stderr {run.stderr!r}"
    lines = run.stderr.decode(errors="replace").splitlines()
    assert len(lines) == 1 and lines[0].startswith("moveme: "), run.stderr
    assert "greeting" in lines[0], lines[0]
    assert run.tty == b"", f"wrote to the terminal: {run.tty[:200]!r}"
