"""Matchstick: a generated sweep of what a player can type into "Your own equation".

Seeded random equations of the longest the custom screen accepts (MAX_CHARS characters, numbers of at most
MAX_DIGITS digits; digits with every operator and one or two '=', and Roman numerals with + - = filling the
layout's MAX_CELLS cells), every term
count that fits, each paired with one of the 48 questions (preset x mode x 1-4 sticks) in turn. Each question is
asked in its own fork of one child process (its caches start empty, and its peak memory is its own), the way the
screen asks it: the list (`custom.ask`: the answers up to LIST_LIMIT, "no answer" or the refusal), timing when
the search met its first answer (what the screen shows at once: "It has answers") or, with none, when it was
done; and, only when that list is complete and empty, the screen's second stage (`custom.ask_nearest`: the
nearest stick count that works), which the player waits for with "no answer" already on the screen. Each has its
own 5 s budget, on the process's CPU clock. Goals: every first answer or "no answer" under 1 s, every list
under 2 s, every nearest count under 2 s, none stopped by its budget, under 200 MB.

The child imports the solver from PYTHONPATH when it is set (to time another tree's solver with this sweep),
else from this project.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable

from bench.timing import ROOT
from game.logic.matchstick.layout import MAX_CELLS
from scenes.matchstick.custom import MAX_CHARS, MAX_DIGITS

Report = Callable[..., None]
SEED = 2028
ROUNDS = 12          # each of the 48 questions is asked of this many equations
ROMAN_SHARE = 6      # one equation in this many is Roman
FIRST_GOAL, FULL_GOAL, NEAREST_GOAL, MEMORY_GOAL = 1.0, 2.0, 2.0, 200.0
# SWEEP_CASES=N in the environment: only the first N cases, for a quick run by hand (the whole sweep is long)
CASES_LIMIT: int | None = int(os.environ["SWEEP_CASES"]) if os.environ.get("SWEEP_CASES") else None
ROMAN = [(50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def roman(n: int) -> str:
    out = ""
    for value, text in ROMAN:
        while n >= value:
            out, n = out + text, n - value
    return out


def _operators(rng: random.Random, count: int, choices: str) -> list[str]:
    """`count` operators from `choices`, one '=' (two, one time in five) at random places."""
    ops = [rng.choice(choices) for _ in range(count)]
    for place in rng.sample(range(count), 2 if count > 2 and rng.random() < 0.2 else 1):
        ops[place] = "="
    return ops


def _join(numbers: list[str], ops: list[str]) -> str:
    return numbers[0] + "".join(o + n for o, n in zip(ops, numbers[1:]))


def digit_equation(rng: random.Random) -> str:
    """MAX_CHARS characters: `terms` numbers of 1..MAX_DIGITS digits (no leading zero) and terms - 1 operators."""
    while True:
        terms = rng.randint(2, MAX_CHARS // 2 + 1)
        digits = MAX_CHARS + 1 - terms
        if terms <= digits <= MAX_DIGITS * terms:
            break
    lengths = [1] * terms
    for _ in range(digits - terms):
        lengths[rng.choice([i for i, n in enumerate(lengths) if n < MAX_DIGITS])] += 1
    numbers = [str(rng.randint(0 if n == 1 else 10 ** (n - 1), 10 ** n - 1)) for n in lengths]
    return _join(numbers, _operators(rng, terms - 1, "+-*/"))


def roman_cells(numbers: list[str]) -> int:
    """The cells a Roman equation takes: two per glyph plus one per number, and one per operator."""
    return sum(2 * len(n) + 1 for n in numbers) + len(numbers) - 1


def roman_equation(rng: random.Random) -> str:
    """Roman numerals 1..89 with + - =, as long as the layout allows (MAX_CELLS cells, or one short when no
    numeral fits the end)."""
    while True:
        numbers = [roman(rng.randint(1, 89))]
        while True:
            fits = [roman(n) for n in range(1, 90) if roman_cells(numbers + [roman(n)]) <= MAX_CELLS]
            if not fits:
                break
            numbers.append(rng.choice(fits))
        if len(numbers) >= 2 and len(_join(numbers, ["+"] * (len(numbers) - 1))) <= MAX_CHARS:
            return _join(numbers, _operators(rng, len(numbers) - 1, "+-"))


def cases(seed: int = SEED, rounds: int = ROUNDS) -> list[tuple[str, str, str, int]]:
    """(equation, preset, mode, sticks): every preset x mode x 1-4 sticks once per round, each with its own
    equation."""
    rng = random.Random(seed)
    questions = [(preset, mode, k) for preset in ("strict", "classic", "relaxed", "knoblich")
                 for mode in ("move", "add", "remove") for k in range(1, 5)]
    out = []
    for i in range(rounds):
        for j, (preset, mode, k) in enumerate(questions):
            text = roman_equation(rng) if (i * len(questions) + j) % ROMAN_SHARE == 0 else digit_equation(rng)
            out.append((text, preset, mode, k))
    return out


# Each row: [text, preset, mode, sticks, [[seconds, said] for "first", "list", "nearest"], peak MB, growth MB]; a
# nearest search that was not run (the list had answers, was stopped or refused) has seconds None, "not run".
_CHILD = """
import json, os, resource, sys, time
from game.logic import matchstick as ms
from scenes.matchstick import custom

SECONDS = float(sys.argv[1])
PAGE = os.sysconf("SC_PAGE_SIZE")


class Timed(custom.Found):
    def __init__(self, start):
        super().__init__()
        self.start, self.at = start, None

    def add(self, text):
        if self.at is None:
            self.at = time.process_time() - self.start
        super().add(text)


def measure(text, preset, mode, k):
    rules = ms.rules_from(preset)
    start = time.process_time()
    found = Timed(start)
    a = custom.ask(text, k, mode, rules, ms.Budget(seconds=SECONDS, clock=time.process_time), found)
    took = time.process_time() - start
    said = "refused" if a.error else "stopped" if a.stopped else f"{len(a.solutions)}{'+' if a.capped else ''}"
    first = (found.at, "answer") if found.at is not None else (took, "stopped" if a.stopped else
                                                                 "refused" if a.error else "none")
    times = [first, (took, said)]
    if a.needs_nearest:
        start = time.process_time()
        n = custom.ask_nearest(a, ms.Budget(seconds=SECONDS, clock=time.process_time))
        said = "stopped" if n.nearest_stopped else "none" if n.nearest is None else \\
            f"{n.nearest} sticks ({n.nearest_count})"
        times.append((time.process_time() - start, said))
    else:
        times.append((None, "not run"))
    return times


def resident_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def in_own_process(case):
    # each question in a fresh fork: its caches start empty and its peak memory is its own
    before = resident_mb()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            times = measure(*case)
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            os.write(write, json.dumps([times, peak, peak - before]).encode())
        finally:
            os._exit(0)
    os.close(write)
    data = b""
    while True:
        chunk = os.read(read, 65536)
        if not chunk:
            break
        data += chunk
    os.close(read)
    os.waitpid(pid, 0)
    return json.loads(data)


rows = []
for text, preset, mode, k in json.loads(sys.stdin.read()):
    times, peak, growth = in_own_process((text, preset, mode, k))
    rows.append([text, preset, mode, k, times, peak, growth])
print(json.dumps([rows, resident_mb(), custom.__file__]))
"""


def sweep(budget_seconds: float = 5.0) -> tuple[list[list[object]], float, str]:
    """Run every case (the first CASES_LIMIT when it is set), each in its own fork of one child process: (rows,
    the child's resident MB before any solve, the solver's file)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("PYTHONPATH", str(ROOT))
    done = subprocess.run([sys.executable, "-c", _CHILD, str(budget_seconds)],
                          input=json.dumps(cases()[:CASES_LIMIT]), capture_output=True, text=True, env=env, cwd="/")
    if done.returncode:
        raise RuntimeError(done.stderr.strip()[-500:])
    rows, base, where = json.loads(done.stdout)
    return rows, base, where


def run(report: Report) -> None:
    rows, base, where = sweep()
    if not where.startswith(str(ROOT)):
        print(f"  (solver from {where})")
    refused = sum(1 for r in rows if r[4][1][1] == "refused")
    print(f"  {len(rows)} generated equations of {MAX_CHARS} characters or {MAX_CELLS} Roman cells (seed {SEED}), {refused} refused by the screen")
    for index, (what, goal) in enumerate((("first answer or none", FIRST_GOAL), ("whole list", FULL_GOAL),
                                          ("nearest count", NEAREST_GOAL))):
        timed = sorted(((r[4][index][0], r) for r in rows if r[4][index][0] is not None),
                       key=lambda t: t[0], reverse=True)
        over = sum(1 for t, _ in timed if t > goal)
        stopped = sum(1 for _, r in timed if r[4][index][1] == "stopped")
        report(f"sweep {what}: {len(timed)} solves over {goal:g} s", over, "solves", target="0")
        report(f"sweep {what}: stopped by the 5 s budget", stopped, "solves", target="0")
        for seconds, (text, preset, mode, k, times, *_) in timed[:3]:
            report(f"  slowest: {text} {preset} {mode} {k} ({times[index][1]})"[:58], seconds, "s",
                   target=f"< {goal:g} s")
    peak = max(rows, key=lambda r: r[5])
    report("sweep peak memory of one question (its own process)", peak[5], "MB", target=f"< {MEMORY_GOAL:g} MB")
    report(f"  of which the solver's (on {base:.0f} MB of Python, pygame, the game)", max(r[6] for r in rows), "MB")
    print(f"  (most memory: {peak[0]} {peak[1]} {peak[2]} {peak[3]})")
