"""The full Roman sweep: the solver against the brute-force oracle of tests/matchstick/roman_oracle.py
on every one-move a o b = c with a, b, c in I..XX and o in + - (16,000 puzzles; the suite checks a
quarter of them), with both speeds measured in this run."""
from __future__ import annotations

import itertools
import time
from collections.abc import Callable

from game.logic import matchstick as ms
from game.logic.matchstick.solver import search
from tests.matchstick import roman_oracle as oracle

Report = Callable[..., None]


def run(report: Report) -> None:
    rules = ms.rules_from("knoblich", numerals="roman")
    puzzles = [[oracle.roman(a), op, oracle.roman(b), "=", oracle.roman(c)]
               for op in "+-" for a, b, c in itertools.product(range(1, 21), repeat=3)]
    start = time.perf_counter()
    mine = [search(ms.parse_puzzle("".join(t), rules), 1, "move").texts for t in puzzles]
    fast = len(puzzles) / (time.perf_counter() - start)
    start = time.perf_counter()
    theirs = [oracle.one_move_answers(t) for t in puzzles]
    slow = len(puzzles) / (time.perf_counter() - start)
    wrong = [("".join(t), m, o) for t, m, o in zip(puzzles, mine, theirs) if m != o]
    assert not wrong, f"{len(wrong)} disagreements, first {wrong[0]}"
    report(f"1-move Roman solves, all {len(puzzles)} a±b=c in I..XX (all agree)", fast, "solves/s",
           baseline=slow)
    report("puzzles with an answer", sum(bool(m) for m in mine), "puzzles")
