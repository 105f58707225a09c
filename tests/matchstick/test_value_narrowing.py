"""Narrowing a long number's values by the interval tails changes nothing the search finds, nor its order.

The token search takes a number's candidates with many values through `in_reach` (bisection per cost on the
values the tails allow) instead of checking each one; here the answers, their order and a capped list's choice are
compared with the search that checks every candidate, on generated equations with long numbers.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import tokens
from game.logic.matchstick.solver import search
from game.logic.matchstick.tails import Tails


def _equation(rng: random.Random) -> str:
    count = rng.randint(4, 5)
    numbers = [str(rng.randint(0, 10 ** rng.randint(1, 4) - 1)) for _ in range(count)]
    ops = [rng.choice("+-*+-*/") for _ in range(count - 1)]
    ops[rng.randrange(count - 1)] = "="
    return numbers[0] + "".join(op + n for op, n in zip(ops, numbers[1:]))


def _compare(seed: int, questions: int, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    narrowed = Counter[str]()
    real = Tails.term_range

    def counted(self: Tails, *args: object) -> object:
        narrowed["asked"] += 1
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Tails, "term_range", counted)
    rng = random.Random(seed)
    for _ in range(questions):
        text = _equation(rng)
        preset, mode, k = rng.choice(["classic", "relaxed"]), rng.choice(ms.MODES), rng.randint(2, 3)
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
        strategy, limit = rng.choice(["plain", "columns"]), rng.choice([None, 3])
        asked = narrowed["asked"]
        fast = search(puzzle, k, mode, limit=limit, strategy=strategy)
        if narrowed["asked"] == asked:
            continue
        monkeypatch.setattr(tokens, "SCAN_FEW", 10 ** 9)
        every = search(puzzle, k, mode, limit=limit, strategy=strategy)
        monkeypatch.setattr(tokens, "SCAN_FEW", SCAN_FEW)
        assert (fast.texts, fast.capped) == (every.texts, every.capped), (text, preset, mode, k, strategy, limit)
        narrowed["compared"] += 1
        narrowed["answers"] += len(every.texts)
    return narrowed


SCAN_FEW = tokens.SCAN_FEW


def test_narrowed_values_give_the_same_answers_in_the_same_order(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _compare(5, 200, monkeypatch)
    assert seen["compared"] >= 10 and seen["answers"] >= 10, seen


@pytest.mark.oracle
def test_narrowed_values_give_the_same_answers_in_the_same_order_on_many(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _compare(6, 800, monkeypatch)
    assert seen["compared"] >= 40 and seen["answers"] >= 40, seen
