"""What the placard looks like where terminals differ: 256 colours, and fonts whose `▀` stops
short of the top of the cell."""

from harness import is_home


def rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i:i + 2], 16) for i in (0, 2, 4))


def test_the_placard_stays_blue_in_256_colours(spawn):
    """The nearest palette colours to the grey-blue gradient are greys; the placard must keep
    its blue on the grey background."""
    s = spawn(["--no-hint"], term="xterm-256color")
    found = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    s.settle(0.2)
    background = s.background()[1]
    inside = s.row_cells(found.row)[found.start - 2].bg
    red, green, blue = rgb(inside)
    assert blue - red >= 40, f"placard {inside} is not blue on {background}"
    assert inside != background


def test_no_upper_half_block_whose_gap_shows_a_line_above_the_placard(spawn):
    """xterm with a TrueType font leaves the top pixel row of a `▀` cell in its background:
    on the row above the placard that drew a line of the border colour on the grey."""
    s = spawn(["--no-hint"], cols=60, rows=15)
    s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred")
    s.settle(0.2)
    box = s.placard_box()
    for row in (box[1], box[3]):
        for col in range(box[0], box[2] + 1):
            char = s.row_cells(row)[col]
            if char.data == "▀":
                above = s.row_cells(row - 1)[col]
                assert char.bg == above.bg, \
                    f"▀ at ({col}, {row}) would show {char.bg} above the placard\n{s.dump()}"
    top_row = [s.row_cells(box[1])[col] for col in range(box[0], box[2] + 1)]
    assert any(char.data == "▄" for char in top_row), s.dump()
