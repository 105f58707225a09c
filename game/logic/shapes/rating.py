"""How hard a shape puzzle is: how many candidate layouts a person must weigh against how many answers.

A player who tries moves blindly weighs every way of making the task's K moves: C(matches, K) for a removal,
C(empty places, K) for an addition, both multiplied for a move. The rating is log2 of that count divided by the
number of answers: the bits of guessing the puzzle asks for. Bands cut that scale (docs/shapes.md).
"""
from __future__ import annotations

import math

from .puzzle import Puzzle

BANDS = ("easy", "medium", "hard", "expert")
# lower edges of medium, hard and expert, in bits
BAND_EDGES = (5.0, 8.5, 12.0)


def candidates(puzzle: Puzzle) -> int:
    have = bin(puzzle.start).count("1")
    empty = len(puzzle.lattice.places) - have
    return math.comb(have, puzzle.takes) * math.comb(empty, puzzle.lays)


def bits_of_search(puzzle: Puzzle, answers: int) -> float:
    """log2(candidates / answers), from exact integers (answers >= 1)."""
    return round(max(0.0, math.log2(candidates(puzzle)) - math.log2(max(1, answers))), 2)


def band_of(value: float) -> str:
    for band, edge in zip(BANDS, BAND_EDGES):
        if value < edge:
            return band
    return BANDS[-1]
