"""`rate`'s bitboard paths against the plain ones: the start state against `initial_candidates`, pointing and
claiming for all digits at once against the union of the two finders' eliminations, and the second-solution search
against `solver.solutions` (the end-to-end check, `rate` against `rate_plain`, is in test_fast_paths.py)."""
from __future__ import annotations

from hypothesis import example, given, settings, strategies as st

from game.logic.sudoku import bitboard, bitgrade, parse_grid
from game.logic.sudoku.board import DIGIT_OF_BIT
from game.logic.sudoku.solver import initial_candidates, solutions
from game.logic.sudoku.techniques import Board, claiming, pointing
from tests.datasets import sudoku_lines
from tests.properties import Tally
from tests.sudoku.grids import dug_grid

HARD = sudoku_lines("norvig_top95.txt")[:6]  # stuck after singles: pointing and claiming have work
CLASH = (5, 5) + (0,) * 79  # two givens that clash in row 1


def _locked_plain(cands: list[int]) -> int:
    """Every elimination of the pointing and claiming finders, as bits."""
    values = [DIGIT_OF_BIT[m] if not m & (m - 1) else 0 for m in cands]
    board = Board(values, [0 if v else m for v, m in zip(values, cands)])
    return sum({bitboard.bit(cell, digit) for f in (pointing, claiming) for d in f(board)
                for cell, digit in d.eliminations})


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), keep=st.integers(20, 40), change=st.booleans())
@example(seed=0, keep=40, change=True)  # no solution
def test_start_state_is_the_initial_candidates(seed: int, keep: int, change: bool) -> None:
    grid = dug_grid(seed, keep, change)
    state, plain = bitgrade.start_state(grid), initial_candidates(grid)
    assert (state is None) == (plain is None)
    assert state is None or bitboard.to_cands(state[0]) == plain


def test_clashing_givens_have_no_start_state() -> None:
    assert bitgrade.start_state(CLASH) is None and initial_candidates(CLASH) is None


def test_locked_candidates_are_pointing_and_claiming() -> None:
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(grid=st.one_of(st.builds(dug_grid, st.integers(0, 10**6), st.integers(20, 32)),
                          st.sampled_from([parse_grid(p) for p in HARD])))
    @example(grid=parse_grid(HARD[0]))  # each of the six has pointing or claiming work at the start
    @example(grid=parse_grid(HARD[1]))
    @example(grid=parse_grid(HARD[2]))
    @example(grid=parse_grid(HARD[3]))
    @example(grid=parse_grid(HARD[4]))
    @example(grid=dug_grid(0, 81))  # solved: nothing to rule out
    def check(grid: tuple[int, ...]) -> None:
        state = bitgrade.start_state(grid)
        if state is None:
            tally("contradiction")
            return
        want = _locked_plain(bitboard.to_cands(state[0]))
        assert bitgrade.locked_candidates(state[0]) == want
        tally("eliminations" if want else "none")

    check()
    tally.require(eliminations=5, none=1)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), keep=st.integers(18, 30))
@example(seed=0, keep=20)  # several solutions
@example(seed=7, keep=30)
def test_solutions_below_count_as_the_solver(seed: int, keep: int) -> None:
    grid = dug_grid(seed, keep)
    state = bitgrade.start_state(grid)
    assert state is not None  # dug from a full grid
    found = bitboard.solutions_below(state, 2)
    plain = solutions(grid, 2)
    assert len(found) == len(plain)
    if len(found) == 1:
        assert bitboard.to_grid(found[0]) == plain[0]
