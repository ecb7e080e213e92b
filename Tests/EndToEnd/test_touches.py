"""Scene 6 on a pseudo-terminal, with real mouse reports: a pinned finger and a drag,
Alt-drag pinching, a single click that waits out the double-click interval with no input,
and a swipe. What the gestures do is the session tests' (TouchesSessionTests); these check
the bytes of a real terminal get there, modifier bits and right button included."""

ALT, SHIFT, RIGHT = 8, 4, 2


def start(spawn):
    s = spawn(["--scene", "touches"], cols=80, rows=24)
    s.read_until(lambda: s.find("multi-touch"), what="the tiles")
    return s


def mouse(s, kind, col, row, button=0):
    report = s.encode_mouse(kind, col, row, button)
    assert report is not None, f"no {kind} report with the modes set: {s.modes}"
    s.send(report)


def test_pinned_finger_and_a_drag(spawn):
    s = start(spawn)
    mouse(s, "press", 8, 10, RIGHT)
    mouse(s, "release", 8, 10, RIGHT)
    s.read_until(lambda: "◎" in s.lines()[10], what="the pin's ring")
    mouse(s, "press", 35, 14)
    for row in (15, 16, 17, 18):
        mouse(s, "drag", 35, row)
    s.read_until(lambda: s.find("drag: multi-touch tile"), what="the caption of the drag")
    s.read_until(lambda: s.find("multi-touch") and s.find("multi-touch").row == 15, what="the tile 4 rows down")
    assert "◎" in s.lines()[10], s.dump()
    mouse(s, "release", 35, 18)
    mouse(s, "press", 8, 10, RIGHT)
    s.read_until(lambda: "◎" not in s.text(), what="the pin lifted")


def test_alt_drag_pinches_the_multi_touch_tile(spawn):
    s = start(spawn)
    mouse(s, "press", 45, 12, ALT)
    for col in (46, 47, 48, 49):
        mouse(s, "drag", col, 12, ALT)
    s.read_until(lambda: s.find("pinch ×1.71, turn -4°: multi-touch tile"), what="the pinch's caption")
    assert s.text().count("○") == 2, s.dump()
    mouse(s, "release", 49, 12, ALT)
    s.read_until(lambda: "○" not in s.text(), what="no rings once the button is up")


def test_single_click_waits_then_double_click_does_not(spawn):
    s = start(spawn)
    mouse(s, "press", 8, 10)
    mouse(s, "release", 8, 10)
    # No more input: the program wakes by itself when the single tap is due.
    s.read_until(lambda: s.find("single tap — waited 0.35 s: ordinary tile to the front"), what="the single tap")
    s.mouse_click(40, 10)
    s.mouse_click(40, 10)
    s.read_until(lambda: s.find("double tap: multi-touch tile springs back"), what="the double tap")
    assert not s.holds_for(lambda: s.find("single tap — waited"), 0.6), s.dump()


def test_swipe_slides_the_tiles(spawn):
    s = start(spawn)
    mouse(s, "press", 20, 20)
    for col in (23, 26, 30, 33):
        mouse(s, "drag", col, 20)
    mouse(s, "release", 33, 20)
    s.read_until(lambda: s.find("swipe right: the tiles slide right"), what="the swipe's caption")
    s.read_until(lambda: s.find("ordinary") and 30 <= s.find("ordinary").start <= 40, what="ordinary in the middle slot")
