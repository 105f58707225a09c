"""Grids the sudoku property tests draw: random digs of full grids, and a few cells dug out of a public puzzle."""
from __future__ import annotations

import random

from hypothesis import strategies as st

from game.logic.sudoku import Grid, parse_grid, random_full_grid, solve
from game.logic.sudoku.board import PEERS
from tests.datasets import public_sudoku

SHARED = public_sudoku()


def dug_grid(seed: int, keep: int, change: bool = False) -> Grid:
    """A full grid with all but `keep` cells dug at random; with `change`, one kept cell then holds another digit
    that none of its peers gives (a grid that often has no solution, never clashing givens)."""
    rng = random.Random(seed)
    grid = list(random_full_grid(rng))
    kept = set(rng.sample(range(81), keep))
    puzzle = [d if i in kept else 0 for i, d in enumerate(grid)]
    if change:
        cell = rng.choice(sorted(kept))
        free = [d for d in range(1, 10) if d != puzzle[cell] and all(puzzle[p] != d for p in PEERS[cell])]
        if free:
            puzzle[cell] = rng.choice(free)
    return tuple(puzzle)


def dug_public(k: int, cells: list[int]) -> tuple[Grid, Grid, tuple[int, ...]]:
    """Public puzzle k with the givens among `cells` dug out: (the dug grid, the puzzle's solution, the cells dug)."""
    puzzle = list(parse_grid(SHARED[k]))
    full = solve(tuple(puzzle))
    assert full is not None
    dug = tuple(i for i in cells if puzzle[i])
    for i in dug:
        puzzle[i] = 0
    return tuple(puzzle), full, dug


public_digs = st.builds(dug_public, st.integers(0, len(SHARED) - 1),
                        st.lists(st.integers(0, 80), min_size=1, max_size=4, unique=True))
