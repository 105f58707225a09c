"""config.yaml, the level loader and the store: errors with file and line, recovery, migrations."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game import games, levels as levels_mod
from game.config import Config, ConfigError, load_config
from game.logic.common import LevelFieldError
from game.logic.contract import Rating
from game.logic.outcome import Ending, Outcome
from game.store import MIGRATIONS, SCHEMA_VERSION, Store, _statements
from game.yamlfile import YamlError, parse_yaml

from tests.datasets import ROOT


# --- config --------------------------------------------------------------------------------------------------

def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_shipped_config_is_valid_and_typed():
    config = load_config(ROOT / "config.yaml")
    assert config.window.width == 1280 and config.window.height == 720
    assert isinstance(config.audio.volume, float)


@pytest.mark.parametrize("text, line, key, words", [
    ("window:\n  width: big\n", 2, "window.width", "must be an integer"),
    ("window:\n  title: x\n  widht: 3\n", 3, "window.widht", "unknown key"),
    ("audio:\n  volume: 3\n", 2, "audio.volume", "from 0.0 to 1.0"),
    ("audio:\n  sound: 1\n", 2, "audio.sound", "true or false"),
    ("play: 7\n", 1, "play", "mapping"),
    ("colour: blue\n", 1, "colour", "unknown key"),
])
def test_config_errors_name_file_line_and_key(tmp_path, text, line, key, words):
    path = write(tmp_path, "config.yaml", text)
    with pytest.raises(ConfigError) as err:
        load_config(path)
    message = str(err.value)
    assert message.startswith(f"{path}:{line}: {key}: ") and words in message


def test_config_syntax_error_and_missing_file(tmp_path):
    with pytest.raises(ConfigError, match=r"config.yaml:3: .*expected"):
        load_config(write(tmp_path, "config.yaml", "window:\n  width: [1\n"))
    assert load_config(tmp_path / "absent.yaml") == Config()


def test_bad_config_stops_start_up_with_one_line(tmp_path):
    path = write(tmp_path, "bad.yaml", "window:\n  fps: fast\n")
    out = subprocess.run([sys.executable, "main.py", "--config", str(path), "--frames", "1"], cwd=ROOT,
                         capture_output=True, text=True, env=_headless_env())
    assert out.returncode == 1
    assert out.stderr.strip() == f"error: {path}:2: window.fps: must be an integer, got 'fast'"


def _headless_env():
    import os

    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


# --- YAML and levels -----------------------------------------------------------------------------------------

def test_yaml_rejects_python_tags():
    for doc in ("a: !!python/object/apply:os.system ['true']\n", "x: !!python/name:os.system\n"):
        with pytest.raises(YamlError, match="is not allowed"):
            parse_yaml(doc, "lv.yaml")


def test_yaml_keeps_lines_and_rejects_duplicate_keys():
    doc = parse_yaml("game: x\nlevels:\n  - id: a\n    n: 1\n  - id: b\n")
    assert doc.line_of("levels") == 2 and doc["levels"].line_of(1) == 5 and doc["levels"][0].line_of("n") == 4
    with pytest.raises(YamlError, match="2: duplicate key"):
        parse_yaml("a: 1\na: 2\n", "f.yaml")


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


def test_every_shipped_level_file_loads_and_checks():
    """Every file in levels/ loads with no problem and passes its game's deep check."""
    paths = sorted((ROOT / "levels").glob("*.yaml"))
    assert paths, "levels/ holds no level files"
    for path in paths:
        assert levels_mod.check_level_file(path) == [], path


# --- store ---------------------------------------------------------------------------------------------------

def test_store_keeps_best_results_and_counts_attempts(tmp_path):
    store = Store.open(tmp_path)
    store.record_outcome("matchstick", "m1", Outcome(Ending.LOST, 10.0, 0))
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 20, 1, hints=1))
    # a helped solve counts as solved but sets no record
    assert (p.solved, p.clean, p.best_time, p.best_moves, p.attempts) == (True, False, None, None, 2)
    store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 55, 3))
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 40, 4))
    assert (p.solved, p.clean, p.best_time, p.best_moves, p.attempts) == (True, True, 40, 3, 4)
    p = store.record_outcome("matchstick", "m1", Outcome(Ending.SOLVED, 5, 1, hints=1))
    assert (p.clean, p.best_time, p.best_moves) == (True, 40, 3)  # a later hinted solve changes no record
    assert store.solved_count("matchstick") == 1 and store.solved_count("sudoku") == 0


def test_store_scores_saves_and_settings_survive_reopening(tmp_path):
    store = Store.open(tmp_path)
    for name, score in (("Ann", 5), ("Bob", 9), ("Cy", 7)):
        store.add_score("twentyfour", "challenge-1", name, score)
    store.save_game("sudoku", {"moves": ["D r1c1 5"], "position": 1})
    store.set_setting("sound", False)
    store.close()
    again = Store.open(tmp_path)
    assert [s.name for s in again.top_scores("twentyfour", "challenge-1")] == ["Bob", "Cy", "Ann"]
    assert [s.name for s in again.top_scores("twentyfour", "challenge-1", higher_is_better=False)][0] == "Ann"
    assert again.load_game("sudoku") == {"moves": ["D r1c1 5"], "position": 1}
    assert again.get_setting("sound") is False and again.get_setting("missing", 3) == 3
    again.clear_game("sudoku")
    assert again.load_game("sudoku") is None


def test_store_migrates_an_old_schema_without_losing_data(tmp_path):
    path = tmp_path / "matchbox.sqlite3"
    db = sqlite3.connect(path)
    for statement in _statements(MIGRATIONS[0]):
        db.execute(statement)
    db.execute("INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'old', 1, 0)")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = Store.open(tmp_path)
    assert store.schema_version == SCHEMA_VERSION and store.notice is None
    assert store.progress("sudoku")["old"].solved
    store.add_score("sudoku", "b", "n", 1)  # the table added by migration 2 exists


@pytest.mark.parametrize("content", [b"this is not a database" * 50, b""])
def test_corrupt_store_is_moved_aside_and_play_goes_on(tmp_path, content):
    path = tmp_path / "matchbox.sqlite3"
    path.write_bytes(content)
    store = Store.open(tmp_path)
    if content:
        aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm"))]
        assert len(aside) == 1 and aside[0].read_bytes() == content  # kept, not deleted
        assert store.notice and aside[0].name in store.notice
    store.record_outcome("sudoku", "a", Outcome(Ending.SOLVED, 30.0, 10))
    assert store.solved_count("sudoku") == 1


def test_store_from_a_newer_version_is_kept_aside(tmp_path):
    db = sqlite3.connect(tmp_path / "matchbox.sqlite3")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()
    store = Store.open(tmp_path)
    assert store.notice and "newer version" in store.notice
    assert store.schema_version == SCHEMA_VERSION


def test_failed_write_rolls_back_whole_transaction(tmp_path):
    store = Store.open(tmp_path)
    store.record_outcome("sudoku", "kept", Outcome(Ending.SOLVED, 30.0, 10))
    with pytest.raises(RuntimeError):
        with store._write() as db:
            db.execute("INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'half', 1, 0)")
            raise RuntimeError("crash mid-write")
    assert set(store.progress("sudoku")) == {"kept"}


def test_killed_mid_transaction_loses_nothing_finished(tmp_path):
    """A process killed inside a write: earlier results survive, the half-done write does not appear."""
    code = (
        "import os, sys; sys.path.insert(0, sys.argv[2]); from pathlib import Path; from game.store import Store\n"
        "from game.logic.outcome import Ending, Outcome\n"
        "s = Store.open(Path(sys.argv[1])); s.record_outcome('sudoku', 'done', Outcome(Ending.SOLVED, 9, 0))\n"
        "w = s._write(); db = w.__enter__()\n"
        "db.execute(\"INSERT INTO progress (game, level_id, solved, updated_at) VALUES ('sudoku', 'half', 1, 0)\")\n"
        "os._exit(9)\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path), str(ROOT)], capture_output=True)
    assert out.returncode == 9, out.stderr
    store = Store.open(tmp_path)
    assert store.notice is None
    assert set(store.progress("sudoku")) == {"done"} and store.progress("sudoku")["done"].best_time == 9


def test_corrupt_in_progress_save_reads_as_absent(tmp_path):
    store = Store.open(tmp_path)
    with store._write() as db:
        db.execute("INSERT INTO saves (game, data, updated_at) VALUES ('sudoku', '{not json', 0)")
    assert store.load_game("sudoku") is None


def test_data_dir_from_environment(tmp_path, monkeypatch):
    from game.store import default_data_dir

    monkeypatch.setenv("MATCHBOX_DATA_DIR", str(tmp_path / "env"))
    assert default_data_dir() == tmp_path / "env"
