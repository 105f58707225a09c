"""The solver's search on one integer, for geometries whose houses are a few families of translates (rows, columns,
boxes, a diagonal): the general form of `bitboard.py`.

Bit cells*(d-1) + i says digit d may still go in cell i: one board of `cells` bits per digit, side by side. A house
family (disjoint houses of one shape, each a shift of the first) is folded with shifted copies of the whole integer
into "at least one" / "at least two" at each house's first cell, for every house and digit at once; a house that
holds a digit once is spread back over its cells by a multiplication. Naked singles are the same fold across the
digit boards. Each placement is one AND with a precomputed mask. The closure is the mask solver's (`geo_solver`:
naked and hidden singles, the same contradictions) and the search branches as it does (the first cell with the
fewest candidates, digits upwards), so both find the same solutions in the same order. Geometries with cages, or
with houses of many shapes (jigsaw regions), stay with the mask solver."""
from __future__ import annotations

from .geometry import Geometry

# How a shape is folded: levels, each a list of (shift, doubling). A doubling step joins the set folded so far
# with itself shifted; the other kind joins the level's input shifted (an arithmetic progression of any length in
# about log2(length) steps). A box is two levels: its first row, then that row repeated down.
Plan = tuple[tuple[tuple[int, bool], ...], ...]
Families = list[tuple[Plan, int, int]]  # (plan, each group's first bit, a first bit times this is the group)
MOST_FOLD_STEPS = 24  # beyond this (many shapes) a wave costs more than the mask solver's house scans


def _progression(length: int, step: int) -> list[tuple[int, bool]]:
    if length == 1:
        return []
    if length % 2 == 0:
        return _progression(length // 2, step) + [(length // 2 * step, True)]
    return _progression(length - 1, step) + [((length - 1) * step, False)]


def _runs(offsets: tuple[int, ...]) -> tuple[int, int] | None:
    """(length, step) if the sorted offsets (from 0) are an arithmetic progression."""
    if len(offsets) == 1:
        return 1, 1
    step = offsets[1]
    return (len(offsets), step) if all(o == k * step for k, o in enumerate(offsets)) else None


def shape_plan(offsets: tuple[int, ...]) -> Plan | None:
    """A fold plan for a house shape (its cells' offsets from the first, sorted): a progression, or a progression
    of progressions (a box); None otherwise."""
    line = _runs(offsets)
    if line is not None:
        return (tuple(_progression(*line)),)
    width = next((k for k in range(1, len(offsets)) if offsets[k] != k), len(offsets))
    if len(offsets) % width:
        return None
    first, starts = _runs(offsets[:width]), _runs(offsets[::width])
    if first is None or starts is None:
        return None
    if tuple(s + o for s in offsets[::width] for o in offsets[:width]) != offsets:
        return None
    return tuple(_progression(*first)), tuple(_progression(*starts))


class BitTables:
    """Per geometry: the house families' plans, where their houses start and how a start spreads over its house;
    what each placement keeps."""

    def __init__(self, geo: Geometry, families: list[tuple[Plan, tuple[int, ...], list[int]]]) -> None:
        n, cells = geo.size, geo.cells
        self.size, self.cells = n, cells
        self.cells_mask = (1 << cells) - 1
        self.stack = sum(1 << cells * d for d in range(n))  # << i: cell i's bit on every digit's board
        # naked singles are the same fold with each cell's digits as the group
        self.cells_family: Families = [((tuple(_progression(n, cells)),), self.cells_mask, self.stack)]
        self.families: Families = []
        for plan, shape, firsts in families:  # shape: its cells' offsets from the first
            self.families.append((plan, self.stack * sum(1 << f for f in firsts), sum(1 << o for o in shape)))
        everything = (1 << cells * n) - 1
        peer_masks = [sum(1 << p for p in geo.peers[i]) for i in range(cells)]
        keep = []  # placing bit k: its digit leaves the cell's peers, the other digits leave the cell
        for k in range(cells * n):
            board, cell = divmod(k, cells)
            keep.append(everything & ~(peer_masks[cell] << cells * board | (self.stack << cell & ~(1 << k))))
        self.keep = tuple(keep)


def bit_tables(geo: Geometry) -> BitTables | None:
    """The geometry's tables (kept on the geometry object), or None where the mask solver is the faster one."""
    t = geo.__dict__.get("_bit_tables", False)
    if t is False:
        t = _build(geo)
        object.__setattr__(geo, "_bit_tables", t)
    return t if isinstance(t, BitTables) else None


def _build(geo: Geometry) -> BitTables | None:
    if geo.cages:
        return None
    # houses of one shape that do not overlap fold together (a family); each shape needs a plan
    groups: list[tuple[tuple[int, ...], list[int], set[int]]] = []  # (shape, first cells, cells covered)
    for house in geo.houses:
        cells = sorted(house)
        shape = tuple(c - cells[0] for c in cells)
        family = next((g for g in groups if g[0] == shape and not g[2].intersection(cells)), None)
        if family is None:
            groups.append((shape, [cells[0]], set(cells)))
        else:
            family[1].append(cells[0])
            family[2].update(cells)
    families: list[tuple[Plan, tuple[int, ...], list[int]]] = []
    steps = 0
    for shape, firsts, _ in groups:
        plan = shape_plan(shape)
        if plan is None:
            return None
        steps += sum(len(level) for level in plan)
        families.append((plan, shape, firsts))
    return BitTables(geo, families) if steps <= MOST_FOLD_STEPS else None


def _singles(x: int, families: Families) -> int:
    """The candidates that are alone in a group (a house of one of the families, for a digit), or -1 when a group
    has none left. Each family is folded by its plan: at least one and at least two of each group's bits, at its
    first bit; a group with exactly one is spread back over its bits by the multiplication."""
    found = 0
    for plan, starts, spread in families:
        one, two = x, 0
        for level in plan:
            base_one, base_two = one, two
            for shift, doubling in level:
                if doubling:
                    y = one >> shift
                    two |= two >> shift | one & y
                else:
                    y = base_one >> shift
                    two |= base_two >> shift | one & y
                one |= y
        if one & starts != starts:
            return -1
        found |= (one & ~two & starts) * spread
    return x & found


def closure(t: BitTables, x: int, placed: int) -> tuple[int, int] | None:
    """Naked and hidden singles to their fixpoint (placed as found: naked ones while there are any), or None on a
    contradiction."""
    keep, cells, houses = t.keep, t.cells_family, t.families
    while True:
        new = _singles(x, cells)
        if new < 0:
            return None  # a cell without candidates
        new &= ~placed
        if not new:
            new = _singles(x, houses)
            if new < 0:
                return None  # a digit without a place in a house
            new &= ~placed
            if not new:
                return x, placed
        placed |= new
        while new:  # two placements that clash empty a cell or a house's digit: the next wave says so
            low = new & -new
            x &= keep[low.bit_length() - 1]
            new ^= low


def _branch_cell(t: BitTables, x: int) -> int:
    """The mask solver's branch: the first cell with two candidates, else the first with the fewest; -1 when every
    cell is solved."""
    cells = t.cells
    y = x >> cells
    two = x & y
    one = x | y
    three = 0
    for d in range(2, t.size):  # one, two, three or more across the digits, saturating
        y = x >> cells * d
        three |= two & y
        two |= one & y
        one |= y
    open_ = two & t.cells_mask
    if not open_:
        return -1
    pairs = open_ & ~three
    if pairs:
        return (pairs & -pairs).bit_length() - 1
    best, least = -1, t.size + 1
    stack = t.stack
    while open_:
        low = open_ & -open_
        i = low.bit_length() - 1
        n = (x >> i & stack).bit_count()
        if n < least:
            best, least = i, n
        open_ ^= low
    return best


def _search(t: BitTables, x: int, placed: int, limit: int, out: list[int]) -> None:
    cell = _branch_cell(t, x)
    if cell < 0:
        out.append(x)
        return
    m = x >> cell & t.stack
    while m:
        low = m & -m
        m ^= low
        k = low.bit_length() - 1 + cell
        below = closure(t, x & t.keep[k], placed | 1 << k)
        if below is not None:
            _search(t, *below, limit, out)
            if len(out) >= limit:
                return


_DIGITS = bytes.maketrans(b"0123456789abcdef", bytes(range(16)))


def to_grid(t: BitTables, x: int) -> tuple[int, ...]:
    """The grid of a solved state (one candidate per cell): each digit's board read as hexadecimal puts a 1 in
    its cells' places, times the digit; the sum's hex digits are the grid's, last cell first."""
    cells, mask = t.cells, t.cells_mask
    g = 0
    for d in range(t.size):
        g += (d + 1) * int(format(x >> cells * d & mask, "b"), 16)
    return tuple(format(g, f"0{cells}x")[::-1].encode().translate(_DIGITS))


def solutions(t: BitTables, grid: tuple[int, ...], limit: int = 2) -> list[tuple[int, ...]]:
    """Up to `limit` solutions of the givens `grid` (0 = blank), in the mask solver's order."""
    x = (1 << t.cells * t.size) - 1
    placed = 0
    keep, cells = t.keep, t.cells
    for i, d in enumerate(grid):
        if d:
            k = cells * (d - 1) + i
            x &= keep[k]
            placed |= 1 << k
    start = closure(t, x, placed)
    if start is None:
        return []
    out: list[int] = []
    _search(t, *start, limit, out)
    return [to_grid(t, s) for s in out]
