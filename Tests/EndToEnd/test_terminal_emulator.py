"""The emulator every other test (and the benchmark's replay) trusts: pyte as completed in
Tests/PseudoTerminal/pseudo_terminal.py shows what xterm shows for what ncurses sends. No program runs here."""

import pytest

from harness import Terminal

GREY, OLIVE = "585858", "878700"      # 256-colour indices 240 and 100, as pyte names them


def shown(data: bytes, cols: int = 6, rows: int = 3) -> list[list[tuple[str, str]]]:
    terminal = Terminal(cols, rows)
    terminal.receive(data)
    return [[(cell[0], cell[2]) for cell in row] for row in terminal.snapshot()]


def backgrounds(rows: list[list[tuple[str, str]]]) -> list[str]:
    return ["".join("g" if bg == GREY else "o" if bg == OLIVE else "." for _, bg in row)
            for row in rows]


GREY_SCREEN = b"\x1b[48;5;240m\x1b[2J"


def test_erase_in_display_fills_cells_never_written():
    assert backgrounds(shown(GREY_SCREEN)) == ["gggggg"] * 3


@pytest.mark.parametrize("sequence, row0", [
    (b"\x1b[1;3H\x1b[48;5;100m\x1b[2P", "ggggoo"),     # DCH: the vacated cells at the right
    (b"\x1b[1;3H\x1b[48;5;100m\x1b[2@", "ggoogg"),     # ICH: the inserted blanks
    (b"\x1b[1;3H\x1b[48;5;100m\x1b[2X", "ggoogg"),     # ECH
    (b"\x1b[1;3H\x1b[48;5;100m\x1b[K", "ggoooo"),      # EL
], ids=["DCH", "ICH", "ECH", "EL"])
def test_characters_opened_up_take_the_current_background(sequence, row0):
    assert backgrounds(shown(GREY_SCREEN + sequence))[0] == row0


@pytest.mark.parametrize("sequence, rows", [
    (b"\x1b[48;5;100m\x1b[1S", ["gggggg", "gggggg", "oooooo"]),     # SU
    (b"\x1b[48;5;100m\x1b[1T", ["oooooo", "gggggg", "gggggg"]),     # SD
    (b"\x1b[2;1H\x1b[48;5;100m\x1b[1L", ["gggggg", "oooooo", "gggggg"]),    # IL
    (b"\x1b[2;1H\x1b[48;5;100m\x1b[1M", ["gggggg", "gggggg", "oooooo"]),    # DL
    (b"\x1b[3;1H\x1b[48;5;100m\n", ["gggggg", "gggggg", "oooooo"]),         # LF at the bottom
], ids=["SU", "SD", "IL", "DL", "LF"])
def test_lines_opened_up_take_the_current_background(sequence, rows):
    assert backgrounds(shown(GREY_SCREEN + sequence)) == rows


def test_repeat_draws_the_last_character_again():
    assert "".join(text for text, _ in shown(b"ab\x1b[3b")[0]) == "abbbb "


def test_colon_sgr_sets_the_colour():
    assert shown(b"\x1b[48:2::1:2:3mx")[0][0] == ("x", "010203")


def test_an_escape_cut_between_two_reads_is_kept_for_the_next():
    terminal = Terminal(6, 1)
    terminal.receive(b"\x1b[48:2")
    terminal.receive(b"::1:2:3mx")
    assert (terminal.snapshot()[0][0][0], terminal.snapshot()[0][0][2]) == ("x", "010203")


def test_frames_and_modes_are_tracked_without_the_picture():
    terminal = Terminal(6, 1, emulate=False)
    seen = []
    terminal.on_frame(lambda: seen.append(terminal.in_frame))
    terminal.receive(b"\x1b[?1002h\x1b[?1006h\x1b[?2026hab\x1b[?2026lcd")
    assert terminal.screen is None
    assert terminal.tracking == 1002
    assert terminal.encode_mouse("drag", 0, 0) == b"\x1b[<32;1;1M"
    assert seen == [False, False]      # after the frame, and after the output that followed
