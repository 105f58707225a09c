"""The pieces both listings (the fast one in `solver`, the plain one in `plain`) build solutions from.

A candidate is (inverse, idle_depth, length, text, regrouped, idle, kind, tree). Each class of equal solutions
(one canonical key, see `expr`) keeps its simplest-looking member, scored by its first five fields (number of
- and /, how deep the idle 1s and 0s sit, length, text): so 1×2×3×4 wins over 4×3×2/1, a-b+c over a-(b-c), and 12×(13-11)×1 over
12×(13-1×11). Trees that print alike (a+(b-c) and (a+b)-c are both "a+b-c") are told apart by `regrouped`,
the number of right operands whose brackets the text drops: the kept tree is the one the text reads as, so
the rating (which looks at the intermediate values) does not depend on the order the search ran in.
"""
from __future__ import annotations

from typing import Any, Final, Optional

from game.logic.twentyfour import expr
from game.logic.twentyfour.numbers import Num, div, norm

Key = tuple[Any, ...]
Cand = tuple[int, int, int, str, int, int, str, expr.Tree]
TEXT: Final = 3  # where a candidate keeps its text
TREE: Final = 7  # and its tree
Table = dict[Key, Cand]


def leaf_cand(x: Num) -> Cand:
    text, kind = expr.leaf_piece(x)
    return (0, 0, len(text), text, 0, 0, kind, x)


def _is_idle(op: str, left: expr.Tree, right: expr.Tree) -> bool:
    """Multiplying or dividing by a 1 card, adding or subtracting a 0 card."""
    if op in "*/":
        return right == 1 and not isinstance(right, tuple) or (op == "*" and left == 1 and not isinstance(left, tuple))
    return right == 0 and not isinstance(right, tuple) or (op == "+" and left == 0 and not isinstance(left, tuple))


def join(op: str, ca: Cand, cb: Cand) -> Cand:
    text, kind = expr.join_piece(op, (ca[3], ca[6]), (cb[3], cb[6]))
    inverse = ca[0] + cb[0] + (op == "-" or op == "/")
    depth = ca[1] + ca[5] + cb[1] + cb[5]  # every idle card below goes one level deeper
    regrouped = ca[4] + cb[4] + (cb[6] == op)  # a+(b±c) prints as a+b±c, a×(b×c) as a×b×c (kinds are + and *)
    idle = ca[5] + cb[5] + _is_idle(op, ca[7], cb[7])
    return (inverse, depth, len(text), text, regrouped, idle, kind, (op, ca[7], cb[7]))


def score(cand: Cand) -> tuple[int, int, int, str, int]:
    return cand[:5]


def combine_into(table: Table, op: str, ka: Key, ca: Cand, kb: Key, cb: Cand, value: Num) -> None:
    """Add (a op b) to `table` under its key, unless its class already has a simpler-looking member."""
    key = expr.join_key(op, ka, kb, value)
    cand = join(op, ca, cb)
    old = table.get(key)
    if old is None or score(cand) < score(old):
        table[key] = cand


def combine_all(table: Table, op: str, a_first: bool, ea: Table, eb: Table, value: Num) -> None:
    """Every (a op b) (or b op a) for a from `ea` and b from `eb`, all worth `value`."""
    for ka, ca in ea.items():
        for kb, cb in eb.items():
            if a_first:
                combine_into(table, op, ka, ca, kb, cb, value)
            else:
                combine_into(table, op, kb, cb, ka, ca, value)


def ways(a: Num, t: Num) -> list[tuple[str, bool, Optional[Num]]]:
    """(op, a_first, b) for every way a op b or b op a makes t; b None means any b (or any non-zero b for /).
    Both orders of + and * are listed: they fold to one class, and the nicer-looking order is kept."""
    out: list[tuple[str, bool, Optional[Num]]] = [("+", True, norm(t - a)), ("+", False, norm(t - a)),
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
