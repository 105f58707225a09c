"""Game state and moves: text codec, placing, clearing, pencil marks (auto-removed from peers on a
place), undo through the shared History, conflicts against a brute-force pair check, mistakes, status."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.logic.common import MoveError, PuzzleError, Status
from game.logic.history import History
from game.logic.sudoku import (
    Move, State, apply, candidates, cell_name, conflicts, format_move, mistakes, parse_move, solve, status,
)
from game.logic.sudoku.board import BOX_OF, COL_OF, ROW_OF
from tests.datasets import sudoku_lines

PUZZLE = sudoku_lines("norvig_easy50.txt")[0]


def fresh() -> State:
    return State.new(PUZZLE)


moves = st.builds(
    Move,
    kind=st.sampled_from("DCP"),
    cell=st.integers(0, 80),
    digit=st.integers(1, 9),
).map(lambda m: Move("C", m.cell) if m.kind == "C" else m)


@settings(max_examples=100, deadline=None)
@given(moves)
def test_move_text_round_trips(m):
    assert parse_move(format_move(m)) == m
    assert parse_move(format_move(m).lower()) == m
    assert str(m) == format_move(m)


def test_move_text_examples():
    assert parse_move("D r4c7 9") == Move("D", 3 * 9 + 6, 9)
    assert parse_move("C r1c1") == Move("C", 0)
    assert parse_move("P r9c9 3") == Move("P", 80, 3)
    assert cell_name(80) == "r9c9"


@pytest.mark.parametrize("text, message", [
    ("", "expected"), ("X r1c1 3", "expected"), ("D r1c1", "'D CELL DIGIT'"), ("C r1c1 3", "'C CELL'"),
    ("D r0c1 3", "not a cell"), ("D r1c10 3", "not a cell"), ("D r1c1 0", "digit must be 1-9"),
    ("P r1c1 x", "digit must be 1-9"), ("D r1c1 10", "digit must be 1-9"), (None, "must be text"),
])
def test_bad_move_text_is_rejected_with_a_reason(text, message):
    with pytest.raises(MoveError, match=message):
        parse_move(text)


def test_givens_cannot_change_and_marks_need_an_empty_cell():
    s = fresh()
    given_cell = next(i for i, d in enumerate(s.givens) if d)
    with pytest.raises(MoveError, match="is a given"):
        apply(s, Move("D", given_cell, 1))
    empty = s.givens.index(0)
    s = apply(s, Move("D", empty, 5))
    with pytest.raises(MoveError, match="holds a digit"):
        apply(s, Move("P", empty, 3))
    with pytest.raises(MoveError):
        apply(s, Move("D", 81, 3))
    with pytest.raises(PuzzleError):
        State.new("12")


def test_place_clears_the_digit_from_peer_marks_only():
    s = fresh()
    empties = [i for i in range(81) if not s.givens[i]]
    for i in empties:
        for d in (3, 7):
            s = apply(s, Move("P", i, d))
    target = empties[0]
    after = apply(s, f"D {cell_name(target)} 3")
    for i in empties:
        peer = i != target and (ROW_OF[i] == ROW_OF[target] or COL_OF[i] == COL_OF[target] or BOX_OF[i] == BOX_OF[target])
        expected = (7,) if peer else (3, 7)
        assert after.marks_of(i) == (() if i == target else expected), cell_name(i)
    assert after.entries[target] == 3
    # toggling twice restores; clearing empties the cell
    again = apply(apply(after, Move("P", empties[-1], 5)), Move("P", empties[-1], 5))
    assert again == after
    cleared = apply(after, Move("C", target))
    assert cleared.entries[target] == 0 and cleared.marks[target] == 0


def test_undo_restores_the_marks_a_place_removed():
    s = apply(apply(fresh(), "P r1c1 4"), "P r1c2 4")
    h = History(s)
    s2 = apply(h.state, "D r1c1 4")
    h.push(s2, "D r1c1 4")
    assert h.state.marks_of(1) == ()
    assert h.undo().marks_of(1) == (4,) and h.state.marks_of(0) == (4,)
    rebuilt = History.from_record(s, h.to_record(), apply)
    assert rebuilt.state == h.state


def brute_conflicts(grid) -> set[int]:
    out = set()
    for a in range(81):
        for b in range(81):
            if a != b and grid[a] and grid[a] == grid[b] and (
                ROW_OF[a] == ROW_OF[b] or COL_OF[a] == COL_OF[b] or BOX_OF[a] == BOX_OF[b]
            ):
                out.add(a)
    return out


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 80), st.integers(1, 9)), max_size=25))
def test_conflicts_and_mistakes_match_brute_force(placements):
    s = fresh()
    solution = solve(s.givens)
    for cell, digit in placements:
        if not s.givens[cell]:
            s = apply(s, Move("D", cell, digit))
    assert conflicts(s) == brute_conflicts(s.grid)
    assert mistakes(s, solution) == {i for i in range(81) if s.entries[i] and s.entries[i] != solution[i]}


def test_status_turns_solved_only_when_full_and_clash_free():
    s = fresh()
    solution = solve(s.givens)
    empties = [i for i in range(81) if not s.givens[i]]
    random.Random(3).shuffle(empties)
    for i in empties[:-1]:
        s = apply(s, Move("D", i, solution[i]))
        assert status(s) is Status.PLAYING
    last = empties[-1]
    wrong = solution[last] % 9 + 1
    assert status(apply(s, Move("D", last, wrong))) is Status.PLAYING
    done = apply(s, Move("D", last, solution[last]))
    assert status(done) is Status.SOLVED and not conflicts(done) and done.grid == solution


def test_full_pencil_marks_are_the_digits_that_clash_with_nothing():
    s = fresh()
    s = apply(apply(s, Move("D", s.givens.index(0), 5)), Move("D", 80 if not s.givens[80] else 79, 1))
    cands = candidates(s.grid)
    for i in range(81):
        if s.grid[i]:
            assert cands[i] == 0
            continue
        fits = {d for d in range(1, 10) if i not in conflicts(apply(s, Move("D", i, d)))}
        assert {d for d in range(1, 10) if cands[i] >> (d - 1) & 1} == fits, cell_name(i)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20))
def test_any_move_text_parses_or_is_rejected_cleanly(text):
    try:
        move = parse_move(text)
    except MoveError:
        return
    assert parse_move(format_move(move)) == move


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(alphabet="0123456789.xX \n", min_size=75, max_size=85), st.text(max_size=90)))
def test_any_grid_text_parses_or_is_rejected_cleanly(text):
    from game.logic.sudoku import parse_grid

    try:
        grid = parse_grid(text)
    except PuzzleError as err:
        assert str(err)
        return
    assert len(grid) == 81 and all(0 <= d <= 9 for d in grid)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("DCP"), st.integers(0, 80), st.integers(1, 9)), max_size=40))
def test_random_play_only_ever_raises_move_errors(steps):
    s = fresh()
    for kind, cell, digit in steps:
        move = Move("C", cell) if kind == "C" else Move(kind, cell, digit)
        try:
            s = apply(s, move)
        except MoveError:
            continue
        assert all(s.entries[i] == 0 for i in range(81) if s.givens[i])
        assert all(s.marks[i] == 0 for i in range(81) if s.grid[i])  # no marks under a digit
