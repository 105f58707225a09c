"""Hints are sound (the digit hinted is the solution's digit, nothing ruled out is), name their
technique in a sentence, follow the player's board, flag wrong digits first, and use pencil marks; cells are named
in words ("row 1, column 9"), never in move notation."""
from __future__ import annotations

import random
import re

from hypothesis import given, settings, strategies as st

from game.logic.sudoku import (
    Grade, HintKind, Move, State, Technique, apply, candidates, cell_label, cells_label, describe,
    next_deduction, parse_grid, solve, status,
)
from game.logic.sudoku.board import UNITS, unit_name
from game.logic.common import Status
from tests.datasets import public_sudoku
from tests.properties import Tally

PUZZLES = public_sudoku()
NOTATION = re.compile(r"\br[1-9]c[1-9]\b")  # a cell in move notation: never shown to the player


def assert_sound(hint, solution):
    assert hint.kind is HintKind.DEDUCTION
    assert len(hint.placements) == 1
    (cell, digit), = hint.placements
    assert solution[cell] == digit == hint.digit
    assert all(solution[c] != d for c, d in hint.eliminations)
    assert hint.text and hint.technique is not None
    assert hint.technique.label.split()[0].lower() in hint.text.lower()
    assert f"row {cell // 9 + 1}, column {cell % 9 + 1}" in hint.text  # cells named in words to the player
    assert cell in hint.cells


def play_by_hints(text: str, limit: int = 81):
    state = State.new(text)
    solution = solve(state.givens)
    seen = set()
    for _ in range(limit):
        hint = next_deduction(state, solution)
        if hint.kind is HintKind.SOLVED:
            break
        assert_sound(hint, solution)
        seen.add(hint.technique)
        state = apply(state, Move("D", hint.placements[0][0], hint.digit))
    return state, seen


def test_following_hints_solves_puzzles_of_every_kind():
    techniques = set()
    for text in PUZZLES[50:60] + PUZZLES[156:158] + PUZZLES[206:216]:  # top95, hardest, SE set
        state, seen = play_by_hints(text)
        techniques |= seen
        assert status(state) is Status.SOLVED
    assert Technique.TRIAL in techniques and Technique.HIDDEN_SINGLE_BOX in techniques


def test_hint_on_a_partly_filled_board_is_sound():
    tally = Tally()

    @settings(max_examples=30, deadline=None)
    @given(k=st.integers(0, len(PUZZLES) - 1), fill=st.floats(0, 0.9), seed=st.integers(0, 1000))
    def check(k, fill, seed):
        state = State.new(PUZZLES[k])
        solution = solve(state.givens)
        rng = random.Random(seed)
        for i in range(81):
            if not state.givens[i] and rng.random() < fill:
                state = apply(state, Move("D", i, solution[i]))
        hint = next_deduction(state)  # works out the solution itself
        if 0 in state.grid:
            assert_sound(hint, solution)
            tally("hinted")
        else:
            assert hint.kind is HintKind.SOLVED
            tally("solved")

    check()
    tally.require(hinted=20)


def test_single_sentences_name_unit_cell_and_digit_and_their_claim_holds():
    """Play an SE-medium puzzle by hints; check the first hidden single of each kind word for word,
    and that its claim is true: in that unit no other empty cell can take the digit."""
    state = State.new(PUZZLES[216])
    solution = solve(state.givens)
    checked = set()
    while (hint := next_deduction(state, solution)).kind is HintKind.DEDUCTION:
        step = hint.steps[-1]
        cell, digit = hint.placements[0]
        if len(hint.steps) == 1 and step.technique in (Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE):
            unit = step.units[0]
            assert hint.text == f"Hidden single: in {unit_name(unit)} only row {cell // 9 + 1}, column {cell % 9 + 1} can hold {digit}."
            cands = candidates(state.grid)
            others = [i for i in UNITS[unit] if i != cell and cands[i] >> (digit - 1) & 1]
            assert others == [] and cands[cell] >> (digit - 1) & 1
            checked.add(step.technique)
        state = apply(state, Move("D", cell, digit))
    assert checked == {Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE}


def test_wrong_digits_are_reported_before_any_deduction():
    state = State.new(PUZZLES[0])
    solution = solve(state.givens)
    empties = [i for i in range(81) if not state.givens[i]]
    a, b = empties[3], empties[10]
    state = apply(apply(state, Move("D", a, solution[a] % 9 + 1)), Move("D", b, solution[b]))
    hint = next_deduction(state, solution)
    assert hint.kind is HintKind.MISTAKE and hint.cells == (a,)
    assert f"row {a // 9 + 1}, column {a % 9 + 1}" in hint.text and "wrong" in hint.text
    fixed = apply(state, Move("C", a))
    assert next_deduction(fixed, solution).kind is HintKind.DEDUCTION


def test_pencil_marks_narrow_the_candidates_and_bad_marks_are_flagged():
    # a puzzle with many blanks
    text = next(p for p in PUZZLES[206:] if parse_grid(p).count(0) > 50 and solve(parse_grid(p)))
    state = State.new(text)
    solution = solve(state.givens)
    # mark every empty cell with just its solution digit: the hint becomes a naked single
    marked = state
    for i in range(81):
        if not state.givens[i]:
            marked = apply(marked, Move("P", i, solution[i]))
    hint = next_deduction(marked, solution, use_marks=True)
    assert_sound(hint, solution)
    assert hint.technique.grade <= Grade.MEDIUM and len(hint.steps) == 1
    # a cell whose marks leave out its digit is a mistake
    i = state.givens.index(0)
    bad = apply(state, Move("P", i, solution[i] % 9 + 1))
    hint = next_deduction(bad, solution, use_marks=True)
    assert hint.kind is HintKind.MISTAKE and hint.cells == (i,)
    # without use_marks the same board gets an ordinary hint
    assert next_deduction(bad, solution).kind is HintKind.DEDUCTION


def test_unsolvable_and_solved_boards():
    assert next_deduction(State((1, 1) + (0,) * 79, (0,) * 81, (0,) * 81)).kind is HintKind.UNSOLVABLE
    state = State.new(PUZZLES[0])
    solution = solve(state.givens)
    for i in range(81):
        if not state.givens[i]:
            state = apply(state, Move("D", i, solution[i]))
    assert next_deduction(state).kind is HintKind.SOLVED


def test_cell_labels_read_as_row_and_column():
    for cell in range(81):
        row, column = cell // 9 + 1, cell % 9 + 1
        assert cell_label(cell) == f"row {row}, column {column}"
    assert cells_label([3, 7, 19]) == "row 1, columns 4 and 8 and row 3, column 2"
    assert cells_label([80]) == "row 9, column 9"


def test_explanations_of_every_kind_name_no_cell_by_notation(catalog):
    seen = set()
    for band in ("hard", "expert", "extreme"):
        level = next(lvl for lvl in catalog.levels("sudoku") if lvl.band == band)
        state = State.new(level.spec.puzzle)
        solution = solve(state.givens)
        while (hint := next_deduction(state, solution)).kind is HintKind.DEDUCTION:
            for step in hint.steps:
                seen.add(step.technique)
                assert not NOTATION.search(str(describe(step))), describe(step)
            assert not NOTATION.search(str(hint.text))
            cell, digit = hint.placements[0]
            state = apply(state, Move("D", cell, digit))
    assert len(seen) >= 4
