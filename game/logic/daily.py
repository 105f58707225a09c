"""The daily puzzle of each game: made from the date by the game's own generator, so every machine running this
version makes the same puzzle for the same day, with no network. Its code (game/logic/codes.py) plays it on any
other version. Difficulty rises through the week: Monday easiest, Sunday hardest.

The generator's random numbers come from a `random.Random` seeded with a hash of (game, date, DAILY_VERSION):
Python's Random gives the same sequence for the same integer seed on every platform, and the generators iterate
over nothing unordered. DAILY_VERSION changes when a generator's output for a given seed would change.
"""
from __future__ import annotations

import datetime
import hashlib
import random
from dataclasses import dataclass
from typing import Any

from .matchstick.contract import RULES as MATCHSTICK
from .outcome import Ending, Outcome
from .matchstick.generate import GenParams as MatchstickParams
from .stones.ai import Strength
from .stones.contract import RULES as STONES, LevelParams
from .sudoku.contract import RULES as SUDOKU
from .sudoku.generator import GenParams as SudokuParams
from .sudoku.grades import Grade
from .twentyfour.contract import RULES as TWENTYFOUR, DealParams
from .twentyfour.rating import HumanTable
from .words import N_, Listed, Msg, Plural

DAILY_VERSION = 1
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

# One step per weekday, Monday first.
SUDOKU_GRADES = (Grade.EASY, Grade.MEDIUM, Grade.MEDIUM, Grade.HARD, Grade.HARD, Grade.EXPERT, Grade.EXTREME)
MATCHSTICK_BANDS = ("easy", "easy", "medium", "medium", "hard", "hard", "expert")
STONE_BOARDS = ((3, 4), (3, 5), (4, 6), (4, 7), (5, 7), (5, 10), (6, 15))  # (heaps, most stones per heap)
TWENTYFOUR_BANDS = ("easy", "easy", "medium", "medium", "hard", "hard", "expert")


@dataclass(frozen=True)
class Daily:
    game: str
    date: datetime.date
    level: Any     # the game's LevelSpec
    step: str      # what the weekday asks for: the grade or band (the command line's English)
    step_words: Msg | None = None   # that in the player's words where a band's name does not say it

    @property
    def weekday(self) -> str:
        return DAYS[self.date.weekday()]


def seed_of(game: str, date: datetime.date) -> int:
    """The day's seed: a hash of game, date and DAILY_VERSION (the same on every machine)."""
    text = f"matchbox-daily|{game}|{date.isoformat()}|{DAILY_VERSION}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


def daily(game: str, date: datetime.date, table: HumanTable | None = None) -> Daily:
    """The daily puzzle of `game` on `date`. 24 deals from the human solve-time table, which the caller
    loads (the logic reads no files); ValueError for an unknown game or a 24 without its table."""
    rng = random.Random(seed_of(game, date))
    day = date.weekday()
    if game == "sudoku":
        grade = SUDOKU_GRADES[day]
        return Daily(game, date, SUDOKU.generate(SudokuParams(grade), rng), grade.label)
    if game == "matchstick":
        band = MATCHSTICK_BANDS[day]
        return Daily(game, date, MATCHSTICK.generate(MatchstickParams(band=band), rng), band)
    if game == "stones":
        count, cap = STONE_BOARDS[day]
        level = STONES.generate(LevelParams(count=count, cap=cap, ai=Strength.PERFECT), rng)
        return Daily(game, date, level, f"{count} heaps of up to {cap}",
                     Plural("{n} heap of up to {cap}", "{n} heaps of up to {cap}", count, cap=cap))
    if game == "twentyfour":
        if table is None:
            raise ValueError("the daily 24 hand needs the human solve-time table")
        band = TWENTYFOUR_BANDS[day]
        return Daily(game, date, TWENTYFOUR.generate(DealParams(table, band), rng), band)
    raise ValueError(f"unknown game {game!r}")


GAME_TITLES = {"matchstick": N_("Matchsticks"), "sudoku": N_("Sudoku"), "stones": N_("Stone duel"), "twentyfour": "24"}
DAILY_GAMES = tuple(GAME_TITLES)  # the games with a daily puzzle (matchstick shapes have none yet)
# how it ended, with the time it took: one whole clause each, so a language may put the time where it likes
_ENDINGS = {Ending.SOLVED: N_("solved in {time}"), Ending.LOST: N_("lost in {time}"),
            Ending.FINISHED: N_("played in {time}"), Ending.SKIPPED: N_("given up in {time}"),
            Ending.TIMED_OUT: N_("out of time in {time}")}
_WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"),
             N_("Sunday"))


def clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}" if whole >= 3600 else f"{whole // 60}:{whole % 60:02d}"


def result_text(game: str, date: datetime.date, outcome: Outcome, code: str) -> Msg:
    """What "Copy result" puts on the clipboard after a daily puzzle: the game, the date, how it ended, the time
    and the help used, and the code (so a friend can play it), but nothing of the answer. A `Msg`: the player
    copies it in their own language (the date stays ISO, read the same everywhere)."""
    help_used = [Plural("{n} hint", "{n} hints", outcome.hints)] if outcome.hints else []
    help_used += [Plural("{n} answer shown", "{n} answers shown", outcome.answers)] if outcome.answers else []
    return Msg("Matchbox Arcade · {game} daily {date} ({weekday}) · {ending} · {help} · {code}",
               game=Msg(GAME_TITLES[game]), date=date.isoformat(), weekday=Msg(_WEEKDAYS[date.weekday()]),
               ending=Msg(_ENDINGS[outcome.ending], time=clock(outcome.time_s)),
               help=Listed(help_used) if help_used else Msg("no help"), code=code)
