"""`rate`'s bitboard paths against the plain ones: the start state against `initial_candidates`, pointing and
claiming for all digits at once against the union of the two finders' eliminations, bitfinders.py's pair, triple, fish
and colouring finders against theirs, and the second-solution search against `solver.solutions` (the end-to-end check,
`rate` against `rate_plain`, is in test_fast_paths.py)."""
from __future__ import annotations

from hypothesis import example, given, settings, strategies as st

from game.logic.sudoku import Grade, bitboard, bitfinders, bitgrade, parse_grid
from game.logic.sudoku.board import DIGIT_OF_BIT
from game.logic.sudoku.solver import initial_candidates, solutions
from game.logic.sudoku.techniques import (FINDERS, Board, Finder, claiming, hidden_pair, hidden_triple, naked_pair,
                                          naked_triple, pointing, simple_colouring, swordfish, x_wing)
from tests.datasets import sudoku_lines
from tests.properties import Tally
from tests.sudoku.grids import dug_grid

TOP95 = sudoku_lines("norvig_top95.txt")
HARD = TOP95[:6]  # stuck after singles: pointing and claiming have work
CLASH = (5, 5) + (0,) * 79  # two givens that clash in row 1


def _board(cands: list[int]) -> Board:
    values = [DIGIT_OF_BIT[m] if not m & (m - 1) else 0 for m in cands]
    return Board(values, [0 if v else m for v, m in zip(values, cands)])


def _plain(finders: tuple[Finder, ...], cands: list[int]) -> int:
    """Every elimination of these finders, as bits."""
    board = _board(cands)
    return sum({bitboard.bit(cell, digit) for f in finders for d in f(board) for cell, digit in d.eliminations})


def _locked_plain(cands: list[int]) -> int:
    """Every elimination of the pointing and claiming finders, as bits."""
    return _plain((pointing, claiming), cands)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), keep=st.integers(20, 40), change=st.booleans())
@example(seed=0, keep=40, change=True)  # no solution
@example(seed=49052, keep=20, change=True)  # no solution, and only the bitboard's singles reach the contradiction
def test_start_state_is_the_initial_candidates(seed: int, keep: int, change: bool) -> None:
    """The same candidates; where only one of the two finds a contradiction, the grid has no solution (the
    bitboard's singles may run into one that the plain propagation leaves to the search)."""
    grid = dug_grid(seed, keep, change)
    state, plain = bitgrade.start_state(grid), initial_candidates(grid)
    if (state is None) != (plain is None):
        assert solutions(grid, limit=1) == []
        return
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


HARDER = tuple(f for t, f in FINDERS if t.grade > Grade.HARD)  # past pointing and claiming, in the grader's order


def _closed_states(grid: tuple[int, ...]) -> list[int]:
    """The closed states a technique run passes through (candidates only), walked with the plain finders: the
    start, then after each step (pointing and claiming, else the first harder finder with work) and its singles."""
    out = []
    state = bitgrade.start_state(grid)
    while state is not None and state[1].bit_count() < 81:
        x, placed = state
        out.append(x)
        cands = bitboard.to_cands(x)
        gone = _locked_plain(cands) or next((g for f in HARDER if (g := _plain((f,), cands))), 0)
        if not gone:
            break
        state = bitboard.closure(x & ~gone, placed)
    return out


def test_quick_finders_rule_out_what_their_finders_do() -> None:
    tally = Tally()
    quick = (
        ("naked pair", naked_pair, lambda c, boards, pairs: bitfinders.naked_pairs(c, boards, pairs)),
        ("hidden pair", hidden_pair, lambda c, boards, pairs: bitfinders.hidden_pairs(c)),
        ("naked triple", naked_triple, lambda c, boards, pairs: bitfinders.naked_triples(c, boards)),
        ("hidden triple", hidden_triple, lambda c, boards, pairs: bitfinders.hidden_triples(c)),
        ("x-wing", x_wing, lambda c, boards, pairs: bitfinders.fish(c, boards, 2)),
        ("swordfish", swordfish, lambda c, boards, pairs: bitfinders.fish(c, boards, 3)),
        ("colouring", simple_colouring, lambda c, boards, pairs: bitfinders.simple_colouring(c, boards)),
    )

    @settings(max_examples=40, deadline=None)
    @given(grid=st.one_of(st.builds(dug_grid, st.integers(0, 10**6), st.integers(20, 30), st.booleans()),
                          st.sampled_from([parse_grid(p) for p in TOP95])))
    @example(grid=parse_grid(TOP95[0]))  # these eight pass through states where each finder has work
    @example(grid=parse_grid(TOP95[1]))
    @example(grid=parse_grid(TOP95[2]))
    @example(grid=parse_grid(TOP95[3]))
    @example(grid=parse_grid(TOP95[4]))
    @example(grid=parse_grid(TOP95[5]))
    @example(grid=parse_grid(TOP95[6]))
    @example(grid=parse_grid(TOP95[7]))
    def check(grid: tuple[int, ...]) -> None:
        for x in _closed_states(grid):
            open_cells, pairs = bitboard.open_cells(x)
            boards = [0] + [x >> 81 * d & open_cells for d in range(9)]
            cands = _board(bitboard.to_cands(x)).cands
            for name, finder, fast in quick:
                want = _plain((finder,), bitboard.to_cands(x))
                assert fast(cands, boards, pairs) == want, (name, grid)
                tally(name if want else "nothing")

    check()
    tally.require(**{name: 3 for name, _, _ in quick}, nothing=10)
