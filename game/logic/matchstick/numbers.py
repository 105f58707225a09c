"""Per-cell choices and per-number variant tables, remembered across puzzles.

A batch of 20,000 two-digit puzzles has only a few hundred distinct numbers, so the tables that say what a
number can become within k sticks are built once per (number layout, rule details, mode, k) and kept in a
bounded cache instead of being rebuilt for every puzzle. Generic over glyph sets: a number's cells offer the
glyphs `glyphs.transitions` derives, and `number_value` reads the value of the glyphs chosen.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Sequence

from .budget import Budget
from .glyphs import DIGIT, OP, number_prefix, number_value, transitions
from .roman import ROMAN

Option = tuple[int, int, int, str]                 # (target mask, removed, added, glyph)
Variant = tuple[int, int, int, bool, tuple[str, ...]]  # (removed, added, value, signed, glyph per cell)


def target_cost(k: int, mode: str) -> tuple[int, int]:
    """The (removed, added) totals of a layout exactly k sticks away in `mode`."""
    return (0, k) if mode == "add" else (k, 0) if mode == "remove" else (k, k)


def mode_allows(option: Option, mode: str) -> bool:
    return not ((mode == "add" and option[1]) or (mode == "remove" and option[2]))


@lru_cache(maxsize=4096)
def digit_options(kind: str, mask: int, no_zero: bool, mode: str) -> tuple[Option, ...]:
    """The choices of one sign or digit cell (leading zeros dropped where the rules forbid them)."""
    return tuple(t for t in transitions(kind, mask) if mode_allows(t, mode) and not (no_zero and t[3] == "0"))


@lru_cache(maxsize=1024)
def op_options(mask: int, frozen: bool, operators: str, move_equals: bool, mode: str) -> tuple[Option, ...]:
    """The choices of one operator cell under the rules (a frozen '=' keeps its sticks)."""
    out = []
    for t in transitions(OP, mask):
        if frozen:
            if t[0] != mask:
                continue
        elif t[3] not in operators or (t[3] == "=" and not move_equals):
            continue
        if mode_allows(t, mode):
            out.append(t)
    return tuple(out)


def signed_value(kind: str, glyphs: tuple[str, ...]) -> tuple[int, bool] | None:
    """The value a number's glyphs read as (sign cell first when there is one) and whether it is negative;
    None when they read as no number of this kind (e.g. IIII)."""
    text = "".join(glyphs)
    signed = text[:1] == "-"
    value = number_value(kind, text[1:] if signed else text)
    if value is None:
        return None
    return (-value if signed else value), signed


class NumberTable:
    """What one number can become within k removals and k additions."""

    def __init__(self, options: tuple[tuple[Option, ...], ...], k: int, kind: str = DIGIT,
                 budget: Budget | None = None) -> None:
        partial: list[tuple[int, int, tuple[str, ...]]] = [(0, 0, ())]
        for cell in options:
            # A variant names glyphs, not masks (readings.Reading lists every mask later): an empty Roman cell
            # takes an I in five ways at one cost, so choices of equal cost and glyph count once. Without
            # this a long Roman number's table held 5^gaps copies of each variant (1 GB at 4 sticks).
            choices = list(dict.fromkeys((cr, ca, g) for _, cr, ca, g in cell))  # first-seen order kept
            if budget is not None:
                budget.charge(len(partial) * len(choices) + 1)
            partial = [(r + cr, a + ca, glyphs + (g,)) for r, a, glyphs in partial
                       for cr, ca, g in choices if r + cr <= k and a + ca <= k]
            if kind == ROMAN:
                partial = [p for p in partial if number_prefix(kind, "".join(p[2]))]
        self.variants: list[Variant] = []
        spelled: set[tuple[int, int, str]] = set()
        for r, a, glyphs in partial:
            read = signed_value(kind, glyphs)
            if read is None:
                continue
            if kind == ROMAN:
                # A numeral reads the same whichever gap cells hold its glyphs: one variant per (cost, text), the
                # first in cell order (readings.Spelling lists every placement later). A chain of ten lone I's
                # otherwise yielded 250 glyph sequences per answer text.
                key = (r, a, "".join(glyphs))
                if key in spelled:
                    continue
                spelled.add(key)
            self.variants.append((r, a) + read + (glyphs,))
        self.options, self.k, self.kind = options, k, kind
        self.max_r = max((v[0] for v in self.variants), default=0)
        self.max_a = max((v[1] for v in self.variants), default=0)
        self._fits: dict[tuple[int, int], list[Variant]] = {}
        self._exact: dict[tuple[object, int, int], list[Variant]] | None = None
        self._by_cost: dict[tuple[int, int], list[Variant]] | None = None
        self._hulls: dict[tuple[int, int], tuple[int, int]] | None = None
        self._values: dict[tuple[int, int], set[int]] | None = None
        self._sorted: dict[tuple[int, int], tuple[list[int], list[int]]] | None = None

    def fits(self, r: int, a: int) -> list[Variant]:
        """The variants costing at most r removals and a additions."""
        found = self._fits.get((r, a))
        if found is None:
            found = self._fits[(r, a)] = [v for v in self.variants if v[0] <= r and v[1] <= a]
        return found

    def hulls(self) -> dict[tuple[int, int], tuple[int, int]]:
        """(removed, added) -> the least and greatest value of the variants of exactly that cost."""
        if self._hulls is None:
            self._hulls = {}
            for v in self.variants:
                old = self._hulls.get((v[0], v[1]))
                self._hulls[(v[0], v[1])] = (v[2], v[2]) if old is None else (min(old[0], v[2]), max(old[1], v[2]))
        return self._hulls

    def values(self) -> dict[tuple[int, int], set[int]]:
        """(removed, added) -> every value of the variants of exactly that cost (built once; not to be changed)."""
        if self._values is None:
            self._values = {}
            for v in self.variants:
                self._values.setdefault((v[0], v[1]), set()).add(v[2])
        return self._values

    def by_value(self) -> dict[tuple[int, int], tuple[list[int], list[int]]]:
        """(removed, added) -> the values of the variants of exactly that cost, ascending, and where each variant
        stands in `variants` (a range of values is found by bisection, then met in table order)."""
        if self._sorted is None:
            groups: dict[tuple[int, int], list[tuple[int, int]]] = {}
            for i, v in enumerate(self.variants):
                groups.setdefault((v[0], v[1]), []).append((v[2], i))
            self._sorted = {}
            for cost, pairs in groups.items():
                pairs.sort()
                self._sorted[cost] = ([value for value, _ in pairs], [i for _, i in pairs])
        return self._sorted

    def exact_index(self) -> dict[tuple[object, int, int], list[Variant]]:
        """(value, removed, added) -> the variants of exactly that value and cost (the last number is looked
        up, not scanned)."""
        if self._exact is None:
            self._exact = {}
            for v in self.variants:
                self._exact.setdefault((v[2], v[0], v[1]), []).append(v)
        return self._exact

    def at_cost(self, r: int, a: int) -> list[Variant]:
        """The variants of exactly this cost, any value."""
        if self._by_cost is None:
            self._by_cost = {}
            for v in self.variants:
                self._by_cost.setdefault((v[0], v[1]), []).append(v)
        return self._by_cost.get((r, a), [])


_CACHE: dict[tuple[tuple[tuple[Option, ...], ...], int, str], NumberTable] = {}
CACHE_ENTRIES = 4096        # distinct numbers remembered (a 1..99 batch needs a few hundred)
CACHE_MAX_VARIANTS = 20_000  # bigger tables (long numbers at 3-4 sticks) are not kept: memory stays bounded


def number_table(options: tuple[tuple[Option, ...], ...], k: int, kind: str = DIGIT,
                 budget: Budget | None = None) -> NumberTable:
    """The table of a number of `kind` whose cells offer `options` (remembered when small)."""
    key = (options, k, kind)
    table = _CACHE.get(key)
    if table is None:
        table = NumberTable(options, k, kind, budget)
        if len(table.variants) <= CACHE_MAX_VARIANTS:
            if len(_CACHE) >= CACHE_ENTRIES:
                _CACHE.pop(next(iter(_CACHE)))  # forget the oldest
            _CACHE[key] = table
    return table


class LastNumber:
    """The last number of an equation, looked up by the value it must have. A long decimal number is read
    straight from the value's digits (its table could hold 100,000s of variants); others use their table."""

    def __init__(self, options: tuple[tuple[Option, ...], ...], k: int, kind: str = DIGIT,
                 budget: Budget | None = None) -> None:
        self.options, self.k, self.kind, self.budget = options, k, kind, budget
        self.max_r = min(k, sum(max((o[1] for o in cell), default=0) for cell in options))
        self.max_a = min(k, sum(max((o[2] for o in cell), default=0) for cell in options))
        self.signed = bool(options) and all(o[3] in ("", "-") for o in options[0])
        digits = options[1:] if self.signed else options
        self.direct = kind == DIGIT and len(options) > 4 and all(o[3].isdigit() and len(o[3]) == 1 for cell in digits for o in cell)
        self.by_glyph = [{o[3]: o for o in cell} for cell in options] if self.direct else []
        self._table: NumberTable | None = None
        self._chunks: list[tuple[int, list[tuple[int, int] | None]]] | None = None

    def table(self) -> NumberTable:
        if self._table is None:
            self._table = number_table(self.options, self.k, self.kind, self.budget)
        return self._table

    def exact(self, value: object, r: int, a: int) -> list[Variant]:
        """The readings of exactly this value and cost."""
        if not self.direct:
            return self.table().exact_index().get((value, r, a), [])
        if type(value) is Fraction:  # (type, not isinstance: this runs 100,000s of times, and ABC checks are slow)
            if value.denominator != 1:
                return []
            value = value.numerator
        if type(value) is not int:
            return []
        if value < 0 and not self.signed:
            return []  # no sign cell: the number cannot be negative
        width = len(self.options) - self.signed
        if abs(value) >= 10 ** width:
            return []
        digits = self._digits_cost(abs(value))
        if digits is None:
            return []
        signs = ("-",) if value < 0 else ("", "-") if value == 0 and self.signed else ("",)
        out: list[Variant] = []
        for sign in signs:
            rr, aa = digits
            if self.signed:
                o = self.by_glyph[0].get(sign)
                if o is None:
                    continue
                rr, aa = rr + o[1], aa + o[2]
            if (rr, aa) == (r, a):
                text = str(abs(value)).zfill(width)
                out.append((r, a, value, sign == "-", ((sign,) if self.signed else ()) + tuple(text)))
        return out

    CHUNK = 3  # digit cells per look-up table (10^3 entries each)

    def _digits_cost(self, n: int) -> tuple[int, int] | None:
        """The (removed, added) cost of the digit cells reading n (zero-padded; n fits them), or None when a cell
        cannot show its digit. Read a few cells at a time from tables: the product search asks this 100,000s of
        times for an 8-digit result."""
        rr = aa = 0
        for size, table in self.chunks():  # least significant cells first
            n, part = divmod(n, size)
            cost = table[part]
            if cost is None:
                return None
            rr, aa = rr + cost[0], aa + cost[1]
        return rr, aa

    def chunks(self) -> list[tuple[int, list[tuple[int, int] | None]]]:
        """A direct number's digit cells a few at a time, least significant first: (10^cells, the (removed,
        added) cost of showing each value there, None where a cell cannot)."""
        if self._chunks is None:  # (kept: _digits_cost asks 100,000s of times, and the cells are slow to hash)
            self._chunks = _chunks(self.options[1:] if self.signed else self.options, self.CHUNK)
        return self._chunks

    def at_cost(self, r: int, a: int) -> list[Variant]:
        return self.table().at_cost(r, a)

    def values(self) -> dict[tuple[int, int], set[int]] | None:
        """As NumberTable.values; None for a long decimal number (its table is not worth building)."""
        return None if self.direct else self.table().values()

    def values_at(self, cost: tuple[int, int], most: int) -> set[int] | None:
        """A long decimal number's values of exactly this cost (a few costs of its table, not all of it); None
        when they are more than `most`."""
        return _direct_values(self.options, self.signed, cost, most)

    def counts(self) -> dict[tuple[int, int], int]:
        """A long decimal number's count of readings per exact cost (at least its values'), without listing them."""
        return _direct_counts(self.options, self.k)

    def hulls(self) -> dict[tuple[int, int], tuple[int, int]]:
        """(removed, added) -> the least and greatest value of exactly that cost (a long decimal number is
        bounded digit by digit, without its table)."""
        if not self.direct:
            return self.table().hulls()
        return _direct_hulls(self.options, self.k, self.signed)


# The column search's rounds of one search each make a LastNumber of the same cells: what only the cells decide
# is remembered here (a long number's chunks are thousands of look-ups, its hulls a pass over every cost).
@lru_cache(maxsize=64)
def _chunks(digits: tuple[tuple[Option, ...], ...], size: int) -> list[tuple[int, list[tuple[int, int] | None]]]:
    """LastNumber.chunks of these digit cells, `size` cells to a chunk."""
    cells = [{o[3]: o for o in cell} for cell in digits]
    out = []
    for end in range(len(cells), 0, -size):
        group = cells[max(0, end - size):end]
        out.append((10 ** len(group), [_cells_cost(group, str(part).zfill(len(group)))
                                       for part in range(10 ** len(group))]))
    return out


@lru_cache(maxsize=64)
def _direct_counts(options: tuple[tuple[Option, ...], ...], k: int) -> dict[tuple[int, int], int]:
    """LastNumber.counts: cell by cell (its sign cell too), how many readings have each cost within k sticks."""
    counts: dict[tuple[int, int], int] = {(0, 0): 1}
    for cell in options:
        grown: dict[tuple[int, int], int] = {}
        for (r, a), n in counts.items():
            for _, cr, ca, _ in cell:
                if r + cr <= k and a + ca <= k:
                    grown[(r + cr, a + ca)] = grown.get((r + cr, a + ca), 0) + n
        counts = grown
    return counts


@lru_cache(maxsize=256)
def _direct_values(options: tuple[tuple[Option, ...], ...], signed: bool, cost: tuple[int, int],
                   most: int) -> set[int] | None:
    """LastNumber.values_at: cell by cell, the values so far of every cost within `cost`."""
    digits = options[1:] if signed else options
    made: dict[tuple[int, int], set[int]] = {(0, 0): {0}}
    for cell in digits:
        grown: dict[tuple[int, int], set[int]] = {}
        for (r, a), prefixes in made.items():
            for _, cr, ca, g in cell:
                if r + cr <= cost[0] and a + ca <= cost[1]:
                    grown.setdefault((r + cr, a + ca), set()).update(10 * x + int(g) for x in prefixes)
        if sum(map(len, grown.values())) > 4 * most:   # (the prefixes of every cost within: a few times the values)
            return None
        made = grown
    out: set[int] = set()
    for _, sr, sa, g in options[0] if signed else [(0, 0, 0, "")]:
        unsigned = made.get((cost[0] - sr, cost[1] - sa), set())
        out.update({-x for x in unsigned} if g == "-" else unsigned)
        if len(out) > most:
            return None
    return out


@lru_cache(maxsize=64)
def _direct_hulls(options: tuple[tuple[Option, ...], ...], k: int, signed: bool
                  ) -> dict[tuple[int, int], tuple[int, int]]:
    """LastNumber.hulls of a number read digit by digit (its sign cell first when `signed`)."""
    unsigned = value_ranges(options[1:] if signed else options, k)
    if not signed:
        return unsigned
    out: dict[tuple[int, int], tuple[int, int]] = {}
    for _, sr, sa, g in options[0]:
        for (r, a), (lo, hi) in unsigned.items():
            cost = (r + sr, a + sa)
            if cost[0] > k or cost[1] > k:
                continue
            span = (-hi, -lo) if g == "-" else (lo, hi)
            old = out.get(cost)
            out[cost] = span if old is None else (min(old[0], span[0]), max(old[1], span[1]))
    return out


def _cells_cost(cells: Sequence[dict[str, Option]], text: str) -> tuple[int, int] | None:
    """The (removed, added) cost of cells showing `text`, one glyph each; None when one cannot."""
    rr = aa = 0
    for cell, g in zip(cells, text):
        o = cell.get(g)
        if o is None:
            return None
        rr, aa = rr + o[1], aa + o[2]
    return rr, aa


def value_ranges(options: Sequence[Sequence[Option]], k: int) -> dict[tuple[int, int], tuple[int, int]]:
    """For each exact cost (removed, added) up to k each: the least and greatest value a decimal number (digit
    cells only, most significant first) can take at that cost. Empty when it cannot be read at all."""
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
    return best
