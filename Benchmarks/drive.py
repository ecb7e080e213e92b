#!/usr/bin/env python3
"""Drives the real `moveme` on a 200x60 pseudo-terminal through the scripted session of the
performance issue and measures what a person's terminal receives: bytes per frame against a
lower bound, idle wake-ups and CPU, input-to-frame latency, pacing during the bounce, peak RSS.

Frames are delimited by the synchronized-output markers the front end writes around each one.
The lower bound for a frame is computed from the screen itself (a pyte emulator): the changed
cells' glyph bytes, the shortest cursor moves to reach them, and the fewest SGR parameters to
switch colours between consecutive changed cells.
"""
import argparse, fcntl, os, pty, select, signal, statistics, struct, termios, time

import pyte
from pyte.graphics import FG_BG_256

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"
COLS, ROWS = 200, 60
PALETTE = {hexcode: index for index, hexcode in enumerate(FG_BG_256)}


class Session:
    def __init__(self, binary, args=()):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
            os.environ.pop("COLORTERM", None)
            os.environ.pop("NO_COLOR", None)
            os.execv(binary, [binary, "--no-hint", *args])
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        os.kill(self.pid, signal.SIGWINCH)
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.pending = b""
        self.frames = []  # (time the end marker arrived, bytes of the frame)
        self.total = 0

    def pump(self, timeout):
        """Reads what is there (waiting up to `timeout`), splitting it into frames."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError:
            return False
        now = time.monotonic()
        self.total += len(data)
        self.pending += data
        while True:
            end = self.pending.find(END)
            if end < 0:
                break
            frame = self.pending[: end + len(END)]
            self.pending = self.pending[end + len(END):]
            self.frames.append((now, frame))
        return True

    def wait_frames(self, count, timeout=5.0):
        deadline = time.monotonic() + timeout
        while len(self.frames) < count and time.monotonic() < deadline:
            self.pump(0.05)

    def settle(self, quiet=0.3, timeout=10.0):
        """Reads until nothing has arrived for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.pump(quiet):
            pass

    def send(self, data):
        os.write(self.fd, data)

    def mouse(self, button, col, row, release=False):
        self.send(b"\x1b[<%d;%d;%d%s" % (button, col + 1, row + 1, b"m" if release else b"M"))

    def proc(self, name):
        with open(f"/proc/{self.pid}/{name}") as f:
            return f.read()

    def cpu_ms(self):
        fields = self.proc("stat").rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

    def switches(self):
        status = dict(line.split(":", 1) for line in self.proc("status").splitlines() if ":" in line)
        return int(status["voluntary_ctxt_switches"]) + int(status["nonvoluntary_ctxt_switches"])

    def peak_rss_mb(self):
        status = dict(line.split(":", 1) for line in self.proc("status").splitlines() if ":" in line)
        return int(status["VmHWM"].split()[0]) / 1024

    def quit(self):
        self.send(b"q")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            self.pump(0.05)
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)


def cell_key(char):
    return (char.data, char.fg, char.bg, char.bold, char.reverse)


def colour_param(colour, base):
    """The shortest SGR parameter that selects this colour (as the 256-colour front end does)."""
    if colour == "default":
        return str(base + 9)
    if colour in PALETTE:
        return f"{base + 8};5;{PALETTE[colour]}"
    if len(colour) == 6:
        return f"{base + 8};2;{int(colour[0:2], 16)};{int(colour[2:4], 16)};{int(colour[4:6], 16)}"
    return str(base)  # a named colour: 30-37 / 40-47


def shortest_move(cursor, x, y):
    """The fewest bytes that move the cursor from `cursor` (None: unknown) to (x, y)."""
    moves = [len(f"\x1b[{y + 1};{x + 1}H")]
    if cursor:
        cx, cy = cursor
        if cy == y:
            moves.append(len(f"\x1b[{x + 1}G"))
            if x == 0:
                moves.append(1)  # CR
            moves.append(len(f"\x1b[{x - cx}C") if x > cx else len(f"\x1b[{cx - x}D"))
        if cx == x:
            moves.append(len(f"\x1b[{y + 1}d"))
            if y == cy + 1:
                moves.append(1)  # LF
            moves.append(len(f"\x1b[{y - cy}B") if y > cy else len(f"\x1b[{cy - y}A"))
    return min(moves)


def lower_bound(before, after):
    """Fewest bytes that turn screen `before` into `after` (see the module's comment). A run of
    identical changed cells may be sent as one cell and a repeat (REP, `ESC [ n b`), which
    xterm-256color offers and ncurses uses, so the bound allows for it."""
    total, cursor, attrs = 0, None, None
    for y in range(ROWS):
        x = -1
        while x + 1 < COLS:
            x += 1
            new = after[y][x]
            if cell_key(before[y][x]) == cell_key(new) or new.data == "":
                continue
            if cursor != (x, y):
                total += shortest_move(cursor, x, y)
            wanted = (new.fg, new.bg, new.bold, new.reverse)
            if wanted != attrs:
                params = []
                if attrs is None or attrs[2] != new.bold or attrs[3] != new.reverse:
                    params.append("0")
                    params += ["1"] if new.bold else []
                    params += ["7"] if new.reverse else []
                    params += [colour_param(new.fg, 30), colour_param(new.bg, 40)]
                else:
                    if attrs[0] != new.fg:
                        params.append(colour_param(new.fg, 30))
                    if attrs[1] != new.bg:
                        params.append(colour_param(new.bg, 40))
                total += 3 + len(";".join(params))
                attrs = wanted
            total += len(new.data.encode())
            width = 2 if (x + 1 < COLS and after[y][x + 1].data == "") else 1
            run = 1
            while (width == 1 and x + run < COLS and cell_key(after[y][x + run]) == cell_key(new)
                   and cell_key(before[y][x + run]) != cell_key(new)):
                run += 1
            if run > 1:
                total += min((run - 1) * len(new.data.encode()), len(f"\x1b[{run - 1}b"))
                x += run - 1
            cursor = (x + width, y)
    return total


def snapshot(screen):
    return [[screen.buffer[y][x] for x in range(COLS)] for y in range(ROWS)]


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round((len(ordered) - 1) * p))] if ordered else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--core", default="")
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    idle_seconds = 1.0 if args.smoke else 5.0

    s = Session(args.binary)
    s.wait_frames(1, timeout=10)
    s.settle()

    # Idle: nothing moves, so the program should not wake at all.
    s0, c0, t0 = s.switches(), s.cpu_ms(), time.monotonic()
    s.pump(idle_seconds)
    while time.monotonic() - t0 < idle_seconds:
        s.pump(idle_seconds - (time.monotonic() - t0))
    s1, c1, t1 = s.switches(), s.cpu_ms(), time.monotonic()
    idle_wakeups = (s1 - s0) / (t1 - t0)
    idle_cpu = c1 - c0

    # The scripted session; every frame's bytes are kept for the byte count.
    first_frame = len(s.frames)
    cx, cy = COLS // 2, ROWS // 2
    s.mouse(0, cx, cy)
    s.settle(quiet=0.4)
    # Drag reports at a steady 60 a second, as a mouse moved across the screen in ~3 s gives
    # (the program draws at most 60 frames a second, so faster reports would queue for a frame).
    latencies = []
    next_report = time.monotonic()
    for i in range(1, 201):
        next_report = max(next_report + 1 / 60, time.monotonic())
        while time.monotonic() < next_report:
            s.pump(max(0, next_report - time.monotonic()))
        # Out to the right edge and back, a little down: every report lands on a new cell.
        x = cx + (i if i < COLS - cx else 2 * (COLS - cx - 1) - i)
        y = min(ROWS - 1, cy + i // 10)
        have = len(s.frames)
        sent = time.monotonic()
        s.mouse(32, x, y)
        s.wait_frames(have + 1, timeout=2)
        if len(s.frames) > have:
            latencies.append((s.frames[have][0] - sent) * 1000)
    bounce_start = len(s.frames)
    s.mouse(0, cx + COLS // 3, cy + ROWS // 4, release=True)
    s.settle(quiet=0.5)
    bounce = [t for t, _ in s.frames[bounce_start:]]
    for _ in range(2 if args.smoke else 10):
        for release in (False, True, False, True):
            s.mouse(0, 2, 1, release=release)
            s.settle(quiet=0.05 if not release else 0.02)
        s.settle(quiet=0.4)
    rss = s.peak_rss_mb()
    s.quit()

    # Bytes per frame against the lower bound, replaying the frames through the emulator.
    replay = pyte.Screen(COLS, ROWS)
    stream = pyte.ByteStream(replay)
    ratios, frame_bytes, bounds = [], [], []
    for index, (_, frame) in enumerate(s.frames):
        before = snapshot(replay)
        stream.feed(frame)
        if index < first_frame:
            continue
        bound = lower_bound(before, snapshot(replay))
        frame_bytes.append(len(frame))
        bounds.append(bound)
        if bound > 0:
            ratios.append(len(frame) / bound)
    ratio = sum(frame_bytes) / sum(bounds) if bounds else float("nan")
    fps = (len(bounce) - 1) / (bounce[-1] - bounce[0]) if len(bounce) > 1 else 0
    gap = max((b - a for a, b in zip(bounce, bounce[1:])), default=0) * 1000

    print(f"terminal: {len(s.frames) - first_frame} frames, {s.total} bytes in all; "
          f"bytes a frame p50={percentile(frame_bytes, 0.5):.0f} max={max(frame_bytes, default=0)}")
    print(f"terminal: bytes written / lower bound = {sum(frame_bytes)} / {sum(bounds)} = {ratio:.3f}; "
          f"per frame median={statistics.median(ratios) if ratios else float('nan'):.3f} p90={percentile(ratios, 0.9):.3f}")
    print(f"idle: {idle_wakeups:.2f} wake-ups/s, {idle_cpu:.1f} ms CPU over {idle_seconds:.0f} s")
    print(f"latency: report to frame p50={percentile(latencies, 0.5):.2f} ms p99={percentile(latencies, 0.99):.2f} ms ({len(latencies)} reports)")
    print(f"pacing: bounce {len(bounce)} frames at {fps:.1f} fps, longest gap {gap:.1f} ms")
    print(f"memory: peak RSS {rss:.1f} MB")
    core = dict(kv.split("=") for kv in args.core.replace("core-bench:", "").split())
    print("bench: "
          f"frame_us_p50={core.get('frame_us_p50', 'nan')} frame_us_p99={core.get('frame_us_p99', 'nan')} "
          f"bytes_ratio={ratio:.3f} "
          f"idle_wakeups_per_s={idle_wakeups:.2f} "
          f"latency_ms_p50={percentile(latencies, 0.5):.2f} latency_ms_p99={percentile(latencies, 0.99):.2f} "
          f"fps={fps:.1f} rss_mb={rss:.1f}")


if __name__ == "__main__":
    main()
