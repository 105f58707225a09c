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

from functools import lru_cache
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
    steps = _steps(numbers, coefs, options, want)

    def advance(state: State, delta: tuple[int, ...], cr: int, ca: int, end: bool) -> State | None:
        regs = [s + d for s, d in zip(state[:m], delta)]
        if end:
            if any(t % 10 for t in regs):
                return None
            regs = [t // 10 for t in regs]
        return (*regs, state[m] + cr, state[m + 1] + ca)

    layers = _forward(steps, m, offsets, want, budget)
    if layers is None:
        return
    goal: State = (*([0] * m), want_r, want_a)
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


def has_answer(numbers: Sequence[Sequence[int]], coefs: Sequence[Sequence[int]], offsets: Sequence[int],
               options: Sequence[Sequence[Option]], want: tuple[int, int], budget: Budget | None) -> bool:
    """Whether column_search would emit anything (the forward pass alone: nothing is listed)."""
    return _forward(_steps(numbers, coefs, options, want), len(offsets), offsets, want, budget) is not None


def _steps(numbers: Sequence[Sequence[int]], coefs: Sequence[Sequence[int]], options: Sequence[Sequence[Option]],
           want: tuple[int, int]) -> list[Step]:
    """The digit cells from the units column up, each with its choices and whether it ends its column."""
    steps: list[Step] = []
    width = max(len(cells) for cells in numbers)
    for col in range(width):
        column = [(cells[-1 - col], c) for cells, c in zip(numbers, coefs) if col < len(cells)]
        for i, (cell, c) in enumerate(column):
            steps.append((cell, _choices(tuple(options[cell]), tuple(c), want), i == len(column) - 1))
    return steps


@lru_cache(maxsize=4096)
def _choices(options: tuple[Option, ...], coefs: tuple[int, ...], want: tuple[int, int]
             ) -> list[tuple[tuple[int, ...], int, int, str]]:
    """A digit cell's choices within `want`, each with what its digit adds to every equation's column sum
    (remembered: the rounds of one search ask for the same cells and coefficients again and again)."""
    return [(tuple(x * int(g) for x in coefs), r, a, g) for _, r, a, g in options if r <= want[0] and a <= want[1]]


Step = tuple[int, list[tuple[tuple[int, ...], int, int, str]], bool]   # (cell, its choices, ends a column)
Key = tuple[int, ...]   # (removed, added, the other equations' sums)


def _forward(steps: Sequence[Step], m: int, offsets: Sequence[int], want: tuple[int, int],
             budget: Budget | None) -> list[set[State]] | None:
    """The states after each step, when the last holds the goal (else None: no answer). The first equation's
    column sums ride as bits of one int per (removed, added, the other sums): a step shifts each such int once
    per choice instead of moving every state on its own, and most rounds of operators end here, unanswered.
    Bit p of a layer stands for the sum base + p (base: the layer's least sum)."""
    want_r, want_a = want
    base = offsets[0]
    layer: dict[Key, int] = {(0, 0, *offsets[1:]): 1}
    kept: list[tuple[int, dict[Key, int]]] = [(base, layer)]
    for _, choices, end in steps:
        lowest = min((delta[0] for delta, _, _, _ in choices), default=0)
        shift = -min(lowest, 0)
        nxt: dict[Key, int] = {}
        for key, bits in layer.items():
            r, a = key[0], key[1]
            for delta, cr, ca, _ in choices:
                if r + cr > want_r or a + ca > want_a:
                    continue
                to = (r + cr, a + ca, *[x + d for x, d in zip(key[2:], delta[1:])]) if m > 1 else (r + cr, a + ca)
                nxt[to] = nxt.get(to, 0) | bits << (delta[0] + shift)
        if budget is not None:
            budget.charge(len(layer) * len(choices) + 1)
        base -= shift
        if end:
            base, nxt = _carry(base, nxt)
        if not nxt:
            return None
        layer = nxt
        kept.append((base, layer))
    goal_key = (want_r, want_a, *([0] * (m - 1)))
    if not (layer.get(goal_key, 0) >> -base & 1 if base <= 0 else False):
        return None
    return [{(base + p, *key[2:], key[0], key[1]) for key, bits in layer.items() for p in _ones(bits)}
            for base, layer in kept]


def _carry(base: int, layer: dict[Key, int]) -> tuple[int, dict[Key, int]]:
    """A column ends: keep the sums that end in 0 (in every equation) and carry a tenth of each to the next."""
    sums = {key: [(base + p) // 10 for p in _ones(bits) if (base + p) % 10 == 0]
            for key, bits in layer.items() if all(x % 10 == 0 for x in key[2:])}
    low = min((s[0] for s in sums.values() if s), default=0)
    out: dict[Key, int] = {}
    for key, carried in sums.items():
        if carried:
            bits = 0
            for c in carried:
                bits |= 1 << (c - low)
            out[(key[0], key[1], *[x // 10 for x in key[2:]])] = bits
    return low, out


def _ones(bits: int) -> list[int]:
    """The positions of the set bits, lowest first."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out
