"""24: classify every hand and list every distinct solution, against a plain recursive Fraction search."""
from __future__ import annotations

import time
from fractions import Fraction
from itertools import combinations_with_replacement

from game.logic import twentyfour as tf

TARGET = Fraction(24)


def plain_solvable(nums: list[Fraction]) -> bool:
    """The textbook search (seed 004's, with exact division): merge any two numbers, recurse, stop at a hit."""
    if len(nums) == 1:
        return nums[0] == TARGET
    n = len(nums)
    for i in range(n):
        for j in range(i + 1, n):
            a, b = nums[i], nums[j]
            rest = [nums[k] for k in range(n) if k != i and k != j]
            results = [a + b, a - b, b - a, a * b]
            if b:
                results.append(a / b)
            if a:
                results.append(b / a)
            for r in results:
                if plain_solvable(rest + [r]):
                    return True
    return False


def plain_all(nums: list[tuple[Fraction, str]], out: set) -> None:
    """Every expression (as text) the merge search reaches that makes 24: no folding of equal forms."""
    if len(nums) == 1:
        if nums[0][0] == TARGET:
            out.add(nums[0][1])
        return
    n = len(nums)
    for i in range(n):
        for j in range(i + 1, n):
            (a, ta), (b, tb) = nums[i], nums[j]
            rest = [nums[k] for k in range(n) if k != i and k != j]
            results = [(a + b, f"({ta}+{tb})"), (a - b, f"({ta}-{tb})"), (b - a, f"({tb}-{ta})"), (a * b, f"({ta}*{tb})")]
            if b:
                results.append((a / b, f"({ta}/{tb})"))
            if a:
                results.append((b / a, f"({tb}/{ta})"))
            for r in results:
                plain_all(rest + [r], out)


def _timed(fn):
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def run(report) -> None:
    hands4 = list(combinations_with_replacement(range(1, 14), 4))

    base_t, base_count = _timed(lambda: sum(plain_solvable([Fraction(x) for x in h]) for h in hands4))
    best = float("inf")
    for _ in range(3):  # each run from cold: every cached table is rebuilt
        tf.clear_caches()
        t, count = _timed(lambda: sum(tf.solvable(h, 24) for h in hands4))
        best = min(best, t)
        assert count == base_count == 1362, (count, base_count)
    report("24: classify all 1820 hands (cold caches, best of 3)", best, "s", baseline=base_t, target=">=20x, <0.1 s")
    report("24: hands that make 24", count, "hands")

    solvable = [h for h in hands4 if tf.solvable(h, 24)]
    tf.clear_caches()
    t_all, total = _timed(lambda: sum(len(tf.solutions(h, 24)) for h in solvable))
    report("24: list distinct solutions of all 1362 hands (cold)", t_all, "s")
    report("24: distinct solutions found", total, "solutions")
    sample = solvable[::17]  # the plain exhaustive search is slow: time it on every 17th hand
    t_plain, raw = _timed(lambda: sum(len(_plain_set(h)) for h in sample))
    report("24: listing rate, distinct solutions vs plain exhaustive search", len(solvable) / t_all, "hands/s",
           baseline=len(sample) / t_plain)
    report("24: plain search's raw expressions per hand (no folding)", raw / len(sample), "exprs")

    hands5 = list(combinations_with_replacement(range(1, 14), 5))
    tf.clear_caches()
    t5, count5 = _timed(lambda: sum(tf.solvable(h, 24) for h in hands5))
    report(f"24: classify all {len(hands5)} five-card hands (cold)", t5, "s")
    report("24: five-card hands that make 24", count5, "hands")


def _plain_set(hand) -> set:
    out: set = set()
    plain_all([(Fraction(x), str(x)) for x in hand], out)
    return out


if __name__ == "__main__":
    from bench.__main__ import report as _report
    run(_report)
