"""Stone duel moves and positions: the move text and its two typed errors (a text that does not parse, a move not
allowed here), the heaps, the legal moves, turns and who took the last stone."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.logic import stones
from game.logic.common import IllegalMoveError, InvalidMoveError, MoveError, PuzzleError, Status
from game.logic.stones import Move, Rule, State
from tests.properties import Tally


def test_move_text_round_trips():
    tally = Tally()

    @given(heap=st.integers(0, 10 ** 12), take=st.integers(1, 10 ** 12))
    def check(heap, take):
        move = Move(heap, take)
        assert str(move) == f"T {heap} {take}"
        assert Move.parse(str(move)) == move == stones.parse_move(stones.format_move(move))
        tally()

    check()
    tally.require(checked=50)


@pytest.mark.parametrize("text", ["", "T", "T 1", "T 1 2 3", "t 1 2", "T -1 2", "T 1 -2", "T 1 0", "T a 2",
                                  "T 1.5 2", "M 1 2", "T ١ 2", None, 12])
def test_bad_move_text_is_rejected_clearly(text):
    with pytest.raises(MoveError):
        Move.parse(text)


def test_illegal_moves_are_rejected_with_the_reason():
    state = State((3, 0, 2))
    with pytest.raises(MoveError, match="no heap 3"):
        stones.apply(state, "T 3 1")
    with pytest.raises(MoveError, match="holds only 0"):
        stones.apply(state, Move(1, 1))
    with pytest.raises(MoveError, match="holds only 2"):
        stones.apply(state, "T 2 3")


@pytest.mark.parametrize("heaps", [(-1, 2), (1, 2.0), (True, 1), ("3",), "123"])
def test_bad_heaps_are_rejected_naming_the_heap(heaps):
    with pytest.raises(PuzzleError, match="heap"):
        State(heaps)


def test_legal_moves_are_exactly_the_single_heap_reductions():
    tally = Tally()

    @given(heaps=st.lists(st.integers(0, 6), max_size=5))
    def check(heaps):
        state = State(tuple(heaps))
        moves = list(stones.legal_moves(state))
        assert len(moves) == len(set(moves)) == sum(heaps)
        reached = {stones.apply(state, m).heaps for m in moves}
        expected = {tuple(v if j == i else h for j, h in enumerate(heaps))
                    for i, h in enumerate(heaps) for v in range(h)}
        assert reached == expected
        tally("with moves" if moves else "no moves")

    check()
    tally.require(**{"with moves": 30, "no moves": 1})


def test_turns_alternate_and_the_last_taker_is_named():
    state = State((2, 1), stones.PLAYER, Rule.MISERE)
    state = stones.apply(state, "T 0 2")
    assert state.to_move == stones.OPPONENT and stones.status(state) is Status.PLAYING
    assert stones.winner(state) is None and stones.last_taker(state) is None
    state = stones.apply(state, "T 1 1")  # the opponent takes the last stone
    assert stones.last_taker(state) == stones.OPPONENT
    assert stones.winner(state) == stones.PLAYER and stones.status(state) is Status.SOLVED
    normal = stones.apply(stones.apply(State((2, 1), rule=Rule.NORMAL), "T 0 2"), "T 1 1")
    assert stones.winner(normal) == stones.OPPONENT and stones.status(normal) is Status.LOST


def test_logic_module_imports_no_pygame():
    source = Path(stones.__file__).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+pygame", source, re.M)


def test_a_text_that_does_not_parse_and_a_move_not_allowed_are_the_two_typed_errors():
    state = State((3, 0, 2))
    for text in ["", "T 1", "T 1 0", "T -1 2", "take two"]:
        with pytest.raises(InvalidMoveError) as err:
            stones.parse_move(text)
        assert err.value.reason and not isinstance(err.value, IllegalMoveError)
    with pytest.raises(InvalidMoveError, match="at least 1"):
        Move(0, 0)
    for move, reason in [(Move(3, 1), "there is no heap 3 (heaps are 0..2)"), (Move(1, 1), "heap 1 holds only 0 stones"),
                         (Move(2, 3), "heap 2 holds only 2 stones")]:
        with pytest.raises(IllegalMoveError) as err:
            stones.apply(state, move)
        assert err.value.reason == reason and err.value.move_text == str(move)
        assert not isinstance(err.value, InvalidMoveError)
    with pytest.raises(InvalidMoveError):
        stones.apply(state, "T x 1")  # a text handed to apply is parsed first


def test_the_move_that_led_between_two_positions_is_named():
    before = State((3, 4, 5))
    for move in stones.legal_moves(before):
        assert stones.taken(before, stones.apply(before, move)) == move
    for after in [State((3, 4, 5)), State((2, 3, 5)), State((3, 5, 5)), State((3, 4))]:
        with pytest.raises(ValueError, match="no single move"):
            stones.taken(before, after)
