"""A sudoku's code: generated puzzles round-trip, no proper sudoku's code is longer than 40 characters (even the
fullest), and a grid without exactly one solution has no code."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.levels import Catalog
from game.logic.codes import code_of, decode
from game.logic.sudoku.board import BOXES
from game.logic.sudoku.generator import GenParams, generate
from game.logic.sudoku.grader import rate
from game.logic.sudoku.grades import Grade
from game.logic.sudoku.levels import SudokuLevel
from tests.properties import Tally

SHIPPED = [level.spec for level in Catalog.load().levels("sudoku") if level.spec.variant == "classic"]


def relabelled(puzzle: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    """The same puzzle under a random symmetry of sudoku: digits renamed, bands, stacks, rows within a band and
    columns within a stack shuffled, maybe transposed (the count of solutions is unchanged)."""
    digits = list(range(1, 10))
    rng.shuffle(digits)
    bands, stacks = rng.sample(range(3), 3), rng.sample(range(3), 3)
    rows = [b * 3 + r for b in bands for r in rng.sample(range(3), 3)]
    cols = [s * 3 + c for s in stacks for c in rng.sample(range(3), 3)]
    grid = [puzzle[rows[r] * 9 + cols[c]] for r in range(9) for c in range(9)]
    if rng.random() < 0.5:
        grid = [grid[c * 9 + r] for r in range(9) for c in range(9)]
    return tuple(0 if d == 0 else digits[d - 1] for d in grid)


def test_relabelled_shipped_sudokus_round_trip_within_40_characters() -> None:
    tally = Tally()

    @settings(max_examples=40, deadline=None)
    @given(st.sampled_from(SHIPPED), st.integers(0, 2**32))
    def check(level: SudokuLevel, seed: int) -> None:
        puzzle = relabelled(level.puzzle, random.Random(seed))
        code = code_of("sudoku", SudokuLevel(puzzle, level.grade))
        assert len(code) <= 40
        back = decode(code).level
        assert back.puzzle == puzzle
        assert back.grade == rate(puzzle).grade
        tally()

    check()
    tally.require(checked=40)


def test_generated_sudokus_round_trip() -> None:
    for seed, grade in enumerate((Grade.EASY, Grade.MEDIUM, Grade.HARD)):
        made = generate(GenParams(grade), random.Random(seed))
        code = code_of("sudoku", SudokuLevel(made.puzzle, made.grade))
        assert decode(code).level.puzzle == made.puzzle and len(code) <= 40


@pytest.mark.parametrize("blanks", [1, 2, 5, 20])
def test_the_fullest_sudokus_still_fit_in_40_characters(blanks: int) -> None:
    solution = rate(SHIPPED[0].puzzle).solution
    assert solution is not None
    rng = random.Random(blanks)
    for _ in range(10):
        empty = set(rng.sample(range(81), blanks))
        puzzle = tuple(0 if i in empty else d for i, d in enumerate(solution))
        if rate(puzzle).solutions != 1:
            continue
        code = code_of("sudoku", SudokuLevel(puzzle, Grade.EASY))
        assert len(code) <= 40 and decode(code).level.puzzle == puzzle


def test_a_grid_with_several_solutions_or_none_has_no_code() -> None:
    two = tuple(d if i not in BOXES[0] else 0 for i, d in enumerate(SHIPPED[0].puzzle))
    assert rate(two).solutions == 2
    with pytest.raises(ValueError, match="exactly one solution"):
        code_of("sudoku", SudokuLevel(two, Grade.EASY))
    clash = (1, 1) + (0,) * 79
    with pytest.raises(ValueError):
        code_of("sudoku", SudokuLevel(clash, Grade.EASY))
