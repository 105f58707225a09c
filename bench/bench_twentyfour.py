"""24: the command line on every hand against a reference Java solver (built at bench time by `java_peers` from
the folder `--java-baselines` names; "no baseline" without it), then classification and listing in process
against a plain recursive Fraction search."""
from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from fractions import Fraction
from itertools import combinations_with_replacement

from bench import java_peers
from bench.timing import ROOT, cpu_seconds
from game.logic import twentyfour as tf

TARGET = Fraction(24)


def plain_solvable(nums: list[Fraction]) -> bool:
    """The textbook search (the Java reference's, with exact division): merge any two numbers, recurse, stop at a
    hit."""
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


# The reference solver's program only has main(), which runs its one built-in hand. This driver, written here,
# feeds it a batch through its own static method get24(LinkedList<Integer>): one hand per line in, "true"/"false"
# out.
PEER = "get24(LinkedList<Integer>"
_DRIVER = """import java.io.*; import java.util.*;
public class Batch { public static void main(String[] args) throws IOException {
  BufferedReader in = new BufferedReader(new InputStreamReader(System.in)); StringBuilder out = new StringBuilder();
  for (String line; (line = in.readLine()) != null; ) { line = line.trim(); if (line.isEmpty()) continue;
    LinkedList<Integer> hand = new LinkedList<>(); for (String t : line.split("\\\\s+")) hand.add(Integer.parseInt(t));
    out.append(Main.get24(hand)).append('\\n'); }
  System.out.print(out); } }
"""
ROUNDS = 5


def _hands_text(size: int) -> bytes:
    return "".join(" ".join(map(str, h)) + "\n" for h in combinations_with_replacement(range(1, 14), size)).encode()


def _ours(stdin: bytes) -> tuple[float, bytes]:
    return cpu_seconds([sys.executable, str(ROOT / "main.py"), "solve", "24", "-", "--json"], stdin)


# `main.py solve 24 - --json` that also says its own peak memory (ru_maxrss, KiB on Linux) on stderr.
_PEAK = ("import resource, sys; from game.cli import main; code = main(sys.argv[1:]); "
         "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr); sys.exit(code)")


def _ours_with_peak(stdin: bytes) -> tuple[float, bytes, float]:
    """CPU seconds, output and peak memory (MB) of one run of the command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", _PEAK, "solve", "24", "-", "--json"], input=stdin, cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout, int(done.stderr.split()[-1]) / 1024


def run_command_rows(report) -> None:
    """`solve 24 - --json` on all 1820 hands (CPU, process start included) against the reference Java solver,
    medians of 5 runs interleaved; then all 6188 five-card hands."""
    hands = _hands_text(4)
    why = java_peers.unavailable(PEER)
    ours: list[float] = []
    label = "24: solve 24 - --json, all 1820 hands, every solution"
    if why:
        for _ in range(ROUNDS):
            ours.append(_ours(hands)[0])
        report(label, statistics.median(ours), "s CPU")
        print(f"  (the reference Java solver: {why})")
    else:
        with java_peers.temp_dir() as tmp:
            work = java_peers.build(PEER, {"Batch.java": _DRIVER}, Path(tmp))
            alone, _ = cpu_seconds(["java", "-cp", str(work), "Main"], b"")
            java: list[float] = []
            for _ in range(ROUNDS):
                t, out = cpu_seconds(["java", "-cp", str(work), "Batch"], hands)
                java.append(t)
                t, mine = _ours(hands)
                ours.append(t)
            said = out.decode().split()
            print(f"  the reference Java solver, compiled from {java_peers.FOLDER}; its main() alone (one built-in "
                  f"hand, JVM start): {alone:.2f} s CPU. Batch: its get24() per hand, called by a driver the bench "
                  "writes.")
            print(f"  it says {said.count('true')} of {len(said)} hands make 24 (integer-only search; "
                  f"the exact answer is 1362); ours lists every distinct solution of each hand")
        assert mine.count(b"\n") == 1820
        report(label, statistics.median(ours), "s CPU", baseline=statistics.median(java),
               target="faster than the Java solver (>1x)")
    t5, out5, peak5 = _ours_with_peak(_hands_text(5))
    assert out5.count(b"\n") == 6188
    report("24: solve 24 - --json, all 6188 five-card hands, solutions", t5, "s CPU", target="< 5 s")
    report("24: the five-card batch's peak memory (ru_maxrss)", peak5, "MB", target="< 200 MB")


def run(report) -> None:
    run_command_rows(report)
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
