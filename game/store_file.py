"""Opening the save file: check it, migrate it, and tell damage from a file that is only busy or read-only.

Kept apart from game/store.py (what is stored) because it is about the file: the schema and its MIGRATIONS, the
checks at start-up, and the in-memory stores play goes on in when the file cannot be used.
"""
from __future__ import annotations

import shutil
import sqlite3
import tempfile
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
    # a game in progress per running copy (game/store_copies.py): two copies never write over each other's game
    """
    CREATE TABLE saves_by_copy (
        game TEXT NOT NULL, copy INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL, updated_at REAL NOT NULL,
        PRIMARY KEY (game, copy));
    INSERT INTO saves_by_copy (game, copy, data, updated_at) SELECT game, 0, data, updated_at FROM saves;
    DROP TABLE saves;
    ALTER TABLE saves_by_copy RENAME TO saves;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


BUSY_TIMEOUT_S = 2.0  # how long a copy waits at start for another one's migration before playing unsaved
LOCK_WAIT_S = 0.05    # how long a read waits on another copy (rarely needed: a read never waits for a writer)
# Fold the write-ahead log back into the file every few pages and keep the log file small, so a nearly full disk
# is not eaten by a log of old pages (SQLite's default lets it grow to 1000 pages, about 4 MB).
CHECKPOINT_PAGES = 8
JOURNAL_LIMIT_BYTES = 64 * 1024
FULL_CHECK_BYTES = 8 * 1024 * 1024  # a larger file gets the quick check at start and the full one in the background


class NewerSchema(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(f"it was written by a newer version (schema {version})")
        self.version = version


def connect_checked(path: Path, full_check: bool = True) -> sqlite3.Connection:
    """The file, checked and migrated. Another copy busy with a migration is waited for (BUSY_TIMEOUT_S), never
    taken for damage; another copy merely holding the write lock is not waited for (its writes wait, see
    Store). `full_check` False: only the quick checks (the caller runs `integrity_problem` later)."""
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        # explicit BEGIN/COMMIT; the store's writer thread uses the connection too, never at once with the game
        db = sqlite3.connect(path, isolation_level=None, timeout=LOCK_WAIT_S, check_same_thread=False)
        try:
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA wal_autocheckpoint={CHECKPOINT_PAGES}")
            db.execute(f"PRAGMA journal_size_limit={JOURNAL_LIMIT_BYTES}")
            _prepare(db, full_check)
            return db
        except BaseException as err:
            db.close()
            if not (isinstance(err, sqlite3.Error) and is_busy(err)) or time.monotonic() > deadline:
                raise
        time.sleep(0.01)  # changing the journal mode does not wait on the busy timeout: try again


def _prepare(db: sqlite3.Connection, full_check: bool = True) -> None:
    # the full check (indexes against their tables too) on a save of usual size: damage found now is damage that
    # cannot surface later, after a result was written into the damaged file. A very large file would hold the
    # start for seconds: it gets the schema read at once (below) and the full check in the background.
    if full_check:
        problem = integrity_problem(db)
        if problem is not None:
            raise sqlite3.DatabaseError(problem)
    _migrate(db)
    missing = [f"{table}.{column}" for table, columns in _expected_columns().items()
               for column in sorted(columns - {row[1] for row in db.execute(f"PRAGMA table_info({table})")})]
    if missing:
        raise sqlite3.DatabaseError(f"missing {', '.join(missing[:3])}")


def integrity_problem(db: sqlite3.Connection) -> str | None:
    ok = db.execute("PRAGMA integrity_check(1)").fetchone()[0]
    return None if ok == "ok" else f"integrity check failed: {ok}"


def _migrate(db: sqlite3.Connection) -> None:
    """Upgrade to SCHEMA_VERSION in one immediate transaction that reads the version itself, so a second copy
    started at the same moment waits, then finds the work done. Writing the version doubles as the start-up
    check that the file can be written at all. A file already at SCHEMA_VERSION whose write lock another copy
    holds needs no migration: it is used at once (a file another copy writes to is not read-only)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as err:
        if is_busy(err) and version == SCHEMA_VERSION:
            return
        raise
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
    db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    _migrate(db)
    return db


def read_only_copy(path: Path) -> sqlite3.Connection:
    """What the file holds, copied into memory without writing to it (ignoring locks if it must). The results
    still in its write-ahead log count: SQLite cannot read a log from a folder where it may not create the
    log's index (-shm), so the file and its log are read from a private copy first."""
    try:
        return _copy_with_journal(path)
    except Exception:  # see Store._open
        pass  # no room for a copy, or another copy's lock: read the file in place
    uri = path.resolve().as_uri()
    err: Exception = sqlite3.DatabaseError("not read")
    for options in ("mode=ro", "mode=ro&immutable=1"):
        try:
            return _in_memory(sqlite3.connect(f"{uri}?{options}", uri=True, timeout=BUSY_TIMEOUT_S))
        except Exception as failure:  # see Store._open
            err = failure
    raise err


def _copy_with_journal(path: Path) -> sqlite3.Connection:
    with tempfile.TemporaryDirectory(prefix="matchbox-") as folder:
        inside = Path(folder) / path.name
        shutil.copyfile(path, inside)
        journal = journal_of(path)
        if journal.exists():
            shutil.copyfile(journal, journal_of(inside))
        return _in_memory(sqlite3.connect(inside, timeout=LOCK_WAIT_S))


def _in_memory(source: sqlite3.Connection) -> sqlite3.Connection:
    """An in-memory copy of what `source` holds, ready to use; `source` is closed."""
    copy = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        source.backup(copy)
    finally:
        source.close()
    _prepare(copy)
    return copy


def journal_of(path: Path) -> Path:
    return Path(f"{path}-wal")


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


# --- a write-ahead log left beside the file -------------------------------------------------------------------
#
# SQLite replays any `-wal` file it finds beside a database, and nothing in the log names the file it was written
# for: a log left by a crash, with another save then restored or copied into the folder, is replayed onto that
# save and silently overwrites its pages. The store closes cleanly by folding the log back and removing it
# (Store.close), so a log found at start comes from a crash or from another copy that is running. Either way the
# log, when it is this file's own, only ever adds to what the file holds: a result counted is never uncounted
# except by erasing progress. So the file alone and the file with its log are each read from a private copy; a
# log that would take away results the file holds is not the file's own: it is moved aside with a copy of the
# file (the pair can be opened together), and the file is opened as it is.

def journal_losses(path: Path) -> int:
    """How many of the file's results (a level played or solved) its write-ahead log would take away; 0 when
    there is no log or it cannot be read (then SQLite's own handling stands)."""
    journal = journal_of(path)
    try:
        if not journal.is_file() or journal.stat().st_size == 0:
            return 0
        with tempfile.TemporaryDirectory(prefix="matchbox-") as folder:
            alone, joined = Path(folder) / "alone" / path.name, Path(folder) / "joined" / path.name
            for target in (alone, joined):
                target.parent.mkdir()
                shutil.copyfile(path, target)
            shutil.copyfile(journal, journal_of(joined))
            before, after = _results(alone), _results(joined)
    except (OSError, sqlite3.Error, UnicodeDecodeError):
        return 0
    return sum(1 for key, (solved, attempts) in before.items()
               if key not in after or after[key][0] < solved or after[key][1] < attempts)


def _results(path: Path) -> dict[tuple[object, object], tuple[int, int]]:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        rows = db.execute("SELECT game, level_id, solved, attempts FROM progress").fetchall()
    finally:
        db.close()
    return {(game, level): (solved if isinstance(solved, int) else 0, attempts if isinstance(attempts, int) else 0)
            for game, level, solved, attempts in rows}


def is_full(err: Exception) -> bool:
    name = getattr(err, "sqlite_errorname", "") or ""
    return name.startswith("SQLITE_FULL") or "database or disk is full" in str(err)
