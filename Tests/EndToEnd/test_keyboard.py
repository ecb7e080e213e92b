"""9. Keys: arrows grab and move the placard, Space releases, n cycles, ? shows help."""


from harness import is_home


def test_arrows_move_and_space_releases(spawn, term):
    s = spawn(["--no-hint"], term=term)
    home = s.read_until(lambda: is_home(s, "Welcome"))
    for step in range(1, 6):
        s.key("right")
        s.read_until(lambda: (f := s.find("Welcome")) and abs(f.middle - (home.middle + 2 * step)) <= 0.5,
                     what=f"the greeting {2 * step} columns right of home")
    s.key("down")
    s.read_until(lambda: (f := s.find("Welcome")) and f.row == home.row + 1, what="one row down")
    s.key("left")
    s.read_until(lambda: (f := s.find("Welcome")) and abs(f.middle - (home.middle + 8)) <= 0.5,
                 what="2 columns back left")
    s.key("space")
    s.read_until(lambda: is_home(s, "Welcome"), timeout=6, what="home after Space")


def test_application_mode_arrows(spawn):
    """Arrows as a terminal in application cursor mode sends them (ESC O C), as some do
    regardless (tmux panes, after another program left DECCKM on)."""
    s = spawn(["--no-hint"])
    home = s.read_until(lambda: is_home(s, "Welcome"))
    s.send("\x1bOC")
    s.read_until(lambda: (f := s.find("Welcome")) and f.middle == home.middle + 2,
                 what="ESC O C to move the greeting right")
    s.send("\x1bOB")
    s.read_until(lambda: (f := s.find("Welcome")) and f.row == home.row + 1,
                 what="ESC O B to move it down")
