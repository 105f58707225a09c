"""Hints that need trial and error (evil puzzles) explain only the steps the placement needs: every step of
the chain is sound by the solution (an independent oracle) and none can be left out.

Judged here without the hint module: a technique step holds when its finder finds it again on the board, a
trial step when its candidate is still there and placing it makes the singles run into a contradiction."""
from __future__ import annotations

import pytest

from game.levels import Catalog
from game.logic.sudoku import HintKind, State, Technique, apply, cell_name, next_deduction, solve
from game.logic.sudoku.board import BIT
from game.logic.sudoku.solver import leads_to_contradiction
from game.logic.sudoku.techniques import FINDERS, Board

FINDER = dict(FINDERS)


def holds(b: Board, d) -> bool:
    if d.technique is Technique.TRIAL:
        (cell, digit), = d.eliminations
        cands = [BIT[v] if v else m for v, m in zip(b.values, b.cands)]
        return bool(b.cands[cell] & BIT[digit]) and leads_to_contradiction(cands, cell, digit)
    return d in FINDER[d.technique](b)


def chain_holds(start: Board, steps) -> bool:
    b = start.copy()
    for d in steps:
        if not holds(b, d):
            return False
        b.apply(d)
    return True


def hints_while_playing(level_ids):
    """Every deduction hint met while playing these levels by hints alone, with the state it was asked in."""
    levels = {lvl.id: lvl for lvl in Catalog.load().levels("sudoku")}
    for level_id in level_ids:
        state = State.new(levels[level_id].spec.puzzle)
        solution = solve(state.givens)
        while True:
            hint = next_deduction(state, solution, use_marks=True)
            if hint.kind is not HintKind.DEDUCTION:
                break
            yield state, solution, hint
            cell, digit = hint.placements[0]
            state = apply(state, f"D {cell_name(cell)} {digit}")


def trial_hints(level_ids):
    """The hints among those that reason with trial and error (a trial step that places nothing)."""
    for state, solution, hint in hints_while_playing(level_ids):
        if any(s.technique is Technique.TRIAL and not s.placements for s in hint.steps):
            yield state, solution, hint


@pytest.mark.parametrize("level_id", ["su-evil-01", "su-evil-02", "su-evil-03"])
def test_a_trial_and_error_hint_is_sound_and_keeps_only_the_steps_it_needs(level_id):
    seen = 0
    for state, solution, hint in trial_hints([level_id]):
        seen += 1
        (cell, digit), = hint.placements
        assert solution[cell] == digit                                   # the oracle: the unique solution
        assert all(solution[c] != d for step in hint.steps for c, d in step.eliminations)
        start = Board.from_grid(state.grid, state.marks)
        assert chain_holds(start, hint.steps)
        for k in range(len(hint.steps) - 1):                              # leave any one step out: it breaks
            assert not chain_holds(start, hint.steps[:k] + hint.steps[k + 1:]), (level_id, k, hint.text)
    assert seen                                                           # these levels do need trial and error


def test_a_hint_that_has_to_reveal_a_digit_says_only_that():
    reveals = 0
    for state, solution, hint in hints_while_playing(("su-evil-16", "su-evil-19")):
        last = hint.steps[-1]
        if last.technique is Technique.TRIAL and last.placements:
            reveals += 1
            (cell, digit), = hint.placements
            assert solution[cell] == digit and state.grid[cell] == 0
            assert len(hint.steps) == 1 and "from the solution" in hint.text
    assert reveals                                                        # these two do run out of reasoning
