"""The independent oracles the stone duel's logic is checked against: the textbook brute-force search (itself
checked against the published table in test_solver.py), memoised per board shape and rule."""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import lru_cache

from game.logic import stones
from game.logic.stones import Rule

RULES = [Rule.MISERE, Rule.NORMAL]
# (m heaps, n sizes 0..n-1) on which the closed form must match the search everywhere.
SHAPES = [(1, 8), (2, 8), (3, 8), (4, 8), (5, 6)]


@lru_cache(maxsize=None)
def oracle(m: int, n: int, rule: Rule) -> dict[tuple[int, ...], bool]:
    return stones.search_outcomes(m, n, rule, merge=True)


def oracle_wins(heaps: tuple[int, ...], rule: Rule) -> bool:
    return oracle(len(heaps), max(heaps, default=0) + 1 if heaps else 1, rule)[tuple(sorted(heaps))]


def every_position(m: int, n: int) -> Iterator[tuple[int, ...]]:
    return itertools.product(range(n), repeat=m)
