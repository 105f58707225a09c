"""The shipped variant campaigns (levels/sudoku_{x,jigsaw,killer,6x6}.yaml): each a short campaign of its own
variant, every level with exactly one solution and its stated grade (check-levels), and the technique hints, followed
move by move through the moves' text, replaying to a grid the independent oracle accepts from the level's text as
written in the file. The oracle also counts the solutions of the X, jigsaw and 6x6 levels (its plain backtracking
takes minutes on a killer without givens, so a killer's uniqueness rests on the solver and its own oracle tests)."""
from __future__ import annotations

import pytest

from game.levels import Catalog
from game.logic.common import Status
from game.logic.sudoku import RULES, Move, apply, status
from game.logic.sudoku.grades import Grade
from tests.sudoku import variant_oracle

VARIANTS = ("x", "jigsaw", "killer", "6x6")
LEVELS = [lvl for lvl in Catalog.load().levels("sudoku") if lvl.spec.variant != "classic"]


def _raw(level) -> str:
    """The puzzle as the level file writes it (read by the oracle, not by the game)."""
    return " ".join(str(level.entry["puzzle"]).split())


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_ships_a_short_campaign_in_grade_order(variant):
    levels = [lvl for lvl in LEVELS if lvl.spec.variant == variant]
    assert 6 <= len(levels) <= 10
    assert all(lvl.entry["variant"] == variant for lvl in levels)
    grades = [Grade.parse(str(lvl.entry["grade"])) for lvl in levels]
    assert grades == sorted(grades, key=lambda g: g.value)  # easiest first
    assert len(set(grades)) >= 3  # a ladder, not one grade
    assert len({lvl.id for lvl in levels}) == len(levels)


@pytest.mark.oracle
@pytest.mark.parametrize("level", LEVELS, ids=lambda lvl: lvl.id)
def test_a_shipped_variant_level_is_unique_graded_and_its_hints_replay_to_the_solution(level):
    variant = level.spec.variant
    assert RULES.check_level(level.spec) == []               # the game: one solution, and the grade stated
    found = variant_oracle.solutions(variant, _raw(level), limit=2) if variant != "killer" else None
    if found is not None:
        assert len(found) == 1                               # the oracle: exactly one solution
    state = RULES.start(level.spec)
    for _ in range(state.geo.cells):
        if status(state) is Status.SOLVED:
            break
        hint = RULES.hint(state)
        assert hint is not None, f"{level.id}: no hint with {state.grid.count(0)} cells empty"
        state = apply(state, Move.parse(str(hint.move)))     # through the move's text, as a save replays it
    assert status(state) is Status.SOLVED
    assert variant_oracle.is_solution(variant, _raw(level), state.grid)
    if found is not None:
        assert list(state.grid) == found[0]
