"""The fast listing's hot loop: join two tables of candidates into a third, one simplest member per class.

It does what `candidates.join` + a score comparison do (a test compares the listings), spelled out so that
a join that cannot win is dropped on its numbers alone (number of - and /, idle depth, then text length,
all known before any text is built), and the text of a winner is built once.
"""
from __future__ import annotations

from game.logic.twentyfour import keys
from game.logic.twentyfour.candidates import Cand, Table
from game.logic.twentyfour.numbers import Num

A_FIRST, B_FIRST, BOTH = 1, 2, 3  # a op b, b op a, or both (+ and × fold the two orders into one class)


def _piece(op: str, lt: str, lk: str, rt: str, rk: str) -> str:
    """`expr.join_piece`'s text (its kind is '+' for + and -, '*' for × and /)."""
    if op == "+":
        return lt + "+" + rt
    if op == "-":
        return lt + "-(" + rt + ")" if rk == "+" else lt + "-" + rt
    if lk == "+":
        lt = "(" + lt + ")"
    if rk == "+" or op == "/" and rk == "*":
        rt = "(" + rt + ")"
    return lt + ("×" if op == "*" else "/") + rt


def combine(table: Table, op: str, order: int, ea: Table, eb: Table, value: Num) -> None:
    """Every a op b (and/or b op a) for a from `ea`, b from `eb` into `table`, one simplest member per
    class (ties keep the member met first, in the order a, then b, then a op b before b op a)."""
    inverse = op == "-" or op == "/"
    kind = "+" if op == "+" or op == "-" else "*"
    join_key = keys.join_key
    idle_unit = 0 if kind == "+" else 1  # the idle card of this op: 0 for + and -, 1 for × and /
    for ka, ca in ea.items():
        for kb, cb in eb.items():
            if order == B_FIRST:
                left, right = cb, ca
            else:
                left, right = ca, cb
            if inverse and type(right[7]) is tuple and right[7][0] == op:
                continue  # l-(r1-r2) and l/(r1/r2) never win: (l-r1)+r2 and l/r1×r2 have one - or / fewer
            key = join_key(op, kb, ka, value) if order == B_FIRST else join_key(op, ka, kb, value)
            inv = left[0] + right[0] + inverse
            depth = left[1] + left[5] + right[1] + right[5]
            lk = left[6]
            rk = right[6]
            length = left[2] + right[2] + 1
            if kind == "*":
                if lk == "+":
                    length += 2
                if rk == "+" or op == "/" and rk == "*":
                    length += 2
            elif op == "-" and rk == "+":
                length += 2
            old = table.get(key)
            if old is not None:
                head = (inv, depth, length)
                old_head = old[:3]
                if head > old_head:
                    continue
                tie = (old[3], old[4]) if head == old_head else None  # the text, then the regrouping, decide
            else:
                tie = None
            lt_tree = left[7]
            rt_tree = right[7]
            if order == BOTH:  # + or ×: the two orders differ only in text, and the first characters mostly decide
                lt = left[3] if lk != "+" or op == "+" else "(" + left[3] + ")"
                rt = right[3] if rk != "+" or op == "+" else "(" + right[3] + ")"
                symbol = "+" if op == "+" else "×"
                if lt[0] != rt[0]:
                    if rt[0] < lt[0]:
                        text, regrouped = rt + symbol + lt, left[4] + right[4] + (lk == op)
                        lt_tree, rt_tree = rt_tree, lt_tree
                    else:
                        text, regrouped = lt + symbol + rt, left[4] + right[4] + (rk == op)
                else:
                    text, regrouped = lt + symbol + rt, left[4] + right[4] + (rk == op)
                    other, other_regrouped = rt + symbol + lt, left[4] + right[4] + (lk == op)
                    if other < text or other == text and other_regrouped < regrouped:
                        text, regrouped = other, other_regrouped
                        lt_tree, rt_tree = rt_tree, lt_tree
            else:
                text = _piece(op, left[3], lk, right[3], rk)
                regrouped = left[4] + right[4] + (rk == op)
            if tie is not None and (text, regrouped) >= tie:
                continue
            idle = left[5] + right[5] + (rt_tree == idle_unit or (op == "+" or op == "*") and lt_tree == idle_unit)
            cand: Cand = (inv, depth, length, text, regrouped, idle, kind, (op, lt_tree, rt_tree))
            table[key] = cand
