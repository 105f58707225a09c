"""Interval bounds that rule out an operator choice before any search: each number's least and greatest value
for every exact stick cost, combined term by term and side by side. Sound (never rules out a true answer),
cheap next to the search it saves: a product or quotient of two long numbers has millions of pairs.
"""
from __future__ import annotations

import math
from typing import Sequence

Cost = tuple[int, int]
Interval = tuple[float, float]
Hull = dict[Cost, Interval]   # exact cost (removed, added) -> the values reachable at that cost (a hull)
_ANY: Interval = (-math.inf, math.inf)


def _apply(x: Interval, y: Interval, op: str) -> Interval:
    if op == "+":
        return x[0] + y[0], x[1] + y[1]
    if not all(map(math.isfinite, x + y)):
        return _ANY
    if op == "/":
        if y[0] <= 0 <= y[1]:
            return _ANY  # the divisor may be zero (then false) or tiny
        corners = [x[0] / y[0], x[0] / y[1], x[1] / y[0], x[1] / y[1]]
    else:
        corners = [x[0] * y[0], x[0] * y[1], x[1] * y[0], x[1] * y[1]]
    return min(corners), max(corners)


def _combine(a: Hull, b: Hull, op: str, limit: Cost) -> Hull:
    out: Hull = {}
    for (r1, a1), x in a.items():
        for (r2, a2), y in b.items():
            cost = (r1 + r2, a1 + a2)
            if cost[0] > limit[0] or cost[1] > limit[1]:
                continue
            z = _apply(x, y, op)
            old = out.get(cost)
            out[cost] = z if old is None else (min(old[0], z[0]), max(old[1], z[1]))
    return out


def may_balance(ops: Sequence[str], negative: Sequence[bool], ranges: Sequence[dict[Cost, tuple[int, int]]],
                limit: Cost) -> bool:
    """False when no split of exactly `limit` sticks (removed, added) among the numbers can make the sides
    equal, judged by value intervals. `ranges[n]`: number n's unsigned value range per exact cost."""
    return Balance(ranges).may_balance(ops, negative, limit)


Prefix = tuple[tuple[Hull, ...], Hull | None, Hull | None]   # (closed sides, the open side's sum, its last term)


class Balance:
    """may_balance for many operator choices of one equation: the hulls of each prefix (numbers, their signs and
    the operators between) at one limit are combined once and remembered, since the choices are tried in an
    order that shares long prefixes."""

    PREFIXES = 20_000   # remembered at most (each holds a few hulls, about 1.5 kB); then all are forgotten at once:
                        # the prefixes the coming choices share are recent ones, soon made again

    def __init__(self, ranges: Sequence[dict[Cost, tuple[int, int]]]) -> None:
        self.atoms: list[list[Hull]] = [[{c: (lo, hi) for c, (lo, hi) in by_cost.items()},
                                         {c: (-hi, -lo) for c, (lo, hi) in by_cost.items()}] for by_cost in ranges]
        self.prefixes: dict[object, Prefix] = {}

    def _step(self, state: Prefix, op: str, atom: Hull, limit: Cost) -> Prefix:
        sides, side, term = state
        if op in "*/":
            assert term is not None
            return sides, side, _combine(term, atom, op, limit)
        if term is not None:
            side = term if side is None else _combine(side, term, "+", limit)
        if op == "=" and side is not None:
            sides, side = sides + (side,), None
        return sides, side, {c: (-hi, -lo) for c, (lo, hi) in atom.items()} if op == "-" else atom

    def may_balance(self, ops: Sequence[str], negative: Sequence[bool], limit: Cost) -> bool:
        state: Prefix = ((), None, None)
        key: object = limit
        for n, neg in enumerate(negative):
            op = ops[n - 1] if n else "="
            key = (key, op, neg)
            known = self.prefixes.get(key)
            if known is None:
                known = self._step(state, op, self.atoms[n][neg], limit)
                if len(self.prefixes) >= self.PREFIXES:
                    self.prefixes.clear()
                self.prefixes[key] = known
            state = known
        closed, side, term = state
        assert term is not None
        sides = closed + (term if side is None else _combine(side, term, "+", limit),)
        first = sides[0]
        if len(sides) == 2:   # the two sides' costs add up to the limit exactly: one look-up per cost
            for (r1, a1), y in sides[1].items():
                x = first.get((limit[0] - r1, limit[1] - a1))
                if x is not None and x[0] <= y[1] and y[0] <= x[1]:
                    return True
            return False
        for other in sides[1:]:
            if not any(r0 + r1 <= limit[0] and a0 + a1 <= limit[1]
                       for (r0, a0), x in first.items() for (r1, a1), y in other.items()
                       if x[0] <= y[1] and y[0] <= x[1]):
                return False
        return True


def whole_quotients(dividend: dict[Cost, tuple[int, int]], divisor: dict[Cost, tuple[int, int]],
                    others: Sequence[tuple[int, dict[Cost, tuple[int, int]]]], weight: int, limit: Cost,
                    most: int = 2000) -> list[int] | None:
    """The whole values q = dividend / divisor can take in an equation weight*q + sum(coef * other) == 0
    whose numbers cost exactly `limit` sticks in all; None when they are too many (or unbounded) to try.
    `others`: (coefficient, unsigned range per cost) for every other number (coefficient 0 still costs)."""
    term = _combine({c: (float(lo), float(hi)) for c, (lo, hi) in dividend.items()},
                    {c: (float(lo), float(hi)) for c, (lo, hi) in divisor.items()}, "/", limit)
    rest: Hull = {(0, 0): (0.0, 0.0)}
    for coef, by_cost in others:
        atom: Hull = {c: (min(coef * lo, coef * hi), max(coef * lo, coef * hi)) for c, (lo, hi) in by_cost.items()}
        rest = _combine(rest, atom, "+", limit)
    points: set[int] = set()
    for (r0, a0), (tlo, thi) in term.items():
        for (r1, a1), (rlo, rhi) in rest.items():
            if (r0 + r1, a0 + a1) != limit:
                continue
            qlo, qhi = sorted((-rlo / weight, -rhi / weight))
            lo, hi = max(tlo, qlo), min(thi, qhi)
            if lo > hi:
                continue
            if not (math.isfinite(lo) and math.isfinite(hi)) or hi - lo > most:
                return None
            points.update(range(math.ceil(lo - 1e-6), math.floor(hi + 1e-6) + 1))
            if len(points) > most:
                return None
    return sorted(points)
