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
- a write never waits on the frame: it is tried at once, without waiting for the lock, and when another copy
  holds the lock (or the disk is full) it stays pending and a writer thread writes it as soon as it can, waiting
  as long as it must, every pending write in the order made, in one transaction; later writes queue behind it.
  Nothing pending is dropped; the player is told when a write has waited long (HELD_NOTICE_S) or the disk is
  full, and closing waits CLOSE_WAIT_S for what is still pending;
- a write-ahead log left beside the file that is not the file's own is moved aside (see store_file);
- a value read back (a setting, a saved game, a score's name and detail) is untrusted: its size and nesting are
  bounded before it is parsed, then it passes its schema (game/records.py); a bad one is deleted with a notice.
"""
from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator, cast

# MIGRATIONS, SCHEMA_VERSION and _statements are re-exported: tests and tools read the schema from here
from game import played
from game.logic.outcome import Outcome
from game.logic.words import N_, Msg, Text
from game.messages import CLIP_CHARS, clip
from game.played import Labels
from game.records import SAVE_NAMES, SCORE, SCORE_NAME, RecordError, Spec, saved_game, score_detail, setting
from game.saved_values import is_count, is_finite, is_seconds, read_json
from game.store_connection import SaveConnection
from game.store_copies import unclaimed
from game.store_file import MIGRATIONS, SCHEMA_VERSION, statements as _statements

FILE_NAME = "matchbox.sqlite3"
ENV_DIR = "MATCHBOX_DATA_DIR"
# a score's name when nobody typed one: stored as it is, shown in the player's language (scenes translate it)
DEFAULT_NAME = N_("Player")
IDS_PER_QUERY = 500  # level ids looked up in one query (SQLite allows 999 parameters in older builds)


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


class Store(SaveConnection):
    """The player's data. Never raises on a bad file or folder: see the module docstring."""

    @classmethod
    def open(cls, data_dir: Path | None = None) -> "Store":
        return cls((data_dir or default_data_dir()) / FILE_NAME)

    def now(self) -> float:
        """The store's clock (seconds since the epoch): the time results are dated with."""
        return self._clock()

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
                problem = err.message
        self.tell(Msg("Your setting {key} could not be read ({problem}); it was reset.", key=_shown(key),
                                problem=problem))
        self._change(lambda db: db.execute("DELETE FROM settings WHERE key = ?", (key,)))
        return default

    def set_setting(self, key: str, value: Any) -> None:
        self._change(lambda db: db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) "
                                        "DO UPDATE SET value = excluded.value", (key, json.dumps(value))),
                  )

    # --- progress -------------------------------------------------------------------------------------

    def record_outcome(self, game: str, level_id: str | None, outcome: Outcome,
                       labels: Labels = Labels()) -> Progress | None:
        """Keep one finished game as a row of the history of games played (game/played.py): the one write of a
        result, with or without a level. Returns the level's progress after it (None for a game with no level).
        The `progress` a level shows is a view of that history: an attempt per game; a completed level (solved, or
        played through by two people) is solved; best time and moves count clean solves only (no hint, no answer
        shown): a helped solve must not top the player's records."""
        now = self._clock()

        def work(db: sqlite3.Connection) -> Progress | None:
            played.insert(db, game, level_id, outcome, labels, now)
            return None if level_id is None else self._progress_rows(db, game, [level_id]).get(level_id)

        kept = self._change(work)  # read back in the same transaction: a failure re-runs both
        if kept is not None or level_id is None:
            return kept
        best = outcome.clean  # held for later, or the rows were damaged beyond reading: this result alone
        return Progress(level_id, outcome.ending.completes_level, best, outcome.time_s if best else None,
                        outcome.moves if best else None, 1)

    def progress(self, game: str, level_ids: Iterable[str] | None = None) -> dict[str, Progress]:
        """The game's progress by level id: of the levels `level_ids` names (what a screen shows), or of every
        level played (a whole table: for tools and tests, not for a screen)."""
        wanted = None if level_ids is None else list(dict.fromkeys(level_ids))
        return self._use(lambda db: self._progress_rows(db, game, wanted))

    def progress_of(self, game: str, level_id: str) -> Progress | None:
        return self.progress(game, [level_id]).get(level_id)

    @staticmethod
    def _progress_rows(db: sqlite3.Connection, game: str, level_ids: list[str] | None) -> dict[str, Progress]:
        columns = "SELECT level_id, solved, clean, best_time, best_moves, attempts FROM progress WHERE game = ?"
        rows = (db.execute(columns, (game,)).fetchall() if level_ids is None
                else [row for batch in _by_ids(db, columns, game, level_ids) for row in batch])
        out: dict[str, Progress] = {}
        for level_id, solved, clean, best_time, best_moves, attempts in rows:
            if isinstance(level_id, str) and is_count(attempts):  # a damaged row is skipped, not shown
                out[level_id] = Progress(level_id, solved == 1, clean == 1,
                                         best_time if is_seconds(best_time) else None,
                                         best_moves if is_count(best_moves) else None, attempts)
        return out

    def solved_count(self, game: str, level_ids: Iterable[str] | None = None) -> int:
        """How many of the levels `level_ids` names (those a screen lists) are solved; None: of every level
        played (a whole table: for tools and tests, not for a screen)."""
        wanted = None if level_ids is None else list(dict.fromkeys(level_ids))
        count = "SELECT COUNT(*) FROM progress WHERE game = ? AND solved = 1"
        if wanted is None:
            return self._use(lambda db: int(db.execute(count, (game,)).fetchone()[0]))
        return self._use(lambda db: sum(int(batch[0][0]) for batch in _by_ids(db, count, game, wanted)))

    def mode_records(self, game: str, mode: str) -> dict[str, tuple[int, float | None]]:
        """Per grade of one mode (sudoku's endless play): games completed and the best clean time."""
        return self._use(lambda db: played.mode_records(db, game, mode))

    def played_games(self, game: str | None = None) -> list[played.PlayedGame]:
        """Every game played (of one game), oldest first: what statistics and the CSV export read."""
        return self._use(lambda db: played.all_rows(db, game))

    def results(self) -> list[played.Result]:
        """What statistics read of every game played, oldest first."""
        return self._use(played.all_results)

    # --- high scores ----------------------------------------------------------------------------------

    def add_score(self, game: str, board: str, name: str, score: float,
                  detail: dict[str, Any] | None = None) -> None:
        """Enter a run's result on a high-score table: a row of the history of games played (not a game itself:
        the hands it dealt are; see game/played.py)."""
        name = name.strip()[:24] or DEFAULT_NAME
        self._change(lambda db: played.insert_score(db, game, board, name, score, json.dumps(detail or {}),
                                                    self._clock()))

    def rename_score(self, game: str, board: str, old: str, score: float, new: str) -> None:
        """The newest score `score` on `board` entered under `old` is now under `new` (a run recorded under the
        last name used, renamed by its player on the results screen)."""
        name = new.strip()[:24] or DEFAULT_NAME
        self._change(lambda db: played.rename_score(db, game, board, old.strip()[:24] or DEFAULT_NAME, score, name))

    def top_scores(self, game: str, board: str, limit: int = 10, higher_is_better: bool = True) -> list[Score]:
        order = "DESC" if higher_is_better else "ASC"
        # only numeric scores take part: a damaged row must neither sort above real ones nor reach the screen
        rows = self._use(lambda db: db.execute(
            f"SELECT name, score, detail, played_at FROM played WHERE game = ? AND board = ? "
            f"AND typeof(score) IN ('integer', 'real') ORDER BY score {order}, played_at ASC LIMIT ?",
            (game, board, limit)).fetchall())
        return [Score(name, score, _detail(detail), created_at) for name, score, detail, created_at in rows
                if _fits(SCORE_NAME, name) and _fits(SCORE, score) and is_finite(created_at)]

    # --- in-progress saves ----------------------------------------------------------------------------

    def save_game(self, game: str, data: dict[str, Any]) -> None:
        """Save the game in progress under this copy's number: another copy's game is never written over."""
        row = (game, self._copy.index, json.dumps(data), self._clock())
        self._change(lambda db: db.execute("INSERT INTO saves (game, copy, data, updated_at) VALUES (?, ?, ?, ?) "
                                           "ON CONFLICT (game, copy) DO UPDATE SET data = excluded.data, "
                                           "updated_at = excluded.updated_at", row))

    def _saved_row(self, game: str) -> tuple[Any] | None:
        """This copy's saved game; with none, the latest one saved by a copy no longer running, taken over
        (moved under this copy's number) so that no two copies resume it."""
        mine = self._copy.index
        own = self._use(lambda db: db.execute("SELECT data FROM saves WHERE game = ? AND copy = ?",
                                              (game, mine)).fetchone())
        if own is not None:
            return cast("tuple[Any]", own)
        others = self._use(lambda db: db.execute("SELECT copy FROM saves WHERE game = ? AND copy != ? "
                                                 "ORDER BY updated_at DESC", (game, mine)).fetchall())
        for (other,) in others:
            with unclaimed(self.path, other) as free:
                if free:
                    self._change(lambda db: db.execute("UPDATE saves SET copy = ? WHERE game = ? AND copy = ?",
                                                       (mine, game, other)))
                    return cast("tuple[Any] | None", self._use(lambda db: db.execute(
                        "SELECT data FROM saves WHERE game = ? AND copy IN (?, ?) ORDER BY copy = ? DESC",
                        (game, mine, other, mine)).fetchone()))
        return None

    def load_game(self, game: str) -> dict[str, Any] | None:
        """The saved game as its schema lets it through (game/records.py), or None: this copy's own, or one left
        by a copy no longer running. A save that is not JSON or does not fit the schema is deleted and the player
        told: a bad save must never stop a game's screen."""
        row = self._saved_row(game)
        if row is None:
            return None
        data, problem = read_json(row[0])
        if problem is None:
            try:
                return saved_game(game, data)
            except RecordError as err:
                problem = err.message
        self.tell(damaged_save_notice(game, problem))
        self.clear_game(game)
        return None

    def clear_game(self, game: str) -> None:
        self._change(lambda db: db.execute("DELETE FROM saves WHERE game = ? AND copy = ?",
                                           (game, self._copy.index)))

    def reset_progress(self) -> None:
        """Forget progress, scores and saves; keep settings."""
        def work(db: sqlite3.Connection) -> None:
            for table in ("played", "saves"):
                db.execute(f"DELETE FROM {table}")
        self._change(work)
        with self._guard:
            self._fold_journal()  # into the file itself: a journal found at start never takes results away (store_file)


def _by_ids(db: sqlite3.Connection, query: str, game: str, level_ids: list[str]) -> Iterator[list[Any]]:
    """`query` (which ends in `WHERE game = ?`) for the given levels only, a batch of ids at a time: each batch is
    looked up by the primary key (game, level_id), so a table of millions of rows costs what the ids cost."""
    for start in range(0, len(level_ids), IDS_PER_QUERY):
        batch = level_ids[start:start + IDS_PER_QUERY]
        yield db.execute(f"{query} AND level_id IN ({', '.join('?' * len(batch))})", (game, *batch)).fetchall()


def damaged_save_notice(game: str, problem: Text) -> Msg:
    """What the player is told when a saved game is deleted as damaged: short, and true."""
    what = Msg(SAVE_NAMES[game]) if game in SAVE_NAMES else Msg("{game} game", game=game)
    shown = problem if isinstance(problem, Msg) else clip(problem, CLIP_CHARS)   # a Msg quotes no stored value
    return Msg("Your saved {game} could not be resumed ({problem}); it was deleted.", game=what, problem=shown)


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
