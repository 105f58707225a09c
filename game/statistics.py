"""Statistics of the games played, computed once from the history's rows (game/played.py): what the statistics
screen draws and `stats` prints. No pygame, no store: rows in, frozen values out."""
from __future__ import annotations

import datetime
import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.played import Result

RECENT = 30    # solve times on the line chart
DAILY = "daily"
# every game's grades and bands, easiest first (each game's contract `bands` keeps this order; a test checks it)
GRADE_ORDER = ("easy", "medium", "hard", "expert", "extreme", "evil")
# the computer's strengths, strongest first (the stone duel's Strength; a test checks it)
STRENGTH_ORDER = ("perfect", "strong", "casual")


@dataclass(frozen=True)
class Streak:
    """Consecutive days with a completed game: the one running now (today or up to yesterday) and the longest."""

    current: int
    best: int


@dataclass(frozen=True)
class GradeTimes:
    """Solve times of one grade: how many solves, the best clean time and the median time of all solves."""

    grade: str
    solves: int
    best: float | None
    median: float | None
    times: tuple[float, ...]   # every solve time of the grade, oldest first (the histogram's data)


@dataclass(frozen=True)
class Opponent:
    """Games against the computer at one strength."""

    strength: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class GameStats:
    game: str
    played: int                    # games, counting attempts migrated from older saves
    completed: int                 # solved, won, or played through by two people
    streak: Streak
    daily: Streak | None           # daily-puzzle streak, when daily puzzles were played
    opponents: tuple[Opponent, ...]
    grades: tuple[GradeTimes, ...]
    recent: tuple[float, ...]      # the last RECENT solve times, oldest first


def day_number(iso: str) -> int | None:
    try:
        return datetime.date.fromisoformat(iso).toordinal()
    except ValueError:
        return None


def streak(days: Iterable[str], today: str) -> Streak:
    """The streaks of days (ISO dates, any order, repeats allowed) counted up to `today`: a day with no game yet
    today does not break the current streak until it is over."""
    numbers = sorted({n for n in map(day_number, set(days)) if n is not None})
    now = day_number(today)
    best = run = 0
    previous: int | None = None
    for n in numbers:
        run = run + 1 if previous is not None and n == previous + 1 else 1
        best = max(best, run)
        previous = n
    current = run if previous is not None and now is not None and now - previous in (0, 1) else 0
    return Streak(current, best)


def _strength_key(name: str) -> tuple[int, str]:
    return (STRENGTH_ORDER.index(name), "") if name in STRENGTH_ORDER else (len(STRENGTH_ORDER), name)


def grade_key(grade: str) -> tuple[int, str]:
    return (GRADE_ORDER.index(grade), "") if grade in GRADE_ORDER else (len(GRADE_ORDER), grade)


def game_stats(game: str, rows: Sequence[Result], today: str) -> GameStats:
    """One game's statistics from its rows, oldest first."""
    played = sum(r.games for r in rows)
    done = [r for r in rows if r.completed]
    timed = [r for r in done if r.time_s is not None]
    daily_days = [r.played_on for r in done if r.mode == DAILY]
    by_grade: dict[str, list[Result]] = {}
    for r in timed:
        by_grade.setdefault(r.grade, []).append(r)
    grades = []
    for grade in sorted(by_grade, key=grade_key):
        solves = by_grade[grade]
        times = tuple(r.time_s for r in solves if r.time_s is not None)
        clean = [t for r in solves if r.clean and (t := r.time_s) is not None]
        grades.append(GradeTimes(grade, len(times), min(clean) if clean else None,
                                 statistics.median(times) if times else None, times))
    opponents: dict[str, list[int]] = {}
    for r in rows:
        if r.vs_computer and r.ending != "unrecorded":
            tally = opponents.setdefault(r.opponent, [0, 0])
            tally[0] += r.games
            tally[1] += r.games if r.ending == "solved" else 0
    return GameStats(
        game, played, sum(r.games for r in done), streak((r.played_on for r in done), today),
        streak(daily_days, today) if daily_days else None,
        tuple(Opponent(name, p, w) for name, (p, w) in sorted(opponents.items(), key=lambda o: _strength_key(o[0]))),
        tuple(grades), tuple(r.time_s for r in timed[-RECENT:] if r.time_s is not None))


def all_stats(games: Sequence[str], rows: Sequence[Result], today: str) -> dict[str, GameStats]:
    """Every game's statistics (one pass over the rows to split them by game)."""
    split: dict[str, list[Result]] = {g: [] for g in games}
    for r in rows:
        split.setdefault(r.game, []).append(r)
    return {g: game_stats(g, split[g], today) for g in split}


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def summary_lines(title: str, s: GameStats) -> list[str]:
    """The statistics of one game as lines of text (the command line's `stats`)."""
    rate = f" ({100 * s.completed / s.played:.0f}%)" if s.played else ""
    lines = [f"{title}: {s.played} played, {s.completed} solved or won{rate}",
             f"  streak: {s.streak.current} day(s) now, best {s.streak.best}"]
    if s.daily is not None:
        lines.append(f"  daily puzzle streak: {s.daily.current} now, best {s.daily.best}")
    for o in s.opponents:
        lines.append(f"  against the computer ({o.strength}): {o.won} of {o.played} won ({100 * o.rate:.0f}%)")
    for g in s.grades:
        lines.append(f"  {g.grade or 'no grade'}: {g.solves} solved, best {clock(g.best)}, median {clock(g.median)}")
    return lines


# --- chart scales -------------------------------------------------------------------------------------------

NICE_SECONDS = (1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 18000, 36000, 86400)


def nice_step(span: float, parts: int) -> int:
    """The smallest round number of seconds that covers `span` in at most `parts` steps."""
    for step in NICE_SECONDS:
        if step * parts >= span:
            return step
    return NICE_SECONDS[-1] * (int(span // (NICE_SECONDS[-1] * parts)) + 1)


def time_axis(peak: float, parts: int) -> tuple[int, int]:
    """(step, top) of a time axis from 0 that shows `peak` seconds: whole steps of `nice_step`, the top the first
    step at or above the peak (never below it, so no point is drawn above the axis)."""
    step = nice_step(peak, parts)
    return step, step * max(1, math.ceil(peak / step))


@dataclass(frozen=True)
class Bins:
    """A histogram: bin i counts the times t with start + i*step <= t < start + (i+1)*step."""

    start: int
    step: int
    counts: tuple[int, ...]

    @property
    def edges(self) -> tuple[int, ...]:
        return tuple(self.start + i * self.step for i in range(len(self.counts) + 1))


def histogram(times: Sequence[float], most_bins: int = 10) -> Bins:
    """Solve times in at most `most_bins` bins of a round width, from a round start below the fastest."""
    if not times:
        return Bins(0, 60, ())
    low, high = min(times), max(times)
    step = nice_step(high - low, most_bins - 1) if high > low else nice_step(max(high, 1.0), 1)
    start = int(low // step) * step
    counts = [0] * (int((high - start) // step) + 1)
    for t in times:
        counts[int((t - start) // step)] += 1
    return Bins(start, step, tuple(counts))
