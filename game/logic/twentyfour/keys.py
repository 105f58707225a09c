"""The canonical key of `expr` with its nodes numbered, for the fast listing's hot loop.

`expr.join_key` builds keys as nested tuples: every join sorts and hashes whole subtrees again (and a
Fraction hashes in Python). Here each node is stored once and named by a small int, so a join sorts and
hashes short tuples of ints. The folds are exactly those of `expr.join_key` (see its docstring); a test
compares the classes both give. A key is (sign, node, ones, zeros): ones and zeros count the idle 1 and 0
cards lifted out of the tree.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from game.logic.twentyfour.numbers import Num

Key = tuple[int, int, int, int]
Ids = tuple[int, ...]

# node id -> its kind ('n' leaf, '+' sum: A added, B subtracted, '*' product: A multiplied, B divided),
# children, value and number of cards; _IDS maps (kind, A, B) (or ('n', value) for a leaf) to the id.
_KIND: list[str] = []
_A: list[Ids] = []
_B: list[Ids] = []
_VALUE: list[Num] = []
_CARDS: list[int] = []
_IDS: dict[tuple[object, ...], int] = {}
# Nodes of LARGE or more cards can only be held by the tables of parts that large, which the listing keeps
# for one hand: `drop_large` forgets them between hands, so the store grows only with the small parts.
LARGE = 4
_LARGE_NODES: list[int] = []
_kept = 0  # every node from here on is a large one


def _node(kind: str, a: Ids, b: Ids, value: Num) -> int:
    if kind == "n":
        node = _IDS.get(("n", value))
        if node is None:
            node = _new(("n", a, b), value, ("n", value))
        return node
    ident = (kind, a, b)
    node = _IDS.get(ident)
    return _new(ident, value) if node is None else node


def _new(ident: tuple[str, Ids, Ids], value: Num, name: tuple[object, ...] | None = None, cards: int = 0) -> int:
    """A new node; `cards` is its number of cards when the caller knows it (0: count them)."""
    global _kept
    node = len(_KIND)
    _IDS[ident if name is None else name] = node
    kind, a, b = ident
    _KIND.append(kind)
    _A.append(a)
    _B.append(b)
    _VALUE.append(value)
    if not cards:
        cards = sum(map(_CARDS.__getitem__, a)) + sum(map(_CARDS.__getitem__, b)) if kind != "n" else 1
    _CARDS.append(cards)
    if cards >= LARGE:
        _LARGE_NODES.append(node)
    else:
        _kept = node + 1
    return node


def size() -> int:
    """How many nodes are stored, or slots emptied by `drop_large` (they are never dropped one by one, see
    `clear`)."""
    return len(_IDS) + (len(_KIND) - len(_IDS)) // 8  # an emptied slot costs a few pointers


def drop_large() -> None:
    """Forget every node of LARGE or more cards (only together with every table that holds one)."""
    for node in _LARGE_NODES:
        del _IDS[(_KIND[node], _A[node], _B[node])]
        if node < _kept:  # a small node came after it: the slot stays, emptied
            _A[node] = _B[node] = ()
            _VALUE[node] = 0
    for table in (_KIND, _A, _B, _VALUE, _CARDS):
        del table[_kept:]
    _LARGE_NODES.clear()


def clear() -> None:
    """Forget every node (only together with every table that holds keys)."""
    global _kept
    for table in (_KIND, _A, _B, _VALUE, _CARDS):
        table.clear()
    _IDS.clear()
    _LARGE_NODES.clear()
    _kept = 0
    _init()


def _init() -> None:
    global ZERO, ONE
    ZERO, ONE = _node("n", (), (), 0), _node("n", (), (), 1)


ZERO = ONE = 0
_init()


def leaf_key(x: Num) -> Key:
    if type(x) is Fraction and x.denominator == 1:
        x = x.numerator
    return (1, _node("n", (), (), x), 0, 0)


def _single(sign: int, node: int) -> tuple[int, int]:
    """A sum or product left with one member is that member (a flipped difference turned back)."""
    if sign < 0 and _KIND[node] == "+":
        return 1, _node("+", _B[node], _A[node], -_VALUE[node])
    return sign, node


def _without(nodes: Ids, idle: int) -> tuple[Ids, int]:
    if idle not in nodes:
        return nodes, 0
    kept = tuple(n for n in nodes if n != idle)
    return kept, len(nodes) - len(kept)


def _factors(sign: int, node: int) -> tuple[int, Ids, Ids]:
    kind = _KIND[node]
    if kind == "*":
        return sign, _A[node], _B[node]
    if kind == "+":
        value = _VALUE[node]
        if value < 0:  # a difference as a factor: the positive way round, its sign moved out
            return -sign, (_node("+", _B[node], _A[node], -value),), ()
        if value == 0 and _shape_of(_B[node]) < _shape_of(_A[node]):  # a zero difference: one way round
            return sign, (_node("+", _B[node], _A[node], value),), ()
    return sign, (node,), ()


def _shape(node: int) -> Any:
    """The node as `expr` spells it: (value, kind, A, B) with children sorted as nested tuples."""
    return (_VALUE[node], _KIND[node], _shape_of(_A[node]), _shape_of(_B[node]))


def _shape_of(nodes: Ids) -> Any:
    """Children sorted as `expr` sorts them (node ids follow creation order, not `expr`'s order), so a zero
    difference is turned the same way round as `expr` turns it."""
    return tuple(sorted(_shape(n) for n in nodes))


def join_key(op: str, ka: Key, kb: Key, value: Num) -> Key:
    """Key of (a op b) from the keys of a and b; `value` is the exact value of a op b.
    (The hot loop of the listing: the common cases are spelled out, the rare ones go to `_rare_sum` and
    `_rare_product`.)"""
    sa, na, ones, zeros = ka
    sb, nb, ones_b, zeros_b = kb
    ones += ones_b
    zeros += zeros_b
    pos: Ids
    neg: Ids
    if op == "+" or op == "-":
        if _KIND[na] == "+":
            pos, neg = _A[na], _B[na]
        elif sa > 0:
            pos, neg = (na,), ()
        else:
            pos, neg = (), (na,)
        if _KIND[nb] == "+":
            if op == "-":
                pos, neg = pos + _B[nb], neg + _A[nb]
            else:
                pos, neg = pos + _A[nb], neg + _B[nb]
        elif (sb > 0) == (op == "+"):
            pos = pos + (nb,)
        else:
            neg = neg + (nb,)
        if ZERO in pos or ZERO in neg or len(pos) + len(neg) < 2:
            return _rare_sum(pos, neg, ones, zeros, value)
        ident = ("+", pos if len(pos) < 2 else tuple(sorted(pos)), neg if len(neg) < 2 else tuple(sorted(neg)))
        node = _IDS.get(ident)  # (new, it holds the cards of a and b: nothing was lifted out)
        return (1, _new(ident, value, cards=_CARDS[na] + _CARDS[nb]) if node is None else node, ones, zeros)
    kind = _KIND[na]
    if kind == "n" or kind == "+" and _VALUE[na] > 0:  # a leaf or a positive sum: the factor itself
        nua: Ids = (na,)
        dea: Ids = ()
    else:
        sa, nua, dea = _factors(sa, na)
    kind = _KIND[nb]
    if kind == "n" or kind == "+" and _VALUE[nb] > 0:
        nub: Ids = (nb,)
        deb: Ids = ()
    else:
        sb, nub, deb = _factors(sb, nb)
    if op == "/":
        num, den = nua + deb, dea + nub
    else:
        num, den = nua + nub, dea + deb
    sign = sa * sb
    if ONE in num or ONE in den or len(num) < 2 and not den:
        return _rare_product(sign, num, den, ones, zeros, value)
    ident = ("*", num if len(num) < 2 else tuple(sorted(num)), den if len(den) < 2 else tuple(sorted(den)))
    node = _IDS.get(ident)
    if node is None:  # (the node's value is the product's with its sign moved out: a negation, cheaper than * sign)
        node = _new(ident, value if sign > 0 else -value, cards=_CARDS[na] + _CARDS[nb])
    return (sign, node, ones, zeros)


def _rare_sum(pos: Ids, neg: Ids, ones: int, zeros: int, value: Num) -> Key:
    """A sum with 0 cards to lift out, or left with at most one member."""
    pos, lifted_p = _without(pos, ZERO)
    neg, lifted_n = _without(neg, ZERO)
    zeros += lifted_p + lifted_n
    if not pos and not neg:  # 0+0, 0-0: one of the zeros is the term itself
        return (1, ZERO, ones, zeros - 1)
    if len(pos) + len(neg) == 1:
        sign, node = (1, pos[0]) if pos else (-1, neg[0])
        if _KIND[node] != "*":
            sign, node = _single(sign, node)
        return (sign, node, ones, zeros)
    return (1, _node("+", tuple(sorted(pos)), tuple(sorted(neg)), value), ones, zeros)


def _rare_product(sign: int, num: Ids, den: Ids, ones: int, zeros: int, value: Num) -> Key:
    """A product with 1 cards to lift out, or left with one member."""
    num, lifted_n = _without(num, ONE)
    den, lifted_d = _without(den, ONE)
    ones += lifted_n + lifted_d
    if not num and not den:  # 1×1, 1/1: one of the ones is the factor itself
        return (sign, ONE, ones - 1, zeros)
    if len(num) == 1 and not den:
        sign, node = _single(sign, num[0])
        return (sign, node, ones, zeros)
    return (sign, _node("*", tuple(sorted(num)), tuple(sorted(den)), value if sign > 0 else -value), ones, zeros)
