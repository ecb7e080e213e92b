"""Issue 12: the inspector (i, --inspect) shows UIKit at work, and slow animations (s, --slow)
run the bounce ten times slower; the terminal is still left as found."""

import re
import time

import harness
from harness import grab_point
from test_restore import assert_restored

#: Where the scene ends at 80×24 with the panel beside it: the panel starts at column 34.
BORDER = 34


def panel(s) -> list[str]:
    """The panel's rows: what lies right of the border."""
    return [line[BORDER + 2:].rstrip() for line in s.lines()]


def panel_has(s, text: str) -> bool:
    return any(text in line for line in panel(s))


def centre_line(s) -> str:
    """The placard's model centre as the panel shows it ("center    17,24")."""
    return next((line.split()[1] for line in panel(s) if line.startswith(" center")), "")


def drag_and_let_go(s, col: int, row: int, columns: int = 8, rows: int = 5) -> float:
    """Presses on the placard, drags it by `columns`×`rows` and lets go; returns when."""
    s.mouse_press(col, row)
    s.drag_path((col, row), (col + columns, row + rows), steps=5)
    s.mouse_release(col + columns, row + rows)
    return time.monotonic()


def open_inspector(s) -> None:
    s.read_until(lambda: s.find("Welcome"), what="the placard")
    s.key("i")
    s.read_until(lambda: panel_has(s, "PlacardView"), what="the inspector's view tree")


def test_i_shows_the_panel_with_the_view_tree_and_hides_it_again(spawn):
    s = spawn()
    open_inspector(s)
    for name in ["Inspector", "Window 0,0 34×48", "MoveMeView 0,0 34×48", "PlacardView", "center", "frame",
                 "bounds", "transform", "Touch none yet", "Animations none running"]:
        assert panel_has(s, name), f"{name!r} not in the panel:\n" + s.dump()
    assert all(line[BORDER] == "│" for line in s.lines()), s.dump()
    # The placard is centred in the scene's 34 columns.
    assert abs(s.find("Welcome").middle - 17) <= 1, s.dump()
    s.key("i")
    s.read_until(lambda: not s.find("Inspector"), what="the inspector to close")
    s.read_until(lambda: harness.is_home(s, "Welcome"), what="the placard centred on the whole screen again")


def test_a_drag_shows_the_touch_moving_and_the_centre_following(spawn):
    s = spawn(["--inspect", "--no-hint"])
    col, row = grab_point(s)
    s.mouse_press(col, row)
    s.read_until(lambda: panel_has(s, "Touch began · tapCount 1 · mouse"), what="the touch began")
    s.drag_path((col, row), (col + 6, row + 3), steps=6)
    s.read_until(lambda: panel_has(s, "Touch moved · tapCount 1 · mouse"), what="the touch moved")
    s.read_until(lambda: centre_line(s) == f"{col + 6.5:g},{2 * (row + 3) + 1}",
                 what="the model centre at the pointer")
    first = centre_line(s)
    s.drag_path((col + 6, row + 3), (col + 2, row + 6), steps=4)
    s.read_until(lambda: centre_line(s) not in ("", first), what="the centre to change with the drag")
    assert panel_has(s, "in PlacardView"), s.dump()
    assert panel_has(s, "moved ×"), "the log gathers the moves of a drag:\n" + s.dump()


def test_a_release_shows_the_bounce_with_its_segment_and_progress(spawn):
    s = spawn(["--inspect", "--no-hint"])
    drag_and_let_go(s, *grab_point(s))
    s.read_until(lambda: panel_has(s, "seg 1/"), what="the bounce's first keyframe segment")
    assert panel_has(s, "model") and panel_has(s, "shown"), "model and presentation side by side:\n" + s.dump()
    assert panel_has(s, "█") or panel_has(s, "░"), "a progress bar:\n" + s.dump()
    assert panel_has(s, "· no touches"), "interaction is off during the bounce:\n" + s.dump()
    assert panel_has(s, "→ bounce home ("), s.dump()
    s.read_until(lambda: panel_has(s, "Animations none running"), what="the bounce to end")
    assert panel_has(s, "stopped, finished: true"), s.dump()


def _time_to_second_segment(s, col: int, row: int) -> float:
    released = drag_and_let_go(s, col, row)
    s.read_until(lambda: panel_has(s, "seg 1/"), what="the bounce")
    s.read_until(lambda: panel_has(s, "seg 2/"), what="the bounce's second segment")
    return time.monotonic() - released


def test_s_slows_the_bounce_about_ten_times_and_input_keeps_working(spawn):
    s = spawn(["--inspect", "--no-hint"])
    col, row = grab_point(s)
    normal = _time_to_second_segment(s, col, row)
    s.read_until(lambda: panel_has(s, "Animations none running"), what="the bounce to end")
    s.key("s")
    s.read_until(lambda: s.find("slow animations ×10"), what="the caption to say slow animations")
    assert panel_has(s, "Inspector  slow animations ×10"), s.dump()
    slow = _time_to_second_segment(s, col, row)
    assert 5 < slow / normal < 20, f"first segment took {normal:.2f}s, slowed {slow:.2f}s"
    # Keys still work in the middle of the slow bounce: the panel closes, slow animations end.
    s.key("i")
    s.read_until(lambda: not s.find("Inspector"), what="i to close the panel mid-bounce")
    s.key("s")
    s.read_until(lambda: not s.find("slow animations"), what="s to end slow animations")
    s.read_until(lambda: harness.is_home(s, "Welcome"), timeout=5, what="the bounce to finish at full speed")


def test_with_the_inspector_open_idle_costs_nothing(spawn):
    s = spawn(["--inspect"])
    s.read_until(lambda: panel_has(s, "PlacardView"))
    harness.assert_idle(s, what="idling with the inspector open")


def test_a_press_on_the_panel_is_no_touch(spawn):
    s = spawn(["--inspect", "--no-hint"])
    s.read_until(lambda: panel_has(s, "Touch none yet"))
    s.mouse_click(60, 20)
    s.mouse_click(60, 20)
    assert s.holds_for(lambda: panel_has(s, "Touch none yet") and s.find("Welcome"), 0.5), s.dump()


def test_too_small_the_inspector_steps_aside_and_says_so(spawn):
    s = spawn(["--inspect"], cols=50, rows=20)
    s.read_until(lambda: s.find("inspector needs 70×16 or 40×28"), what="the one line saying so")
    assert not s.find("PlacardView"), s.dump()
    assert harness.is_home(s, "Welcome"), "the scene keeps the whole screen:\n" + s.dump()
    s.resize(80, 24)
    s.read_until(lambda: panel_has(s, "PlacardView"), what="the panel once there is room")


def test_q_restores_the_terminal_with_the_inspector_and_slow_animations_on(spawn):
    s = spawn(["--inspect", "--slow"])
    drag_and_let_go(s, *grab_point(s), columns=4, rows=2)
    s.read_until(lambda: panel_has(s, "seg 1/"), what="the slow bounce")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert_restored(s)


def test_help_lists_the_inspector_and_slow_animations(spawn):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    s.key("?")
    s.read_until(lambda: s.find("inspector") and s.find("slow animations"), what="i and s in the help")
    assert re.search(r"\bi\s+inspector", s.text()), s.dump()


def test_in_the_collision_scene_the_panel_shows_the_dynamics(spawn):
    s = spawn(["--inspect", "--scene", "collision"])
    s.read_until(lambda: panel_has(s, "Dynamics paused"), what="the stack to rest and the animator to pause")
    for text in ["CollisionRecipe", "GravityBehavior 2 items", "CollisionBehavior 2 items", "mode everything, bounds",
                 "red square", "resting", "contact   green square · bounds"]:
        assert panel_has(s, text), f"{text!r} not in the panel:\n" + s.dump()
    # The caption keeps to the scene's columns, left of the panel.
    assert s.lines()[-1][:BORDER].strip().startswith("2.2"), s.dump()
    s.key("m")
    s.read_until(lambda: panel_has(s, "mode boundaries"), what="m to change the collision mode in the panel")
    s.read_until(lambda: panel_has(s, "Dynamics running"), what="the animator to run again")
