"""One-stick answers of `a∘b=c` straight from per-number neighbourhoods (the command line's batch fast path).

With one stick, an answer either rearranges one token from within (a move inside a number or an operator) or
takes a stick from one token and puts it on another (add and remove mode: one token gains or loses one). So
the answers follow from what each number and operator becomes at each cost (removed, added) in 0..1, built
once per number text (numbers.py's tables, the plain search's own cell choices) and looked up by value: for
sums and differences, the one number left open is found by the value it must have.

Only texts: the layouts and moves of each answer are the plain solver's job. A puzzle outside what this
covers (another shape, unary minus, Roman numerals, spaces or other spellings) returns None and the caller
takes the plain path; tests/matchstick/test_fast_paths.py checks the two agree.
"""
from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from itertools import product

from .glyphs import CANONICAL, DIGIT, OP
from .layout import MAX_CELLS
from .numbers import digit_options, number_table, op_options
from .rules import FORMS, Rules

Cost = tuple[int, int]                      # (sticks removed, sticks added)
ByValue = dict[int, tuple[str, ...]]        # a number's value -> the texts reading as it
SHAPE = re.compile(r"([0-9]+)([-+*/])([0-9]+)=([0-9]+)")
ZERO: Cost = (0, 0)
# The ways to spread what the operators leave of the stick over the three numbers: each number's cost.
SPREADS: dict[Cost, tuple[tuple[Cost, ...], ...]] = {
    ZERO: ((ZERO, ZERO, ZERO),),
    (1, 0): tuple(tuple((1, 0) if m == n else ZERO for m in range(3)) for n in range(3)),
    (0, 1): tuple(tuple((0, 1) if m == n else ZERO for m in range(3)) for n in range(3)),
    (1, 1): tuple(tuple((1, 1) if m == n else ZERO for m in range(3)) for n in range(3))
    + tuple(tuple((1, 0) if m == i else (0, 1) if m == j else ZERO for m in range(3))
            for i in range(3) for j in range(3) if i != j),
}
LOSE, GAIN, MOVE = (1, 0), (0, 1), (1, 1)
WANT: dict[str, Cost] = {"move": MOVE, "add": GAIN, "remove": LOSE}
# Sums and differences as x*cx + y*cy + z*cz = 0, by (first operator, second operator).
LINEAR: dict[tuple[str, str], tuple[int, int, int]] = {
    ("+", "="): (1, 1, -1), ("-", "="): (1, -1, -1),    # x ± y = z
    ("=", "+"): (1, -1, -1), ("=", "-"): (1, -1, 1),    # x = y ± z
}


@lru_cache(maxsize=4096)
def number_neighbours(text: str, no_zero: bool, mode: str) -> dict[Cost, ByValue]:
    """What a number of decimal digits becomes within one stick: cost -> value -> texts. `no_zero`: its
    first digit may not read 0 (a multi-digit number without the leading-zeros rule)."""
    options = tuple(digit_options(DIGIT, CANONICAL[DIGIT][ch], no_zero and i == 0, mode)
                    for i, ch in enumerate(text))
    grouped: dict[Cost, dict[int, list[str]]] = {}
    for removed, added, value, _, glyphs in number_table(options, 1, DIGIT).variants:
        grouped.setdefault((removed, added), {}).setdefault(value, []).append("".join(glyphs))
    return {cost: {v: tuple(t) for v, t in values.items()} for cost, values in grouped.items()}


@lru_cache(maxsize=256)
def operator_neighbours(glyph: str, frozen: bool, operators: str, move_equals: bool,
                        mode: str) -> dict[Cost, tuple[str, ...]]:
    """What an operator cell becomes within one stick under the rules: cost -> glyphs."""
    grouped: dict[Cost, list[str]] = {}
    for _, removed, added, g in op_options(CANONICAL[OP][glyph], frozen, operators, move_equals, mode):
        if removed <= 1 and added <= 1 and g not in grouped.get((removed, added), []):
            grouped.setdefault((removed, added), []).append(g)
    return {cost: tuple(glyphs) for cost, glyphs in grouped.items()}


Plan = tuple[str, str, Cost, tuple[int, int, int] | None]


@lru_cache(maxsize=256)
def operator_plans(op: str, rules: Rules, mode: str) -> tuple[Plan, ...] | None:
    """What the two operator cells of `a op b = c` may become under the rules, as (first glyph, second glyph,
    the cost left for the numbers, the sum's coefficients or None); None when the puzzle itself breaks the
    required form (no answer)."""
    form = FORMS[rules.form]
    if form is not None and op not in form:
        return None
    want_r, want_a = WANT[mode]
    plans = []
    for (r1, a1), glyphs1 in operator_neighbours(op, False, rules.operators, rules.move_equals, mode).items():
        for (r2, a2), glyphs2 in operator_neighbours("=", not rules.move_equals, rules.operators,
                                                     rules.move_equals, mode).items():
            rest = (want_r - r1 - r2, want_a - a1 - a2)
            if rest[0] < 0 or rest[1] < 0:
                continue
            for g1 in glyphs1:
                for g2 in glyphs2:
                    if (g1 == "=") == (g2 == "="):
                        if g1 != "=" or not rules.chained_equals or form is not None:
                            continue  # no '=', or two where the rules allow one
                    elif form is not None and (g2 != "=" or g1 not in form):
                        continue
                    plans.append((g1, g2, rest, LINEAR.get((g1, g2))))
    return tuple(plans)


def one_stick_texts(text: str, rules: Rules, mode: str) -> list[str] | None:
    """Every true equation one stick from `text` (sorted, the puzzle's own text left out), as
    solver.solve(text, 1, mode, rules) lists them; None when `text` is not a plain ASCII `a∘b=c` of
    decimal digits these rules can take here (the caller then solves it the plain way)."""
    match = SHAPE.fullmatch(text)
    if match is None or rules.numerals != "digits" or rules.unary_minus or len(text) > MAX_CELLS:
        return None
    a, op, b, c = match.groups()
    plans = operator_plans(op, rules, mode)
    if plans is None:
        return []
    no_zero = not rules.leading_zeros
    numbers = [number_neighbours(a, no_zero and len(a) > 1, mode),
               number_neighbours(b, no_zero and len(b) > 1, mode),
               number_neighbours(c, no_zero and len(c) > 1, mode)]
    if ZERO not in numbers[0] or ZERO not in numbers[1] or ZERO not in numbers[2]:
        return None  # a leading zero the rules forbid must change: rare, left to the plain search
    texts, values = (a, b, c), (int(a), int(b), int(c))
    found: set[str] = set()
    for g1, g2, rest, coefs in plans:
        if coefs is None:
            _any_equation(numbers, g1, g2, rest, found)
        else:
            _linear(numbers, texts, values, coefs, g1, g2, rest, found)
    found.discard(text)  # reached with no stick moved: not an answer under one
    return sorted(found)


def _linear(numbers: list[dict[Cost, ByValue]], texts: tuple[str, str, str], values: tuple[int, int, int],
            coefs: tuple[int, int, int], g1: str, g2: str, rest: Cost, found: set[str]) -> None:
    """Add to `found` every `x g1 y g2 z` with cx*x + cy*y + cz*z = 0 whose numbers change at a total cost
    of `rest` (from `texts` of `values`): a number that changes is looked up by the value it must have."""
    gap = coefs[0] * values[0] + coefs[1] * values[1] + coefs[2] * values[2]  # what the changes must undo

    def add(changed: dict[int, tuple[str, ...]]) -> None:
        x, y, z = (changed.get(n, (texts[n],)) for n in range(3))
        found.update(f"{p}{g1}{q}{g2}{r}" for p in x for q in y for r in z)

    if rest == ZERO:
        if gap == 0:
            add({})
        return
    for n in range(3):  # one number takes the whole cost (a move within it, or the stick added or taken)
        table = numbers[n].get(rest)
        if table:
            hits = table.get(values[n] - gap * coefs[n])  # (c is 1 or -1)
            if hits:
                add({n: hits})
    if rest != MOVE:
        return
    for i in range(3):  # number i loses a stick, number j gains it
        lose = numbers[i].get(LOSE)
        if not lose:
            continue
        for j in range(3):
            gain = numbers[j].get(GAIN) if j != i else None
            if not gain:
                continue
            for u, us in lose.items():
                ws = gain.get(values[j] - coefs[j] * (gap + coefs[i] * (u - values[i])))
                if ws:
                    add({i: us, j: ws})


def _any_equation(numbers: list[dict[Cost, ByValue]], g1: str, g2: str, rest: Cost, found: set[str]) -> None:
    """Add to `found` every true `x g1 y g2 z` (a product, a quotient or x=y=z) whose numbers change at a
    total cost of `rest`: every combination is tried (a few dozen)."""
    for costs in SPREADS[rest]:
        chosen = [number.get(cost) for number, cost in zip(numbers, costs)]
        if chosen[0] is None or chosen[1] is None or chosen[2] is None:
            continue
        for (x, xs), (y, ys), (z, zs) in product(chosen[0].items(), chosen[1].items(), chosen[2].items()):
            if _holds(x, g1, y, g2, z):
                found.update(f"{p}{g1}{q}{g2}{r}" for p in xs for q in ys for r in zs)


def _holds(x: int, g1: str, y: int, g2: str, z: int) -> bool:
    """Whether `x g1 y g2 z` is true: one '=' with a product or quotient on one side, or x=y=z."""
    if g1 == "=" and g2 == "=":
        return x == y == z
    if g2 == "=":
        return _value(x, g1, y) == z
    return x == _value(y, g2, z)


def _value(x: int, op: str, y: int) -> int | Fraction | None:
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    return Fraction(x, y) if y else None  # division by zero: not an equation
