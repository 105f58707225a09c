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


# --- the digger's shortcuts against plain checks ------------------------------------------------------------

from game.logic.sudoku.generator import Unavoidable, dig, grade_of_dug, redig, two_digit_sets  # noqa: E402
from game.logic.sudoku.fullgrid import random_full_grid, random_layout  # noqa: E402


def _cells_of(mask: int) -> list[int]:
    return [i for i in range(81) if mask >> i & 1]


def _ambiguous_without(grid, cells) -> bool:
    """The plain check of an unavoidable set: blank its cells and count solutions."""
    blanked = tuple(0 if i in cells else d for i, d in enumerate(grid))
    return count_solutions(blanked, limit=2) == 2


def test_two_digit_sets_are_unavoidable_and_cover_their_digits():
    tally = Tally()

    @settings(max_examples=10, deadline=None)
    @given(seed=st.integers(0, 10**6))
    def check(seed):
        grid = random_full_grid(random.Random(seed))
        sets = two_digit_sets(grid)
        assert sum(len(_cells_of(s)) for s in sets) == 36 * 18  # each pair's 18 cells, split into sets
        for s in sets:
            cells = set(_cells_of(s))
            assert len({grid[i] for i in cells}) == 2 and _ambiguous_without(grid, cells)
        tally()

    check()
    tally.require(checked=10)


def test_known_sets_stay_unavoidable_on_transformed_grids():
    """Sets learned while digging (second solutions) and carried to transformed grids by the frame: blanking
    one on the current grid leaves two solutions."""
    tally = Tally()

    @settings(max_examples=6, deadline=None)
    @given(seed=st.integers(0, 10**6))
    def check(seed):
        rng = random.Random(seed)
        grid = random_full_grid(rng)
        known = Unavoidable()
        dig(grid, Grade.EXPERT, "rotate180", rng, known)
        learned = len(known.sets)
        for _ in range(2):
            relabel, source = random_layout(rng)
            grid = tuple(relabel[grid[i]] for i in source)
            known.move(source)
        for s in sorted(known.sets)[:15]:
            here = {i for i in range(81) if known.frame[i] in _cells_of(s)}
            assert _ambiguous_without(grid, here)
        tally("checked" if learned else "nothing learned")

    check()
    tally.require(checked=3)


def test_the_digs_grade_bound_is_the_full_grade():
    """`dig` reports the hardest removal it kept; from hard to extreme that is the puzzle's grade (medium covering
    easy too), which lets failed digs skip the full grading. `redig` counts its own pass only, from a puzzle below
    the target: its bound reaches the target exactly when the puzzle does."""
    tally = Tally()

    @settings(max_examples=12, deadline=None)
    @given(seed=st.integers(0, 10**6), grade=st.sampled_from([Grade.HARD, Grade.EXPERT, Grade.EXTREME]))
    def check(seed, grade):
        rng = random.Random(seed)
        grid = random_full_grid(rng)
        known = Unavoidable(two_digit_sets(grid))
        puzzle, at_least = dig(grid, grade, "rotate180", rng, known)
        for step in range(3):
            assert count_solutions(puzzle, limit=2) == 1
            full = grade_of_dug(puzzle)
            if step == 0:
                assert at_least == max(full, Grade.MEDIUM), (at_least, full)
            assert at_least <= max(full, Grade.MEDIUM) and (at_least >= grade) == (full == grade), (step, at_least, full)
            tally(f"{'dig' if step == 0 else 'redig'} {at_least.label}")
            if at_least >= grade:
                break
            puzzle, at_least = redig(puzzle, grid, grade, "rotate180", rng, known)

    check()
    tally.require(**{"dig medium": 3, "redig medium": 3})
