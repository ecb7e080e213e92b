#!/usr/bin/env python3
"""Writes the profile script/build gives the compiler (script/pgo-profile.txt): how often each
branch of the program's code was taken in the benchmark's session.

A build of `moveme` that counts what runs (`script/build --instrumented`) plays the scripted
session (Benchmarks/session.txt) on a 200x60 pty, as Benchmarks/run plays it: the program's
own life, from its start through the reports it wakes for to its exit. Its counts are written
as text by the toolchain's llvm-profdata, keeping only the functions that ran: one that did not
is built as if there were no profile (as it would be if it were new), not as code never to be
run. The session is played twice: in the terminal's cells, and on a pty answering as kitty
with the views as images (base64, as over ssh), whose drawing and encoding is code the cells
never run (its functions laid out by nothing, kitty's CPU was 2.4 times the cells'); the two
counts are merged. Only the real program's session is played, the program as its users run it
and as Benchmarks/run measures it: `moveme-bench`'s frames, played back to back thousands of
times, would make their loops the profile's hottest code (CHANGELOG.md, 26 November, "Measured").

A function changed since has another shape (its hash), and the compiler leaves its counts
unused; so the profile can lag the code like the linker's order: make it again when
Benchmarks/run says few of its functions are left, or after a large change to a frame's code.

    python3 Benchmarks/pgo_profile.py [--out script/pgo-profile.txt]
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive  # noqa: E402

HEADER = """\
# How often each branch of the program's code ran in the benchmark's session (LLVM's text
# format for an IR-level profile; a record is a function's name, the hash of its shape, the
# number of its counters and the counters). script/build has the compiler lay the code out for
# it. Made by Benchmarks/pgo_profile.py, which says why and when to make it again.
"""


def toolchain_tool(name: str) -> str:
    """A tool beside the toolchain's `swift` (the compiler reads only its own profiles)."""
    swift = subprocess.run(["sh", "-c", "command -v swift"], capture_output=True, text=True).stdout.strip()
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), name)
    if not os.access(path, os.X_OK):
        raise SystemExit(f"pgo_profile: no {name} beside {swift or 'swift'}")
    return path


def instrumented_moveme() -> str:
    return subprocess.run([os.path.join(drive.ROOT, "script", "build"), "--instrumented"],
                          capture_output=True, text=True, check=True, cwd=drive.ROOT).stdout.strip()


def records(text: str) -> list[list[str]]:
    """The function records of llvm-profdata's text, each its lines without the comments: the
    name, the hash of the function's shape, the number of counters, the counters, then any
    value profile (the targets of its indirect calls)."""
    found, current = [], []
    for line in text.splitlines():
        if line.startswith(("#", ":")):
            continue
        if line:
            current.append(line)
        elif current:
            found.append(current)
            current = []
    if current:
        found.append(current)
    return found


def counters(record: list[str]) -> list[int]:
    return [int(count) for count in record[3:3 + int(record[2])]]


def written(record: list[str]) -> str:
    """A record as LLVM's text reader reads it back. After the counters comes the number of
    MC/DC bitmap bytes, marked by a `$` and left out when there are none; but a Swift name
    starts with `$` too, so a record without them would have the next one's name read as the
    mark. The mark is always written, with 0 bytes."""
    end = 3 + int(record[2])
    return "\n".join(record[:end] + ["$0"] + record[end:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(drive.ROOT, "script", "pgo-profile.txt"))
    args = parser.parse_args()
    profdata = toolchain_tool("llvm-profdata")
    moveme = instrumented_moveme()
    with tempfile.TemporaryDirectory() as folder:
        counts = {"LLVM_PROFILE_FILE": os.path.join(folder, "%p.profraw")}
        session = drive.ScriptedSession.read(drive.SESSION)
        env = drive.clean_env("xterm-256color", {"COLORTERM": None, "NO_COLOR": None, **counts})
        drive.play("moveme", [moveme, "--no-hint"], env, session, 0.2)
        drive.play("moveme with kitty's images", [moveme, "--no-hint", "--graphics", "kitty"], env, session, 0.2,
                   cell_pixels=(10, 20), answers=drive.KITTY_ANSWERS)
        raw = glob.glob(os.path.join(folder, "*.profraw"))
        if len(raw) != 2:
            raise SystemExit(f"pgo_profile: expected the two sessions' profiles, found {len(raw)}")
        text = subprocess.run([profdata, "merge", "--text", "-o", "-", *sorted(raw)],
                              capture_output=True, text=True, check=True).stdout
    kept = [record for record in records(text) if any(counters(record))]
    with open(args.out, "w") as handle:
        handle.write(HEADER + ":ir\n")
        for record in kept:
            handle.write(written(record) + "\n\n")
    # Read back as script/build will: every function kept, none misread.
    shown = subprocess.run([profdata, "show", args.out], capture_output=True, text=True, check=True).stdout
    if f"Total functions: {len(kept)}" not in shown:
        raise SystemExit(f"pgo_profile: {args.out} does not read back as {len(kept)} functions:\n{shown}")
    print(f"pgo_profile: {len(kept)} functions that ran, written to {os.path.relpath(args.out, drive.ROOT)}")


if __name__ == "__main__":
    main()
