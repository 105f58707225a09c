"""The plain listing of every distinct solution: the reference the fast listing in `solver` is tested against.

Parts of up to three numbers get a table of every expression they can make, for every value (`_bucket`);
larger hands are solved backwards from the target over those tables, in exact Num arithmetic. It builds a
canonical key for every expression of every small part, which is what the fast listing avoids.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from game.logic.twentyfour import expr
from game.logic.twentyfour.candidates import TEXT, TREE, Table, combine_all, leaf_cand, score, ways
from game.logic.twentyfour.numbers import Num, check_numbers, norm
from game.logic.twentyfour.solver import SMALL, Hand, Solution, reachable, splits


@lru_cache(maxsize=1024)
def _bucket(hand: Hand) -> dict[Num, Table]:
    """value -> {key: candidate} for every expression over the whole of `hand`."""
    if len(hand) == 1:
        x = hand[0]
        return {x: {expr.leaf_key(x): leaf_cand(x)}}
    out: dict[Num, Table] = {}
    for part, rest in splits(hand):
        for va, ta in _bucket(part).items():
            for vb, tb in _bucket(rest).items():
                for op, left, right, lv, rv in (("+", ta, tb, va, vb), ("+", tb, ta, vb, va), ("-", ta, tb, va, vb),
                                                ("-", tb, ta, vb, va), ("*", ta, tb, va, vb), ("*", tb, ta, vb, va),
                                                ("/", ta, tb, va, vb), ("/", tb, ta, vb, va)):
                    if op == "/" and rv == 0:
                        continue
                    value = norm(expr.apply_op(op, lv, rv))
                    combine_all(out.setdefault(value, {}), op, True, left, right, value)
    return out


@lru_cache(maxsize=65536)
def _exprs(hand: Hand, t: Num) -> Table:
    """{key: candidate} for every expression over `hand` worth exactly t."""
    if len(hand) <= SMALL:
        return _bucket(hand).get(t, {})
    if not reachable(hand, t):
        return {}
    out: Table = {}
    for part, rest in splits(hand):
        for va, ta in _bucket(part).items():
            for op, a_first, vb in ways(va, t):
                if vb is None:
                    matches = [c for v, c in _bucket(rest).items() if op == "*" or v != 0]
                elif op == "/" and a_first and vb == 0:
                    continue  # a/0 (b/a with b = 0 is fine: 0/a = 0)
                else:
                    tb = _exprs(rest, vb) if len(rest) > SMALL else _bucket(rest).get(vb)
                    matches = [tb] if tb else []
                for tb in matches:
                    combine_all(out, op, a_first, ta, tb, t)
    return out


def plain_solutions(numbers: Iterable[Num], target: Num = 24) -> list[Solution]:
    """Every distinct solution, simplest first, by the plain listing (same contract as `solver.solutions`)."""
    hand, t = check_numbers(numbers, target)
    found = _exprs(hand, t)
    return [Solution(c[TEXT], c[TREE]) for c in sorted(found.values(), key=score)]


def clear_caches() -> None:
    _bucket.cache_clear()
    _exprs.cache_clear()
