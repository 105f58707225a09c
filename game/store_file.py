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

from game.logic.words import Msg, Text
from game.os_reasons import os_reason

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
    # The history of games played (game/played.py): one row per finished game, the one path into the records.
    # `progress`, the counts per level kept before, becomes a view derived from it; a row of counts written into
    # the view (the old rows, below) becomes rows that give the same counts back: the level's best clean solve
    # (its time and moves), a helped solve, and its other attempts as one row of `games` attempts whose endings
    # were not kept. Sudoku's endless record per grade (a setting) becomes rows the same way. A high-score
    # table's entry (24's runs) is a row too: the run's result, named, on its `board`; it is not a game itself
    # (`games` 0, ending 'run': the hands it dealt are the games).
    """
    CREATE TABLE played (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        mode TEXT NOT NULL DEFAULT '',          -- campaign, endless, custom, daily, a 24 mode
        level_id TEXT,                          -- the campaign level, or NULL
        code TEXT NOT NULL DEFAULT '',          -- the puzzle's code ('' when the game had none)
        grade TEXT NOT NULL DEFAULT '',         -- the grade or band ('' when none)
        opponent TEXT NOT NULL DEFAULT '',      -- '' alone, 'person', or the computer's strength
        ending TEXT NOT NULL,                   -- an Ending's value, or 'unrecorded' (migrated attempts)
        winner INTEGER, time_s REAL, moves INTEGER, hints INTEGER, answers INTEGER,
        helped INTEGER NOT NULL DEFAULT 0,      -- a hint or an answer was seen
        score REAL,
        games INTEGER NOT NULL DEFAULT 1,       -- more than 1 only for attempts migrated from a count; 0 a run
        played_on TEXT NOT NULL,                -- the UTC date, YYYY-MM-DD
        played_at REAL NOT NULL,                -- seconds since the epoch
        board TEXT, name TEXT, detail TEXT);    -- a high-score entry: its table, the player's name, the figures
    CREATE INDEX played_level ON played (game, level_id);
    CREATE INDEX played_mode ON played (game, mode, grade);
    CREATE INDEX played_when ON played (game, played_at);
    CREATE INDEX played_board ON played (game, board, score);
    ALTER TABLE progress RENAME TO progress_counts;
    CREATE VIEW progress AS                     -- a damaged count or time takes no part
        SELECT game, level_id, MAX(ending IN ('solved', 'finished')) AS solved,
               MAX(ending IN ('solved', 'finished') AND helped = 0) AS clean,
               MIN(CASE WHEN ending IN ('solved', 'finished') AND helped = 0
                             AND typeof(time_s) IN ('integer', 'real') AND time_s >= 0 THEN time_s END) AS best_time,
               MIN(CASE WHEN ending IN ('solved', 'finished') AND helped = 0
                             AND typeof(moves) = 'integer' AND moves >= 0 THEN moves END) AS best_moves,
               SUM(games) AS attempts, MAX(played_at) AS updated_at
        FROM played WHERE level_id IS NOT NULL AND typeof(games) = 'integer' AND games > 0
        GROUP BY game, level_id;
    CREATE TRIGGER progress_as_history INSTEAD OF INSERT ON progress
    WHEN typeof(NEW.game) = 'text' AND typeof(NEW.level_id) = 'text'
    BEGIN
        INSERT INTO played (game, mode, level_id, ending, time_s, moves, helped, games, played_on, played_at)
            SELECT NEW.game, 'campaign', NEW.level_id, 'solved',
                   CASE WHEN typeof(NEW.best_time) IN ('integer', 'real') THEN NEW.best_time END,
                   CASE WHEN typeof(NEW.best_moves) = 'integer' THEN NEW.best_moves END, 0, 1,
                   date(at, 'unixepoch'), at
            FROM (SELECT CASE WHEN typeof(NEW.updated_at) IN ('integer', 'real') THEN NEW.updated_at
                              ELSE 0 END AS at)
            WHERE NEW.clean IS 1;
        INSERT INTO played (game, mode, level_id, ending, helped, games, played_on, played_at)
            SELECT NEW.game, 'campaign', NEW.level_id, 'solved', 1, 1, date(at, 'unixepoch'), at
            FROM (SELECT CASE WHEN typeof(NEW.updated_at) IN ('integer', 'real') THEN NEW.updated_at
                              ELSE 0 END AS at)
            WHERE NEW.solved IS 1 AND NEW.clean IS NOT 1;
        INSERT INTO played (game, mode, level_id, ending, helped, games, played_on, played_at)
            SELECT NEW.game, 'campaign', NEW.level_id, 'unrecorded', 0, rest, date(at, 'unixepoch'), at
            FROM (SELECT CASE WHEN typeof(NEW.updated_at) IN ('integer', 'real') THEN NEW.updated_at
                              ELSE 0 END AS at,
                         CASE WHEN typeof(NEW.attempts) = 'integer' THEN NEW.attempts ELSE 0 END
                         - (NEW.solved IS 1 OR NEW.clean IS 1) AS rest)
            WHERE rest > 0;
    END;
    INSERT INTO progress (game, level_id, solved, clean, best_time, best_moves, attempts, updated_at)
        SELECT game, level_id, solved, clean, best_time, best_moves, attempts, updated_at FROM progress_counts;
    DROP TABLE progress_counts;
    CREATE TEMP VIEW old_endless AS
        SELECT g.key AS grade,
               CASE WHEN json_type(g.value, '$.solved') = 'integer' THEN json_extract(g.value, '$.solved')
                    ELSE 0 END AS solved,
               CASE WHEN json_type(g.value, '$.best') IN ('integer', 'real') THEN json_extract(g.value, '$.best')
                    END AS best
        FROM settings AS s, json_each(CASE WHEN json_valid(s.value)
                                           THEN CASE WHEN json_type(s.value) = 'object' THEN s.value ELSE '{}' END
                                           ELSE '{}' END) AS g
        WHERE s.key = 'sudoku.endless' AND g.type = 'object';
    INSERT INTO played (game, mode, grade, ending, time_s, helped, games, played_on, played_at)
        SELECT 'sudoku', 'endless', grade, 'solved', best, 0, 1, date('now'), CAST(strftime('%s', 'now') AS REAL)
        FROM old_endless WHERE solved > 0 AND best IS NOT NULL;
    INSERT INTO played (game, mode, grade, ending, helped, games, played_on, played_at)
        SELECT 'sudoku', 'endless', grade, 'solved', 0, solved - (best IS NOT NULL), date('now'),
               CAST(strftime('%s', 'now') AS REAL)
        FROM old_endless WHERE solved - (best IS NOT NULL) > 0;
    DROP VIEW old_endless;
    DELETE FROM settings WHERE key = 'sudoku.endless';
    INSERT INTO played (game, ending, score, board, name, detail, games, played_on, played_at)
        SELECT game, 'run', score, board, name, detail, 0, date(at, 'unixepoch'), at
        FROM (SELECT id, game, board, name, detail,
                     CASE WHEN typeof(score) IN ('integer', 'real') THEN score END AS score,
                     CASE WHEN typeof(created_at) IN ('integer', 'real') THEN created_at ELSE 0 END AS at
              FROM scores)
        WHERE typeof(game) = 'text' AND typeof(board) = 'text' AND typeof(name) = 'text' ORDER BY id;
    DROP TABLE scores;
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


def why(err: BaseException) -> Text:
    """A short reason for the player (an OSError's reason in the player's language, without the errno; a
    sentence the error was raised with; else its own words, never a whole input)."""
    if isinstance(err, OSError) and err.strerror:
        return os_reason(err)
    said = err.args[0] if len(err.args) == 1 else None
    if isinstance(said, Msg):
        return said
    text = str(err) or type(err).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def statements(script: str) -> list[str]:
    # Strip `--` comments first so a ';' inside one cannot split a statement; a trigger's body holds several
    # statements, so pieces are joined until SQLite calls the statement complete.
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    out: list[str] = []
    part = ""
    for piece in "\n".join(lines).split(";"):
        part += piece + ";"
        if sqlite3.complete_statement(part):
            if part.strip(" \n;"):
                out.append(part.strip().removesuffix(";"))
            part = ""
    return out


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
        # `progress` is a table before the history of games played and a view of it after: read alike in both
        rows = db.execute("SELECT game, level_id, solved, attempts FROM progress").fetchall()
        if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'played'").fetchone():
            # and every game played is a row: a log that would leave a game fewer rows takes results away
            rows += [("played", game, 0, count) for game, count in
                     db.execute("SELECT game, COUNT(*) FROM played GROUP BY game").fetchall()]
    finally:
        db.close()
    return {(game, level): (solved if isinstance(solved, int) else 0, attempts if isinstance(attempts, int) else 0)
            for game, level, solved, attempts in rows}


def is_full(err: Exception) -> bool:
    name = getattr(err, "sqlite_errorname", "") or ""
    return name.startswith("SQLITE_FULL") or "database or disk is full" in str(err)
