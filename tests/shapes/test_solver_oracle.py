"""The solver lists exactly the answers the brute-force oracle (tests/shapes/oracle.py, no shared code) finds:
on random small puzzles of both lattices and all three tasks, on random dense pictures (many overlapping shapes
and loose matches), and on every shipped level small enough for it."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.levels import load_level_file
from game.logic.shapes import (Action, Kind, Lattice, Puzzle, format_picture, most_shapes, rating, solve_all,
                               square_lattice, triangle_lattice)
from game.logic.shapes import solver
from game.logic.shapes.solver import Search
from tests.properties import Tally
from tests.shapes import oracle

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "shapes.yaml"
ORACLE_CANDIDATES = 10_000   # shipped levels the oracle can try in a few seconds


def solver_answers(puzzle: Puzzle, method: str | None = None) -> set[frozenset[oracle.Segment]]:
    """The solver's answers, read back by the oracle from their pictures."""
    triangles = puzzle.lattice.kind is Kind.TRIANGLES
    if method is None:
        layouts = list(solve_all(puzzle).layouts)
    else:
        search = Search(puzzle)
        search.method = method
        layouts = list(search.answers())
    assert len(layouts) == len(set(layouts)), "an answer listed twice"
    return {frozenset(oracle.read(format_picture(puzzle.lattice, a), triangles)[1]) for a in layouts}


def oracle_answers(puzzle: Puzzle) -> set[frozenset[oracle.Segment]]:
    return oracle.answers(format_picture(puzzle.lattice, puzzle.start), puzzle.lattice.kind is Kind.TRIANGLES,
                          puzzle.action.value, puzzle.sticks, puzzle.target, puzzle.equal)


def small_lattices() -> list[Lattice]:
    holed = square_lattice(3, 2)
    return [square_lattice(2, 2), square_lattice(3, 2), triangle_lattice(2), triangle_lattice(3),
            Lattice(Kind.SQUARES, tuple(p for p in holed.points if p != (0, 6))),          # a corner cut off
            Lattice(Kind.TRIANGLES, tuple(p for p in triangle_lattice(3).points if p != (0, 6)))]


def planted_puzzle(rng: random.Random) -> Puzzle:
    """A puzzle with at least one answer: a union of random shapes, undone by the task."""
    lattice = rng.choice(small_lattices())
    answer = 0
    for _ in range(rng.randint(1, 3)):
        answer |= rng.choice(lattice.shapes).mask
    own = [p for p in range(len(lattice.places)) if answer >> p & 1]
    others = [p for p in range(len(lattice.places)) if not answer >> p & 1]
    action = rng.choice(list(Action))
    k = rng.randint(1, 2)
    if (action is not Action.REMOVE and len(own) < k) or (action is not Action.ADD and len(others) < k):
        action, k = Action.ADD, 1
    start = answer
    if action is not Action.REMOVE:
        start &= ~sum(1 << p for p in rng.sample(own, k))
    if action is not Action.ADD:
        start |= sum(1 << p for p in rng.sample(others, k))
    count = sum(1 for shape in lattice.shapes if shape.mask & answer == shape.mask)
    return Puzzle(lattice, start, action, k, count, rng.random() < 0.25)


def random_puzzle(rng: random.Random) -> Puzzle:
    if rng.random() < 0.5:
        return planted_puzzle(rng)
    lattice = rng.choice(small_lattices())
    n = len(lattice.places)
    density = rng.choice([0.3, 0.6, 0.9, 1.0])
    start = sum(1 << p for p in range(n) if rng.random() < density)
    action = rng.choice(list(Action))
    have = bin(start).count("1")
    room = {Action.REMOVE: have, Action.ADD: n - have, Action.MOVE: min(have, n - have)}[action]
    k = rng.randint(1, max(1, min(3 if action is not Action.MOVE else 2, room)))
    return Puzzle(lattice, start, action, k, rng.randint(0, 6), rng.random() < 0.25)


@pytest.mark.oracle
def test_random_small_puzzles_have_the_oracles_answers_by_both_searches():
    rng = random.Random(4141)
    tally = Tally()
    for _ in range(150):
        puzzle = random_puzzle(rng)
        expected = oracle_answers(puzzle)
        for method in ("deduce", "places"):
            assert solver_answers(puzzle, method) == expected, (puzzle.action, puzzle.sticks, puzzle.target)
        tally("answered" if expected else "none")
        tally(f"{puzzle.action.value} {puzzle.lattice.kind.value}" + (" answered" if expected else ""))
    for action in Action:
        for kind in Kind:
            tally.require(**{f"{action.value} {kind.value} answered": 3})
    tally.require(answered=40, none=40)


def _shipped() -> list:
    return load_level_file(LEVELS).levels


@pytest.mark.oracle
def test_every_shipped_level_within_the_oracles_reach_has_its_answers():
    checked = 0
    for level in _shipped():
        puzzle = level.spec.puzzle
        if rating.candidates(puzzle) > ORACLE_CANDIDATES:
            continue
        expected = oracle_answers(puzzle)
        assert solver_answers(puzzle) == expected, level.id
        assert level.spec.answers == len(expected), level.id
        checked += 1
    assert checked >= 40, checked


def dense_puzzle(rng: random.Random) -> Puzzle:
    """A picture of 75-100 % of the places (many overlapping shapes, loose matches), any task, K = 1..3 (2 for a
    move), and N the count of a random K-move result (so answers are near) or any count up to the bound + 1."""
    lattice = rng.choice(small_lattices() + [square_lattice(3, 3), triangle_lattice(4)])
    n = len(lattice.places)
    start = sum(1 << p for p in range(n) if rng.random() < rng.choice([0.75, 0.9, 1.0]))
    full = [p for p in range(n) if start >> p & 1]
    empty = [p for p in range(n) if not start >> p & 1]
    action = rng.choice([a for a in Action if (a is Action.REMOVE or empty) and (a is Action.ADD or full)])
    room = {Action.REMOVE: len(full), Action.ADD: len(empty), Action.MOVE: min(len(full), len(empty))}[action]
    k = rng.randint(1, min(room, 2 if action is Action.MOVE else 3))
    layout = start
    if action is not Action.ADD:
        layout &= ~sum(1 << p for p in rng.sample(full, k))
    if action is not Action.REMOVE:
        layout |= sum(1 << p for p in rng.sample(empty, k))
    puzzle = Puzzle(lattice, start, action, k, 0, rng.random() < 0.25)
    if rng.random() < 0.6:
        target = sum(1 for s in lattice.shapes if s.mask & layout == s.mask)
    else:
        target = rng.randint(0, most_shapes(puzzle) + 1)
    return Puzzle(lattice, start, action, k, target, puzzle.equal)


@pytest.mark.oracle
def test_random_dense_pictures_have_the_oracles_answers_by_both_searches():
    rng = random.Random(2026)
    tally = Tally()
    for _ in range(120):
        puzzle = dense_puzzle(rng)
        expected = oracle_answers(puzzle)
        for method in ("deduce", "places"):
            assert solver_answers(puzzle, method) == expected, (puzzle.action, puzzle.sticks, puzzle.target)
        tally("answered" if expected else "none")
        tally(puzzle.action.value)
    tally.require(answered=25, none=25, remove=25, move=25, add=25)


@pytest.mark.oracle
def test_a_probe_cut_short_hands_over_to_the_search_by_moves_with_the_same_answers(monkeypatch):
    monkeypatch.setattr(solver, "PROBE", 3)
    handovers = []
    by_places = Search._by_places

    def counted(self: Search, allowed: int, counted_mask: int):
        handovers.append(1)
        return by_places(self, allowed, counted_mask)

    monkeypatch.setattr(Search, "_by_places", counted)
    rng = random.Random(606)
    tally = Tally()
    for _ in range(60):
        puzzle = dense_puzzle(rng)
        before = len(handovers)
        assert solver_answers(puzzle, "probe") == oracle_answers(puzzle)
        tally("handed over" if len(handovers) > before else "probed")
    tally.require(**{"handed over": 20, "probed": 5})
