#!/usr/bin/env python3
"""The README's pictures of real pixels: MoveMe in kitty (its graphics protocol) and in xterm
started as a VT340 (sixel), each on its own virtual X display, driven with the real mouse.

usage: docs/pixel-screenshots.py [MOVEME] [--check DIR]
  MOVEME   the program (default .build/debug/moveme)
Writes docs/kitty-*.png and docs/sixel-*.png (at rest, held, bouncing, a drag followed to the
pixel) and docs/kitty-cells-at-rest.png (the half blocks, --graphics cells, to compare). With
--check DIR, also the shell's screen in kitty after q, after kill -TERM and after kill -SEGV,
in DIR, to look at: no image may be left behind.
"""
import importlib.machinery, importlib.util, os, shlex, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
loader = importlib.machinery.SourceFileLoader("emulators", os.path.join(ROOT, "Tests", "Emulators", "run"))
emulators = importlib.util.module_from_spec(importlib.util.spec_from_loader("emulators", loader))
loader.exec_module(emulators)

COLS, ROWS, FONT = 90, 28, "DejaVu Sans Mono"
TERMINALS = {
    "kitty": dict(cls="kitty", start=lambda sh: [
        "kitty", "-o", f"font_family={FONT}", "-o", "font_size=11", "-o", f"initial_window_width={COLS}c",
        "-o", f"initial_window_height={ROWS}c", "-o", "remember_window_size=no", "sh", "-c", sh]),
    "sixel": dict(cls="xterm", start=lambda sh: [
        "xterm", "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*decTerminalID: vt340",
        "-geometry", f"{COLS}x{ROWS}+0+0", "-fa", FONT, "-fs", "11", "-bg", "black", "-fg", "white",
        "-e", "sh", "-c", sh]),
}


class Terminal:
    """One terminal on its own display running `shell`, with the mouse and screenshots."""
    def __init__(self, kind, shell):
        self.display = emulators.Display()
        self.proc = subprocess.Popen(TERMINALS[kind]["start"](shell), stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL,
                                     env={k: v for k, v in self.display.env.items() if k not in ("TERM", "COLORTERM")})
        self.win = None
        for _ in range(150):
            ids = self.display.xdo("search", "--onlyvisible", "--class", TERMINALS[kind]["cls"]).split()
            if ids:
                self.win = ids[-1]
                break
            time.sleep(0.1)
        if not self.win:
            sys.exit(f"pixel-screenshots: {kind} opened no window")
        info = subprocess.run(["xwininfo", "-id", self.win], env=self.display.env, capture_output=True, text=True).stdout
        get = lambda key: int(info.split(key + ":")[1].split()[0])
        self.x, self.y = get("Absolute upper-left X"), get("Absolute upper-left Y")
        self.w, self.h = get("Width"), get("Height")
        self.display.xdo("windowfocus", "--sync", self.win)

    def shot(self, path):
        raw = subprocess.run(["xwd", "-root", "-silent"], env=self.display.env, capture_output=True).stdout
        subprocess.run(["convert", "xwd:-", "-crop", f"{self.w}x{self.h}+{self.x}+{self.y}", "+repage", path],
                       input=raw, check=True)

    def point(self, column, row):
        """A cell's centre, in the screen's pixels (fractions of a cell allowed)."""
        return int(self.x + (column + 0.5) * self.w / COLS), int(self.y + (row + 0.5) * self.h / ROWS)

    def move(self, x, y):
        self.display.xdo("mousemove", x, y)

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.display.close()


def pictures(kind, moveme, out, graphics="auto", names=("at-rest", "held", "bouncing", "pixel-drag")):
    """At rest, held, bouncing home, and a drag followed a few pixels at a time."""
    pid_file = tempfile.mktemp()
    term = Terminal(kind, f"echo $$ > {pid_file}; exec {shlex.quote(moveme)} --no-preferences --no-hint "
                          f"--graphics {graphics}")
    try:
        time.sleep(2.5)
        term.shot(os.path.join(out, f"{kind}-{names[0]}.png"))
        if len(names) == 1:
            return
        x, y = term.point(COLS / 2, ROWS / 2)
        term.move(x, y); time.sleep(0.2)
        term.display.xdo("mousedown", 1); time.sleep(1.0)
        term.shot(os.path.join(out, f"{kind}-{names[1]}.png"))
        # To the pixel: two pixels across and one down a step, a fifth of a cell; a shot every
        # third step, cut around the placard, side by side (as docs/pixel-drag.png).
        strip = []
        cw, ch = term.w / COLS, term.h / ROWS
        for step in range(0, 13):
            term.move(x + 2 * step, y + step); time.sleep(0.25 if step % 3 == 0 else 0.05)
            if step % 3 == 0:
                path = tempfile.mktemp(suffix=".png")
                term.shot(path)
                left, top = int(x - term.x - 17 * cw), int(y - term.y - 4 * ch)
                subprocess.run(["convert", path, "-crop", f"{int(34 * cw)}x{int(8 * ch)}+{left}+{top}", "+repage", path],
                               check=True)
                strip.append(path)
        subprocess.run(["convert", *strip, "+append", os.path.join(out, f"{kind}-{names[3]}.png")], check=True)
        for path in strip:
            os.remove(path)
        for step in range(1, 21):
            term.move(x + 90 + 12 * step, y + 30 + 6 * step); time.sleep(0.02)
        time.sleep(0.2)
        term.display.xdo("mouseup", 1); time.sleep(0.25)
        term.shot(os.path.join(out, f"{kind}-{names[2]}.png"))
    finally:
        term.close()


def exits(moveme, out):
    """kitty's screen after each way out: the shell's, with no image left."""
    for way in ("q", "TERM", "SEGV"):
        shell = (f"{shlex.quote(moveme)} --no-preferences --no-hint --graphics kitty; "
                 f"echo \"back at the shell after {way}: status $?\"; sleep 30")
        term = Terminal("kitty", shell)
        try:
            time.sleep(2.5)
            if way == "q":
                term.display.xdo("key", "q")
            else:
                pid = subprocess.run(["pgrep", "-n", "-f", f"^{moveme} --no-preferences"], capture_output=True,
                                     text=True).stdout.split()
                if pid:
                    os.kill(int(pid[0]), getattr(signal, "SIG" + way))
            time.sleep(1.5)
            term.shot(os.path.join(out, f"kitty-after-{way}.png"))
        finally:
            term.close()


def main():
    args = sys.argv[1:]
    check = None
    if "--check" in args:
        check = args[args.index("--check") + 1]
        del args[args.index("--check"):args.index("--check") + 2]
    moveme = os.path.abspath(args[0] if args else os.path.join(ROOT, ".build", "debug", "moveme"))
    pictures("kitty", moveme, HERE)
    pictures("sixel", moveme, HERE)
    pictures("kitty", moveme, HERE, graphics="cells", names=("cells-at-rest",))
    if check:
        os.makedirs(check, exist_ok=True)
        exits(moveme, check)


if __name__ == "__main__":
    main()
