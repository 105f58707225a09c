"""Generated puzzles: exactly one solution (naive-free check: the solver's count and a completed-grid
check), exactly the grade asked for (regraded from scratch), the chosen symmetry, and seeded."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.sudoku import (
    SYMMETRIES, GenParams, Grade, count_solutions, generate, is_complete_solution, rate, symmetry_groups,
)
from tests.properties import Tally


def check(gen, grade: Grade, symmetry: str) -> None:
    assert count_solutions(gen.puzzle, limit=2) == 1
    assert is_complete_solution(gen.solution, gen.puzzle)
    r = rate(gen.puzzle)
    assert r.grade == grade and r.solution == gen.solution
    for group in symmetry_groups(symmetry):
        assert len({gen.puzzle[i] == 0 for i in group}) == 1, group  # dug or kept together


def test_generated_puzzles_are_unique_and_exactly_the_grade():
    tally = Tally()

    @settings(max_examples=15, deadline=None)
    @given(seed=st.integers(0, 2**32 - 1), grade=st.sampled_from([g for g in Grade if g != Grade.EVIL]))
    def one_seed(seed, grade):
        check(generate(GenParams(grade), random.Random(seed)), grade, "rotate180")
        tally()

    one_seed()
    tally.require(checked=10)


@pytest.mark.parametrize("grade", list(Grade))
def test_every_grade_for_fixed_seeds(grade):
    for seed in (1, 2):
        check(generate(GenParams(grade), random.Random(seed)), grade, "rotate180")


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_symmetries(symmetry):
    check(generate(GenParams(Grade.MEDIUM, symmetry), random.Random(7)), Grade.MEDIUM, symmetry)


def test_symmetry_groups_partition_the_grid():
    for symmetry in SYMMETRIES:
        cells = [c for g in symmetry_groups(symmetry) for c in g]
        assert sorted(cells) == list(range(81))
    assert (0, 80) in symmetry_groups("rotate180") and (40,) in symmetry_groups("rotate180")
    assert (0, 8) in symmetry_groups("mirror") and (1, 9) in symmetry_groups("diagonal")
    with pytest.raises(ValueError, match="unknown symmetry"):
        symmetry_groups("spiral")


def test_same_seed_same_puzzle():
    a = generate(GenParams(Grade.HARD), random.Random(99))
    b = generate(GenParams(Grade.HARD), random.Random(99))
    assert a == b
