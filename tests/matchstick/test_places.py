"""Where a match may be picked up and put down (places.py), read off legal_moves, and the verdict (verdict.py)."""
from __future__ import annotations

import random

import pytest

from game.levels import Catalog
from game.logic import matchstick as ms
from game.logic.common import IllegalMoveError


@pytest.fixture(scope="module")
def levels() -> list[ms.LevelSpec]:
    return [lvl.spec for lvl in Catalog.load().levels("matchstick")]


def walk(spec: ms.LevelSpec, rng: random.Random) -> list[ms.State]:
    state = ms.new_state(spec.task)
    out = [state]
    while ms.legal_moves(state):
        state = ms.apply(state, rng.choice(ms.legal_moves(state)))
        out.append(state)
    return out


def test_every_drop_place_is_a_legal_move_and_every_legal_move_a_drop(levels):
    rng = random.Random(5)
    checked = 0
    for spec in levels[::7]:
        for state in walk(spec, rng):
            legal = {str(m) for m in ms.legal_moves(state)}
            places = ms.drop_places(state)
            dropped = set()
            for source, targets in places.items():
                assert ms.targets(state, source) == targets
                for target in targets:
                    if target == source:
                        continue   # putting a match back where it lay is no move
                    dropped.add(str(ms.move_for(state, source, target)))
            if spec.rules.numerals == "roman":   # only the useful places (tests/matchstick/test_roman_table.py)
                assert dropped <= legal, spec.puzzle.text
            else:
                assert dropped == legal, spec.puzzle.text
            assert ms.movable(state) == list(places)
            checked += len(legal)
    assert checked > 1000


def test_the_tray_place_follows_the_hand():
    puzzle = ms.parse_puzzle("6+4=4")
    add = ms.new_state(ms.Task(puzzle, 2, "add"))
    assert ms.movable(add) == [(ms.TRAY, 1)]            # the top spare match of two
    remove = ms.new_state(ms.Task(puzzle, 2, "remove"))
    source = ms.movable(remove)[0]
    assert ms.targets(remove, source) == [source, (ms.TRAY, 0)]
    after = ms.apply(remove, ms.move_for(remove, source, (ms.TRAY, 0)))
    assert ms.targets(after, ms.movable(after)[0])[1] == (ms.TRAY, 1)


def test_a_drag_no_move_makes_is_refused_with_a_reason():
    state = ms.new_state(ms.Task(ms.parse_puzzle("6+4=4"), 1, "move"))
    with pytest.raises(IllegalMoveError) as err:
        ms.move_for(state, (0, "a"), (ms.TRAY, 0))
    assert "move puzzle" in err.value.reason
    with pytest.raises(IllegalMoveError):   # a well-formed move onto an occupied slot: apply says why
        ms.apply(state, ms.move_for(state, (0, "g"), (1, "v")))


def test_the_verdict_waits_for_the_last_move_then_explains_it():
    task = ms.Task(ms.parse_puzzle("6+4=4"), 1, "move")
    start = ms.new_state(task)
    assert ms.judge(start) is None
    solved = ms.apply(start, ms.solve(task.puzzle, 1, "move").solutions[0].moves[0])
    verdict = ms.judge(solved)
    assert verdict is not None and verdict.solved and "is true!" in verdict.message
    assert verdict.others == len(ms.solve(task.puzzle, 1, "move").texts) - 1
    wrong = next(ms.apply(start, m) for m in ms.legal_moves(start) if not ms.is_solved(ms.apply(start, m)))
    verdict = ms.judge(wrong)
    assert verdict is not None and not verdict.solved and verdict.reads == ms.shown(wrong.text)
