"""The grader: every deduction it makes agrees with the known solution, every technique is really
exercised, grades are invariant under the sudoku symmetries, and on the Sudoku Explainer-rated set
the grade rises with the SE rating (Spearman's rho, computed here, at least 0.85)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.sudoku import Grade, Technique, parse_grid, rate, run_logic, solve, transform
from game.logic.sudoku.grader import EASY_CHOICES, refill_grade
from game.logic.sudoku.solver import initial_candidates
from game.logic.sudoku.techniques import FINDERS, Board
from tests.datasets import public_sudoku, se_rows
from tests.stats import spearman
from tests.properties import Tally


def test_spearman_helper_on_known_cases():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == 1.0
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == -1.0
    # textbook case with ties: rho = 1 - 6*sum(d^2)/(n(n^2-1)) does not hold with ties, so compare
    # against Pearson on hand-computed average ranks: [1.5, 1.5, 3] vs [1, 2, 3] -> 0.866...
    assert abs(spearman([5, 5, 7], [1, 2, 3]) - 0.8660254) < 1e-6


def se_value(row: dict) -> float:
    """The SE rating; the two unrated buckets sit below every rated puzzle (easy < 1.5 <= medium < 2.5)."""
    if row["se_rating"]:
        return float(row["se_rating"])
    return 1.0 if row["bucket"].startswith("easy") else 2.0


def test_grade_rises_with_sudoku_explainer_rating():
    rows = se_rows()
    assert min(float(r["se_rating"]) for r in rows if r["se_rating"]) >= 2.5  # so the bucket stand-ins rank right
    grades = [rate(parse_grid(r["puzzle"])).grade for r in rows]
    assert all(g is not None for g in grades)
    rho = spearman([se_value(r) for r in rows], [float(g) for g in grades])
    assert rho >= 0.85, rho
    # and the ends line up with the published mapping: SE >= 6.2 needs trial and error, SE < 1.5 is easy-ish
    assert all(g == Grade.EVIL for r, g in zip(rows, grades) if r["se_rating"] and float(r["se_rating"]) >= 6.2)
    assert all(g <= Grade.MEDIUM for r, g in zip(rows, grades) if r["bucket"].startswith("easy"))


@pytest.mark.oracle
def test_every_deduction_agrees_with_the_solution_and_every_technique_is_used():
    used: set[Technique] = set()
    for text in public_sudoku():
        grid = parse_grid(text)
        solution = solve(grid)
        trace: list = []
        run = run_logic(grid, trace=trace)
        for d in trace:
            used.add(d.technique)
            for cell, digit in d.placements:
                assert solution[cell] == digit, (text, d)
            for cell, digit in d.eliminations:
                assert solution[cell] != digit, (text, d)
            assert d.placements or d.eliminations
        # where the techniques stop, what they filled is still part of the solution
        assert all(v in (0, s) for v, s in zip(run.values, solution))
        assert run.solved == (0 not in run.values)
    assert used == {t for t, _ in FINDERS}


def test_grade_is_invariant_under_sudoku_symmetries():
    rng = random.Random(11)
    for row in se_rows()[::3]:
        grid = parse_grid(row["puzzle"])
        assert rate(transform(grid, rng)).grade == rate(grid).grade, row["puzzle"]


def easy_rounds(grid) -> list[int]:
    """Cells fillable by easy techniques at each round of easy play (independent replay)."""
    easy = [f for t, f in FINDERS if t.grade == Grade.EASY]
    b = Board.from_grid(grid)
    counts = []
    while b.empty:
        found = [d for f in easy for d in f(b)]
        cells = {c for d in found for c, _ in d.placements}
        if not cells:
            return counts + [0]
        counts.append(len(cells))
        for d in found:
            b.apply(d)
    return counts


def test_easy_means_several_cells_fillable_at_every_step():
    graded = [(parse_grid(r["puzzle"]), rate(parse_grid(r["puzzle"])).grade) for r in se_rows()]
    easy = [g for g, grade in graded if grade == Grade.EASY]
    assert easy  # the set has genuinely easy puzzles
    for grid in easy:
        empties = grid.count(0)
        for n in easy_rounds(grid):
            assert n >= min(EASY_CHOICES, empties)
            empties -= n
    # and a puzzle that easy techniques solve with a single choice somewhere is medium, not easy
    demoted = [g for g, grade in graded if grade == Grade.MEDIUM and 0 not in easy_rounds(g)]
    assert demoted


def test_unique_puzzles_beyond_the_techniques_are_evil():
    tally = Tally()
    rows = se_rows()

    @settings(max_examples=10, deadline=None)
    @given(st.integers(0, len(rows) - 1))
    def check(k):
        grid = parse_grid(rows[k]["puzzle"])
        r = rate(grid)
        assert r.solutions == 1
        assert (r.grade == Grade.EVIL) == (not run_logic(grid).solved)
        assert r.grade == run_logic(grid).grade or r.grade == Grade.EVIL
        tally()

    check()
    tally.require(checked=8)


def test_ambiguous_and_impossible_grids_are_not_graded():
    assert rate((0,) * 81).grade is None and rate((0,) * 81).solutions == 2
    assert rate((1, 1) + (0,) * 79).solutions == 0


def test_the_diggers_quick_check_agrees_with_the_full_run():
    """`refill_grade` (singles by propagation, then the harder finders) gives the grade of a full technique run
    that stops once the goal cells are filled: MEDIUM for singles (it cannot tell easy from medium), None when the
    techniques up to the grade get stuck. The digger asks it only of grids with one solution, as these are."""
    rng = random.Random(4)
    for text in public_sudoku()[::3]:
        grid = parse_grid(text)
        empty = tuple(i for i in range(81) if not grid[i])
        for goal in (empty, tuple(rng.sample(empty, 2))):
            for g in (Grade.MEDIUM, Grade.HARD, Grade.EXPERT, Grade.EXTREME):
                run = run_logic(grid, g, goal=goal)
                want = max(run.grade, Grade.MEDIUM) if run.solved and run.grade <= g else None
                cands = initial_candidates(grid)
                assert cands is not None
                assert refill_grade(cands, g, goal) == want, (text, g, goal)


def matching_eliminations(b: Board, unit: int) -> set[tuple[int, int]]:
    """Brute force: the candidates of a unit that no way of completing the unit alone can use
    (every permutation of its missing digits over its empty cells is tried)."""
    from itertools import permutations

    from game.logic.sudoku.board import DIGITS, UNITS

    empty = [i for i in UNITS[unit] if b.cands[i]]
    missing = [d for d in range(1, 10) if d not in {b.values[i] for i in UNITS[unit]}]
    usable = set()
    for perm in permutations(missing):
        if all(b.cands[i] >> (d - 1) & 1 for i, d in zip(empty, perm)):
            usable.update(zip(empty, perm))
    return {(i, d) for i in empty for d in DIGITS[b.cands[i]]} - usable


@pytest.mark.oracle
def test_singles_and_subsets_find_every_elimination_a_unit_allows():
    """Hall's theorem: in a unit with at most 7 empty cells, every candidate that fits no completion
    of the unit is removed by a naked or hidden single, pair or triple there (a naked set of k cells
    is a hidden set of the other n-k). So the finders must miss nothing the brute force finds."""
    from game.logic.sudoku.board import DIGITS, UNITS
    from game.logic.sudoku.techniques import (
        full_house, hidden_pair, hidden_single_box, hidden_single_line, hidden_triple, naked_pair,
        naked_single, naked_triple,
    )

    checked = 0
    for text in public_sudoku()[::6]:
        b = Board.from_grid(parse_grid(text))
        found: dict[int, set] = {u: set() for u in range(27)}
        for finder in (naked_pair, hidden_pair, naked_triple, hidden_triple):
            for d in finder(b):
                found[d.units[0]].update(d.eliminations)
        for finder in (hidden_single_box, hidden_single_line):
            for d in finder(b):
                (i, digit), = d.placements
                found[d.units[0]].update((i, x) for x in DIGITS[b.cands[i]] if x != digit)
        for finder in (naked_single, full_house):
            for d in finder(b):
                (i, digit), = d.placements
                for u in range(27):
                    if i in UNITS[u]:
                        found[u].update((j, digit) for j in UNITS[u] if j != i and b.cands[j] >> (digit - 1) & 1)
        for u in range(27):
            if 2 <= sum(1 for i in UNITS[u] if b.cands[i]) <= 7:
                assert found[u] == matching_eliminations(b, u), (text, u)
                checked += 1
    assert checked > 200
