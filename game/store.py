"""Progress, best times, high scores, settings and in-progress saves in one SQLite file.

The file lives in the user data folder (platformdirs), or `--data-dir`, or $MATCHBOX_DATA_DIR. The schema is
versioned with `PRAGMA user_version` and upgraded by the MIGRATIONS (game/store_file.py), inside one immediate
transaction (so two copies started at once cannot both migrate). Every write is one transaction, so killing the
game mid-play never loses a finished result.

The game always opens, and the player is told (`notices`) whenever progress is at risk:
- a damaged file (any error opening or reading it) is moved aside (renamed with a timestamp, never deleted) and a
  fresh one is started;
- a file that can be read but not written, a file from a newer version, a data folder that cannot be used, or a
  file another copy keeps locked through its migration is left untouched: play goes on in an in-memory copy that
  is not kept;
- a write that finds the file locked by another copy, or the disk full, waits a moment (LOCK_WAIT_S), never
  longer: it is held and tried again with the next write or read after RETRY_S, and on closing; nothing held is
  dropped, and the player is told when it stays held;
- a write-ahead log left beside the file that is not the file's own is moved aside (see store_file);
- a value read back (a setting, a saved game, a score's name and detail) is untrusted: its size and nesting are
  bounded before it is parsed, then it passes its schema (game/records.py); a bad one is deleted with a notice.
"""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

# MIGRATIONS, SCHEMA_VERSION and _statements are re-exported: tests and tools read the schema from here
from game.logic.outcome import Outcome
from game.messages import CLIP_CHARS, clip
from game.records import SAVE_NAMES, SCORE, SCORE_NAME, RecordError, Spec, saved_game, score_detail, setting
from game.saved_values import is_count, is_finite, is_seconds, read_json
from game.store_file import (FULL_CHECK_BYTES, MIGRATIONS, SCHEMA_VERSION, NewerSchema, connect_checked,
                             integrity_problem, is_busy, is_damage, is_full, journal_losses, journal_of, memory,
                             read_only_copy, statements as _statements, why)

T = TypeVar("T")

FILE_NAME = "matchbox.sqlite3"
ENV_DIR = "MATCHBOX_DATA_DIR"
RETRY_S = 2.0        # how often a held write is tried again while the store is used
CLOSE_WAIT_S = 1.0   # how long closing waits for the lock to save what is held


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
    """The player's data. Never raises on a bad file or folder: see the module docstring."""

    def __init__(self, path: Path | None, clock: Callable[[], float] = time.time) -> None:
        self.path = path  # None: an in-memory store from the start
        self._clock = clock
        self.notices: list[str] = []  # messages for the player; launch shares this list with the Context
        self.keeps_progress = True    # False once play goes on in an in-memory copy
        self._held: list[Callable[[sqlite3.Connection], object]] = []  # writes waiting for the lock or for room
        self._retry_at = 0.0          # time.monotonic() before which held writes are not tried again
        self._told_held = False
        self._damage_found: str | None = None  # set by the background check of a large file
        self.background_check: threading.Thread | None = None
        self._db = self._open()

    @classmethod
    def open(cls, data_dir: Path | None = None) -> "Store":
        return cls((data_dir or default_data_dir()) / FILE_NAME)

    @property
    def notice(self) -> str | None:
        """Everything the player has been told so far, as one line (None when all is well)."""
        return "  ".join(self.notices) or None

    # --- opening and recovery -------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return memory()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            why = "it is a file, not a folder" if isinstance(err, (FileExistsError, NotADirectoryError)) else why(err)
            return self._unsaved(f"The data folder {self.path.parent} cannot be used ({why})")
        if journal_losses(self.path):
            moved = self._set_journal_aside()
            if moved is not None:
                return moved
        try:
            full_check = not self.path.is_file() or self.path.stat().st_size <= FULL_CHECK_BYTES
            db = connect_checked(self.path, full_check)
            if not full_check:
                self._check_in_background(self.path)
            return db
        except NewerSchema as err:
            return self._unsaved(f"The save file {self.path} was written by a newer version of the game "
                                 f"(schema {err.version}); it was left as it is. Update the game to use it")
        except Exception as err:  # sqlite3.Error, UnicodeDecodeError from a damaged header, OSError...
            return self._after_failure(err)

    def _after_failure(self, err: Exception) -> sqlite3.Connection:
        """The connection to go on with after `err`: a fresh file for damage, an unsaved copy otherwise."""
        if is_damage(err):
            return self._recover(err)
        if is_busy(err):
            return self._unsaved(f"The save file {self.path} is kept busy by another copy of the game",
                                 copy=True)
        if self.path is not None and not self.path.exists():
            return self._unsaved(f"The data folder {self.path.parent} cannot be written ({why(err)})")
        return self._unsaved(f"The save file {self.path} cannot be written ({why(err)})", copy=True)

    def _aside_name(self, kind: str) -> Path:
        """A free name beside the file for a copy kept aside: `matchbox.sqlite3.KIND-STAMP[-N]`."""
        assert self.path is not None
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        aside = self.path.with_name(f"{self.path.name}.{kind}-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.{kind}-{stamp}-{n}")
            n += 1
        return aside

    def _set_journal_aside(self) -> sqlite3.Connection | None:
        """Keep a write-ahead log that is not the file's own aside, beside a copy of the file (the pair opens
        together), so the file opens as it is. None when done; otherwise the connection to go on with."""
        assert self.path is not None
        aside = self._aside_name("journal")
        try:
            shutil.copyfile(self.path, aside)
            journal_of(self.path).replace(journal_of(aside))
            Path(f"{self.path}-shm").unlink(missing_ok=True)
        except OSError as err:
            return self._unsaved(f"A journal file beside the save file {self.path} does not belong to it and "
                                 f"could not be moved aside ({why(err)})")
        self.notices.append(f"A journal file beside the save did not belong to it and would have undone results "
                            f"it holds: it was kept as {journal_of(aside).name} (with a copy of the save, "
                            f"{aside.name}), and the save was opened as it is.")
        return None

    def _check_in_background(self, path: Path) -> None:
        """The full integrity check of a large file, on its own read-only connection; damage it finds is acted
        on (moved aside) by the next use of the store."""
        def check() -> None:
            try:
                db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False)
                try:
                    self._damage_found = integrity_problem(db)
                finally:
                    db.close()
            except sqlite3.Error as err:
                if is_damage(err):
                    self._damage_found = why(err)
        self.background_check = threading.Thread(target=check, name="save-file-check", daemon=True)
        self.background_check.start()

    def _recover(self, err: Exception) -> sqlite3.Connection:
        """Move the damaged file aside (never delete it) and start a fresh one."""
        assert self.path is not None
        self._close_quietly()
        aside = self._aside_name("corrupt")
        try:
            for suffix in ("", "-wal", "-shm"):
                src = Path(str(self.path) + suffix)
                if src.exists():
                    src.replace(Path(str(aside) + suffix))
        except OSError as move_err:
            return self._unsaved(f"The save file {self.path} is damaged ({why(err)}) and could not be moved "
                                 f"aside ({why(move_err)})")
        self.notices.append(f"The save file could not be read ({why(err)}). It was kept as {aside.name} "
                            f"and a fresh one was started.")
        try:
            return connect_checked(self.path)
        except Exception as again:
            return self._unsaved(f"A fresh save file could not be started ({why(again)})")

    def _unsaved(self, reason: str, copy: bool = False) -> sqlite3.Connection:
        """Go on in memory, with what the file holds when it can still be read (`copy`), and say so."""
        self._close_quietly()
        self.keeps_progress = False
        self.notices.append(f"{reason}: you can play, but progress made now will not be kept.")
        if copy and self.path is not None and self.path.is_file():
            try:
                return read_only_copy(self.path)
            except Exception:
                pass  # nothing readable: an empty store
        return memory()

    def _close_quietly(self) -> None:
        db = getattr(self, "_db", None)
        if db is not None:
            try:
                db.close()
            except sqlite3.Error:
                pass

    def _use(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Read with `work`. A bad file never stops the game: see `_run`."""
        self._housekeeping()
        return self._run(lambda: work(self._db))

    def _change(self, work: Callable[[sqlite3.Connection], T]) -> T | None:
        """Write with `work`, in one transaction after any writes held before it; None when it is held (the file
        is locked by another copy, or the disk is full) to be written later."""
        self._housekeeping()
        return self._run(lambda: self._write_or_hold(work))

    def _housekeeping(self) -> None:
        """Act on damage the background check found; try held writes again when it is time."""
        if self._damage_found is not None and self.keeps_progress:
            found, self._damage_found = self._damage_found, None
            self._db = self._recover(sqlite3.DatabaseError(found))
        if self._held and time.monotonic() >= self._retry_at:
            self._run(lambda: self._write_or_hold(None))

    def _write_or_hold(self, work: Callable[[sqlite3.Connection], T] | None) -> T | None:
        if work is not None and self._held and time.monotonic() < self._retry_at:
            self._held.append(work)  # the lock was just found taken: do not wait for it again yet
            return None
        for attempt in range(2):
            try:
                with self._write() as db:
                    for held in self._held:
                        held(db)
                    result = work(db) if work is not None else None
                self._held.clear()
                return result
            except sqlite3.OperationalError as err:
                if not (is_busy(err) or is_full(err)) or not self.keeps_progress:
                    raise
                if is_full(err) and attempt == 0 and self._fold_journal():
                    continue  # the log was folded back into the file: room for the write now, perhaps
                self._hold(work, err)
                return None
        return None  # not reached: the second attempt returns or holds

    def _fold_journal(self) -> bool:
        """Fold the write-ahead log back into the file and shrink it; False when that cannot be done now."""
        try:
            busy = self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except sqlite3.Error:
            return False
        return bool(busy == 0)

    def _hold(self, work: Callable[[sqlite3.Connection], object] | None, err: sqlite3.Error) -> None:
        """Keep `work` for later. Tell the player once, when the disk is full or the lock was still taken when
        held writes were tried again (a moment's wait for another copy's write is not worth a word)."""
        retried = bool(self._held)
        if work is not None:
            self._held.append(work)
        self._retry_at = time.monotonic() + RETRY_S
        if (retried or is_full(err)) and not self._told_held:
            self._told_held = True
            cause = "the disk is full" if is_full(err) else "another program keeps the save file locked"
            self.notices.append(f"Your latest progress is not saved yet ({cause}); it is kept and will be saved "
                                f"as soon as it can.")

    def _run(self, attempt: Callable[[], T]) -> T:
        """Run `attempt`. A bad file never stops the game: on failure play switches to a fresh file or an
        unsaved copy (with a notice) and `attempt` runs again there."""
        for _ in range(3):
            try:
                return attempt()
            except (sqlite3.ProgrammingError, sqlite3.InterfaceError):
                raise  # a bug in the caller, not a bad file
            except (sqlite3.Error, UnicodeDecodeError, OSError) as err:
                if self.keeps_progress:
                    self._db = self._after_failure(err)
                else:  # already in memory: start that again empty
                    self._close_quietly()
                    self._db = memory()
        raise RuntimeError("the store failed even in memory")  # not reached: an in-memory store does not fail

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it lands or none of it."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
            self._db.execute("COMMIT")  # a full disk fails here, when the log is written: rolled back below
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        """Save what is held if the lock comes free within CLOSE_WAIT_S, fold the write-ahead log back into the
        file and remove it (a log found at the next start is then a crash's, or another copy's), and close."""
        if self._held:
            try:
                self._db.execute(f"PRAGMA busy_timeout = {int(CLOSE_WAIT_S * 1000)}")
                self._retry_at = 0.0
                self._write_or_hold(None)
            except sqlite3.Error:
                pass
        if self.keeps_progress:
            self._fold_journal()
        self._close_quietly()

    @property
    def schema_version(self) -> int:
        return self._use(lambda db: int(db.execute("PRAGMA user_version").fetchone()[0]))

    # --- settings -------------------------------------------------------------------------------------

    def get_setting(self, key: str, default: Any = None) -> Any:
        """The stored value, or `default`. A stored value that cannot be read (see `read_json`) is dropped and
        the player told; the caller checks the value's type, as for any input."""
        row = self._use(lambda db: db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone())
        if row is None:
            return default
        value, problem = read_json(row[0])
        if problem is None:
            try:
                return setting(key, value)
            except RecordError as err:
                problem = str(err)
        self.notices.append(f"Your setting {_shown(key)} could not be read ({problem}); it was reset.")
        self._change(lambda db: db.execute("DELETE FROM settings WHERE key = ?", (key,)))
        return default

    def set_setting(self, key: str, value: Any) -> None:
        self._change(lambda db: db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) "
                                        "DO UPDATE SET value = excluded.value", (key, json.dumps(value))),
                  )

    # --- progress -------------------------------------------------------------------------------------

    def record_outcome(self, game: str, level_id: str, outcome: Outcome) -> Progress:
        """Count one finished play of a level, as the session ended it: an attempt; a completed level (solved,
        or played through by two people) is marked solved; best time and moves count clean solves only (no hint,
        no answer shown): a helped solve must not top the player's records."""
        return self._record(game, level_id, solved=outcome.ending.completes_level, clean=outcome.clean,
                            time_s=outcome.time_s, moves=outcome.moves)

    def _record(self, game: str, level_id: str, *, solved: bool, clean: bool, time_s: float | None,
                moves: int | None) -> Progress:
        now = self._clock()

        def work(db: sqlite3.Connection) -> Progress | None:
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
            return self._progress_rows(db, game).get(level_id)

        kept = self._change(work)  # read back in the same transaction: a failure re-runs both
        if kept is not None:
            return kept
        best = solved and clean  # the row was damaged beyond reading: report this result alone
        return Progress(level_id, solved, best, time_s if best else None, moves if best else None, 1)

    def progress(self, game: str) -> dict[str, Progress]:
        return self._use(lambda db: self._progress_rows(db, game))

    @staticmethod
    def _progress_rows(db: sqlite3.Connection, game: str) -> dict[str, Progress]:
        rows = db.execute("SELECT level_id, solved, clean, best_time, best_moves, attempts "
                          "FROM progress WHERE game = ?", (game,)).fetchall()
        out: dict[str, Progress] = {}
        for level_id, solved, clean, best_time, best_moves, attempts in rows:
            if isinstance(level_id, str) and is_count(attempts):  # a damaged row is skipped, not shown
                out[level_id] = Progress(level_id, solved == 1, clean == 1,
                                         best_time if is_seconds(best_time) else None,
                                         best_moves if is_count(best_moves) else None, attempts)
        return out

    def solved_count(self, game: str) -> int:
        return self._use(lambda db: int(db.execute("SELECT COUNT(*) FROM progress WHERE game = ? AND solved = 1",
                                                   (game,)).fetchone()[0]))

    # --- high scores ----------------------------------------------------------------------------------

    def add_score(self, game: str, board: str, name: str, score: float,
                  detail: dict[str, Any] | None = None) -> None:
        row = (game, board, name.strip()[:24] or "Player", score, json.dumps(detail or {}), self._clock())
        self._change(lambda db: db.execute("INSERT INTO scores (game, board, name, score, detail, created_at) "
                                        "VALUES (?, ?, ?, ?, ?, ?)", row), )

    def top_scores(self, game: str, board: str, limit: int = 10, higher_is_better: bool = True) -> list[Score]:
        order = "DESC" if higher_is_better else "ASC"
        # only numeric scores take part: a damaged row must neither sort above real ones nor reach the screen
        rows = self._use(lambda db: db.execute(
            f"SELECT name, score, detail, created_at FROM scores WHERE game = ? AND board = ? "
            f"AND typeof(score) IN ('integer', 'real') ORDER BY score {order}, created_at ASC LIMIT ?",
            (game, board, limit)).fetchall())
        return [Score(name, score, _detail(detail), created_at) for name, score, detail, created_at in rows
                if _fits(SCORE_NAME, name) and _fits(SCORE, score) and is_finite(created_at)]

    # --- in-progress saves ----------------------------------------------------------------------------

    def save_game(self, game: str, data: dict[str, Any]) -> None:
        text = json.dumps(data)
        self._change(lambda db: db.execute("INSERT INTO saves (game, data, updated_at) VALUES (?, ?, ?) ON CONFLICT"
                                        "(game) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                                        (game, text, self._clock())), )

    def load_game(self, game: str) -> dict[str, Any] | None:
        """The saved game as its schema lets it through (game/records.py), or None. A save that is not JSON or
        does not fit the schema is deleted and the player told: a bad save must never stop a game's screen."""
        row = self._use(lambda db: db.execute("SELECT data FROM saves WHERE game = ?", (game,)).fetchone())
        if row is None:
            return None
        data, problem = read_json(row[0])
        if problem is None:
            try:
                return saved_game(game, data)
            except RecordError as err:
                problem = str(err)
        self.notices.append(damaged_save_notice(game, problem))
        self.clear_game(game)
        return None

    def clear_game(self, game: str) -> None:
        self._change(lambda db: db.execute("DELETE FROM saves WHERE game = ?", (game,)))

    def reset_progress(self) -> None:
        """Forget progress, scores and saves; keep settings."""
        def work(db: sqlite3.Connection) -> None:
            for table in ("progress", "scores", "saves"):
                db.execute(f"DELETE FROM {table}")
        self._change(work)
        self._fold_journal()  # into the file itself: a journal found at start never takes results away (store_file)


def damaged_save_notice(game: str, problem: str) -> str:
    """What the player is told when a saved game is deleted as damaged: short, and true."""
    what = SAVE_NAMES.get(game, f"{game} game")
    return f"Your saved {what} could not be resumed ({clip(problem, CLIP_CHARS)}); it was deleted."


def _fits(spec: Spec, value: object) -> bool:
    try:
        spec.clean(value)
    except RecordError:
        return False
    return True


def _detail(text: object) -> dict[str, Any]:
    """A score's detail, or an empty one when it cannot be read or does not fit its schema."""
    value, problem = read_json(text)
    try:
        return score_detail(value) if problem is None else {}
    except RecordError:
        return {}


def _shown(key: str) -> str:
    return repr(key if len(key) <= 40 else key[:37] + "...")
