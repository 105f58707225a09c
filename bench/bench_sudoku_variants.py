"""Sudoku variants: the solver over houses and cages (solution and proof that it is the only one: up to two
solutions counted) against plain backtracking over the same houses and cages (tests/sudoku/variant_oracle.py: the
empty cell with the fewest digits that break no rule first, no propagation) on each variant's set; the full answer
of `solve sudoku --variant` (with the grade); generation CPU time per grade (median and 95th percentile)."""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from game.commands import sudoku as sudoku_command
from game.logic.sudoku import geo_generator, geo_solver, variants
from tests.datasets import variant_rows
from tests.sudoku import variant_oracle

Report = Callable[..., None]

VARIANTS = ("x", "jigsaw", "killer", "6x6")
BASELINE_COUNT = {"killer": 2, "jigsaw": 6}  # plain backtracking takes seconds on an empty killer grid or an evil jigsaw
GENERATED = 20
TARGET_P95 = {"x": 0.5, "jigsaw": 0.5, "6x6": 0.5, "killer": 2.0}


def _cpu(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def _ours(variant: str, line: str) -> list[tuple[int, ...]]:
    p = variants.parse_puzzle(variant, line)
    return geo_solver.solutions(p.geo, p.givens, 2)


def run_solve_rows(report: Report) -> None:
    for variant in VARIANTS:
        rows = variant_rows(variant)
        lines = [line for line, _ in rows]
        base_lines = lines[:BASELINE_COUNT.get(variant, len(lines))]
        for line, solution in rows[:len(base_lines)]:  # both give the one solution before they are timed
            assert ["".join(map(str, s)) for s in _ours(variant, line)] == [solution]
            assert ["".join(map(str, s)) for s in variant_oracle.solutions(variant, line)] == [solution]
        base = _cpu(lambda: [variant_oracle.solutions(variant, line) for line in base_lines])
        rounds = 3
        ours = min(_cpu(lambda: [_ours(variant, line) for line in base_lines]) for _ in range(rounds))
        n = len(base_lines)
        report(f"sudoku {variant}: solve + uniqueness, {n} puzzles", n / ours, "puzzles/s", baseline=n / base,
               target=">= 10x plain backtracking")
        options = argparse.Namespace(variant=variant, json=True)
        full = min(_cpu(lambda: [sudoku_command.solve([line], options) for line in lines]) for _ in range(rounds))
        report(f"sudoku {variant}: solve sudoku --variant answer (with grade), {len(lines)}", len(lines) / full,
               "puzzles/s")


def run_generation_rows(report: Report) -> None:
    for variant in VARIANTS:
        for grade in geo_generator.GRADES[variant]:
            rng = random.Random(2026)
            times = [_cpu(lambda: geo_generator.generate(variant, grade, rng)) for _ in range(GENERATED)]
            report(f"sudoku {variant} generate {grade.label}: median of {GENERATED}", statistics.median(times), "s CPU")
            report(f"sudoku {variant} generate {grade.label}: 95th percentile", _p95(times), "s CPU",
                   target=f"< {TARGET_P95[variant]} s")


def run(report: Report) -> None:
    run_solve_rows(report)
    run_generation_rows(report)
