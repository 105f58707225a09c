"""Progress, best times, high scores, settings and in-progress saves in one SQLite file.

The file lives in the user data folder (platformdirs), or `--data-dir`, or $MATCHBOX_DATA_DIR. The schema is
versioned with `PRAGMA user_version` and upgraded by the MIGRATIONS below, in order. Every write is one
transaction, so killing the game mid-play never loses a finished result. A corrupt or unreadable file is moved
aside (renamed with a timestamp, never deleted), a fresh one is created, and `notice` tells the player.
"""
from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Iterator

FILE_NAME = "matchbox.sqlite3"
ENV_DIR = "MATCHBOX_DATA_DIR"

# Each entry upgrades the schema by one version; never edit a shipped entry, append a new one.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE progress (
        game TEXT NOT NULL, level_id TEXT NOT NULL,
        solved INTEGER NOT NULL DEFAULT 0,       -- solved at least once
        clean INTEGER NOT NULL DEFAULT 0,        -- solved at least once without hints or answers
        best_time REAL, best_moves INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0,
        updated_at REAL NOT NULL,
        PRIMARY KEY (game, level_id));
    CREATE TABLE saves (game TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at REAL NOT NULL);
    """,
    """
    CREATE TABLE scores (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL, board TEXT NOT NULL, name TEXT NOT NULL,
        score REAL NOT NULL, detail TEXT NOT NULL DEFAULT '{}', created_at REAL NOT NULL);
    CREATE INDEX scores_board ON scores (game, board, score);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


def default_data_dir() -> Path:
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("matchbox-arcade", appauthor=False))


@dataclass(frozen=True)
class Progress:
    level_id: str
    solved: bool
    clean: bool
    best_time: float | None
    best_moves: int | None
    attempts: int


@dataclass(frozen=True)
class Score:
    name: str
    score: float
    detail: dict[str, Any]
    created_at: float


class Store:
    def __init__(self, path: Path, clock=time.time) -> None:
        self.path = path
        self._clock = clock
        self.notice: str | None = None  # a message for the player (e.g. a corrupt file was moved aside)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open_checked()
        except (sqlite3.DatabaseError, _NewerSchema) as err:
            self._db = self._recover(err)

    @classmethod
    def open(cls, data_dir: Path | None = None) -> "Store":
        return cls((data_dir or default_data_dir()) / FILE_NAME)

    # --- opening and recovery -------------------------------------------------------------------------

    def _open_checked(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None)  # explicit BEGIN/COMMIT below
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            ok = db.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {ok}")
            self._migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _recover(self, err: Exception) -> sqlite3.Connection:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            n += 1
        for suffix in ("", "-wal", "-shm"):
            src = Path(str(self.path) + suffix)
            if src.exists():
                src.replace(Path(str(aside) + suffix))
        self.notice = (f"The save file could not be read ({err}). It was kept as {aside.name} "
                       f"and a fresh one was started.")
        return self._open_checked()

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _NewerSchema(f"it was written by a newer version (schema {version})")
        for index in range(version, SCHEMA_VERSION):
            db.execute("BEGIN IMMEDIATE")
            for statement in _statements(MIGRATIONS[index]):
                db.execute(statement)
            db.execute(f"PRAGMA user_version = {index + 1}")
            db.execute("COMMIT")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it lands or none of it."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._db.close()

    @property
    def schema_version(self) -> int:
        return self._db.execute("PRAGMA user_version").fetchone()[0]

    # --- settings -------------------------------------------------------------------------------------

    def get_setting(self, key: str, default: Any = None) -> Any:
        row = self._db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        if row is None:
            return default
        try:
            return json.loads(row[0])
        except ValueError:
            return default

    def set_setting(self, key: str, value: Any) -> None:
        with self._write() as db:
            db.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
                       "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, json.dumps(value)))

    # --- progress -------------------------------------------------------------------------------------

    def record_result(self, game: str, level_id: str, *, solved: bool, clean: bool = True,
                      time_s: float | None = None, moves: int | None = None) -> Progress:
        """Count an attempt; on a solve mark the level solved. Best time and moves count clean solves only
        (no hint, no answer shown): a helped solve must not top the player's records."""
        now = self._clock()
        with self._write() as db:
            db.execute("INSERT INTO progress (game, level_id, updated_at) VALUES (?, ?, ?) "
                       "ON CONFLICT(game, level_id) DO NOTHING", (game, level_id, now))
            db.execute("UPDATE progress SET attempts = attempts + 1, updated_at = ? "
                       "WHERE game = ? AND level_id = ?", (now, game, level_id))
            if solved:
                db.execute("UPDATE progress SET solved = 1 WHERE game = ? AND level_id = ?", (game, level_id))
            if solved and clean:
                db.execute(
                    "UPDATE progress SET clean = 1, "
                    "best_time = CASE WHEN ? IS NULL THEN best_time WHEN best_time IS NULL OR ? < best_time "
                    "THEN ? ELSE best_time END, "
                    "best_moves = CASE WHEN ? IS NULL THEN best_moves WHEN best_moves IS NULL OR ? < best_moves "
                    "THEN ? ELSE best_moves END WHERE game = ? AND level_id = ?",
                    (time_s, time_s, time_s, moves, moves, moves, game, level_id))
        return self.progress(game)[level_id]

    def progress(self, game: str) -> dict[str, Progress]:
        rows = self._db.execute("SELECT level_id, solved, clean, best_time, best_moves, attempts "
                                "FROM progress WHERE game = ?", (game,)).fetchall()
        return {r[0]: Progress(r[0], bool(r[1]), bool(r[2]), r[3], r[4], r[5]) for r in rows}

    def solved_count(self, game: str) -> int:
        return self._db.execute("SELECT COUNT(*) FROM progress WHERE game = ? AND solved = 1",
                                (game,)).fetchone()[0]

    # --- high scores ----------------------------------------------------------------------------------

    def add_score(self, game: str, board: str, name: str, score: float,
                  detail: dict[str, Any] | None = None) -> None:
        with self._write() as db:
            db.execute("INSERT INTO scores (game, board, name, score, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                       (game, board, name.strip()[:24] or "Player", score, json.dumps(detail or {}), self._clock()))

    def top_scores(self, game: str, board: str, limit: int = 10, higher_is_better: bool = True) -> list[Score]:
        order = "DESC" if higher_is_better else "ASC"
        rows = self._db.execute(f"SELECT name, score, detail, created_at FROM scores WHERE game = ? AND board = ? "
                                f"ORDER BY score {order}, created_at ASC LIMIT ?", (game, board, limit)).fetchall()
        return [Score(r[0], r[1], _json_or_empty(r[2]), r[3]) for r in rows]

    # --- in-progress saves ----------------------------------------------------------------------------

    def save_game(self, game: str, data: dict[str, Any]) -> None:
        with self._write() as db:
            db.execute("INSERT INTO saves (game, data, updated_at) VALUES (?, ?, ?) ON CONFLICT(game) DO UPDATE "
                       "SET data = excluded.data, updated_at = excluded.updated_at",
                       (game, json.dumps(data), self._clock()))

    def load_game(self, game: str) -> dict[str, Any] | None:
        """The saved game, or None. A save that is not valid JSON is treated as absent (and dropped)."""
        row = self._db.execute("SELECT data FROM saves WHERE game = ?", (game,)).fetchone()
        if row is None:
            return None
        data = _json_or_empty(row[0])
        if not data:
            self.clear_game(game)
            return None
        return data

    def clear_game(self, game: str) -> None:
        with self._write() as db:
            db.execute("DELETE FROM saves WHERE game = ?", (game,))

    def reset_progress(self) -> None:
        """Forget progress, scores and saves; keep settings."""
        with self._write() as db:
            for table in ("progress", "scores", "saves"):
                db.execute(f"DELETE FROM {table}")


class _NewerSchema(Exception):
    pass


def _statements(script: str) -> list[str]:
    # Strip `--` comments first so a ';' inside one cannot split a statement.
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


def _json_or_empty(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
