"""The solver over houses and cages: the published killer puzzles and each variant's set give their published
solution, uniquely; on random digs of those solutions (some with a wrong digit) the solver and the independent
oracle (tests/sudoku/variant_oracle.py) agree on the number of solutions and the solution."""
from __future__ import annotations

import random

import pytest

from game.logic.sudoku import geo_solver, variants
from tests.datasets import variant_rows
from tests.sudoku import variant_oracle

VARIANTS = ("x", "jigsaw", "killer", "6x6")


def _text(grid: tuple[int, ...] | list[int]) -> str:
    return "".join(str(d) for d in grid)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_set_has_twenty_puzzles_solved_uniquely_as_published(variant):
    rows = variant_rows(variant)
    assert len(rows) >= 20
    for line, solution in rows:
        assert variant_oracle.is_solution(variant, line, [int(ch) for ch in solution])
        p = variants.parse_puzzle(variant, line)
        found = geo_solver.solutions(p.geo, p.givens, 2)
        assert [_text(s) for s in found] == [solution], line


@pytest.mark.parametrize("variant", ("x", "jigsaw", "6x6"))
def test_the_oracle_agrees_on_the_sets(variant):
    rows = variant_rows(variant)
    for line, solution in rows[:8] if variant == "jigsaw" else rows:  # plain backtracking is slow on evil jigsaws
        assert [_text(s) for s in variant_oracle.solutions(variant, line)] == [solution]


def test_the_oracle_agrees_on_published_killers():
    for line, solution in variant_rows("killer")[:1]:  # the oracle takes seconds on an empty killer grid
        assert [_text(s) for s in variant_oracle.solutions("killer", line)] == [solution]


def _random_digs(variant: str, rng: random.Random, count: int) -> list[str]:
    """Puzzles from the set's solutions with random cells blanked, some with a digit changed."""
    rows = variant_rows(variant)
    out = []
    for _ in range(count):
        line, solution = rng.choice(rows)
        parts = line.split()
        grid = list(solution)
        keep = rng.uniform(0.3, 0.6) if variant != "killer" else rng.uniform(0.15, 0.4)
        grid = [ch if rng.random() < keep else "0" for ch in grid]
        if rng.random() < 0.3:  # a wrong digit: often no solution at all
            i = rng.randrange(len(grid))
            grid[i] = str(rng.randint(1, 6 if variant == "6x6" else 9))
        out.append(" ".join(["".join(grid)] + parts[1:]))
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_solver_and_oracle_agree_on_random_digs(variant):
    rng = random.Random(f"digs-{variant}")
    checked = 0
    for line in _random_digs(variant, rng, 25 if variant != "killer" else 12):
        try:
            p = variants.parse_puzzle(variant, line)
        except ValueError:
            continue  # a changed digit that clashes with a given: refused before solving
        ours = [_text(s) for s in geo_solver.solutions(p.geo, p.givens, 2)]
        theirs = [_text(s) for s in variant_oracle.solutions(variant, line, 2)]
        assert len(ours) == len(theirs), line
        if len(ours) == 1:
            assert ours == theirs
        checked += 1
    assert checked >= 8
