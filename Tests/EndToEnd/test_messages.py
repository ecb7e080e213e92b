"""What a user is told when an option or a greetings file is wrong: one line that says what."""

import json
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
        # The file is read before the terminal is looked at, so no terminal is needed. HOME is
        # the folder, which holds no preferences: the user's own, unreadable to `nobody`,
        # would add a line of their own.
        env = {**os.environ, "HOME": folder}
        env.pop("XDG_CONFIG_HOME", None)
        run = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=harness.TIMEOUT, env=env)
        assert run.returncode == 2, run
        lines = run.stderr.decode(errors="replace").splitlines()
        assert lines == [f"moveme: greetings file '{path}' cannot be read: Permission denied"], run.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)


SCENES = "moveme, gravity, collision, boundary, throw, touches"


@pytest.mark.parametrize("language, line", [
    ("C.UTF-8", f"moveme: no scene 'bogus' for --scene (there are: {SCENES}) (see moveme --help)"),
    ("fr_FR.UTF-8", f"moveme: aucune scène « bogus » pour --scene (il y a : {SCENES}) (voir moveme --help)"),
    ("ru_RU.UTF-8", f"moveme: нет сцены «bogus» для --scene (есть: {SCENES}) (см. moveme --help)"),
    ("zh_CN.UTF-8", f"moveme: --scene 没有场景“bogus”（现有：{SCENES}）（参见 moveme --help）"),
], ids=["en", "fr", "ru", "zh"])
def test_an_unknown_scene_is_told_the_scenes_in_the_users_language(language, line):
    """ArgumentParser's own reason listed the names on lines of their own, which the one-line
    reason cut off ("please provide one of the following: (see moveme --help)"), in English."""
    for args in (["--scene", "bogus"], ["--scene=bogus"], ["--no-hint", "--scene", "bogus"]):
        assert one_line(harness.run_once(args, env={"LC_ALL": None, "LANG": language})) == line, args


def test_an_unknown_scene_is_shown_escaped():
    line = one_line(harness.run_once(["--scene", "\x1b[2J\nx"]))
    assert line == f"moveme: no scene '\\u{{1B}}[2J\\u{{A}}x' for --scene (there are: {SCENES}) (see moveme --help)"


@pytest.mark.parametrize("language, clause", [
    ("C.UTF-8", "2 when the terminal cannot be used, an option or file is bad or a URL is refused;"),
    ("fr_FR.UTF-8", "2 si le terminal est inutilisable, une option ou un fichier est mauvais ou une URL est refusée ;"),
    ("ru_RU.UTF-8", "2, если терминал непригоден, параметр либо файл неверен или URL отклонён;"),
    ("zh_CN.UTF-8", "终端无法使用、选项或文件有误或 URL 被拒绝时为 2；"),
], ids=["en", "fr", "ru", "zh"])
def test_the_manual_says_a_refused_url_exits_with_2(language, clause):
    """The exit status is the man page's (issue 46 left the manual out of --help), which
    script/install makes from --experimental-dump-help."""
    run = subprocess.run([harness.binary(), "--experimental-dump-help"], capture_output=True, timeout=harness.TIMEOUT,
                         env=harness.base_env("xterm-256color", {"LC_ALL": None, "LANG": language}))
    assert run.returncode == 0, run
    assert clause in json.loads(run.stdout)["command"]["discussion"], run.stdout.decode()
