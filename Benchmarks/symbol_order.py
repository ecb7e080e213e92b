#!/usr/bin/env python3
"""Writes the order script/build asks the linker to lay out the program's functions in
(script/symbol-order.txt): every function the benchmark's session runs, the hottest first.

The session (Benchmarks/session.txt, as Benchmarks/run plays it: a start, drags, bounces, a
quit) is played under valgrind's callgrind to a release `moveme` on a 200x60 pty, and each
function's own instructions are counted; and again on a pty answering as kitty, with the views
as images, whose drawing and encoding the cells never run: the two counts are added. The names
are the linker's (not demangled). A function that is not in the list is laid out after those
that are, as before; a name the binary does not have is skipped. So the list can lag the code:
regenerate it when Benchmarks/run says few of its names are left.

The linker moves sections, not functions. Most functions have a section of their own, but a
library may hold many in one: the static Swift runtime's Swift.o keeps 1.6 MB of its functions
in a single `.text`. Named early, such a function drags the whole section in front of the
functions named after it, 1.6 MB apart from the rest of the session's code. So the names in a
section larger than SHARED_SECTION (read from the link's map, which script/build writes to
.build/moveme.map) are listed last.

    python3 Benchmarks/symbol_order.py --binary "$(script/build)" [--map .build/moveme.map] [--out script/symbol-order.txt]
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drive  # noqa: E402

HEADER = """\
# The functions the benchmark's session runs, the hottest first: script/build has the linker
# lay them out together, in this order, at the start of the program's code. Made by
# Benchmarks/symbol_order.py (which says why and when to make it again); one name a line.
"""


def functions_by_instructions(profile: str) -> collections.Counter[str]:
    """The functions in a callgrind profile, and their own instructions."""
    text = subprocess.run(["callgrind_annotate", "--auto=no", "--threshold=100", profile],
                          capture_output=True, text=True, check=True).stdout
    counts: collections.Counter[str] = collections.Counter()
    for line in text.splitlines():
        match = re.match(r"\s*([0-9,]+) \([^)]*\)\s+(.*)$", line)
        if not match or "PROGRAM TOTALS" in line:
            continue
        where = match.group(2)
        # "file:function [object]": code inlined from several files is listed once a file.
        where = re.sub(r" \[[^\]]*\]$", "", where)
        where = re.sub(r" \([0-9]+x\)$", "", where)
        name = where.split(":", 1)[1] if ":" in where else where
        name = re.sub(r"'[0-9]+$", "", name)  # callgrind's mark of a recursive call's depth
        if name.startswith(("0x", "(")):  # code without a symbol, "(below main)"
            continue
        counts[name] += int(match.group(1).replace(",", ""))
    return counts


# A section this large holds many functions (a function of the program is at most a few KB).
SHARED_SECTION = 64 * 1024


def section_sizes(map_path: str) -> dict[str, int]:
    """Each function's input section's size, from lld's map (`-Map`): an input section's line
    ("VMA LMA Size Align  file:(.text...)") is followed by the lines of its symbols."""
    sizes: dict[str, int] = {}
    section = None
    with open(map_path) as lines:
        for line in lines:
            fields = line.split(None, 4)
            if len(fields) < 5:
                continue
            if ":(" in fields[4]:
                section = int(fields[2], 16)
            elif section is not None:
                sizes.setdefault(fields[4].strip(), section)
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="a release moveme (script/build)")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "script", "symbol-order.txt"))
    parser.add_argument("--map", default=os.path.join(os.path.dirname(__file__), "..", ".build", "moveme.map"),
                        help="the link's map (script/build writes it)")
    parser.add_argument("--session", default=drive.SESSION)
    args = parser.parse_args()
    session = drive.ScriptedSession.read(args.session)
    if not os.path.exists(args.map):
        raise SystemExit(f"symbol_order.py: no link map at {args.map} (script/build writes it where lld links)")
    valgrind = shutil.which("valgrind")
    if not valgrind:
        raise SystemExit("symbol_order.py: needs valgrind (apt-get install valgrind)")
    binary = os.path.abspath(args.binary)
    with tempfile.TemporaryDirectory() as folder:
        env = drive.clean_env("xterm-256color", {"COLORTERM": None, "NO_COLOR": None})
        counts: collections.Counter[str] = collections.Counter()
        for name, options, terminal in [("cells", [], {}),
                                        ("kitty", ["--graphics", "kitty"],
                                         {"cell_pixels": (10, 20), "answers": drive.KITTY_ANSWERS})]:
            profile = os.path.join(folder, f"callgrind.{name}.out")
            # Two seconds before the first press: under valgrind the start takes about one.
            drive.play(f"moveme under callgrind ({name})",
                       [valgrind, "--tool=callgrind", "--demangle=no",
                        f"--callgrind-out-file={profile}", binary, "--no-hint", *options],
                       env, session, 2.0, **terminal)
            counts += functions_by_instructions(profile)
        # Only the binary's own (the C library's functions are listed too).
        symbols = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
        own = {fields[2] for fields in map(str.split, symbols.splitlines()) if len(fields) == 3}
        names = [name for name, _ in counts.most_common() if name in own]
    sizes = section_sizes(args.map)
    shared = [name for name in names if sizes.get(name, 0) > SHARED_SECTION]
    names = [name for name in names if sizes.get(name, 0) <= SHARED_SECTION] + shared
    with open(args.out, "w") as out:
        out.write(HEADER)
        out.writelines(name + "\n" for name in names)
    print(f"{os.path.relpath(args.out)}: {len(names)} functions, the last {len(shared)} in shared sections")


if __name__ == "__main__":
    main()
