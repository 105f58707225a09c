"""Generated variant puzzles: each has exactly one solution (the independent oracle agrees; for killer, whose empty
grids take plain backtracking minutes, the oracle checks the solution keeps every rule and the solver, checked
against the oracle elsewhere, that it is the only one) and exactly the grade asked for; the same seed makes the same puzzle; a jigsaw layout is nine connected regions of nine cells."""
from __future__ import annotations

import random

import pytest

from game.logic.sudoku import geo_generator, geo_grader, geo_solver, geometry, variants
from game.logic.sudoku.grades import Grade
from tests.sudoku import variant_oracle

CASES = [(v, g) for v in ("x", "6x6") for g in geo_generator.GRADES[v]] + [
    ("jigsaw", Grade.EASY), ("jigsaw", Grade.HARD), ("jigsaw", Grade.EXPERT),
    ("killer", Grade.MEDIUM), ("killer", Grade.EXPERT),
]


@pytest.mark.parametrize("variant, grade", CASES, ids=[f"{v}-{g.label}" for v, g in CASES])
def test_one_solution_and_the_grade_asked_for(variant, grade):
    made = geo_generator.generate(variant, grade, random.Random(f"{variant}-{grade.label}"))
    line = variants.format_puzzle(made)
    if variant == "killer":
        found = [list(s) for s in geo_solver.solutions(made.geo, made.givens, 2)]
        assert len(found) == 1 and variant_oracle.is_solution(variant, line, found[0])
    else:
        found = variant_oracle.solutions(variant, line)
        assert len(found) == 1
    report = geo_grader.rate(made.geo, made.givens)
    assert report.grade is grade and report.solution == tuple(found[0])
    assert variants.parse_puzzle(variant, line) == made  # its text form reads back


def test_same_seed_same_puzzle():
    one = geo_generator.generate("jigsaw", Grade.MEDIUM, random.Random(5))
    two = geo_generator.generate("jigsaw", Grade.MEDIUM, random.Random(5))
    assert one == two


def test_jigsaw_layouts_are_connected_regions_a_grid_fills():
    rng = random.Random(11)
    for _ in range(20):
        grid = geo_solver.random_full_grid(geometry.CLASSIC, rng)
        assert grid is not None
        regions = geo_generator.random_regions(rng, grid)
        geometry.check_regions(regions)  # nine connected groups of nine
        assert regions != geometry.CLASSIC.regions
        for k in range(9):
            assert sorted(grid[c] for c in range(81) if regions[c] == k) == list(range(1, 10))


def test_killer_cages_are_lettered_in_order_and_few_enough():
    made = geo_generator.generate("killer", Grade.HARD, random.Random(3))
    assert len(made.geo.cages) <= geo_generator.MAX_CAGES
    assert all(len(c.cells) <= geo_generator.MAX_CAGE for c in made.geo.cages)
    firsts = [c.cells[0] for c in made.geo.cages]
    assert firsts == sorted(firsts)
