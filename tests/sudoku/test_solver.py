"""Solver, grid codec and full grids, against independent oracles: every public puzzle in
tests/data (checked as a valid completed grid that keeps the givens), and a naive
backtracking count on small random cases."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.common import PuzzleError
from game.logic.sudoku import (
    count_solutions, format_grid, is_complete_solution, parse_grid, random_full_grid, solutions, solve, transform,
)
from tests.datasets import public_sudoku, se_rows, sudoku_lines
from tests.sudoku.oracle import deadly_rectangle, naive_count
from tests.properties import Tally
from tests.sudoku.grids import SHARED, public_digs


@pytest.mark.oracle
def test_every_public_puzzle_has_exactly_one_solution_and_solve_finds_it():
    puzzles = public_sudoku()
    assert len(puzzles) == 50 + 95 + 11 + 50 + 88
    for text in puzzles:
        grid = parse_grid(text)
        found = solutions(grid, limit=3)
        assert len(found) == 1, text
        assert is_complete_solution(found[0], grid), text
        assert solve(grid) == found[0]
        assert count_solutions(grid) == 1


def test_solutions_match_the_published_ones():
    for row in se_rows():
        assert format_grid(solve(parse_grid(row["puzzle"]))) == row["solution"]


def test_count_agrees_with_naive_backtracking():
    """Each drawn dig is checked four ways: as dug, with one digit changed to another than the full grid's, with a
    deadly rectangle blanked too, and with both. The plain dig is nearly always unique, the changed digit nearly
    always clashes and the rectangle always gives two solutions, so every outcome is reached by the drawing
    itself, not by luck (or a fixed seed)."""
    tally = Tally()

    @settings(max_examples=15, deadline=None)
    @given(
        seed=st.integers(0, 10_000),
        blanks=st.sets(st.integers(0, 80), max_size=24),
        change=st.tuples(st.integers(0, 80), st.integers(1, 8)),
    )
    def check(seed, blanks, change):
        full = random_full_grid(random.Random(seed))
        rectangle = deadly_rectangle(full)
        assert rectangle is not None   # (every full grid has one: the oracle must find it)
        cell, offset = change
        for changed in (False, True):
            for ambiguous in (False, True):
                grid = list(full)
                for i in set(blanks) | set(rectangle if ambiguous else ()):
                    grid[i] = 0
                if changed:
                    grid[cell] = (full[cell] - 1 + offset) % 9 + 1   # never the full grid's digit
                grid = tuple(grid)
                expected = naive_count(grid)
                assert count_solutions(grid, limit=2) == min(expected, 2)
                found = solutions(grid, limit=3)
                assert len(found) == expected
                assert len(set(found)) == len(found)
                assert all(is_complete_solution(s, grid) for s in found)
                tally({0: "none", 1: "one"}.get(expected, "several"))

    check()
    tally.require(none=8, one=8, several=8)


def test_empty_grid_has_many_solutions_and_a_clash_none():
    assert count_solutions((0,) * 81) == 2
    assert count_solutions((0,) * 81, limit=5) == 5
    assert solve((1, 1) + (0,) * 79) is None


def test_parse_accepts_dots_and_zeros_and_reports_bad_input_clearly():
    text = sudoku_lines("norvig_top95.txt")[0]
    assert parse_grid(text) == parse_grid(text.replace(".", "0")) == parse_grid(f"  {text}\n")
    with pytest.raises(PuzzleError, match="81 cells, got 80"):
        parse_grid(text[:80])
    with pytest.raises(PuzzleError, match=r"bad character 'x' at position 12 \(r2c3\)"):
        parse_grid(text[:11] + "x" + text[12:])
    with pytest.raises(PuzzleError, match="givens clash: r1c1 and r1c2 both hold 4"):
        parse_grid("44" + text[2:])
    with pytest.raises(PuzzleError, match="givens clash: r1c1 and r2c2 both hold 4"):
        parse_grid(text[:10] + "4" + text[11:])  # same box
    with pytest.raises(PuzzleError):
        parse_grid(None)  # type: ignore[arg-type]


def test_random_full_grids_are_valid_and_seeded():
    grids = set()

    @settings(max_examples=25, deadline=None)
    @given(seed=st.integers(0, 10_000))
    def check(seed):
        g = random_full_grid(random.Random(seed))
        assert is_complete_solution(g)
        assert random_full_grid(random.Random(seed)) == g
        t = transform(g, random.Random(seed + 1))
        assert is_complete_solution(t)
        grids.add(g)

    check()
    assert len(grids) >= 10  # that many seeds checked, and they gave different grids


def test_transform_keeps_puzzles_equivalent():
    rng = random.Random(5)
    for text in public_sudoku()[::7]:
        grid = parse_grid(text)
        t = transform(grid, rng)
        assert sum(1 for d in t if d) == sum(1 for d in grid if d)
        sol = solve(t)
        assert count_solutions(t) == 1 and is_complete_solution(sol, t)
    grids = {transform(random_full_grid(random.Random(1)), random.Random(k)) for k in range(20)}
    assert len(grids) == 20  # the transformations really vary the grid




def test_other_solution_tells_an_ambiguous_dig():
    """The digger's shortcut: with the solution known, a dug grid is ambiguous exactly when some
    solution differs from it in a dug cell. Checked against counting solutions."""
    from game.logic.sudoku.solver import initial_candidates, other_solution

    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(case=public_digs)
    def check(case):
        grid, full, dug = case
        cands = initial_candidates(grid)
        assert cands is not None
        ambiguous = count_solutions(grid) == 2
        other = other_solution(cands, dug, full)
        assert (other is not None) == ambiguous
        if other is not None:  # the witness solves the dug grid and differs in a dug cell
            assert is_complete_solution(other, grid) and any(other[i] != full[i] for i in dug)
        tally("ambiguous" if ambiguous else "unique")

    check()
    tally.require(ambiguous=5, unique=3)


def test_text_and_tuple_grids_are_interchangeable():
    from game.logic.sudoku import rate

    text = SHARED[60]
    assert solve(text) == solve(parse_grid(text))
    assert count_solutions(text) == 1 and rate(text) == rate(parse_grid(text))
    with pytest.raises(PuzzleError):
        solve(text[:-1])
