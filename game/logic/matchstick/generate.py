"""Puzzle generator: start from a true equation, walk k sticks away, keep puzzles whose answer set
is small (unique when asked) and whose rating falls in the requested band."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction

from ..common import PuzzleError
from ..words import Msg
from .layout import is_true_equation, render, side_value
from .play import check_moves_mode, parse_puzzle
from .rating import BAND_NAMES, GradeReport, rate
from .roman import to_roman
from .rules import FORMS, PRESETS, Rules
from .cellwalk import neighbours
from .solver import solve

# The walk from the answer back to the puzzle runs in the opposite mode.
_REVERSE = {"move": "move", "add": "remove", "remove": "add"}
# Largest operand per band: bigger numbers give longer equations and more near-misses.
_MAX_OPERAND = {"easy": 9, "medium": 20, "hard": 99, "expert": 99}


@dataclass(frozen=True)
class GenParams:
    band: str | None = None         # one of BAND_NAMES, or None for any
    moves: int = 1
    mode: str = "move"
    rules: Rules = field(default_factory=lambda: PRESETS["classic"])
    unique: bool = False            # exactly one answer
    max_answers: int = 3
    max_operand: int | None = None  # default: by band
    attempts: int = 2000

    def __post_init__(self) -> None:
        check_moves_mode(self.moves, self.mode)
        if self.band is not None and self.band not in BAND_NAMES:
            raise PuzzleError(f"unknown difficulty {self.band!r} (choose from {', '.join(BAND_NAMES)})")


@dataclass(frozen=True)
class Generated:
    puzzle: str
    moves: int
    mode: str
    rules: Rules
    solutions: tuple[str, ...]
    rating: GradeReport


def random_equation(rng: random.Random, rules: Rules, max_operand: int, terms: int = 2) -> str:
    """A true equation with `terms` operands on the left (operators from the rules), sides swapped
    now and then when the rules let '=' move."""
    allowed = FORMS[rules.form]
    ops = [op for op in (allowed or rules.operators) if op != "="]
    if not ops:
        raise PuzzleError(f"rules {rules.describe()!r} allow no operator besides '=' to build equations with")
    if allowed is not None:
        terms = 2
    roman = rules.numerals == "roman"   # Roman numbers start at I and stop at LXXXIX
    low, high, write = (1, 89, to_roman) if roman else (0, 999, str)
    while True:
        chosen = [rng.choice(ops) for _ in range(terms - 1)]
        values = [rng.randint(low, max_operand)]
        for op in chosen:  # keep products small and divisors non-zero
            values.append(rng.randint(low, min(max_operand, 12)) if op == "*"
                          else rng.randint(1, 9) if op == "/" else rng.randint(low, max_operand))
        value = side_value(values, chosen)
        if value is None or not low <= value <= high or Fraction(value).denominator != 1:
            continue
        left = write(values[0]) + "".join(op + write(v) for op, v in zip(chosen, values[1:]))
        right = write(int(value))
        if allowed is None and rules.move_equals and rng.random() < 0.25:
            left, right = right, left
        return f"{left}={right}"


def generate(params: GenParams, rng: random.Random) -> Generated:
    """One puzzle for `params`; PuzzleError if none turns up within params.attempts tries."""
    rules = params.rules
    cap = params.max_operand or _MAX_OPERAND.get(params.band or "medium", 20)
    limit = 1 if params.unique else params.max_answers
    for _ in range(params.attempts):
        terms = 3 if params.band == "expert" and rng.random() < 0.3 else 2
        answer = parse_puzzle(random_equation(rng, rules, cap, terms), rules)
        layouts = neighbours(answer, params.moves, _REVERSE[params.mode])
        if not layouts:
            continue
        start = answer.layout.with_masks(rng.choice(layouts))
        if is_true_equation(start, rules):
            continue
        try:
            puzzle = parse_puzzle(render(start), rules)
        except PuzzleError:
            continue
        result = solve(puzzle, params.moves, params.mode)
        if not 1 <= len(result.solutions) <= limit:
            continue
        rating = rate(puzzle, params.moves, params.mode, result)
        if params.band is not None and rating.band != params.band:
            continue
        return Generated(puzzle.text, params.moves, params.mode, rules, tuple(result.texts), rating)
    if params.band:
        raise PuzzleError(Msg("no {band} {moves}-stick {mode} puzzle found in {attempts} attempts; try other "
                              "settings", band=params.band, moves=params.moves, mode=params.mode,
                              attempts=params.attempts))
    raise PuzzleError(Msg("no {moves}-stick {mode} puzzle found in {attempts} attempts; try other settings",
                          moves=params.moves, mode=params.mode, attempts=params.attempts))
