"""21. The terminal's moments as the application's life cycle: focus reports (DECSET 1004) on
while the program runs and off on every way out; focus out makes it inactive (a drag is
cancelled, the physics waits, the bottom row says so) and focus in active again; Ctrl-Z and fg
too. The preferences survive a restart and a SIGTERM; a bad file is one line of warning."""

import signal
import subprocess

import harness
from harness import is_home

FOCUS_OUT = "\x1b[O"
FOCUS_IN = "\x1b[I"


def with_preferences(config):
    """An environment whose preferences live under `config` (the harness turns them off)."""
    return {"XDG_CONFIG_HOME": str(config), "MOVEME_NO_PREFERENCES": None}


def bottom(s):
    return s.lines()[-1].strip()


def test_focus_reports_are_on_while_it_runs_and_off_after_q(spawn):
    s = spawn()
    assert s.modes.get(1004) is True, f"focus reports not asked for: {s.mode_log}"
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    assert s.modes.get(1004) is False, f"focus reports left on: {s.mode_log}"


def test_focus_reports_are_off_after_sigterm(spawn):
    s = spawn()
    s.kill(signal.SIGTERM)
    s.wait_exit()
    assert s.exit_code == 128 + signal.SIGTERM
    assert s.modes.get(1004) is False, f"focus reports left on: {s.mode_log}"


def test_focus_out_during_a_drag_cancels_it_and_says_inactive_until_focus_comes_back(spawn):
    s = spawn()
    col, row = harness.grab_point(s)
    s.mouse_press(col, row)
    s.settle(0.15)
    s.drag_path((col, row), (10, 5))
    s.read_until(lambda: harness.is_under(s, "Welcome", 10, 5), what="the placard under the pointer")
    s.send(FOCUS_OUT)
    s.read_until(lambda: bottom(s) == "inactive", what="'inactive' on the bottom row")
    s.read_until(lambda: is_home(s, "Welcome"), what="the cancelled drag's placard home")
    # the rest of the drag goes nowhere
    s.mouse_drag(20, 8)
    assert s.holds_for(lambda: is_home(s, "Welcome"), 0.5), "a drag moved the placard while inactive"
    s.mouse_release(20, 8)
    s.send(FOCUS_IN)
    s.read_until(lambda: bottom(s) != "inactive", what="'inactive' gone")
    # active again: a double click shows the next greeting
    s.mouse_click(5, 3)
    s.mouse_click(5, 3)
    s.read_until(lambda: s.find("Velkommen"), what="the next greeting after focus came back")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_focus_out_during_gravity_stops_it_then_it_goes_on(spawn):
    s = spawn(["--scene", "gravity"], cols=120, rows=40)
    s.read_until(lambda: s.find("2.1 Gravity"), what="the gravity scene")
    s.send(FOCUS_OUT)
    s.read_until(lambda: s.find("inactive · 2.1 Gravity"), what="the caption says inactive")
    frames = s.frames
    assert s.holds_for(lambda: s.frames == frames, 0.6), "frames drawn while inactive"
    s.send(FOCUS_IN)
    s.read_until(lambda: s.find("2.1 Gravity") and not s.find("inactive"), what="the caption back")
    s.read_until(lambda: s.frames > frames + 5, what="the fall going on")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_ctrl_z_turns_focus_reports_off_and_fg_makes_it_active_again(spawn):
    s = spawn(job_control=True)
    s.read_until(lambda: is_home(s, "Welcome"))
    s.key("ctrl-z")
    s.wait_stopped()
    s.pump(0.1)
    assert s.modes.get(1004) is False, f"focus reports on while stopped: {s.mode_log}"
    s.kill(signal.SIGCONT)
    s.read_until(lambda: s.modes.get(1004) is True and is_home(s, "Welcome"), what="focus reports back after fg")
    assert bottom(s) != "inactive"
    s.mouse_click(5, 3)
    s.mouse_click(5, 3)
    s.read_until(lambda: s.find("Velkommen"), what="touches taken after fg")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0


def test_preferences_survive_a_restart(spawn, tmp_path):
    env = with_preferences(tmp_path)
    s = spawn(env=env, cols=120, rows=40)
    s.key("n")
    s.read_until(lambda: s.find("Velkommen"), what="the second greeting")
    s.key("3")
    s.key("m")
    s.read_until(lambda: s.find("2.2 Collision, boundaries"), what="the collision scene, boundaries")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    text = (tmp_path / "moveme" / "preferences").read_text()
    assert "scene = collision\n" in text and "collision-mode = boundaries\n" in text and "greeting = 1\n" in text, text
    again = spawn(env=env, cols=120, rows=40)
    again.read_until(lambda: again.find("2.2 Collision, boundaries"), what="the scene and mode restored")
    again.key("5")
    again.read_until(lambda: again.find("Velkommen"), what="the greeting restored, on the thrown placard")
    again.key("q")
    again.wait_exit()
    # an option wins over the preference
    third = spawn(["--scene", "moveme"], env=env)
    third.read_until(lambda: third.find("Velkommen"), what="MoveMe, as asked, with the saved greeting")
    third.key("q")
    third.wait_exit()


def test_preferences_are_saved_while_it_runs_and_at_sigterm(spawn, tmp_path):
    env = with_preferences(tmp_path)
    path = tmp_path / "moveme" / "preferences"
    s = spawn(env=env, cols=120, rows=40)
    s.key("2")
    s.read_until(lambda: path.exists() and "scene = gravity\n" in path.read_text(), timeout=5,
                 what="the change saved a moment later, while running")
    s.key("1")
    s.read_until(lambda: s.find("Welcome"), what="MoveMe")
    s.key("n")
    s.read_until(lambda: s.find("Velkommen"), what="the next greeting")
    s.kill(signal.SIGTERM)
    s.wait_exit()
    assert s.exit_code == 128 + signal.SIGTERM
    assert "scene = moveme\n" in path.read_text() and "greeting = 1\n" in path.read_text(), path.read_text()
    again = spawn(env=env, cols=120, rows=40)
    again.read_until(lambda: again.find("Velkommen"), what="scene and greeting restored after SIGTERM")
    again.key("q")
    again.wait_exit()


def test_slow_animations_and_the_inspector_are_toggles_of_the_session(spawn, tmp_path):
    """Issue 37: `s` pressed once gave a ten-times-slow program the next day. `s` and `i` are
    toggles of the session, as the Simulator's Slow Animations; only `moveme settings set`
    makes the next start begin with them. The scene is the application's state, restored."""
    env = with_preferences(tmp_path)
    path = tmp_path / "moveme" / "preferences"
    s = spawn(env=env, cols=120, rows=40)
    s.key("2")
    s.key("i")
    s.key("s")
    s.read_until(lambda: s.find("Inspector") and s.find("slow animations"), what="the inspector, slow animations")
    s.key("q")
    s.wait_exit()
    text = path.read_text()
    assert "scene = gravity\n" in text, text
    assert "inspector = false\n" in text and "slow-animations = false\n" in text, text
    again = spawn(env=env, cols=120, rows=40)
    again.read_until(lambda: again.find("2.1 Gravity"), what="the scene restored")
    again.settle(0.3)
    assert not again.find("Inspector") and not again.find("slow animations"), again.dump()
    again.key("q")
    again.wait_exit()
    run = subprocess.run([harness.binary(), "settings", "set", "inspector", "on"],
                         env=harness.base_env("xterm-256color", env), capture_output=True, timeout=harness.TIMEOUT)
    assert run.returncode == 0, run
    third = spawn(env=env, cols=120, rows=40)
    third.read_until(lambda: third.find("2.1 Gravity") and third.find("Inspector"), what="the inspector, as set")
    third.key("q")
    third.wait_exit()
    assert "inspector = true\n" in path.read_text(), "the session's save keeps what settings set"


def test_a_bad_preferences_file_is_one_warning_the_defaults_and_left_alone(spawn, tmp_path):
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    bad = b"scene = gravity\nthis line is not a preference\n"
    path.write_bytes(bad)
    s = spawn(env=with_preferences(tmp_path), stderr_pipe=True)
    s.read_until(lambda: is_home(s, "Welcome"), what="MoveMe, the default scene")
    s.key("2")
    s.read_until(lambda: s.find("2.1 Gravity"))
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
    lines = bytes(s.stderr).decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"moveme: ") and str(path) in lines[0], lines
    assert path.read_bytes() == bad, "the bad file was written over"


def test_focus_reports_are_off_after_a_crash(spawn):
    # The crash guard's reset bytes turn them off from the signal handler.
    s = spawn(env={"MOVEME_TEST_CRASH": "1", "SWIFT_BACKTRACE": "interactive=no"}, ready=False)
    s.wait_exit(timeout=30)
    assert s.exit_signal in (signal.SIGILL, signal.SIGTRAP), s.dump()
    assert (1004, True) in [(mode, on) for mode, on, _ in s.mode_log], "focus reports never asked for"
    assert s.modes.get(1004) is False, f"focus reports left on: {s.mode_log}"


def test_sigusr1_is_a_memory_warning_the_inspector_lists(spawn):
    """The Simulator's Simulate Memory Warning from outside: `kill -USR1` reaches the
    application (its signal handler only writes to the loop's pipe), the inspector's life cycle
    lists applicationDidReceiveMemoryWarning, the bottom row says so, and the program goes on."""
    s = spawn(["--inspect"], cols=120, rows=30)
    s.read_until(lambda: s.find("applicationDidBecomeActive"), what="the inspector's life cycle")
    s.kill(signal.SIGUSR1)
    s.read_until(lambda: s.find("applicationDidReceiveMemoryWarning"), what="the warning in the life cycle")
    s.read_until(lambda: s.find("Memory warning: caches released"), what="the notice on the bottom row")
    assert s.alive(), "SIGUSR1 ended the program\n" + s.dump()
    s.mouse_click(5, 3)
    s.mouse_click(5, 3)
    s.read_until(lambda: s.find("Velkommen"), what="touches taken after the warning")
    s.key("q")
    s.wait_exit()
    assert s.exit_code == 0
