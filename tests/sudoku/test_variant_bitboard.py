"""The solver on one integer (geometries of a few house shapes: X and 6x6) finds what plain backtracking over the
same houses finds (tests/sudoku/variant_oracle.py), and the same solutions in the same order as the mask solver,
on random digs of each set's solutions: none, one and several solutions, some with a wrong digit."""
from __future__ import annotations

import random

import pytest

from game.logic.sudoku import geo_bitboard, geo_solver, geometry, variants
from tests.datasets import variant_rows
from tests.properties import Tally
from tests.sudoku import variant_oracle


def _digs(variant: str, rng: random.Random, count: int) -> list[str]:
    """Givens from a solution of the set, some with one given changed to a digit none of its peers holds."""
    rows = variant_rows(variant)
    geo = variants.parse_puzzle(variant, rows[0][0]).geo
    out = []
    for _ in range(count):
        _, solution = rng.choice(rows)
        wrong = rng.random() < 0.3
        keep = rng.uniform(0.5, 0.8) if wrong else rng.uniform(0.25, 0.6)
        grid = [int(ch) if rng.random() < keep else 0 for ch in solution]
        if wrong:
            cell = rng.choice([i for i, d in enumerate(grid) if d])
            others = [d for d in range(1, geo.size + 1)
                      if d != grid[cell] and all(grid[p] != d for p in geo.peers[cell])]
            if others:
                grid[cell] = rng.choice(others)
        out.append("".join(map(str, grid)))
    return out


def _mask_solutions(geo: geometry.Geometry, givens: tuple[int, ...], limit: int) -> list[tuple[int, ...]]:
    start = geo_solver.initial(geo, givens)
    return [] if start is None else geo_solver.solutions_from(geo, start, limit)


@pytest.mark.parametrize("variant", ("x", "6x6"))
def test_one_integer_agrees_with_backtracking_and_with_the_mask_solver(variant):
    tally = Tally()
    for line in _digs(variant, random.Random(f"bits-{variant}"), 40):
        p = variants.parse_puzzle(variant, line)
        bits = geo_bitboard.bit_tables(p.geo)
        assert bits is not None
        ours = geo_bitboard.solutions(bits, p.givens, 3)
        theirs = [tuple(s) for s in variant_oracle.solutions(variant, line, 3)]
        assert len(ours) == len(theirs), line
        if len(ours) < 3:  # every solution found by both
            assert sorted(ours) == sorted(theirs), line
        assert ours == _mask_solutions(p.geo, p.givens, 3), line
        if variant == "x":  # 6x6 is solved a row at a time (test_variant_six_rows.py)
            assert geo_solver.solutions(p.geo, p.givens, 3) == ours
        tally({0: "none", 1: "one"}.get(len(ours), "several"))
    tally.require(none=3, one=3, several=3)


def test_which_geometries_are_solved_on_one_integer():
    assert geo_bitboard.bit_tables(geometry.CLASSIC) is not None
    assert geo_bitboard.bit_tables(geometry.diagonal()) is not None
    assert geo_bitboard.bit_tables(geometry.six()) is not None
    jigsaw_line, _ = variant_rows("jigsaw")[0]
    assert geo_bitboard.bit_tables(variants.parse_puzzle("jigsaw", jigsaw_line).geo) is None  # regions of many shapes
    killer_line, _ = variant_rows("killer")[0]
    assert geo_bitboard.bit_tables(variants.parse_puzzle("killer", killer_line).geo) is None  # cages


@pytest.mark.parametrize("offsets, foldable", [
    ((0, 1, 2, 3, 4, 5, 6, 7, 8), True),  # a row
    ((0, 9, 18, 27, 36, 45, 54, 63, 72), True),  # a column
    ((0, 1, 2, 9, 10, 11, 18, 19, 20), True),  # a box
    ((0, 1, 2, 6, 7, 8), True),  # a 6x6 box
    ((0, 10, 20, 30, 40, 50, 60, 70, 80), True),  # the diagonal
    ((0, 1, 9), False),  # an L
])
def test_a_shape_plan_counts_exactly_its_cells(offsets, foldable):
    plan = geo_bitboard.shape_plan(offsets)
    assert (plan is not None) == foldable
    if plan is None:
        return
    family = [(plan, 1, sum(1 << o for o in offsets))]  # one group, starting at bit 0
    for bit in range(100):  # one candidate: alone in the group if it is one of the shape's cells, else none there
        alone = geo_bitboard._singles(1 << bit, family)
        assert alone == (1 << bit if bit in offsets else -1)
    for a in offsets:  # two candidates in the group: neither is alone
        for b in offsets:
            if a < b:
                assert geo_bitboard._singles(1 << a | 1 << b, family) == 0
