"""Difficulty: human solve times where they exist, a fitted heuristic elsewhere, the same bands for both.

For four cards 1..13 and target 24 the difficulty is the 4nums.com players' solve time in seconds (the
table is passed in; loading it is I/O, done outside the logic). For any other hand or target it is an
estimate in the same unit, fitted by least squares to log(human time) over the 1362 ranked hands:

    seconds = 5.5 * s ** -0.13 * (1 + m) ** 0.23 * 1.15 ** v * (10 if a fraction is needed else 1) * (n / 4) ** 2

s = distinct solutions, m = largest intermediate value (the target itself excluded) in the solution that
keeps it smallest, v = fewest subtractions and divisions in any solution, n = cards (the last factor is a
guess, not fitted: there is no human data past four cards). On the ranked hands its rank correlation with
human time is about 0.43 (tests hold it above 0.38): a fair guide, far from the real thing.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Mapping

from game.logic.common import PuzzleError
from game.logic.twentyfour import expr, solver
from game.logic.twentyfour.numbers import Num, check_numbers

# Band edges in seconds of human solve time (about 30% / 35% / 25% / 10% of the 1362 ranked hands).
BANDS: tuple[tuple[str, float], ...] = (("easy", 7.0), ("medium", 10.0), ("hard", 20.0), ("expert", float("inf")))
BAND_NAMES = tuple(name for name, _ in BANDS)
UNSOLVABLE = "unsolvable"
CLASSIC_TARGET = 24


@dataclass(frozen=True)
class HumanRating:
    rank: int            # 1 = fastest solved
    seconds: Fraction    # 4nums "AMT (s)"
    solved_rate: Fraction  # percent of attempts solved


HumanTable = Mapping[tuple, HumanRating]


@dataclass(frozen=True)
class Rating:
    solvable: bool
    difficulty: float | None   # seconds, higher is harder; None when there is no solution
    band: str                  # one of BAND_NAMES, or UNSOLVABLE
    source: str                # "human" (4nums table), "heuristic", or "none"


def band_of(seconds: float) -> str:
    for name, upper in BANDS:
        if seconds < upper:
            return name
    return BANDS[-1][0]


def check_band(band: str) -> str:
    if band not in BAND_NAMES:
        raise PuzzleError(f"band {band!r} is not one of {', '.join(BAND_NAMES)}")
    return band


def heuristic_seconds(numbers: Iterable[Num], target: Num = CLASSIC_TARGET) -> float:
    """The fitted estimate above; PuzzleError if there is no solution to rate."""
    hand, t = check_numbers(numbers, target)
    sols = solver.solutions(hand, t)
    if not sols:
        raise PuzzleError(f"{' '.join(map(str, hand))} cannot make {t}: nothing to rate")
    inner = min(max([abs(expr.evaluate(step)) for step in expr.merge_steps(s.tree)[:-1]], default=0) for s in sols)
    inverse = min(sum(ch in "-/" for ch in s.text) for s in sols)
    seconds = 5.5 * len(sols) ** -0.13 * float(1 + inner) ** 0.23 * 1.15 ** inverse
    if solver.needs_fraction(hand, t):
        seconds *= 10.0
    return seconds * (len(hand) / 4) ** 2


def rate(numbers: Iterable[Num], target: Num = CLASSIC_TARGET, table: HumanTable | None = None) -> Rating:
    hand, t = check_numbers(numbers, target)
    if not solver.solvable(hand, t):
        return Rating(False, None, UNSOLVABLE, "none")
    human = table.get(hand) if table is not None and t == CLASSIC_TARGET else None
    if human is not None:
        seconds = float(human.seconds)
        return Rating(True, seconds, band_of(seconds), "human")
    seconds = heuristic_seconds(hand, t)
    return Rating(True, seconds, band_of(seconds), "heuristic")
