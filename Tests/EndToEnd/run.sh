#!/usr/bin/env bash
# End-to-end tests of `moveme` on a real pseudo-terminal, with pyte as the terminal.
#
#   Tests/EndToEnd/run.sh                 # builds .build/debug/moveme if missing, runs all
#   MOVEME_BIN=/path/to/moveme Tests/EndToEnd/run.sh -k mouse   # extra args go to pytest
#
# Environment:
#   MOVEME_BIN            the binary to test (default: .build/debug/moveme, built if missing;
#                         a path under .build/release is built with -c release if missing)
#   MOVEME_E2E_TIMEOUT    seconds each wait polls before failing (default 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

if ! python3 -c 'import pyte' 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check pyte
fi
python3 -c 'import pytest' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pytest

bin="${MOVEME_BIN:-$PWD/.build/debug/moveme}"
if [[ ! -x "$bin" ]]; then
    case "$bin" in
        */release/moveme) config=release ;;
        *) config=debug ;;
    esac
    scratch="$(dirname "$(dirname "$bin")")"   # .../<scratch>/<config>/moveme
    echo "== building moveme ($config) into $scratch"
    swift build -c "$config" --product moveme --scratch-path "$scratch"
fi
[[ -x "$bin" ]] || { echo "no moveme binary at $bin" >&2; exit 2; }
export MOVEME_BIN="$bin"
echo "== end-to-end tests against $bin"

# Whole suite: about a minute on two cores; no single wait is longer than ~10 s.
exec timeout 600 python3 -m pytest -q -p no:cacheprovider Tests/EndToEnd "$@"
