"""Exact search: is a hand solvable, and every distinct solution.

The search splits a hand (a sorted multiset) into two non-empty parts in every way, which covers every
bracketing of every order, for any number of cards (seed 004's "merge two numbers" method, done on
sub-multisets). Two ideas make it fast:
- the set of every value a small part (up to 3 numbers) can make is computed once and cached;
- the top of the search works backwards: a+b = t needs b = t-a, and so on, so "can part C make
  t - a" is a set look-up, and a 4-card hand costs a handful of C-level set intersections.
All arithmetic is exact (ints, and Fractions only where a division does not come out whole).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import gcd
from typing import Iterable, TypeAlias, TypeVar, Union

from game.logic.twentyfour import expr
from game.logic.twentyfour.numbers import Num, check_numbers, div, norm

Hand: TypeAlias = tuple[Num, ...]  # sorted
# The fast path's values: an int, or (numerator, denominator) with denominator > 1 in lowest terms.
Q: TypeAlias = Union[int, tuple[int, int]]
QHand: TypeAlias = tuple[Q, ...]  # sorted as `_order` sorts
# A candidate expression: (inverse, idle_depth, idle, text, kind, tree); see "every distinct solution".
Cand: TypeAlias = tuple[int, int, int, str, str, expr.Tree]
Table: TypeAlias = dict[expr.Key, Cand]
Item = TypeVar("Item")
SMALL = 3  # parts up to this size get a full value set / expression table


_SPLIT_PATTERNS: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}


def _split_patterns(n: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    if n not in _SPLIT_PATTERNS:
        _SPLIT_PATTERNS[n] = [(idx, tuple(i for i in range(n) if i not in idx))
                              for k in range(1, n // 2 + 1) for idx in combinations(range(n), k)]
    return _SPLIT_PATTERNS[n]


def _order(part: tuple[object, ...]) -> tuple[tuple[int, object], ...]:
    """A total order on parts whose members may be ints, Fractions or (numerator, denominator) pairs."""
    return tuple((0, x) if type(x) is int else (1, x) for x in part)


@lru_cache(maxsize=8192)
def splits(hand: Hand) -> tuple[tuple[Hand, Hand], ...]:
    """Every unordered way to cut a sorted multiset into two non-empty parts (smaller part first)."""
    return _cut(hand)


@lru_cache(maxsize=8192)
def _qsplits(hand: QHand) -> tuple[tuple[QHand, QHand], ...]:
    """`splits` for the fast path's hands (a cache of its own, so each keeps its precise type)."""
    return _cut(hand)


def _cut(hand: tuple[Item, ...]) -> tuple[tuple[tuple[Item, ...], tuple[Item, ...]], ...]:
    n = len(hand)
    if n == 4:  # the common case, spelled out; in a sorted hand equal cuts come out as equal tuples
        a, b, c, d = hand
        return tuple(dict.fromkeys((((a,), (b, c, d)), ((b,), (a, c, d)), ((c,), (a, b, d)), ((d,), (a, b, c)),
                                    ((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c)))))
    out: dict[tuple[tuple[Item, ...], tuple[Item, ...]], None] = {}
    for idx, other in _split_patterns(n):
        part = tuple([hand[i] for i in idx])
        rest = tuple([hand[i] for i in other])
        if len(part) * 2 == n and _order(rest) < _order(part):
            part, rest = rest, part
        out[(part, rest)] = None
    return tuple(out)


# --- the fast path: values as int, or (numerator, denominator) with denominator > 1 in lowest terms ---
# (tuples hash in C; Fraction's hash is computed in Python on every look-up)

def _q(x: Num) -> Q:
    x = norm(x)
    return x if type(x) is int else (x.numerator, x.denominator)


def _mk(n: int, d: int) -> Q:
    if d < 0:
        n, d = -n, -d
    g = gcd(n, d)
    return n // g if g == d else (n // g, d // g)


def _slow_ops(a: Q, b: Q, whole: bool) -> list[Q]:
    """a+b, a-b, b-a, a*b, a/b, b/a (divisions by zero left out) when one side is a fraction pair."""
    n1, d1 = (a, 1) if isinstance(a, int) else a
    n2, d2 = (b, 1) if isinstance(b, int) else b
    out = [_mk(n1 * d2 + n2 * d1, d1 * d2), _mk(n1 * d2 - n2 * d1, d1 * d2), _mk(n2 * d1 - n1 * d2, d1 * d2),
           _mk(n1 * n2, d1 * d2)]
    if n2:
        out.append(_mk(n1 * d2, d1 * n2))
    if n1:
        out.append(_mk(n2 * d1, d2 * n1))
    return [v for v in out if type(v) is int] if whole else out


def _pair_values(A: Iterable[Q], B: Iterable[Q], whole: bool) -> set[Q]:
    out: set[Q] = set()
    add = out.add
    for a in A:
        for b in B:
            if type(a) is int and type(b) is int:
                add(a + b)
                add(a - b)
                add(b - a)
                add(a * b)
                if a and b:
                    q, r = divmod(a, b)
                    if r == 0:
                        add(q)
                    elif not whole:
                        g = gcd(a, b) if b > 0 else -gcd(a, b)
                        add((a // g, b // g))
                    q, r = divmod(b, a)
                    if r == 0:
                        add(q)
                    elif not whole:
                        g = gcd(a, b) if a > 0 else -gcd(a, b)
                        add((b // g, a // g))
                elif b:  # a == 0: 0/b = 0
                    add(0)
                elif a:
                    add(0)
            else:
                out.update(_slow_ops(a, b, whole))
    return out


@lru_cache(maxsize=8192)
def _values(hand: QHand, whole: bool) -> frozenset[Q]:
    """Every value the numbers of `hand` (as fast-path values) can make, each used once; with `whole`,
    only through whole-number steps."""
    if len(hand) == 1:
        return frozenset(hand)
    out: set[Q] = set()
    for part, rest in _qsplits(hand):
        out |= _pair_values(_values(part, whole), _values(rest, whole), whole)
    return frozenset(out)


def _partners(a: Q, t: Q, whole: bool) -> list[Q]:
    """Every b with a op b = t or b op a = t for some op: t-a, a-t, t+a, and for a != 0 also
    t*a (b/a = t), t/a (a*b = t) and a/t (a/b = t, when t != 0)."""
    out: list[Q]
    if type(a) is int and type(t) is int:
        out = [t - a, a - t, t + a]
        if a:
            out.append(a * t)
            q, r = divmod(t, a)
            out.append(q if r == 0 else _mk(t, a))
            if t:
                q, r = divmod(a, t)
                out.append(q if r == 0 else _mk(a, t))
    else:
        ops = _slow_ops(t, a, False)  # t+a, t-a, a-t, t*a, then t/a if a, a/t if t
        out = ops[:3] + (ops[3:] if a != 0 else [])  # b/a = t needs a != 0, like the divisions
    return [v for v in out if type(v) is int] if whole else out


@lru_cache(maxsize=65536)
def _needed(part: QHand, t: Q, whole: bool) -> frozenset[Q]:
    out: set[Q] = set()
    for a in _values(part, whole):
        out.update(_partners(a, t, whole))
    return frozenset(out)


@lru_cache(maxsize=262144)
def _reachable(hand: QHand, t: Q, whole: bool) -> bool:
    if len(hand) <= SMALL:
        return t in _values(hand, whole)
    for part, rest in _qsplits(hand):
        if t == 0 and 0 in _values(part, whole):
            return True  # 0 * (anything the rest makes)
        need = _needed(part, t, whole)
        if len(rest) <= SMALL:
            if not need.isdisjoint(_values(rest, whole)):
                return True
        elif any(_reachable(rest, b, whole) for b in need):
            return True
    return False


def reachable(hand: Hand, t: Num, whole: bool = False) -> bool:
    """Can the sorted multiset `hand` make exactly t (with `whole`: through whole numbers only)?"""
    return _reachable(tuple(_q(x) for x in hand), _q(t), whole)


def solvable(numbers: Iterable[Num], target: Num = 24) -> bool:
    """True when the numbers, each used exactly once with + - * / and brackets, make `target` exactly."""
    hand, t = check_numbers(numbers, target)
    return reachable(hand, t)


def solvable_whole(numbers: Iterable[Num], target: Num = 24) -> bool:
    """Solvable with every intermediate value a whole number (what seed 004's integer search finds)."""
    hand, t = check_numbers(numbers, target)
    return reachable(hand, t, whole=True)


def needs_fraction(numbers: Iterable[Num], target: Num = 24) -> bool:
    """Solvable, but only through a value that is not a whole number (3 3 8 8 = 8/(3-8/3))."""
    hand, t = check_numbers(numbers, target)
    return reachable(hand, t) and not reachable(hand, t, whole=True)


def clear_caches() -> None:
    """Forget every cached table (the benchmark measures from cold)."""
    for f in (splits, _qsplits, _values, _needed, _reachable, _bucket, _exprs):
        f.cache_clear()


# --- every distinct solution --------------------------------------------------------------------------
# A candidate is (inverse, idle_depth, idle, text, kind, tree). Each class keeps its simplest-looking
# member, scored by (number of - and /, how deep the idle 1s and 0s sit, length, text): so 1×2×3×4 wins
# over 4×3×2/1, a-b+c over a-(b-c), and 12×(13-11)×1 over 12×(13-1×11).

@dataclass(frozen=True)
class Solution:
    text: str     # minimal brackets, × for times, / for divide
    tree: expr.Tree

    @property
    def value(self) -> Num:
        return expr.evaluate(self.tree)


def _leaf_cand(x: Num) -> Cand:
    text, kind = expr.leaf_piece(x)
    return (0, 0, 0, text, kind, x)


def _is_idle(op: str, left: expr.Tree, right: expr.Tree) -> bool:
    """Multiplying or dividing by a 1 card, adding or subtracting a 0 card."""
    if op in "*/":
        return right == 1 and not isinstance(right, tuple) or (op == "*" and left == 1 and not isinstance(left, tuple))
    return right == 0 and not isinstance(right, tuple) or (op == "+" and left == 0 and not isinstance(left, tuple))


def _join(op: str, ca: Cand, cb: Cand) -> Cand:
    text, kind = expr.join_piece(op, (ca[3], ca[4]), (cb[3], cb[4]))
    inverse = ca[0] + cb[0] + (op in "-/")
    depth = ca[1] + ca[2] + cb[1] + cb[2]  # every idle card below goes one level deeper
    idle = ca[2] + cb[2] + _is_idle(op, ca[5], cb[5])
    return (inverse, depth, idle, text, kind, (op, ca[5], cb[5]))


def _score(cand: Cand) -> tuple[int, int, int, str]:
    return (cand[0], cand[1], len(cand[3]), cand[3])


def _keep(table: Table, key: expr.Key, cand: Cand) -> None:
    old = table.get(key)
    if old is None or _score(cand) < _score(old):
        table[key] = cand


def _combine_into(table: Table, op: str, ka: expr.Key, ca: Cand, kb: expr.Key, cb: Cand, value: Num) -> None:
    _keep(table, expr.join_key(op, ka, kb, value), _join(op, ca, cb))


@lru_cache(maxsize=1024)
def _bucket(hand: Hand) -> dict[Num, Table]:
    """value -> {key: candidate} for every expression over the whole of `hand`."""
    if len(hand) == 1:
        x = hand[0]
        return {x: {expr.leaf_key(x): _leaf_cand(x)}}
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
                    dest = out.setdefault(value, {})
                    for kl, cl in left.items():
                        for kr, cr in right.items():
                            _combine_into(dest, op, kl, cl, kr, cr, value)
    return out


def _ways(a: Num, t: Num) -> list[tuple[str, bool, Num | None]]:
    """(op, a_first, b) for every way a op b or b op a makes t; b None means any b (or any non-zero b for /).
    Both orders of + and * are listed: they fold to one class, and the nicer-looking order is kept."""
    out: list[tuple[str, bool, Num | None]] = [("+", True, norm(t - a)), ("+", False, norm(t - a)),
                                               ("-", True, norm(a - t)), ("-", False, norm(t + a))]
    if a != 0:
        out.append(("*", True, div(t, a)))
        out.append(("*", False, div(t, a)))
        out.append(("/", False, norm(t * a)))
        if t != 0:
            out.append(("/", True, div(a, t)))
    elif t == 0:
        out.append(("*", True, None))
        out.append(("*", False, None))
        out.append(("/", True, None))
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
            for op, a_first, vb in _ways(va, t):
                if vb is None:
                    matches = [(v, c) for v, c in _bucket(rest).items() if op == "*" or v != 0]
                elif op == "/" and a_first and vb == 0:
                    continue  # a/0 (b/a with b = 0 is fine: 0/a = 0)
                else:
                    tb = _exprs(rest, vb) if len(rest) > SMALL else _bucket(rest).get(vb)
                    matches = [(vb, tb)] if tb else []
                for _, tb in matches:
                    for ka, ca in ta.items():
                        for kb, cb in tb.items():
                            if a_first:
                                _combine_into(out, op, ka, ca, kb, cb, t)
                            else:
                                _combine_into(out, op, kb, cb, ka, ca, t)
    return out


def solutions(numbers: Iterable[Num], target: Num = 24) -> list[Solution]:
    """Every distinct solution (one per class of the canonical key), simplest first."""
    hand, t = check_numbers(numbers, target)
    found = _exprs(hand, t) if len(hand) > SMALL else _bucket(hand).get(t, {})
    return [Solution(c[3], c[5]) for c in sorted(found.values(), key=_score)]


def count_solutions(numbers: Iterable[Num], target: Num = 24) -> int:
    hand, t = check_numbers(numbers, target)
    return len(_exprs(hand, t))
