"""21. Languages: the screens read back in the language LC_ALL, LC_MESSAGES and LANG choose
(POSIX order), through pyte over a pty. pyte keeps a wide character in its cell and an empty
one after it, so places are read in cells with `find` and rows with `row_cells`; C and a
language without a table mean English."""

import pytest

import harness


def language(locale: str) -> dict:
    """The environment of a user whose locale is `locale` (LANG only, as a desktop sets it)."""
    return {"LC_ALL": None, "LANG": locale}


def bottom(s) -> str:
    return s.lines()[-1]


def box_edges(s) -> list[tuple[int, int]]:
    """(row, column) of the help box's right edge on each row between its corners: where a
    row's last "│" is, in cells."""
    edges = []
    for row in range(s.rows):
        cells = s.row_cells(row)
        columns = [col for col, cell in enumerate(cells) if cell.data == "│"]
        if len(columns) >= 2:
            edges.append((row, columns[-1]))
    return edges


@pytest.mark.parametrize("locale,hint,keys,help_lines,closing", [
    ("zh_CN.UTF-8", "拖动标牌 · 双击背景", "? 帮助 · q 退出", ["重新开始本场景", "摇动：撤销上次编辑", "本帮助"], "按任意键或点击即可关闭"),
    ("ru_RU.UTF-8", "тащите табличку · двойной щелчок по фону", "? справка · q выход",
     ["начать сцену заново", "встряхнуть: отменить правку", "эта справка"], "любая клавиша или щелчок закроет справку"),
], ids=["chinese", "russian"])
def test_the_hint_and_the_help_in_the_users_language(spawn, locale, hint, keys, help_lines, closing):
    s = spawn([], env=language(locale))
    s.read_until(lambda: hint in bottom(s) and keys in bottom(s), what=f"the hint in {locale}")
    found = s.find("q " + keys.split(" q ")[-1])
    assert found is not None and found.end <= 80, f"the hint ends inside the row: {found}\n{s.dump()}"
    s.key("?")
    s.read_until(lambda: s.find(closing), what=f"the help in {locale}")
    for line in help_lines:
        assert s.find(line), f"{line!r} in the help\n{s.dump()}"
    # The box's right edge is one column on every row, however wide the text in it.
    edges = box_edges(s)
    assert len(edges) >= 15, s.dump()
    assert len({column for _, column in edges}) == 1, f"the box is straight: {edges}\n{s.dump()}"


def test_a_dynamics_scene_and_the_inspector_in_chinese(spawn):
    s = spawn(["--scene", "collision", "--inspect"], env=language("zh_CN.UTF-8"))
    s.read_until(lambda: s.find("2.2 碰撞，全部") and s.find("检查器"), what="the caption and the inspector in Chinese")
    s.read_until(lambda: s.find("动力学 运行中"), what="the dynamics heading")


@pytest.mark.parametrize("env", [
    {"LC_ALL": "C", "LANG": "ru_RU.UTF-8"},
    {"LC_ALL": None, "LANG": "de_DE.UTF-8"},
    {"LC_ALL": None, "LANG": "zh_TW.UTF-8"},
], ids=["LC_ALL=C", "German", "Traditional Chinese"])
def test_c_or_a_language_without_a_table_is_english(spawn, env):
    s = spawn([], env=env)
    s.read_until(lambda: "drag the placard" in bottom(s) and "q quit" in bottom(s), what="the English hint")
    s.key("?")
    s.read_until(lambda: s.find("any key or click closes this"), what="the English help")


def test_help_and_a_refused_option_in_russian():
    env = language("ru_RU.UTF-8")
    run = harness.run_once(["--help"], stdout="pipe", env=env)
    text = run.stdout.decode()
    assert run.code == 0, run
    for words in ("Тащите табличку по терминалу", "--fps <n>", "Кадров в секунду", "Подробнее — в man moveme"):
        assert words in text, f"{words!r} missing from --help:\n{text}"
    # Out of range: the quick parse leaves it to argument-parser, whose validation speaks Russian.
    run = harness.run_once(["--fps", "0"], env=env)
    assert run.code == 2, run
    assert run.stderr.decode().splitlines() == ["moveme: --fps должно быть от 1 до 240 (получено 0) (см. moveme --help)"]


def test_a_reason_not_to_start_in_chinese():
    run = harness.run_once(term="dumb", env=language("zh_CN.UTF-8"))
    assert run.code == 2, run
    assert run.stderr.decode().splitlines() == ["moveme: TERM=dumb 无法移动光标；需要全屏终端"]
    assert run.tty == b""
