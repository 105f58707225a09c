"""Narrowing a long number's values by the interval tails changes nothing the search finds, nor its order.

The token search takes a number's candidates with many values through `in_reach` (bisection per cost on the
values the tails allow; for a divisor, on the values whose quotient they allow) instead of checking each one;
here the answers, their order and a capped list's choice are compared with the search that checks every
candidate, on generated equations with long numbers. The oracle sweep in the suite draws 400 questions (65 of them
narrowed and compared); `python -m bench matchstick_oracle_sweeps` draws all 800, the same draw continued.
"""
from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

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
    real_divisors = tokens.divisors

    def counted_divisors(term: float, lo: float, hi: float) -> tuple[float, float]:
        narrowed["divisors"] += 1
        return real_divisors(term, lo, hi)

    monkeypatch.setattr(tokens, "divisors", counted_divisors)
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
    assert seen["compared"] >= 10 and seen["answers"] >= 10 and seen["divisors"] >= 10, seen


QUESTIONS_IN_SUITE, QUESTIONS_IN_BENCH = 400, 800


@pytest.mark.oracle
def test_narrowed_values_give_the_same_answers_in_the_same_order_on_many(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _compare(6, QUESTIONS_IN_SUITE, monkeypatch)
    assert seen["compared"] >= 40 and seen["answers"] >= 40 and seen["divisors"] >= 40, seen


def test_the_divisor_range_holds_exactly_the_divisors_whose_quotient_fits() -> None:
    """tokens.divisors against every divisor 1..300 checked in exact fractions, on random terms and spans."""
    rng = random.Random(7)
    seen = Counter[str]()
    for _ in range(400):
        term = Fraction(rng.choice([-1, 1]) * rng.randint(1, 5000), rng.randint(1, 40))
        lo = rng.randint(-200, 200) / rng.choice([1, 4, 16])
        hi = lo + rng.randint(0, 300) / rng.choice([1, 4, 16])
        start, end = tokens.divisors(float(term), lo, hi)
        for v in range(1, 301):
            fits = lo <= term / v <= hi
            inside = start - 1e-9 <= v <= end + 1e-9
            assert inside == fits, (term, lo, hi, v, start, end)
            seen["fits" if fits else "does not"] += 1
    assert seen["fits"] >= 1000 and seen["does not"] >= 1000, seen
