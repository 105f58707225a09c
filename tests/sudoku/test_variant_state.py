"""A 9x9 variant behind the contract: its level (a `variant:` field and the one-line puzzle) starts a state whose
moves clear marks along its diagonals and cages, whose clashes and SOLVED follow its houses and cage sums, and whose
hints, followed move by move, solve it."""
from __future__ import annotations

import pytest

from game.logic.common import Status
from game.logic.sudoku import RULES, Move, apply, conflicts, status, variants
from game.logic.sudoku.geo_grader import rate
from tests.datasets import variant_rows


def _level(variant: str, line: str):
    p = variants.parse_puzzle(variant, line)
    grade = rate(p.geo, p.givens).grade
    assert grade is not None
    return RULES.parse_level({"variant": variant, "puzzle": line, "grade": grade.label})


@pytest.mark.parametrize("variant", ("x", "jigsaw", "killer", "6x6"))
def test_hints_play_a_variant_level_to_a_win(variant):
    line, solution = variant_rows(variant)[1]
    level = _level(variant, line)
    assert RULES.check_level(level) == []
    state = RULES.start(level)
    for _ in range(81):
        if status(state) is Status.SOLVED:
            break
        hint = RULES.hint(state)
        assert hint is not None
        state = apply(state, Move.parse(str(hint.move)))
    assert status(state) is Status.SOLVED
    assert "".join(map(str, state.grid)) == solution


def test_the_diagonal_is_a_house_in_play():
    line, solution = variant_rows("x")[0]
    state = RULES.start(_level("x", line))
    empty = [c for c in range(0, 81, 10) if not state.givens[c]]
    a, b = empty[0], empty[1]
    state = apply(state, Move("P", b, 5))
    state = apply(state, Move("D", a, 5))
    assert not state.marks[b]  # placing on the diagonal cleared the mark of the same digit along it
    state = apply(state, Move("D", b, 5))
    assert {a, b} <= conflicts(state)


def test_a_full_killer_grid_with_a_wrong_sum_is_not_solved():
    line, solution = variant_rows("killer")[0]
    level = _level("killer", line)
    state = RULES.start(level)
    for c, ch in enumerate(solution):
        state = apply(state, Move("D", c, int(ch)))
    assert status(state) is Status.SOLVED
    # the solution with 1 and 2 swapped everywhere is still a sudoku (every house whole, no clash), but a cage
    # holding one of them and not the other no longer adds up
    swapped = {1: 2, 2: 1}
    for c, ch in enumerate(solution):
        state = apply(state, Move("D", c, swapped.get(int(ch), int(ch))))
    assert not conflicts(state)
    assert status(state) is Status.PLAYING
