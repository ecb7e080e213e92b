"""The dynamics scenes (issue 8), as a person sees them: --scene, keys 1 to 5, r, m, the caption on
the bottom row, dragging and throwing, resizing, quitting, and a resting scene that costs nothing."""

import pytest

import harness
from harness import grab_point, is_home
from terminal import context_switches
from test_restore import assert_restored

RED, GREEN = "ff0000", "00ff00"     # the recipes' squares, as xterm-256color shows them (196, 46)
COLS, ROWS = 120, 40                # squares of 8×4 cells (the phone scaled by 0.1625)


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


def rests_in_silence(s, seconds=1.5):
    """Nothing written, (almost) no CPU and no wake-ups while the scene rests."""
    s.settle(0.3)
    written = len(s.raw)
    cpu, switches = harness.cpu_seconds(s.pid), context_switches(s.pid)
    assert s.holds_for(lambda: len(s.raw) == written, seconds), (
        f"wrote {len(s.raw) - written} bytes at rest: {bytes(s.raw[written:written + 200])!r}")
    used, woke = harness.cpu_seconds(s.pid) - cpu, context_switches(s.pid) - switches
    assert used < 0.1, f"used {used:.2f}s of CPU in {seconds}s at rest"
    assert woke <= 2, f"woke {woke} times in {seconds}s at rest"


# ---- gravity


def test_gravity_the_green_square_falls_and_leaves_then_r_brings_it_back(spawn):
    s = spawn(["--scene", "gravity"], cols=COLS, rows=ROWS)
    first = s.read_until(lambda: box(s, GREEN), what="the green square")
    assert "2.1 Gravity" in caption(s), s.dump()
    assert abs(middle(first) - COLS / 2) <= 1, f"not centred: {first}\n{s.dump()}"
    assert first[2] - first[0] + 1 in (16, 17), f"100 phone points are 16 cells here: {first}"
    s.read_until(lambda: (b := box(s, GREEN)) and b[1] > first[1] + 2, what="the square falling")
    s.read_until(lambda: box(s, GREEN) is None, what="the square gone off the bottom")
    rests_in_silence(s)
    s.key("r")
    s.read_until(lambda: box(s, GREEN), what="the square back after r")


# ---- collision


def test_collision_the_squares_come_to_rest_stacked_on_the_bottom_edge_and_cost_nothing(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="red resting on green on the bottom edge")
    assert s.holds_for(lambda: stacked(s), 0.5), "still"
    assert "2.2 Collision, everything" in caption(s) and "m mode" in caption(s), caption(s)
    rests_in_silence(s)


def test_collision_m_cycles_the_mode_and_boundaries_only_lets_them_fall_into_each_other(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="the stack")
    shown = len(pixels(s, RED))
    s.key("m")
    s.read_until(lambda: "boundaries" in caption(s), what="the mode in the caption")
    # The red square falls through the green one, which is drawn over it.
    s.read_until(lambda: len(pixels(s, RED)) < shown / 4, what="red sunk into green")
    s.key("m")
    s.read_until(lambda: "2.2 Collision, items" in caption(s), what="items")
    s.key("m")
    s.read_until(lambda: "2.2 Collision, everything" in caption(s), what="everything again")


def test_collision_a_drag_moves_a_square_and_a_release_throws_it(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="the stack")
    red = box(s, RED)
    start = (int(middle(red)), (red[1] + red[3]) // 2)
    s.mouse_press(*start)
    target = (start[0] + 30, start[1] - 8)
    s.drag_path(start, target, steps=8)
    moved = s.read_until(lambda: (b := box(s, RED)) and middle(b) > start[0] + 10 and b,
                         what="the red square hanging from the pointer")
    s.mouse_release(*target)
    s.pump(0.02)
    released = middle(box(s, RED) or moved)
    s.read_until(lambda: (b := box(s, RED)) and middle(b) > released + 4,
                 what="the red square flying on after the release")
    s.read_until(lambda: (b := box(s, RED)) and b[3] == s.rows - 2 and middle(b) > start[0] + 20,
                 what="the thrown square resting on the bottom, away from the green one")


# ---- boundary


def test_boundary_the_squares_go_at_the_line_and_a_click_starts_again(spawn):
    s = spawn(["--scene", "boundary"], cols=COLS, rows=ROWS)
    s.read_until(lambda: box(s, GREEN) and box(s, RED), what="both squares")
    assert "Contact delegate" in caption(s), caption(s)
    s.read_until(lambda: box(s, GREEN) is None and box(s, RED) is None, what="both squares gone")
    assert s.holds_for(lambda: box(s, GREEN) is None and box(s, RED) is None, 0.5)
    rests_in_silence(s, 1.0)
    s.mouse_click(COLS // 2, ROWS // 2)
    s.read_until(lambda: box(s, GREEN), what="the squares back after a click")


# ---- throw


def test_throw_the_placard_flies_comes_home_and_a_double_click_still_cycles(spawn):
    s = spawn(["--scene", "throw"], cols=COLS, rows=ROWS)
    s.read_until(lambda: is_home(s, "Welcome"), what="the placard at home")
    assert "Throw" in caption(s), caption(s)
    col, row = grab_point(s)
    s.mouse_press(col, row)
    s.drag_path((col, row), (col + 24, row), steps=4)
    s.mouse_release(col + 24, row)
    s.read_until(lambda: (f := s.find("Welcome")) and f.middle >= COLS - 16,
                 what="the placard flying to the right edge")
    s.read_until(lambda: is_home(s, "Welcome"), what="the placard home again")
    # The snap's last creep moves a cell every few tenths of a second: still a while longer is
    # at rest, when the placard takes touches again.
    s.settle(1.0)
    s.mouse_click(5, 3)
    s.mouse_click(5, 3)
    s.read_until(lambda: s.find("Velkommen"), what="the next greeting after a double click")
    rests_in_silence(s, 1.0)


# ---- switching, restarting, resizing, quitting


def test_keys_one_to_five_switch_scenes(spawn):
    s = spawn(cols=COLS, rows=ROWS)
    s.read_until(lambda: is_home(s, "Welcome"))
    for key, shown in [("2", "2.1 Gravity"), ("3", "2.2 Collision"), ("4", "Contact delegate"),
                       ("5", "Throw")]:
        s.key(key)
        s.read_until(lambda: shown in caption(s), what=f"{shown!r} after {key}")
    s.read_until(lambda: is_home(s, "Welcome"), what="the placard in the throw scene")
    s.key("1")
    s.read_until(lambda: "Throw" not in caption(s) and is_home(s, "Welcome"), what="MoveMe again")
    s.key("?")
    s.read_until(lambda: s.find("restart the scene"), what="the help listing the scene keys")


def test_the_help_says_what_the_scene_does(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: "2.2 Collision" in caption(s))
    s.key("?")
    s.read_until(lambda: s.find("drag a square") and s.find("collision mode") and s.find("slow animations"),
                 what="the collision scene's help")
    assert not s.find("move the placard") and not s.find("next greeting"), s.dump()
    s.key("?")
    s.read_until(lambda: not s.find("collision mode"), what="the help to close")
    s.key("4")
    s.read_until(lambda: "Contact delegate" in caption(s), what="the boundary scene")
    s.key("?")
    s.read_until(lambda: s.find("start again") and s.find("restart the scene"), what="the boundary scene's help")
    assert not s.find("collision mode"), s.dump()


def test_r_restarts_the_collision_scene(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="the stack")
    s.key("r")
    s.read_until(lambda: (b := box(s, RED)) and b[3] < s.rows // 2 + 2, what="the squares high again")
    s.read_until(lambda: stacked(s), what="the stack again")


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


def test_a_resized_collision_scene_stacks_on_the_new_bottom(spawn):
    s = spawn(["--scene", "collision"], cols=COLS, rows=ROWS)
    s.read_until(lambda: stacked(s), what="the stack")
    s.resize(100, 30)
    s.read_until(lambda: stacked(s) and "2.2 Collision" in caption(s), what="the stack at 100×30")
    s.resize(COLS, ROWS)
    s.read_until(lambda: stacked(s), what="the stack back at 120×40")


def test_a_resized_throw_scene_keeps_the_placard_home(spawn):
    s = spawn(["--scene", "throw"], cols=COLS, rows=ROWS)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.resize(90, 30)
    s.read_until(lambda: is_home(s, "Welcome") and "Throw" in caption(s), what="home at 90×30")


def test_without_the_hint_the_scene_has_the_bottom_row(spawn):
    s = spawn(["--scene", "collision", "--no-hint"], cols=COLS, rows=ROWS)
    s.read_until(lambda: any(row == s.rows - 1 for _, row in pixels(s, GREEN, rows=s.rows)),
                 what="the green square on the bottom row")
    assert "Collision" not in s.text()


@pytest.mark.parametrize("scene", ["moveme", "gravity", "collision", "boundary", "throw"])
def test_q_restores_the_terminal_in_every_scene(spawn, scene):
    s = spawn(["--scene", scene], cols=COLS, rows=ROWS)
    s.read_until(lambda: s.find("q quit"), what="the hint or caption")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)


@pytest.mark.parametrize("cols,rows", [(1, 1), (10, 3), (24, 6), (300, 8)])
def test_every_scene_survives_tiny_and_lopsided_terminals(spawn, cols, rows):
    s = spawn(["--scene", "throw"], cols=cols, rows=rows)
    s.settle(0.2)
    for key in ["2", "r", "3", "m", "4", "5", "r", "1", "3"]:
        s.key(key)
        s.mouse_press(cols // 2, rows // 2)
        s.mouse_drag(cols - 1, rows - 1)
        s.mouse_release(0, 0)
        s.pump(0.05)
        assert s.alive(), f"died after {key} at {cols}×{rows}\n{s.dump()}"
    s.resize(max(1, cols // 2), rows + 2)
    s.settle(0.2, timeout=15)
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()
    assert_restored(s)
