"""21. The moveme:// URL scheme: `moveme moveme://…` starts in the state the URL says; a URL the
program cannot handle is refused with one line and exit status 2, as the guide's
handleOpenURL: returns NO."""

import pytest

import harness


def test_a_url_starts_the_scene_it_names(spawn):
    s = spawn(["moveme://scene/gravity"])
    s.read_until(lambda: s.find("2.1 Gravity"), what="the gravity scene's caption")


def test_a_url_starts_with_the_greeting_slow_and_inspector_it_asks_for(spawn):
    s = spawn(["moveme://scene/moveme?greeting=3&slow=1&inspector=1", "--no-hint"])
    s.read_until(lambda: s.find("歡迎"), what="the fourth greeting, 歡迎")
    s.read_until(lambda: s.find("Inspector  slow animations ×10"), what="the inspector, animations slowed")
    before = s.frames
    s.key("n")
    s.read_until(lambda: s.frames > before and s.find("Bienvenue"), what="then the fifth, as from the start")


@pytest.mark.parametrize("url,reason", [
    ("http://scene/gravity", "not a moveme:// URL"),
    ("moveme://scene/mars", "no scene 'mars' (there are: moveme, gravity, collision, boundary, throw, touches)"),
    ("moveme://scene/gravity?greeting=99999999999999999999", "'99999999999999999999' is not a value of greeting (it takes: 0–9999)"),
    ("moveme://scene/gravity?fps=1000", "unknown parameter 'fps'"),
    ("moveme://scene/%1B%5B2J", "no scene '\\u{1B}[2j' (there are: moveme, gravity, collision, boundary, throw, touches)"),
    ("moveme://scene/gravity#top", "no fragment allowed (got '#top')"),
], ids=["scheme", "scene", "huge number", "parameter", "escape", "fragment"])
def test_a_url_it_cannot_handle_is_refused(url, reason):
    run = harness.run_once([url])
    assert run.code == 2, run
    shown = url.replace("\x1b", "\\u{1B}")
    assert run.stderr.decode().splitlines() == [f"moveme: cannot open '{shown}': {reason}"]
    assert run.tty == b"", "nothing written to the terminal"


@pytest.mark.parametrize("url, reason", [
    ("moveme://scene/gravity?" + "a" * 5000, "longer than 2048 characters"),
    ("moveme://scene/gravity?" + "b" * 1975 + "=1", "unknown parameter '" + "b" * 40 + "…" + "b" * 39 + "'"),
    ("moveme://scene/gravity#" + "c" * 1977, "no fragment allowed (got '#" + "c" * 40 + "…" + "c" * 39 + "')"),
], ids=["too long", "long parameter", "long fragment"])
def test_a_long_url_is_shown_cut_in_the_middle(url, reason):
    """A 2,000-character URL was echoed whole: pages of stderr for one refusal."""
    run = harness.run_once([url])
    assert run.code == 2, run
    shown = url[:40] + "…" + url[-39:]
    assert run.stderr.decode().splitlines() == [f"moveme: cannot open '{shown}': {reason}"]


@pytest.mark.parametrize("language, reason", [
    ("fr_FR.UTF-8", "pas de fragment permis (reçu « #top »)"),
    ("ru_RU.UTF-8", "фрагмент не допускается (получено «#top»)"),
    ("zh_CN.UTF-8", "不允许片段标识符（收到“#top”）"),
], ids=["fr", "ru", "zh"])
def test_a_fragment_is_named_in_the_users_language(language, reason):
    run = harness.run_once(["moveme://scene/gravity#top"], env={"LC_ALL": None, "LANG": language})
    assert run.code == 2, run
    assert run.stderr.decode().splitlines()[0].endswith(reason), run.stderr.decode()


def test_a_refusal_speaks_the_users_language():
    run = harness.run_once(["moveme://scene/mars"], env={"LC_ALL": None, "LANG": "fr_FR.UTF-8"})
    assert run.code == 2
    assert run.stderr.decode() == ("moveme: impossible d’ouvrir « moveme://scene/mars » : aucune scène « mars » "
                                   "(il y a : moveme, gravity, collision, boundary, throw, touches)\n")
