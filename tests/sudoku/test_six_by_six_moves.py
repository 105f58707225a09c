"""Moves on a 6x6 board: the text names a cell by row and column as on any board ("D r2c5 4"), every cell of the
6x6 grid reads back to itself, digits above 6 and cells off the board are refused with the reason, and a digit
clears its pencil marks along the cell's row, column and 2x3 box (boxes worked out here, not taken from the game)."""
from __future__ import annotations

import pytest

from game.logic.common import IllegalMoveError
from game.logic.sudoku import RULES, Move, apply, legal_moves, parse_move
from tests.datasets import variant_rows


def _six():
    line, solution = variant_rows("6x6")[0]
    level = RULES.parse_level({"variant": "6x6", "puzzle": line, "grade": "easy"})
    return RULES.start(level), [int(ch) for ch in solution]


def _same_unit(a: int, b: int) -> bool:
    (ra, ca), (rb, cb) = divmod(a, 6), divmod(b, 6)
    return ra == rb or ca == cb or (ra // 2 == rb // 2 and ca // 3 == cb // 3)


def test_every_cell_of_a_6x6_board_is_named_by_row_and_column_and_reads_back():
    for cell in range(36):
        r, c = divmod(cell, 6)
        move = Move.at("D", cell, 4, 6)
        assert str(move) == f"D r{r + 1}c{c + 1} 4"
        assert parse_move(str(move)).index(6) == cell


def test_a_digit_above_six_and_a_cell_off_the_board_are_refused_with_the_reason():
    state, _ = _six()
    empty = state.givens.index(0)
    r, c = divmod(empty, 6)
    for digit in (7, 8, 9):
        with pytest.raises(IllegalMoveError, match="1-6"):
            apply(state, parse_move(f"D r{r + 1}c{c + 1} {digit}"))
        with pytest.raises(IllegalMoveError, match="1-6"):
            apply(state, parse_move(f"P r{r + 1}c{c + 1} {digit}"))
    with pytest.raises(IllegalMoveError, match="not on this 6x6 board"):
        apply(state, parse_move("D r7c1 3"))
    with pytest.raises(IllegalMoveError, match="not on this 6x6 board"):
        apply(state, parse_move("C r2c9"))


def test_the_legal_moves_are_digits_1_to_6_on_the_cells_that_are_not_given():
    state, _ = _six()
    moves = legal_moves(state)
    empty = [i for i in range(36) if not state.givens[i]]
    assert len(moves) == len(empty) * 12          # six digits, six pencil marks each; nothing to clear yet
    assert {m.index(6) for m in moves} == set(empty)
    assert {m.digit for m in moves} == set(range(1, 7))


def test_a_digit_clears_its_marks_along_the_row_column_and_box_only():
    state, solution = _six()
    empty = [i for i in range(36) if not state.givens[i]]
    target = empty[0]
    digit = solution[target]
    for cell in empty[1:]:
        state = apply(state, Move.at("P", cell, digit, 6))
    state = apply(state, Move.at("D", target, digit, 6))
    for cell in empty[1:]:
        marked = bool(state.marks[cell] & (1 << (digit - 1)))
        assert marked == (not _same_unit(cell, target)), cell
