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
# children and value; _IDS maps (kind, A, B) (or ('n', value) for a leaf) to the id.
_KIND: list[str] = []
_A: list[Ids] = []
_B: list[Ids] = []
_VALUE: list[Num] = []
_IDS: dict[tuple[object, ...], int] = {}


def _node(kind: str, a: Ids, b: Ids, value: Num) -> int:
    ident: tuple[object, ...] = (kind, a, b) if kind != "n" else ("n", value)
    node = _IDS.get(ident)
    if node is None:
        node = _IDS[ident] = len(_KIND)
        _KIND.append(kind)
        _A.append(a)
        _B.append(b)
        _VALUE.append(value)
    return node


def size() -> int:
    """How many nodes are stored (they are never dropped one by one, see `clear`)."""
    return len(_KIND)


def clear() -> None:
    """Forget every node (only together with every table that holds keys)."""
    for table in (_KIND, _A, _B, _VALUE):
        table.clear()
    _IDS.clear()
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
    """Key of (a op b) from the keys of a and b; `value` is the exact value of a op b."""
    sa, na, ones, zeros = ka
    sb, nb, ones_b, zeros_b = kb
    ones += ones_b
    zeros += zeros_b
    if op == "+" or op == "-":
        if _KIND[na] == "+":
            pos, neg = _A[na], _B[na]
        else:
            pos, neg = ((na,), ()) if sa > 0 else ((), (na,))
        if _KIND[nb] == "+":
            pb, mb = (_B[nb], _A[nb]) if op == "-" else (_A[nb], _B[nb])
        else:
            pb, mb = ((nb,), ()) if (sb > 0) == (op == "+") else ((), (nb,))
        pos, lifted_p = _without(pos + pb, ZERO)
        neg, lifted_n = _without(neg + mb, ZERO)
        zeros += lifted_p + lifted_n
        if not pos and not neg:  # 0+0, 0-0: one of the zeros is the term itself
            return (1, ZERO, ones, zeros - 1)
        if len(pos) + len(neg) == 1:
            sign, node = (1, pos[0]) if pos else (-1, neg[0])
            if _KIND[node] != "*":
                sign, node = _single(sign, node)
            return (sign, node, ones, zeros)
        return (1, _node("+", tuple(sorted(pos)), tuple(sorted(neg)), value), ones, zeros)
    sa, nua, dea = _factors(sa, na)
    sb, nub, deb = _factors(sb, nb)
    if op == "/":
        nub, deb = deb, nub
    num, lifted_n = _without(nua + nub, ONE)
    den, lifted_d = _without(dea + deb, ONE)
    sign = sa * sb
    ones += lifted_n + lifted_d
    if not num and not den:  # 1×1, 1/1: one of the ones is the factor itself
        return (sign, ONE, ones - 1, zeros)
    if len(num) == 1 and not den:
        sign, node = _single(sign, num[0])
        return (sign, node, ones, zeros)
    return (sign, _node("*", tuple(sorted(num)), tuple(sorted(den)), value * sign), ones, zeros)
