"""The plain search, generic over glyph sets: token by token (number, operator, number, ...), evaluating each
side as it goes.

A branch is cut when the removed or added count passes its target or can no longer reach it, when a side
closed by '=' differs from the first side, on a division by zero, or when an operator breaks the required
form or the one-'=' rule. The last number is not scanned: its value is fixed by what came before, so it is
looked up by (value, cost) in its table (a long decimal one is first ruled out by the cost of its last digits).
From four numbers on, a state is also cut when the tokens left cannot make it true (tails.py); its values ride
along as residues modulo a prime so that the exact check comes before any Fraction is built, and a state already
searched without an answer is not searched again. None of these cuts changes the order answers are met in.
"""
from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from fractions import Fraction
from typing import Callable, Iterable, Sequence

from .budget import Budget
from .numbers import LastNumber, NumberTable, Option, Variant
from .rules import Rules
from .tails import P, ExactTails, Mod, Shared, Tails

Value = int | Fraction
Record = Callable[[list[Variant], list[str]], None]


DEAD_STATES = 200_000  # remembered dead ends at most (memory stays bounded)
TAILS_FROM = 4         # numbers in an equation from which states are bounded by what the tokens left can do
                       # (fewer: the last number's look-up by value decides as fast)
BATCH_FROM = 16        # candidates from which the exact tails are asked about them by cost, all values at once
SCAN_FEW = 48          # candidates of a number scanned one by one; more are first narrowed by value (in_reach)
LAST_DIGITS_FIRST = True  # rule out a long last number's value by its last digits first (tests compare without)
ANY = object()   # the last number may take any value (a product or quotient already fixed by a zero)


def _needed(op: str, total: Value, term: Value, first: Value) -> object:
    """The value the last number must have after `op` for its side to equal `first`: a number, ANY, or
    None when no value can."""
    if op == "=":
        return first
    if op == "+":
        return first - total - term
    if op == "-":
        return total + term - first
    if op == "*":  # total + term * v == first
        if term == 0:
            return ANY if total == first else None
        return Fraction(first - total) / term
    # '/': total + term / v == first, v != 0
    if first == total:
        return ANY if term == 0 else None
    return Fraction(term) / (first - total) if term != 0 else None


Plain = int | tuple[int, int]
Key = tuple[int, int, int, Value | Plain, Value | Plain, Plain, int]   # a dead state (its values as _plain gives)


def _plain(x: Value) -> Plain:
    """A value as a dead-state key part: an int, or a Fraction's (numerator, denominator), which is exact too
    (a Fraction is kept in lowest terms, a whole one becomes its int) and hashes far faster, and leaves the key
    a tuple of ints only (which the garbage collector stops tracking)."""
    if type(x) is int:
        return x
    assert isinstance(x, Fraction)
    n, d = x.numerator, x.denominator
    return n if d == 1 else (n, d)


def _suffixes(shared: Shared, numbers: Sequence[NumberTable], final: LastNumber,
              operators: Sequence[Sequence[Option]]) -> list[int]:
    """Per number j: the id of what follows it (the operators and numbers after it, by their cells' choices)."""
    last = len(numbers)
    out = [0] * (last + 1)
    for j in range(last - 1, -1, -1):
        after = numbers[j + 1] if j + 1 < last else final
        out[j] = shared.suffix((after.options, after.k, after.kind, tuple(operators[j])), out[j + 1])
    return out


def _as_term(op: str | None, total: Mod, term: Mod) -> tuple[Mod, Mod]:
    """(the running sum, the factor on a number's value) that make the running term after `op` (not '/': see
    running_terms) from that value, as residues: the exact tails are asked about (total, factor * value)."""
    if op is None or op == "=":
        return 0, 1
    if op in "+-":
        return (total + term) % P, 1 if op == "+" else -1
    return total, term   # '*'


def divisors(term: float, lo: float, hi: float) -> tuple[float, float]:
    """The positive divisors v with lo <= term / v <= hi (term not zero), as a range (lo > hi when there are none;
    the upper end may be infinite). A divisor is never negative: a unary minus only starts a side."""
    if term > 0:
        if hi <= 0:
            return 1.0, 0.0
        return term / hi, term / lo if lo > 0 else math.inf
    if lo >= 0:
        return 1.0, 0.0
    return term / lo, term / hi if hi < 0 else math.inf


def token_search(numbers: Sequence[NumberTable], final: LastNumber, operators: Sequence[Sequence[Option]], rules: Rules,
                 want: tuple[int, int], record: Record, budget: Budget | None, shared: Shared | None = None) -> None:
    """Call record(number variants, operator glyphs) for every true equation costing exactly `want`
    (removed, added). `numbers` are the tables of every number but the last, `final` the last one;
    `operators[j]` are the choices of the operator after number j. `shared`: tails already built by another
    search of the same puzzle, rules and cost (and the place to keep this one's)."""
    from .rules import FORMS

    form = FORMS[rules.form]
    chained = rules.chained_equals
    want_r, want_a = want
    count = len(numbers) + 1
    n_tokens = 2 * count - 1
    # the most each token and those after it can still remove / add
    max_r = [0] * (n_tokens + 1)
    max_a = [0] * (n_tokens + 1)
    for t in range(n_tokens - 1, -1, -1):
        if t % 2 == 0:
            table = final if t // 2 == count - 1 else numbers[t // 2]
            cr, ca = table.max_r, table.max_a
        else:
            cr = max((o[1] for o in operators[t // 2]), default=0)
            ca = max((o[2] for o in operators[t // 2]), default=0)
        max_r[t], max_a[t] = max_r[t + 1] + cr, max_a[t + 1] + ca
    last = count - 1
    tails = exact = None
    if count >= TAILS_FROM:
        suffixes = None if shared is None else _suffixes(shared, numbers, final, operators)
        tails = Tails([t.hulls() for t in numbers] + [final.hulls()], operators, want, shared, suffixes)
        values: list[dict[tuple[int, int], set[int]] | None] = [t.values() for t in numbers]
        exact = ExactTails(values + [final.values()], operators, want, chained, shared, suffixes, final)
    chosen: list[Variant] = [(0, 0, 0, False, ())] * count
    ops: list[str] = [""] * last

    inverses: dict[int, int] = {}  # v -> 1/v modulo P (the divisors met are few)
    # (10^cells, cost of each value of the last number's lowest cells, the least '=' cost before it) when the
    # last number is read digit by digit and only '=' may precede it
    ends = None
    if LAST_DIGITS_FIRST and final.direct and operators[last - 1] and all(o[3] == "=" for o in operators[last - 1]):
        size, costs = final.chunks()[0]
        ends = (size, costs, min(o[1] for o in operators[last - 1]), min(o[2] for o in operators[last - 1]))

    def number(j: int, removed: int, added: int, op: str | None, total: Value, term: Value,
               first: Value, n_eq: int, res: tuple[Mod, Mod, Mod]) -> None:
        table = numbers[j]
        t = 2 * j
        rest_r, rest_a = max_r[t + 1], max_a[t + 1]
        need_r, need_a = want_r - rest_r, want_a - rest_a
        candidates = table.fits(want_r - removed, want_a - added)
        # The values' residues modulo P ride along: the exact tail check runs on them before any Fraction is
        # built (most children of a many-term chain's state are cut there).
        rtotal, rterm, rfirst = res
        checked = exact is not None and j >= exact.listable_from
        # many candidates: the exact tails are asked by cost, for all their values at once (verdicts per cost:
        # None where the tail at that cost is not listed)
        verdicts: dict[tuple[int, int], bool | None] | None = None
        reached = len(candidates)   # (the work counted: the candidates the interval bounds leave)
        if tails is not None and len(candidates) > SCAN_FEW:
            candidates, verdicts, reached = in_reach(j, table, removed, added, op, total, term, first, n_eq,
                                                     candidates, res if checked else None)
        if budget is not None:
            budget.charge(reached + 1)
        if checked and verdicts is None and len(candidates) >= BATCH_FROM:
            candidates, verdicts = exact_filter(j, removed, added, op, rtotal, rterm, rfirst, n_eq, candidates)
        # Before the last number with only '=' between: the value it must show is the side's; a long number's
        # last digits' cost rules most values out at once (A*B=C of long numbers: millions of pairs, most
        # of whose product ends in digits the cells cannot show within the sticks left).
        low = ends if j == last - 1 else None
        cheap = op is None or op == "=" or (op != "/" and type(term) is int and type(total) is int)
        plain_first = _plain(first)
        memo = j + 2 < last  # with only a number or two to go, looking them up is cheaper than remembering dead ends
        new_total: Value
        new_term: Value
        for var in candidates:
            rr, aa = removed + var[0], added + var[1]
            if rr < need_r or aa < need_a:
                continue
            v = var[2]
            if var[3] and (op not in (None, "=") or form is not None):
                continue  # a unary minus only starts a side
            if op == "/" and v == 0:
                continue  # division by zero: false whatever follows
            if exact is None:  # no tails to check (few numbers): no residues needed
                rt = rv = 0
            elif op is None or op == "=":
                rt, rv = 0, v % P
            elif op == "+":
                rt, rv = (rtotal + rterm) % P, v % P
            elif op == "-":
                rt, rv = (rtotal + rterm) % P, -v % P
            elif op == "*":
                rt, rv = rtotal, rterm * v % P
            else:
                inverse = inverses.get(v)
                if inverse is None:
                    inverse = inverses[v] = pow(v, -1, P)
                rt, rv = rtotal, rterm * inverse % P
            # a state met before without an answer is skipped at once (checked first when its values are ints,
            # which are cheap; a Fraction state is built only if the exact tails let it through)
            key: Key | None = None
            if cheap:
                if op is None or op == "=":
                    new_total, new_term = 0, v
                elif op == "*":
                    new_total, new_term = total, term * v
                else:
                    new_total, new_term = total + term, -v if op == "-" else v
                if memo:
                    key = (j, rr, aa, new_total, new_term, plain_first, n_eq)
                    if key in dead:
                        continue
            alive = None
            if verdicts is not None:
                alive = verdicts[(var[0], var[1])]
            elif checked:
                assert exact is not None
                alive = exact.may_finish_mod(j, (want_r - rr, want_a - aa), rt, rv, rfirst, n_eq)
                if alive is False:
                    if key is not None and len(dead) < DEAD_STATES:
                        dead.add(key)  # met again, it costs a set look-up instead of this check
                    continue
            if not cheap:
                if op == "+":
                    new_total, new_term = total + term, v
                elif op == "-":
                    new_total, new_term = total + term, -v
                elif op == "*":
                    new_total, new_term = total, term * v
                elif isinstance(term, Fraction):
                    new_total, new_term = total, term / v  # (no copy of the Fraction first)
                elif term % v == 0:
                    new_total, new_term = total, term // v  # a whole quotient stays an int (cheap, equal)
                elif low is not None and type(total) is int:
                    continue  # the side is not whole, and the long last number it must equal is
                else:
                    new_total, new_term = total, Fraction(term, v)
            if alive is None and tails is not None and not tails.may_finish(j, (want_r - rr, want_a - aa),
                                                                             new_total, new_term, first, n_eq):
                if key is not None and len(dead) < DEAD_STATES:
                    dead.add(key)
                continue
            if low is not None and type(new_term) is int and type(new_total) is int:
                size, costs, eq_r, eq_a = low
                shown = new_total + new_term if not n_eq else first
                if type(shown) is int:
                    c = costs[abs(shown) % size]
                    if c is None or rr + eq_r + c[0] > want_r or aa + eq_a + c[1] > want_a:
                        continue
            chosen[j] = var
            res = (rt, rv, rfirst)
            if not memo:
                explore(j, rr, aa, new_total, new_term, first, n_eq, res)
                continue
            if key is None:
                key = (j, rr, aa, _plain(new_total), _plain(new_term), plain_first, n_eq)
                if key in dead:
                    continue
            before = leaves[0]
            explore(j, rr, aa, new_total, new_term, first, n_eq, res)
            if leaves[0] == before and len(dead) < DEAD_STATES:
                dead.add(key)

    def exact_filter(j: int, removed: int, added: int, op: str | None, rtotal: Mod, rterm: Mod, rfirst: Mod,
                     n_eq: int, candidates: list[Variant]) -> tuple[list[Variant], dict[tuple[int, int], bool | None]]:
        """The candidates the exact tails let through (in their order), and per cost whether the tails were listed
        there (True) or not (None: the interval check decides each): what may_finish_mod says of each, for the
        running term each value makes after `op`."""
        assert exact is not None
        by_cost: dict[tuple[int, int], set[int]] = {}
        for var in candidates:
            values = by_cost.get((var[0], var[1]))
            if values is None:
                values = by_cost[(var[0], var[1])] = set()
            values.add(var[2])
        keep: dict[tuple[int, int], set[int] | None] = {}
        verdicts: dict[tuple[int, int], bool | None] = {}
        for cost, values in by_cost.items():
            base, terms = running_terms(op, rtotal, rterm, values)
            ok = exact.passing(j, (want_r - removed - cost[0], want_a - added - cost[1]), base,
                               set(terms.values()), rfirst, n_eq)
            keep[cost] = None if ok is None else {v for v, t in terms.items() if t in ok}
            verdicts[cost] = None if ok is None else True
        kept = [var for var in candidates if (values := keep[(var[0], var[1])]) is None or var[2] in values]
        return kept, verdicts

    def running_terms(op: str | None, rtotal: Mod, rterm: Mod, values: Iterable[int]) -> tuple[Mod, dict[int, Mod]]:
        """The running sum, and the running term each value makes after `op`, as residues (a zero divisor makes
        none: it is never true)."""
        if op != "/":
            base, scale = _as_term(op, rtotal, rterm)
            return base, {v: scale * v % P for v in values}
        terms: dict[int, Mod] = {}
        for v in values:
            if v:
                inverse = inverses.get(v)
                if inverse is None:
                    inverse = inverses[v] = pow(v, -1, P)
                terms[v] = rterm * inverse % P
        return rtotal, terms

    def in_reach(j: int, table: NumberTable, removed: int, added: int, op: str | None, total: Value, term: Value,
                 first: Value, n_eq: int, candidates: list[Variant], asked: tuple[Mod, Mod, Mod] | None
                 ) -> tuple[list[Variant], dict[tuple[int, int], bool | None] | None, int]:
        """The candidates whose value may lead to an answer by the interval tails (the rest would each fail
        that check), found per cost by bisection in the table's values and kept in table order (so answers
        are met in the same order): a long number has thousands of values, of which a state reaches few.
        With `asked` (the state's residues), the exact tails are asked about each cost's values in range at
        once, and the verdicts per cost come back as exact_filter's do (else None); and how many the intervals
        left."""
        assert tails is not None
        new_total = 0 if op is None or op == "=" else total + term if op in "+-" else total
        scale = 1.0
        if op in ("*", "/"):
            if term == 0:
                return candidates, None, len(candidates)
            try:
                scale = float(term)
            except OverflowError:
                return candidates, None, len(candidates)
            if scale == 0.0:
                return candidates, None, len(candidates)   # a term too small for a float
        elif op == "-":
            scale = -1.0
        keep: list[int] = []
        reached = 0
        verdicts: dict[tuple[int, int], bool | None] | None = None if asked is None else {}
        room_r, room_a = want_r - removed, want_a - added
        for (cr, ca), (values, where) in table.by_value().items():
            if cr > room_r or ca > room_a:
                continue
            left = (room_r - cr, room_a - ca)
            span = tails.term_range(j, left, new_total, first, n_eq)
            start, end = 0, len(values)
            if span is not None:
                if op == "/":
                    lo, hi = divisors(scale, span[0], span[1])
                else:
                    lo, hi = span[0] / scale, span[1] / scale
                    if scale < 0:
                        lo, hi = hi, lo
                if lo > hi:
                    continue
                lo, hi = lo - 1 - 1e-9 * abs(lo), hi + 1 + 1e-9 * abs(hi)  # (widened again: the division rounds too)
                start, end = bisect_left(values, lo), bisect_right(values, hi)
            reached += end - start
            if verdicts is None or start == end:
                keep.extend(where[start:end])
                continue
            assert exact is not None and asked is not None
            in_range = values[start:end]
            base, terms = running_terms(op, asked[0], asked[1], in_range)
            ok = exact.passing(j, left, base, set(terms.values()), asked[2], n_eq)
            verdicts[(cr, ca)] = None if ok is None else True
            if ok is None:
                keep.extend(where[start:end])
            else:
                keep.extend(i for v, i in zip(in_range, where[start:end]) if terms.get(v, -1) in ok)
        keep.sort()
        variants = table.variants
        return [variants[i] for i in keep], verdicts, reached

    last_table = final

    def last_number(removed: int, added: int, op: str, total: Value, term: Value, first: Value) -> None:
        """The last number: looked up by the value and cost it must have."""
        r, a = want_r - removed, want_a - added
        v = _needed(op, total, term, first)
        if v is None:
            return
        if v is ANY:
            candidates = last_table.at_cost(r, a)
            if op == "/":
                candidates = [c for c in candidates if c[2] != 0]
        else:
            candidates = last_table.exact(v, r, a)
        for var in candidates:
            if var[3] and (op != "=" or form is not None):
                continue  # a unary minus only starts a side
            chosen[last] = var
            counted(chosen, ops)

    # States (after number j) already searched without finding anything: many prefixes reach the same
    # running values (9/9/9/... or 8*8*8*...), and everything after depends only on the state.
    dead: set[Key] = set()
    leaves = [0]

    def counted(variants: list[Variant], ops: list[str]) -> None:
        leaves[0] += 1
        record(variants, ops)

    def explore(j: int, removed: int, added: int, total: Value, term: Value, first: Value, n_eq: int,
                res: tuple[Mod, Mod, Mod]) -> None:
        """The tokens after number j (number() has checked the state against the tails: the last numbers' exact
        values where they are few enough to list, else the intervals)."""
        rtotal, rterm, rfirst = res
        t = 2 * j + 1
        need_r, need_a = want_r - max_r[t + 1], want_a - max_a[t + 1]
        for _, cr, ca, g in operators[j]:
            rr, aa = removed + cr, added + ca
            if rr > want_r or aa > want_a or rr < need_r or aa < need_a:
                continue
            ops[j] = g
            if g == "=":
                if (n_eq and not chained) or (form is not None and j != 1):
                    continue
                side = total + term
                if n_eq and side != first:
                    continue  # this side already differs from the first
                if j + 1 == last:
                    last_number(rr, aa, "=", 0, 0, side if not n_eq else first)
                else:
                    number(j + 1, rr, aa, "=", 0, 0, side if not n_eq else first, n_eq + 1,
                           (0, 0, rfirst if n_eq else (rtotal + rterm) % P))
            elif form is None or (j == 0 and g in form):
                if j + 1 < last:
                    number(j + 1, rr, aa, g, total, term, first, n_eq, res)
                elif n_eq:
                    last_number(rr, aa, g, total, term, first)

    try:
        number(0, 0, 0, None, 0, 0, 0, 0, (0, 0, 0))
    finally:
        # number and explore call each other: a reference cycle that would keep this search's tails and dead ends
        # alive until the cycle collector's oldest generation runs, long after a search of many rounds has
        # built dozens more (hundreds of MB). Unbound, they go as this returns.
        del number, explore
