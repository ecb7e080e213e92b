"""The dynamics scenes (issue 8) on a real terminal: each starts with --scene and quits leaving the
terminal as found. What they show and do (keys 1 to 6, r, m, the caption, dragging, throwing,
resizing, resting) is checked under a manual clock in Tests/MoveMeTUITests/Session."""

import pytest

from test_restore import assert_restored

COLS, ROWS = 120, 40
RED, GREEN = "ff0000", "00ff00"     # the recipes' squares, as xterm-256color shows them (196, 46)


def pixels(s, colour, rows=None):
    """The cells of the first `rows` rows (the scene's, above the caption) that show `colour`
    in either half."""
    found = []
    for row in range(s.rows - 1 if rows is None else rows):
        for col, char in enumerate(s.row_cells(row)):
            if char.bg == colour or (char.data in "▀▄" and char.fg == colour):
                found.append((col, row))
    return found


def box(s, colour):
    """(left, top, right, bottom) of the cells showing `colour`, or None."""
    cells = pixels(s, colour)
    if not cells:
        return None
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    return min(cols), min(rows), max(cols), max(rows)


def middle(b):
    return (b[0] + b[2] + 1) / 2


def caption(s):
    return s.lines()[-1]


def stacked(s):
    """Green on the bottom edge (the row above the caption), red on it, one over the other."""
    red, green = box(s, RED), box(s, GREEN)
    return (red and green and green[3] == s.rows - 2 and green[1] - 1 <= red[3] <= green[1]
            and abs(middle(red) - middle(green)) <= 1)


def landed(s):
    """Both squares on the bottom edge (the row above the caption): with boundaries only they
    fall into each other, and the green one, drawn last, hides the red."""
    red, green = box(s, RED), box(s, GREEN)
    return green and green[3] == s.rows - 2 and (red is None or red[1] >= green[1])


def test_the_inspector_a_resize_and_r_keep_the_collision_mode(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="the stack")
    s.key("m")
    s.read_until(lambda: "boundaries" in caption(s), what="boundaries only")
    s.read_until(lambda: landed(s), what="the squares side by side on the bottom")
    # Opening the inspector narrows the scene: laid out again, never started again.
    s.key("i")
    s.read_until(lambda: s.find("Dynamics"), what="the inspector")
    assert "boundaries" in caption(s), s.dump()
    assert s.holds_for(lambda: landed(s), 0.5), "the squares started again:\n" + s.dump()
    s.key("i")
    s.read_until(lambda: not s.find("Dynamics"), what="the inspector closed")
    s.resize(100, 30)
    s.read_until(lambda: landed(s) and "boundaries" in caption(s), what="still landed at 100×30")
    assert s.holds_for(lambda: landed(s), 0.5), "the squares started again:\n" + s.dump()
    s.key("r")
    s.read_until(lambda: (b := box(s, RED)) and b[3] < s.rows // 2 + 2, what="the squares high again after r")
    assert "boundaries" in caption(s), "r keeps the mode chosen:\n" + s.dump()
    s.read_until(lambda: landed(s), what="side by side again")


def test_without_colour_the_squares_show_with_their_own_glyphs(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS, env={"NO_COLOR": "1"})
    def count(glyph):
        return sum(line.count(glyph) for line in s.lines()[:-1])
    def solid():
        return sum(1 for row in range(s.rows - 1) for ch in s.row_cells(row) if ch.reverse and ch.data == " ")
    # Squares of 8 cells by 4 here: the red one solid (reverse video), the green one shaded.
    s.read_until(lambda: solid() >= 24 and count("▒") >= 24, what="both squares without colour")



@pytest.mark.parametrize("scene", ["moveme", "gravity", "collision", "boundary", "throw", "touches"])
def test_q_restores_the_terminal_in_every_scene(spawn, scene):
    s = spawn(["--scene", scene], cols=COLS, rows=ROWS)
    s.read_until(lambda: s.find("q quit"), what="the hint or caption")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)
