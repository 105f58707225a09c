"""The operator bounds (`bounds.Balance`) rule out an operator choice only when no split of the sticks among the
numbers can make the sides equal: checked against every choice of concrete values, evaluated in exact
fractions. One Balance, asked at many limits, says for each what a fresh one says."""
from __future__ import annotations

import itertools
import random
from fractions import Fraction

from game.logic.matchstick import bounds

Cost = tuple[int, int]
COSTS: list[Cost] = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)]


def _values(rng: random.Random) -> dict[Cost, list[int]]:
    """A number's concrete values per exact stick cost."""
    return {cost: [rng.randint(0, 12) for _ in range(rng.randint(1, 3))]
            for cost in rng.sample(COSTS, rng.randint(1, 4))}


def _balances(ops: list[str], negative: list[bool], values: list[int]) -> bool:
    """Whether the equation with these values holds, every '=' side equal (a division by zero is false)."""
    sides: list[Fraction] = []
    total, term = Fraction(0), Fraction(0)
    for n, value in enumerate(values):
        x = Fraction(-value if negative[n] else value)
        op = ops[n - 1] if n else "="
        if op == "*":
            term *= x
        elif op == "/":
            if x == 0:
                return False
            term /= x
        else:
            if n and op == "=":
                sides.append(total + term)
                total = Fraction(0)
            elif n:
                total += term
            term = -x if op == "-" else x
    sides.append(total + term)
    return all(side == sides[0] for side in sides)


def _can_balance(ops: list[str], negative: list[bool], numbers: list[dict[Cost, list[int]]], limit: Cost) -> bool:
    for picks in itertools.product(*(list(n.items()) for n in numbers)):
        if tuple(map(sum, zip(*(cost for cost, _ in picks)))) != limit:
            continue
        for values in itertools.product(*(vs for _, vs in picks)):
            if _balances(ops, negative, list(values)):
                return True
    return False


def test_a_choice_that_can_balance_is_never_ruled_out_and_one_balance_serves_every_limit() -> None:
    rng = random.Random(7)
    seen = {"balances": 0, "ruled out": 0, "kept without balancing": 0}
    for _ in range(300):
        count = rng.randint(2, 4)
        numbers = [_values(rng) for _ in range(count)]
        ranges = [{c: (min(vs), max(vs)) for c, vs in n.items()} for n in numbers]
        shared = bounds.Balance(ranges)
        for _ in range(6):
            ops = [rng.choice("+-*/=") for _ in range(count - 1)]
            if "=" not in ops:
                ops[rng.randrange(count - 1)] = "="
            negative = [rng.random() < 0.2 for _ in range(count)]
            limit = (rng.randint(0, 3), rng.randint(0, 3))
            said = shared.may_balance(ops, negative, limit)
            assert said == bounds.Balance(ranges).may_balance(ops, negative, limit)
            if _can_balance(ops, negative, numbers, limit):
                assert said, (numbers, ops, negative, limit)
                seen["balances"] += 1
            else:
                seen["kept without balancing" if said else "ruled out"] += 1
    assert min(seen.values()) > 30, seen
