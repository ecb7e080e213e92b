"""7 and 11: resizes and extreme sizes."""

import random

import pytest

import harness
from harness import is_home


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


