"""Exact search: is a hand solvable, and every distinct solution.

The search splits a hand (a sorted multiset) into two non-empty parts in every way, which covers every
bracketing of every order, for any number of cards (the classic "merge two numbers" method, done on
sub-multisets). Two ideas make it fast:
- the set of every value a small part (up to 3 numbers) can make is computed once and cached;
- the top of the search works backwards: a+b = t needs b = t-a, and so on, so "can part C make
  t - a" is a set look-up, and a 4-card hand costs a handful of C-level set intersections.
All arithmetic is exact (ints, and Fractions only where a division does not come out whole).
A search run inside `deadline.within(...)` stops with `deadline.OutOfTime` once its time is spent (the outer
loops check it; a few huge numbers can otherwise take minutes).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import gcd
from typing import Callable, Iterable, Optional, TypeAlias, TypeVar, Union

from game.logic.twentyfour import expr, keys
from game.logic.twentyfour.deadline import check as check_deadline
from game.logic.twentyfour.combine import A_FIRST, B_FIRST, BOTH, combine
from game.logic.twentyfour.candidates import TEXT, TREE, Table, leaf_cand, score
from game.logic.twentyfour.numbers import MAX_NUMBERS, Num, check_numbers, norm

Hand: TypeAlias = tuple[Num, ...]  # sorted
# The fast path's values: an int, or (numerator, denominator) with denominator > 1 in lowest terms.
Q: TypeAlias = Union[int, tuple[int, int]]
QHand: TypeAlias = tuple[Q, ...]  # sorted as `_order` sorts
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
    check_deadline()
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
    check_deadline()
    out: set[Q] = set()
    for a in _values(part, whole):
        out.update(_partners(a, t, whole))
    return frozenset(out)


@lru_cache(maxsize=16384)
def _reachable(hand: QHand, t: Q, whole: bool) -> bool:
    if len(hand) <= SMALL:
        return t in _values(hand, whole)
    for part, rest in _qsplits(hand):
        check_deadline()
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
    """Solvable with every intermediate value a whole number (what a search over whole numbers only finds)."""
    hand, t = check_numbers(numbers, target)
    return reachable(hand, t, whole=True)


def needs_fraction(numbers: Iterable[Num], target: Num = 24) -> bool:
    """Solvable, but only through a value that is not a whole number (3 3 8 8 = 8/(3-8/3))."""
    hand, t = check_numbers(numbers, target)
    return reachable(hand, t) and not reachable(hand, t, whole=True)


def clear_caches() -> None:
    """Forget every cached table (the benchmark measures from cold)."""
    for f in (splits, _qsplits, _values, _fraction, _needed, _reachable, _ways_to, _card_ways, _plan, _small,
              _listing):
        f.cache_clear()
    _LARGE.clear()
    _LAST.clear()
    keys.clear()


# --- every distinct solution --------------------------------------------------------------------------
# The listing runs backwards from the target like `_reachable`, on the fast-path values: a cut (S, C) and a
# value a of S are only followed when C can make a partner b (a set look-up for a small C; a larger C's table
# for b is built, and is empty when it cannot), and canonical keys are built
# only for the expressions that reach the target (tables per sub-multiset and value, cached). The plain
# listing in `plain` builds every expression of every small part instead; a test compares the two.

@dataclass(frozen=True)
class Solution:
    text: str     # minimal brackets, × for times, / for divide
    tree: expr.Tree

    @property
    def value(self) -> Num:
        return expr.evaluate(self.tree)


def _num(x: Q) -> Num:
    return x if isinstance(x, int) else _fraction(x)


@lru_cache(maxsize=4096)
def _fraction(x: tuple[int, int]) -> Fraction:
    """A fast-path pair as a Fraction, made once (every table of a fraction value needs it)."""
    return Fraction(x[0], x[1])


Way = tuple[str, int, Optional[Q]]


def _ways(a: Q, t: Q) -> list[Way]:
    """`candidates.ways` on fast-path values: (op, order, b) for every way a op b or b op a makes t;
    b None means any b (any non-zero b for /)."""
    if type(a) is int and type(t) is int:
        if not a:
            zero: list[Way] = [("*", BOTH, None), ("/", A_FIRST, None)] if t == 0 else []
            return [("+", BOTH, t), ("-", A_FIRST, -t), ("-", B_FIRST, t)] + zero
        q, r = divmod(t, a)
        out: list[Way] = [("+", BOTH, t - a), ("-", A_FIRST, a - t), ("-", B_FIRST, t + a),
                          ("*", BOTH, q if r == 0 else _mk(t, a)), ("/", B_FIRST, t * a)]
        if t:
            q, r = divmod(a, t)
            out.append(("/", A_FIRST, q if r == 0 else _mk(a, t)))
        return out
    na, da = (a, 1) if isinstance(a, int) else a
    nt, dt = (t, 1) if isinstance(t, int) else t
    out = [("+", BOTH, _mk(nt * da - na * dt, dt * da)), ("-", A_FIRST, _mk(na * dt - nt * da, dt * da)),
           ("-", B_FIRST, _mk(nt * da + na * dt, dt * da))]
    if na:
        out += [("*", BOTH, _mk(nt * da, dt * na)), ("/", B_FIRST, _mk(nt * na, dt * da))]
        if nt:
            out.append(("/", A_FIRST, _mk(na * dt, da * nt)))
    elif nt == 0:
        out += [("*", BOTH, None), ("/", A_FIRST, None)]
    return out


@lru_cache(maxsize=16384)
def _ways_to(part: QHand, t: Q) -> dict[Optional[Q], list[tuple[str, int, Q]]]:
    """b -> [(op, order, a)] for every value a of `part` and way a op b (or b op a) makes t; b None: any b."""
    return _join_index(_values(part, False), t, False)


def _join_index(values: Iterable[Q], t: Q, drop_negative: bool) -> dict[Optional[Q], list[tuple[str, int, Q]]]:
    """`_ways_to` over these values; with `drop_negative`, less a - b for b < 0 (see `_card_ways`)."""
    out: dict[Optional[Q], list[tuple[str, int, Q]]] = {}
    for a in values:
        for op, order, b in _ways(a, t):
            if order == A_FIRST and (op == "/" and b == 0 or drop_negative and op == "-" and b is not None
                                     and _negative(b)):
                continue  # a/0 (b/a with b = 0 is fine: 0/a = 0), and a - b for b < 0 when asked
            out.setdefault(b, []).append((op, order, a))
    return out


def _build(hand: QHand, t: Q) -> Table:
    """{key: candidate} for every expression over `hand` (fast-path values) worth exactly t."""
    if len(hand) == 1:
        x = _num(hand[0])
        return {keys.leaf_key(x): leaf_cand(x)} if hand[0] == t else {}
    check_deadline()  # once a table, not once a cut: the cuts' own tables check as they are built
    value = _num(t)
    out: Table = {}
    zero = t == 0
    for part, rest, card, rest_values, table_a, table_b in _plan(hand):
        # The partners b (values of `rest` that some value a of `part` joins into t) come from two frozensets
        # intersected in C, so most cuts, which have none, cost little. `_needed` names exactly the b values
        # `_ways_to` indexes (a test checks), except None ("any b", t == 0 only).
        index: Optional[dict[Optional[Q], list[tuple[str, int, Q]]]] = None
        if card is not None:
            index, need = _card_ways(card, t)
        else:
            need = _needed(part, t, False)
        partners: Iterable[Q]
        if rest_values is not None:
            partners = need & rest_values
            if not partners and not zero:
                continue
        else:  # a large rest's table is built for each b (empty when it cannot make b): asking `_reachable`
            partners = need  # first cost as much again for each b it can make, and saved little for the others
        if index is None:
            index = _ways_to(part, t)
        for b in partners:
            eb = table_b(rest, b)
            if eb:
                for op, order, a in index[b]:
                    combine(out, op, order, table_a(part, a), eb, value)
        if zero:
            for op, order, a in index.get(None, ()):  # a = t = 0: a times anything, a over anything but 0
                for b in _values(rest, False):
                    if op == "*" or b != 0:
                        combine(out, op, order, table_a(part, a), table_b(rest, b), value)
    return out


# x - E with E < 0 never wins its class when x is one card and every card is positive (a 0 or a negative
# card breaks it): the class also holds x + (-E) written with no more - and / and no more characters, and at a tie
# "x+" sorts before "x-". Checked by hand for every tree shape of up to MAX_NUMBERS cards (a seven-card shape,
# x - ((a+b-c)×d+e+f), would need one more character), and by a test against the listing without the skip.
# It spares the table of x - 24, one of the five or six four-card tables each card of a five-card hand needs.
SKIP_NEGATIVE_SUBTRAHEND = True
assert MAX_NUMBERS <= 6


@lru_cache(maxsize=16384)
def _card_ways(x: Q, t: Q) -> tuple[dict[Optional[Q], list[tuple[str, int, Q]]], frozenset[Q]]:
    """`_ways_to` and `_needed` of the one-card part (x,) of an all-positive hand, less x - b for b < 0."""
    index = _join_index((x,), t, True)
    return index, frozenset(b for b in index if b is not None)


def _positive(x: Q) -> bool:
    return (x if isinstance(x, int) else x[0]) > 0


def _negative(x: Q) -> bool:
    return (x if isinstance(x, int) else x[0]) < 0


Cut = tuple[QHand, QHand, Optional[Q], Optional[frozenset[Q]], Callable[[QHand, Q], Table],
            Callable[[QHand, Q], Table]]


@lru_cache(maxsize=8192)
def _plan(hand: QHand) -> tuple[Cut, ...]:
    """What `_build` needs of a hand whatever the target (a four-card part is asked for several values): each
    cut (part, rest) with the card x when the part is one card of an all-positive hand (so `_card_ways`
    applies), the rest's value set when the rest is small (None: a large rest, whose values are asked for one
    by one), and the tables its two sides come from."""
    positive = SKIP_NEGATIVE_SUBTRAHEND and all(_positive(x) for x in hand)
    return tuple((part, rest, part[0] if positive and len(part) == 1 else None,
                  _values(rest, False) if len(rest) <= SMALL else None,
                  _small if len(part) <= SMALL else _exprs, _small if len(rest) <= SMALL else _exprs)
                 for part, rest in _qsplits(hand))


# Tables of small parts recur across hands and are kept; a larger part's tables are asked for by one hand
# only (a four-card part of a five-card hand, with a value that depends on the fifth card), so they are kept
# for the hand being listed and dropped before the next.
_small = lru_cache(maxsize=262144)(_build)
_LARGE: dict[tuple[QHand, Q], Table] = {}
assert SMALL < keys.LARGE  # so the kept tables hold no node that `keys.drop_large` drops


def _exprs(hand: QHand, t: Q) -> Table:
    """`_build`'s table, from the cache that fits the part's size."""
    if len(hand) <= SMALL:
        return _small(hand, t)
    table = _LARGE.get((hand, t))
    if table is None:
        table = _LARGE[(hand, t)] = _build(hand, t)
    return table


# The small parts' key nodes and tables only grow (the large parts' are dropped before each hand): about 21,000
# nodes after all 6188 five-card hands. Past this many they are dropped together (with the partner indexes)
# between two hands and rebuilt as needed, so a batch of any length stays bounded.
MAX_KEY_NODES = 60_000


# The whole hand whose table `_found` built last, and that table: a hand is asked for again only right away
# (rated, then listed; listed, then a typed answer looked up), while its parts recur across hands. Only the last
# one is kept: a new hand drops the large key nodes, so an older table's keys could name nodes no longer stored
# (harmless for listing it, wrong for looking a key up in it, as `class_text` does).
_LAST: dict[tuple[QHand, Q], Table] = {}


def _found(numbers: Iterable[Num], target: Num) -> Table:
    """{key: candidate} of every class of expressions of the numbers that make the target; every node its keys
    name is still in the key store."""
    hand, t = check_numbers(numbers, target)
    whole = (tuple(_q(x) for x in hand), _q(t))
    table = _LAST.get(whole)
    if table is None:
        if keys.size() > MAX_KEY_NODES:
            for cache in (_small, _ways_to, _card_ways):
                cache.cache_clear()
            keys.clear()
        _LARGE.clear()
        keys.drop_large()
        table = _build(*whole) if _reachable(*whole, False) else {}
        _LAST.clear()
        _LAST[whole] = table
    return table


def class_text(tree: expr.Tree) -> str | None:
    """The text `solutions` gives the class of `tree` (its simplest member) among the expressions of the tree's
    own numbers that make its value: the tree's key looked up in the table of those numbers and that value,
    without listing the other classes. None when the tree divides by zero or has more than MAX_NUMBERS
    numbers."""
    numbers = expr.leaves(tree)
    if len(numbers) > MAX_NUMBERS:
        return None
    try:
        value = expr.evaluate(tree)
    except ZeroDivisionError:
        return None
    table = _found(numbers, value)
    found = table.get(_key_of(tree))  # (after `_found`: the key's nodes are those its table holds)
    return None if found is None else found[TEXT]


def _key_of(tree: expr.Tree) -> keys.Key:
    """The tree's key as the listing builds it, join by join."""
    if not isinstance(tree, tuple):
        return keys.leaf_key(tree)
    op, left, right = tree
    return keys.join_key(op, _key_of(left), _key_of(right), expr.evaluate(tree))


def solutions(numbers: Iterable[Num], target: Num = 24) -> list[Solution]:
    """Every distinct solution (one per class of the canonical key), simplest first."""
    hand, t = check_numbers(numbers, target)
    return list(_listing(hand, t))


@lru_cache(maxsize=1)
def _listing(hand: Hand, t: Num) -> tuple[Solution, ...]:
    """The last hand's sorted listing: a batch asks for each hand twice in a row (rated, then listed)."""
    return tuple(Solution(c[TEXT], c[TREE]) for c in sorted(_found(hand, t).values(), key=score))


def count_solutions(numbers: Iterable[Num], target: Num = 24) -> int:
    return len(_found(numbers, target))
