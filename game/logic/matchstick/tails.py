"""Interval bounds on what the rest of an equation can still do, for the token-by-token search (tokens.py).

After number j the search knows the running sum `total`, the running term `term` (the '*' and '/' chain so far)
and the first side's value. Whatever tokens follow, at an exact stick cost, turn that into
    side = total + term * F + S        (F: the rest of the term's '*' '/' chain, S: the rest of the side's terms)
and, when an '=' follows, the later sides' common value V. Each is bounded by an interval per exact cost, built
from the last token backwards; a state whose side interval misses the value it must equal cannot become a true
equation (many-term chains such as 8-8-8-...-8=8 otherwise search tens of thousands of hopeless states).
The bounds are built as floats rounded outward at every step; the per-state check uses floats widened far beyond
their rounding, so it never rules out a true answer.
ExactTails lists the exact values instead for the last few numbers, where they stay few (EXACT_CAP): intervals
cannot see that most states of 9/9/.../9=1 never make its sides equal, since its quotients' intervals hold 1.
They are kept as residues modulo a prime, which is exact enough to rule out (never rules out a true answer).
Further back, where a whole tail is too big, it is listed one exact cost at a time, for the costs states ask about.
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache
from typing import Mapping, Sequence

from .numbers import LastNumber, NumberTable, Option

Value = int | Fraction
Interval = tuple[float, float]
Cost = tuple[int, int]
Tail = tuple[Interval, Interval, Interval | None]   # (F, S, V or None when no '=' follows)
ONE: Interval = (1.0, 1.0)
ZERO: Interval = (0.0, 0.0)
_INF = math.inf


# The bounds are floats rounded outward after every operation (each is correctly rounded, so the exact result lies
# within one step of it): they always hold the exact values, at a fraction of the cost of Fractions.
def _down(x: float) -> float:
    return math.nextafter(x, -_INF) if x == x else -_INF   # (nan, from inf - inf or 0 * inf: unbounded)


def _up(x: float) -> float:
    return math.nextafter(x, _INF) if x == x else _INF


def _hull(lo: int, hi: int) -> Interval:
    """A number's value range as floats (widened: a long number is not exact in a float)."""
    try:
        return _down(float(lo)), _up(float(hi))
    except OverflowError:
        return -_INF, _INF


def _times(x: Interval, y: Interval) -> Interval:
    corners = (x[0] * y[0], x[0] * y[1], x[1] * y[0], x[1] * y[1])
    if any(c != c for c in corners):
        return -_INF, _INF
    return _down(min(corners)), _up(max(corners))


def _plus(x: Interval, y: Interval) -> Interval:
    return _down(x[0] + y[0]), _up(x[1] + y[1])


def _meet(x: Interval, y: Interval) -> Interval | None:
    lo, hi = max(x[0], y[0]), min(x[1], y[1])
    return (lo, hi) if lo <= hi else None


def _join(x: Interval, y: Interval) -> Interval:
    return min(x[0], y[0]), max(x[1], y[1])


def _join_tails(x: Tail, y: Tail) -> Tail:
    """The hull of two tails of the same cost, both with or both without an '=' after."""
    v = None if x[2] is None or y[2] is None else _join(x[2], y[2])
    return _join(x[0], y[0]), _join(x[1], y[1]), v


SHARED_ENTRIES = 4000      # tails remembered per searched puzzle and stick count, at most
SHARED_EXACT_SIZE = 400_000  # and exact tail values (memory stays bounded)


class Shared:
    """What several searches of one puzzle at one cost (the column search's fixed-operator rounds) can share:
    the tails after number j depend only on the numbers and operators after it, which most rounds have in
    common. Each such suffix gets a small int (`suffix`); its interval tails and its exact tails are kept by it."""

    def __init__(self) -> None:
        self.tables: dict[object, NumberTable] = {}   # every number's table, however big (the rounds rebuilt them)
        self.ids: dict[object, int] = {}
        self.tails: dict[int, tuple[dict[tuple[Cost, bool], Tail], Checks]] = {}   # the tails and their checks
        self.exact: dict[int, tuple[Made, Index, int]] = {}   # (values, index, how many)
        self.exact_size = 0
        # the parts of one cost of the tail after the number before the last (ExactTails._part), by (suffix, cost):
        # every round lists them again else, and a long last number's are the most asked about
        self.last_parts: dict[tuple[int, Cost], tuple[Made, Index, int]] = {}

    def forget_tails(self) -> None:
        """Drop the tails, keep the tables: a plain trial's tails (operators free) are never a round's (operators
        fixed), and its exact tails would use up the SHARED_EXACT_SIZE the rounds need."""
        self.tails.clear()
        self.exact.clear()
        self.exact_size = 0
        self.last_parts.clear()

    def suffix(self, part: object, rest: int) -> int:
        """The id of (part, then the suffix `rest`): equal parts and rests get the same id."""
        key = (part, rest)
        found = self.ids.get(key)
        if found is None:
            found = self.ids[key] = len(self.ids) + 1
        return found


Checks = dict[Cost, list[tuple[float, float, float, float, float, float, bool]]]


def _checks(by_key: Mapping[tuple[Cost, bool], Tail]) -> Checks:
    """One number's tails as the per-state check reads them: on floats, each bound widened by far more than the
    rounding of the few operations of the check can move it (relative 2**-53 each), never narrowed."""
    checks: Checks = {}
    for (cost, closed), (f, s, v) in by_key.items():
        vlo, vhi = _widened(v) if v is not None else (0.0, 0.0)
        checks.setdefault(cost, []).append((float(f[0]), float(f[1]), float(s[0]), float(s[1]), vlo, vhi, closed))
    return checks


class Tails:
    """tails[j]: (exact cost, an '=' follows) -> the hull of (F, S, V) over every way the tokens after number j
    can be chosen at that cost. `hulls[n]`: number n's value range per exact cost; `operators[j]`: the choices
    of the operator after number j; no cost beyond `want`."""

    def __init__(self, hulls: Sequence[Mapping[Cost, tuple[int, int]]], operators: Sequence[Sequence[Option]],
                 want: Cost, shared: Shared | None = None, suffixes: Sequence[int] | None = None) -> None:
        last = len(hulls) - 1
        tails: list[dict[tuple[Cost, bool], Tail]] = [{} for _ in hulls]
        tails[last] = {((0, 0), False): (ONE, ZERO, None)}
        self.checks: list[Checks] = [{} for _ in hulls]
        self.checks[last] = _checks(tails[last])
        for j in range(last - 1, -1, -1):
            if shared is not None and suffixes is not None:
                known = shared.tails.get(suffixes[j])
                if known is not None:
                    tails[j], self.checks[j] = known
                    continue
            out = tails[j]
            for _, cr, ca, g in operators[j]:
                for (xr, xa), (xlo, xhi) in hulls[j + 1].items():
                    step = _step(g, xlo, xhi)
                    if step is None:
                        continue
                    for ((tr, ta), _), rest in tails[j + 1].items():
                        cost = (cr + xr + tr, ca + xa + ta)
                        if cost[0] > want[0] or cost[1] > want[1]:
                            continue
                        made = _extend(g, step, rest)
                        if made is None:
                            continue
                        key = (cost, made[2] is not None)
                        old = out.get(key)
                        out[key] = made if old is None else _join_tails(old, made)
            self.checks[j] = _checks(out)
            if shared is not None and suffixes is not None and len(shared.tails) < SHARED_ENTRIES:
                shared.tails[suffixes[j]] = (out, self.checks[j])
        self.tails = tails

    def may_finish(self, j: int, left: Cost, total: Value, term: Value, first: Value, n_eq: int) -> bool:
        """False when no choice of the tokens after number j, costing exactly `left`, can make the equation true
        (n_eq: the '=' already chosen; `first`: the first side's value once there is one)."""
        checks = self.checks[j].get(left)
        if checks is None:
            return False
        try:  # (first as a float too: rounding is monotonic and the bounds are floats, so lo <= first <= hi
            # implies lo <= float(first) <= hi; a Fraction compared with a float costs a Fraction operation)
            t, base, first_f = float(term), float(total), float(first)
        except OverflowError:
            return True
        for flo, fhi, slo, shi, vlo, vhi, closed in checks:
            x, y = t * flo, t * fhi
            lo, hi = (x, y) if x <= y else (y, x)
            slack = _SLACK * (abs(base) + max(abs(x), abs(y)) + max(abs(slo), abs(shi))) + _TINY
            lo, hi = base + lo + slo - slack, base + hi + shi + slack
            if not (math.isfinite(lo) and math.isfinite(hi)):
                return True
            if not closed:
                if n_eq and lo <= first_f <= hi:
                    return True
            elif n_eq:
                if lo <= first_f <= hi and vlo <= first_f <= vhi:
                    return True
            elif lo <= vhi and vlo <= hi:
                return True
        return False

    def term_range(self, j: int, left: Cost, total: Value, first: Value, n_eq: int) -> Interval | None:
        """A range holding every running term that may_finish(j, left, total, term, first, n_eq) lets through
        (widened well beyond its rounding; it may hold more): lo > hi when none can pass; None when it cannot be
        bounded (a factor still to come that may be zero or change sign, or values too large for floats). The
        search uses it to skip at once the values of a long number that cannot lead anywhere."""
        checks = self.checks[j].get(left)
        if checks is None:
            return 1.0, 0.0
        try:
            base, target = float(total), float(first)
        except OverflowError:
            return None
        lo, hi = _INF, -_INF
        for flo, fhi, slo, shi, vlo, vhi, closed in checks:
            if not closed:
                if not n_eq:
                    continue   # no '=' before or after: never true
                a, b = target - base - shi, target - base - slo
            elif n_eq:
                if not vlo <= target <= vhi:
                    continue
                a, b = target - base - shi, target - base - slo
            else:
                a, b = vlo - base - shi, vhi - base - slo
            # term * F must meet [a, b] for some F in [flo, fhi]
            if flo > 0:
                ends = (a / flo, a / fhi, b / flo, b / fhi)
            elif fhi < 0:
                ends = (b / fhi, b / flo, a / fhi, a / flo)
            else:
                return None
            t_lo, t_hi = min(ends[:2]), max(ends[2:])
            if not (math.isfinite(t_lo) and math.isfinite(t_hi)):
                return None
            lo, hi = min(lo, t_lo), max(hi, t_hi)
        if lo > hi:
            return lo, hi
        margin = 1e-6 * (abs(lo) + abs(hi) + abs(base) + abs(target)) + 1e-6
        return lo - margin, hi + margin


_SLACK = 1e-9     # relative widening of a float bound: the rounding of a few operations is below 1e-15
_TINY = 1e-300    # and an absolute one, for results near zero


def _widened(x: Interval) -> tuple[float, float]:
    lo, hi = float(x[0]), float(x[1])
    return lo - _SLACK * abs(lo) - _TINY, hi + _SLACK * abs(hi) + _TINY


def _step(g: str, lo: int, hi: int) -> Interval | None:
    """What the number after operator g contributes: its value, or for '/' the reciprocal of its non-zero
    values (whole numbers, so at least 1 in size; None when it can only be zero)."""
    if g != "/":
        return _hull(lo, hi)
    if hi >= 1:
        try:
            return _down(1 / hi), _up(1 / max(lo, 1))
        except OverflowError:
            return 0.0, 1.0
    return None  # a divisor that can be negative only starts a side, never follows '/'


def _extend(g: str, x: Interval, rest: Tail) -> Tail | None:
    f, s, v = rest
    if g in "*/":
        return _times(x, f), s, v
    term = _times(x, f)
    if g == "+":
        return ONE, _plus(term, s), v
    if g == "-":
        return ONE, _plus((-term[1], -term[0]), s), v
    side = _plus(term, s)  # '=': a new side starts with this number
    if v is not None:
        met = _meet(side, v)
        return None if met is None else (ONE, ZERO, met)
    return ONE, ZERO, side


# The exact values are kept as residues modulo a prime P: values equal as fractions are equal modulo P (every
# denominator is a product of numbers below P, so invertible), so a residue no tail makes rules out the exact value
# too. Integers mod P add, multiply and hash far faster than Fractions (whose hash takes a modular inverse each time).
P = (1 << 61) - 1
Mod = int
Pairs = tuple[bool, dict[Mod, set[Mod]], set[Mod], int]   # (keyed by F?, F -> its Ds or D -> its Fs, every D,
                                                          # how many pairs)
# The tails of one (cost, an '=' follows) are grouped by F: F -> the set of their rests, each one int (no tuple:
# 10^5 tuples cost allocation and garbage collection): S for an open tail; S - V for a closed one without
# chained '='; and with it S * _MV + V (both below P). A '*' or '/' before them only renames the groups.
Group = dict[Mod, set[int]]
Made = dict[tuple[Cost, bool], Group]
_MV = P + 0x2B3C4D5E6F70819   # S * _MV + V: one-to-one (V < P < _MV), and unlike S * 2^61 + V (which Python hashes
                              # as S + V) it does not put every tail of one S + V in one hash slot
EXACT_EAGER = 4000   # tails of at most this many (F, S, V) values are listed at once
EXACT_CAP = 100_000  # nor one before a tail of more (listing more costs 9/9/.../9=1 more than it saves); from there on
                     # back only the intervals
EXACT_MADE_CAP = 200_000  # and a listing stops, kept only as intervals, once it would hold more (memory: about 100
                          # bytes a value, and its index as much again; parts of one cost serve from there on back)
EXACT_VALUES_CAP = 20_000   # nor the tail before a number of more values than this (a long number's 10^5 values
                             # times the tail's make a listing of hundreds of MB)
# Packing residues into one int key: x * P + y would hash like y alone (Python hashes an int modulo P), so every
# state with the same last residue would share one hash slot. Multipliers just above P keep the packing one-to-one
# and spread the hashes (they are not 0 or 1 modulo P).
_M1 = P + 0x1D2C3B4A5968778
_M2 = P + 0x0F1E2D3C4B5A697
PART_CAP = 50_000       # values of one cost's part of a tail too big to list whole, at most (else not listed)
PARTS_SIZE = 200_000    # and of all such parts of one search
_TOO_MUCH = 1 << 60     # the work of a part that cannot be listed
KNOWN_CAP = 200_000  # answers of may_finish_mod remembered at most (memory stays bounded)
KNOWN_TRIAL = 20_000  # and after this many, no more unless one question in KNOWN_HITS_PER was answered from them
KNOWN_HITS_PER = 20
ASKS_PER_WORK = 1000  # a question about a number is worth this many steps of listing its tail (a state cut saves
                     # its whole subtree; tuned on 9/9/.../9=1 and 8-8-...-8=8 at 4 sticks)


def residue(x: Value) -> Mod:
    """x modulo P (a Fraction's denominator is never a multiple of P, see above)."""
    if isinstance(x, int):
        return x % P
    return x.numerator * pow(x.denominator, -1, P) % P


def _pairs(group: Group) -> Pairs:
    """(F, D) pairs indexed by whichever of F and D has fewer distinct values (only that side is ever
    walked), with every D for a zero term, and how many pairs. `group`: F -> its Ds (kept as the index when F is
    the side)."""
    ds: set[Mod] = set().union(*group.values())
    count = sum(map(len, group.values()))
    if len(group) <= len(ds):
        return True, group, ds, count
    index: dict[Mod, set[Mod]] = {}
    for f, d_set in group.items():
        for d in d_set:
            index.setdefault(d, set()).add(f)
    return False, index, ds, count


@lru_cache(maxsize=1 << 14)
def _inverse(x: Mod) -> Mod:
    """1/x modulo P: a search asks for the same few thousand terms hundreds of thousands of times."""
    return pow(x, -1, P)


def _meets(pairs: Pairs | None, term: Mod, c: Mod) -> bool:
    """Whether term * F + D == c (mod P) for some (F, D) of `pairs` (looked up from the side with fewer keys)."""
    if pairs is None:
        return False
    by_f, index, ds, _ = pairs
    if term == 0:
        return c in ds
    # (plain loops: this runs millions of times a search, and a generator per call costs more than the look-ups)
    if by_f:
        for f, d_set in index.items():
            if (c - term * f) % P in d_set:
                return True
        return False
    inverse = _inverse(term)
    for d, f_set in index.items():
        if (c - d) * inverse % P in f_set:
            return True
    return False


def _meets_many(pairs: Pairs | None, terms: set[Mod], c: Mod) -> set[Mod]:
    """The terms of `terms` that _meets(pairs, term, c) holds for, by whichever way walks the fewest values:
    each pair once (the term each pair needs), each side's value once per term, or one term at a time (which
    stops at its first meeting)."""
    if pairs is None:
        return set()
    by_f, index, _, count = pairs
    if count < len(index) * len(terms):
        found: set[Mod] = set()
        for key, values in index.items():
            # term * F == c - D: the term is (c - D) / F, and any term when F is 0 and D is c
            if by_f:
                if not key:
                    if c in values:
                        return set(terms)
                    continue
                inverse = _inverse(key)
                found.update(t for d in values if (t := (c - d) * inverse % P) in terms)
            elif key == c and 0 in values:
                return set(terms)
            else:
                found.update(t for f in values if f and (t := (c - key) * _inverse(f) % P) in terms)
        return found
    if not by_f or len(index) > len(terms):
        return {t for t in terms if _meets(pairs, t, c)}
    found = set()
    for f, d_set in index.items():
        found |= {t for t in terms if (c - t * f) % P in d_set}
    return found


class ExactTails:
    """The exact values the tokens after number j can make, for the last numbers whose tails stay small enough to
    list: where the intervals of Tails only say a side might come close, these say whether it can be equal.
    exact[j] is None where they are not listed (yet). `values[n]`: number n's values per exact cost (a superset
    does no harm: only what no tail can make is ruled out).

    Small tails (EXACT_EAGER values) are listed at once. A bigger one is listed only once the search has asked
    about its number so often that the listing costs less than the states it may cut (ASKS_PER_WORK): a
    many-term sum that finds its answers fast should not pay for listing 10^5 tail values first."""

    def __init__(self, values: Sequence[Mapping[Cost, set[int]] | None], operators: Sequence[Sequence[Option]],
                 want: Cost, chained: bool, shared: Shared | None = None, suffixes: Sequence[int] | None = None,
                 last: LastNumber | None = None) -> None:
        self.values, self.operators, self.want, self.chained = values, operators, want, chained
        # the last number, whose values come one cost at a time when it has no table (a long decimal number)
        self.last = last
        self._counted: dict[int, Mapping[Cost, int] | None] = {}   # _counts, per number
        self.shared, self.suffixes = shared, suffixes
        self.exact: list[Index | None] = [None] * len(values)
        self.made: Made = {((0, 0), False): {1: {0}}}
        self.made_size = 1
        # no tail before a number without values is ever listed, whole or in parts (a long last number has them
        # one cost at a time: the parts before it are listed)
        self.listable_from = max((n for n, xs in enumerate(values) if xs is None and self._counts(n) is None),
                                 default=0)
        self._last_within: dict[Cost, dict[Cost, set[int]] | None] = {}
        self.lowest = len(values) - 1   # exact[j] is listed for every j from here on
        self.asked = 0                  # questions about number lowest - 1 since it was last considered
        # answers given (see may_finish_mod): per number, per cost left, by the state's residues packed into one
        # int (a tuple key per state would be 10^4-10^5 long-lived objects for the garbage collector to walk)
        self.known: list[dict[Cost, dict[int, bool]]] = [{} for _ in values]
        self.known_count = 0
        self.known_hits = 0
        self.remember = True   # until remembering is seen not to pay (see KNOWN_TRIAL)
        self._next_work: tuple[int, int | None] | None = None   # (lowest, _work()) once asked
        self.full = False   # a listing came out too big: none is made from here on back
        # the tails before `lowest` not listed whole, in parts of one cost (number, cost): listed when asked about
        # often enough (None: too big), the questions about each and the work of listing it
        self.parts: dict[tuple[int, Cost], tuple[Made, Index, int] | None] = {}   # (values, index, how many)
        self.part_asked: dict[tuple[int, Cost], int] = {}
        self.part_work: dict[tuple[int, Cost], int] = {}
        self.parts_size = 0
        self.made_sizes: dict[Cost, int] | None = None   # values of the tail at `lowest` per cost
        while self.lowest > 0 and self._work() is not None and self.made_size <= EXACT_EAGER:
            self._extend()

    def _work(self) -> int | None:
        """The steps listing the next tail would take; None when it cannot be listed (remembered until the next
        listing: the search asks this at every question about the number)."""
        if self._next_work is None or self._next_work[0] != self.lowest:
            xs = self.values[self.lowest]
            size = self.made_size
            count = 0 if xs is None else sum(map(len, xs.values()))
            work = None if xs is None or self.full or size > EXACT_CAP or count > EXACT_VALUES_CAP else \
                len(self.operators[self.lowest - 1]) * count * size
            self._next_work = (self.lowest, work)
        return self._next_work[1]

    def _extend(self) -> None:
        j = self.lowest - 1
        shared, key = self.shared, None if self.suffixes is None else self.suffixes[j]
        known = None if shared is None or key is None else shared.exact.get(key)
        if known is not None:
            self.made, self.exact[j], self.made_size = known
        else:
            xs = self.values[j + 1]
            assert xs is not None
            listed = _exact_step(xs, self.operators[j], self.made, self.want, self.chained, EXACT_MADE_CAP)
            if listed is None:  # too many to keep: only the intervals from here on back
                self.full = True
                self._next_work = None
                return
            self.made, self.made_size = listed
            self.exact[j] = index = Index(self.made, self.chained)
            if shared is not None and key is not None and shared.exact_size < SHARED_EXACT_SIZE:
                shared.exact[key] = (self.made, index, self.made_size)
                shared.exact_size += self.made_size
        self.lowest = j
        self.parts, self.part_asked, self.part_work, self.parts_size, self.made_sizes = {}, {}, {}, 0, None

    def may_finish(self, j: int, left: Cost, total: Value, term: Value, first: Value, n_eq: int) -> bool | None:
        """As Tails.may_finish, on residues; None when the tail after number j is not listed."""
        return self.may_finish_mod(j, left, residue(total), residue(term), residue(first), n_eq)

    def _next(self, j: int, left: Cost, asks: int = 1) -> Index | None:
        """The tail after number j = lowest - 1: listed whole once asked about often enough for its work (or at
        once while small), else perhaps its part at the cost `left`. `asks`: the questions this stands for."""
        self.asked += asks
        if self.asked * ASKS_PER_WORK < EXACT_EAGER:
            return None
        work = self._work()
        if work is None or self.asked * ASKS_PER_WORK < work:   # not worth listing whole
            return self._part(j, left, asks)
        self.asked = 0
        self._extend()
        return self.exact[j]

    def _part(self, j: int, left: Cost, asks: int = 1) -> Index | None:
        """The tail after number j at the one cost `left`, when the whole of it is not listed (too big, or not yet
        worth it): a state that leaves few sticks for the numbers after it meets a small part of it (a long
        number's thousands of values, most at costs no such state can pay), and asking once per state beats asking
        once per value of the next number. Listed once asked about often enough for its work, as a whole tail
        is; None while it is not (or when it comes out too big)."""
        key = (j, left)
        known = self.parts.get(key)
        if known is not None or key in self.parts:
            return None if known is None else known[1]
        if self.parts_size > PARTS_SIZE:
            return None
        asked = self.part_asked[key] = self.part_asked.get(key, 0) + asks
        if asked * ASKS_PER_WORK < self._part_work(j, left):
            return None
        self._list_part(j, left)
        listed = self.parts.get(key)
        return None if listed is None else listed[1]

    def _values_within(self, n: int, bound: Cost) -> Mapping[Cost, set[int]] | None:
        """Number n's values per cost, every cost within `bound` at least; None when they cannot be listed (a long
        last number with more than PART_CAP values of one cost)."""
        xs = self.values[n]
        if xs is not None or self.last is None or n != len(self.values) - 1:
            return xs
        if bound not in self._last_within:
            within: dict[Cost, set[int]] = {}
            for cost in ((r, a) for r in range(bound[0] + 1) for a in range(bound[1] + 1)):
                found = self.last.values_at(cost, PART_CAP)
                if found is None:
                    self._last_within[bound] = None
                    return None
                if found:
                    within[cost] = found
            self._last_within[bound] = within
        return self._last_within[bound]

    def _counts(self, n: int) -> Mapping[Cost, int] | None:
        """How many values number n has per cost (a long last number's without listing them); None when it has
        none to list."""
        if n not in self._counted:
            xs = self.values[n]
            self._counted[n] = {cost: len(values) for cost, values in xs.items()} if xs is not None else \
                self.last.counts() if self.last is not None and n == len(self.values) - 1 else None
        return self._counted[n]

    def _needs(self, j: int, left: Cost) -> list[tuple[Cost, int]]:
        """The costs of the tail after number j + 1 that the tail after j at cost `left` is made from, each with
        how many values of number j + 1 it meets."""
        counts = self._counts(j + 1)
        assert counts is not None
        return [((left[0] - cr - xr, left[1] - ca - xa), count) for _, cr, ca, _ in self.operators[j]
                for (xr, xa), count in counts.items() if cr + xr <= left[0] and ca + xa <= left[1]]

    def _part_work(self, j: int, left: Cost) -> int:
        """The steps listing the tail after number j at cost `left` would take, at most (from the listed parts
        and the whole tail at `lowest`; else from their own estimates): huge when it cannot be listed."""
        key = (j, left)
        work = self.part_work.get(key)
        if work is None:
            if j + 1 > self.lowest or self._counts(j + 1) is None:
                work = _TOO_MUCH
            else:
                work = sum(count * self._rest_size(j + 1, rest) for rest, count in self._needs(j, left))
            work = self.part_work[key] = min(work, _TOO_MUCH)
        return work

    def _rest_size(self, j: int, cost: Cost) -> int:
        """How many values the tail after number j holds at `cost` (or, not listed yet, the work of listing it)."""
        if j == self.lowest:
            if self.made_sizes is None:
                self.made_sizes = {}
                for (c, _), group in self.made.items():
                    self.made_sizes[c] = self.made_sizes.get(c, 0) + sum(map(len, group.values()))
            return self.made_sizes.get(cost, 0)
        known = self.parts.get((j, cost))
        if known is not None:
            return known[2]
        return _TOO_MUCH if (j, cost) in self.parts else self._part_work(j, cost)

    def _list_part(self, j: int, left: Cost) -> Made | None:
        """List the tail after number j at cost `left` (and the parts after it that it needs); None when it, or one
        of them, would be more than PART_CAP values."""
        key = (j, left)
        if key in self.parts:
            known = self.parts[key]
            return None if known is None else known[0]
        shared = self.shared
        shared_key = (self.suffixes[j], left) if self.suffixes is not None and j + 2 == len(self.values) else None
        if shared is not None and shared_key in shared.last_parts:   # another round ending the same way
            part = self.parts[key] = shared.last_parts[shared_key]
            return part[0]
        xs = self._values_within(j + 1, left)
        if xs is None:
            self.parts[key] = None
            return None
        if j + 1 == self.lowest:
            rest: Made | None = self.made
        else:
            rest = {}
            for cost, _ in self._needs(j, left):
                sub = self._list_part(j + 1, cost)
                if sub is None:
                    rest = None
                    break
                rest.update(sub)
        made = None if rest is None or self.parts_size > PARTS_SIZE else \
            _exact_step(xs, self.operators[j], rest, self.want, self.chained, PART_CAP, only=left)
        if made is None:
            self.parts[key] = None
            return None
        listed = self.parts[key] = (made[0], Index(made[0], self.chained), made[1])
        self.parts_size += listed[2]
        if shared is not None and shared_key is not None and len(shared.last_parts) < SHARED_ENTRIES:
            shared.last_parts[shared_key] = listed
        return listed[0]

    def _index(self, j: int, left: Cost, asks: int) -> Index | None:
        """The listed tail after number j that holds cost `left` (None: not listed; asking may list it)."""
        exact = self.exact[j]
        if exact is None:
            if j < self.lowest - 1:
                exact = self._part(j, left, asks)
            elif j == self.lowest - 1:
                exact = self._next(j, left, asks)
        return exact

    def passing(self, j: int, left: Cost, base: Mod, terms: set[Mod], f: Mod, n_eq: int) -> set[Mod] | None:
        """Of the running terms `terms` (residues), those may_finish_mod lets through after number j with the same
        cost left, running total and first side: one question for a number's values of one cost (a long number
        has thousands; set operations beat a call each). None when the tail is not listed."""
        exact = self._index(j, left, len(terms))
        if exact is None:
            return None
        if left not in exact.costs:
            return set()
        if not n_eq:
            return _meets_many(exact.before_equals(left), terms, -base % P)
        c = (f - base) % P
        found = _meets_many(exact.after_equals(left)[0], terms, c)
        if f in exact.after_equals(left)[1]:
            found.update(t for t in terms if t not in found and exact.closed_meets(left, f, t, c))
        return found

    def may_finish_mod(self, j: int, left: Cost, base: Mod, t: Mod, f: Mod, n_eq: int) -> bool | None:
        """may_finish for values given as their residues (the token search carries them along)."""
        exact = self._index(j, left, 1)
        if exact is None:
            return None
        if left not in exact.costs:
            return False
        # many prefixes reach the same state (three of four checks of 9/9/.../9=1 repeat one): remember answers
        # (the residues are below P, so the packed key is one-to-one)
        answers: dict[int, bool] | None = None
        if self.remember:
            key = ((base * _M1 + t) * _M2 + f) * 2 + 1 if n_eq else (base * _M1 + t) * 2
            answers = self.known[j].get(left)
            if answers is None:
                answers = self.known[j][left] = {}
            known = answers.get(key)
            if known is not None:
                self.known_hits += 1
                return known
        if n_eq:
            c = (f - base) % P
            found = _meets(exact.after_equals(left)[0], t, c) or exact.closed_meets(left, f, t, c)
        else:
            found = _meets(exact.before_equals(left), t, -base % P)
        if answers is not None and self.known_count < KNOWN_CAP:
            answers[key] = found
            self.known_count += 1
            if self.known_count == KNOWN_TRIAL and self.known_hits * KNOWN_HITS_PER < KNOWN_TRIAL:
                # few states repeat here: the look-ups cost more than they save, and the answers' memory with them
                self.remember = False
                self.known = [{} for _ in self.known]
        return found


def _exact_step(xs: Mapping[Cost, set[int]], ops: Sequence[Option], rest: Made, want: Cost, chained: bool,
                most: int, only: Cost | None = None) -> tuple[Made, int] | None:
    """The tails one number earlier (an operator and number before `rest`) and how many values they hold; None once
    they would be more than `most` values. Without chained '=' no '=' comes before a tail that has one, so a closed tail is only ever
    compared as S - V: it is kept as that, which makes far fewer distinct values. (A set at a time: this lists
    10^5 values for 9/9/.../9=1.) `only`: those of this one cost alone."""
    out: Made = {}
    owned: dict[tuple[Cost, bool], set[Mod]] = {}   # the groups of `out` whose set is its own (else shared, see _add)
    made_count = 0
    for _, cr, ca, g in ops:
        for (xr, xa), numbers in xs.items():
            if only is not None and (cr + xr > only[0] or ca + xa > only[1]):
                continue
            if g == "/":
                steps = [_inverse(x % P) for x in numbers if x != 0]  # division by zero: never true
            else:
                steps = [(-x if g == "-" else x) % P for x in numbers]
            for ((tr, ta), closed), group in rest.items():
                cost = (cr + xr + tr, ca + xa + ta)
                if cost[0] > want[0] or cost[1] > want[1] or (only is not None and cost != only):
                    continue
                if g == "=" and closed and not chained:
                    continue  # one '=' at most
                into = out.setdefault((cost, closed or g == "="), {})
                mine = owned.setdefault((cost, closed or g == "="), set())
                if g in "*/":  # F grows, the rests stay
                    for step in steps:
                        for f, rests in group.items():
                            made_count += _add(into, mine, step * f % P, rests, False)
                        if made_count > most:
                            return None
                    continue
                made: set[int] = set()
                for step in steps:
                    for f, rests in group.items():
                        sf = step * f % P
                        if not closed:  # '+' '-' or (chained) '=': S + sf; else (F=1, S - V = -(S + sf))
                            made.update({(sf + s) % P for s in rests} if g != "=" or chained else
                                        {(-sf - s) % P for s in rests})
                        elif not chained:  # '+' '-' before a closed tail: S - V moves by sf
                            made.update({(sf + d) % P for d in rests})
                        elif g != "=":
                            made.update({(sf + x // _MV) % P * _MV + x % _MV for x in rests})
                        else:  # a chained '=': this side must equal V; the tail becomes (1, 0, V)
                            made.update({x % _MV for x in rests if (sf + x // _MV) % P == x % _MV})
                if made:
                    made_count += _add(into, mine, 1, made, True)
                    if made_count > most:
                        return None
    return {key: group for key, group in out.items() if group}, made_count


def _add(into: Group, mine: set[Mod], f: Mod, rests: set[int], fresh: bool) -> int:
    """Merge rests into group f; how many values that adds. A new group takes the set itself (`fresh`: made for it;
    else another group's, which a '*' or '/' only renames): it is copied only before a merge would change it, and
    `mine` names the groups whose set is their own. (Copying every renamed set took most of a listing's work.)"""
    old = into.get(f)
    if old is None:
        into[f] = rests
        if fresh:
            mine.add(f)
        return len(rests)
    if f not in mine:
        old = into[f] = set(old)
        mine.add(f)
    before = len(old)
    old |= rests
    return len(old) - before


CLOSED_SCAN = 16   # a V's (F, S) pairs checked one by one up to this many; more are indexed once asked about


class Index:
    """The tails of one number, indexed per cost when first asked (a search asks about a few of the costs):
    after an '=' the open tails' (F, S) and the closed ones' (F, S) by V (only with chained '=': without it no
    closed tail follows an '='); before one the closed tails' (F, S - V)."""

    def __init__(self, made: Made, chained: bool) -> None:
        self.made, self.chained = made, chained
        self.costs = {cost for cost, _ in made}
        self._after: dict[Cost, tuple[Pairs | None, dict[Mod, list[int]]]] = {}
        self._closed: dict[tuple[Cost, Mod], Pairs] = {}
        self._before: dict[Cost, Pairs | None] = {}

    def after_equals(self, cost: Cost) -> tuple[Pairs | None, dict[Mod, list[int]]]:
        """The open tails' pairs, and the closed ones' (F, S) by V, each packed as F * _MV + S: most Vs have a
        pair or two, which an index per V (a dict and two sets) would hold in ten times the memory."""
        found = self._after.get(cost)
        if found is None:
            open_made = self.made.get((cost, False))
            closed_made = self.made.get((cost, True))
            by_v: dict[Mod, list[int]] = {}
            if self.chained and closed_made:
                for f, rests in closed_made.items():
                    for x in rests:
                        s, v = divmod(x, _MV)
                        by_v.setdefault(v, []).append(f * _MV + s)
            found = self._after[cost] = (_pairs(open_made) if open_made else None, by_v)
        return found

    def closed_meets(self, cost: Cost, v: Mod, term: Mod, c: Mod) -> bool:
        """Whether term * F + S == c (mod P) for a closed tail (F, S, V) of this cost and V."""
        group = self.after_equals(cost)[1].get(v)
        if group is None:
            return False
        if len(group) <= CLOSED_SCAN:
            for packed in group:
                f, s = divmod(packed, _MV)
                if (term * f + s) % P == c:
                    return True
            return False
        pairs = self._closed.get((cost, v))
        if pairs is None:
            by_f: Group = {}
            for packed in group:
                f, s = divmod(packed, _MV)
                by_f.setdefault(f, set()).add(s)
            pairs = self._closed[(cost, v)] = _pairs(by_f)
        return _meets(pairs, term, c)

    def before_equals(self, cost: Cost) -> Pairs | None:
        if cost in self._before:
            return self._before[cost]
        differences = self.made.get((cost, True))
        if self.chained and differences:
            differences = {f: {(x // _MV - x % _MV) % P for x in rests} for f, rests in differences.items()}
        found = self._before[cost] = _pairs(differences) if differences else None
        return found
