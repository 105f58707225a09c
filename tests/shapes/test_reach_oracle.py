"""The editor's "the most you can make" (reach.most_reachable, one branch-and-bound search) is the largest count
of shapes over every layout the task's K moves reach with no loose match, as the brute-force oracle finds it."""
from __future__ import annotations

import random

import pytest

from game.logic.shapes import Action, Kind, Puzzle, format_picture
from game.logic.shapes.reach import judge, most_reachable
from tests.properties import Tally
from tests.shapes import oracle
from tests.shapes.test_solver_oracle import small_lattices


def oracle_largest(puzzle: Puzzle) -> int | None:
    return oracle.largest_count(format_picture(puzzle.lattice, puzzle.start), puzzle.lattice.kind is Kind.TRIANGLES,
                                puzzle.action.value, puzzle.sticks, puzzle.equal)


def random_task(rng: random.Random) -> Puzzle:
    """A random picture, sparse to full, with any task of K = 1..3 (2 for a move) and `equal` now and then."""
    lattice = rng.choice(small_lattices())
    n = len(lattice.places)
    start = sum(1 << p for p in range(n) if rng.random() < rng.choice([0.3, 0.6, 0.8, 1.0]))
    have = bin(start).count("1")
    action = rng.choice(list(Action))
    room = {Action.REMOVE: have, Action.ADD: n - have, Action.MOVE: min(have, n - have)}[action]
    if room == 0:
        action, room = (Action.REMOVE, have) if have else (Action.ADD, n)
    k = rng.randint(1, max(1, min(2 if action is Action.MOVE else 3, room)))
    return Puzzle(lattice, start, action, k, 0, rng.random() < 0.3)


@pytest.mark.oracle
def test_the_largest_count_is_the_oracles():
    rng = random.Random(2041)
    tally = Tally()
    for _ in range(150):
        puzzle = random_task(rng)
        expected = oracle_largest(puzzle)
        assert most_reachable(puzzle) == expected, (puzzle.action, puzzle.sticks, puzzle.equal, puzzle.start)
        tally("none" if expected is None else "zero" if expected == 0 else "some")
        tally(puzzle.action.value)
        if puzzle.equal:
            tally("equal")
    tally.require(some=60, none=5, remove=30, move=30, add=30, equal=20)


@pytest.mark.oracle
def test_a_count_out_of_reach_gets_no_answer_and_the_largest_count():
    rng = random.Random(77)
    tally = Tally()
    for _ in range(100):
        puzzle = random_task(rng)
        largest = oracle_largest(puzzle)
        if largest is None:
            continue
        beyond = Puzzle(puzzle.lattice, puzzle.start, puzzle.action, puzzle.sticks, largest + 1, puzzle.equal)
        verdict = judge(beyond)
        assert (verdict.answers, verdict.most, verdict.stopped) == (0, largest, False)
        tally()
    tally.require(checked=30)
