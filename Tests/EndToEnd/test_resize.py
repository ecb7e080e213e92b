"""7 and 11: resizes and extreme sizes."""

import random

import pytest

import harness
from harness import is_home


def test_resize_recentres(spawn):
    s = spawn(cols=80, rows=24)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.resize(120, 40)
    found = s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred at 120×40")
    assert found.row in (19, 20), s.dump()
    s.read_until(lambda: harness.background_fills(s), what="the background over all of 120×40")


def test_shrink_to_tiny_and_back(spawn):
    s = spawn(cols=80, rows=24)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.resize(20, 6)
    s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred at 20×6")
    assert s.alive()
    s.resize(1, 1)
    s.settle(0.3)
    assert s.alive(), s.dump()
    reference = harness.fresh_frame(1, 1)
    s.read_until(lambda: harness.snapshot(s) == reference, timeout=5,
                 what="the same frame as a fresh start at 1×1")
    s.resize(80, 24)
    s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' centred at 80×24 again")
    s.read_until(lambda: harness.background_fills(s), what="the background over all of 80×24")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()


@pytest.mark.parametrize("cols,rows", [(1, 1), (2, 1), (1, 2), (3, 3), (500, 200)])
def test_extreme_start_sizes(spawn, cols, rows):
    s = spawn(cols=cols, rows=rows)
    assert s.holds_for(s.alive, 1.0), f"died at {cols}×{rows}\n" + s.dump()
    if cols >= 30 and rows >= 8:
        s.read_until(lambda: is_home(s, "Welcome"), what=f"'Welcome' centred at {cols}×{rows}")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()


@pytest.mark.parametrize("seed,largest,final", [
    (20240611, (200, 60), (97, 31)),
    (7, (150, 50), (9, 3)),  # ends smaller than the placard
])
def test_resize_storm(spawn, seed, largest, final):
    """200 resizes in a burst, then one more: the program lives, and its last frame is the one
    a fresh start at the final size draws."""
    rng = random.Random(seed)
    s = spawn(cols=80, rows=24)
    s.read_until(lambda: is_home(s, "Welcome"))
    for _ in range(200):
        s.resize(rng.randint(1, largest[0]), rng.randint(1, largest[1]))
        s.pump()       # keep reading, as a terminal does
    s.resize(*final)
    if final[0] >= 30 and final[1] >= 8:
        s.read_until(lambda: is_home(s, "Welcome"), what=f"'Welcome' centred at {final}")
        s.read_until(lambda: harness.background_fills(s), what="the background over the whole final size")
    reference = harness.fresh_frame(*final)
    try:
        s.read_until(lambda: harness.snapshot(s) == reference, timeout=5,
                     what=f"the same frame as a fresh start at {final}")
    except AssertionError as error:
        raise AssertionError(f"{error}\n{harness.diff(s, reference)}") from None
    assert s.alive(), s.dump()
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0, s.dump()


def test_resize_mid_drag_keeps_the_placard_under_the_pointer(spawn):
    """A held placard stays under the pointer through a resize, keeps following it, and
    bounces home to the new centre when let go."""
    s = spawn(cols=80, rows=24)
    col, row = harness.grab_point(s)
    s.mouse_press(col, row)
    s.settle(0.15)
    s.drag_path((col, row), (10, 4))
    s.read_until(lambda: harness.is_under(s, "Welcome", 10, 4))
    s.resize(100, 30)
    assert s.holds_for(lambda: harness.is_under(s, "Welcome", 10, 4), 0.3), s.dump()
    s.drag_path((10, 4), (20, 8))
    s.read_until(lambda: harness.is_under(s, "Welcome", 20, 8), what="still following after the resize")
    s.mouse_release(20, 8)
    s.read_until(lambda: is_home(s, "Welcome"), what="'Welcome' home at the new centre")
