"""Recorded solver answers on generated equations: the reference a faster solver must match exactly.

`cases()` generates the questions (seeded): 2 to 7 numbers of 1 to 3 digits (sometimes 4), any of + - * /,
half of them true equations, the others with '=' (sometimes two) at random places, every preset and mode, 1 to 4 sticks (4 only on the shorter ones), and for each the
answers at `limit=LIMIT` (so a capped list's choice and order are recorded too). `record(path)` writes the
answers the solver importable here gives, in this process, as JSON lines; the file
tests/matchstick/recorded_answers.jsonl was written by the solver before its products-and-quotients
speed-up, run as a child process:

    PYTHONPATH=<that tree> python -m tests.matchstick.recorded_answers tests/matchstick/recorded_answers.jsonl

A question the recording solver could not finish within RECORD_SECONDS of CPU is left out.
"""
from __future__ import annotations

import json
import random
import re
import sys
import time
from fractions import Fraction
from pathlib import Path

DATA = Path(__file__).resolve().parent / "recorded_answers.jsonl"
SEED = 2028
COUNT = 3000
LIMIT = 8
RECORD_SECONDS = 20.0
PRESETS = ("strict", "classic", "relaxed", "knoblich")
MODES = ("move", "add", "remove")


def equation(rng: random.Random) -> str:
    """Half of them true (a left side of whole value, then '=' and that value): their neighbours have answers."""
    count = rng.randint(2, 7)
    numbers = [str(rng.randint(0, 9999 if rng.random() < 0.1 else 99 if rng.random() < 0.7 else 999))
               for _ in range(count)]
    ops = [rng.choice("+-*/") for _ in range(count - 1)]
    if rng.random() < 0.5:
        left = numbers[0] + "".join(o + n for o, n in zip(ops[:-1], numbers[1:-1]))
        try:
            value = eval_exact(left)
        except ZeroDivisionError:
            value = Fraction(1, 2)
        if value.denominator == 1 and value >= 0:
            return f"{left}={value.numerator}"
    for place in rng.sample(range(count - 1), 2 if count > 2 and rng.random() < 0.15 else 1):
        ops[place] = "="
    return numbers[0] + "".join(o + n for o, n in zip(ops, numbers[1:]))


def eval_exact(text: str) -> Fraction:
    """A side's value, * and / before + and -, in Fractions (its own arithmetic, not the solver's)."""
    total, term, op = Fraction(0), None, "+"
    for token in re.findall(r"\d+|[-+*/]", text):
        if token.isdigit():
            n = Fraction(int(token))
            if term is None:
                term = n if op == "+" else -n
            else:
                term = term * n if op == "*" else term / n
        elif token in "+-":
            assert term is not None
            total, term, op = total + term, None, token
        else:
            op = token
    assert term is not None
    return total + term


def cases(seed: int = SEED, count: int = COUNT) -> list[tuple[str, str, str, int]]:
    """(equation, preset, mode, sticks)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        text = equation(rng)
        k = rng.randint(1, 4 if len(text) <= 12 else 3)
        out.append((text, PRESETS[i % 4], MODES[(i // 4) % 3], k))
    return out


def answers(text: str, preset: str, mode: str, k: int, seconds: float | None = None) -> dict[str, object] | None:
    """The solver's answer as recorded: texts in order, capped; None when the budget stopped it."""
    from game.logic import matchstick as ms
    from game.logic.matchstick.solver import search

    try:
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
    except ms.PuzzleError as err:
        return {"error": str(err)}
    budget = None if seconds is None else ms.Budget(seconds=seconds, clock=time.process_time)
    result = search(puzzle, k, mode, budget, LIMIT)
    if not result.complete:
        return None
    return {"texts": list(result.texts), "capped": result.capped}


def record(path: Path) -> None:
    with path.open("w") as out:
        for text, preset, mode, k in cases():
            said = answers(text, preset, mode, k, RECORD_SECONDS)
            if said is not None:
                out.write(json.dumps({"case": [text, preset, mode, k], **said}) + "\n")


def recorded(path: Path = DATA) -> list[tuple[tuple[str, str, str, int], dict[str, object]]]:
    out = []
    for line in path.read_text().splitlines():
        row = json.loads(line)
        text, preset, mode, k = row.pop("case")
        out.append(((text, preset, mode, k), row))
    return out


if __name__ == "__main__":
    record(Path(sys.argv[1]))
