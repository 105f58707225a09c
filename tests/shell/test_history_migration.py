"""A save written before the history of games played (schema 2, tests/data/save_schema2.sqlite3) migrates with
nothing lost: every level's counts read the same from the history, the high scores (rows of the history too),
settings and saved game stay, and sudoku's endless record becomes history rows that give it back."""
from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from game.statistics import all_stats
from game.store import FILE_NAME, SCHEMA_VERSION, Store
from game.store_file import MIGRATIONS, statements
from scenes.sudoku.model import ENDLESS

SAVE = Path(__file__).resolve().parent.parent / "data" / "save_schema2.sqlite3"


def old_tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """What the old file holds, read with plain SQL: the oracle."""
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 2
        return {table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
                for table in ("progress", "scores", "settings", "saves")}
    finally:
        db.close()


@pytest.fixture
def migrated(tmp_path):
    shutil.copyfile(SAVE, tmp_path / FILE_NAME)
    before = old_tables(tmp_path / FILE_NAME)
    store = Store.open(tmp_path)
    yield before, store
    store.close()


def test_every_level_reads_the_same_counts_from_the_history(migrated):
    before, store = migrated
    assert store.notice is None and store.schema_version == SCHEMA_VERSION
    old = {(game, level): (solved, clean, best_time, best_moves, attempts)
           for game, level, solved, clean, best_time, best_moves, attempts, _ in before["progress"]}
    new = {(game, level): (int(p.solved), int(p.clean), p.best_time, p.best_moves, p.attempts)
           for game in ("matchstick", "sudoku", "stones", "twentyfour") for level, p in store.progress(game).items()}
    assert new == old
    rows = store.played_games()
    assert sum(r.games for r in rows if r.level_id is not None) == sum(v[4] for v in old.values())
    for game in ("matchstick", "sudoku", "stones", "twentyfour"):
        assert store.solved_count(game) == sum(1 for (g, _), v in old.items() if g == game and v[0])


def test_scores_settings_and_the_saved_game_stay(migrated):
    before, store = migrated
    scores = [(s.name, s.score, s.detail) for board in ("sprint", "marathon")
              for s in store.top_scores("twentyfour", board)]
    assert sorted(scores, key=repr) == sorted(((name, score, json.loads(detail))
                                              for _, _, _, name, score, detail, _ in before["scores"]), key=repr)
    runs = [r for r in store.played_games("twentyfour") if r.ending == "run"]
    assert sorted((r.board, r.name, r.score, r.games) for r in runs) == sorted(
        (board, name, score, 0) for _, _, board, name, score, _, _ in before["scores"])
    assert all_stats(["twentyfour"], store.results(), "2026-01-01")["twentyfour"].played == 1  # a run is no game
    kept = store._use(lambda db: db.execute("SELECT key, value FROM settings ORDER BY key").fetchall())
    assert kept == [row for row in before["settings"] if row[0] != "sudoku.endless"]  # that one became rows
    saves = store._use(lambda db: db.execute("SELECT game, data, updated_at FROM saves").fetchall())
    assert saves == before["saves"]


def test_the_endless_record_becomes_history_rows(migrated):
    _, store = migrated
    assert store.mode_records("sudoku", ENDLESS) == {"easy": (3, 241.5), "hard": (1, None)}
    assert store.get_setting("sudoku.endless") is None  # one path: the record is read from the history alone
    endless = [r for r in store.played_games("sudoku") if r.mode == ENDLESS]
    assert sum(r.games for r in endless) == 4 and all(r.completed for r in endless)


@pytest.mark.parametrize("value", ['{"easy": 3}', "not json", '[1, 2]', '{"easy": {"solved": "x", "best": 1e999}}',
                                   '{"hard": {"solved": 2, "best": "fast"}}'])
def test_a_damaged_endless_record_migrates_what_it_can_and_the_file_opens(tmp_path, value):
    path = tmp_path / FILE_NAME
    db = sqlite3.connect(path, isolation_level=None)
    for script in MIGRATIONS[:2]:
        for statement in statements(script):
            db.execute(statement)
    db.execute("INSERT INTO settings (key, value) VALUES ('sudoku.endless', ?)", (value,))
    db.execute("PRAGMA user_version = 2")
    db.close()
    store = Store.open(tmp_path)
    assert store.notice is None and store.schema_version == SCHEMA_VERSION
    expected = {"hard": (2, None)} if '"hard"' in value else {}
    assert store.mode_records("sudoku", ENDLESS) == expected
    store.close()
