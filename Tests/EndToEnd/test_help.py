"""Issue 46: `moveme --help` and the settings' help on a terminal: the usage and the options
first, a short pointer to the man page last (which keeps the manual), every line inside the
terminal's width measured in cells (a Chinese character takes two), in every language."""

import json
import subprocess

import pytest
from wcwidth import wcswidth

import harness

LANGUAGES = ["C.UTF-8", "fr_FR.UTF-8", "ru_RU.UTF-8", "zh_CN.UTF-8"]
CLOSING = ")]},.;:!?»）］，。、；：！？"
OPENING = "([{«（［"


def page(args, language, cols, env=None, stdout="tty"):
    """The lines a command prints (on the pty: what the terminal shows), for a user of `language`."""
    run = harness.run_once(args, stdout=stdout, cols=cols, env={"LC_ALL": None, "LANG": language, **(env or {})})
    assert run.code == 0 and run.stderr == b"", run
    text = (run.tty if stdout == "tty" else run.stdout).decode().replace("\r\n", "\n")
    return text.rstrip("\n").split("\n")


#: Phrases of the Chinese options that fit beside the options' names at 60 columns: never cut.
PHRASES = ["（1 到 240）", "（i 切换）", "（s 切换）", "（与 NO_COLOR 相同）", "（询问终端）", "（半块字符）", "（50 到 2000）"]


def assert_laid_out(lines, width):
    """Every line within `width` cells, none starting with closing punctuation or ending with
    opening, and no bracketed phrase of a Chinese line cut (ArgumentParser cut "（OSC 52，")."""
    text = "\n".join(lines)
    for line in lines:
        assert wcswidth(line) <= width, f"{wcswidth(line)} columns: {line!r}\n{text}"
        if line.strip():
            assert line.strip()[0] not in CLOSING, f"{line!r}\n{text}"
            assert line.rstrip()[-1] not in OPENING, f"{line!r}\n{text}"
    if "（" in text and "OPTIONS:" in lines:
        for phrase in PHRASES:
            assert phrase in text, f"{phrase} cut:\n{text}"


@pytest.mark.parametrize("cols, env", [(80, {"COLUMNS": "80"}), (60, {"COLUMNS": None}), (60, {"COLUMNS": "80"})],
                         ids=["80 COLUMNS=80", "60", "60 COLUMNS=80"])
@pytest.mark.parametrize("language", LANGUAGES, ids=["en", "fr", "ru", "zh"])
def test_help_is_the_usage_and_the_options_then_a_pointer_to_the_manual(language, cols, env):
    lines = page(["--help"], language, cols, env)
    assert_laid_out(lines, cols)
    text = "\n".join(lines)
    assert lines[0].startswith("OVERVIEW: "), text
    usage = lines.index("") + 1
    assert lines[usage].startswith("USAGE: moveme [<options>]"), text
    options = lines.index("OPTIONS:")
    assert all(line.startswith("       ") for line in lines[usage + 1:options - 1]) and lines[options - 1] == "", text
    assert lines[options + 1].startswith("  --fps <n>"), text
    # The manual is the man page's: the mouse, the clipboard's OSC 52, SIGUSR1 and the exit
    # status are not in --help, which ends with one paragraph that points to it.
    for manual in ("OSC 52", "SIGUSR1", "SIGHUP"):
        assert manual not in text, text
    last = lines[len(lines) - lines[::-1].index(""):]
    assert "man moveme" in " ".join(last) and "docs/" in " ".join(last) and len(last) <= 4, text


def test_help_takes_columns_where_the_terminal_has_no_size_and_80_when_it_is_no_terminal():
    lines = page(["--help"], "C.UTF-8", 0, {"COLUMNS": "50"})
    assert_laid_out(lines, 50)
    assert max(wcswidth(line) for line in lines) > 45, lines
    lines = page(["--help"], "C.UTF-8", 60, {"COLUMNS": "120"}, stdout="pipe")
    assert_laid_out(lines, 80)
    assert max(wcswidth(line) for line in lines) > 75, lines


@pytest.mark.parametrize("args", [["help", "settings"], ["settings", "--help"], ["settings", "set", "--help"],
                                  ["help", "settings", "get"]], ids=["help settings", "settings --help", "set", "get"])
@pytest.mark.parametrize("language", LANGUAGES, ids=["en", "fr", "ru", "zh"])
def test_the_settings_help_fits_too(language, args):
    lines = page(args, language, 60)
    assert_laid_out(lines, 60)
    if args[-1] == "settings":
        rows = [" ".join(row.split()) for row in lines]
        assert [row.split()[0] for row in rows if row.split()[:1] in (["list"], ["get"], ["set"], ["reset"])] == \
            ["list", "get", "set", "reset"], "\n".join(lines)


def test_the_man_page_source_keeps_the_manual():
    """script/install makes the man page from --experimental-dump-help: the paragraphs --help
    leaves out are its description, and the settings' subcommands are in it."""
    run = subprocess.run([harness.binary(), "--experimental-dump-help"], capture_output=True,
                         env=harness.base_env("xterm-256color"), timeout=harness.TIMEOUT)
    assert run.returncode == 0, run
    command = json.loads(run.stdout)["command"]
    for words in ("OSC 52", "SIGUSR1", "2 when the terminal cannot be used, an option or file is bad or a URL is refused;"):
        assert words in command["discussion"], command["discussion"]
    assert "--scene" in run.stdout.decode()
    settings = next(sub for sub in command["subcommands"] if sub["commandName"] == "settings")
    assert [sub["commandName"] for sub in settings["subcommands"]] == ["list", "get", "set", "reset"]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_completions_offer_get_and_the_keys(shell):
    run = subprocess.run([harness.binary(), "--generate-completion-script", shell], capture_output=True,
                         env=harness.base_env("xterm-256color"), timeout=harness.TIMEOUT)
    assert run.returncode == 0, run
    script = run.stdout.decode()
    assert "moveme_settings_get" in script or "moveme settings get" in script, script
    assert "collision-mode" in script and "slow-animations" in script, "the keys are offered"
