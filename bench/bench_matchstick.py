"""Matchstick solver speed against the brute-force oracle of tests/test_matchstick_oracle.py (every way
to pick k occupied and k empty slots), both measured in this run."""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from bench.timing import seconds_per_call
from game.levels import load_level_file
from game.logic import matchstick as ms
from game.logic.matchstick.solver import search
from tests.matchstick.oracle import oracle_solve

Report = Callable[..., None]
LEVELS = Path(__file__).resolve().parent.parent / "levels" / "matchstick.yaml"


def run(report: Report) -> None:
    rng = random.Random(2026)
    strict = ms.rules_from("strict")
    texts = [f"{rng.randint(1, 99)}{rng.choice('+-')}{rng.randint(1, 99)}={rng.randint(1, 99)}"
             for _ in range(20_000)]
    puzzles = [ms.parse_puzzle(t, strict) for t in texts]

    start = time.perf_counter()
    answers = [search(p, 1, "move").texts for p in puzzles]
    fast = len(puzzles) / (time.perf_counter() - start)
    sample = texts[:400]  # the oracle is slow: time it on a sample, and check it agrees there
    start = time.perf_counter()
    for text, mine in zip(sample, answers):
        assert oracle_solve(text, 1, "move", "strict") == mine, text
    slow = len(sample) / (time.perf_counter() - start)
    report("1-move strict solves, random a±b=c (a,b,c in 1..99)", fast, "solves/s", baseline=slow)

    loaded = load_level_file(LEVELS)
    times = []
    for level in loaded.levels:
        spec = level.spec
        times.append((seconds_per_call(lambda: search(spec.puzzle, spec.moves, spec.mode), 0.05),
                      level.id, spec))
    two_move = [t for t in times if t[2].moves == 2 and t[2].rules.name == "classic"]
    longest = max(two_move, key=lambda t: (len(t[2].puzzle.layout), t[0]))[2]
    mine = seconds_per_call(lambda: search(longest.puzzle, 2, longest.mode))
    start = time.perf_counter()
    assert oracle_solve(longest.puzzle.text, 2, longest.mode, "classic") == search(longest.puzzle, 2, longest.mode).texts
    theirs = time.perf_counter() - start
    report(f"2-move classic solve, longest level {longest.puzzle.text}", mine * 1e3, "ms",
           baseline=theirs * 1e3, target=">= 30x")
    worst = max(times, key=lambda t: t[0])
    report(f"slowest shipped level ({worst[1]}: {worst[2].puzzle.text}, {worst[2].moves} stick)",
           worst[0] * 1e3, "ms", target="< 50 ms")
    report(f"all {len(times)} shipped levels, total solve time", sum(t[0] for t in times) * 1e3, "ms")
