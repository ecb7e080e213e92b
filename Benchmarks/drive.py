#!/usr/bin/env python3
"""Plays the scripted session (Benchmarks/session.txt, which moveme-bench plays to the core) in
real time to the real `moveme` on a 200x60 pseudo-terminal, then to the naive peer the same way,
and measures what a person's terminal receives and what each program costs, from outside:

- bytes: each frame against a lower bound computed from the screen itself (the changed cells'
  glyph bytes, the shortest cursor moves to reach them, the fewest SGR parameters to switch
  colours, REP for runs), and the bytes per drag step;
- idle wake-ups and CPU, input-to-frame latency, pacing during the bounce;
- the whole life's CPU (user + system) and peak RSS of each program, from wait4; for the CPU
  ratio each plays the session three times, taking turns, and the ratio is the median of the
  pairs' (one pair alone moves with whatever else the machine does);
- the program's own cost per frame, from the `moveme-stats:` line MOVEME_STATS=1 prints;
- pictures: the session on a pty answering as kitty with images (base64, as over ssh; and by
  shared memory, read and removed as a local kitty does) against `--graphics cells` on the same
  pty (the CPU's ratio the median of pairs played back to back, as the peer's), with kitty's
  CPU part by part from the `moveme-pictures:` line, and on one answering as a VT340 (sixel's
  frame time and its rate while dragging).

A frame ends where the synchronized-output markers end one (the front end marks a frame that
ncurses writes part of, or one longer than 1 KB), or with a read that leaves no synchronized
frame open (a short frame is one write and reaches the pty in one piece; two frames read
together count as one, whose bound is then no larger than the two's).
While a program plays, the terminal only keeps the bytes (the emulator would compete for the
CPU being measured); the frames are replayed through the emulator afterwards, and the replay
must show exactly what a full repaint (SIGWINCH) of the same state shows.
"""
from __future__ import annotations

import argparse
import base64
import contextlib
import dataclasses
import errno
import fcntl
import os
import re
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from typing import Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "PseudoTerminal"))

from pyte.graphics import FG_BG_256  # noqa: E402

from pseudo_terminal import (  # noqa: E402
    Terminal, cell_key, clean_env, close_quietly, context_switches, cpu_seconds,
    open_pty, peak_rss_mb, reap, spawn,
)

SESSION = os.path.join(ROOT, "Benchmarks", "session.txt")
#: The short run (--smoke): the session up to here, which is the drag, the whole bounce and
#: two double clicks.
SMOKE_SECONDS = 7.4
PALETTE = {hexcode: index for index, hexcode in enumerate(FG_BG_256)}


# --------------------------------------------------------------------------------------------
# the scripted session


@dataclasses.dataclass(frozen=True)
class TimedInput:
    time: float         # seconds from the start of the session
    event: str          # press, drag, release (the left button) or quit
    col: int = 0
    row: int = 0


@dataclasses.dataclass(frozen=True)
class ScriptedSession:
    """The benchmark's scripted session, as Benchmarks/session.txt writes it (moveme-bench
    reads the same file: see its ScriptedSession.swift for the format)."""

    cols: int
    rows: int
    inputs: tuple[TimedInput, ...]

    @classmethod
    def read(cls, path: str) -> "ScriptedSession":
        size, inputs = None, []
        with open(path) as handle:
            for number, line in enumerate(handle, 1):
                fields = line.split("#", 1)[0].split()
                try:
                    if not fields:
                        continue
                    if fields[0] == "size":
                        size = (int(fields[1]), int(fields[2]))
                    elif fields[1] == "quit" and len(fields) == 2:
                        inputs.append(TimedInput(float(fields[0]), "quit"))
                    elif fields[1] in ("press", "drag", "release") and len(fields) == 4:
                        inputs.append(TimedInput(float(fields[0]), fields[1], int(fields[2]),
                                                 int(fields[3])))
                    else:
                        raise ValueError(fields[1])
                    times = [i.time for i in inputs[-2:]]
                    if times and (times[0] < 0 or times != sorted(times)):
                        raise ValueError("a time before the one above")
                except (ValueError, IndexError):
                    raise SystemExit(f"{path}:{number}: cannot read {line.strip()!r}") from None
        if size is None:
            raise SystemExit(f"{path}: no size line")
        return cls(size[0], size[1], tuple(inputs))

    def until(self, seconds: float) -> "ScriptedSession":
        """The inputs before `seconds`, then quit there."""
        kept = tuple(i for i in self.inputs if i.time < seconds and i.event != "quit")
        return dataclasses.replace(self, inputs=kept + (TimedInput(seconds, "quit"),))

    @property
    def duration(self) -> float:
        return self.inputs[-1].time if self.inputs else 0.0


# --------------------------------------------------------------------------------------------
# one program playing it


@dataclasses.dataclass
class Sent:
    """An input as it was sent: when, and how far the output had got by then."""

    event: str
    time: float
    offset: int         # bytes received before it
    frame: int          # frames received before it


@dataclasses.dataclass
class Recording:
    """What the terminal received from one program playing the scripted session, and what the
    program cost, measured from outside."""

    raw: bytes
    frame_ends: list[int]       # offset in `raw` just after each frame (see the module's comment)
    frame_times: list[float]    # when each frame's end arrived
    sent: list[Sent]
    repaint: Sent               # the SIGWINCH that asks for a full repaint, before quitting
    idle_seconds: float
    idle_switches: int
    idle_cpu_ms: float
    cpu_ms: float               # the whole life, user + system (wait4)
    peak_rss_mb: float          # VmHWM, read before quitting
    stderr: str

    def sent_of(self, event: str) -> list[Sent]:
        return [s for s in self.sent if s.event == event]


#: Primary device attributes, the last of the program's graphics questions at the start.
DA1 = b"\x1b[c"
#: A kitty terminal's answers to them: its graphics protocol's OK, then device attributes.
KITTY_ANSWERS = b"\x1b_Gi=1296912673;OK\x1b\\" + b"\x1b[?62;22c"
#: A local kitty's, which reads shared memory too (the answer to the query of id + 1).
KITTY_FILES_ANSWERS = b"\x1b_Gi=1296912673;OK\x1b\\" + b"\x1b_Gi=1296912674;OK\x1b\\" + b"\x1b[?62;22c"
#: An image sent by name: its medium (s or t) and its name, in base64.
NAMED_IMAGE = re.compile(rb"\x1b_Ga=t,f=32,s=\d+,v=\d+,i=\d+,t=([st]),S=\d+,q=2;([A-Za-z0-9+/=]+)\x1b\\")
#: A sixel terminal's: 256 colour registers, then a VT340's device attributes (sixel is 4).
SIXEL_ANSWERS = b"\x1b[?1;0;256S" + b"\x1b[?63;1;2;4;6;9;15;22c"


def play(name: str, argv: list[str], env: dict, session: ScriptedSession,
         idle_seconds: float, cell_pixels: Optional[tuple[int, int]] = None,
         answers: Optional[bytes] = None, reads_files: bool = False) -> Recording:
    """Runs `argv` on a new pty of the session's size and plays the session to it in real time
    (`name` is what messages call it); stops the benchmark if the program does not exit 0.
    `cell_pixels`: the pty says its cells are this many pixels (width, height), as a terminal
    that draws images does; `answers`: what the terminal answers the program's graphics
    questions with, as soon as they come (a kitty answers at once); `reads_files`: it takes
    kitty's images sent by name (shared memory, a temporary file) as kitty does, removing each."""
    master, slave = open_pty(session.cols, session.rows)
    if cell_pixels:
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", session.rows, session.cols,
                                                            session.cols * cell_pixels[0], session.rows * cell_pixels[1]))
    err_r, err_w = os.pipe()
    pid = spawn(argv, env, slave, stdin=slave, stdout=slave, stderr=err_w)
    os.close(err_w)
    close_quietly(slave)
    terminal = Terminal(session.cols, session.rows, emulate=False)
    frame_ends, frame_times, stderr = [], [], bytearray()

    quitting = []   # once q is sent, what comes is the way out, not a frame

    def frame_done() -> None:
        # Called at the end of each synchronized frame and of each read outside one.
        if not quitting and not terminal.in_frame and (not frame_ends or frame_ends[-1] < len(terminal.raw)):
            frame_ends.append(len(terminal.raw))
            frame_times.append(time.monotonic())

    terminal.on_frame(frame_done)
    open_fds = [master, err_r]
    scanned = [0]   # how far the output was searched for images sent by name

    def take_files() -> None:
        raw = terminal.raw
        for match in NAMED_IMAGE.finditer(raw, max(0, scanned[0] - 512)):
            if match.end() <= scanned[0]:
                continue
            name = base64.b64decode(match.group(2)).decode(errors="replace")
            path = "/dev/shm" + name if match.group(1) == b"s" else name
            with contextlib.suppress(OSError):
                os.unlink(path)
        scanned[0] = len(raw)

    def take(ready: list[int]) -> None:
        for fd in ready:
            try:
                data = os.read(fd, 1 << 16)
            except OSError as error:    # EIO: the program has closed the terminal
                if error.errno != errno.EIO:
                    raise
                data = b""
            if not data:
                open_fds.remove(fd)
            elif fd == master:
                terminal.receive(data)
                if reads_files:
                    take_files()
            else:
                stderr.extend(data)

    def pump(timeout: float) -> bool:
        """Reads what is there, waiting up to `timeout` for it; False if nothing came."""
        if master not in open_fds:
            raise SystemExit(f"{name} ended before the session did (wait status "
                             f"{os.waitpid(pid, 0)[1]}): {stderr.decode(errors='replace')}")
        ready, _, _ = select.select(open_fds, [], [], max(0.0, timeout))
        take(ready)
        return bool(ready)

    def drain() -> None:
        """Reads the last bytes, and stderr to its end, once the program is ending."""
        while open_fds and (ready := select.select(open_fds, [], [], 0.05)[0]):
            take(ready)

    def pump_until(deadline: float) -> None:
        while (left := deadline - time.monotonic()) > 0:
            pump(left)

    def settle(quiet: float, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and pump(quiet):
            pass

    def mark(event: str) -> Sent:
        return Sent(event, time.monotonic(), len(terminal.raw), len(frame_ends))

    try:
        pump(10.0)      # the first output
        if answers is not None:
            deadline = time.monotonic() + 10.0
            while DA1 not in terminal.raw and time.monotonic() < deadline:
                pump(deadline - time.monotonic())
            os.write(master, answers)
        settle(0.3)
        # A start that is silent for longer than the settle's quiet (fontconfig's, on a machine
        # busy with other work) is not yet a program to play to: the session begins once it has
        # turned mouse tracking on, as a person begins once the screen is up.
        deadline = time.monotonic() + 10.0
        while terminal.tracking is None and time.monotonic() < deadline:
            pump(deadline - time.monotonic())
        settle(0.3)

        # Idle: nothing moves, so the program should not wake at all.
        switches, cpu, start = context_switches(pid), cpu_seconds(pid), time.monotonic()
        pump_until(start + idle_seconds)
        idle = time.monotonic() - start
        idle_switches = context_switches(pid) - switches
        idle_cpu_ms = (cpu_seconds(pid) - cpu) * 1000

        sent = []
        start = time.monotonic()
        for item in session.inputs:
            pump_until(start + item.time)
            if item.event == "quit":
                break
            report = terminal.encode_mouse(item.event, item.col, item.row)
            if report is None:
                raise SystemExit(f"{name}: a terminal would send no {item.event} report: "
                                 f"the program has not turned on mouse tracking ({terminal.modes})")
            sent.append(mark(item.event))
            os.write(master, report)

        # Everything the session asked for has been drawn; a full repaint of the same state
        # must show the same picture (the replay checks it).
        settle(0.3)
        repaint = mark("repaint")
        os.kill(pid, signal.SIGWINCH)
        settle(0.3)
        peak_rss = peak_rss_mb(pid)
        quitting.append(True)
        os.write(master, b"q")
        status, usage = reap(pid, 10.0, while_waiting=drain)
    except BaseException:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        raise
    finally:
        drain()
        close_quietly(master)
        close_quietly(err_r)
    if status != 0:
        raise SystemExit(f"{name} ended with wait status {status}: {stderr.decode(errors='replace')}")
    return Recording(bytes(terminal.raw), frame_ends, frame_times, sent, repaint, idle,
                     idle_switches, idle_cpu_ms, (usage.ru_utime + usage.ru_stime) * 1000,
                     peak_rss, stderr.decode(errors="replace"))


# --------------------------------------------------------------------------------------------
# the lower bound of a frame's bytes


def colour_param(colour: str, base: int) -> str:
    """The shortest SGR parameter that selects this colour (as the 256-colour front end does)."""
    if colour == "default":
        return str(base + 9)
    if colour in PALETTE:
        return f"{base + 8};5;{PALETTE[colour]}"
    if len(colour) == 6:
        return f"{base + 8};2;{int(colour[0:2], 16)};{int(colour[2:4], 16)};{int(colour[4:6], 16)}"
    return str(base)  # a named colour: 30-37 / 40-47


def shortest_move(cursor: Optional[tuple[int, int]], x: int, y: int) -> int:
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


def lower_bound(changed_rows: list[tuple[int, list[tuple], list[tuple]]], cols: int) -> int:
    """Fewest bytes that turn each (row, cells before, cells after) into its after, rows in
    order (see the module's comment). A run of identical changed cells may be sent as one cell
    and a repeat (REP, `ESC [ n b`), which xterm-256color offers and ncurses uses, so the bound
    allows for it. Cells are `cell_key`s: (text, fg, bg, bold, reverse)."""
    total, cursor, attrs = 0, None, None
    for y, before, after in changed_rows:
        x = -1
        while x + 1 < cols:
            x += 1
            new = after[x]
            if before[x] == new or new[0] == "":
                continue
            if cursor != (x, y):
                total += shortest_move(cursor, x, y)
            text, fg, bg, bold, reverse = new
            wanted = (fg, bg, bold, reverse)
            if wanted != attrs:
                params = []
                if attrs is None or attrs[2] != bold or attrs[3] != reverse:
                    params.append("0")
                    params += ["1"] if bold else []
                    params += ["7"] if reverse else []
                    params += [colour_param(fg, 30), colour_param(bg, 40)]
                else:
                    if attrs[0] != fg:
                        params.append(colour_param(fg, 30))
                    if attrs[1] != bg:
                        params.append(colour_param(bg, 40))
                total += 3 + len(";".join(params))
                attrs = wanted
            total += len(text.encode())
            width = 2 if (x + 1 < cols and after[x + 1][0] == "") else 1
            run = 1
            while (width == 1 and x + run < cols and after[x + run] == new
                   and before[x + run] != new):
                run += 1
            if run > 1:
                total += min((run - 1) * len(text.encode()), len(f"\x1b[{run - 1}b"))
                x += run - 1
            cursor = (x + width, y)
    return total


@dataclasses.dataclass
class Replay:
    frame_bytes: list[int]      # each session frame's bytes
    bounds: list[int]           # and its lower bound
    repaint_differs: int        # cells a full repaint changed: the replay was wrong there


def replay(recording: Recording, session: ScriptedSession) -> Replay:
    """Feeds the frames through the emulator one at a time, comparing only the rows each one
    touched (pyte marks them dirty), and counts the bytes and bounds of the session's frames
    (from the first input to the repaint)."""
    terminal = Terminal(session.cols, session.rows)
    screen = terminal.screen
    cols = session.cols
    picture = terminal.snapshot()
    first = recording.sent[0].frame if recording.sent else 0
    repaint = recording.repaint.frame
    frame_bytes, bounds, previous, before_repaint = [], [], 0, None
    for index, end in enumerate(recording.frame_ends):
        if index == repaint:
            before_repaint = [row[:] for row in picture]
        screen.dirty.clear()
        terminal.receive(recording.raw[previous:end])
        changed = []
        for y in sorted(screen.dirty):
            if y < session.rows:
                line = screen.buffer[y]
                row = [cell_key(line[x]) for x in range(cols)]
                changed.append((y, picture[y], row))
                picture[y] = row
        if first <= index < repaint:
            frame_bytes.append(end - previous)
            bounds.append(lower_bound(changed, cols))
        previous = end
    if picture != terminal.snapshot():
        raise SystemExit("replay: pyte changed rows it did not mark dirty; the bounds are wrong")
    if before_repaint is None:
        raise SystemExit("replay: the program drew no frame after SIGWINCH")
    differs = sum(a != b for old, new in zip(before_repaint, picture) for a, b in zip(old, new))
    return Replay(frame_bytes, bounds, differs)


# --------------------------------------------------------------------------------------------
# the figures


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round((len(ordered) - 1) * p))] if ordered else float("nan")


def bytes_per_drag(recording: Recording) -> float:
    """What the terminal received from the first drag report to the release, a report."""
    drags = recording.sent_of("drag")
    release = recording.sent_of("release")
    if not drags or not release:
        return float("nan")
    return (release[0].offset - drags[0].offset) / len(drags)


def drag_fps(recording: Recording) -> float:
    """Frames a second from the first drag report to the release."""
    drags, release = recording.sent_of("drag"), recording.sent_of("release")
    if not drags or not release or release[0].time <= drags[0].time:
        return float("nan")
    frames = sum(1 for t in recording.frame_times if drags[0].time <= t < release[0].time)
    return frames / (release[0].time - drags[0].time)


def latencies_ms(recording: Recording) -> list[float]:
    """From each drag report to the end of the next frame."""
    return [(recording.frame_times[s.frame] - s.time) * 1000 for s in recording.sent_of("drag")
            if s.frame < len(recording.frame_times)]


def bounce_frames(recording: Recording) -> list[float]:
    """When each frame after the release ended, up to the next input (the bounce's frames)."""
    after = [s for s in recording.sent if s.time > recording.sent_of("release")[0].time]
    until = after[0].frame if after else recording.repaint.frame
    return recording.frame_times[recording.sent_of("release")[0].frame:until]


FRAME_PERIOD = 1 / 60


def bounce_pacing(frames: list[float]) -> tuple[float, int, int]:
    """The bounce's frames against the program's 60 Hz clock: (frames a second, ticks that sent
    nothing, frames late). A frame that looks as the last one did is not sent (the bounce's
    first ticks move the placard less than a pixel, its last ones too), so the frames a second
    the terminal receives say less of the pace than the ticks do: the pace counts the ticks the
    gaps span, and a gap that is not a whole number of ticks (within 4 ms) is a late frame."""
    if len(frames) < 2:
        return 0.0, 0, 0
    gaps = [b - a for a, b in zip(frames, frames[1:])]
    ticks = [max(1, round(gap / FRAME_PERIOD)) for gap in gaps]
    late = sum(abs(gap - n * FRAME_PERIOD) > 0.004 for gap, n in zip(gaps, ticks))
    return sum(ticks) / (frames[-1] - frames[0]), sum(ticks) - len(gaps), late


def machine_line(stderr: str, name: str) -> dict[str, str]:
    """The key=value pairs of the `name:` line MOVEME_STATS=1 prints at exit."""
    match = re.search(rf"^{name}:(.*)$", stderr, re.MULTILINE)
    return dict(kv.split("=", 1) for kv in match.group(1).split() if "=" in kv) if match else {}


def program_stats(stderr: str) -> dict[str, str]:
    """The frames' costs: the `moveme-stats:` line."""
    return machine_line(stderr, "moveme-stats")


def picture_costs(stderr: str) -> dict[str, str]:
    """On kitty, the CPU of each part of the pictures' work, by the program's own thread clock:
    the `moveme-pictures:` line."""
    return machine_line(stderr, "moveme-pictures")


def bench_figures(text: str) -> dict[str, str]:
    """The key=value pairs of every `NAME-bench:` line in moveme-bench's output."""
    figures = {}
    for match in re.finditer(r"^[\w-]+-bench:(.*)$", text, re.MULTILINE):
        figures.update(kv.split("=", 1) for kv in match.group(1).split() if "=" in kv)
    return figures


def resting_scene(binary: str, env: dict, cols: int, rows: int, seconds: float) -> tuple[float, float]:
    """A dynamics scene once it rests (the collision recipe's stack): (wake-ups a second, CPU in
    ms) over `seconds`. Its physics has paused, so the program should not wake at all."""
    master, slave = open_pty(cols, rows)
    pid = spawn([binary, "--scene", "collision", "--no-hint"], env, slave, stdin=slave, stdout=slave,
                stderr=slave)
    close_quietly(slave)

    def read_for(timeout: float) -> bool:
        """Reads (and drops) what the program writes within `timeout`; False if nothing came."""
        if not select.select([master], [], [], timeout)[0]:
            return False
        try:
            return bool(os.read(master, 1 << 16))
        except OSError:     # EIO: the program has closed the terminal
            return False

    try:
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and read_for(0.5):
            pass        # the squares fall and settle
        switches, cpu = context_switches(pid), cpu_seconds(pid)
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            read_for(left)
        return (context_switches(pid) - switches) / seconds, (cpu_seconds(pid) - cpu) * 1000
    finally:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
        close_quietly(master)


def launch_ms(argv: list[str], env: dict, cols: int, rows: int, greeting: str = "Welcome") -> Optional[float]:
    """Exec to first frame, from outside: from the moment the child's exec happened (a
    close-on-exec pipe reaches end of file) to the read after which the greeting is on the
    screen. While it starts, the bytes are only kept with their times (an emulator would compete
    for the CPU); they are fed to one afterwards to find that read.

    None when the driver saw the exec late: the program's bytes were already waiting then (it
    writes nothing in its first millisecond), so the time would be too short (0.06 ms once, on a
    busy morning). The child's own clock before its exec is no better a start: it would count
    the driver's own address space given up at the exec, about 1 ms."""
    master, slave = open_pty(cols, rows)
    exec_r, exec_w = os.pipe()      # both close-on-exec: the child's copy closes at its exec
    pid = os.fork()
    if pid == 0:  # child: as `spawn`, without its descriptor sweep between the clocks
        try:
            os.close(exec_r)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for target in (0, 1, 2):
                os.dup2(slave, target)
            os.close(master)
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    os.close(exec_w)
    close_quietly(slave)
    chunks: list[tuple[float, bytes]] = []
    try:
        os.read(exec_r, 1)          # end of file: exec has happened
        started = time.monotonic()
        late = bool(select.select([master], [], [], 0)[0])
        deadline = started + 10
        while time.monotonic() < deadline:
            if not select.select([master], [], [], 0.5)[0]:
                if chunks:
                    break           # quiet: the first frames are all out
                continue
            try:
                data = os.read(master, 1 << 16)
            except OSError:
                break
            if not data:
                break
            chunks.append((time.monotonic(), data))
    finally:
        os.close(exec_r)
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
        close_quietly(master)
    terminal = Terminal(cols, rows)
    for when, data in chunks:
        terminal.receive(data)
        if any(greeting in line for line in terminal.screen.display):
            return None if late else (when - started) * 1000
    raise SystemExit(f"{argv[-1]}: no {greeting!r} on the screen after start")


def launch_medians(moveme: list[str], peer: Optional[list[str]], env: dict, peer_env: dict,
                   cols: int, rows: int, runs: int) -> tuple[list[float], list[float], int]:
    """Each program started `runs` times, taking turns: (moveme's ms, the peer's ms, how many
    starts were made again because the driver saw the exec late)."""
    again = 0

    def measured(argv: list[str], start_env: dict) -> float:
        nonlocal again
        for _ in range(10):
            ms = launch_ms(argv, start_env, cols, rows)
            if ms is not None:
                return ms
            again += 1
        raise SystemExit(f"{argv[-1]}: ten starts in a row seen late; is the machine overloaded?")

    mine, theirs = [], []
    for _ in range(runs):
        mine.append(measured(moveme, env))
        if peer:
            theirs.append(measured(peer, peer_env))
    return mine, theirs, again


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the moveme to measure")
    parser.add_argument("--peer", default=os.environ.get("MOVEME_PEER"),
                        help="the naive peer to compare with (default: $MOVEME_PEER); "
                             "run as `python3 PEER` with MOVEME_PEER_BOUNCE=1")
    parser.add_argument("--floor", default=os.environ.get("MOVEME_FLOOR"),
                        help="Benchmarks/floor.c built: the session's input and output alone, "
                             "drawing nothing, played in turn with the two (default: $MOVEME_FLOOR)")
    parser.add_argument("--core", default="", help="moveme-bench's output, for the bench: line")
    parser.add_argument("--session", default=SESSION)
    parser.add_argument("--smoke", action="store_true",
                        help=f"a short run: 1 s idle, the session's first {SMOKE_SECONDS} s")
    parser.add_argument("--cpu-runs", type=int, default=None,
                        help="sessions each program plays, taking turns, for the CPU ratio "
                             "(default 3, 1 with --smoke)")
    parser.add_argument("--launch-runs", type=int, default=None,
                        help="starts of each program, taking turns, for exec to first frame "
                             "(default 15, 3 with --smoke)")
    args = parser.parse_args()
    cpu_runs = max(1, args.cpu_runs or (1 if args.smoke else 3))
    idle_seconds = 1.0 if args.smoke else 5.0
    session = ScriptedSession.read(args.session)
    if args.smoke:
        session = session.until(SMOKE_SECONDS)
    env = {"MOVEME_STATS": "1", "COLORTERM": None, "NO_COLOR": None}

    print(f"session: {os.path.relpath(args.session)}, {len(session.inputs)} inputs over "
          f"{session.duration:.1f} s on {session.cols}x{session.rows}, TERM=xterm-256color")

    def play_moveme(idle: float) -> Recording:
        return play("moveme", [os.path.abspath(args.binary), "--no-hint"],
                    clean_env("xterm-256color", env), session, idle)

    def play_kitty(idle: float) -> Recording:
        # Images through kitty's protocol, on cells of 10 × 20 pixels.
        return play("moveme with kitty's images", [os.path.abspath(args.binary), "--no-hint", "--graphics", "kitty"],
                    clean_env("xterm-256color", env), session, idle, cell_pixels=(10, 20), answers=KITTY_ANSWERS)

    def play_kitty_by_name(idle: float) -> Recording:
        # A local kitty: the images' data through shared memory, read and removed as sent.
        return play("moveme with kitty's images by name", [os.path.abspath(args.binary), "--no-hint", "--graphics", "kitty"],
                    clean_env("xterm-256color", env), session, idle, cell_pixels=(10, 20), answers=KITTY_FILES_ANSWERS,
                    reads_files=True)

    def play_cells_on_kitty(idle: float) -> Recording:
        # The same pty answering as kitty, the views in half blocks: what the images cost more.
        return play("moveme in cells on kitty", [os.path.abspath(args.binary), "--no-hint", "--graphics", "cells"],
                    clean_env("xterm-256color", env), session, idle, cell_pixels=(10, 20), answers=KITTY_ANSWERS)

    def play_sixel(idle: float) -> Recording:
        return play("moveme with sixel", [os.path.abspath(args.binary), "--no-hint", "--graphics", "sixel"],
                    clean_env("xterm-256color", env), session, idle, cell_pixels=(10, 20), answers=SIXEL_ANSWERS)

    def play_peer(idle: float) -> Recording:
        return play("the peer", [sys.executable, os.path.abspath(args.peer)],
                    clean_env("xterm-256color", {**env, "MOVEME_PEER_BOUNCE": "1"}), session, idle)

    has_floor = bool(args.floor and os.path.isfile(args.floor))

    def play_floor() -> float:
        return play("the floor", [os.path.abspath(args.floor)], clean_env("xterm-256color", {}),
                    session, 0.2).cpu_ms

    moveme = play_moveme(idle_seconds)
    kitty = play_kitty(0.2)
    kitty_cells = play_cells_on_kitty(0.2)
    # The CPU of images against cells, in pairs played back to back, as the peer's: one pair's
    # ratio, on this machine, fell anywhere from 1.5 to 2.1 in the same hour.
    kitty_pairs = [(kitty.cpu_ms, kitty_cells.cpu_ms)]
    for _ in range(cpu_runs - 1):
        kitty_pairs.append((play_kitty(0.2).cpu_ms, play_cells_on_kitty(0.2).cpu_ms))
    kitty_named = play_kitty_by_name(0.2)
    sixel = play_sixel(0.2)

    peer = None
    # The CPU of each session, (moveme, peer), in turns: one pair is at the mercy of whatever
    # else the machine does meanwhile (single runs gave ratios from 0.35 to 0.60), so the
    # ratio is the median of the pairs', each pair played back to back. The floor takes its
    # turn after each pair.
    cpu_pairs: list[tuple[float, float]] = []
    floors: list[float] = []
    if args.peer and os.path.isfile(args.peer):
        peer = play_peer(idle_seconds)
        cpu_pairs.append((moveme.cpu_ms, peer.cpu_ms))
        if has_floor:
            floors.append(play_floor())
        for _ in range(cpu_runs - 1):
            cpu_pairs.append((play_moveme(0.2).cpu_ms, play_peer(0.2).cpu_ms))
            if has_floor:
                floors.append(play_floor())

    # Exec to first frame, as a person starting it sees it: with preferences (an empty home:
    # the defaults) and the strings tables, the program's own defaults, no MOVEME_NO_PREFERENCES.
    launch_home = tempfile.mkdtemp(prefix="moveme-launch-")
    launch_env = clean_env("xterm-256color", {"HOME": launch_home, "XDG_CONFIG_HOME": None,
                                              "MOVEME_NO_PREFERENCES": None, "COLORTERM": None,
                                              "NO_COLOR": None})
    launch_runs = max(1, args.launch_runs or (3 if args.smoke else 15))
    has_peer = bool(args.peer and os.path.isfile(args.peer))
    launches, peer_launches, late_starts = launch_medians(
        [os.path.abspath(args.binary), "--no-hint"],
        [sys.executable, os.path.abspath(args.peer)] if has_peer else None,
        launch_env, {**launch_env, "MOVEME_PEER_BOUNCE": "1"}, session.cols, session.rows, launch_runs)
    shutil.rmtree(launch_home, ignore_errors=True)
    launch_p50 = statistics.median(launches)
    peer_launch_p50 = statistics.median(peer_launches) if peer_launches else float("nan")

    frames = replay(moveme, session)
    ratios = [b / bound for b, bound in zip(frames.frame_bytes, frames.bounds) if bound > 0]
    bytes_ratio = sum(frames.frame_bytes) / sum(frames.bounds) if sum(frames.bounds) else float("nan")
    per_drag = bytes_per_drag(moveme)
    latency = latencies_ms(moveme)
    bounce = bounce_frames(moveme)
    fps, unchanged, late = bounce_pacing(bounce)
    gap = max((b - a for a, b in zip(bounce, bounce[1:])), default=0.0) * 1000
    wakeups = moveme.idle_switches / moveme.idle_seconds
    scene_wakeups, scene_cpu_ms = resting_scene(os.path.abspath(args.binary), clean_env("xterm-256color", env),
                                                session.cols, session.rows, idle_seconds)
    stats = program_stats(moveme.stderr)
    frame_p50, frame_p99 = stats.get("frame_us_p50", "n/a"), stats.get("frame_us_p99", "n/a")

    if stats:
        print(f"frame: the whole program a frame (render + draw + update) p50={frame_p50} µs "
              f"p99={frame_p99} µs, {stats.get('cells_per_frame', 'n/a')} cells a frame, "
              f"{stats.get('frames', 'n/a')} frames (target p50 ≤ 100 µs, p99 ≤ 400 µs)")
    else:
        print("frame: n/a (this moveme prints no `moveme-stats:` line with MOVEME_STATS=1)")
    print(f"bytes: written / session bound = {sum(frames.frame_bytes)} / {sum(frames.bounds)} = "
          f"{bytes_ratio:.3f} (target ≤ 1.02); per frame median="
          f"{statistics.median(ratios) if ratios else float('nan'):.3f} p90={percentile(ratios, 0.9):.3f}; "
          f"{len(frames.frame_bytes)} frames, p50 {percentile(frames.frame_bytes, 0.5):.0f} B, "
          f"max {max(frames.frame_bytes, default=0)} B")
    print(f"bytes: {per_drag:.0f} a drag step, 256 colours (target ≤ 916)")
    kitty_per_drag = bytes_per_drag(kitty)
    print(f"kitty: the views as images (--graphics kitty, 10×20-pixel cells): {kitty_per_drag:.0f} B a drag "
          f"step (half blocks {per_drag:.0f}; target no more), {len(kitty.raw)} B in all (half blocks "
          f"{len(moveme.raw)}), CPU {kitty.cpu_ms:.0f} ms (half blocks {moveme.cpu_ms:.0f} ms), "
          f"peak RSS {kitty.peak_rss_mb:.1f} MB")
    # Images sent: each transmission but the one-pixel blanks that give an image's memory back.
    images_sent = len(re.findall(rb"\x1b_Ga=t,f=32,s=(?!1,v=1,)", kitty.raw))
    kitty_ratios = [k / c for k, c in kitty_pairs if c]
    kitty_cpu_ratio = statistics.median(kitty_ratios) if kitty_ratios else float("nan")
    kitty_cpu = statistics.median(k for k, _ in kitty_pairs)
    cells_cpu = statistics.median(c for _, c in kitty_pairs)
    kitty_bytes_ratio = len(kitty.raw) / len(kitty_cells.raw) if kitty_cells.raw else float("nan")
    print(f"kitty: images against --graphics cells on the same pty answering as kitty: CPU "
          f"{kitty_cpu:.0f} / {cells_cpu:.0f} ms = {kitty_cpu_ratio:.2f}× at the median of {len(kitty_pairs)} "
          f"pair(s) (" + ", ".join(f"{r:.2f}" for r in kitty_ratios) + "; target ≤ 1.5), bytes "
          f"{len(kitty.raw)} / {len(kitty_cells.raw)} = {kitty_bytes_ratio:.2f}× (target ≤ 2), "
          f"{images_sent} images sent")
    costs = picture_costs(kitty.stderr)
    if costs:
        print(f"kitty: the pictures' CPU by part (the program's thread clock, its first run): drawing "
              f"{costs.get('drawing_ms')} ms (their text with them), deflate {costs.get('compression_ms')}, "
              f"base64 {costs.get('transmission_ms')}, placements {costs.get('placements_ms')}, for "
              f"{costs.get('images')} images, of the run's {kitty.cpu_ms:.0f} ms")
    named_sent = len(NAMED_IMAGE.findall(kitty_named.raw))
    named_ratio = kitty_named.cpu_ms / cells_cpu if cells_cpu else float("nan")
    print(f"kitty: by shared memory, as a local kitty reads them: CPU {kitty_named.cpu_ms:.0f} / "
          f"{cells_cpu:.0f} ms = {named_ratio:.2f}× the cells' (target ≤ 1.5), bytes {len(kitty_named.raw)} / "
          f"{len(kitty_cells.raw)} = {len(kitty_named.raw) / max(1, len(kitty_cells.raw)):.2f}×, "
          f"{named_sent} images by name")
    sixel_stats = program_stats(sixel.stderr)
    sixel_fps = drag_fps(sixel)
    print(f"sixel: a frame p50={sixel_stats.get('frame_us_p50', 'n/a')} µs p99={sixel_stats.get('frame_us_p99', 'n/a')} µs "
          f"(drawn, encoded and written; {sixel_stats.get('frames', 'n/a')} frames), {sixel_fps:.1f} frames a second "
          f"while dragging (60 reports a second), {len(sixel.raw)} B in all")
    print(f"idle: {wakeups:.2f} wake-ups/s, {moveme.idle_cpu_ms:.1f} ms CPU over "
          f"{moveme.idle_seconds:.0f} s (target 0)")
    print(f"idle: a resting dynamics scene (--scene collision, the stack): {scene_wakeups:.2f} "
          f"wake-ups/s, {scene_cpu_ms:.1f} ms CPU over {idle_seconds:.0f} s (target 0)")
    print(f"latency: report to frame p50={percentile(latency, 0.5):.2f} ms "
          f"p99={percentile(latency, 0.99):.2f} ms, {len(latency)} reports (target p50 ≤ 2 ms)")
    print(f"pacing: bounce {len(bounce)} frames sent at {fps:.1f} fps on the 60 Hz clock, "
          f"{unchanged} tick(s) with nothing new to send, {late} frame(s) late, longest gap "
          f"{gap:.1f} ms (target ≥ 58 fps, none late)")
    print(f"launch: exec to first frame (the greeting on the pty), {len(launches)} starts: "
          f"median {launch_p50:.2f} ms, min {min(launches):.2f} ms"
          + (f"; the peer's median {peer_launch_p50:.2f} ms" if peer_launches else "")
          + (f"; {late_starts} start(s) seen late and made again" if late_starts else "")
          + " (target ≤ 3 ms)")
    print(f"memory: peak RSS {moveme.peak_rss_mb:.1f} MB (target ≤ 14 MB)")
    print(f"replay: {frames.repaint_differs} cells differ between the replayed frames and a "
          f"full repaint (must be 0)")
    ratio = statistics.median(m / p for m, p in cpu_pairs) if cpu_pairs else float("nan")
    moveme_cpu = statistics.median(m for m, _ in cpu_pairs) if cpu_pairs else moveme.cpu_ms
    peer_cpu = statistics.median(p for _, p in cpu_pairs) if cpu_pairs else float("nan")
    if peer:
        print(f"peer: {os.path.relpath(args.peer)} (MOVEME_PEER_BOUNCE=1): CPU {peer.cpu_ms:.0f} ms, "
              f"peak RSS {peer.peak_rss_mb:.1f} MB, {bytes_per_drag(peer):.0f} B a drag step, "
              f"{peer.idle_switches / peer.idle_seconds:.2f} idle wake-ups/s")
        runs = ", ".join(f"{m:.0f}/{p:.0f}" for m, p in cpu_pairs)
        print(f"cpu: the session, whole life, user + system, {len(cpu_pairs)} run(s) each in turns "
              f"(moveme/peer ms: {runs}): median moveme {moveme_cpu:.0f} ms, peer {peer_cpu:.0f} ms, "
              f"ratio {ratio:.2f} (median of the pairs'; target ≤ 0.3)")
    else:
        missing = f"no file at {args.peer}" if args.peer else "none given (--peer or MOVEME_PEER)"
        print(f"peer: {missing}: the comparison is skipped; cpu: moveme {moveme.cpu_ms:.0f} ms")
    floor_cpu = statistics.median(floors) if floors else float("nan")
    if floors:
        print(f"floor: the session's input and output alone, drawing nothing (Benchmarks/floor.c), "
              f"{len(floors)} run(s) after each pair: median {floor_cpu:.0f} ms of CPU, "
              f"{floor_cpu / peer_cpu:.2f}× the peer's; moveme's own share {moveme_cpu - floor_cpu:.0f} ms")

    figures = {
        "frame_us_p50": frame_p50, "frame_us_p99": frame_p99,
        **bench_figures(args.core),
        "bytes_ratio": f"{bytes_ratio:.3f}", "bytes_per_drag_step": f"{per_drag:.0f}",
        "idle_wakeups_per_s": f"{wakeups:.2f}", "scene_idle_wakeups_per_s": f"{scene_wakeups:.2f}",
        "latency_ms_p50": f"{percentile(latency, 0.5):.2f}",
        "latency_ms_p99": f"{percentile(latency, 0.99):.2f}",
        "fps": f"{fps:.1f}", "late_frames": late, "rss_mb": f"{moveme.peak_rss_mb:.1f}",
        "launch_ms_p50": f"{launch_p50:.2f}",
        "peer_launch_ms_p50": f"{peer_launch_p50:.2f}" if peer_launches else "n/a",
        "cpu_ms": f"{moveme_cpu:.0f}",
        "peer_cpu_ms": f"{peer_cpu:.0f}" if peer else "n/a",
        "cpu_ratio_vs_peer": f"{ratio:.2f}" if peer else "n/a",
        "floor_cpu_ms": f"{floor_cpu:.0f}" if floors else "n/a",
        "kitty_bytes_per_drag_step": f"{kitty_per_drag:.0f}", "kitty_cpu_ms": f"{kitty_cpu:.0f}",
        "kitty_cpu_ratio_vs_cells": f"{kitty_cpu_ratio:.2f}", "kitty_bytes_ratio_vs_cells": f"{kitty_bytes_ratio:.2f}",
        "kitty_images_sent": f"{images_sent}",
        "kitty_shm_cpu_ratio_vs_cells": f"{named_ratio:.2f}",
        "sixel_frame_us_p50": sixel_stats.get("frame_us_p50", "n/a"), "sixel_frame_us_p99": sixel_stats.get("frame_us_p99", "n/a"),
        "sixel_drag_fps": f"{sixel_fps:.1f}",
    }
    print("bench: " + " ".join(f"{key}={value}" for key, value in figures.items()))

    # What every run must show, timing aside: the replay is the picture, the figures exist.
    failures = []
    if frames.repaint_differs:
        failures.append(f"the replayed frames differ from a full repaint in {frames.repaint_differs} cells")
    if os.path.isdir("/dev/shm") and not NAMED_IMAGE.search(kitty_named.raw):
        failures.append("a kitty that reads shared memory was sent no image by name")
    if b"\x1b_Ga=t," not in kitty.raw:
        failures.append("with --graphics kitty on cells of known pixels, no image was sent")
    elif not kitty_per_drag <= per_drag:
        failures.append(f"a kitty drag step is {kitty_per_drag:.0f} B, more than the half blocks' {per_drag:.0f} B")
    for name, value in (("bytes ratio", bytes_ratio), ("bytes per drag step", per_drag),
                        ("latency", percentile(latency, 0.5))):
        if value != value:     # NaN: nothing was measured
            failures.append(f"no {name} was measured")
    if len(bounce) < 2:
        failures.append("no bounce frames were seen")
    if failures:
        sys.stdout.flush()
        raise SystemExit("drive.py: " + "; ".join(failures))


if __name__ == "__main__":
    main()
