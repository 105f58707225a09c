"""Digit-only fast paths: a sum of signed decimal numbers checked column by column with a carry, and the
range of values a decimal number can take within a stick budget.

Used by solver.search for long equations once the operators are fixed: N1 ± N2 ± ... = M1 ± ... becomes
sum(c_i * N_i) == 0 with c_i = ±1, decided column by column from the units up. The state after each digit
cell is (partial column sum with carry, sticks removed, sticks added): a few thousand states at most, where
combining whole numbers would mean millions of pairs. A backward pass keeps only states that still reach a
true equation, so listing answers never walks into a dead end. Only decimal digit cells qualify; other glyph
sets (e.g. Roman numerals) use the generic search in tokens.py.
"""
from __future__ import annotations

from typing import Callable, Sequence

from .budget import Budget
from .numbers import Option

State = tuple[int, int, int]  # (column sum so far, removed, added)


def column_search(numbers: Sequence[Sequence[int]], coefs: Sequence[int], options: Sequence[Sequence[Option]],
                  want: tuple[int, int], emit: Callable[[dict[int, str]], None], budget: Budget | None) -> None:
    """Call emit({digit cell: glyph}) for every choice of digits, costing exactly `want` (removed, added),
    with sum(coefs[i] * value of numbers[i]) == 0. `numbers[i]` lists digit cells, most significant first."""
    want_r, want_a = want
    steps: list[tuple[int, list[tuple[int, int, int, str]], bool]] = []
    width = max(len(cells) for cells in numbers)
    for col in range(width):
        column = [(cells[-1 - col], c) for cells, c in zip(numbers, coefs) if col < len(cells)]
        for i, (cell, c) in enumerate(column):
            choices = [(c * int(g), r, a, g) for _, r, a, g in options[cell] if r <= want_r and a <= want_a]
            steps.append((cell, choices, i == len(column) - 1))
    layers: list[set[State]] = [{(0, 0, 0)}]
    for _, choices, end in steps:
        nxt: set[State] = set()
        for s, r, a in layers[-1]:
            for dv, cr, ca, _ in choices:
                rr, aa = r + cr, a + ca
                if rr > want_r or aa > want_a:
                    continue
                t = s + dv
                if end:
                    if t % 10:
                        continue
                    t //= 10
                nxt.add((t, rr, aa))
        if budget is not None:
            budget.charge(len(layers[-1]) * len(choices) + 1)
        if not nxt:
            return
        layers.append(nxt)
    goal: State = (0, want_r, want_a)
    if goal not in layers[-1]:
        return
    good: list[set[State]] = [set() for _ in layers]
    good[-1] = {goal}
    for i in range(len(steps) - 1, -1, -1):
        _, choices, end = steps[i]
        ahead = good[i + 1]
        keep = good[i]
        for state in layers[i]:
            s, r, a = state
            for dv, cr, ca, _ in choices:
                t = s + dv
                if end:
                    if t % 10:
                        continue
                    t //= 10
                if (t, r + cr, a + ca) in ahead:
                    keep.add(state)
                    break
        if budget is not None:
            budget.charge(len(layers[i]) + 1)
    chosen: dict[int, str] = {}

    def walk(i: int, s: int, r: int, a: int) -> None:
        if i == len(steps):
            emit(chosen)
            return
        cell, choices, end = steps[i]
        ahead = good[i + 1]
        if budget is not None:
            budget.charge(len(choices))
        for dv, cr, ca, g in choices:
            t = s + dv
            if end:
                if t % 10:
                    continue
                t //= 10
            if (t, r + cr, a + ca) in ahead:
                chosen[cell] = g
                walk(i + 1, t, r + cr, a + ca)

    if (0, 0, 0) in good[0]:
        walk(0, 0, 0, 0)


def value_range(options: Sequence[Sequence[Option]], k: int) -> tuple[int, int] | None:
    """The least and greatest value a decimal number (digit cells only, most significant first) can take
    within k removals and k additions; None when it cannot be read at all."""
    best: dict[tuple[int, int], tuple[int, int]] = {(0, 0): (0, 0)}
    for cell in options:
        nxt: dict[tuple[int, int], tuple[int, int]] = {}
        for (r, a), (lo, hi) in best.items():
            for _, cr, ca, g in cell:
                key = (r + cr, a + ca)
                if key[0] > k or key[1] > k:
                    continue
                d = int(g)
                cand = (lo * 10 + d, hi * 10 + d)
                old = nxt.get(key)
                nxt[key] = cand if old is None else (min(old[0], cand[0]), max(old[1], cand[1]))
        best = nxt
    if not best:
        return None
    return min(v[0] for v in best.values()), max(v[1] for v in best.values())
