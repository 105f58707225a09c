"""Matchstick shapes: the exact solver's first answer and whole list over generated puzzles at the largest sizes
the game promises (5 x 5 squares, a triangle of 6 rows; remove, move or add K = 1..4 matches), its peak memory;
the same and the editor's "most you can make" over hostile inputs (random pictures sparse to full, every task,
K and N, equal on and off); the brute force over every choice of K matches as a baseline on a smaller board;
and the campaign's bands.

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
from game.logic.shapes import (BANDS, Action, Lattice, Puzzle, Search, SearchStopped, is_answer, most_shapes,
                               present_shapes, solve_all, square_lattice, triangle_lattice)
from game.logic.shapes.generate import draw_puzzle
from game.logic.shapes.hints import answers_of
from game.logic.shapes.reach import largest_count, most_reachable
from game.logic.shapes.rating import bits_of_search

Report = Callable[..., None]  # report(label, value, unit, baseline=None, target=None)
PUZZLES = 40                  # per lattice
HOSTILE_CAP = 8.0             # CPU seconds a hostile puzzle's search may take before it is stopped (and counted)
JUDGE_NODES = 2_000_000       # the editor's node limit for one verdict (scenes/shapes/editor.py)
MANY = 10_000                 # answers past which listing them is measured per answer
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


def timed(run: Callable[[Search], object], puzzle: Puzzle) -> tuple[float, object, Search]:
    """CPU seconds of `run(search)` on a fresh search of `puzzle` whose cancel hook says yes past HOSTILE_CAP,
    what it returned (None when it was stopped) and the search (its nodes)."""
    t0 = time.process_time()
    deadline = t0 + HOSTILE_CAP
    search = Search(puzzle, None, lambda: time.process_time() > deadline)
    try:
        out = run(search)
    except SearchStopped:
        out = None
    return time.process_time() - t0, out, search


def hostile_rows(report: Report) -> None:
    """The hostile inputs: first answer, whole list and the editor's largest count, at both lattices."""
    for name, lattice in (("5x5 squares", square_lattice(5, 5)), ("6-row triangles", triangle_lattice(6))):
        puzzles = hostile(lattice, HOSTILE, random.Random(2041), most_reachable)
        firsts, wholes, reaches, per_answer = [], [], [], []
        stopped = heavy = answered = verdict_nodes = 0
        for puzzle in puzzles:
            first, found, _ = timed(lambda search: next(search.answers(), -1), puzzle)
            whole, listed, search = timed(lambda search: list(search.answers()), puzzle)
            reach, most, reach_search = timed(lambda search: largest_count(search), puzzle)
            stopped += (found is None) + (listed is None) + (reach >= HOSTILE_CAP)
            firsts.append(first)
            reaches.append(reach)
            count = len(listed) if isinstance(listed, list) else 0
            answered += bool(count)
            if count > MANY:
                heavy += 1
                per_answer.append(whole / count)
            elif listed is not None:   # a stopped list is counted below, its size unknown
                wholes.append(whole)
            # the editor's verdict: the whole list, and with no answer the largest count
            verdict_nodes = max(verdict_nodes, search.nodes + (0 if count else reach_search.nodes))
        label = f"shapes {name}, {len(puzzles)} hostile"
        report(f"{label}: first answer, slowest", max(firsts), "s", target="< 1 s")
        report(f"{label}: first answer, 95th percentile", p95(firsts), "s")
        report(f"{label}: whole list, slowest (<= {MANY:,} answers)", max(wholes), "s", target="< 2 s")
        report(f"{label}: whole list, 95th percentile", p95(wholes), "s")
        report(f"{label}: puzzles with answers", answered, "puzzles")
        report(f"{label}: puzzles with over {MANY:,} answers", heavy, "puzzles")
        if per_answer:
            report(f"{label}: those, whole list per answer, slowest", max(per_answer) * 1e6, "us")
        report(f"{label}: most you can make, slowest", max(reaches), "s", target="< 1 s")
        report(f"{label}: most you can make, 95th percentile", p95(reaches), "s")
        report(f"{label}: searches stopped at {HOSTILE_CAP:g} s", stopped, "searches", target="0")
        report(f"{label}: editor verdict, most nodes", verdict_nodes, "nodes", target=f"< {JUDGE_NODES:,}")


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

    hostile_rows(report)

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

    # the campaign's bands: the rating (bits of search a person faces) measured from each level's own answers,
    # with the size of the board and the solver's work beside it
    levels = load_level_file(LEVELS).levels
    for band in BANDS:
        specs = [lv.spec for lv in levels if lv.band == band]
        nodes = [answers_of(s.puzzle).nodes for s in specs]
        counts = [len(answers_of(s.puzzle).layouts) for s in specs]
        places = [bin(s.puzzle.start).count("1") for s in specs]
        bits = [bits_of_search(s.puzzle, n) for s, n in zip(specs, counts)]
        report(f"shapes campaign {band} ({len(specs)}): rating, lowest", min(bits), "bits")
        report(f"shapes campaign {band}: rating, median", statistics.median(bits), "bits")
        report(f"shapes campaign {band} ({len(specs)}): median solver decisions", statistics.median(nodes), "nodes")
        report(f"shapes campaign {band}: median matches in the start", statistics.median(places), "matches")
        report(f"shapes campaign {band}: median answers", statistics.median(counts), "answers")


if __name__ == "__main__":
    from bench.__main__ import report as print_report

    run(print_report)
