"""The terminal that the end-to-end tests (Tests/EndToEnd/harness.py) and the benchmark
(Benchmarks/drive.py) put a program in: a pseudo-terminal, the program spawned on it as a shell
would, and `Terminal`, which keeps what a terminal keeps of the bytes it receives (the picture in
a pyte emulator, the DEC private modes, the raw bytes, where each frame ends).

pyte 0.8 is completed here with what ncurses sends and pyte lacks (REP, SU/SD, colon SGR, the
alternate screen, erase-in-display over cells never written, zero-width characters), so the
emulator shows what a person's terminal shows. One copy for both users: the benchmark's replay of
a session and the tests' assertions read the same picture.
"""

from __future__ import annotations

import fcntl
import os
import re
import signal
import struct
import termios
import time
import unicodedata
from typing import Callable, Optional

import pyte
from wcwidth import wcwidth as _wcwidth

#: The synchronized-output markers the front end writes around each frame (mode 2026).
FRAME_BEGIN = b"\x1b[?2026h"
FRAME_END = b"\x1b[?2026l"

#: DEC private modes whose set/reset a `Terminal` tracks.
TRACKED_MODES = (1, 25, 1000, 1002, 1003, 1004, 1006, 1015, 1049, 2004, 2026)

#: Tracking modes: in xterm these are one setting; setting one replaces the others.
TRACKING = (1000, 1002, 1003)


# --------------------------------------------------------------------------------------------
# pyte, completed with what ncurses uses and pyte 0.8 lacks


class Screen(pyte.Screen):
    """pyte's screen plus REP (CSI b, which ncurses uses under xterm-256color), SU/SD (CSI S,
    CSI T), the alternate screen (1049), erase-in-display over every cell, and zero-width
    characters attached to the cell before."""

    def __init__(self, columns: int, lines: int):
        super().__init__(columns, lines)
        self._last_char: Optional[str] = None

    def draw(self, data: str) -> None:
        """pyte 0.8 stops drawing the rest of a string at a zero-width character that is not
        a combining mark (ZWJ, ZWNJ, variation selectors…); terminals attach it to the cell
        before and go on. Do that."""
        if not data:
            return
        self._last_char = data[-1]
        start = 0
        for index, char in enumerate(data):
            if _wcwidth(char) == 0 and not unicodedata.combining(char):
                if start < index:
                    super().draw(data[start:index])
                self._attach(char)
                start = index + 1
        if start < len(data):
            super().draw(data[start:])

    def _attach(self, char: str) -> None:
        x, y = self.cursor.x, self.cursor.y
        if x == 0:
            if y == 0:
                return
            y, x = y - 1, self.columns
        line = self.buffer[y]
        x -= 1
        if x > 0 and line[x].data == "":
            x -= 1     # the right half of a wide character: attach to its left half
        line[x] = line[x]._replace(data=line[x].data + char)
        self.dirty.add(y)

    def erase_in_display(self, how: int = 0, *args: object, **kwargs: object) -> None:
        """pyte 0.8 erases only cells already written to (its lines are sparse), so a row
        never drawn keeps the default colours after ED; a terminal fills every cell with the
        current background (bce). Fill them all."""
        if how == 0:
            rows = range(self.cursor.y + 1, self.lines)
        elif how == 1:
            rows = range(self.cursor.y)
        else:
            rows = range(self.lines)
        blank = self.cursor.attrs
        self.dirty.update(rows)
        for y in rows:
            line = self.buffer[y]
            for x in range(self.columns):
                line[x] = blank
        if how in (0, 1):
            self.erase_in_line(how)

    # Back colour erase for the rest: pyte leaves the cells and lines that ICH, DCH, IL, DL
    # and scrolling (IND, RI, SU, SD) open up in the default colours; xterm (bce, which
    # ncurses relies on, e.g. a DCH after setting the background) gives them the current
    # background.

    def insert_characters(self, count: Optional[int] = None) -> None:
        super().insert_characters(count)
        self._blank(self.cursor.y, self.cursor.x, self.cursor.x + (count or 1))

    def delete_characters(self, count: Optional[int] = None) -> None:
        super().delete_characters(count)
        self._blank(self.cursor.y, max(self.cursor.x, self.columns - (count or 1)), self.columns)

    def insert_lines(self, count: Optional[int] = None) -> None:
        top, bottom = self._margins()
        y = self.cursor.y
        super().insert_lines(count)
        if top <= y <= bottom:
            for row in range(y, min(y + (count or 1), bottom + 1)):
                self._blank(row, 0, self.columns)

    def delete_lines(self, count: Optional[int] = None) -> None:
        top, bottom = self._margins()
        y = self.cursor.y
        super().delete_lines(count)
        if top <= y <= bottom:
            for row in range(max(y, bottom + 1 - (count or 1)), bottom + 1):
                self._blank(row, 0, self.columns)

    def index(self) -> None:
        bottom = self._margins().bottom
        scrolls = self.cursor.y == bottom
        super().index()
        if scrolls:
            self._blank(bottom, 0, self.columns)

    def reverse_index(self) -> None:
        top = self._margins().top
        scrolls = self.cursor.y == top
        super().reverse_index()
        if scrolls:
            self._blank(top, 0, self.columns)

    def _blank(self, y: int, start: int, end: int) -> None:
        line = self.buffer[y]
        for x in range(start, min(end, self.columns)):
            line[x] = self.cursor.attrs
        self.dirty.add(y)

    def repeat_last(self, count: int = 1, **_: object) -> None:
        if self._last_char is not None:
            self.draw(self._last_char * max(1, count))

    def scroll_up(self, count: int = 1, *more: int, **kwargs: object) -> None:
        """SU: the lines within the margins move up `count`, the cursor stays. Private, with
        more parameters, it is XTSMGRAPHICS (a question about sixel), and moves nothing."""
        if not kwargs.get("private"):
            self._scroll(max(1, count), self._margins().bottom, self.index)

    def scroll_down(self, count: int = 1, **kwargs: object) -> None:
        """SD: the lines within the margins move down `count`, the cursor stays."""
        if not kwargs.get("private"):
            self._scroll(max(1, count), self._margins().top, self.reverse_index)

    def _scroll(self, count: int, row: int, step: Callable[[], None]) -> None:
        saved = self.cursor.y
        for _ in range(count):
            self.cursor.y = row
            step()
        self.cursor.y = saved

    def _margins(self) -> "pyte.screens.Margins":
        return self.margins or pyte.screens.Margins(0, self.lines - 1)

    # The alternate screen (1049), as xterm keeps it: entering saves the normal screen and
    # clears; leaving shows the normal screen again. pyte has no alternate screen of its own.
    def set_mode(self, *modes: int, **kwargs: object) -> None:
        if kwargs.get("private") and 1049 in modes and not self.in_alternate:
            self._normal = {y: dict(line) for y, line in self.buffer.items()}
            self._normal_cursor = (self.cursor.x, self.cursor.y)
            self.in_alternate = True
            self.erase_in_display(2)
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes: int, **kwargs: object) -> None:
        if kwargs.get("private") and 1049 in modes and self.in_alternate:
            self.in_alternate = False
            self.buffer.clear()
            for y, line in self._normal.items():
                if y < self.lines:
                    self.buffer[y].update({x: c for x, c in line.items() if x < self.columns})
            self.cursor.x, self.cursor.y = self._normal_cursor
            self.dirty.update(range(self.lines))
        super().reset_mode(*modes, **kwargs)

    def set_margins(self, *args: object, **kwargs: object) -> None:
        """`CSI ? Pm r` is xterm's restore of saved private modes (XTRESTORE: xtermm's and
        color_xterm's rmcup send it), not margins; pyte 0.8 fails on it. Ignored, as the
        saving (`CSI ? Pm s`) is."""
        if kwargs.pop("private", False):
            return
        super().set_margins(*args, **kwargs)

    in_alternate = False
    _normal: dict = {}
    _normal_cursor = (0, 0)


_COLON_SGR = re.compile(rb"\x1b\[([0-9;]*:[0-9;:]*)m")


#: An APC or DCS string, ended by ST: kitty's graphics commands, sixel images.
IMAGE_STRING = re.compile(rb"\x1b[_P][^\x1b]*\x1b\\")


def semicolon_sgr(data: bytes) -> bytes:
    """`data` with every SGR that has colon-separated sub-parameters rewritten to the
    semicolon form pyte 0.8 knows: `38:2::R:G:B` (ITU T.416: the empty field is the colour-space
    id, as xterm-direct sends it), `38:2:CS:R:G:B[:…]` and `38:2:R:G:B` (kitty-direct) become
    `38;2;R;G;B`, and `38:5:N` becomes `38;5;N` (48 alike). Underline colours (58) are dropped,
    underline styles (`4:N`) become 4 or 24, other sub-parameters are dropped. SGRs without a
    colon are left as they are."""
    return _COLON_SGR.sub(_semicolon_params, data)


def _semicolon_params(match: "re.Match[bytes]") -> bytes:
    params: list[bytes] = []
    for group in match.group(1).split(b";"):
        parts = group.split(b":")
        head = parts[0]
        if len(parts) == 1:
            params.append(head)
        elif head in (b"38", b"48") and parts[1] == b"5" and len(parts) >= 3:
            params += [head, b"5", parts[2] or b"0"]
        elif head in (b"38", b"48") and parts[1] == b"2" and len(parts) >= 5:
            rgb = parts[3:6] if len(parts) >= 6 else parts[2:5]
            params += [head, b"2", *(value or b"0" for value in rgb)]
        elif head in (b"38", b"48", b"58"):
            continue        # an underline colour, or malformed: nothing pyte can show
        elif head == b"4":
            params.append(b"24" if parts[1] in (b"", b"0") else b"4")
        else:
            params.append(head)
    return b"\x1b[" + b";".join(params) + b"m"


class Stream(pyte.ByteStream):
    """pyte's byte stream plus REP (CSI b, which ncurses uses under xterm-256color), SU/SD
    (CSI S, CSI T), and SGR with colon-separated sub-parameters.

    pyte 0.8 ends a CSI sequence at the first ':' and draws the rest as text, but ncurses with
    a direct-colour entry (xterm-direct, for COLORTERM=truecolor) sends `ESC[38:2::R:G:Bm`.
    Such SGRs are rewritten to the semicolon form before pyte sees them (`semicolon_sgr`); an
    escape sequence cut off at the end of a read is held back until the rest arrives."""

    csi = dict(pyte.ByteStream.csi)
    csi.update({"b": "repeat_last", "S": "scroll_up", "T": "scroll_down"})
    events = frozenset(set(pyte.ByteStream.events) | {"repeat_last", "scroll_up", "scroll_down"})

    #: The start of an escape sequence that may still become an SGR, at the end of a read.
    _PARTIAL = re.compile(rb"\x1b(?:\[[0-9;:]*)?\Z")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._pending = b""

    def feed(self, data: bytes) -> None:
        data = self._pending + data
        cut = self._PARTIAL.search(data)
        self._pending = data[cut.start():] if cut else b""
        if cut:
            data = data[:cut.start()]
        if data:
            super().feed(semicolon_sgr(data))


def cell_key(char) -> tuple:
    """What a person sees of a cell: its text and look."""
    return (char.data, char.fg, char.bg, char.bold, char.reverse)


# --------------------------------------------------------------------------------------------
# what a terminal keeps of what it receives


class Terminal:
    """A terminal of cols×rows receiving a program's output: the raw bytes, the DEC private
    modes as set and reset, and (with `emulate`) the picture. A frame is what lies between
    synchronized-output markers; observers run after every frame, and after every piece of
    output that leaves the terminal between frames.

    Without `emulate` only the bytes and the modes are kept: cheap enough to run beside a
    program whose CPU is being measured, the picture to be replayed afterwards."""

    _MODE_RE = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")

    def __init__(self, cols: int, rows: int, emulate: bool = True):
        self.cols = cols
        self.rows = rows
        self.screen: Optional[Screen] = Screen(cols, rows) if emulate else None
        self.stream: Optional[Stream] = Stream(self.screen) if emulate else None
        self.raw = bytearray()
        #: Last state seen for each tracked DEC private mode (absent: never touched).
        self.modes: dict[int, bool] = {}
        #: Every set/reset in order: (mode, on, byte offset in `raw`).
        self.mode_log: list[tuple[int, bool, int]] = []
        self._scan_pos = 0
        self._observers: list[Callable[[], None]] = []
        #: Observer runs so far: frames, and pieces of output between frames.
        self.frames = 0

    def receive(self, data: bytes) -> None:
        """Takes in what the program wrote, a frame at a time (split after each end of a
        synchronized update), so the observers see every frame, not just the state after a
        whole read."""
        start = 0
        while start < len(data):
            index = data.find(FRAME_END, start)
            end = len(data) if index < 0 else index + len(FRAME_END)
            chunk = data[start:end]
            start = end
            self.raw += chunk
            if self.stream is not None:
                # Images (kitty's APC commands, sixel's DCS) are not text: a terminal that does
                # not draw them ignores them whole, and pyte would print their bytes.
                self.stream.feed(IMAGE_STRING.sub(b"", chunk))
            self._scan_modes()
            if not self.in_frame:
                self.frames += 1
                for observer in list(self._observers):
                    observer()

    @property
    def in_frame(self) -> bool:
        """Inside a synchronized update: a terminal that supports it shows nothing yet."""
        return self.modes.get(2026) is True

    def on_frame(self, observer: Callable[[], None]) -> Callable[[], None]:
        """Calls `observer()` after every frame (or read, without synchronized output);
        returns a function that removes it."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    def _scan_modes(self) -> None:
        last_end = self._scan_pos
        for match in self._MODE_RE.finditer(self.raw, self._scan_pos):
            on = match.group(2) == b"h"
            for part in match.group(1).split(b";"):
                if not part:
                    continue
                mode = int(part)
                if mode in TRACKED_MODES:
                    self.modes[mode] = on
                    self.mode_log.append((mode, on, match.start()))
            last_end = match.end()
        # A sequence cut between two reads is found next time; nothing is scanned twice.
        self._scan_pos = max(last_end, len(self.raw) - 64, 0)

    def resize_screen(self, cols: int, rows: int) -> None:
        self.cols, self.rows = cols, rows
        if self.screen is not None:
            self.screen.resize(rows, cols)

    def snapshot(self) -> list[list[tuple]]:
        """Every cell's text and look (`cell_key`), row by row, to compare two pictures."""
        return [[cell_key(line[x]) for x in range(self.cols)]
                for line in (self.screen.buffer[y] for y in range(self.rows))]

    # ---- what the terminal sends back

    @property
    def tracking(self) -> Optional[int]:
        """The mouse tracking mode in force, as xterm keeps it: the last of 1000/1002/1003
        set, until any of them is reset."""
        mode = None
        for number, on, _ in self.mode_log:
            if number in TRACKING:
                mode = number if on else None
        return mode

    def encode_mouse(self, kind: str, col: int, row: int, button: int = 0) -> Optional[bytes]:
        """The report a terminal sends for `kind` (press, drag, release) at 0-based
        (col, row), or None when it would send nothing for the modes the program set."""
        tracking = self.tracking
        if tracking is None:
            return None
        if kind == "drag" and tracking not in (1002, 1003):
            return None
        x, y = col + 1, row + 1
        code = button + 32 if kind == "drag" else button
        if self.modes.get(1006):
            final = "m" if kind == "release" else "M"
            return f"\x1b[<{code};{x};{y}{final}".encode()
        if kind == "release":
            code = 3                   # X10 and urxvt releases do not say which button
        if self.modes.get(1015):
            return f"\x1b[{code + 32};{x};{y}M".encode()
        if x > 223 or y > 223:
            return None                # cannot be encoded in X10: real terminals send nothing
        return b"\x1b[M" + bytes([32 + code, 32 + x, 32 + y])


# --------------------------------------------------------------------------------------------
# a program on a pseudo-terminal


def clean_env(term: Optional[str], extra: Optional[dict] = None) -> dict:
    """A clean environment: no colour overrides, no tmux, a UTF-8 locale, no preferences,
    TERM=`term`. In `extra`, a value of None removes the variable."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        # Never the user's own preferences: a test starts from the defaults and saves nothing.
        "MOVEME_NO_PREFERENCES": "1",
    }
    if term is not None:
        env["TERM"] = term
    for key, value in (extra or {}).items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def open_pty(cols: int, rows: int) -> tuple[int, int]:
    """A new pseudo-terminal of cols×rows: (master, slave), the master non-blocking."""
    master, slave = os.openpty()
    set_size(master, cols, rows)
    os.set_blocking(master, False)
    return master, slave


def set_size(master: int, cols: int, rows: int) -> None:
    """TIOCSWINSZ: the kernel signals SIGWINCH to the terminal's foreground group."""
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def spawn(argv: list[str], env: dict, slave: int, *, stdin: int, stdout: int, stderr: int,
          controlling: bool = True, pass_fds: tuple = ()) -> int:
    """fork + exec with the pty's slave as controlling terminal (a new session), signals as a
    shell leaves them, and no descriptor of ours leaked in. Returns the child's pid."""
    pid = os.fork()
    if pid == 0:  # child
        try:
            for sig in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
                signal.signal(sig, signal.SIG_DFL)   # as a shell would leave them
            os.setsid()
            if controlling:
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for target, fd in ((0, stdin), (1, stdout), (2, stderr)):
                os.dup2(fd, target)
            keep = {0, 1, 2, *pass_fds}
            for fd in pass_fds:
                os.set_inheritable(fd, True)
            for name in os.listdir("/proc/self/fd"):   # nothing else of ours leaks in
                if int(name) not in keep:
                    close_quietly(int(name))
            os.execve(argv[0], argv, env)
        except BaseException as error:  # pragma: no cover - only in the child
            try:
                os.write(2, f"exec failed: {error}\n".encode())
            finally:
                os._exit(127)
    return pid


def close_quietly(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


# --------------------------------------------------------------------------------------------
# what the program costs, measured from outside


def _proc_status(pid: int) -> dict[str, str]:
    with open(f"/proc/{pid}/status") as handle:
        return dict(line.split(":", 1) for line in handle if ":" in line)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def context_switches(pid: int) -> int:
    """Times the process has given up the CPU or been made to: each wake-up costs at least one."""
    status = _proc_status(pid)
    return int(status["voluntary_ctxt_switches"]) + int(status["nonvoluntary_ctxt_switches"])


def peak_rss_mb(pid: int) -> float:
    """The most memory the process has had resident (VmHWM). Not wait4's ru_maxrss: that
    counts the forked parent's image before exec too, here a whole Python interpreter."""
    return int(_proc_status(pid)["VmHWM"].split()[0]) / 1024


def reap(pid: int, timeout: float, while_waiting: Callable[[], None] = lambda: None):
    """Waits up to `timeout` for the child to end (calling `while_waiting` between looks, e.g.
    to drain its terminal) and returns (raw wait status, resource usage) from wait4: the CPU
    of its whole life. SIGKILL after the timeout."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return status, usage
        while_waiting()
        time.sleep(0.01)
    os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    return status, usage
