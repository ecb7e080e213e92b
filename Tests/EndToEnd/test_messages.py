"""What a user is told when an option or a greetings file is wrong: one line that says what."""

import os
import shutil
import subprocess
import tempfile

import pytest

import harness


def one_line(run) -> str:
    assert run.code == 2, f"exit {run.code} signal {run.signal}; stderr {run.stderr!r}"
    lines = run.stderr.decode(errors="replace").splitlines()
    assert len(lines) == 1 and lines[0].startswith("moveme: "), run.stderr
    assert run.tty == b"", f"wrote to the terminal: {run.tty[:200]!r}"
    return lines[0]


@pytest.mark.parametrize("option, value, limits", [
    ("--fps", "-5", "between 1 and 240"),
    ("--double-click-ms", "-350", "between 50 and 2000"),
])
def test_a_negative_number_is_out_of_range_not_missing(option, value, limits):
    line = one_line(harness.run_once([option, value]))
    assert limits in line and value in line, line
    assert "Missing" not in line, line


@pytest.mark.parametrize("content, says", [
    (b"", "is empty"),
    (b"\xef\xbb\xbf", "is empty"),
    (b"\n  \n\t\n\n", "every line is blank"),
])
def test_an_empty_file_is_told_from_a_blank_one(tmp_path, content, says):
    path = tmp_path / "greetings.txt"
    path.write_bytes(content)
    line = one_line(harness.run_once(["--greetings", str(path)]))
    assert line.endswith(says), line


def test_a_directory_is_called_one(tmp_path):
    line = one_line(harness.run_once(["--greetings", str(tmp_path)]))
    assert line.endswith("is a directory"), line


def test_a_file_without_permission_cannot_be_read():
    """Root reads any file, so as root (how CI runs) the program runs as the unprivileged
    `nobody` instead: the permission check is then the kernel's, as for any user."""
    folder = tempfile.mkdtemp(prefix="moveme-perm-")
    try:
        os.chmod(folder, 0o755)
        path = os.path.join(folder, "secret.txt")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("Hello\n")
        os.chmod(path, 0)
        argv = [harness.binary(), "--greetings", path]
        if os.geteuid() == 0:
            setpriv = shutil.which("setpriv")
            assert setpriv, "setpriv (util-linux) is needed to run this check as root"
            argv = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *argv]
        # The file is read before the terminal is looked at, so no terminal is needed.
        run = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=harness.TIMEOUT)
        assert run.returncode == 2, run
        lines = run.stderr.decode(errors="replace").splitlines()
        assert lines == [f"moveme: greetings file '{path}' cannot be read: Permission denied"], run.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)
