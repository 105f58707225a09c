"""Game state and moves: text codec, placing, clearing, pencil marks (auto-removed from peers on a
place), undo through the shared History, conflicts against a brute-force pair check, mistakes, status."""
from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings, strategies as st

from game.logic.common import IllegalMoveError, InvalidMoveError, PuzzleError, Status
from game.logic.history import History
from game.logic.sudoku import (
    Move, State, apply, candidates, cell_name, conflicts, format_grid, format_move, mistakes, parse_grid, parse_move,
    solve, status,
)
from game.logic.sudoku.board import BOX_OF, COL_OF, ROW_OF
from tests.datasets import public_sudoku, sudoku_lines
from tests.properties import Tally
from game.logic.sudoku import legal_moves as listed_moves
from tests.sudoku.moves import candidate_moves
from tests.sudoku.oracle import brute_conflicts, legal_moves

PUZZLE = sudoku_lines("norvig_easy50.txt")[0]


def fresh() -> State:
    return State.new(PUZZLE)


@st.composite
def played(draw, most: int = 12) -> State:
    """A state reached from the puzzle by legal moves."""
    s = fresh()
    for _ in range(draw(st.integers(0, most))):
        s = apply(s, draw(st.sampled_from(legal_moves(s))))
    return s


@st.composite
def legal_move_and_state(draw) -> tuple[State, Move]:
    """A played state and one of its legal moves, of each kind about as often (clears are rare otherwise)."""
    s = draw(played())
    kind = draw(st.sampled_from("DCP"))
    return s, draw(st.sampled_from([m for m in legal_moves(s) if m.kind == kind]))


@st.composite
def move_texts(draw) -> tuple[Move, str]:
    """A legal move and its text as a player might type it: any case, any spacing."""
    _, move = draw(legal_move_and_state())
    words = format_move(move).split()
    words = [w.lower() if draw(st.booleans()) else w for w in words]
    gaps = [draw(st.sampled_from([" ", "  ", "\t"])) for _ in words[1:]]
    text = words[0] + "".join(g + w for g, w in zip(gaps, words[1:]))
    return move, draw(st.sampled_from(["", " "])) + text + draw(st.sampled_from(["", " ", "\n"]))


def test_move_text_round_trips():
    tally = Tally()

    @settings(max_examples=100, deadline=None)
    @given(legal_move_and_state())
    def check(state_and_move):
        state, m = state_and_move
        assert parse_move(format_move(m)) == m
        assert parse_move(format_move(m).lower()) == m
        assert str(m) == format_move(m)
        assert apply(state, format_move(m)) == apply(state, m)
        tally(m.kind)

    check()
    tally.require(D=5, C=5, P=5)


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
    with pytest.raises(InvalidMoveError, match=message) as err:
        parse_move(text)
    assert message in err.value.reason


def test_givens_cannot_change_and_marks_need_an_empty_cell():
    s = fresh()
    given_cell = next(i for i, d in enumerate(s.givens) if d)
    with pytest.raises(IllegalMoveError, match="is a given"):
        apply(s, Move("D", given_cell, 1))
    empty = s.givens.index(0)
    s = apply(s, Move("D", empty, 5))
    with pytest.raises(IllegalMoveError, match="holds a digit"):
        apply(s, Move("P", empty, 3))
    with pytest.raises(IllegalMoveError):
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


def test_conflicts_and_mistakes_match_brute_force():
    tally = Tally()
    solution = solve(fresh().givens)

    empties = [i for i in range(81) if not fresh().givens[i]]

    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.tuples(st.integers(0, 80), st.integers(1, 9)), max_size=25))
    # clash-free boards (nothing placed, or the solution's own digits) reach that tally whatever the draw
    @example([])
    @example([(i, solution[i]) for i in empties[:3]])
    @example([(i, solution[i]) for i in empties[::4]])
    def check(placements):
        s = fresh()
        for cell, digit in placements:
            if not s.givens[cell]:
                s = apply(s, Move("D", cell, digit))
        assert conflicts(s) == brute_conflicts(s.grid)
        assert mistakes(s, solution) == {i for i in range(81) if s.entries[i] and s.entries[i] != solution[i]}
        tally("clashing" if conflicts(s) else "clash-free")

    check()
    tally.require(clashing=5, **{"clash-free": 3})


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


def test_any_move_text_parses_or_is_rejected_cleanly():
    """Legal moves' texts as typed (any case and spacing) parse to the move they name; any other text is
    rejected with an InvalidMoveError."""
    tally = Tally()

    @settings(max_examples=200, deadline=None)
    @given(st.one_of(move_texts(), st.text(max_size=20).map(lambda text: (None, text))))
    def check(case):
        meant, text = case
        try:
            move = parse_move(text)
        except InvalidMoveError:
            assert meant is None, text  # a legal move's text is never rejected
            tally("rejected")
            return
        assert parse_move(format_move(move)) == move
        assert meant is None or move == meant
        tally("parsed")

    check()
    tally.require(parsed=50, rejected=8)


@st.composite
def grid_texts(draw) -> str:
    """A public puzzle as someone might paste it: dots or zeros, stray whitespace, perhaps one cell changed
    (which may make the givens clash) or one character cut or added."""
    text = draw(st.sampled_from(public_sudoku()[::5])).replace(".", "0")
    if draw(st.booleans()):
        text = text.replace("0", ".")
    edit = draw(st.sampled_from(["none", "none", "none", "digit", "cut", "extra"]))
    at = draw(st.integers(0, 80))
    if edit == "digit":
        text = text[:at] + draw(st.sampled_from("123456789")) + text[at + 1:]
    elif edit == "cut":
        text = text[:at] + text[at + 1:]
    elif edit == "extra":
        text = text[:at] + draw(st.sampled_from("0x9")) + text[at:]
    return draw(st.sampled_from(["", "  ", "\n"])) + text + draw(st.sampled_from(["", "\n", " "]))


def test_any_grid_text_parses_or_is_rejected_cleanly():
    tally = Tally()

    @settings(max_examples=200, deadline=None)
    @given(st.one_of(grid_texts(), st.text(alphabet="0123456789.xX \n", min_size=75, max_size=85),
                     st.text(max_size=90)))
    def check(text):
        try:
            grid = parse_grid(text)
        except PuzzleError as err:
            assert str(err)
            tally("rejected")
            return
        assert len(grid) == 81 and all(0 <= d <= 9 for d in grid)
        assert parse_grid(format_grid(grid)) == grid
        assert [d for d in grid if d] == [int(c) for c in text if c in "123456789"]
        tally("parsed")

    check()
    tally.require(parsed=15, rejected=50)


def test_random_play_only_ever_raises_move_errors():
    tally = Tally()

    @settings(max_examples=60, deadline=None)
    @given(st.lists(st.tuples(st.sampled_from("DCP"), st.integers(0, 80), st.integers(1, 9)), min_size=5, max_size=40))
    def check(steps):
        s = fresh()
        for kind, cell, digit in steps:
            move = Move("C", cell) if kind == "C" else Move(kind, cell, digit)
            try:
                s = apply(s, move)
            except IllegalMoveError:
                tally("rejected")
                continue
            assert all(s.entries[i] == 0 for i in range(81) if s.givens[i])
            assert all(s.marks[i] == 0 for i in range(81) if s.grid[i])  # no marks under a digit
            tally("applied")

    check()
    tally.require(applied=50, rejected=10)


def test_writing_the_same_digit_or_clearing_a_blank_cell_has_no_effect():
    s = fresh()
    cell = s.givens.index(0)
    placed = apply(s, Move("D", cell, 5))
    assert apply(placed, Move("D", cell, 5)) is placed                   # the digit the cell already holds
    assert apply(s, Move("C", cell)) is s                                # nothing to clear
    assert Move("D", cell, 5) not in listed_moves(placed) and Move("C", cell) not in listed_moves(s)
    marked = apply(s, Move("P", cell, 3))
    assert Move("C", cell) in listed_moves(marked)                       # clearing pencil marks is a move
    assert apply(marked, Move("C", cell)) == s


def test_legal_moves_are_exactly_the_accepted_moves_that_change_the_state():
    tally = Tally()

    @settings(max_examples=25, deadline=None)
    @given(played(20))
    def check(state):
        listed = {format_move(m) for m in listed_moves(state)}
        for text in candidate_moves(state):
            try:
                move = parse_move(text)
            except InvalidMoveError:
                tally("unparsed")
                continue
            try:
                after = apply(state, move)
            except IllegalMoveError:
                assert format_move(move) not in listed
                tally("illegal")
                continue
            assert (after != state) == (format_move(move) in listed), text
            tally("listed" if after != state else "no effect")

    check()
    tally.require(listed=500, illegal=100, unparsed=20)
