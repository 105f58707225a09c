"""The fast sudoku paths against the plain ones: `rate` (techniques first, no second-solution search when
they finish) against `rate_plain` (search for two solutions, then a full technique run), and the generator's
candidates built from carried unit digits against candidates built from scratch."""
from __future__ import annotations


import pytest
from hypothesis import event, example, given, settings, strategies as st

from game.logic.sudoku import Grade
from game.logic.sudoku.board import BIT, UNITS_OF
from game.logic.sudoku.grader import rate, rate_plain
from game.logic.sudoku.solver import candidates_from, initial_candidates
from tests.datasets import sudoku_lines
from tests.properties import Tally
from tests.sudoku.grids import dug_grid

HARD_SETS = ("norvig_top95.txt", "norvig_hardest.txt", "royle17_first50.txt")


@pytest.mark.oracle
def test_the_156_hard_puzzles_rate_the_same_both_ways():
    grades = set()
    for name in HARD_SETS:
        for text in sudoku_lines(name):
            fast = rate(text)
            assert fast == rate_plain(text), text
            assert fast.solutions == 1
            grades.add(fast.grade)
    assert Grade.EVIL in grades and len(grades) >= 4  # both the finished and the searched paths ran


def test_random_puzzles_rate_the_same_both_ways():
    seen: dict[str, int] = {}

    # Random digs are mostly ambiguous or broken; these always-run examples are unique puzzles of three grades
    # (easy, medium, extreme), a broken one and an ambiguous one, so the coverage asserted below never rests on chance.
    @settings(max_examples=80, deadline=None)
    @given(seed=st.integers(0, 10**6), keep=st.integers(17, 45), change=st.sampled_from([False, False, False, True]))
    @example(seed=7, keep=40, change=False)
    @example(seed=13, keep=40, change=False)
    @example(seed=210, keep=32, change=False)
    @example(seed=0, keep=40, change=True)   # no solution
    @example(seed=0, keep=20, change=False)  # several
    def agree(seed: int, keep: int, change: bool) -> None:
        puzzle = dug_grid(seed, keep, change)
        fast = rate(puzzle)
        assert fast == rate_plain(puzzle)
        kind = {0: "no solution", 1: fast.grade.label if fast.grade is not None else "?", 2: "several"}[fast.solutions]
        event(kind)
        seen[kind] = seen.get(kind, 0) + 1

    agree()
    assert sum(seen.values()) >= 40  # the examples reached the assertion
    assert seen.get("several", 0) and seen.get("no solution", 0)  # ambiguous and broken grids were compared
    assert len(set(seen) - {"several", "no solution"}) >= 2  # and unique ones of more than one grade


def test_candidates_from_carried_unit_digits_are_the_initial_candidates():
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(seed=st.integers(0, 10**6), keep=st.integers(17, 81))
    def check(seed, keep):
        puzzle = dug_grid(seed, keep)
        used = [0] * 27
        for i, d in enumerate(puzzle):
            for u in UNITS_OF[i]:
                used[u] |= BIT[d] if d else 0
        fresh = initial_candidates(puzzle)
        assert fresh is not None
        assert candidates_from(puzzle, used) == fresh
        kind = "some cells open" if any(m & (m - 1) for m in fresh) else "singles finish it"
        event(kind)
        tally(kind)

    check()
    tally.require(**{"some cells open": 10})
