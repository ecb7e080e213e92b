"""Emoji clusters (ZWJ sequences, flags, skin tones, VS16, keycaps) in a greetings file: the
program and the terminal must agree on every cell, or a cell is left unpainted inside the
placard and stays there after the next greeting. Checked on the pty (xterm-256color) and
through a real tmux, whose own width rules decide what its client shows."""

import pytest

import harness

GREETINGS = [
    "👨‍👩‍👧 family",         # ZWJ sequence
    "👍🏽 thumbs",               # skin tone
    "🇫🇷 flag",                  # regional indicators
    "❤️ heart",                  # VS16 on a narrow base
    "1️⃣ keycap",                 # keycap sequence
    "🏳️‍🌈 rainbow",              # VS16 and ZWJ
    "क्‍ष letters",               # ZWJ between letters (Devanagari): the letters stay
    "Plain",
]

# What each cluster is drawn as: a form every terminal measures alike.
SHOWN = ["👨 family", "👍 thumbs", "FR flag", "❤ heart", "1 keycap", "🏳 rainbow", "क्ष letters", "Plain"]


def unpainted(s) -> list[tuple[int, int]]:
    """Cells still in the terminal's default colours: the program paints every cell, so each
    one is a hole."""
    return [(col, row) for row in range(s.rows) for col, char in enumerate(s.row_cells(row))
            if char.bg == "default"]


def joining(char: str) -> bool:
    """A code point that makes a cluster terminals measure differently: ZWJ, a variation
    selector, a skin tone, a regional indicator, a tag or the keycap mark."""
    code = ord(char)
    return (code == 0x200D or 0xFE00 <= code <= 0xFE0F or 0x1F3FB <= code <= 0x1F3FF
            or 0x1F1E6 <= code <= 0x1F1FF or 0xE0000 <= code <= 0xE007F or code == 0x20E3)


def stray(s) -> list[tuple[int, int, str]]:
    """Cells holding any of those: the terminal was sent a cluster it may measure its own way
    (an old build left a ZWJ on the cell after the greeting, inside tmux)."""
    return [(col, row, char.data) for row in range(s.rows)
            for col, char in enumerate(s.row_cells(row)) if any(map(joining, char.data))]


def walk_the_greetings(s) -> None:
    for index, shown in enumerate(SHOWN):
        s.read_until(lambda: harness.is_home(s, shown), timeout=5, what=f"{shown!r} at home")
        s.settle(0.15)
        holes = unpainted(s)
        assert not holes, f"unpainted cells {holes[:8]} with {GREETINGS[index]!r}\n{s.dump()}"
        assert not stray(s), f"joining characters sent: {stray(s)[:8]}\n{s.dump()}"
        s.key("n")
    # Round again to the first: nothing of the last one is left behind.
    s.read_until(lambda: harness.is_home(s, SHOWN[0]), timeout=5, what="the first greeting again")


@pytest.fixture
def greetings(tmp_path):
    path = tmp_path / "emoji.txt"
    path.write_text("\n".join(GREETINGS) + "\n", encoding="utf-8")
    return str(path)


def test_emoji_clusters_leave_no_hole(spawn, greetings):
    s = spawn(["--no-hint", "--greetings", greetings], cols=60, rows=15, term="xterm-256color")
    walk_the_greetings(s)


@pytest.mark.skipif(not harness.tmux_available(), reason="tmux is not installed")
def test_emoji_clusters_leave_no_hole_in_tmux(greetings):
    s = harness.start_in_tmux(["--no-hint", "--greetings", greetings], cols=60, rows=15)
    try:
        walk_the_greetings(s)
    finally:
        s.close()
