"""Progress, best times, high scores, settings and in-progress saves in one SQLite file.

The file lives in the user data folder (platformdirs), or `--data-dir`, or $MATCHBOX_DATA_DIR. The schema is
versioned with `PRAGMA user_version` and upgraded by the MIGRATIONS (game/store_file.py), inside one immediate
transaction (so two copies started at once cannot both migrate). Every write is one transaction, so killing the
game mid-play never loses a finished result.

The game always opens, and the player is told (`notices`) whenever progress is at risk:
- a damaged file (any error opening or reading it) is moved aside (renamed with a timestamp, never deleted) and a
  fresh one is started;
- a file that can be read but not written, a file from a newer version, a data folder that cannot be used, or a
  file another copy keeps locked is left untouched: play goes on in an in-memory copy that is not kept.
"""
from __future__ import annotations

import json
import math
import os
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

# MIGRATIONS, SCHEMA_VERSION and _statements are re-exported: tests and tools read the schema from here
from game.logic.outcome import Outcome
from game.store_file import (MIGRATIONS, SCHEMA_VERSION, NewerSchema, connect_checked, is_busy, is_damage, memory,
                             read_only_copy, statements as _statements, why)

T = TypeVar("T")

FILE_NAME = "matchbox.sqlite3"
ENV_DIR = "MATCHBOX_DATA_DIR"


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
        try:
            return connect_checked(self.path)
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

    def _recover(self, err: Exception) -> sqlite3.Connection:
        """Move the damaged file aside (never delete it) and start a fresh one."""
        assert self.path is not None
        self._close_quietly()
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            n += 1
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

    def _use(self, work: Callable[[sqlite3.Connection], T], write: bool = False) -> T:
        """Run `work` (in one transaction if it writes). A bad file never stops the game: on failure play
        switches to a fresh file or an unsaved copy (with a notice) and `work` runs again there."""
        for _ in range(3):
            try:
                if not write:
                    return work(self._db)
                with self._write() as db:
                    return work(db)
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
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def close(self) -> None:
        self._close_quietly()

    @property
    def schema_version(self) -> int:
        return self._use(lambda db: int(db.execute("PRAGMA user_version").fetchone()[0]))

    # --- settings -------------------------------------------------------------------------------------

    def get_setting(self, key: str, default: Any = None) -> Any:
        row = self._use(lambda db: db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone())
        try:
            return json.loads(row[0]) if row is not None else default
        except (TypeError, ValueError):  # not text, or not JSON: a damaged row
            return default

    def set_setting(self, key: str, value: Any) -> None:
        self._use(lambda db: db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) "
                                        "DO UPDATE SET value = excluded.value", (key, json.dumps(value))),
                  write=True)

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

        kept = self._use(work, write=True)  # read back in the same transaction: a failure re-runs both
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
            if isinstance(level_id, str) and _is_count(attempts):  # a damaged row is skipped, not shown
                out[level_id] = Progress(level_id, solved == 1, clean == 1,
                                         best_time if _is_seconds(best_time) else None,
                                         best_moves if _is_count(best_moves) else None, attempts)
        return out

    def solved_count(self, game: str) -> int:
        return self._use(lambda db: int(db.execute("SELECT COUNT(*) FROM progress WHERE game = ? AND solved = 1",
                                                   (game,)).fetchone()[0]))

    # --- high scores ----------------------------------------------------------------------------------

    def add_score(self, game: str, board: str, name: str, score: float,
                  detail: dict[str, Any] | None = None) -> None:
        row = (game, board, name.strip()[:24] or "Player", score, json.dumps(detail or {}), self._clock())
        self._use(lambda db: db.execute("INSERT INTO scores (game, board, name, score, detail, created_at) "
                                        "VALUES (?, ?, ?, ?, ?, ?)", row), write=True)

    def top_scores(self, game: str, board: str, limit: int = 10, higher_is_better: bool = True) -> list[Score]:
        order = "DESC" if higher_is_better else "ASC"
        # only numeric scores take part: a damaged row must neither sort above real ones nor reach the screen
        rows = self._use(lambda db: db.execute(
            f"SELECT name, score, detail, created_at FROM scores WHERE game = ? AND board = ? "
            f"AND typeof(score) IN ('integer', 'real') ORDER BY score {order}, created_at ASC LIMIT ?",
            (game, board, limit)).fetchall())
        return [Score(name, score, _json_or_empty(detail), created_at) for name, score, detail, created_at in rows
                if isinstance(name, str) and _is_finite(score) and _is_finite(created_at)]

    # --- in-progress saves ----------------------------------------------------------------------------

    def save_game(self, game: str, data: dict[str, Any]) -> None:
        text = json.dumps(data)
        self._use(lambda db: db.execute("INSERT INTO saves (game, data, updated_at) VALUES (?, ?, ?) ON CONFLICT"
                                        "(game) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                                        (game, text, self._clock())), write=True)

    def load_game(self, game: str) -> dict[str, Any] | None:
        """The saved game, or None. A save that is not JSON, or whose shared fields have the wrong shape (see
        `save_problem`), is dropped and the player told: a bad save must never stop a game's screen."""
        row = self._use(lambda db: db.execute("SELECT data FROM saves WHERE game = ?", (game,)).fetchone())
        if row is None:
            return None
        data = _json_or_none(row[0])
        problem = "it is not readable" if data is None else save_problem(data)
        if problem is None and isinstance(data, dict):  # save_problem passes dicts only; said for the type checker
            return data
        self.notices.append(f"Your saved {game} game could not be resumed ({problem}); it was discarded.")
        self.clear_game(game)
        return None

    def clear_game(self, game: str) -> None:
        self._use(lambda db: db.execute("DELETE FROM saves WHERE game = ?", (game,)), write=True)

    def reset_progress(self) -> None:
        """Forget progress, scores and saves; keep settings."""
        def work(db: sqlite3.Connection) -> None:
            for table in ("progress", "scores", "saves"):
                db.execute(f"DELETE FROM {table}")
        self._use(work, write=True)


# --- saved games: one check of the fields every game's save shares --------------------------------------------

_FLAGS = ("used_help", "hints_used", "check")
_TEXTS = ("level", "level_id", "title", "puzzle", "solution", "grade")
LARGEST = 10 ** 8  # seconds (over three years of play) or a count: anything larger is damage


def save_problem(data: Any) -> str | None:
    """What is wrong with the fields saved games share (history, time played, flags, ids), or None. Each game
    still checks its own fields (the puzzle, the heaps) when it rebuilds the game, and reports a ValueError."""
    if not isinstance(data, dict):
        return "it is not a record"
    if not _all_finite(data):
        return "it holds a number that is not finite"
    history = data.get("history", {})
    if not isinstance(history, dict):
        return "the move history is not a record"
    moves = history.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        return "the moves are not a list of texts"
    position = history.get("position", len(moves))
    if not _is_count(position) or position > len(moves):
        return "the position in the move history is out of range"
    if not _is_seconds(data.get("elapsed", 0)):
        return "the time played is not a number of seconds"
    if not _is_count(data.get("hints", 0)):
        return "the hint count is not a whole number"
    for key in _FLAGS:
        if not isinstance(data.get(key, False), bool):
            return f"{key} is not true or false"
    for key in _TEXTS:
        if not isinstance(data.get(key) or "", str):
            return f"{key} is not text"
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return "the player names are not texts"
    if not isinstance(data.get("spec", {}), dict):
        return "the game description is not a record"
    return None


def _is_finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LARGEST


def _is_seconds(value: Any) -> bool:
    return _is_finite(value) and 0 <= value <= LARGEST


def _all_finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(_all_finite(v) for v in value.values())
    if isinstance(value, list):
        return all(_all_finite(v) for v in value)
    return True




def _json_or_none(text: Any) -> Any:
    """The JSON value of `text`, or None when it is not JSON text (NaN and Infinity are not JSON)."""
    def refuse(constant: str) -> Any:
        raise ValueError(constant)
    try:
        return json.loads(text, parse_constant=refuse)
    except (TypeError, ValueError, RecursionError):
        return None


def _json_or_empty(text: Any) -> dict[str, Any]:
    value = _json_or_none(text)
    return value if isinstance(value, dict) else {}
