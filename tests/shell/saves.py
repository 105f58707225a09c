"""Save files as the store tests need them: an older game's save, and the files the store moved aside."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from game.store import FILE_NAME, MIGRATIONS, _statements


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
