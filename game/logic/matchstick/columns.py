"""Digit-only fast path: a sum of signed decimal numbers checked column by column with a carry (the range of
values a decimal number can take within a stick budget is numbers.value_ranges).

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

State = tuple[int, ...]  # (column sum so far of each equation, ..., removed, added)


def column_search(numbers: Sequence[Sequence[int]], coefs: Sequence[Sequence[int]], offsets: Sequence[int],
                  options: Sequence[Sequence[Option]], want: tuple[int, int],
                  emit: Callable[[dict[int, str]], None], budget: Budget | None) -> None:
    """Call emit({digit cell: glyph}) for every choice of digits, costing exactly `want` (removed, added),
    that makes every equation e hold: offsets[e] + sum(coefs[i][e] * value of numbers[i]) == 0.
    `numbers[i]` lists digit cells, most significant first."""
    want_r, want_a = want
    m = len(offsets)
    steps: list[tuple[int, list[tuple[tuple[int, ...], int, int, str]], bool]] = []
    width = max(len(cells) for cells in numbers)
    for col in range(width):
        column = [(cells[-1 - col], c) for cells, c in zip(numbers, coefs) if col < len(cells)]
        for i, (cell, c) in enumerate(column):
            choices = [(tuple(x * int(g) for x in c), r, a, g) for _, r, a, g in options[cell]
                       if r <= want_r and a <= want_a]
            steps.append((cell, choices, i == len(column) - 1))

    def advance(state: State, delta: tuple[int, ...], cr: int, ca: int, end: bool) -> State | None:
        regs = [s + d for s, d in zip(state[:m], delta)]
        if end:
            if any(t % 10 for t in regs):
                return None
            regs = [t // 10 for t in regs]
        return (*regs, state[m] + cr, state[m + 1] + ca)

    layers: list[set[State]] = [{(*offsets, 0, 0)}]
    for _, choices, end in steps:
        nxt: set[State] = set()
        for state in layers[-1]:
            r, a = state[m], state[m + 1]
            for delta, cr, ca, _ in choices:
                if r + cr > want_r or a + ca > want_a:
                    continue
                new = advance(state, delta, cr, ca, end)
                if new is not None:
                    nxt.add(new)
        if budget is not None:
            budget.charge(len(layers[-1]) * len(choices) + 1)
        if not nxt:
            return
        layers.append(nxt)
    goal: State = (*([0] * m), want_r, want_a)
    if goal not in layers[-1]:
        return
    good: list[set[State]] = [set() for _ in layers]
    good[-1] = {goal}
    for i in range(len(steps) - 1, -1, -1):
        _, choices, end = steps[i]
        ahead = good[i + 1]
        for state in layers[i]:
            if any(advance(state, delta, cr, ca, end) in ahead for delta, cr, ca, _ in choices):
                good[i].add(state)
        if budget is not None:
            budget.charge(len(layers[i]) + 1)
    chosen: dict[int, str] = {}

    def walk(i: int, state: State) -> None:
        if i == len(steps):
            emit(chosen)
            return
        cell, choices, end = steps[i]
        ahead = good[i + 1]
        if budget is not None:
            budget.charge(len(choices))
        for delta, cr, ca, g in choices:
            new = advance(state, delta, cr, ca, end)
            if new in ahead:
                chosen[cell] = g
                assert new is not None
                walk(i + 1, new)

    start: State = (*offsets, 0, 0)
    if start in good[0]:
        walk(0, start)
