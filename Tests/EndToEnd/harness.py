"""End-to-end harness for `moveme`: a real pseudo-terminal with the `pyte` emulator as the
terminal (both from Tests/PseudoTerminal/pseudo_terminal.py, which the benchmark uses too).

Everything the program writes is read from the pty's master side, kept raw (for byte-level
assertions), scanned for DEC private modes, and fed into a pyte screen of the pty's size, so a
test can look at what a person would see: the text on each row and each cell's colours.

Input is written to the master side as a terminal would send it. Mouse reports are encoded for
the modes the program has actually turned on (SGR if it set ?1006, urxvt if ?1015, else X10 when
the position fits), and only sent at all if it enabled a tracking mode (1000, 1002, 1003) that
reports that kind of event; a terminal does the same.

Coordinates in this API are 0-based cells (column, row), the same indices as
`session.screen.buffer[row][column]`; the reports sent on the wire are 1-based, as terminals
send them.

Nothing here sleeps a fixed time as the basis of an assertion: tests poll with `read_until`
(or `wait_*`) until a condition holds or a generous timeout passes. Short sleeps appear only to
pace input the way a person would (a drag is a series of reports over time).
"""

from __future__ import annotations

import dataclasses
import errno
import fcntl
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
import unicodedata
from typing import Callable, Iterable, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))

# The terminal emulator, the pty and spawning: one module, shared with Benchmarks/drive.py.
sys.path.insert(0, os.path.join(ROOT, "Tests", "PseudoTerminal"))

from pseudo_terminal import (  # noqa: E402,F401  (re-exported: part of the harness's API)
    FRAME_END, TRACKED_MODES, TRACKING, Terminal, clean_env as base_env, close_quietly,
    cpu_seconds, open_pty, semicolon_sgr, set_size, spawn,
)

#: Generous default: CI machines are slow and shared.
TIMEOUT = float(os.environ.get("MOVEME_E2E_TIMEOUT", "10"))

#: The TERM values every "each TERM" test runs under.
TERMS = ["xterm-256color", "xterm", "tmux-256color", "screen-256color"]

GREETINGS = [
    "Welcome", "Velkommen", "Welkom", "歡迎", "Bienvenue", "Willkommen", "ようこそ", "Benvenuto",
    "Välkommen", "환영합니다", "Bienvenido", "欢迎", "Tervetuloa", "Bem-vindo", "Добро пожаловать",
]

HINT = "drag the placard · double-click the background"


def binary() -> str:
    """The program under test: $MOVEME_BIN, else the debug build of `swift build`."""
    path = os.environ.get("MOVEME_BIN") or os.path.join(ROOT, ".build", "debug", "moveme")
    return os.path.abspath(path)


# --------------------------------------------------------------------------------------------
# cells and the placard


@dataclasses.dataclass(frozen=True)
class Found:
    """Where a text was found: its row and the cells [start, end) it covers."""

    row: int
    start: int
    end: int

    @property
    def width(self) -> int:
        return self.end - self.start

    @property
    def middle(self) -> float:
        """The text's horizontal middle in points (a cell is one point wide)."""
        return self.start + self.width / 2


def cell_style(char) -> tuple:
    return (char.fg, char.bg, char.reverse)


# --------------------------------------------------------------------------------------------
# the program running on a pty


class Exited(Exception):
    pass


class RunningProgram(Terminal):
    """The program running on a pty of its own, and the terminal showing what it drew: what
    `start` returns. The screen, raw bytes, modes, frame observers and mouse encoding are the
    `Terminal`'s; this adds the process, reading, waiting and sending input."""

    def __init__(self, pid: int, master: int, slave: int, cols: int, rows: int,
                 status_fd: Optional[int] = None, stderr_fd: Optional[int] = None,
                 cleanup: Optional[Callable[[], None]] = None):
        self.pid = pid                  # the program (or, under tmux, the tmux client)
        self.master = master
        self.slave = slave              # kept open: termios can be read from it at any time
        super().__init__(cols, rows)
        self._status_fd = status_fd     # job-control launcher: wait statuses arrive here
        self._status_buf = b""
        self._stderr_fd = stderr_fd
        self.stderr = bytearray()
        self.status: Optional[int] = None   # raw wait status once the program has ended
        self.stopped_signal: Optional[int] = None
        self._cleanup = cleanup
        self.closed = False
        self.termios_before = termios.tcgetattr(slave)

    # ---- output

    def pump(self, timeout: float = 0.0) -> int:
        """Reads whatever the program wrote (waiting up to `timeout` for the first bytes) and
        feeds it to the emulator. Returns the number of bytes read."""
        total = 0
        deadline = time.monotonic() + timeout
        fds = [self.master]
        if self._stderr_fd is not None:
            fds.append(self._stderr_fd)
        if self._status_fd is not None:
            fds.append(self._status_fd)
        while True:
            remaining = max(0.0, deadline - time.monotonic()) if total == 0 else 0.0
            try:
                ready, _, _ = select.select(fds, [], [], remaining)
            except InterruptedError:
                continue
            if not ready:
                break
            progressed = False
            if self.master in ready:
                try:
                    data = os.read(self.master, 1 << 16)
                except OSError as error:   # EIO: no process has the slave open any more
                    if error.errno != errno.EIO:
                        raise
                    data = b""
                if data:
                    self.receive(data)
                    total += len(data)
                    progressed = True
                else:
                    fds.remove(self.master)
            if self._stderr_fd is not None and self._stderr_fd in ready:
                data = os.read(self._stderr_fd, 1 << 16)
                if data:
                    self.stderr += data
                    progressed = True
                else:
                    fds.remove(self._stderr_fd)
            if self._status_fd is not None and self._status_fd in ready:
                data = os.read(self._status_fd, 4096)
                if data:
                    self._status_buf += data
                    self._parse_status()
                    progressed = True
                else:
                    fds.remove(self._status_fd)
            if not progressed or not fds:
                break
        self._reap()
        return total

    def read_until(self, predicate: Callable[[], object], timeout: float = TIMEOUT,
                   what: str = "condition", between_frames: bool = True) -> object:
        """Pumps output until `predicate()` is truthy (returns its value) or the timeout
        passes (raises AssertionError with the screen, for the report).

        With `between_frames` the predicate is only asked between synchronized updates (what
        a terminal supporting ?2026 would show), after every frame."""
        deadline = time.monotonic() + timeout
        seen: list = []

        def observe() -> None:
            if not seen:
                value = predicate()
                if value:
                    seen.append(value)

        remove = self.on_frame(observe)
        try:
            while True:
                if seen:
                    return seen[0]
                if not (between_frames and self.in_frame):
                    value = predicate()
                    if value:
                        return value
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"timed out after {timeout:.1f}s waiting for {what}\n"
                                         + self.dump())
                self.pump(min(0.05, remaining))
        finally:
            remove()

    def holds_for(self, predicate: Callable[[], object], duration: float) -> bool:
        """True if `predicate()` stays truthy for `duration` seconds of pumping (used for
        negative checks such as "a single click does not change the greeting").

        As with `read_until`, the predicate is asked after every frame, never in the middle of
        one: a terminal that supports synchronized output shows no half-drawn frame, and a
        resize's frame starts by clearing the screen."""
        failed: list[bool] = []

        def observe() -> None:
            if not failed and not predicate():
                failed.append(True)

        remove = self.on_frame(observe)
        try:
            if not self.in_frame:
                observe()
            deadline = time.monotonic() + duration
            while not failed and time.monotonic() < deadline:
                self.pump(0.02)
            # A frame begun when the time is up is judged when it ends.
            finish = time.monotonic() + TIMEOUT
            while not failed and self.in_frame and time.monotonic() < finish:
                self.pump(0.02)
            if not self.in_frame:
                observe()
        finally:
            remove()
        return not failed

    def settle(self, quiet: float = 0.3, timeout: float = TIMEOUT) -> None:
        """Pumps until the program has written nothing for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        last = time.monotonic()
        while time.monotonic() < deadline:
            if self.pump(0.02):
                last = time.monotonic()
            elif time.monotonic() - last >= quiet:
                return
        raise AssertionError("output never went quiet\n" + self.dump())

    # ---- input

    def send(self, data: bytes | str) -> None:
        if isinstance(data, str):
            data = data.encode()
        view = memoryview(data)
        while view:
            try:
                written = os.write(self.master, view)
            except BlockingIOError:
                self.pump(0.01)
                continue
            view = view[written:]
        self.pump()

    def key(self, name: str) -> None:
        """A key as the terminal sends it: arrows as SS3 (ESC O A) when the program turned
        on application cursor keys (DECCKM, ?1h), else as CSI (ESC [ A)."""
        sequence = KEYS.get(name, name)
        if name in ("up", "down", "right", "left") and self.modes.get(1):
            sequence = "\x1bO" + sequence[-1]
        self.send(sequence)

    def _mouse(self, kind: str, col: int, row: int) -> bytes:
        report = self.encode_mouse(kind, col, row)
        if report is None:
            raise AssertionError(
                f"a terminal would send no {kind} report at ({col},{row}) with the modes the "
                f"program set: tracking={self.tracking} modes={self.modes}")
        return report

    def mouse_press(self, col: int, row: int) -> None:
        self.send(self._mouse("press", col, row))

    def mouse_drag(self, col: int, row: int) -> None:
        self.send(self._mouse("drag", col, row))

    def mouse_release(self, col: int, row: int) -> None:
        self.send(self._mouse("release", col, row))

    def mouse_click(self, col: int, row: int, one_write: bool = False) -> None:
        """A press and a release at one cell: two writes, or one (like a touchpad tap)."""
        press, release = self._mouse("press", col, row), self._mouse("release", col, row)
        if one_write:
            self.send(press + release)
        else:
            self.send(press)
            self.send(release)

    def drag_path(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8,
                  pause: float = 0.015) -> None:
        """Drag reports step by step from `start` to `end` (the button is already down).
        The pause only paces the reports like a hand would; no assertion rests on it."""
        (c0, r0), (c1, r1) = start, end
        for i in range(1, steps + 1):
            col = round(c0 + (c1 - c0) * i / steps)
            row = round(r0 + (r1 - r0) * i / steps)
            self.mouse_drag(col, row)
            time.sleep(pause)
            self.pump()

    # ---- size

    def resize(self, cols: int, rows: int, signal_child: bool = True) -> None:
        """TIOCSWINSZ on the master (the kernel signals the foreground group), an explicit
        SIGWINCH to the program too, and the emulator resized to match."""
        set_size(self.master, cols, rows)
        self.resize_screen(cols, rows)
        if signal_child and self.alive():
            try:
                os.kill(self.pid, signal.SIGWINCH)
            except ProcessLookupError:
                pass

    # ---- reading the screen

    def lines(self) -> list[str]:
        return list(self.screen.display)

    def text(self) -> str:
        return "\n".join(self.lines())

    def row_cells(self, row: int) -> list:
        line = self.screen.buffer[row]
        return [line[col] for col in range(self.cols)]

    def find(self, text: str) -> Optional[Found]:
        """The first place `text` is drawn, in cells (a wide character covers two)."""
        for row in range(self.rows):
            line = self.screen.buffer[row]
            # (column, character) of every cell that starts a character
            cells = [(col, line[col].data) for col in range(self.cols) if line[col].data != ""]
            chars = "".join(data[:1] if data else " " for _, data in cells)
            # Combining marks stay on their base cell in pyte; match on base characters.
            index = chars.find(_bases(text))
            if index >= 0:
                start = cells[index][0]
                last_col = cells[index + len(_bases(text)) - 1][0]
                last_width = _cell_width(line, last_col, self.cols)
                return Found(row, start, last_col + last_width)
        return None

    def find_any(self, texts: Iterable[str]) -> Optional[tuple[str, Found]]:
        for text in texts:
            found = self.find(text)
            if found:
                return text, found
        return None

    def background(self) -> tuple:
        """The style of the background: the most common style of the top row (the placard
        never rests there, and the hint is at the bottom)."""
        counts: dict[tuple, int] = {}
        for char in self.row_cells(0):
            key = cell_style(char)
            counts[key] = counts.get(key, 0) + 1
        return max(counts, key=counts.get)

    def placard_cells(self, row: int, background: Optional[tuple] = None) -> list[int]:
        """Columns of `row` drawn differently from the background."""
        background = background or self.background()
        return [col for col, char in enumerate(self.row_cells(row))
                if cell_style(char) != background]

    def span(self, row: int, background: Optional[tuple] = None) -> int:
        """Width of the run of non-background cells on `row` (first to last)."""
        cols = self.placard_cells(row, background)
        return cols[-1] - cols[0] + 1 if cols else 0

    def placard_box(self, background: Optional[tuple] = None,
                    skip_rows: Iterable[int] = ()) -> Optional[tuple[int, int, int, int]]:
        """(left, top, right, bottom) inclusive of every cell drawn unlike the background."""
        background = background or self.background()
        skip = set(skip_rows)
        box = None
        for row in range(self.rows):
            if row in skip:
                continue
            cols = self.placard_cells(row, background)
            if not cols:
                continue
            if box is None:
                box = [cols[0], row, cols[-1], row]
            else:
                box = [min(box[0], cols[0]), min(box[1], row), max(box[2], cols[-1]), row]
        return tuple(box) if box else None

    def pixels(self, column: int, top: int, bottom: int) -> list[str]:
        """The colours of the half-cell pixels down `column` from row `top` to `bottom`
        (inclusive), two a cell: an upper half block is its foreground over its background, a
        lower half block its background over its foreground, a blank its background twice."""
        colours: list[str] = []
        for row in range(top, bottom + 1):
            char = self.screen.buffer[row][column]
            upper = char.fg if char.data == "▀" else char.bg
            lower = char.fg if char.data == "▄" else char.bg
            colours += [upper, lower]
        return colours

    def dump(self) -> str:
        lines = self.lines()
        shown = "\n".join(f"{i:3}|{line}|" for i, line in enumerate(lines[:70]))
        tail = bytes(self.raw[-300:])
        return (f"--- screen {self.cols}x{self.rows} (alive={self.alive()} status={self.status}) "
                f"modes={self.modes}\n{shown}\n--- last raw bytes: {tail!r}\n"
                f"--- stderr: {bytes(self.stderr)[-500:]!r}")

    # ---- the process

    def _parse_status(self) -> None:
        while b"\n" in self._status_buf:
            line, self._status_buf = self._status_buf.split(b"\n", 1)
            word, _, value = line.decode().partition(" ")
            if word == "pid":
                self.pid = int(value)
            elif word == "stopped":
                self.stopped_signal = int(value)
            elif word == "continued":
                self.stopped_signal = None
            elif word == "status":
                self.status = int(value)

    def _reap(self) -> None:
        if self._status_fd is not None or self.status is not None:
            return
        try:
            pid, status = os.waitpid(self.pid, os.WNOHANG | os.WUNTRACED | os.WCONTINUED)
        except ChildProcessError:
            return
        if pid == 0:
            return
        if os.WIFSTOPPED(status):
            self.stopped_signal = os.WSTOPSIG(status)
        elif os.WIFCONTINUED(status):
            self.stopped_signal = None
        else:
            self.status = status

    def alive(self) -> bool:
        self._reap()
        return self.status is None

    def wait_exit(self, timeout: float = TIMEOUT) -> int:
        """Waits for the program to end; returns the raw wait status."""
        self.read_until(lambda: not self.alive(), timeout, "the program to exit",
                        between_frames=False)
        self.pump()   # the last bytes
        return self.status

    @property
    def exit_code(self) -> Optional[int]:
        if self.status is None or not os.WIFEXITED(self.status):
            return None
        return os.WEXITSTATUS(self.status)

    @property
    def exit_signal(self) -> Optional[int]:
        if self.status is None or not os.WIFSIGNALED(self.status):
            return None
        return os.WTERMSIG(self.status)

    def wait_stopped(self, timeout: float = TIMEOUT) -> int:
        self.read_until(lambda: self.stopped_signal is not None or not self.alive(), timeout,
                        "the program to stop", between_frames=False)
        assert self.stopped_signal is not None, "the program ended instead of stopping\n" + self.dump()
        return self.stopped_signal

    def termios_now(self) -> list:
        return termios.tcgetattr(self.slave)

    def kill(self, sig: int) -> None:
        os.kill(self.pid, sig)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.alive():
            for sig in (signal.SIGCONT, signal.SIGKILL):
                try:
                    os.kill(self.pid, sig)
                except ProcessLookupError:
                    pass
            deadline = time.monotonic() + 5
            while self.alive() and time.monotonic() < deadline:
                self.pump(0.02)
        if self._cleanup:
            self._cleanup()
        for fd in (self.master, self.slave, self._status_fd, self._stderr_fd):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass

    def __enter__(self) -> "RunningProgram":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


KEYS = {
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
    "esc": "\x1b", "enter": "\r", "space": " ", "tab": "\t", "ctrl-c": "\x03", "ctrl-z": "\x1a",
    "ctrl-s": "\x13",
}


def _bases(text: str) -> str:
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _cell_width(line, col: int, cols: int) -> int:
    return 2 if col + 1 < cols and line[col + 1].data == "" else 1




def start(args: Iterable[str] = (), cols: int = 80, rows: int = 24,
          term: Optional[str] = "xterm-256color", env: Optional[dict] = None,
          job_control: bool = False, stderr_pipe: bool = False,
          ready: bool = True, cell_pixels: Optional[tuple[int, int]] = None,
          program: Optional[str] = None) -> RunningProgram:
    """Starts the program (moveme, or `program`: an example's) on a new pty of cols×rows with
    TERM=`term`.

    cell_pixels: the pty says its cells are (width, height) pixels, as a terminal that draws
    images does (the program then asks it about graphics at the start).

    job_control: run it the way an interactive shell does, in its own process group that is
    the terminal's foreground group, under a small parent in the same session (launcher.py).
    Without that the program is a session leader whose group is orphaned, and POSIX says a
    Ctrl-Z must not stop such a group — so the Ctrl-Z test needs it.

    ready: wait for the first frame (the alternate screen and a drawn screen).
    """
    master, slave = open_pty(cols, rows)
    if cell_pixels:
        fcntl.ioctl(master, termios.TIOCSWINSZ,
                    struct.pack("HHHH", rows, cols, cols * cell_pixels[0], rows * cell_pixels[1]))
    full_env = base_env(term, env)
    argv = [program or binary(), *args]
    err_r = err_w = None
    if stderr_pipe:
        err_r, err_w = os.pipe()
        os.set_blocking(err_r, False)
    status_r = None
    if job_control:
        status_r, status_w = os.pipe()
        os.set_blocking(status_r, False)
        launcher = [sys.executable, os.path.join(HERE, "launcher.py"), str(status_w), *argv]
        pid = spawn(launcher, full_env, slave, stdin=slave, stdout=slave,
                     stderr=err_w if err_w is not None else slave, pass_fds=(status_w,))
        os.close(status_w)
    else:
        pid = spawn(argv, full_env, slave, stdin=slave, stdout=slave,
                     stderr=err_w if err_w is not None else slave)
    if err_w is not None:
        os.close(err_w)
    cleanup = None
    if job_control:
        def cleanup(launcher=pid):
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                try:
                    done, _ = os.waitpid(launcher, os.WNOHANG)
                except ChildProcessError:
                    return
                if done:
                    return
                time.sleep(0.01)
            os.kill(launcher, signal.SIGKILL)
            os.waitpid(launcher, 0)
    session = RunningProgram(pid, master, slave, cols, rows, status_fd=status_r, stderr_fd=err_r,
                      cleanup=cleanup)
    if job_control:
        # The launcher reports the program's pid first.
        session.read_until(lambda: session.pid != pid or session.status is not None, TIMEOUT,
                           "the launcher to start the program")
    if ready:
        try:
            session.read_until(lambda: session.modes.get(1049) is True and session.text().strip(),
                               TIMEOUT, "the first frame")
        except BaseException:
            session.close()
            raise
    return session


# --------------------------------------------------------------------------------------------
# runs that should fail before touching the terminal


@dataclasses.dataclass
class Run:
    code: Optional[int]
    signal: Optional[int]
    stdout: bytes
    stderr: bytes
    tty: bytes          # everything written to the pty (none of it should be there on failure)


def run_once(args: Iterable[str] = (), term: Optional[str] = "xterm-256color",
             env: Optional[dict] = None, stdin: str = "tty", stdout: str = "tty",
             cols: int = 80, rows: int = 24, timeout: float = TIMEOUT) -> Run:
    """Runs the program to the end with stdin/stdout each one of: tty, pipe, file, null;
    stderr always a pipe. Returns what went where."""
    master, slave = open_pty(cols, rows)
    full_env = base_env(term, env)
    argv = [binary(), *args]
    files = []

    def target(kind: str, for_input: bool) -> tuple[int, Optional[int]]:
        if kind == "tty":
            return slave, None
        if kind == "pipe":
            r, w = os.pipe()
            return (r, w) if for_input else (w, r)
        if kind == "file":
            handle = tempfile.TemporaryFile()
            files.append(handle)
            return handle.fileno(), None
        if kind == "null":
            fd = os.open(os.devnull, os.O_RDWR)
            files.append(fd)
            return fd, None
        raise ValueError(kind)

    in_fd, in_other = target(stdin, True)
    out_fd, out_other = target(stdout, False)
    err_r, err_w = os.pipe()
    pid = spawn(argv, full_env, slave, stdin=in_fd, stdout=out_fd, stderr=err_w)
    os.close(err_w)
    for fd, other in ((in_fd, in_other), (out_fd, out_other)):
        if other is not None:
            os.close(fd)          # the parent keeps only its end of each pipe
    if in_other is not None:
        os.close(in_other)        # stdin pipe: end of file at once
    captured_out = bytearray()
    captured_err = bytearray()
    tty = bytearray()
    os.set_blocking(err_r, False)
    if out_other is not None:
        os.set_blocking(out_other, False)
    deadline = time.monotonic() + timeout
    status = None
    readers = [master, err_r] + ([out_other] if out_other is not None else [])
    while True:
        ready, _, _ = select.select(readers, [], [], 0.02)
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                data = b""
            if not data:
                readers.remove(fd)   # end of file (or EIO on the master)
                continue
            if fd == master:
                tty += data
            elif fd == err_r:
                captured_err += data
            else:
                captured_out += data
        if status is None:
            done, status_value = os.waitpid(pid, os.WNOHANG)
            if done:
                status = status_value
        if status is not None and not ready:
            break
        if time.monotonic() > deadline:
            if status is None:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            raise AssertionError(f"{argv} did not exit within {timeout}s; tty={bytes(tty)[:300]!r}")
    if stdout == "file":
        handle = files[0] if stdin != "file" else files[1]
        handle.seek(0)
        captured_out += handle.read()
    for item in files:
        if isinstance(item, int):
            os.close(item)
        else:
            item.close()
    for fd in (master, slave, err_r, out_other):
        if fd is not None:
            close_quietly(fd)
    return Run(os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
               os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
               bytes(captured_out), bytes(captured_err), bytes(tty))


def tmux_available() -> bool:
    return shutil.which("tmux") is not None


# --------------------------------------------------------------------------------------------
# what the scene should look like


def home_of(session: RunningProgram) -> tuple[float, float]:
    """The centre of the screen: (x in points = columns / 2, y in rows = rows / 2)."""
    return session.cols / 2, session.rows / 2


def is_home(session: RunningProgram, text: str, tolerance: float = 1.0) -> Optional[Found]:
    """`text` drawn centred: its middle within `tolerance` of columns / 2 and its row's
    middle within `tolerance` of rows / 2."""
    found = session.find(text)
    if not found:
        return None
    x, y = home_of(session)
    if abs(found.middle - x) <= tolerance and abs(found.row + 0.5 - y) <= tolerance:
        return found
    return None


def is_under(session: RunningProgram, text: str, col: int, row: int,
             tolerance: float = 1.0) -> Optional[Found]:
    """`text` centred on the cell (col, row): its middle within `tolerance` of the cell's
    centre and on that row (within `tolerance`)."""
    found = session.find(text)
    if not found:
        return None
    if abs(found.middle - (col + 0.5)) <= tolerance and abs(found.row - row) <= tolerance:
        return found
    return None


def grab_point(session: RunningProgram, text: str = "Welcome") -> tuple[int, int]:
    """A cell in the middle of the placard: the middle of the greeting's row."""
    found = session.read_until(lambda: session.find(text), what=f"{text!r} on screen")
    return int(found.middle), found.row


def assert_idle(session: RunningProgram, seconds: float = 1.5, what: str = "idling") -> None:
    """Nothing moves: for `seconds` nothing is written and (almost) no CPU is used."""
    session.settle(0.3)
    written = len(session.raw)
    before = cpu_seconds(session.pid)
    assert session.holds_for(lambda: len(session.raw) == written, seconds), (
        f"wrote {len(session.raw) - written} bytes while {what}: "
        f"{bytes(session.raw[written:written + 200])!r}")
    used = cpu_seconds(session.pid) - before
    assert used < 0.1, f"used {used:.2f}s of CPU in {seconds}s of {what}"


def start_in_tmux(args: Iterable[str] = (), cols: int = 250, rows: int = 60,
                  outer_term: str = "xterm-256color") -> RunningProgram:
    """The program in a tmux pane (TERM=tmux-256color inside), tmux's client on the pty: the
    emulator is the OUTER terminal, and mouse reports go to tmux, which forwards them to the
    pane in the modes the program asked tmux for. `mouse on` is required for that."""
    directory = tempfile.mkdtemp(prefix="moveme-e2e-tmux-")
    socket = os.path.join(directory, "sock")
    config = os.path.join(directory, "tmux.conf")
    with open(config, "w") as handle:
        handle.write("set -g mouse on\n"
                     "set -g default-terminal tmux-256color\n"
                     "set -g status off\n"
                     "set -g escape-time 10\n")
    tmux = shutil.which("tmux")
    master, slave = open_pty(cols, rows)
    env = base_env(outer_term, {"SHELL": "/bin/sh", "TMUX": None, "TMPDIR": directory})
    command = " ".join(_shell_quote(part) for part in (binary(), *args))
    argv = [tmux, "-S", socket, "-f", config, "new-session", "-x", str(cols), "-y", str(rows),
            command]
    pid = spawn(argv, env, slave, stdin=slave, stdout=slave, stderr=slave)

    def cleanup() -> None:
        subprocess.run([tmux, "-S", socket, "kill-server"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=10)
        shutil.rmtree(directory, ignore_errors=True)

    session = RunningProgram(pid, master, slave, cols, rows, cleanup=cleanup)
    session.tmux_socket = socket
    return session


def _shell_quote(text: str) -> str:
    import shlex
    return shlex.quote(text)


def snapshot(session: RunningProgram) -> list[list[tuple]]:
    """Every cell's character and look, to compare two screens."""
    return session.snapshot()


def fresh_frame(cols: int, rows: int, args: Iterable[str] = (), **kwargs) -> list[list[tuple]]:
    """What a freshly started program shows at cols×rows once it is quiet: the reference a
    resized program's last frame must match."""
    with start(args, cols=cols, rows=rows, **kwargs) as fresh:
        fresh.settle(0.3)
        return snapshot(fresh)


def diff(session: RunningProgram, reference: list[list[tuple]]) -> str:
    now = snapshot(session)
    rows = [f"row {r}: got {''.join(c[0] or '' for c in now[r])!r} "
            f"want {''.join(c[0] or '' for c in reference[r])!r}"
            for r in range(min(len(now), len(reference))) if now[r] != reference[r]]
    return "\n".join(rows[:10])


def background_fills(session: RunningProgram) -> bool:
    """Every cell outside the placard has the background's colour: nothing left undrawn or
    from an earlier frame (the hint, when shown, is drawn on the background colour too)."""
    background = session.background()
    box = session.placard_box(background, skip_rows=[session.rows - 1])
    for row in range(session.rows):
        for col, char in enumerate(session.row_cells(row)):
            inside = box and box[0] <= col <= box[2] and box[1] <= row <= box[3]
            if not inside and char.bg != background[1]:
                return False
    return True


def sgr_colour_params(raw: bytes) -> set[int]:
    """Every SGR parameter that selects a colour (other than the defaults 39 and 49)."""
    found = set()
    for match in re.finditer(rb"\x1b\[([0-9;:]*)m", raw):
        params = [int(p) for p in re.split(rb"[;:]", match.group(1)) if p]
        for p in params:
            if 30 <= p <= 38 or 40 <= p <= 48 or 90 <= p <= 97 or 100 <= p <= 107:
                found.add(p)
    return found


def sgr_colours(raw: bytes) -> set[tuple[int, object]]:
    """Every colour an SGR in `raw` selects with 38 (foreground) or 48 (background), in the
    semicolon or the colon form: (38 or 48, "rrggbb") for a 24-bit colour, (38 or 48, N) for
    a palette index."""
    found: set[tuple[int, object]] = set()
    for match in re.finditer(rb"\x1b\[([0-9;]*)m", semicolon_sgr(raw)):
        params = [int(p or 0) for p in match.group(1).split(b";")]
        i = 0
        while i < len(params):
            target, kind = params[i], params[i + 1] if i + 1 < len(params) else None
            if target in (38, 48) and kind == 5 and i + 2 < len(params):
                found.add((target, params[i + 2]))
                i += 3
            elif target in (38, 48) and kind == 2 and i + 4 < len(params):
                found.add((target, "{:02x}{:02x}{:02x}".format(*params[i + 2:i + 5])))
                i += 5
            else:
                i += 1
    return found


def is_grey(colour: str) -> bool:
    """A pyte colour "rrggbb" with red, green and blue alike."""
    return colour[0:2] == colour[2:4] == colour[4:6]


def has_terminfo(name: str) -> bool:
    return subprocess.run(["infocmp", name], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


