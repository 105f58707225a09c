"""Difficulty of a matchstick puzzle: an estimated chance that a player solves it, and a band.

The model follows Knoblich, Ohlsson, Haider & Rhenius (1999), "Constraint relaxation and chunk
decomposition in insight problem solving" (matchstick arithmetic with Roman numerals): with five
minutes, about 95% of people solved problems that only change a value, about 78% those that change
an operator, and about 45% those that change the form of the equation (III=III+III -> III=III=III).
Breaking a tight chunk (reshaping a glyph from within, as X -> V) was much harder than moving a loose
stick. We score each answer's chance from its hardest kind of change, lower it for every reshaped
glyph, every extra stick and every cell past five, combine the answers (more answers, more ways to
win), and lower the result for every doubling of tempting near-misses (equations k sticks away
that read well but are false). See docs/matchstick.md.

Roman puzzles are typed as in Knoblich et al.: value (A, and loose chunks: VI=VII+I -> VII=VI+I),
operator (B: operators change, the count of '=' stays: IV=III-I -> IV-III=I), form (C, tautology: an
'=' appears or goes, III=III+III -> III=III=III) and chunk decomposition (D: a two-stick glyph V, X
or L is broken into another glyph, XI=III+III -> VI=III+III), the hardest.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .glyphs import DIGIT, OP, ROMAN_SHAPES, SIGN, read
from .roman import ROMAN
from .layout import FALSE, judge, structure
from .play import Puzzle
from .cellwalk import walk
from .solver import SolveResult, solve

VALUE, OPERATOR, FORM, CHUNK = "value", "operator", "form", "chunk"
KIND_ORDER = (VALUE, OPERATOR, FORM, CHUNK)  # easiest first
BASE_RATE = {VALUE: 0.95, OPERATOR: 0.78, FORM: 0.45,    # Knoblich et al. 1999, Experiment 1
             CHUNK: 0.40}  # tight chunks: hardest in their Experiment 2; the figure is our calibration
TIGHT_FACTOR = 0.85      # per glyph reshaped from within (a stick leaves and one arrives)
EXTRA_STICK_FACTOR = 0.75 # per stick beyond the first
LENGTH_FACTOR = 0.98     # per cell beyond five
NEAR_MISS_FACTOR = 0.96  # per doubling of near-misses

# Bands by score = 100 * (1 - estimated solve rate); the upper bound is exclusive.
BANDS: tuple[tuple[str, int], ...] = (("easy", 25), ("medium", 42), ("hard", 56), ("expert", 101))
BAND_NAMES = tuple(name for name, _ in BANDS)


@dataclass(frozen=True)
class GradeReport:
    """The full difficulty model of one puzzle (the contract's `Rating` carries its band and score)."""
    score: int          # 0 (trivial) .. 100 (nobody solves it)
    band: str
    solve_rate: float   # the model's estimated share of players who solve it
    factors: dict[str, object]  # what went into it, for the docs and for curious players


def band_of(score: int) -> str:
    return next(name for name, upper in BANDS if score < upper)


# Roman glyphs of two sticks: the tight chunks of Knoblich et al. (X, V, and our L).
_TIGHT_ROMAN = frozenset(g for g, forms in ROMAN_SHAPES.items() if len(forms[0]) > 1)


def roman_change_kind(puzzle: Puzzle, target: tuple[int, ...]) -> tuple[str, int]:
    """Knoblich's type of a Roman answer: chunk when a V, X or L becomes another glyph (but not when
    it is only taken away whole or built whole), form when the number of '=' changes, operator when
    another operator changes, else value. Reshaped operators count as tight, as for digits."""
    kind = VALUE
    tight = 0
    old_ops, new_ops = [], []
    for cell_kind, old, new in zip(puzzle.layout.kinds, puzzle.layout.masks, target):
        before, after = read(cell_kind, old), read(cell_kind, new)
        if cell_kind == OP:
            old_ops.append(before)
            new_ops.append(after)
            if old != new:
                kind = max(kind, OPERATOR, key=KIND_ORDER.index)
                tight += bool(old & ~new and new & ~old)
        elif before in _TIGHT_ROMAN and after and after != before:
            kind = CHUNK
    if old_ops.count("=") != new_ops.count("="):
        kind = max(kind, FORM, key=KIND_ORDER.index)
    return kind, tight


def change_kind(puzzle: Puzzle, target: tuple[int, ...]) -> tuple[str, int]:
    """(hardest kind of change, glyphs reshaped from within) from the puzzle to `target`."""
    if puzzle.rules.numerals == "roman":
        return roman_change_kind(puzzle, target)
    order = [VALUE, OPERATOR, FORM]
    kind = VALUE
    tight = 0
    for cell_kind, old, new in zip(puzzle.layout.kinds, puzzle.layout.masks, target):
        if old == new:
            continue
        if old & ~new and new & ~old:
            tight += 1
        if cell_kind == DIGIT:
            this = VALUE
        elif cell_kind == SIGN or "=" in (read(OP, old), read(OP, new)):
            this = FORM
        else:
            this = OPERATOR
        kind = max(kind, this, key=order.index)
    return kind, tight


def near_misses(puzzle: Puzzle, moves: int, mode: str) -> int:
    """Distinct equations exactly `moves` sticks away that parse under the rules but are false."""
    struct = structure(puzzle.layout.kinds)
    verdicts: dict[str, int] = {}

    def leaf(chars: list[str], masks: list[int], d: int) -> None:
        if d == moves:
            text = "".join(chars)
            if text not in verdicts:
                verdicts[text] = judge(struct, chars, puzzle.rules)

    walk(puzzle, moves, mode, leaf)
    return sum(v == FALSE for v in verdicts.values())


def rate(puzzle: Puzzle, moves: int = 1, mode: str = "move",
         result: SolveResult | None = None) -> GradeReport:
    """Rate a puzzle (pass the SolveResult if you already have it). Unsolvable puzzles score 100."""
    result = result or solve(puzzle, moves, mode)
    miss = 1.0
    kinds = []
    for sol in result.solutions:
        # the easiest way to read the answer (a Roman answer often has several layouts)
        kind, tight = min((change_kind(puzzle, layout) for layout in sol.layouts),
                          key=lambda c: (KIND_ORDER.index(c[0]), c[1]))
        p = BASE_RATE[kind] * TIGHT_FACTOR ** tight * EXTRA_STICK_FACTOR ** (moves - 1)
        miss *= 1 - p
        kinds.append(kind)
    rate_ = 1 - miss if result.solutions else 0.0
    cells = len(puzzle.layout)
    if puzzle.rules.numerals == "roman":  # the empty cells between Roman glyphs are room, not length
        cells = sum(1 for m in puzzle.layout.masks if m)
    rate_ *= LENGTH_FACTOR ** max(0, cells - 5)
    misses = near_misses(puzzle, moves, mode)
    rate_ *= NEAR_MISS_FACTOR ** math.log2(1 + misses)
    score = min(100, max(0, round(100 * (1 - rate_))))
    factors = {"answers": len(result.solutions), "kinds": kinds, "near_misses": misses,
               "cells": cells, "moves": moves, "mode": mode}
    return GradeReport(score, band_of(score), rate_, factors)
