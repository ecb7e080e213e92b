#!/usr/bin/env python3
"""Records the bytes the real `moveme` writes for a scripted session of inputs whose frames do
not depend on timing (keys and clicks that start no animation, a resize, the help, the
inspector, slow animations), so that two builds can be compared byte for byte:

    Benchmarks/record.py BINARY > before.bin     # at the old commit
    Benchmarks/record.py BINARY > after.bin      # at the new one
    cmp before.bin after.bin

Each step is sent, then the output is read until the program has been quiet for a while; the
step's bytes follow a header line naming it. Animated frames (a drag, a bounce, the physics)
depend on when the program wakes, so they cannot be compared this way: Benchmarks/drive.py
checks those by replaying them against a full repaint.

MOVEME_RECORD_ENV, e.g. "MOVEME_OUTPUT=ncurses", adds to the program's environment.
"""
from __future__ import annotations

import os
import select
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "PseudoTerminal"))

from pseudo_terminal import clean_env, close_quietly, open_pty, reap, set_size, spawn  # noqa: E402

COLS, ROWS = 100, 30


def sgr(kind: str, col: int, row: int) -> bytes:
    final = "M" if kind == "press" else "m"
    return f"\x1b[<0;{col + 1};{row + 1}{final}".encode()


#: (name, what to send): bytes, or ("size", cols, rows).
STEPS = [
    ("start", b""),
    ("n next greeting", b"n"),
    ("? help", b"?"),
    ("x closes the help", b"x"),
    ("i inspector", b"i"),
    ("n with the inspector", b"n"),
    ("i closes it", b"i"),
    ("s slow", b"s"),
    ("s fast", b"s"),
    ("double click on the background", sgr("press", 2, 2) + sgr("release", 2, 2)
     + sgr("press", 2, 2) + sgr("release", 2, 2)),
    ("resize 90x25", ("size", 90, 25)),
    ("? help at 90x25", b"?"),
    ("click closes it", sgr("press", 3, 3) + sgr("release", 3, 3)),
    ("tab", b"\t"),
    ("m, a key of no scene here", b"m"),
    ("resize 40x10", ("size", 40, 10)),
    ("i inspector too small", b"i"),
    ("q", b"q"),
]


def main() -> None:
    binary = sys.argv[1]
    extra = dict(item.split("=", 1) for item in os.environ.get("MOVEME_RECORD_ENV", "").split() if item)
    env = clean_env("xterm-256color", extra)
    master, slave = open_pty(COLS, ROWS)
    pid = spawn([binary], env, slave, stdin=slave, stdout=slave, stderr=slave)
    close_quietly(slave)
    out = sys.stdout.buffer

    def settle(quiet: float = 0.4, timeout: float = 10.0) -> bytes:
        data = bytearray()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], quiet)
            if not ready:
                break
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
        return bytes(data)

    for name, action in STEPS:
        if isinstance(action, tuple):
            set_size(master, action[1], action[2])  # the kernel sends SIGWINCH
        elif action:
            os.write(master, action)
        out.write(f"\n=== {name}\n".encode())
        out.write(settle())
    reap(pid, 5.0)
    close_quietly(master)


if __name__ == "__main__":
    main()
