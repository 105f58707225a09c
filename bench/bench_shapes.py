"""Matchstick shapes: the exact solver's first answer and whole list over generated puzzles at the largest sizes
the game promises (5 x 5 squares, a triangle of 6 rows; remove, move or add K = 1..4 matches), its peak memory,
the brute force over every choice of K matches as a baseline on a smaller board, and the campaign's bands.

Times are CPU seconds of this process (time.process_time), so other work on the machine does not count.
"""
from __future__ import annotations

import itertools
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from game.levels import load_level_file
from game.logic.shapes import (BANDS, Action, Lattice, Puzzle, Search, is_answer, most_shapes, present_shapes,
                               solve_all, square_lattice, triangle_lattice)
from game.logic.shapes.generate import draw_puzzle
from game.logic.shapes.hints import answers_of

Report = Callable[..., None]  # report(label, value, unit, baseline=None, target=None)
PUZZLES = 40                  # per lattice
DENSE = 8                     # random dense layouts per lattice, each given at most DENSE_CAP seconds
DENSE_CAP = 4.0
LEVELS = Path(__file__).resolve().parent.parent / "levels" / "shapes.yaml"


def generated(lattice: Lattice, count: int, rng: random.Random) -> list[Puzzle]:
    out: list[Puzzle] = []
    actions = list(Action)
    while len(out) < count:
        i = len(out)
        puzzle = draw_puzzle(lattice, actions[i % 3], 1 + i % 4, rng.randint(2, 7), rng)
        if puzzle is not None:
            out.append(puzzle)
    return out


def dense(lattice: Lattice, count: int, rng: random.Random) -> list[Puzzle]:
    """Random layouts of 50-100 % of the places; the target is the count of one random K-move result."""
    out = []
    n = len(lattice.places)
    for i in range(count):
        start = sum(1 << p for p in range(n) if rng.random() < rng.choice([0.5, 0.7, 0.9, 1.0]))
        action = list(Action)[i % 3] if start != lattice.full else Action.REMOVE
        k = 1 + i % 4
        full = [p for p in range(n) if start >> p & 1]
        empty = [p for p in range(n) if not start >> p & 1]
        if action is not Action.REMOVE and len(empty) < k:
            action = Action.REMOVE
        layout = start
        if action is not Action.ADD:
            layout &= ~sum(1 << p for p in rng.sample(full, k))
        if action is not Action.REMOVE:
            layout |= sum(1 << p for p in rng.sample(empty, k))
        target = sum(1 for s in lattice.shapes if s.mask & layout == s.mask)
        out.append(Puzzle(lattice, start, action, k, target))
    return out


HOSTILE = 144                 # hostile puzzles per lattice: each density, task, K and equal once
DENSITIES = (0.15, 0.35, 0.55, 0.75, 0.9, 1.0)


def hostile(lattice: Lattice, count: int, rng: random.Random, reach: Callable[[Puzzle], int | None]) -> list[Puzzle]:
    """Random pictures from sparse to full, every task and K = 1..4, equal on and off; N cycles through a
    random count from 0 to the quick bound + 1, the count of a random K-move result (often no answer, close
    to one) and the largest count some answer reaches (`reach`, so the puzzle has an answer)."""
    out: list[Puzzle] = []
    n = len(lattice.places)
    actions = list(Action)
    i = 0
    while len(out) < count:
        density = DENSITIES[i % len(DENSITIES)]
        action = actions[i // len(DENSITIES) % 3]
        k = 1 + i // (3 * len(DENSITIES)) % 4
        equal = bool(i // (12 * len(DENSITIES)) % 2)
        i += 1
        start = sum(1 << p for p in range(n) if rng.random() < density)
        full = [p for p in range(n) if start >> p & 1]
        empty = [p for p in range(n) if not start >> p & 1]
        if (action is not Action.ADD and len(full) < k) or (action is not Action.REMOVE and len(empty) < k):
            continue
        puzzle = Puzzle(lattice, start, action, k, 0, equal)
        mode = len(out) % 3
        if mode == 0:
            target = rng.randint(0, most_shapes(puzzle) + 1)
        elif mode == 1:
            layout = start
            if action is not Action.ADD:
                layout &= ~sum(1 << p for p in rng.sample(full, k))
            if action is not Action.REMOVE:
                layout |= sum(1 << p for p in rng.sample(empty, k))
            target = len(present_shapes(lattice, layout))
        else:
            best = reach(puzzle)
            target = rng.randint(0, most_shapes(puzzle) + 1) if best is None else best
        out.append(replace(puzzle, target=target))
    return out


def first_and_all(puzzle: Puzzle) -> tuple[float, float, int]:
    t0 = time.process_time()
    next(Search(puzzle).answers(), None)
    t1 = time.process_time()
    found = solve_all(puzzle)
    t2 = time.process_time()
    assert not found.stopped
    return t1 - t0, t2 - t1, len(found.layouts)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def brute_force(puzzle: Puzzle) -> int:
    """Every choice of K matches (and K empty places), each layout tested from scratch."""
    n = len(puzzle.lattice.places)
    full = [p for p in range(n) if puzzle.start >> p & 1]
    empty = [p for p in range(n) if not puzzle.start >> p & 1]
    found = 0
    for gone in itertools.combinations(full, puzzle.takes):
        for new in itertools.combinations(empty, puzzle.lays):
            layout = puzzle.start
            for p in gone:
                layout &= ~(1 << p)
            for p in new:
                layout |= 1 << p
            found += is_answer(puzzle, layout)
    return found


def run(report: Report) -> None:
    rng = random.Random(41)
    worst: tuple[float, Puzzle] | None = None
    for name, lattice in (("5x5 squares", square_lattice(5, 5)), ("6-row triangles", triangle_lattice(6))):
        firsts, wholes, answers = [], [], []
        for puzzle in generated(lattice, PUZZLES, rng):
            first, whole, count = first_and_all(puzzle)
            firsts.append(first)
            wholes.append(whole)
            answers.append(count)
            if worst is None or whole > worst[0]:
                worst = (whole, puzzle)
        report(f"shapes {name}: first answer, slowest of {PUZZLES}", max(firsts), "s", target="< 1 s")
        report(f"shapes {name}: first answer, 95th percentile", p95(firsts), "s")
        report(f"shapes {name}: whole list, slowest of {PUZZLES}", max(wholes), "s", target="< 2 s")
        report(f"shapes {name}: whole list, 95th percentile", p95(wholes), "s")
        report(f"shapes {name}: answers per puzzle, most", max(answers), "answers")
    assert worst is not None
    tracemalloc.start()
    solve_all(worst[1])
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    report("shapes slowest puzzle's whole list: peak memory", peak / 2 ** 20, "MB", target="< 200 MB")

    # the hard end: random dense layouts (up to 60 matches, many loose), the count that some K moves make
    for name, lattice in (("5x5 squares", square_lattice(5, 5)), ("6-row triangles", triangle_lattice(6))):
        times, over = [], 0
        for puzzle in dense(lattice, DENSE, random.Random(5)):
            deadline = time.process_time() + DENSE_CAP
            t0 = time.process_time()
            found = solve_all(puzzle, cancel=lambda: time.process_time() > deadline)
            times.append(time.process_time() - t0)
            over += found.stopped or times[-1] > 2
        report(f"shapes {name}, {DENSE} random dense layouts: whole list, slowest", max(times), "s",
               target=f"capped at {DENSE_CAP:g} s")
        report(f"shapes {name}, {DENSE} random dense layouts: median", statistics.median(times), "s")
        report(f"shapes {name}, {DENSE} random dense layouts: over 2 s", over, "puzzles")

    # baseline: the brute force on a 3 x 3 board, K = 2, against the solver on the same puzzles
    small = generated(square_lattice(3, 3), 12, random.Random(7))
    t0 = time.process_time()
    brute = [brute_force(p) for p in small]
    t1 = time.process_time()
    exact = [len(solve_all(p).layouts) for p in small]
    t2 = time.process_time()
    assert brute == exact
    report("shapes 3x3 squares, K = 1..4: puzzles per second, exact solver", len(small) / (t2 - t1), "puzzles/s",
           baseline=len(small) / (t1 - t0))

    # the campaign's bands: the rating rises by construction; the solver's work and the answers are measured
    levels = load_level_file(LEVELS).levels
    for band in BANDS:
        specs = [lv.spec for lv in levels if lv.band == band]
        nodes = [answers_of(s.puzzle).nodes for s in specs]
        counts = [len(answers_of(s.puzzle).layouts) for s in specs]
        places = [bin(s.puzzle.start).count("1") for s in specs]
        report(f"shapes campaign {band} ({len(specs)}): median solver decisions", statistics.median(nodes), "nodes")
        report(f"shapes campaign {band}: median matches in the start", statistics.median(places), "matches")
        report(f"shapes campaign {band}: median answers", statistics.median(counts), "answers")


if __name__ == "__main__":
    from bench.__main__ import report as print_report

    run(print_report)
