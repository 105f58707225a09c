"""`rate`'s harder finders past pointing and claiming (naked and hidden pairs and triples, X-wing, swordfish, simple
colouring) as what they rule out: bits of bitboard.py (81*(d-1) + cell), no Deduction built. Each is exactly the union
of the eliminations of its finder in techniques.py (which the hints keep, for the patterns they explain) on a closed
state: one the singles closure returned, so every open cell has two or more candidates and every digit not yet placed
in a unit has two or more places there. The tests compare each with its finder. (XY-wing, rarely reached, runs as
the finder itself.)"""
from __future__ import annotations

from itertools import combinations

from .bitboard import PEER_MASKS
from .board import BIT, DIGITS, POPCOUNT, UNITS, UNITS_OF
from .techniques import UNIT_GETTERS, colour_chains, unit_places

UNIT_MASKS = tuple(sum(1 << i for i in unit) for unit in UNITS)  # a unit's cells as an 81-bit mask
_TWO = tuple(POPCOUNT[m] == 2 for m in range(512))
_TWO_OR_THREE = tuple(2 <= POPCOUNT[m] <= 3 for m in range(512))
_FISH_FITS = {2: _TWO, 3: _TWO_OR_THREE}  # a digit's places along a line that can take part in a fish of that size


def _line_cells(kind: int) -> tuple[int, ...]:
    """cells[lines]: the cells of these rows (kind 0) or columns (kind 1), the lines a 9-bit mask."""
    cells = [0] * 512
    for lines in range(1, 512):  # those of the lines but the lowest, and the lowest's
        low = lines & -lines
        cells[lines] = cells[lines ^ low] | UNIT_MASKS[9 * kind + low.bit_length() - 1]
    return tuple(cells)


_LINE_CELLS = (_line_cells(0), _line_cells(1))  # [kind][lines]
# _PAIR_CELLS[u][spots]: the two cells of unit u at the two positions set in `spots`.
_PAIR_CELLS = tuple({1 << a | 1 << b: (unit[a], unit[b]) for a, b in combinations(range(9), 2)} for unit in UNITS)


def _spread(cells: int, digits: int) -> int:
    """These digits in these cells, as bits."""
    out = 0
    for d in DIGITS[digits]:
        out |= cells << 81 * (d - 1)
    return out


def naked_pairs(cands: list[int], boards: list[int], pairs: int) -> int:
    """Naked pairs: `cands` are the 81 masks (0 for a settled cell), `boards[d]` the open cells that can hold d,
    `pairs` the cells with two candidates. Two alike cells of a unit take their digits from its other cells; three
    or more alike (a contradiction) take them from every cell, as every two of them do together."""
    alike: dict[int, int] = {}  # unit * 512 + mask -> the cells of that unit with that pair of candidates
    while pairs:
        low = pairs & -pairs
        pairs ^= low
        m = cands[low.bit_length() - 1]
        for u in UNITS_OF[low.bit_length() - 1]:
            key = u << 9 | m
            alike[key] = alike.get(key, 0) | low
    gone = 0
    for key, cells in alike.items():
        if cells & (cells - 1):
            u, m = key >> 9, key & 0x1FF
            rest = UNIT_MASKS[u] & ~cells if cells.bit_count() == 2 else UNIT_MASKS[u]
            for d in DIGITS[m]:
                gone |= (boards[d] & rest) << 81 * (d - 1)
    return gone


def hidden_pairs(cands: list[int]) -> int:
    """Hidden pairs: two digits with the same two places in a unit leave those cells no other digit; three or more
    such digits (a contradiction) leave them none, as every two of them do together."""
    gone = 0
    for u, where in enumerate(unit_places(cands)):  # where[d]: bit k set when the unit's k-th cell can hold d
        twos = [w for w in where if _TWO[w]]
        if len(twos) < 2 or len(set(twos)) == len(twos):
            continue
        digits_at: dict[int, int] = {}
        for d in range(1, 10):
            if _TWO[where[d]]:
                digits_at[where[d]] = digits_at.get(where[d], 0) | BIT[d]
        for spots, digits in digits_at.items():
            if digits & (digits - 1):
                keep = digits if POPCOUNT[digits] == 2 else 0
                for i in _PAIR_CELLS[u][spots]:
                    gone |= _spread(1 << i, cands[i] & ~keep)
    return gone


def naked_triples(cands: list[int], boards: list[int]) -> int:
    """Naked triples: three cells of a unit whose candidates make three digits take those from its other cells."""
    gone = 0
    for u, get in enumerate(UNIT_GETTERS):
        masks = get(cands)
        small = [k for k, m in enumerate(masks) if _TWO_OR_THREE[m]]  # (a settled cell's 0 is not)
        if len(small) < 3:
            continue
        unit = UNITS[u]
        for a, b, c in combinations(small, 3):
            digits = masks[a] | masks[b] | masks[c]
            if POPCOUNT[digits] == 3:
                rest = UNIT_MASKS[u] & ~(1 << unit[a] | 1 << unit[b] | 1 << unit[c])
                for d in DIGITS[digits]:
                    gone |= (boards[d] & rest) << 81 * (d - 1)
    return gone


def hidden_triples(cands: list[int]) -> int:
    """Hidden triples: three digits whose places in a unit make three cells leave those cells no other digit."""
    gone = 0
    for u, where in enumerate(unit_places(cands)):
        few = [d for d in range(1, 10) if _TWO_OR_THREE[where[d]]]
        if len(few) < 3:
            continue
        for a, b, c in combinations(few, 3):
            spots = where[a] | where[b] | where[c]
            if POPCOUNT[spots] == 3:
                keep = BIT[a] | BIT[b] | BIT[c]
                for k in range(9):
                    if spots >> k & 1:
                        i = UNITS[u][k]
                        gone |= _spread(1 << i, cands[i] & ~keep)
    return gone


def fish(cands: list[int], boards: list[int], size: int) -> int:
    """X-wing (size 2) and swordfish (3): `size` rows (columns) in which a digit fits only within the same `size`
    columns (rows) take the digit from the rest of those columns (rows)."""
    places = unit_places(cands)  # row r's bit k is column k, column k's bit r is row r
    fits = _FISH_FITS[size]
    gone = 0
    for d in range(1, 10):
        for kind in (0, 1):  # base rows and cover columns, then base columns and cover rows
            spots = [(1 << k, w) for k in range(9) if fits[w := places[9 * kind + k][d]]]
            for combo in combinations(spots, size):
                base = cover = 0
                for line, w in combo:
                    base |= line
                    cover |= w
                if POPCOUNT[cover] == size:
                    gone |= (boards[d] & _LINE_CELLS[1 - kind][cover] & ~_LINE_CELLS[kind][base]) << 81 * (d - 1)
    return gone


def simple_colouring(cands: list[int], boards: list[int]) -> int:
    """Simple colouring, as techniques.simple_colouring walks it (chains by their first cell, a cell coloured by
    an earlier chain is not a trap of a later one): a colour with two cells in one unit is false (wrap), else the
    open cells that see both colours, and no chain's cell so far, cannot hold the digit (trap)."""
    by_digit = list(zip(*unit_places(cands)))  # by_digit[d][u]: where d fits in unit u
    gone = 0
    for d in range(1, 10):
        links: dict[int, list[int]] = {}
        for u, spots in enumerate(by_digit[d]):
            if _TWO[spots]:  # a conjugate pair
                x, y = _PAIR_CELLS[u][spots]
                links.setdefault(x, []).append(y)
                links.setdefault(y, []).append(x)
        coloured = 0
        for comp, colour in colour_chains(links):
            sides = [0, 0]
            seen = [0, 0]
            wrapped = [False, False]
            for x in comp:
                side = colour[x]
                wrapped[side] = wrapped[side] or bool(PEER_MASKS[x] & sides[side])
                sides[side] |= 1 << x
                seen[side] |= PEER_MASKS[x]
            coloured |= sides[0] | sides[1]
            if wrapped[0] or wrapped[1]:
                gone |= (sides[0] if wrapped[0] else sides[1]) << 81 * (d - 1)
            else:
                gone |= (seen[0] & seen[1] & boards[d] & ~coloured) << 81 * (d - 1)
    return gone
