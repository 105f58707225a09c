"""Full (solved) grids: a seeded random fill, and the validity-preserving transformations
(relabel digits, permute rows in a band, bands, columns in a stack, stacks, transpose) that
derive many more grids from one cheaply."""
from __future__ import annotations

import random

from .board import Grid
from .solver import solutions


def random_full_grid(rng: random.Random) -> Grid:
    """A uniformly seeded (not uniformly distributed) random solved grid."""
    return solutions((0,) * 81, limit=1, rng=rng)[0]


def _shuffled_lines(rng: random.Random) -> list[int]:
    """A random order of the 9 lines that keeps bands (or stacks) together."""
    bands = [0, 1, 2]
    rng.shuffle(bands)
    order: list[int] = []
    for band in bands:
        inner = [0, 1, 2]
        rng.shuffle(inner)
        order.extend(band * 3 + k for k in inner)
    return order


def random_layout(rng: random.Random) -> tuple[list[int], list[int]]:
    """A random validity-preserving transformation as (relabel, source): cell i of the new grid holds
    relabel[digit] of cell source[i] of the old one (relabel[0] = 0 keeps blanks blank)."""
    labels = list(range(1, 10))
    rng.shuffle(labels)
    relabel = [0] + labels
    rows = _shuffled_lines(rng)
    cols = _shuffled_lines(rng)
    flip = rng.random() < 0.5
    source = [rows[r] * 9 + cols[c] if not flip else cols[c] * 9 + rows[r] for r in range(9) for c in range(9)]
    return relabel, source


def transform(grid: Grid, rng: random.Random) -> Grid:
    """An equivalent grid: same puzzle up to symmetry, so same solution count and same grade.
    Blanks (0) stay blank, so this works on puzzles as well as on full grids."""
    relabel, source = random_layout(rng)
    return tuple(relabel[grid[src]] for src in source)
