"""21. `moveme settings`: the preferences listed, set and reset as `defaults` does, in the file
under $XDG_CONFIG_HOME/moveme; bad files warned about and left alone; a save killed at any
moment leaves the old file or the new one, whole."""

import os
import random
import shutil
import signal
import subprocess
import time

import pytest

import harness

KEYS = ["greeting", "scene", "slow-animations", "inspector", "collision-mode", "graphics"]


def settings(config, *args, env=None):
    """Runs `moveme settings ARGS` with its preferences under `config`; no terminal needed."""
    full = harness.base_env("xterm-256color", {"XDG_CONFIG_HOME": str(config), "MOVEME_NO_PREFERENCES": None,
                                               **(env or {})})
    return subprocess.run([harness.binary(), "settings", *args], env=full, capture_output=True,
                          timeout=harness.TIMEOUT)


def values(run):
    """The listing's key → value: its rows, after the header (which a long path wraps), each
    "  key  value  title…", a long title going on under itself."""
    rows = [row for row in run.stdout.decode().splitlines() if row.startswith("  ") and row[2] != " "]
    return {row.split()[0]: row.split()[1] for row in rows}


def test_list_set_reset(tmp_path):
    path = tmp_path / "moveme" / "preferences"
    run = settings(tmp_path)
    assert run.returncode == 0 and run.stderr == b"", run
    header = run.stdout.decode().split("\n  greeting")[0]
    assert header.replace("\n", "").replace(" ", "") == f"Preferences({path}):", "the header, a long path wrapped"
    assert values(run) == {"greeting": "0", "scene": "moveme", "slow-animations": "false",
                           "inspector": "false", "collision-mode": "everything", "graphics": "auto"}
    assert not path.exists(), "listing writes nothing"
    for key, value, shown, said in [("scene", "Gravity", "gravity", "scene = gravity (was moveme, the default)"),
                                    # The new file has every key:
                                    ("greeting", "7", "7", "greeting = 7 (was 0)"),
                                    ("slow-animations", "yes", "true", "slow-animations = true (was false)"),
                                    ("scene", "throw", "throw", "scene = throw (was gravity)"),
                                    ("scene", "THROW", "throw", "scene = throw (unchanged)")]:
        run = settings(tmp_path, "set", key, value)
        assert run.returncode == 0 and run.stderr == b"", run
        assert run.stdout.decode() == said + "\n", "one line says what was set"
        assert values(settings(tmp_path))[key] == shown
    assert "scene = throw\n" in path.read_text()
    assert oct(path.parent.stat().st_mode & 0o777) == "0o700"
    assert sorted(os.listdir(path.parent)) == ["preferences"], "no temporary file left"
    run = settings(tmp_path, "reset")
    assert run.returncode == 0, run
    assert values(settings(tmp_path))["scene"] == "moveme"


def test_a_comment_after_a_value_is_read_and_set_keeps_the_persons_lines(tmp_path):
    """Issue 37: "greeting = 13   # my favourite" made the whole file unusable, and `settings
    set` rewrote the file from scratch, losing the person's comments and order."""
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    mine = ("# my MoveMe\n"
            "scene = gravity   # the falling square\n"
            "\n"
            "greeting = 13   # my favourite\n")
    path.write_text(mine)
    run = settings(tmp_path)
    assert run.returncode == 0 and run.stderr == b"", run
    assert values(run)["greeting"] == "13" and values(run)["scene"] == "gravity"
    run = settings(tmp_path, "set", "greeting", "4")
    assert run.returncode == 0 and run.stderr == b"", run
    assert run.stdout == b"greeting = 4 (was 13)\n"
    assert path.read_text() == mine.replace("greeting = 13", "greeting = 4")
    run = settings(tmp_path, "set", "slow-animations", "on")
    assert run.returncode == 0 and run.stderr == b"", run
    assert path.read_text() == mine.replace("greeting = 13", "greeting = 4") + "slow-animations = true\n"


@pytest.mark.parametrize("args,message", [
    (["set", "colour", "red"], "moveme: no preference 'colour' (there are: greeting, scene, slow-animations, inspector, collision-mode, graphics)"),
    (["set", "scene", "mars"], "moveme: 'mars' is not a value of scene (it takes: moveme, gravity, collision, boundary, throw, touches)"),
    (["set", "greeting", "-1"], "moveme: '-1' is not a value of greeting (it takes: 0–9999)"),
    (["set", "greeting", "\x1b[2J"], "moveme: '\\u{1B}[2J' is not a value of greeting (it takes: 0–9999)"),
], ids=["unknown key", "bad choice", "negative", "escape"])
def test_bad_settings_are_refused(tmp_path, args, message):
    run = settings(tmp_path, *args)
    assert run.returncode == 2
    assert run.stderr.decode().splitlines() == [message]
    assert not (tmp_path / "moveme").exists()


def test_set_mends_a_bad_value_in_its_line_and_keeps_every_other_line(tmp_path):
    """Issue 46: one bad value (`scene = nowhere`) and `settings set scene moveme` was refused
    ("file not usable", status 2); only `reset` got out of it, losing the person's other values
    and comments."""
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    mine = ("# my MoveMe\n"
            "greeting = 3   # the third\n"
            "scene = nowhere   # a typo\n"
            "\n"
            "inspector = yes\n")
    path.write_text(mine)
    assert settings(tmp_path).stderr.decode().startswith("moveme: cannot use preferences file"), "the program refuses it"
    run = settings(tmp_path, "set", "scene", "moveme")
    assert run.returncode == 0 and run.stderr == b"", run
    assert run.stdout.decode() == "scene = moveme (was nowhere)\n"
    assert path.read_text() == mine.replace("scene = nowhere", "scene = moveme")
    run = settings(tmp_path)
    assert run.returncode == 0 and run.stderr == b"", run
    assert values(run)["greeting"] == "3" and values(run)["inspector"] == "true"


def test_set_leaves_another_keys_bad_value_as_it_is_and_says_so(tmp_path):
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    mine = "scene = nowhere\ngreeting = 3  # mine\n# the end\n"
    path.write_text(mine)
    run = settings(tmp_path, "set", "greeting", "4", env={"LC_ALL": None, "LANG": "fr_FR.UTF-8"})
    assert run.returncode == 0, run
    assert run.stdout.decode() == "greeting = 4 (avant : 3)\n"
    assert run.stderr.decode().splitlines() == [
        "moveme: ligne 1 : mauvaise valeur « nowhere » de scene laissée : le fichier reste inutilisé"]
    assert path.read_text() == mine.replace("greeting = 3", "greeting = 4")
    run = settings(tmp_path, "set", "scene", "throw")
    assert run.returncode == 0 and run.stderr == b"" and run.stdout == b"scene = throw (was nowhere)\n", run
    assert path.read_text() == "scene = throw\ngreeting = 4  # mine\n# the end\n"


@pytest.mark.parametrize("language, said", [
    ("C.UTF-8", "moveme: scene is not set: moveme is its default"),
    ("fr_FR.UTF-8", "moveme: scene n’est pas défini : moveme est sa valeur par défaut"),
    ("ru_RU.UTF-8", "moveme: scene не задано: moveme — значение по умолчанию"),
    ("zh_CN.UTF-8", "moveme: scene 未设置：moveme 是默认值"),
], ids=["en", "fr", "ru", "zh"])
def test_get_prints_the_value_alone_and_says_when_it_is_the_default(tmp_path, language, said):
    env = {"LC_ALL": None, "LANG": language}
    run = settings(tmp_path, "get", "scene", env=env)
    assert run.returncode == 0 and run.stdout == b"moveme\n", run
    assert run.stderr.decode().splitlines() == [said]
    assert not (tmp_path / "moveme").exists(), "get writes nothing"
    assert settings(tmp_path, "set", "scene", "Collision").returncode == 0
    run = settings(tmp_path, "get", "scene", env=env)
    assert run.returncode == 0 and run.stdout == b"collision\n" and run.stderr == b"", run


def test_get_refuses_an_unknown_key_and_reads_no_bad_file(tmp_path):
    run = settings(tmp_path, "get", "colour")
    assert run.returncode == 2 and run.stdout == b"", run
    assert run.stderr.decode().splitlines() == [
        "moveme: no preference 'colour' (there are: greeting, scene, slow-animations, inspector, collision-mode, graphics) "
        "(see moveme settings get --help)"]
    run = settings(tmp_path, "get")
    assert run.returncode == 2 and "no preference given" in run.stderr.decode(), run
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    path.write_text("greeting = 5\nscene = nowhere\n")
    run = settings(tmp_path, "get", "greeting")
    assert run.returncode == 0 and run.stdout == b"0\n", "the program's value: the file is not used"
    assert run.stderr.decode().splitlines() == [
        f"moveme: cannot use preferences file '{path}' (line 2: a bad value for scene): defaults used, file left as it is"]


@pytest.mark.parametrize("language", ["C.UTF-8", "fr_FR.UTF-8", "ru_RU.UTF-8", "zh_CN.UTF-8"], ids=["en", "fr", "ru", "zh"])
def test_the_listing_fits_80_columns_and_a_60_column_terminal(tmp_path, language):
    """Issue 46: `moveme settings` printed a 91-column line (92 in French, 96 in Russian)."""
    from wcwidth import wcswidth
    env = {"LC_ALL": None, "LANG": language}
    run = settings(tmp_path, env=env)
    lines = run.stdout.decode().splitlines()
    assert run.returncode == 0 and max(wcswidth(line) for line in lines) <= 80, "\n".join(lines)
    assert values(run)["scene"] == "moveme" and len(values(run)) == len(KEYS)
    tty = harness.run_once(["settings"], cols=60, env={**env, "XDG_CONFIG_HOME": str(tmp_path), "MOVEME_NO_PREFERENCES": None})
    lines = tty.tty.decode().replace("\r\n", "\n").rstrip("\n").split("\n")
    assert tty.code == 0 and max(wcswidth(line) for line in lines) <= 60, "\n".join(lines)
    assert "touches" in tty.tty.decode(), "the scene's values go on under its title"


def test_a_corrupt_file_is_a_warning_the_defaults_and_left_alone(tmp_path):
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    corrupt = b"greeting = 3\n\x1b[2Jnonsense\n"
    path.write_bytes(corrupt)
    run = settings(tmp_path)
    assert run.returncode == 0
    assert run.stderr.decode().splitlines() == [
        f"moveme: cannot use preferences file '{path}' (line 2: not key = value): defaults used, file left as it is"]
    assert values(run)["greeting"] == "0"
    run = settings(tmp_path, "set", "greeting", "4")
    assert run.returncode == 2 and len(run.stderr.decode().splitlines()) == 2, run
    assert path.read_bytes() == corrupt
    assert settings(tmp_path, "reset").returncode == 0
    assert settings(tmp_path).stderr == b""


def test_a_read_only_file_is_not_written(tmp_path):
    path = tmp_path / "moveme" / "preferences"
    path.parent.mkdir()
    path.write_text("scene = throw\n")
    path.chmod(0o444)
    run = settings(tmp_path, "set", "scene", "gravity")
    assert run.returncode == 2
    assert run.stderr.decode() == f"moveme: preferences file '{path}' is read-only; changes are not saved\n"
    assert path.read_text() == "scene = throw\n"
    assert values(settings(tmp_path))["scene"] == "throw"


def test_an_unreadable_file_as_an_unprivileged_user(tmp_path):
    """Root reads any file, so as root the program runs as `nobody` here."""
    folder = tmp_path / "moveme"
    folder.mkdir()
    path = folder / "preferences"
    path.write_text("scene = throw\n")
    path.chmod(0)
    for p in (tmp_path, folder):
        p.chmod(0o755)
    argv = [harness.binary(), "settings"]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv, "setpriv (util-linux) is needed to run this check as root"
        argv = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *argv]
    env = harness.base_env("xterm-256color", {"XDG_CONFIG_HOME": str(tmp_path), "MOVEME_NO_PREFERENCES": None})
    run = subprocess.run(argv, env=env, capture_output=True, timeout=harness.TIMEOUT)
    assert run.returncode == 0, run
    assert run.stderr.decode() == (f"moveme: cannot use preferences file '{path}' (Permission denied): "
                                   "defaults used, file left as it is\n")
    assert values(run)["scene"] == "moveme"


def test_off_reads_and_writes_nothing(tmp_path):
    run = settings(tmp_path, "set", "scene", "gravity", env={"MOVEME_NO_PREFERENCES": "1"})
    assert run.returncode == 2
    assert run.stderr.decode() == "moveme: preferences are off (--no-preferences or MOVEME_NO_PREFERENCES)\n"
    assert not (tmp_path / "moveme").exists()


def test_messages_in_the_users_language(tmp_path):
    run = settings(tmp_path, "set", "scene", "mars", env={"LC_ALL": None, "LANG": "ru_RU.UTF-8"})
    assert run.stderr.decode() == ("moveme: «mars» — недопустимое значение scene "
                                   "(допустимо: moveme, gravity, collision, boundary, throw, touches)\n")
    run = settings(tmp_path, env={"LC_ALL": "zh_CN.UTF-8"})
    assert run.stdout.decode().replace("\n", "").startswith(f"偏好设置（{tmp_path}")


def test_a_save_killed_at_any_moment_leaves_a_whole_file(tmp_path):
    """A child saving again and again is killed with SIGKILL at random moments; after each
    kill the file is the old one or the new one, whole, never a mix or empty."""
    path = tmp_path / "moveme" / "preferences"
    assert settings(tmp_path, "set", "greeting", "1").returncode == 0
    assert path.exists()
    env = harness.base_env("xterm-256color", {"XDG_CONFIG_HOME": str(tmp_path), "MOVEME_NO_PREFERENCES": None})
    # A long series of saves: a shell setting greeting N+1, N+2… as fast as it can, N a new
    # hundred for each child, so a value tells which child wrote it.
    rng = random.Random(21)
    seen = set()
    for round in range(25):
        loop = (f'i={round * 100 + 1}; while :; do "{harness.binary()}" settings set greeting $i || exit 9; '
                f'i=$((i + 1)); done')
        child = subprocess.Popen(["sh", "-c", loop], env=env, start_new_session=True)
        time.sleep(rng.uniform(0.02, 0.15))
        os.killpg(child.pid, signal.SIGKILL)
        child.wait()
        text = path.read_text()
        run = settings(tmp_path)
        assert run.returncode == 0 and run.stderr == b"", (text, run)
        assert text == (f"# MoveMe preferences: moveme settings lists them, moveme settings set KEY VALUE changes one.\n"
                        f"greeting = {values(run)['greeting']}\nscene = moveme\nslow-animations = false\n"
                        f"inspector = false\ncollision-mode = everything\ngraphics = auto\n"), text
        seen.add(int(values(run)["greeting"]) // 100)
    assert len(seen) > 5, f"too few children saved anything to test: {seen}"
    # What the killed saves left behind goes with the next save (of a value no child wrote).
    assert settings(tmp_path, "set", "greeting", "9999").returncode == 0
    assert os.listdir(path.parent) == ["preferences"]


def test_help_lists_the_command_and_the_option():
    run = harness.run_once(["--help"], stdout="pipe")
    text = run.stdout.decode()
    assert run.code == 0, run
    for word in ("--no-preferences", "moveme settings [list | get <key> | set <key> <value> | reset]", "moveme://"):
        assert word in text, f"{word} missing from --help:\n{text}"
    run = harness.run_once(["settings", "--help"], stdout="pipe", env={"LC_ALL": "fr_FR.UTF-8"})
    assert "Remettre chaque préférence à sa valeur par défaut." in run.stdout.decode(), run.stdout.decode()


@pytest.mark.parametrize("language, line", [
    ("C.UTF-8", "list (default) List the preferences and their values."),
    ("fr_FR.UTF-8", "list (default) Afficher les préférences et leurs valeurs."),
    ("ru_RU.UTF-8", "list (default) Показать настройки и их значения."),
    ("zh_CN.UTF-8", "list (default) 列出偏好设置及其值。"),
], ids=["en", "fr", "ru", "zh"])
def test_help_says_list_only_lists(language, line):
    """`list` was described with the abstract of `settings` itself: "…, or change them"."""
    for args in (["help", "settings"], ["settings", "--help"]):
        run = harness.run_once(args, stdout="pipe", env={"LC_ALL": None, "LANG": language})
        assert run.code == 0, run
        rows = [" ".join(row.split()) for row in run.stdout.decode().splitlines()]
        assert line in rows, run.stdout.decode()


@pytest.mark.parametrize("args, language, message", [
    (["set", "scene"], "C.UTF-8",
     "moveme: no value given for scene (it takes: moveme, gravity, collision, boundary, throw, touches) "
     "(see moveme settings set --help)"),
    (["set", "greeting"], "fr_FR.UTF-8",
     "moveme: aucune valeur donnée pour greeting (valeurs : 0–9999) (voir moveme settings set --help)"),
    (["set", "inspector"], "ru_RU.UTF-8",
     "moveme: не задано значение inspector (допустимо: true, false) (см. moveme settings set --help)"),
    (["set", "slow-animations"], "zh_CN.UTF-8",
     "moveme: 未给出 slow-animations 的值（可取：true, false）（参见 moveme settings set --help）"),
    (["set", "scene", "gravity", "throw"], "C.UTF-8",
     "moveme: scene takes one value (got 2) (see moveme settings set --help)"),
    (["set"], "C.UTF-8",
     "moveme: no preference given (there are: greeting, scene, slow-animations, inspector, collision-mode, graphics) "
     "(see moveme settings set --help)"),
    (["set", "colour"], "C.UTF-8",
     "moveme: no preference 'colour' (there are: greeting, scene, slow-animations, inspector, collision-mode, graphics) "
     "(see moveme settings set --help)"),
    (["lits"], "C.UTF-8", "moveme: unexpected argument 'lits' (see moveme settings --help)"),
], ids=["no value", "no value fr", "no value ru", "no value zh", "two values", "no key", "no key nor value",
        "unknown subcommand"])
def test_a_settings_command_short_of_words_points_at_its_own_help(tmp_path, args, language, message):
    run = settings(tmp_path, *args, env={"LC_ALL": None, "LANG": language})
    assert run.returncode == 2, run
    assert run.stderr.decode().splitlines() == [message]
    assert not (tmp_path / "moveme").exists()
