"""The level loader and `check-levels`: bad levels are skipped with their lines, stated bands are checked against
the game's own rating, a broken file leaves the others loaded, and every shipped level file loads and checks."""
from __future__ import annotations

import types
from pathlib import Path

import pytest

from game import games, levels as levels_mod
from game.logic.common import LevelFieldError
from game.logic.contract import Rating
from tests.datasets import ROOT


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


class FakeSpec(tuple):
    pass


def fake_logic():
    """A stand-in back end (the parts of GameLogic the loader uses): levels need an integer `size` from 1 to 9;
    odd sizes fail the deep check; sizes up to 4 rate easy."""
    def parse_level(fields):
        size = fields.get("size")
        if not isinstance(size, int) or not 1 <= size <= 9:
            raise LevelFieldError("size", f"must be an integer from 1 to 9, got {size!r}")
        extra = set(fields) - {"size"}
        if extra:
            raise LevelFieldError(sorted(extra)[0], "unknown field")
        return FakeSpec((size,))

    def check_level(spec):
        return [LevelFieldError("size", "odd sizes have no solution")] if spec[0] % 2 else []

    def rate(spec):
        return Rating("easy" if spec[0] <= 4 else "hard", float(spec[0]), "size")

    def parse_settings(fields):
        raise LevelFieldError("", "this game takes no settings")

    return types.SimpleNamespace(parse_level=parse_level, check_level=check_level, rate=rate,
                                 parse_settings=parse_settings, bands=("easy", "hard"))


@pytest.fixture
def fake_game(monkeypatch):
    rules = fake_logic()
    monkeypatch.setattr(games, "rules", lambda key: rules)
    return rules


LEVELS = """\
game: sudoku
levels:
  - id: one
    size: 2
  - id: two
    size: 12
  - id: three
    size: 4
    colour: red
  - id: one
    size: 4
  - id: Bad Id
    size: 4
  - id: four
    size: 3
"""


def test_bad_levels_are_skipped_with_their_lines(tmp_path, fake_game):
    loaded = levels_mod.load_level_file(write(tmp_path, "lv.yaml", LEVELS))
    assert [lvl.id for lvl in loaded.levels] == ["one", "four"]
    messages = [str(p) for p in loaded.problems]
    path = tmp_path / "lv.yaml"
    assert messages == [
        f"{path}:6: size: must be an integer from 1 to 9, got 12 (level two)",
        f"{path}:9: colour: unknown field (level three)",
        f"{path}:10: id: 'one' is already used on line 3",
        f"{path}:12: id: must be lower-case letters, digits and '-', got 'Bad Id'",
    ]


def test_stated_bands_are_checked_against_the_solver(tmp_path, fake_game):
    path = write(tmp_path, "lv.yaml", "game: sudoku\nlevels:\n  - id: a\n    band: hard\n    size: 2\n"
                 "  - id: b\n    band: tricky\n    size: 2\n  - id: c\n    band: hard\n    size: 6\n")
    messages = [str(p) for p in levels_mod.check_level_file(path)]
    assert messages == [
        f"{path}:7: band: must be one of easy, hard, got 'tricky' (level b)",
        f"{path}:4: band: stated 'hard' but the solver rates it 'easy' (level a)",
    ]


def test_check_levels_cli_reports_file_line_and_exit_code(tmp_path, fake_game, capsys):
    from game.cli import main

    bad = write(tmp_path, "lv.yaml", LEVELS)
    assert main(["check-levels", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"{bad}:15: size: odd sizes have no solution (level four)" in out
    assert len(out) == 5
    good = write(tmp_path, "ok.yaml", "game: sudoku\nlevels:\n  - id: a\n    size: 2\n")
    assert main(["check-levels", str(good)]) == 0


@pytest.mark.parametrize("text, line, words", [
    ("- 1\n", 1, "must be a mapping"),
    ("game: chess\nlevels: []\n", 1, "game: must be one of"),
    ("game: sudoku\nlevels: 3\n", 2, "levels: must be a list"),
    ("game: sudoku\nauthor: me\nlevels: []\n", 2, "unknown key 'author'"),
    ("game: sudoku\nlevels:\n  - !!python/object:os.system {}\n", 3, "is not allowed"),
    ("game: sudoku\nlevels:\n  - [1, 2\n", 4, ""),
])
def test_malformed_level_files(tmp_path, fake_game, text, line, words):
    loaded = levels_mod.load_level_file(write(tmp_path, "lv.yaml", text))
    assert loaded.problems and loaded.problems[0].line == line and words in loaded.problems[0].message


def test_catalog_keeps_good_files_when_one_is_broken(tmp_path, fake_game):
    write(tmp_path, "a.yaml", "game: sudoku\nlevels:\n  - id: a\n    size: 2\n")
    write(tmp_path, "b.yaml", "game: sudoku\nlevels: [\n")
    catalog = levels_mod.Catalog.load(tmp_path)
    assert [lvl.id for lvl in catalog.levels("sudoku")] == ["a"]
    assert len(catalog.problems()) == 1 and "b.yaml:" in str(catalog.problems()[0])


def test_every_game_checks_stated_bands_and_settings_through_its_back_end(tmp_path):
    """The real back ends (games.rules): 24 and sudoku state bands from their own vocabulary, a band the
    rating disagrees with is reported (24 rates with the players' solve times), and a game without settings
    says so on the settings line."""
    path = write(tmp_path, "lv.yaml", "game: twentyfour\nlevels:\n  - id: a\n    band: tricky\n    cards: [1, 2, 3, 4]\n"
                 "  - id: b\n    band: expert\n    cards: [6, 6, 6, 6]\n")
    assert [str(p) for p in levels_mod.check_level_file(path)] == [
        f"{path}:4: band: must be one of easy, medium, hard, expert, got 'tricky' (level a)",
        f"{path}:7: band: stated 'expert' but the solver rates it 'easy' (level b)",  # 4nums: 6 6 6 6 is quick
    ]
    path = write(tmp_path, "su.yaml", "game: sudoku\nsettings: {speed: 2}\nlevels:\n  - id: a\n    band: evil\n"
                 "    puzzle: '" + "." * 81 + "'\n    grade: easy\n  - id: b\n    band: tricky\n    puzzle: '"
                 + "." * 81 + "'\n    grade: easy\n")
    messages = [str(p) for p in levels_mod.load_level_file(path).problems]
    assert messages == [f"{path}:2: settings: sudoku levels take no settings",
                        f"{path}:9: band: must be one of easy, medium, hard, expert, extreme, evil, got 'tricky' "
                        "(level b)"]


@pytest.mark.oracle
def test_every_shipped_level_file_loads_and_checks():
    """Every file in levels/ loads with no problem and passes its game's deep check."""
    paths = sorted((ROOT / "levels").glob("*.yaml"))
    assert paths, "levels/ holds no level files"
    for path in paths:
        assert levels_mod.check_level_file(path) == [], path
