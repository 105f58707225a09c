"""Save files as the store tests need them: an older game's save, the files the store moved aside, and a typical
sitting's reads and writes."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from game.logic.outcome import Ending, Outcome
from game.store import FILE_NAME, MIGRATIONS, Store, _statements


def aside_files(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".corrupt-" in p.name]


def old_save(folder: Path, version: int = 1) -> Path:
    """A save written by schema `version` holding one solved level, as an older game left it."""
    path = folder / FILE_NAME
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    for script in MIGRATIONS[:version]:
        for statement in _statements(script):
            db.execute(statement)
    db.execute("INSERT INTO progress (game, level_id, solved, attempts, updated_at) VALUES ('sudoku', 'old', 1, 1, 0)")
    db.execute(f"PRAGMA user_version = {version}")
    db.close()
    return path


def typical_session(store: Store) -> None:
    """What a game does with the store in one sitting: read everything, then write every kind of record."""
    store.get_setting("sound", True)
    store.progress("sudoku")
    store.solved_count("matchstick")
    store.top_scores("twentyfour", "sprint")
    store.load_game("stones")
    store.record_outcome("sudoku", "new", Outcome(Ending.SOLVED, 12.5, 30))
    store.add_score("twentyfour", "this-session", "Ann", 7)
    store.save_game("matchstick", {"level": "ms-001", "history": {"moves": [], "position": 0}, "elapsed": 1.0})
    store.set_setting("sound", False)
    assert store.progress("sudoku")["new"].solved
    assert [s.name for s in store.top_scores("twentyfour", "this-session")] == ["Ann"]
    store.clear_game("matchstick")
    store.close()
