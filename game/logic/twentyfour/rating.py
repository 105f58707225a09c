"""Difficulty: human solve times where they exist, a fitted heuristic elsewhere, the same bands for both.

For four cards 1..13 and target 24 the difficulty is the 4nums.com players' solve time in seconds (the
table is passed in; loading it is I/O, done outside the logic). For any other hand or target it is an
estimate in the same unit. Each distinct solution (as printed) gets a cost

    cost = 0.2 ln(1 + m) + 1.5 [a step is a fraction] + 0.3 [a step is negative] + 0.3 v + 1.0 [last step is not ×]

(steps: its intermediate values, the target excluded; m: the largest of them; v: its number of − and ÷); the
hand's score is the cost of its easiest solution less 0.2 ln(number of solutions), and

    seconds = exp(1.35 + 0.92 score) * (n / 4) ** 2          (n = cards)

The weights were chosen by a grid search for rank correlation with the 1362 human times (about 0.49), the
exponential scaled to match their spread; the card-count factor is a guess (no human data past four cards).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Mapping

from game.logic.common import PuzzleError
from game.logic.twentyfour import expr, solver
from game.logic.twentyfour.numbers import Num, all_ints, check_numbers

# Band edges in seconds of human solve time (about 30% / 35% / 25% / 10% of the 1362 ranked hands).
BANDS: tuple[tuple[str, float], ...] = (("easy", 7.0), ("medium", 10.0), ("hard", 20.0), ("expert", float("inf")))
BAND_NAMES = tuple(name for name, _ in BANDS)
UNSOLVABLE = "unsolvable"
CLASSIC_TARGET = 24
MAX_EXPONENT = 700.0   # exp() of more overflows a float; hands that far out (huge numbers) are "expert" anyway


@dataclass(frozen=True)
class HumanRating:
    rank: int            # 1 = fastest solved
    seconds: Fraction    # 4nums "AMT (s)"
    solved_rate: Fraction  # percent of attempts solved


HumanTable = Mapping[tuple[int, ...], HumanRating]  # keyed by the sorted card hand


@dataclass(frozen=True)
class DifficultyReport:
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


def _log1p_abs(x: Num) -> float:
    """ln(1 + |x|) without converting x to float (a hand of huge numbers would overflow a float)."""
    if type(x) is int:  # the common case, the same float: ln(1) is exactly 0.0
        return math.log(abs(x) + 1)
    value = abs(Fraction(x))
    return math.log(value.numerator + value.denominator) - math.log(value.denominator)  # exact ints in, any size


# The weights of the cost's terms that need no step values (see the module docstring).
PER_MINUS_OR_DIVIDE = 0.3
LAST_STEP_NOT_TIMES = 1.0


def _shape(solution: solver.Solution) -> tuple[int, bool]:
    """v, the number of - and /, and whether the last step is not ×."""
    text = solution.text
    return text.count("-") + text.count("/"), not isinstance(solution.tree, tuple) or solution.tree[0] != "*"


def _shape_cost(solution: solver.Solution) -> float:
    """The cost's terms that need no step values: a floor under the cost, as every other term is at least 0."""
    v, not_times = _shape(solution)
    return PER_MINUS_OR_DIVIDE * v + LAST_STEP_NOT_TIMES * not_times


def _easiest_cost(solutions: Iterable[solver.Solution]) -> float:
    """min(_solution_cost(s)), without the step values of a solution whose floor is already above the best
    cost so far (the margin is far above float rounding, so the minimum is the same float)."""
    best = math.inf
    for solution in solutions:
        if _shape_cost(solution) > best + 1e-9:
            continue
        cost = _solution_cost(solution)
        if cost < best:
            best = cost
    return best


def _solution_cost(solution: solver.Solution) -> float:
    inner = expr.step_values(solution.tree)[:-1]  # the target itself excluded
    largest = 0.0
    fraction = negative = False
    for v in inner:  # one pass (the batch rates every solution of thousands of hands)
        if type(v) is int:
            log = math.log(abs(v) + 1)  # `_log1p_abs`'s int case, inlined
            negative = negative or v < 0
        else:
            log = _log1p_abs(v)
            fraction = True
            negative = negative or v < 0
        if log > largest:
            largest = log
    v, not_times = _shape(solution)  # (summed in the docstring's order: the same float as always)
    return 0.2 * largest + 1.5 * fraction + 0.3 * negative + PER_MINUS_OR_DIVIDE * v + LAST_STEP_NOT_TIMES * not_times


def heuristic_seconds(numbers: Iterable[Num], target: Num = CLASSIC_TARGET) -> float:
    """The fitted estimate above; PuzzleError if there is no solution to rate."""
    hand, t = check_numbers(numbers, target)
    sols = solver.solutions(hand, t)
    if not sols:
        raise PuzzleError(f"{' '.join(map(str, hand))} cannot make {t}: nothing to rate")
    score = _easiest_cost(sols) - 0.2 * math.log(len(sols))
    return math.exp(min(1.35 + 0.92 * score, MAX_EXPONENT)) * (len(hand) / 4) ** 2


def rate(numbers: Iterable[Num], target: Num = CLASSIC_TARGET, table: HumanTable | None = None) -> DifficultyReport:
    hand, t = check_numbers(numbers, target)
    if not solver.solvable(hand, t):
        return DifficultyReport(False, None, UNSOLVABLE, "none")
    human = table.get(hand) if table is not None and t == CLASSIC_TARGET and all_ints(hand) else None
    if human is not None:
        seconds = float(human.seconds)
        return DifficultyReport(True, seconds, band_of(seconds), "human")
    seconds = heuristic_seconds(hand, t)
    return DifficultyReport(True, seconds, band_of(seconds), "heuristic")
