"""Grading over houses and cages: on the classic geometry the general techniques grade the public puzzles as the
classic grader does (where the same techniques carry over); on every variant set each deduction of the grading run
keeps the published solution (a placement is its digit, an elimination never its digit), and the run's grade is
what `rate` reports; the cage techniques find what a player would."""
from __future__ import annotations

import pytest

from game.logic import sudoku
from game.logic.sudoku import geo_grader, geometry, variants
from game.logic.sudoku.geo_grader import tier_deductions
from game.logic.sudoku.geo_board import GeoBoard, GeoTechnique
from game.logic.sudoku.geo_cages import cage_combinations
from game.logic.sudoku.geo_innies import innies_outies
from game.logic.sudoku.grades import Grade
from tests.datasets import se_rows, variant_rows


def test_classic_geometry_grades_as_the_classic_grader():
    agree = 0
    for row in se_rows():
        grid = sudoku.parse_grid(row["puzzle"])
        classic = sudoku.rate(grid)
        general = geo_grader.rate(geometry.CLASSIC, grid)
        assert general.solution == classic.solution
        if classic.grade is Grade.EXTREME:  # XY-wing and simple colouring are classic-only finders
            assert general.grade in (Grade.EXTREME, Grade.EVIL)
        else:
            assert general.grade == classic.grade, row["puzzle"]
            agree += 1
    assert agree >= 70


@pytest.mark.parametrize("variant", ("x", "jigsaw", "killer", "6x6"))
def test_every_deduction_keeps_the_published_solution(variant):
    grades = set()
    for line, solution in variant_rows(variant):
        p = variants.parse_puzzle(variant, line)
        answer = [int(ch) for ch in solution]
        board = GeoBoard.start(p.geo, p.givens)
        hardest = Grade.EASY
        while not board.solved:
            step = tier_deductions(board, Grade.EXTREME)
            if step is None:
                break
            tier, found = step
            hardest = max(hardest, tier)
            for d in found:
                assert all(answer[c] == digit for c, digit in d.placements), d.text
                assert all(answer[c] != digit for c, digit in d.eliminations), d.text
                assert d.text.startswith(d.technique.label)
                board.apply(d)
        report = geo_grader.rate(p.geo, p.givens)
        assert "".join(map(str, report.solution or ())) == solution
        assert report.grade is not None and report.grade >= hardest
        grades.add(report.grade)
    assert len(grades) >= 2  # the sets are not all of one grade


def _killer(cells_sums: list[tuple[tuple[int, ...], int]]) -> geometry.Geometry:
    return geometry.killer(tuple(geometry.Cage(cells, total) for cells, total in cells_sums))


def test_cage_combinations_name_the_digits():
    geo = _killer([((0, 1), 17)])
    board = GeoBoard.start(geo, (0,) * 81)
    (d,) = list(cage_combinations(board))
    assert d.technique is GeoTechnique.CAGE_COMBINATIONS
    assert "the cage of 17 in 2 cells can only be {8,9}" in d.text
    assert sorted(d.eliminations) == [(c, digit) for c in (0, 1) for digit in range(1, 8)]


def test_innies_of_a_row():
    # row 1: a cage of 30 over r1c1-r1c5 and one of 11 over r1c6-r1c7 lie inside; r1c8-r1c9 cross into row 2
    geo = _killer([((0, 1, 2, 3, 4), 30), ((5, 6), 11), ((7, 16), 9), ((8, 17), 7)])
    board = GeoBoard.start(geo, (0,) * 81)
    found = [d for d in innies_outies(board) if d.cells == (7, 8)]
    assert found and "row 1 adds up to 45" in found[0].text and "add up to 4" in found[0].text
    # r1c8 + r1c9 = 4 in one row: {1,3}
    gone = {(c, digit) for d in found for c, digit in d.eliminations}
    assert {(7, 2), (7, 4), (8, 2), (8, 9)} <= gone and (7, 1) not in gone and (8, 3) not in gone
