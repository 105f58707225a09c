"""Ruling out a round of fixed operators with products and quotients, before searching it.

Once every number of a term but one is fixed, the term is that number times a known fraction: for instance
95/2 with the divisor fixed at 2 is 95 * 1/2. Fixing, in every term of several numbers, all the numbers but one
numerator (the one with the most digits) makes the whole equation linear in the numbers left. Multiplied
through by its denominators, it is a sum the column search decides (columns.has_answer). When no way of fixing
the few numbers, within the sticks left, makes that sum hold, the round has no true equation and is skipped.

Only a necessary condition is checked, so nothing is ruled out that could be an answer. A round with answers is
then searched as before, which keeps the answers in the order the search gives them.
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Sequence

from .budget import Budget
from .columns import has_answer
from .numbers import Option

Cost = tuple[int, int]
Term = tuple[int, int, list[int]]   # (its side, its sign from the operator before it, its numbers in order)


def terms(ops: Sequence[str], count: int) -> list[Term]:
    """The terms of `count` numbers joined by `ops`: each a chain of '*' and '/'."""
    out: list[Term] = [(0, 1, [0])]
    side = 0
    for n in range(1, count):
        op = ops[n - 1]
        if op in "*/":
            out[-1][2].append(n)
            continue
        side += op == "="
        out.append((side, -1 if op == "-" else 1, [n]))
    return out


def _free(numbers: list[int], ops: Sequence[str], digits: Sequence[Sequence[int]]) -> int:
    """The number of a term left free: its longest numerator (the first on a tie)."""
    numerators = [n for n in numbers if n == numbers[0] or ops[n - 1] == "*"]
    return max(numerators, key=lambda n: (len(digits[n]), -n))


def _values(cells: Sequence[int], offered: Sequence[Sequence[Option]], want: Cost, most: int
            ) -> list[tuple[int, int, int]] | None:
    """Every (value, removed, added) the digit cells can show within `want`; None when more than `most`."""
    out: list[tuple[int, int, int]] = [(0, 0, 0)]
    for cell in cells:
        out = [(value * 10 + int(g), r + cr, a + ca) for value, r, a in out for _, cr, ca, g in offered[cell]
               if r + cr <= want[0] and a + ca <= want[1]]
        if len(out) > most:
            return None
    return out


def may_have_answer(ops: Sequence[str], negative: Sequence[bool], digits: Sequence[Sequence[int]],
                    offered: Sequence[Sequence[Option]], want: Cost, budget: Budget | None,
                    most: int) -> bool | None:
    """False when no choice of the digits, costing exactly `want` (removed, added) with these operators and signs,
    makes every '=' hold; True when some way of fixing the numbers lets it; None when the numbers to fix have more
    than `most` ways between them (not tried). `negative[n]`: number n has a minus sign; `digits[n]`: its digit
    cells; `offered[cell]`: the choices of each cell."""
    found = terms(ops, len(digits))
    sides = found[-1][0] + 1
    free: dict[int, int] = {}   # term -> its free number
    fixed: list[int] = []
    for t, (_, _, numbers) in enumerate(found):
        free[t] = _free(numbers, ops, digits)
        fixed += [n for n in numbers if n != free[t]]
    if not fixed:
        return None   # already linear: the column search's own business
    choices: list[list[tuple[int, int, int]]] = []
    ways = 1
    for n in fixed:
        values = _values(digits[n], offered, want, most)
        if values is None:
            return None
        ways *= len(values)
        if ways > most:
            return None
        choices.append(values)
    kept = [free[t] for t in range(len(found))]
    kept_cells = [digits[n] for n in kept]
    place = {n: i for i, n in enumerate(fixed)}

    def check(picked: list[int], r: int, a: int) -> bool:
        factors: list[Fraction] = []
        for _, sign, numbers in found:
            factor = Fraction(sign)
            for n in numbers:
                if n in place:
                    value = picked[place[n]]
                    if ops[n - 1] == "/":
                        if value == 0:
                            return False   # a division by zero is never true
                        factor /= value
                    else:
                        factor *= value
                if negative[n]:
                    factor = -factor
            factors.append(factor)
        scale = math.lcm(*(f.denominator for f in factors))
        coefs = [[int(f * scale) * ((side == 0) - (side == e + 1)) for e in range(sides - 1)]
                 for (side, _, _), f in zip(found, factors)]
        return has_answer(kept_cells, coefs, [0] * (sides - 1), offered, (want[0] - r, want[1] - a), budget)

    picked = [0] * len(fixed)

    def walk(i: int, r: int, a: int) -> bool:
        if i == len(fixed):
            return check(picked, r, a)
        for value, cr, ca in choices[i]:
            if r + cr <= want[0] and a + ca <= want[1]:
                picked[i] = value
                if walk(i + 1, r + cr, a + ca):
                    return True
        return False

    return walk(0, 0, 0)
