"""2–5: the pulse, the drag, the bounce home, double clicks — with real mouse reports."""



from harness import grab_point, is_home, is_under


def drag_to(s, target, text="Welcome"):
    """Press on the placard, let the pulse finish (a person holds the button for a moment),
    then drag step by step to `target`."""
    start = grab_point(s, text)
    s.mouse_press(*start)
    s.settle(0.15)
    s.drag_path(start, target)
    return start


def test_drag_is_followed(spawn, term):
    s = spawn(term=term)
    target = (15, 5)
    drag_to(s, target)
    s.read_until(lambda: is_under(s, "Welcome", *target),
                 what=f"the greeting centred under the pointer at {target}")
    # and it goes on following: one more step
    s.mouse_drag(60, 18)
    s.read_until(lambda: is_under(s, "Welcome", 60, 18), what="the greeting at (60, 18)")


BACKGROUND = (5, 3)


def test_double_click_changes_greeting(spawn, term):
    s = spawn(term=term)
    s.read_until(lambda: s.find("Welcome"))
    s.mouse_click(*BACKGROUND)
    s.mouse_click(*BACKGROUND)
    s.read_until(lambda: is_home(s, "Velkommen"), timeout=5, what="'Velkommen' after a double click")
    assert not s.find("Welcome")


def test_double_click_in_one_write_each(spawn, term):
    """A touchpad tap (or a slow machine) delivers the press and release in one read."""
    s = spawn(term=term)
    s.read_until(lambda: s.find("Welcome"))
    s.mouse_click(*BACKGROUND, one_write=True)
    s.mouse_click(*BACKGROUND, one_write=True)
    s.read_until(lambda: s.find("Velkommen"), timeout=5, what="'Velkommen' after two taps")


def test_double_click_all_in_one_write(spawn):
    s = spawn()
    s.read_until(lambda: s.find("Welcome"))
    click = s.encode_mouse("press", *BACKGROUND) + s.encode_mouse("release", *BACKGROUND)
    s.send(click * 2)
    s.read_until(lambda: s.find("Velkommen"), timeout=5, what="'Velkommen' after one burst")


