"""Matchstick solver speed: the batch row against its peer measured in this run (the Java brute force that
bench/java_peers.py builds from the folder `--java-baselines` names, on the same 20,000 puzzles; the worst equations the custom screen accepts with time and peak memory), then the
brute-force oracle of tests/matchstick/oracle.py (every way to pick k occupied and k empty slots)."""
from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
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


ROOT = Path(__file__).resolve().parent.parent
WORST = ["9+9+9+9+9+9+9+9+9+9+9+9+9=99", "595959+353535+696969=969696", "59595959+35353535=96969696",
         "59595959*35353535=96969696"]
# more long inputs the custom screen accepts: products and quotients of long numbers, many-term chains
EXTRA = ["9999*9999=99999999", "88888888/8888=88888888", "8*8*8*8*8*8*8*8*8*8*8*8*8=8",
         "9/9/9/9/9/9/9/9/9/9/9/9/9=1", "8-8-8-8-8-8-8-8-8-8-8-8-8=8"]
# Roman worst cases (knoblich rules, the Roman default): a long number with many empty gap cells at 4 sticks
# once took 1 GB and found nothing in 5 s; the longest numerals the screen accepts
ROMAN_WORST = ["XVIII=IX+IX", "XI=III+III", "LXXXVIII=LXXXVIII", "LXXXVIII-XXXVIII=L"]
# chains of lone I: every number's glyph can sit in any of its gap cells (once 8 s and 160 MB at 3 sticks)
ROMAN_CHAINS = ["I+I+I+I+I+I+I=VII", "I+I+I+I+I+I+I+I+I=I", "I=I=I=I=I=I=I=I=I=I", "I-I-I-I-I-I-I-I-I=I"]
# One solve in a fresh process: CPU seconds, peak memory, and what the solver said.
_PROBE = """
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from game.logic import matchstick as ms
text, k, what = sys.argv[2], int(sys.argv[3]), sys.argv[4]
rules = ms.rules_from(sys.argv[5])
start = time.process_time()
budget = ms.Budget(seconds=30, clock=time.process_time)
if what == "nearest":
    try:
        found = ms.nearest_moves(text, k, rules=rules, budget=budget, limit=1000)
        said = f"nearest {found}"
    except ms.BudgetExceeded as err:
        said = f"stopped: {err}"
else:
    r = ms.solve(text, k, rules=rules, budget=budget, limit=1 if what == "first" else 1000)
    said = f"{len(r.solutions)}{'+' if r.capped else ''} answer(s)" + ("" if r.complete else f", stopped: {r.stopped}")
print(json.dumps([time.process_time() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, said]))
"""


def _child_cpu(argv: list[str], stdin: str) -> tuple[float, str]:
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(argv, input=stdin, capture_output=True, text=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime), done.stdout


# The reference matchstick program asks one random puzzle of its own and reads the player's answer, so it cannot
# read a batch.
# Its class has a public interface, though: `new matchGame(a, b, c, flag).isSolved()`. This driver (ours) feeds
# it the benchmark's puzzles through that interface, one JVM for the whole batch (its start included).
PEER = "class matchGame"
DRIVER = """
import java.io.*;
public class Driver {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.trim().split(" ");
            matchGame m = new matchGame(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]),
                                        Integer.parseInt(p[3]));
            out.append(m.isSolved() ? m.ansX.size() : 0).append('\\n');
        }
        System.out.print(out);
    }
}
"""


def java_input(texts: list[str]) -> str:
    """The driver's input: 'a b c flag' per puzzle (flag 1 for '+', 0 for '-', the Java program's own convention)."""
    lines = []
    for text in texts:
        left, c = text.split("=")
        op = "+" if "+" in left else "-"
        a, b = left.split(op)
        lines.append(f"{a} {b} {c} {1 if op == '+' else 0}")
    return "\n".join(lines) + "\n"


def batch_row(report: Report) -> None:
    """20,000 random 1-move strict a±b=c through the CLI, process start included, against the Java peer."""
    from bench import java_peers

    rng = random.Random(2026)
    texts = [f"{rng.randint(1, 99)}{rng.choice('+-')}{rng.randint(1, 99)}={rng.randint(1, 99)}" for _ in range(20_000)]
    ours_in = "\n".join(texts) + "\n"
    why = java_peers.unavailable(PEER)
    ours, theirs = [], []
    with java_peers.temp_dir() as tmp:
        folder = None if why else java_peers.build(PEER, {"Driver.java": DRIVER}, Path(tmp), name="matchGame.java",
                                                   join_wrapped=True)
        for _ in range(3):  # interleaved, median
            cpu, out = _child_cpu([sys.executable, "main.py", "solve", "matchstick", "-", "--json", "--rules",
                                   "strict"], ours_in)
            assert len(out.splitlines()) == len(texts)
            ours.append(cpu)
            if folder is not None:
                cpu, out = _child_cpu(["java", "-cp", str(folder), "Driver"], java_input(texts))
                assert len(out.split()) == len(texts)
                theirs.append(cpu)
    label = "20,000 1-move strict a±b=c, `solve matchstick - --json` (CPU)"
    if folder is None:
        report(label, statistics.median(ours), "s")
        print(f"  (the Java peer: {why})")
    else:
        report(label, statistics.median(ours), "s", baseline=statistics.median(theirs), target="> 1x vs the Java peer")


def worst_rows(report: Report) -> None:
    """The worst equations the custom screen accepts, 4 sticks (digits classic, Roman knoblich): each in a fresh
    process."""
    cases = [(t, 4, w, "classic") for t in WORST for w in ("first", "list")] + [(WORST[2], 1, "nearest", "classic")]
    cases += [(t, 4, w, "knoblich") for t in ROMAN_WORST + ROMAN_CHAINS[:1] for w in ("first", "list")]
    cases += [(ROMAN_CHAINS[0], 3, "list", "knoblich")]
    cases += [(t, k, "nearest", "knoblich") for t in ROMAN_WORST[2:] for k in (1, 2)]
    for text, k, what, preset in cases:
        done = subprocess.run([sys.executable, "-c", _PROBE, str(ROOT), text, str(k), what, preset],
                              capture_output=True, text=True)
        try:
            seconds, peak, said = json.loads(done.stdout)
        except ValueError:
            print(f"  {text} {what}: probe failed: {done.stderr.strip()[-200:]}")
            continue
        goal = "< 1 s" if what in ("first", "nearest") else "< 2 s"
        report(f"{text} k={k} {what}: {said}"[:58], seconds, "s", target=f"{goal}, {peak:.0f} MB peak (< 200)")


_SWEEP = """
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from game.logic import matchstick as ms
times = []
for text in json.loads(sys.argv[2]):
    for preset in ms.PRESETS:
        for mode in ms.MODES:
            for k in range(1, 5):
                start = time.process_time()
                r = ms.solve(text, k, mode, ms.rules_from(preset), budget=ms.Budget(seconds=10, clock=time.process_time),
                             limit=int(sys.argv[3]))
                times.append((time.process_time() - start, f"{text} {preset} {mode} {k}", r.complete))
times.sort(reverse=True)
print(json.dumps([len(times), sum(1 for t in times if t[0] > 1), times[:3],
                  resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024]))
"""


def sweep_row(report: Report) -> None:
    """Every preset, mode and stick count 1-4 over the worst equations, each in one process: the first 1000
    answers (the full list: goal < 2 s), then the first answer alone (or "no answer": goal < 1 s); the slowest."""
    texts = json.dumps(WORST + EXTRA + ROMAN_WORST + ROMAN_CHAINS)
    for limit, what, goal in ((1000, "full list (first 1000)", 2), (1, "first answer or none", 1)):
        done = subprocess.run([sys.executable, "-c", _SWEEP, str(ROOT), texts, str(limit)], capture_output=True, text=True)
        try:
            count, slow, worst, peak = json.loads(done.stdout)
        except ValueError:
            print(f"  sweep failed: {done.stderr.strip()[-200:]}")
            return
        report(f"sweep, {what}: {count} solves, > 1 s", slow, "solves", target=f"none > {goal} s; {peak:.0f} MB peak (< 200)")
        for seconds, case, complete in worst:
            report(f"  slowest: {case}" + ("" if complete else " (stopped)"), seconds, "s", target=f"< {goal} s")


def run(report: Report) -> None:
    batch_row(report)
    worst_rows(report)
    sweep_row(report)
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
    ours = seconds_per_call(lambda: search(longest.puzzle, 2, longest.mode))
    started = time.perf_counter()
    assert oracle_solve(longest.puzzle.text, 2, longest.mode, "classic") == search(longest.puzzle, 2, longest.mode).texts
    theirs = time.perf_counter() - started
    report(f"2-move classic solve, longest level {longest.puzzle.text}", ours * 1e3, "ms",
           baseline=theirs * 1e3, target=">= 30x")
    worst = max(times, key=lambda t: t[0])
    report(f"slowest shipped level ({worst[1]}: {worst[2].puzzle.text}, {worst[2].moves} stick)",
           worst[0] * 1e3, "ms", target="< 50 ms")
    report(f"all {len(times)} shipped levels, total solve time", sum(t[0] for t in times) * 1e3, "ms")
