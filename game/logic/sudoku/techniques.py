"""Human solving techniques. Each finder scans a Board and yields every Deduction it sees, in a
fixed order: the grader applies them all, a hint takes the first. Finders never change the board.

Kept as one module (about 420 lines) on purpose: every finder reads the same Board and the same cached tables of
where each digit fits, and the file's order, easiest family first, is the order the grader and hints use.
Split by family, each module would import those tables and the order would have to be kept in a third place."""
from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from operator import itemgetter
from typing import Callable, Iterator

from .board import BIT, BOX_OF, COLS, DIGIT_OF_BIT, DIGITS, PEER_SETS, PEERS, POPCOUNT, ROWS, UNITS, Grid, candidates
from .grades import Technique

Pair = tuple[int, int]  # (cell, digit)


@dataclass(frozen=True)
class Deduction:
    """One step of reasoning: what it places or rules out, and the pattern that proves it."""

    technique: Technique
    placements: tuple[Pair, ...] = ()
    eliminations: tuple[Pair, ...] = ()
    cells: tuple[int, ...] = ()  # the pattern's cells, to highlight
    digits: tuple[int, ...] = ()  # the digits the pattern is about
    units: tuple[int, ...] = ()  # the units it works in (base units first for fish)
    groups: tuple[tuple[int, ...], ...] = ()  # XY-wing: (pivot,), (wings); colouring: the two colours


class Board:
    """Digits placed so far and the candidates of every empty cell (0 for a filled cell)."""

    __slots__ = ("values", "cands", "empty")

    def __init__(self, values: list[int], cands: list[int]) -> None:
        self.values = values
        self.cands = cands
        self.empty = values.count(0)

    @classmethod
    def from_grid(cls, grid: Grid, marks: Grid | None = None) -> "Board":
        """Candidates are the digits no peer holds; with `marks`, a cell that has pencil marks
        keeps only those of its candidates."""
        cands = list(candidates(grid))
        if marks is not None:
            cands = [m & marks[i] if marks[i] else m for i, m in enumerate(cands)]
        values = list(grid)
        return cls(values, cands)

    def copy(self) -> "Board":
        return Board(self.values[:], self.cands[:])

    def place(self, cell: int, digit: int) -> bool:
        """False if the digit cannot go there (a contradiction); placing it twice is harmless."""
        if self.values[cell]:
            return self.values[cell] == digit
        bit = BIT[digit]
        if not self.cands[cell] & bit:
            return False
        self.values[cell] = digit
        self.cands[cell] = 0
        self.empty -= 1
        keep = ~bit
        c = self.cands
        for p in PEERS[cell]:
            c[p] &= keep
        return True

    def apply(self, d: Deduction) -> bool:
        for cell, digit in d.eliminations:
            self.cands[cell] &= ~BIT[digit]
        return all(self.place(cell, digit) for cell, digit in d.placements)


Finder = Callable[[Board], Iterator[Deduction]]


# --- singles -----------------------------------------------------------------------------------


UNIT_GETTERS = tuple(itemgetter(*unit) for unit in UNITS)  # a unit's values in one C call


def full_house(b: Board) -> Iterator[Deduction]:
    """The last empty cell of a unit takes the missing digit."""
    v, c = b.values, b.cands
    for u, get in enumerate(UNIT_GETTERS):
        vals = get(v)
        if vals.count(0) == 1:
            i = UNITS[u][vals.index(0)]
            if POPCOUNT[c[i]] == 1:
                d = DIGIT_OF_BIT[c[i]]
                yield Deduction(Technique.FULL_HOUSE, placements=((i, d),), cells=(i,), digits=(d,), units=(u,))


def _hidden_singles(b: Board, units: range, technique: Technique) -> Iterator[Deduction]:
    c = b.cands
    for u in units:
        unit = UNITS[u]
        once = twice = 0
        for i in unit:
            m = c[i]
            twice |= once & m
            once |= m
        only = once & ~twice
        if only:
            for i in unit:
                for d in DIGITS[c[i] & only]:
                    yield Deduction(technique, placements=((i, d),), cells=(i,), digits=(d,), units=(u,))


def hidden_single_box(b: Board) -> Iterator[Deduction]:
    """A digit that fits in only one cell of a box."""
    return _hidden_singles(b, range(18, 27), Technique.HIDDEN_SINGLE_BOX)


def hidden_single_line(b: Board) -> Iterator[Deduction]:
    """A digit that fits in only one cell of a row or column."""
    return _hidden_singles(b, range(18), Technique.HIDDEN_SINGLE_LINE)


def naked_single(b: Board) -> Iterator[Deduction]:
    """A cell with one candidate left."""
    c = b.cands
    for i in range(81):
        m = c[i]
        if m and not m & (m - 1):
            d = DIGIT_OF_BIT[m]
            yield Deduction(Technique.NAKED_SINGLE, placements=((i, d),), cells=(i,), digits=(d,))


# --- where each digit fits, per unit -------------------------------------------------------------------
# _SPREAD[k][m]: candidate mask m of a unit's k-th cell spread into ten 16-bit fields, bit k of field d set
# for each digit d of m. Adding the nine cells' spreads gives, field by field, where each digit fits, and
# one struct unpack cuts the sum into those ten fields.
_SPREAD_FIRST = tuple(sum(1 << 16 * d for d in DIGITS[m]) for m in range(512))  # (the first cell's)
_SPREAD = tuple(tuple(s << k for s in _SPREAD_FIRST) for k in range(9))
_FIELDS = struct.Struct("<10H").unpack


def unit_places(c: list[int]) -> list[tuple[int, ...]]:
    """places[u][d]: the positions (bit k = the unit's k-th cell) where digit d fits in unit u. The subset,
    fish and colouring finders all start from this (a few table look-ups per unit instead of a loop per
    digit of every cell); the grader runs them one after another on the same candidates, hence the cache."""
    return _places_of(tuple(c))


@lru_cache(maxsize=4)
def _places_of(c: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [_FIELDS(sum(map(tuple.__getitem__, _SPREAD, get(c))).to_bytes(20, "little")) for get in UNIT_GETTERS]


def _positions(unit: tuple[int, ...], spots: int) -> tuple[int, ...]:
    return tuple(unit[k] for k in range(9) if spots >> k & 1)


# --- intersections -------------------------------------------------------------------------------


# A segment is the three cells where a line crosses a box. _SEGMENTS[line][k]: the cells of
# line 0..17 (rows, then columns) inside its k-th box along the line.
_SEGMENTS = tuple(tuple(UNITS[line][3 * k : 3 * k + 3] for k in range(3)) for line in range(18))


def _box_of_segment(line: int, k: int) -> int:
    return 18 + BOX_OF[_SEGMENTS[line][k][0]]


def _segment_masks(c: list[int]) -> list[list[int]]:
    return _segment_masks_of(tuple(c))


@lru_cache(maxsize=4)
def _segment_masks_of(c: tuple[int, ...]) -> list[list[int]]:
    """(Cached: the grader runs claiming right after pointing on the same candidates.)"""
    return [[c[x] | c[y] | c[z] for x, y, z in segs] for segs in _SEGMENTS]


# The two other lines of the same kind through the same boxes.
_PARALLEL = tuple(tuple(line - line % 3 + j for j in range(3) if j != line % 3) for line in range(18))


def _locked(b: Board, technique: Technique, line: int, k: int, digits: int) -> Iterator[Deduction]:
    """Deductions for the digits in `digits`, confined to segment k of `line`: pointing clears
    them from the rest of the line, claiming from the rest of the box."""
    c = b.cands
    inside = _SEGMENTS[line][k]
    box = _box_of_segment(line, k)
    if technique is Technique.POINTING:
        base, cover = box, line
        rest = [i for j in range(3) if j != k for i in _SEGMENTS[line][j]]
    else:
        base, cover = line, box
        rest = [i for other in _PARALLEL[line] for i in _SEGMENTS[other][k]]
    for d in DIGITS[digits]:
        bit = BIT[d]
        elims = tuple((j, d) for j in sorted(rest) if c[j] & bit)
        cells = tuple(i for i in inside if c[i] & bit)
        yield Deduction(technique, eliminations=elims, cells=cells, digits=(d,), units=(base, cover))


def pointing(b: Board) -> Iterator[Deduction]:
    """In a box, a digit confined to one row or column leaves the rest of that line."""
    seg = _segment_masks(b.cands)
    for line in range(18):
        p, q = _PARALLEL[line]
        for k in range(3):
            here = seg[line][k]
            confined = here & ~(seg[p][k] | seg[q][k])  # nowhere else in the box
            digits = confined & (seg[line][k - 1] | seg[line][k - 2])  # but elsewhere on the line
            if digits:
                yield from _locked(b, Technique.POINTING, line, k, digits)


def claiming(b: Board) -> Iterator[Deduction]:
    """In a row or column, a digit confined to one box leaves the rest of that box."""
    seg = _segment_masks(b.cands)
    for line in range(18):
        p, q = _PARALLEL[line]
        for k in range(3):
            here = seg[line][k]
            confined = here & ~(seg[line][k - 1] | seg[line][k - 2])  # nowhere else on the line
            digits = confined & (seg[p][k] | seg[q][k])  # but elsewhere in the box
            if digits:
                yield from _locked(b, Technique.CLAIMING, line, k, digits)


# --- subsets ---------------------------------------------------------------------------------------

# What can take part in a pattern of `size` (by table: the finders meet thousands of masks): a cell or a digit's
# places in a unit for a subset (_FITS: 1 to size candidates), a digit's places along a line for a fish (2 to size).
_FITS = tuple(tuple(0 < POPCOUNT[m] <= size for m in range(512)) for size in range(4))
_FISH_FITS = tuple(tuple(2 <= POPCOUNT[m] <= size for m in range(512)) for size in range(4))


def _naked_subsets(b: Board, size: int, technique: Technique) -> Iterator[Deduction]:
    c = b.cands
    fits = _FITS[size]
    for u, get in enumerate(UNIT_GETTERS):
        masks = get(c)
        if 9 - masks.count(0) <= size:
            continue
        unit = UNITS[u]
        small = [unit[k] for k, m in enumerate(masks) if fits[m]]
        if len(small) < size:
            continue
        for combo in combinations(small, size):
            m = 0
            for i in combo:
                m |= c[i]
            if POPCOUNT[m] != size:
                continue
            elims = tuple((j, d) for j in unit if c[j] and j not in combo for d in DIGITS[c[j] & m])
            if elims:
                yield Deduction(technique, eliminations=elims, cells=combo, digits=DIGITS[m], units=(u,))


def _hidden_subsets(b: Board, size: int, technique: Technique) -> Iterator[Deduction]:
    c = b.cands
    fits = _FITS[size]
    for u, where in enumerate(unit_places(c)):  # where[d]: bit k set when the unit's k-th cell can hold d
        few = [d for d, w in enumerate(where) if fits[w]]  # (field 0 is always empty)
        if len(few) < size or 9 - UNIT_GETTERS[u](c).count(0) <= size:
            continue
        unit = UNITS[u]
        for digits in combinations(few, size):
            spots = 0
            keep = 0
            for d in digits:
                spots |= where[d]
                keep |= BIT[d]
            if POPCOUNT[spots] != size:
                continue
            cells = _positions(unit, spots)
            elims = tuple((i, d) for i in cells for d in DIGITS[c[i] & ~keep])
            if elims:
                yield Deduction(technique, eliminations=elims, cells=cells, digits=digits, units=(u,))


def naked_pair(b: Board) -> Iterator[Deduction]:
    return _naked_subsets(b, 2, Technique.NAKED_PAIR)


def hidden_pair(b: Board) -> Iterator[Deduction]:
    return _hidden_subsets(b, 2, Technique.HIDDEN_PAIR)


def naked_triple(b: Board) -> Iterator[Deduction]:
    return _naked_subsets(b, 3, Technique.NAKED_TRIPLE)


def hidden_triple(b: Board) -> Iterator[Deduction]:
    return _hidden_subsets(b, 3, Technique.HIDDEN_TRIPLE)


# --- fish, wings, chains ----------------------------------------------------------------------------


def _fish(b: Board, size: int, technique: Technique) -> Iterator[Deduction]:
    """`size` rows (or columns) in which a digit fits only within the same `size` columns (rows):
    the digit leaves the rest of those columns (rows)."""
    c = b.cands
    places = unit_places(c)  # row r's bit k is column k, column k's bit r is row r
    fits = _FISH_FITS[size]
    for d in range(1, 10):
        bit = BIT[d]
        in_rows = [places[r][d] for r in range(9)]  # the columns of row r where d fits, as bits
        in_cols = [places[9 + col][d] for col in range(9)]
        for lines, crosses, offset, masks in ((ROWS, COLS, 0, in_rows), (COLS, ROWS, 9, in_cols)):
            # (line index, mask of positions along the line)
            spots = [(k, m) for k, m in enumerate(masks) if fits[m]]
            for combo in combinations(spots, size):
                cover = 0
                for _, m in combo:
                    cover |= m
                if POPCOUNT[cover] != size:
                    continue
                base = {k for k, _ in combo}
                cover_lines = [p for p in range(9) if cover >> p & 1]
                elims = tuple(
                    (i, d)
                    for p in cover_lines
                    for k, i in enumerate(crosses[p])
                    if k not in base and c[i] & bit
                )
                if elims:
                    cells = tuple(sorted(lines[k][p] for k in base for p in cover_lines if c[lines[k][p]] & bit))
                    units = tuple(offset + k for k in sorted(base)) + tuple(9 - offset + p for p in cover_lines)
                    yield Deduction(technique, eliminations=elims, cells=cells, digits=(d,), units=units)


def x_wing(b: Board) -> Iterator[Deduction]:
    return _fish(b, 2, Technique.X_WING)


def swordfish(b: Board) -> Iterator[Deduction]:
    return _fish(b, 3, Technique.SWORDFISH)


def xy_wing(b: Board) -> Iterator[Deduction]:
    """Pivot {x,y} sees wings {x,z} and {y,z}: one wing is z, so cells seeing both wings are not z."""
    c = b.cands
    for pivot in range(81):
        pm = c[pivot]
        if POPCOUNT[pm] != 2:
            continue
        wings = [w for w in PEERS[pivot] if POPCOUNT[c[w]] == 2 and POPCOUNT[c[w] & pm] == 1]
        for w1, w2 in combinations(wings, 2):
            m1, m2 = c[w1], c[w2]
            z = m1 & ~pm
            if m1 & pm == m2 & pm or z != m2 & ~pm:
                continue
            zd = DIGIT_OF_BIT[z]
            elims = tuple((j, zd) for j in sorted(PEER_SETS[w1] & PEER_SETS[w2]) if j != pivot and c[j] & z)
            if elims:
                yield Deduction(
                    Technique.XY_WING,
                    eliminations=elims,
                    cells=(pivot, w1, w2),
                    digits=DIGITS[pm] + (zd,),
                    groups=((pivot,), (w1, w2)),
                )


def colour_chains(links: dict[int, list[int]]) -> Iterator[tuple[list[int], dict[int, int]]]:
    """The chains of a graph of conjugate links, each two-coloured breadth-first from its smallest cell, in order of
    that cell: (the chain's cells, the colours of every cell of this chain and the ones before it)."""
    colour: dict[int, int] = {}
    for start in sorted(links):
        if start in colour:
            continue
        colour[start] = 0
        comp = [start]
        for x in comp:  # breadth-first; comp grows as we go
            for y in links[x]:
                if y not in colour:
                    colour[y] = 1 - colour[x]
                    comp.append(y)
        yield comp, colour


def simple_colouring(b: Board) -> Iterator[Deduction]:
    """Chains of conjugate pairs (a digit's only two places in a unit) alternate true/false.
    Two cells of one colour in a unit make that colour false (wrap); a cell that sees both
    colours cannot hold the digit (trap)."""
    c = b.cands
    places = unit_places(c)
    for d in range(1, 10):
        bit = BIT[d]
        links: dict[int, list[int]] = {}
        for u, where in enumerate(places):
            spots = where[d]
            if POPCOUNT[spots] == 2:  # a conjugate pair
                first = spots & -spots
                x, y = UNITS[u][first.bit_length() - 1], UNITS[u][(spots ^ first).bit_length() - 1]
                links.setdefault(x, []).append(y)
                links.setdefault(y, []).append(x)
        for comp, colour in colour_chains(links):
            sides = (tuple(sorted(x for x in comp if colour[x] == 0)), tuple(sorted(x for x in comp if colour[x] == 1)))
            cells = tuple(sorted(comp))
            wrapped = [s for s in sides if any(y in PEER_SETS[x] for x, y in combinations(s, 2))]
            if wrapped:
                elims = tuple((x, d) for x in wrapped[0])
            else:
                sees_both = set().union(*(PEER_SETS[x] for x in sides[0])) & set().union(
                    *(PEER_SETS[x] for x in sides[1]))
                elims = tuple((j, d) for j in sorted(sees_both) if c[j] & bit and j not in colour)
            if elims:
                yield Deduction(Technique.SIMPLE_COLOURING, eliminations=elims, cells=cells, digits=(d,), groups=sides)


# Every finder, in the order the grader and hints try them.
FINDERS: tuple[tuple[Technique, Finder], ...] = (
    (Technique.FULL_HOUSE, full_house),
    (Technique.HIDDEN_SINGLE_BOX, hidden_single_box),
    (Technique.HIDDEN_SINGLE_LINE, hidden_single_line),
    (Technique.NAKED_SINGLE, naked_single),
    (Technique.POINTING, pointing),
    (Technique.CLAIMING, claiming),
    (Technique.NAKED_PAIR, naked_pair),
    (Technique.HIDDEN_PAIR, hidden_pair),
    (Technique.NAKED_TRIPLE, naked_triple),
    (Technique.HIDDEN_TRIPLE, hidden_triple),
    (Technique.X_WING, x_wing),
    (Technique.XY_WING, xy_wing),
    (Technique.SWORDFISH, swordfish),
    (Technique.SIMPLE_COLOURING, simple_colouring),
)
