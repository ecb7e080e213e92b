"""13 and the options: refusing to start without a usable terminal, and argument errors."""

import pytest

import harness

CASES = {
    "stdout-pipe": dict(stdout="pipe"),
    "stdout-file": dict(stdout="file"),
    "stdin-not-tty": dict(stdin="null"),
    "stdin-pipe": dict(stdin="pipe"),
    "TERM-unset": dict(term=None),
    "TERM-empty": dict(term=""),
    "TERM-dumb": dict(term="dumb"),
    "TERM-unknown": dict(term="nonexistent-term-xyz"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_no_usable_terminal(case):
    run = harness.run_once(**CASES[case])
    assert run.code == 2, f"exit {run.code} signal {run.signal}; stderr {run.stderr!r}"
    lines = run.stderr.decode(errors="replace").splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {run.stderr!r}"
    assert lines[0].startswith("moveme:"), lines[0]
    assert run.stdout == b"", f"wrote to stdout: {run.stdout[:200]!r}"
    assert run.tty == b"", f"wrote to the terminal: {run.tty[:200]!r}"


def test_version():
    run = harness.run_once(["--version"], stdout="pipe")
    assert run.code == 0, run
    assert any(ch.isdigit() for ch in run.stdout.decode()), run.stdout
    assert run.tty == b""


def test_help():
    run = harness.run_once(["--help"], stdout="pipe")
    assert run.code == 0, run
    text = run.stdout.decode()
    for option in ("--fps", "--no-color", "--no-hint", "--greetings", "--double-click-ms"):
        assert option in text, f"{option} missing from --help"
    assert run.tty == b""


@pytest.mark.parametrize("args", [["--fps", "0"], ["--fps", "241"], ["--fps", "abc"],
                                  ["--double-click-ms", "abc"], ["--double-click-ms", "10"],
                                  ["--no-such-option"]],
                         ids=lambda a: " ".join(a))
def test_bad_arguments_exit_2(args):
    """README: exit status 2 when an option is bad, with one line on stderr. (ArgumentParser's
    own default for validation errors is 64.)"""
    run = harness.run_once(args)
    assert run.code == 2, f"{args}: exit {run.code}; stderr {run.stderr!r}"
    assert run.stderr.strip(), "no reason given on stderr"
    assert run.tty == b"" or b"\x1b" not in run.tty, f"wrote escapes to the terminal: {run.tty!r}"


@pytest.mark.parametrize("args", [["--fps", "0"], ["--double-click-ms", "abc"]],
                         ids=lambda a: " ".join(a))
def test_bad_arguments_one_line(args):
    """README: "… an option or file is bad (with one line on stderr saying why)"."""
    run = harness.run_once(args)
    lines = run.stderr.decode(errors="replace").splitlines()
    assert len(lines) == 1 and lines[0].startswith("moveme:"), run.stderr


@pytest.mark.parametrize("args", [["--fps", "1\x1b[31mX"], ["--no-such\x1b]0;title\x07"]],
                         ids=["value", "option"])
def test_bad_arguments_are_shown_escaped(args):
    """An argument quoted in the error keeps its control characters out of the terminal."""
    run = harness.run_once(args)
    assert run.code == 2, run.stderr
    assert not any(b < 0x20 for b in run.stderr.rstrip(b"\n")), f"control bytes on stderr: {run.stderr!r}"
    assert b"\\u{1B}" in run.stderr, run.stderr


@pytest.mark.parametrize("args, expected", [
    (["--scene", "foo"], "moveme: no scene 'foo' for --scene (there are: moveme, gravity, collision, boundary, "
                         "throw, touches)"),
    (["--no-such-option"], "moveme: unknown option '--no-such-option' (see moveme --help)"),
    (["--fps", "0"], "moveme: --fps must be between 1 and 240 (got 0) (see moveme --help)"),
], ids=["scene", "option", "fps"])
def test_bad_arguments_read_as_one_sentence(args, expected):
    """Issue 18: `--scene foo` ended "…'throw'. (see moveme --help)". Every reason reads as the
    program's own do: lower case, clauses, no full stop before the pointer to --help."""
    run = harness.run_once(args)
    line = run.stderr.decode(errors="replace").rstrip("\n")
    assert line.startswith(expected), line
    assert line.endswith(" (see moveme --help)") and ". (" not in line and ". " not in line, line
