"""Exact solver for 6x6 sudoku (rows, columns, boxes of two rows by three columns), a row at a time.

Each row of a solution is one of the 720 orderings of 1-6. Two rows keep the columns' rule when their orderings
differ in every column; two rows of the same box pair (rows 1-2, 3-4, 5-6) keep the boxes' rule when the second
one's first three digits are the three the first one leaves out (which also makes them differ in every column).
So a puzzle is six choices among orderings, and a set of orderings is one integer of 720 bits (bit k: ordering k):
the givens cut each row's set down with three table look-ups, placing an ordering is one AND per open row with its
precomputed set of compatible orderings, and the search picks the open row with the fewest orderings left. On a
grid this small this beats propagating cell candidates, whose fixed cost per puzzle is larger than the search.

The givens are read as one integer too: a byte per cell holding its digit as one bit (bit d-1), so row r is the
48 bits from 48*r, column c of a row its byte c. `words`, `clash_free` and `row_sets` work on all rows at once."""
from __future__ import annotations

from itertools import permutations

Grid = tuple[int, ...]
SIZE = 6
ROW_BITS = 8 * SIZE
ROW = (1 << ROW_BITS) - 1
SLOTS = [ROW_BITS * r for r in range(SIZE)]
EVEN_ROWS = sum(ROW << ROW_BITS * r for r in range(0, SIZE, 2))
ODD_ROWS = EVEN_ROWS << ROW_BITS
EVERY_ROW = sum(1 << s for s in SLOTS)  # times a row's bits: the same bits in every row
FIRST_BYTE = 63 * EVERY_ROW  # each row's column 1
HALF_STARTS = (63 | 63 << 24) * EVERY_ROW  # each row's columns 1 and 4, where its halves are folded
BOX_STARTS = HALF_STARTS & EVEN_ROWS  # each box's first cell
SPREAD = 1 | 1 << 8 | 1 << 16  # a byte copied into the three columns of a half row
PAIR = 0x3F3F  # two columns' bytes
ALL_ROWS = (1 << SIZE) - 1
ROWS_OF = [tuple(r for r in range(SIZE) if m >> r & 1) for m in range(1 << SIZE)]  # the rows of a set of rows
_ONE_BIT = bytes([0, *(1 << d - 1 for d in range(1, SIZE + 1))]).ljust(256, b"\0")  # a digit as its bit
_GIVEN = bytes([0, *[63] * SIZE]).ljust(256, b"\0")  # a given cell's byte: every digit


def words(grid: Grid) -> tuple[int, int]:
    """The givens as one integer (a byte per cell, its digit's bit), and the bytes of the given cells filled."""
    raw = bytes(grid)
    return int.from_bytes(raw.translate(_ONE_BIT), "little"), int.from_bytes(raw.translate(_GIVEN), "little")


def _columns(g: int) -> int:
    """The digits given in each column, in the first row's bytes."""
    c = g | g >> ROW_BITS
    c |= c >> 2 * ROW_BITS
    return (c | c >> 4 * ROW_BITS) & ROW


def _halves(g: int) -> int:
    """Each half row's digits, folded into its first byte (junk elsewhere: mask with HALF_STARTS)."""
    return g | g >> 8 | g >> 16


def clash_free(grid: Grid) -> bool:
    """Do the givens (digits 0-6) keep every house's digits distinct? Each given is one bit; a house that holds
    a digit twice folds two bits into one, so the bits left after folding each house are fewer than the givens."""
    g = int.from_bytes(bytes(grid).translate(_ONE_BIT), "little")
    rows = g | g >> 8
    rows |= rows >> 16 | rows >> 32
    boxes = _halves(g | g >> ROW_BITS) & BOX_STARTS
    return _columns(g).bit_count() + (rows & FIRST_BYTE).bit_count() + boxes.bit_count() == 3 * g.bit_count()


class Tables:
    """The orderings and the sets the solver looks up, built once on first use."""

    def __init__(self) -> None:
        self.orderings: tuple[Grid, ...] = tuple(permutations(range(1, SIZE + 1)))
        everything = (1 << len(self.orderings)) - 1
        # having[c][m]: the orderings whose digit in column c is one of the mask m (bit d-1 for digit d)
        having = [[0] * 64 for _ in range(SIZE)]
        for k, row in enumerate(self.orderings):
            for c, d in enumerate(row):
                having[c][1 << d - 1] |= 1 << k
        for c in range(SIZE):
            for m in range(64):
                low = m & -m
                if m != low:
                    having[c][m] = having[c][low] | having[c][m ^ low]
        # avoiding[j][key]: the orderings with none of the digits of the key's low byte in column 2j and none of
        # its high byte's in column 2j+1: a row's forbidden digits become its set in three look-ups
        self.avoiding = [{a | b << 8: having[2 * j][63 ^ a] & having[2 * j + 1][63 ^ b]
                          for a in range(64) for b in range(64)} for j in range(SIZE // 2)]
        first_three: dict[int, int] = {}  # a set of three digits -> the orderings that start with them
        for k, row in enumerate(self.orderings):
            key = sum(1 << d - 1 for d in row[:3])
            first_three[key] = first_three.get(key, 0) | 1 << k
        differ = []  # per ordering, the orderings that differ from it in every column
        box_partner = []  # per ordering, the orderings that can share its boxes
        for row in self.orderings:
            x = everything
            for c, d in enumerate(row):
                x &= having[c][63 ^ 1 << d - 1]
            differ.append(x)
            box_partner.append(first_three[63 ^ sum(1 << d - 1 for d in row[:3])])
        # compatible[r][o][k]: what row o may still hold once row r holds ordering k
        self.compatible = [[box_partner if o == r ^ 1 else differ for o in range(SIZE)] for r in range(SIZE)]



_tables: list[Tables] = []


def tables() -> Tables:
    if not _tables:
        _tables.append(Tables())
    return _tables[0]


def row_sets(t: Tables, grid: Grid) -> list[int] | None:
    """Per row, the orderings that keep its givens and clash with no given in its column or box; None when a row
    has none."""
    g, given = words(grid)
    partners = (g >> ROW_BITS & EVEN_ROWS) | (g << ROW_BITS & ODD_ROWS)  # each row's box partner's givens
    # forbidden in each row: another row's digit in the column, the partner's digit in the box, any other digit
    # in a given cell
    forbid = (_columns(g) * EVERY_ROW | given) & ~g | (_halves(partners) & HALF_STARTS) * SPREAD
    a0, a1, a2 = t.avoiding
    out = []
    for _ in range(SIZE):
        x = a0[forbid & PAIR] & a1[forbid >> 16 & PAIR] & a2[forbid >> 32 & PAIR]
        if not x:
            return None
        out.append(x)
        forbid >>= ROW_BITS
    return out


def solutions(grid: Grid, limit: int = 2) -> list[Grid]:
    """Up to `limit` solutions of the 36 givens `grid` (0 = blank, digits 1-6), in a fixed order."""
    t = _tables[0] if _tables else tables()
    sets = row_sets(t, grid)
    if sets is None:
        return []
    found: list[list[int]] = []
    _search(t, sets, ALL_ROWS, [0] * SIZE, limit, found)
    rows = t.orderings
    return [rows[a] + rows[b] + rows[c] + rows[d] + rows[e] + rows[f] for a, b, c, d, e, f in found]


def _search(t: Tables, sets: list[int], open_rows: int, chosen: list[int], limit: int,
            found: list[list[int]]) -> None:
    """Below the rows set in `open_rows` (bit r: row r): rows with one ordering left are placed in turn; at the
    first with several, each is tried below."""
    compatible = t.compatible
    while open_rows:
        least = 721
        for o in ROWS_OF[open_rows]:
            n = sets[o].bit_count()
            if n < least:
                r, s, least = o, sets[o], n
                if n == 1:
                    break
        open_rows ^= 1 << r
        rest = ROWS_OF[open_rows]
        keeps = compatible[r]
        if least == 1:
            k = s.bit_length() - 1
            chosen[r] = k
            for o in rest:
                y = sets[o] & keeps[o][k]
                if not y:
                    return
                sets[o] = y
            continue
        while s:
            low = s & -s
            s ^= low
            k = low.bit_length() - 1
            below = sets[:]
            for o in rest:
                y = sets[o] & keeps[o][k]
                if not y:
                    break
                below[o] = y
            else:
                chosen[r] = k
                _search(t, below, open_rows, chosen, limit, found)
                if len(found) >= limit:
                    return
        return
    found.append(chosen[:])
