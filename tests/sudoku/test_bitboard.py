"""The generator's bitboard routines against the solver's plain ones: the state of the givens against the pencil
marks, the singles closure against `initial_candidates` (same candidates, same contradictions), the goal stop
against the full closure, the branching cell against `_first_fewest`, and the second-solution witness against
`solver.other_solution` (the same grid)."""
from __future__ import annotations

from hypothesis import event, given, settings, strategies as st

from game.logic.sudoku import bitboard, solve
from game.logic.sudoku.board import BIT, candidates, clashes
from game.logic.sudoku.solver import _first_fewest, initial_candidates, other_solution
from tests.properties import Tally
from tests.sudoku.grids import dug_grid, public_digs

grids = st.builds(dug_grid, st.integers(0, 10**6), st.integers(17, 60), st.booleans())


def test_closure_is_the_solvers_propagation():
    tally = Tally()

    @settings(max_examples=200, deadline=None)
    @given(grid=grids)
    def check(grid):
        assert not clashes(grid)
        marks = candidates(grid)  # the givens' peers only, before any singles
        assert bitboard.to_cands(bitboard.from_grid(grid)[0]) == [BIT[d] if d else m for d, m in zip(grid, marks)]
        plain = initial_candidates(grid)
        state = bitboard.closure(*bitboard.from_grid(grid))
        assert (state is None) == (plain is None)
        if state is None:
            kind = "contradiction"
        else:
            assert bitboard.to_cands(state[0]) == plain
            kind = "open cells" if any(m & (m - 1) for m in plain) else "solved"
            if kind == "solved":
                assert bitboard.to_grid(state[0]) == solve(grid)
        event(kind)
        tally(kind)

    check()
    tally.require(contradiction=10, **{"open cells": 30, "solved": 20})


def test_the_goal_stop_answers_as_the_full_closure():
    """For grids with a solution (dug from a full grid): the closure stopped at `goal` has every goal cell single
    exactly when the full closure does."""
    tally = Tally()

    @settings(max_examples=120, deadline=None)
    @given(seed=st.integers(0, 10**6), keep=st.integers(20, 60), data=st.data())
    def check(seed, keep, data):
        grid = dug_grid(seed, keep)
        open_cells = [i for i in range(81) if not grid[i]]
        goal = data.draw(st.lists(st.sampled_from(open_cells), min_size=1, max_size=4, unique=True))
        full = bitboard.closure(*bitboard.from_grid(grid))
        early = bitboard.closure(*bitboard.from_grid(grid), goal=sum(1 << i for i in goal))
        assert full is not None and early is not None
        filled = all(bitboard.is_single(full[0], i) for i in goal)
        assert all(bitboard.is_single(early[0], i) for i in goal) == filled
        tally("filled" if filled else "not filled")

    check()
    tally.require(filled=10, **{"not filled": 10})


def test_the_branching_cell_is_the_solvers():
    """Propagated states nearly always have a two-candidate cell; the unpropagated givens mostly not (the
    fallback to the fewest candidates)."""
    tally = Tally()

    @settings(max_examples=80, deadline=None)
    @given(grid=grids, propagate=st.booleans())
    def check(grid, propagate):
        state = bitboard.closure(*bitboard.from_grid(grid)) if propagate else bitboard.from_grid(grid)
        if state is None:
            return
        c = bitboard.to_cands(state[0])
        cell = bitboard._branch_cell(state[0])
        assert cell == _first_fewest(c)
        kind = "solved" if cell < 0 else "two candidates" if bin(c[cell]).count("1") == 2 else "more"
        event(kind)
        tally(kind)

    check()
    tally.require(**{"two candidates": 10, "more": 5})


def test_other_solution_finds_the_solvers_witness():
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(case=public_digs)
    def check(case):
        grid, full, dug = case
        cands = initial_candidates(grid)
        state = bitboard.closure(*bitboard.from_grid(grid))
        assert cands is not None and state is not None
        plain = other_solution(cands, dug, full)
        witness = bitboard.other_solution(state, dug, full)
        assert (witness is None) == (plain is None)
        if witness is not None and plain is not None:
            assert bitboard.to_grid(witness) == plain
            apart = bitboard.cells_apart(witness, bitboard.from_grid(full)[1])
            assert apart == sum(1 << i for i in range(81) if plain[i] != full[i])
        tally("ambiguous" if plain is not None else "unique")

    check()
    tally.require(ambiguous=5, unique=5)
