"""Opening the save file: check it, migrate it, and tell damage from a file that is only busy or read-only.

Kept apart from game/store.py (what is stored) because it is about the file: the schema and its MIGRATIONS, the
checks at start-up, and the in-memory stores play goes on in when the file cannot be used.
"""
from __future__ import annotations

import sqlite3
import time
from functools import lru_cache
from pathlib import Path

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


BUSY_TIMEOUT_S = 10.0  # how long a copy waits for another one's write (a migration, a result) before giving up


class NewerSchema(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(f"it was written by a newer version (schema {version})")
        self.version = version


def connect_checked(path: Path) -> sqlite3.Connection:
    """The file, checked and migrated. Another copy busy with it is waited for, never taken for damage."""
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)  # explicit BEGIN/COMMIT
        try:
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            db.execute("PRAGMA synchronous=NORMAL")
            _prepare(db)
            return db
        except BaseException as err:
            db.close()
            if not (isinstance(err, sqlite3.Error) and is_busy(err)) or time.monotonic() > deadline:
                raise
        time.sleep(0.01)  # changing the journal mode does not wait on the busy timeout: try again


def _prepare(db: sqlite3.Connection) -> None:
    # the full check (indexes against their tables too): a save is small, and damage found now is damage that
    # cannot surface later, after a result was written into the damaged file
    ok = db.execute("PRAGMA integrity_check(1)").fetchone()[0]
    if ok != "ok":
        raise sqlite3.DatabaseError(f"integrity check failed: {ok}")
    _migrate(db)
    missing = [f"{table}.{column}" for table, columns in _expected_columns().items()
               for column in sorted(columns - {row[1] for row in db.execute(f"PRAGMA table_info({table})")})]
    if missing:
        raise sqlite3.DatabaseError(f"missing {', '.join(missing[:3])}")


def _migrate(db: sqlite3.Connection) -> None:
    """Upgrade to SCHEMA_VERSION in one immediate transaction that reads the version itself, so a second copy
    started at the same moment waits, then finds the work done. Writing the version doubles as the start-up
    check that the file can be written at all."""
    db.execute("BEGIN IMMEDIATE")
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise NewerSchema(version)
        for index in range(version, SCHEMA_VERSION):
            for statement in statements(MIGRATIONS[index]):
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # fails here on a read-only file or mount
        db.execute("COMMIT" if version < SCHEMA_VERSION else "ROLLBACK")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def memory() -> sqlite3.Connection:
    """An empty store that is not kept."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    _migrate(db)
    return db


def read_only_copy(path: Path) -> sqlite3.Connection:
    """What the file holds, copied into memory without writing to it (ignoring locks if it must)."""
    uri = path.resolve().as_uri()
    err: Exception = sqlite3.DatabaseError("not read")
    for options in ("mode=ro", "mode=ro&immutable=1"):
        try:
            source = sqlite3.connect(f"{uri}?{options}", uri=True, timeout=BUSY_TIMEOUT_S)
            copy = sqlite3.connect(":memory:", isolation_level=None)
            try:
                source.backup(copy)
            finally:
                source.close()
            _prepare(copy)
            return copy
        except Exception as failure:  # see Store._open
            err = failure
    raise err


@lru_cache(maxsize=1)
def _expected_columns() -> dict[str, frozenset[str]]:
    """Each table's columns after every migration: a file lacking one is damaged."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    _migrate(db)
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                           "AND name NOT LIKE 'sqlite_%'")]
    columns = {t: frozenset(row[1] for row in db.execute(f"PRAGMA table_info({t})")) for t in tables}
    db.close()
    return columns


_NOT_DAMAGE = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_FULL", "SQLITE_PERM",
               "SQLITE_IOERR", "SQLITE_NOMEM", "SQLITE_AUTH")


def is_busy(err: Exception) -> bool:
    name = getattr(err, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in str(err)


def is_damage(err: Exception) -> bool:
    """Whether `err` says the file itself is bad (to be moved aside), rather than that it cannot be reached or
    written just now (a busy file, a read-only file or folder, a full disk): those are never moved."""
    if isinstance(err, OSError) or is_busy(err):
        return False
    name = getattr(err, "sqlite_errorname", "") or ""
    return not name.startswith(_NOT_DAMAGE) and "readonly" not in str(err)


def why(err: BaseException) -> str:
    """A short reason for the player (OSError's own words, without the errno; never a whole input)."""
    text = err.strerror if isinstance(err, OSError) and err.strerror else str(err) or type(err).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def statements(script: str) -> list[str]:
    # Strip `--` comments first so a ';' inside one cannot split a statement.
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
