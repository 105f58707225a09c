"""The two searches that find candidate answers for solver.search (which checks and lists them).

plain_search: token by token over number tables (tokens.py), for any glyph set.
columns_search: operators and signs first, ruled out early by interval bounds (bounds.py); sums, chained '='
and one whole quotient decided column by column (columns.py); products left to the plain search with the
operators fixed. Decimal digits only.
"""
from __future__ import annotations

import math
from typing import Callable, Collection, Mapping, NamedTuple, Sequence

from .bounds import Balance, whole_quotients
from .budget import Budget
from .columns import column_search
from .fixed_factors import may_have_answer
from .glyphs import DIGIT, OP, SIGN
from .layout import TRUE, judge, structure
from .numbers import LastNumber, NumberTable, Option, Variant, number_table, target_cost, value_ranges
from .play import Puzzle
from .rules import FORMS
from .tails import Shared
from .tokens import token_search


def _number_cells(p: Puzzle) -> list[list[int]]:
    """Each number's cells: its sign cell (if any), then its digits."""
    return [([sign] if sign >= 0 else []) + list(range(start, end)) for sign, start, end in structure(p.layout.kinds).numbers]


FIX_QUOTIENT = 8    # a quotient of more whole values than this is first tried with its divisor fixed (at most an
                    # eighth as many ways as there are values: each way costs about as much as a value)
FIX_UNLISTED = 24   # and one of too many whole values to list, with at most this many ways


def plain_search(p: Puzzle, k: int, mode: str, opts: list[tuple[Option, ...]],
                  record: Callable[[Sequence[str]], None], budget: Budget | None,
                  operators: Sequence[Sequence[Option]] | None = None, shared: Shared | None = None) -> None:
    struct = structure(p.layout.kinds)
    cells = _number_cells(p)
    kinds = [p.layout.kinds[start] for _, start, _ in struct.numbers]
    tables = [_table(tuple(opts[c] for c in group), k, kind, budget, shared) for group, kind in zip(cells[:-1], kinds)]
    final = LastNumber(tuple(opts[c] for c in cells[-1]), k, kinds[-1], budget)
    if operators is None:
        operators = [opts[c] for c in struct.ops]
    glyphs = [""] * len(opts)

    def leaf(variants: list[Variant], ops: list[str]) -> None:
        for group, var in zip(cells, variants):
            for c, g in zip(group, var[4]):
                glyphs[c] = g
        for c, g in zip(struct.ops, ops):
            glyphs[c] = g
        record(glyphs)

    token_search(tables, final, operators, p.rules, target_cost(k, mode), leaf, budget, shared)


def _table(options: tuple[tuple[Option, ...], ...], k: int, kind: str, budget: Budget | None,
           shared: Shared | None) -> NumberTable:
    """A number's table; kept for the other rounds of one search however big (number_table keeps small ones)."""
    if shared is None:
        return number_table(options, k, kind, budget)
    key = (options, k, kind)
    table = shared.tables.get(key)
    if table is None:
        table = shared.tables[key] = number_table(options, k, kind, budget)
    return table


def digits_only(p: Puzzle) -> bool:
    return all(kind in (DIGIT, SIGN, OP) for kind in p.layout.kinds)


def number_count(p: Puzzle) -> int:
    return len(structure(p.layout.kinds).numbers)


def longest_number(p: Puzzle) -> int:
    """The most cells of one number (its digits)."""
    return max(end - start for _, start, end in structure(p.layout.kinds).numbers)


def worth_columns(p: Puzzle, k: int) -> bool:
    """Long numbers or many of them: the per-number tables would be large, so fix operators first."""
    if not digits_only(p):
        return False
    return k * longest_number(p) >= 9  # many short numbers: the plain search, whose dead-end memory suits them


def signature_cells(p: Puzzle) -> list[int]:
    """The operator cells, then the sign cells: what the column search fixes first (their glyphs are a round's
    signature)."""
    struct = structure(p.layout.kinds)
    return list(struct.ops) + [sign for sign, _, _ in struct.numbers if sign >= 0]


class Round(NamedTuple):
    """One choice of operators and unary minus signs for the column search, in the order it tries them."""
    fixed: tuple[Option, ...]    # the operator cells' choices, then the sign cells'
    ops: tuple[str, ...]         # the operators chosen
    negative: tuple[bool, ...]   # per number: under a unary minus
    left: tuple[int, int]        # the sticks (removed, added) left for the digits
    later: bool                  # products, or more than one quotient: the plain search with these fixed, after
                                 # every round the columns decide

    def signature(self) -> tuple[str, ...]:
        """The glyphs of the operator and sign cells (`signature_cells`, in that order)."""
        return tuple(o[3] for o in self.fixed)


class Rounds:
    """Every round of operators and signs the rules and the plain interval bounds leave the column search, with
    each number's value ranges per cost. The finer bounds (bounds.Balance) are asked about a round only when it
    is about to run, or counted: a capped list may stop long before the last round, and with a dozen numbers there
    are tens of thousands."""

    def __init__(self, rounds: list[Round], by_cost: list[dict[tuple[int, int], tuple[int, int]]]) -> None:
        self.rounds, self.by_cost = rounds, by_cost
        self.balance = Balance(by_cost)
        self._balances: dict[int, bool] = {}

    def balances(self, index: int) -> bool:
        """Whether the bounds leave round `index` a chance (asked once)."""
        known = self._balances.get(index)
        if known is None:
            r = self.rounds[index]
            known = self._balances[index] = self.balance.may_balance(r.ops, r.negative, r.left)
        return known

    def later_count(self, most: int) -> int:
        """How many rounds of products or quotients the bounds leave, counted up to most + 1."""
        count = 0
        for index, r in enumerate(self.rounds):
            if r.later and self.balances(index):
                count += 1
                if count > most:
                    break
        return count


def operator_rounds(p: Puzzle, k: int, mode: str, opts: list[tuple[Option, ...]], budget: Budget | None,
                    only: Collection[tuple[str, ...]] | None = None) -> Rounds:
    """The rounds the column search tries: operators (and unary minus signs) within the stick budget that the
    rules allow and that interval arithmetic on the numbers' whole ranges does not rule out. `only`: the
    signatures to keep (the others are left out as their operators are chosen, before any bounds are asked)."""
    rules = p.rules
    form = FORMS[rules.form]
    struct = structure(p.layout.kinds)
    want_r, want_a = target_cost(k, mode)
    op_cells = list(struct.ops)
    signs = [sign for sign, _, _ in struct.numbers]
    by_cost = [value_ranges([opts[c] for c in range(start, end)], k) for _, start, end in struct.numbers]
    ranges = [(min(v[0] for v in c.values()), max(v[1] for v in c.values())) if c else None for c in by_cost]
    chosen: list[Option] = []
    signed = [j for j, cell in enumerate(signs) if cell >= 0]   # the numbers with a sign cell
    sign_choice: list[Option] = []
    rounds: list[Round] = []
    chained = rules.chained_equals
    # whether an operator cell from here on may become '=' (a round needs one)
    equals_ahead = [False] * (len(op_cells) + 1)
    for i in range(len(op_cells) - 1, -1, -1):
        equals_ahead[i] = equals_ahead[i + 1] or any(o[3] == "=" for o in opts[op_cells[i]])
    # with `only`: the operators chosen so far must begin one of its signatures (a dozen operator cells make
    # hundreds of thousands of rounds, of which a few thousand have answers)
    begun = None if only is None else {sig[:i] for sig in only for i in range(1, len(op_cells) + 1)}

    def assign_ops(i: int, r: int, a: int, n_eq: int) -> None:
        if not n_eq and not equals_ahead[i]:
            return
        if i == len(op_cells):
            ops = [o[3] for o in chosen]
            if form is None or (len(ops) == 2 and ops[0] in form and ops[1] == "="):
                side_starts = {0} | {j + 1 for j, g in enumerate(ops) if g == "="}
                assign_signs(ops, side_starts, 0, r, a, [False] * len(signs))
            return
        for o in opts[op_cells[i]]:
            if r + o[1] <= want_r and a + o[2] <= want_a:
                if o[3] == "=" and n_eq and not chained:
                    continue
                if begun is not None and tuple(c[3] for c in chosen) + (o[3],) not in begun:
                    continue
                chosen.append(o)
                assign_ops(i + 1, r + o[1], a + o[2], n_eq + (o[3] == "="))
                chosen.pop()
        if budget is not None:
            budget.charge()

    def assign_signs(ops: list[str], side_starts: set[int], s: int, r: int, a: int, negative: list[bool]) -> None:
        if s == len(signed):
            fixed = tuple(chosen) + tuple(sign_choice)
            if only is not None and tuple(o[3] for o in fixed) not in only:
                return
            # products and quotients: the finer bounds judge them (Rounds.balances), which rule out all these do
            later = "*" in ops or ops.count("/") > 1
            if later or _may_balance(ops, ranges, negative):
                rounds.append(Round(fixed, tuple(ops), tuple(negative), (want_r - r, want_a - a), later))
            return
        j = signed[s]
        for o in opts[signs[j]]:
            if o[3] == "-" and (j not in side_starts or form is not None):
                continue
            if r + o[1] <= want_r and a + o[2] <= want_a:
                sign_choice.append(o)
                negative[j] = o[3] == "-"
                assign_signs(ops, side_starts, s + 1, r + o[1], a + o[2], negative)
                sign_choice.pop()
        negative[j] = False

    assign_ops(0, 0, 0, 0)
    return Rounds(rounds, by_cost)


def columns_search(p: Puzzle, k: int, mode: str, opts: list[tuple[Option, ...]],
                    record: Callable[[Sequence[str]], None], budget: Budget | None,
                    only: Mapping[tuple[str, ...], Sequence[set[str]]] | None = None,
                    shared: Shared | None = None, rounds: Rounds | None = None,
                    known: Mapping[tuple[str, ...], Collection[Sequence[str]]] | None = None,
                    fits: Callable[[int], bool] | None = None) -> None:
    """Operators (and unary minus signs) first (`rounds`, from operator_rounds when not given); then a
    column-by-column digit search when the operators make one sum equal another, else the plain search with the
    operators fixed. `only`: when every answer is known already, the signatures of their operator and sign cells,
    each with the glyphs its answers show in every cell. Rounds with another signature are skipped, and a round's
    cells offer only those glyphs: what is left out leads to no answer, and both searches meet what is kept in the
    order they would have (they cut only what finds nothing), so the answers still come in the same order.
    `shared`: what another search of this puzzle at this cost has already built (the plain trial's tables).
    `known`: every true glyph sequence of each round, by signature (a finished trial's): a round whose sequences all
    fit under the caller's limit (`fits`) is recorded from them, where it would have run, instead of searched (it
    would record the same texts, and its order among them cannot matter: none is the one past the limit)."""
    if rounds is None:
        rounds = operator_rounds(p, k, mode, opts, budget, only)
    struct = structure(p.layout.kinds)
    op_cells = list(struct.ops)
    digits = [list(range(start, end)) for _, start, end in struct.numbers]
    fixed_cells = op_cells + [sign for sign, _, _ in struct.numbers if sign >= 0]
    by_cost = rounds.by_cost
    glyphs = [""] * len(opts)
    # the rounds the column search cannot take, with the cells' choices in that round: done last
    later: list[tuple[int, list[tuple[Option, ...]]]] = []

    def emit(chosen_digits: dict[int, str]) -> None:
        for c, g in chosen_digits.items():
            glyphs[c] = g
        if judge(struct, glyphs, p.rules) == TRUE:  # cheap insurance, and it drops a division by zero
            record(glyphs)

    def replayed(round_: Round) -> bool:
        listed = None if known is None else known.get(round_.signature())
        if listed is None or fits is None or not fits(len(listed)):
            return False
        for sequence in listed:
            record(sequence)
        return True

    for index, round_ in enumerate(rounds.rounds):
        offered = opts
        if only is not None:
            shown = only.get(round_.signature())
            if shown is None:
                continue
            offered = [tuple(o for o in cell if o[3] in glyphs_here) for cell, glyphs_here in zip(opts, shown)]
        if round_.later:
            later.append((index, offered))
            continue
        for c, o in zip(fixed_cells, round_.fixed):
            glyphs[c] = o[3]
        ops, negative = list(round_.ops), list(round_.negative)
        if "/" not in ops:
            if replayed(round_):
                continue
            coefs, offsets = _linear(ops, negative, None)
            column_search(digits, coefs, offsets, offered, round_.left, emit, budget)
            continue
        d = ops.index("/")
        coefs, offsets = _linear(ops, negative, 1)
        e = next(e for e, w in enumerate(offsets) if w)  # an equation the quotient takes part in
        others = [(coefs[n][e], by_cost[n]) for n in range(len(digits)) if n not in (d, d + 1)]
        quotients = whole_quotients(by_cost[d], by_cost[d + 1], others, offsets[e], round_.left)
        if (quotients is None or len(quotients) > FIX_QUOTIENT) and may_have_answer(
                ops, negative, digits, offered, round_.left, budget,
                len(quotients) // FIX_QUOTIENT if quotients else FIX_UNLISTED) is False:
            continue
        if quotients is None:  # too many whole quotients to try one by one
            later.append((index, offered))
            continue
        if replayed(round_):
            continue
        for q in quotients:
            coefs, offsets = _linear(ops, negative, q)
            column_search(digits, coefs, offsets, offered, round_.left, emit, budget)
    # products, quotients and chained '=': the plain search with these operators fixed (slow for long
    # numbers, so it comes after every sum the columns decide, and the budget bounds it)
    if shared is None:  # the rounds differ in a few operators: most tails after a number are the same
        shared = Shared()
    for index, offered in later:
        if not rounds.balances(index):
            continue
        round_ = rounds.rounds[index]
        if replayed(round_):
            continue
        narrowed = list(offered)
        for c, o in zip(fixed_cells[len(op_cells):], round_.fixed[len(op_cells):]):
            narrowed[c] = (o,)
        plain_search(p, k, mode, narrowed, record, budget, [[o] for o in round_.fixed[:len(op_cells)]], shared)


def _linear(ops: list[str], negative: list[bool], q: int | None) -> tuple[list[list[int]], list[int]]:
    """The operators as linear equations over the numbers' values: side 0 minus side e, for every later side
    e. With one quotient A/B (q its whole value): the term counts as the constant q, plus the equation
    A - q*B = 0. Returns (coefficients per number, per equation) and each equation's constant."""
    n_eq = ops.count("=")
    extra = 1 if q is not None else 0
    coefs = [[0] * (n_eq + extra) for _ in negative]
    offsets = [0] * (n_eq + extra)
    side = 0
    for n, neg in enumerate(negative):
        op = ops[n - 1] if n else "="
        if n and op == "=":
            side += 1
        if op == "/":
            assert q is not None
            coefs[n - 1][n_eq], coefs[n][n_eq] = 1, -q  # A - q*B = 0
            continue
        sign = (-1 if op == "-" else 1) * (-1 if neg else 1)
        dividend = n + 1 < len(negative) and ops[n] == "/"
        for e in range(n_eq):
            weight = (sign if side == 0 else 0) - (sign if side == e + 1 else 0)
            if dividend:
                offsets[e] += weight * (q or 0)
            else:
                coefs[n][e] = weight
    return coefs, offsets


def _may_balance(ops: list[str], ranges: list[tuple[int, int] | None], negative: list[bool]) -> bool:
    """False when interval arithmetic on each number's value range proves the sides can never be equal
    ('/' leaves its term unbounded)."""
    if any(r is None for r in ranges):
        return False
    sides: list[tuple[float, float]] = []
    total: tuple[float, float] = (0.0, 0.0)
    term: tuple[float, float] = (0.0, 0.0)
    for n, rng in enumerate(ranges):
        assert rng is not None
        lo, hi = (float(-rng[1]), float(-rng[0])) if negative[n] else (float(rng[0]), float(rng[1]))
        op = ops[n - 1] if n else "="
        if op == "=":
            if n:
                sides.append((total[0] + term[0], total[1] + term[1]))
            total, term = (0.0, 0.0), (lo, hi)
        elif op in "+-":
            total = (total[0] + term[0], total[1] + term[1])
            term = (lo, hi) if op == "+" else (-hi, -lo)
        elif math.isfinite(term[0]) and math.isfinite(term[1]) and (op == "*" or lo > 0 or hi < 0):
            # a product, or a quotient by a number that cannot be zero: the extremes are at the corners
            corners = ([term[0] * lo, term[0] * hi, term[1] * lo, term[1] * hi] if op == "*" else
                       [term[0] / lo, term[0] / hi, term[1] / lo, term[1] / hi])
            term = (min(corners), max(corners))
        else:
            term = (-math.inf, math.inf)
    sides.append((total[0] + term[0], total[1] + term[1]))
    first = sides[0]
    return all(lo <= first[1] and first[0] <= hi for lo, hi in sides[1:])
