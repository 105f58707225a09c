"""How a row of matches is spaced: a digit that reads 1 takes only the room of its sticks (the ink gap between
the digits of one number is the same whatever they are, so "11" is not "1   1"), and a Roman numeral stands as
close to its sign as letters of a sum are written ("VI + I", not "VI   +   I")."""
from __future__ import annotations

import pygame
import pytest

from game.logic import matchstick as ms
from sprites.matchstick import Board

AREA = pygame.Rect(100, 100, 1080, 300)


def board_for(text: str, rules: ms.Rules | None = None) -> tuple[Board, ms.Puzzle]:
    puzzle = ms.parse_puzzle(text, rules)
    board = Board(puzzle.layout.kinds, AREA)
    board.arrange((cell, name) for cell, kind in enumerate(puzzle.layout.kinds)
                  for bit, name in enumerate(ms.SLOTS[kind]) if puzzle.layout.masks[cell] >> bit & 1)
    return board, puzzle


def ink(board: Board, puzzle: ms.Puzzle, cell: int) -> tuple[float, float]:
    """Left and right edge of a cell as drawn: a 1's two sticks; any other figure's whole frame (all its places,
    empty ones too: a 7 is as wide as an 8), read from where each place is drawn."""
    kind = puzzle.layout.kinds[cell]
    one = kind == ms.DIGIT and ms.read(kind, puzzle.layout.masks[cell]) == "1"
    xs = [x for bit, name in enumerate(ms.SLOTS[kind]) if not one or puzzle.layout.masks[cell] >> bit & 1
          for x, _ in board.slot_pose((cell, name)).ends()]
    return min(xs) - board.thickness / 2, max(xs) + board.thickness / 2


def digit_gap(text: str) -> float:
    board, puzzle = board_for(text)
    return ink(board, puzzle, 1)[0] - ink(board, puzzle, 0)[1]


@pytest.mark.parametrize("number", ["11", "18", "81", "17", "71", "14"])
def test_the_gap_between_two_digits_of_a_number_does_not_depend_on_a_1(number):
    # a full figure's own width is the reference: "88" (every upright present) has the widest ink
    reference = digit_gap("88+0=88")
    gap = digit_gap(f"{number}+0=88")
    unit = board_for("88+0=88")[0].unit
    assert gap == pytest.approx(reference, abs=0.15 * unit), (number, gap, reference)


def test_eleven_is_closer_than_a_figure_apart_and_the_row_stays_centred():
    board, puzzle = board_for("11+4=7")
    first, second = ink(board, puzzle, 0), ink(board, puzzle, 1)
    assert second[0] - first[1] < 0.6 * board.unit                 # not "1   1"
    left = min(ink(board, puzzle, c)[0] for c in range(len(puzzle.layout.kinds)))
    right = max(ink(board, puzzle, c)[1] for c in range(len(puzzle.layout.kinds)))
    assert (left + right) / 2 == pytest.approx(AREA.centerx, abs=0.2 * board.unit)


def test_a_lone_1_stays_where_a_figure_would_stand_between_its_signs():
    board, puzzle = board_for("1+1=2")
    gaps = [ink(board, puzzle, 1)[0] - ink(board, puzzle, 0)[1], ink(board, puzzle, 2)[0] - ink(board, puzzle, 1)[1]]
    ref_board, ref = board_for("8+8=8")
    ref_gap = ink(ref_board, ref, 1)[0] - ink(ref_board, ref, 0)[1]
    for gap in gaps:                                    # a 1 stands off a sign as an 8 does
        assert gap == pytest.approx(ref_gap, abs=0.15 * board.unit)


def test_a_roman_numeral_stands_close_to_its_sign():
    board, puzzle = board_for("VI=VII+I")
    kinds = puzzle.layout.kinds
    shown = [c for c in range(len(kinds)) if puzzle.layout.masks[c]]

    def ink(board, puzzle, cell):   # a letter's or a sign's sticks
        xs = [x for bit, name in enumerate(ms.SLOTS[kinds[cell]]) if puzzle.layout.masks[cell] >> bit & 1
              for x, _ in board.slot_pose((cell, name)).ends()]
        return min(xs) - board.thickness / 2, max(xs) + board.thickness / 2

    stick = board.slot_pose(next((c, n) for c in shown for n in ms.SLOTS[kinds[c]]
                                 if puzzle.layout.masks[c] >> ms.SLOTS[kinds[c]].index(n) & 1)).length
    for a, b in zip(shown, shown[1:]):
        if (kinds[a] == ms.OP) != (kinds[b] == ms.OP):   # a letter beside a sign
            gap = ink(board, puzzle, b)[0] - ink(board, puzzle, a)[1]
            assert 0 < gap < 0.6 * stick, (a, b, gap, stick)
