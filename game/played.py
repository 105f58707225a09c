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
from typing import Any, Iterable, TextIO

from game.logic.outcome import Ending, Outcome
from game.saved_values import is_count, is_finite, is_seconds

UNRECORDED = "unrecorded"   # the ending of attempts migrated from a count, whose endings were not kept
COMPLETED = tuple(e.value for e in Ending if e.completes_level)
PERSON = "person"           # the opponent of a game two people played at one screen
CSV_NAME = "matchbox-history.csv"


@dataclass(frozen=True)
class Labels:
    """What the scene knows of the game beside its Outcome. `mode`: how it was chosen (campaign, endless, custom,
    daily, a 24 mode); `grade`: its grade or band ('' if none); `code`: the puzzle's code, the contract's
    `encode_level` wrapped as a code ('' while a game has none); `opponent`: '' alone, PERSON for two people at
    one screen, or the computer's strength."""

    mode: str = ""
    grade: str = ""
    code: str = ""
    opponent: str = ""


@dataclass(frozen=True)
class PlayedGame:
    """One row of the history, as read back (checked by type: a damaged row is skipped, never shown)."""

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
    helped: bool
    score: float | None
    games: int
    played_on: str      # the UTC date, YYYY-MM-DD
    played_at: float    # seconds since the epoch

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


COLUMNS = ("id", "game", "mode", "level_id", "code", "grade", "opponent", "ending", "winner", "time_s", "moves",
           "hints", "answers", "helped", "score", "games", "played_on", "played_at")
_SELECT = f"SELECT {', '.join(COLUMNS)} FROM played"
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


def level_rows(db: sqlite3.Connection, game: str, level_id: str | None = None) -> list[tuple[Any, ...]]:
    """Per level: (level_id, attempts, solved, clean, best clean time, best clean moves), from the index on
    (game, level_id)."""
    where = "game = ? AND level_id IS NOT NULL" + ("" if level_id is None else " AND level_id = ?")
    args = (game,) if level_id is None else (game, level_id)
    clean = f"ending IN ({', '.join('?' * len(COMPLETED))}) AND helped = 0"
    done = f"ending IN ({', '.join('?' * len(COMPLETED))})"
    return db.execute(
        f"SELECT level_id, SUM(games), MAX({done}), MAX({clean}), "
        f"MIN(CASE WHEN {clean} AND {_SECONDS} THEN time_s END), "
        f"MIN(CASE WHEN {clean} AND typeof(moves) = 'integer' THEN moves END) "
        f"FROM played WHERE {where} AND {_GAMES} GROUP BY level_id",
        (*COMPLETED, *COMPLETED, *COMPLETED, *COMPLETED, *args)).fetchall()


def solved_levels(db: sqlite3.Connection, game: str) -> int:
    done = ", ".join("?" * len(COMPLETED))
    row = db.execute(f"SELECT COUNT(DISTINCT level_id) FROM played WHERE game = ? AND level_id IS NOT NULL "
                     f"AND ending IN ({done}) AND {_GAMES}", (game, *COMPLETED)).fetchone()
    return int(row[0])


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
    query = _SELECT + ("" if game is None else " WHERE game = ?") + " ORDER BY played_at, id"
    cursor = db.execute(query, () if game is None else (game,))
    return [row for row in (_checked(r) for r in cursor) if row is not None]


def _checked(r: tuple[Any, ...]) -> PlayedGame | None:
    (id_, game, mode, level_id, code, grade, opponent, ending, winner, time_s, moves, hints, answers, helped, score,
     games, played_on, played_at) = r
    texts_ok = all(isinstance(v, str) for v in (game, mode, code, grade, opponent, ending, played_on))
    if not (texts_ok and isinstance(id_, int) and is_count(games) and is_finite(played_at)
            and (level_id is None or isinstance(level_id, str))):
        return None

    def count(v: Any) -> int | None:
        return v if is_count(v) else None

    return PlayedGame(id_, game, mode, level_id, code, grade, opponent, ending,
                      winner if winner in (0, 1) else None, float(time_s) if is_seconds(time_s) else None,
                      count(moves), count(hints), count(answers), helped == 1,
                      float(score) if is_finite(score) else None, games, played_on, float(played_at))


# --- CSV ----------------------------------------------------------------------------------------------------

CSV_COLUMNS = ("id", "date", "timestamp", "game", "mode", "level", "code", "grade", "opponent", "ending", "winner",
               "time_s", "moves", "hints", "answers", "helped", "score", "games")


def csv_row(row: PlayedGame) -> list[str]:
    """One row for a spreadsheet; an unknown value is an empty cell. `timestamp` is UTC ISO 8601."""
    def text(v: object) -> str:
        return "" if v is None else str(v)

    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(row.played_at))
    return [str(row.id), row.played_on, stamp, row.game, row.mode, text(row.level_id), row.code, row.grade,
            row.opponent, row.ending, text(row.winner), "" if row.time_s is None else f"{row.time_s:.3f}",
            text(row.moves), text(row.hints), text(row.answers), "1" if row.helped else "0",
            "" if row.score is None else f"{row.score:g}", str(row.games)]


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
