"""The history of games played: one row for every finished game, the one path into the store's records.

Every `Outcome` the keeper records becomes one row of the `played` table (schema: game/store_file.py), with what
the scene knows of the game (`Labels`: mode, grade, code, opponent) and the date. Per-level progress, endless
records and the statistics screen are read back from these rows (`Store.progress`, `Store.endless_records`,
`Store.played_games`); nothing else is written when a game ends.

Rows migrated from the counts older saves kept (a level's attempts, its best clean solve) carry what those counts
knew: a best solve is a row with its time and moves; the other attempts are one row with `games` > 1 and the
ending `unrecorded` (how they ended was not kept). Every other row is one game (`games` = 1).
"""
from __future__ import annotations

import csv
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, NamedTuple, TextIO

from game.logic.outcome import Ending, Outcome
from game.saved_values import is_count, is_seconds

UNRECORDED = "unrecorded"   # the ending of attempts migrated from a count, whose endings were not kept
RUN = "run"                 # the ending of a high-score entry: a run's result, not a game (its `games` is 0)
COMPLETED = tuple(e.value for e in Ending if e.completes_level)
PERSON = "person"           # the opponent of a game two people played at one screen
CSV_NAME = "matchbox-history.csv"


@dataclass(frozen=True)
class Labels:
    """What the scene knows of the game beside its Outcome. `mode`: how it was chosen (campaign, endless, custom,
    daily, code (from a code or a paste), a 24 mode); `grade`: its grade or band ('' if none); `code`: the
    puzzle's code, the contract's `encode_level` wrapped as a code ('' while a game has none); `opponent`: ''
    alone, PERSON for two people at one screen, or the computer's strength."""

    mode: str = ""
    grade: str = ""
    code: str = ""
    opponent: str = ""


class PlayedGame(NamedTuple):
    """One row of the history, as read back: the query checks every value's type and range, so a damaged value
    reads as unknown (None) and a row without its game, ending or date is skipped, never shown. A tuple: ten
    thousand of them are read when the statistics screen opens."""

    id: int
    game: str
    mode: str
    level_id: str | None
    code: str
    grade: str
    opponent: str
    ending: str
    winner: int | None
    time_s: float | None
    moves: int | None
    hints: int | None
    answers: int | None
    helped: int         # 1: a hint or an answer was seen
    score: float | None
    games: int
    played_on: str      # the UTC date, YYYY-MM-DD
    played_at: float    # seconds since the epoch
    board: str | None   # a high-score entry's table (ending RUN), else None
    name: str | None    # the name on it

    @property
    def completed(self) -> bool:
        """Solved, won, or played through by two people."""
        return self.ending in COMPLETED


class Result(NamedTuple):
    """What the statistics read of a row (checked as PlayedGame is): fewer columns, read faster."""

    game: str
    mode: str
    grade: str
    opponent: str
    ending: str
    time_s: float | None
    helped: int
    games: int
    played_on: str

    @property
    def completed(self) -> bool:
        """Solved, won, or played through by two people."""
        return self.ending in COMPLETED

    @property
    def clean(self) -> bool:
        return self.completed and not self.helped

    @property
    def vs_computer(self) -> bool:
        return self.opponent not in ("", PERSON)


_TEXT = ("game", "mode", "code", "grade", "opponent", "ending", "played_on")
_LARGEST = 10 ** 8  # game/saved_values.LARGEST: a larger count or time is damage


def _count(column: str) -> str:
    return f"CASE WHEN typeof({column}) = 'integer' AND {column} BETWEEN 0 AND {_LARGEST} THEN {column} END"


def _real(column: str, low: str, high: str) -> str:
    return (f"CASE WHEN typeof({column}) IN ('integer', 'real') AND {column} BETWEEN {low} AND {high} "
            f"THEN CAST({column} AS REAL) END")


# Every value is checked by the query (in the order of PlayedGame or Result), so rows are built without a look at
# each value in Python; a row lacking a text, its count or its date is left out.
_SOUND_ROW = (" WHERE " + " AND ".join(f"typeof({c}) = 'text'" for c in _TEXT)
              + f" AND typeof(games) = 'integer' AND games BETWEEN 0 AND {_LARGEST}"
              " AND typeof(played_at) IN ('integer', 'real') AND played_at BETWEEN -1e300 AND 1e300")
_SELECT = (
    "SELECT id, game, mode, CASE WHEN typeof(level_id) = 'text' THEN level_id END, code, grade, opponent, ending, "
    f"CASE WHEN winner IN (0, 1) THEN winner END, {_real('time_s', '0', str(_LARGEST))}, {_count('moves')}, "
    f"{_count('hints')}, {_count('answers')}, helped = 1, {_real('score', '-1e300', '1e300')}, games, played_on, "
    f"{_real('played_at', '-1e300', '1e300')}, CASE WHEN typeof(board) = 'text' THEN board END, "
    "CASE WHEN typeof(name) = 'text' THEN name END FROM played" + _SOUND_ROW)
_SELECT_RESULTS = (f"SELECT game, mode, grade, opponent, ending, {_real('time_s', '0', str(_LARGEST))}, helped = 1, "
                   "games, played_on FROM played" + _SOUND_ROW)
# a damaged row (a count or a time that is not a number) takes no part in a record
_GAMES = "typeof(games) = 'integer' AND games > 0"
_SECONDS = "typeof(time_s) IN ('integer', 'real') AND time_s >= 0"


def utc_date(timestamp: float) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(timestamp))


def insert(db: sqlite3.Connection, game: str, level_id: str | None, outcome: Outcome, labels: Labels,
           now: float) -> None:
    """The one write of a finished game."""
    db.execute("INSERT INTO played (game, mode, level_id, code, grade, opponent, ending, winner, time_s, moves, "
               "hints, answers, helped, score, games, played_on, played_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
               (game, labels.mode, level_id, labels.code, labels.grade, labels.opponent, outcome.ending.value,
                outcome.winner, float(outcome.time_s), outcome.moves, outcome.hints, outcome.answers,
                int(outcome.helped), outcome.score, utc_date(now), now))


def insert_score(db: sqlite3.Connection, game: str, board: str, name: str, score: float, detail: str,
                 now: float) -> None:
    """A run's result entered on the high-score table `board` under `name`."""
    db.execute("INSERT INTO played (game, ending, score, board, name, detail, games, played_on, played_at) "
               "VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)", (game, RUN, score, board, name, detail, utc_date(now), now))


def rename_score(db: sqlite3.Connection, game: str, board: str, old: str, score: float, new: str) -> None:
    """The newest run entered on `board` under `old` with `score` is now under `new`."""
    db.execute("UPDATE played SET name = ? WHERE id = (SELECT id FROM played WHERE game = ? AND board = ? "
               "AND ending = ? AND name = ? AND score = ? ORDER BY played_at DESC, id DESC LIMIT 1)",
               (new, game, board, RUN, old, score))


def mode_records(db: sqlite3.Connection, game: str, mode: str) -> dict[str, tuple[int, float | None]]:
    """Per grade of one mode: (games completed, best clean time), from the index on (game, mode, grade)."""
    done = ", ".join("?" * len(COMPLETED))
    rows = db.execute(
        f"SELECT grade, SUM(games), MIN(CASE WHEN helped = 0 AND {_SECONDS} THEN time_s END) FROM played "
        f"WHERE game = ? AND mode = ? AND ending IN ({done}) AND {_GAMES} GROUP BY grade",
        (game, mode, *COMPLETED)).fetchall()
    return {grade: (int(solved), best if is_seconds(best) else None) for grade, solved, best in rows
            if isinstance(grade, str) and is_count(solved)}


def all_rows(db: sqlite3.Connection, game: str | None = None) -> list[PlayedGame]:
    """Every row (of one game), oldest first; damaged rows are skipped."""
    query = _SELECT + ("" if game is None else " AND game = ?") + " ORDER BY played_at, id"
    return list(map(PlayedGame._make, db.execute(query, () if game is None else (game,))))


def all_results(db: sqlite3.Connection) -> list[Result]:
    """What the statistics read of every row, oldest first; damaged rows are skipped."""
    return list(map(Result._make, db.execute(_SELECT_RESULTS + " ORDER BY played_at, id")))


# --- CSV ----------------------------------------------------------------------------------------------------

CSV_COLUMNS = ("id", "date", "timestamp", "game", "mode", "level", "code", "grade", "opponent", "ending", "winner",
               "time_s", "moves", "hints", "answers", "helped", "score", "games", "board", "name")


def csv_row(row: PlayedGame) -> list[str]:
    """One row for a spreadsheet; an unknown value is an empty cell. `timestamp` is UTC ISO 8601."""
    def text(v: object) -> str:
        return "" if v is None else str(v)

    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(row.played_at))
    return [str(row.id), row.played_on, stamp, row.game, row.mode, text(row.level_id), row.code, row.grade,
            row.opponent, row.ending, text(row.winner), "" if row.time_s is None else f"{row.time_s:.3f}",
            text(row.moves), text(row.hints), text(row.answers), "1" if row.helped else "0",
            "" if row.score is None else f"{row.score:g}", str(row.games), text(row.board), text(row.name)]


def write_csv(rows: Iterable[PlayedGame], out: TextIO) -> None:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in rows:
        writer.writerow(csv_row(row))


def export_csv(rows: Iterable[PlayedGame], folder: Path, now: float) -> Path:
    """Write every row into `folder` under a name with the time in it (an export never overwrites another);
    OSError when the folder cannot be written."""
    stem = CSV_NAME.removesuffix(".csv") + time.strftime("-%Y%m%d-%H%M%S", time.gmtime(now))
    path = folder / f"{stem}.csv"
    n = 1
    while path.exists():
        path = folder / f"{stem}-{n}.csv"
        n += 1
    with path.open("x", encoding="utf-8", newline="") as out:
        write_csv(rows, out)
    return path
