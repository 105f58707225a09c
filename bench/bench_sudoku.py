"""Sudoku speed: answering the 156 hard puzzles (solution, uniqueness, grade) against a plain bitmask
Norvig-style solver that only solves (bench/sudoku_baseline.py); the solver alone on top95 and the 17-clue
set against Norvig's string solver re-typed below; generation CPU time per grade (median and 95th percentile of 40,
then the 95th percentile of 200 over five more seeds)."""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable

from bench import sudoku_baseline
from bench.timing import ROOT, cpu_seconds
from game.commands import sudoku as sudoku_command
from game.logic import sudoku
from tests.datasets import sudoku_lines

Report = Callable[..., None]


# --- baseline: Norvig's 2006 solver, re-typed plainly (dict of candidate strings, eliminate/assign,
# search on the fewest candidates) -----------------------------------------------------------------

def _cross(a: str, b: str) -> list[str]:
    return [x + y for x in a for y in b]


_DIGITS = "123456789"
_SQUARES = _cross("ABCDEFGHI", _DIGITS)
_UNITLIST = (
    [_cross("ABCDEFGHI", c) for c in _DIGITS]
    + [_cross(r, _DIGITS) for r in "ABCDEFGHI"]
    + [_cross(rs, cs) for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")]
)
_UNITS = {s: [u for u in _UNITLIST if s in u] for s in _SQUARES}
_PEERS = {s: set(sum(_UNITS[s], [])) - {s} for s in _SQUARES}


def _assign(values: dict, s: str, d: str):
    others = values[s].replace(d, "")
    return values if all(_eliminate(values, s, d2) for d2 in others) else False


def _eliminate(values: dict, s: str, d: str):
    if d not in values[s]:
        return values
    values[s] = values[s].replace(d, "")
    if not values[s]:
        return False
    if len(values[s]) == 1:
        d2 = values[s]
        if not all(_eliminate(values, s2, d2) for s2 in _PEERS[s]):
            return False
    for u in _UNITS[s]:
        places = [s2 for s2 in u if d in values[s2]]
        if not places:
            return False
        if len(places) == 1 and not _assign(values, places[0], d):
            return False
    return values


def _search(values):
    if values is False:
        return False
    if all(len(values[s]) == 1 for s in _SQUARES):
        return values
    _, s = min((len(values[s]), s) for s in _SQUARES if len(values[s]) > 1)
    for d in values[s]:
        result = _search(_assign(values.copy(), s, d))
        if result:
            return result
    return False


def norvig_solve(text: str) -> str | None:
    values = {s: _DIGITS for s in _SQUARES}
    for s, d in zip(_SQUARES, text):
        if d in _DIGITS and not _assign(values, s, d):
            return None
    result = _search(values)
    return "".join(result[s] for s in _SQUARES) if result else None


# --- measurements ----------------------------------------------------------------------------------

def _rate(solve_one: Callable[[str], object], puzzles: list[str], min_seconds: float = 1.0) -> float:
    """Puzzles per second over whole passes of the list, repeated for at least `min_seconds`."""
    done, start = 0, time.perf_counter()
    while True:
        for p in puzzles:
            solve_one(p)
        done += len(puzzles)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return done / elapsed


def _ours(text: str) -> object:
    return sudoku.solve(sudoku.parse_grid(text))


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


LONG_SEEDS = (1, 2, 3, 4, 5)
HARD_SETS = ("norvig_top95.txt", "norvig_hardest.txt", "royle17_first50.txt")
HARD_ROUNDS = 7


def _answer_all(lines: list[str]) -> list[dict[str, object]]:
    """What `solve sudoku -` computes per line (answer, uniqueness, grade), without the process around it."""
    options = argparse.Namespace(json=True)
    return [sudoku_command.solve([line], options) for line in lines]


def _cpu(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def run_hard_rows(report: Report) -> None:
    """The 156 hard puzzles: our full answer (solution, uniqueness, grade) against the plain bitmask
    solver that only solves, each side's best of 7 interleaved passes over all 156 (CPU, in process: the pass
    least disturbed by other work on the machine); then the command itself."""
    lines = [p for name in HARD_SETS for p in sudoku_lines(name)]
    answers = _answer_all(lines)
    assert [a["solution"] for a in answers] == [sudoku_baseline.solve(p) for p in lines]  # they agree first
    base, ours = [], []
    for _ in range(HARD_ROUNDS):
        base.append(_cpu(lambda: [sudoku_baseline.solve(p) for p in lines]))
        ours.append(_cpu(lambda: _answer_all(lines)))
    n = len(lines)
    report(f"sudoku: {n} hard puzzles, answer + uniqueness + grade, best of {HARD_ROUNDS}", n / min(ours), "puzzles/s",
           baseline=n / min(base), target=">= 3x the plain bitmask solver")
    stdin = "".join(p + "\n" for p in lines).encode()
    cmd = [sys.executable, str(ROOT / "main.py"), "solve", "sudoku", "-", "--json"]
    report(f"sudoku: solve sudoku - --json on the {n} (process start incl.)",
           statistics.median(cpu_seconds(cmd, stdin)[0] for _ in range(3)), "s CPU")


def _generation_times(grade: sudoku.Grade, rng: random.Random, n: int) -> list[float]:
    params = sudoku.GenParams(grade)
    return [_cpu(lambda: sudoku.generate(params, rng)) for _ in range(n)]


def run(report: Report) -> None:
    run_hard_rows(report)
    for name, label in (("norvig_top95.txt", "top95"), ("royle17_first50.txt", "17-clue (Royle, first 50)")):
        puzzles = sudoku_lines(name)
        for p in puzzles:  # both solvers agree before we time them
            ours = sudoku.format_grid(sudoku.solve(sudoku.parse_grid(p)))
            assert norvig_solve(p) == ours, p
        base = _rate(norvig_solve, puzzles)
        mine = _rate(_ours, puzzles)
        report(f"sudoku solve {label}", mine, "puzzles/s", baseline=base, target=">= 3x the baseline")

    rng = random.Random(2026)
    for grade in sudoku.Grade:
        n = 40
        times = _generation_times(grade, rng, n)
        report(f"sudoku generate {grade.label}: median of {n}", statistics.median(times), "s CPU")
        report(f"sudoku generate {grade.label}: 95th percentile", _p95(times), "s CPU", target="< 0.2 s")
    for grade in sudoku.Grade:  # 40 are few for a 95th percentile: 200 more, 40 from each of 5 seeds
        times = [t for seed in LONG_SEEDS for t in _generation_times(grade, random.Random(seed), 40)]
        report(f"sudoku generate {grade.label}: 95th percentile of {len(times)}", _p95(times), "s CPU",
               target="< 0.2 s")
