"""Playing a shape puzzle: the moves the task allows, the K-move budget, status, hints and lines of play."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.levels import load_level_file
from game.logic.common import IllegalMoveError, Status
from game.logic.shapes import (RULES, Action, Kind, Move, Puzzle, apply, legal_moves, parse_picture, start_state,
                               status)
from game.logic.shapes.puzzle import is_answer
from game.logic.shapes.hints import answers_of

LEVELS = load_level_file(Path(__file__).resolve().parents[2] / "levels" / "shapes.yaml").levels
TWO = ".-.-.\n| | |\n.-.-."


def _state(action: Action, k: int, n: int, picture: str = TWO):
    lattice, start = parse_picture(picture, Kind.SQUARES)
    return start_state(Puzzle(lattice, start, action, k, n))


def test_each_task_lists_only_its_own_kind_of_move():
    remove = _state(Action.REMOVE, 3, 1)
    assert sorted(m.source for m in legal_moves(remove)) == list(range(7))
    add = _state(Action.ADD, 1, 1, ".-.-.\n|   |\n.-.-.")
    assert [m.target for m in legal_moves(add)] == [3]
    move = _state(Action.MOVE, 1, 1, ".-.-.\n| |  \n.-.-.")
    assert len(list(legal_moves(move))) == 6 * 1
    with pytest.raises(IllegalMoveError, match="asks to remove"):
        apply(remove, Move(None, 3))
    with pytest.raises(IllegalMoveError, match="no match there"):
        apply(move, Move(4, 0))


def test_the_kth_move_ends_the_game_solved_or_lost():
    state = _state(Action.REMOVE, 3, 1)
    # take away the right-hand square's three outer sides: the left square remains
    for place in (1, 6, 4):
        assert status(state) is Status.PLAYING
        state = apply(state, Move(place, None))
    assert status(state) is Status.SOLVED and is_answer(state.puzzle, state.layout)
    lost = _state(Action.REMOVE, 3, 1)
    for place in (0, 1, 2):
        lost = apply(lost, Move(place, None))
    assert status(lost) is Status.LOST and not list(legal_moves(lost))
    with pytest.raises(IllegalMoveError, match="moves are made"):
        apply(lost, Move(3, None))


def test_a_match_moved_back_home_uses_a_move_and_cannot_make_an_answer():
    state = _state(Action.MOVE, 2, 1, ".-.-.\n| |  \n.-.-.")
    state = apply(state, Move(0, 4))
    state = apply(state, Move(4, 0))
    assert state.layout == state.puzzle.start and status(state) is Status.LOST


def test_hints_solve_every_shipped_level_in_exactly_k_moves_and_explain_themselves():
    for level in LEVELS:
        state = RULES.start(level.spec)
        moves = 0
        while status(state) is Status.PLAYING:
            hint = RULES.hint(state)
            assert hint is not None, level.id
            assert f"place {hint.move.source if hint.move.source is not None else hint.move.target}" in hint.text
            state = apply(state, hint.move)
            moves += 1
        assert status(state) is Status.SOLVED and moves == level.spec.puzzle.sticks, level.id
        assert state.layout in answers_of(level.spec.puzzle).layouts


def test_solve_from_a_position_part_way_follows_on_from_it():
    level = next(lv for lv in LEVELS if lv.spec.puzzle.action is Action.MOVE and lv.spec.puzzle.sticks >= 2)
    state = RULES.start(level.spec)
    state = apply(state, RULES.solve(state)[0])
    line = RULES.solve(state)
    assert line is not None and len(line) == level.spec.puzzle.sticks - 1
    for move in line:
        state = apply(state, move)
    assert status(state) is Status.SOLVED


def test_no_hint_once_the_answer_is_out_of_reach():
    state = _state(Action.REMOVE, 3, 1)
    state = apply(state, Move(0, None))   # the top of the left square: only the right one can remain...
    state = apply(state, Move(1, None))   # ...and its top is gone too (places are numbered in reading order)
    assert RULES.hint(state) is None and RULES.solve(state) is None
