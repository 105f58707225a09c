"""The solver's fast path for geometries without cages: one plane per digit (a mask of the cells that may still hold
it), so a whole wave of singles is found and placed with a few operations on whole planes rather than cell by cell.

Propagation reaches the same fixpoint as `geo_solver.propagate` (naked and hidden singles over the houses), and the
search branches on the same cell (the first with the fewest candidates) trying digits upward, so both find the
same solutions in the same order."""
from __future__ import annotations

from .geometry import Geometry

Planes = list[int]  # per digit, bit i set while cell i may hold it
Grid = tuple[int, ...]


class PlaneTables:
    """Per geometry: each cell's bit, its peers as a mask, the houses as masks."""

    def __init__(self, geo: Geometry) -> None:
        self.size = geo.size
        self.cells = geo.cells
        self.all = (1 << geo.cells) - 1
        self.peer_mask = [sum(1 << p for p in peers) for peers in geo.peers]
        self.house_masks = tuple(sum(1 << c for c in house) for house in geo.houses)


def plane_tables(geo: Geometry) -> PlaneTables:
    """Built on first use and kept on the (immutable) geometry object, as `geo_solver.tables` does."""
    t = geo.__dict__.get("_plane_tables")
    if not isinstance(t, PlaneTables):
        t = PlaneTables(geo)
        object.__setattr__(geo, "_plane_tables", t)
    return t


def _place(t: PlaneTables, p: Planes, d: int, cells: int) -> bool:
    """Digit d goes in each of `cells` (a mask): it leaves their peers, the other digits leave them. False when two
    of them see each other."""
    seen = 0
    peer_mask = t.peer_mask
    rest = cells
    while rest:
        low = rest & -rest
        rest ^= low
        seen |= peer_mask[low.bit_length() - 1]
    if seen & cells:
        return False
    keep = ~cells
    for e in range(t.size):
        p[e] &= keep
    p[d] = (p[d] & ~seen) | cells
    return True


def propagate(t: PlaneTables, p: Planes, solved: int) -> int:
    """Naked and hidden singles to a fixpoint, in place; the mask of placed cells, or -1 on a contradiction."""
    full = t.all
    houses = t.house_masks
    size = t.size
    while True:
        once = twice = 0
        for x in p:
            twice |= once & x
            once |= x
        if once != full:
            return -1  # a cell with no digit left
        naked = once & ~twice & ~solved
        if naked:
            for d in range(size):
                here = p[d] & naked
                if here and not _place(t, p, d, here):
                    return -1
            solved |= naked
            continue
        found = 0
        for d in range(size):
            x = p[d]
            hidden = 0
            for h in houses:
                y = x & h
                if not y & (y - 1):
                    if not y:
                        return -1  # a house with no place for d
                    hidden |= y
            hidden &= ~solved
            if hidden:
                if hidden & found or not _place(t, p, d, hidden):
                    return -1  # a cell that is the only place of two digits, or two places that see each other
                found |= hidden
        if not found:
            return solved
        solved |= found


def initial(geo: Geometry, grid: Grid) -> tuple[Planes, int] | None:
    """Planes and placed cells after propagating the givens, or None when they contradict."""
    t = plane_tables(geo)
    p = [t.all] * t.size
    given = [0] * t.size
    for i, d in enumerate(grid):
        if d:
            given[d - 1] |= 1 << i
    for d, cells in enumerate(given):
        if cells and not _place(t, p, d, cells):
            return None
    solved = propagate(t, p, 0)
    return None if solved < 0 else (p, solved)


def _branch_cell(t: PlaneTables, p: Planes, solved: int) -> int:
    """The first open cell with the fewest candidates (the one `geo_solver.fewest` picks)."""
    once = twice = thrice = 0
    for x in p:
        thrice |= twice & x
        twice |= once & x
        once |= x
    pairs = twice & ~thrice & ~solved
    if pairs:
        return (pairs & -pairs).bit_length() - 1
    best, least = -1, 99
    open_cells = t.all & ~solved
    while open_cells:
        low = open_cells & -open_cells
        open_cells ^= low
        n = sum(1 for x in p if x & low)
        if n < least:
            best, least = low.bit_length() - 1, n
    return best


def search(t: PlaneTables, p: Planes, solved: int, limit: int, out: list[Planes]) -> None:
    if solved == t.all:
        out.append(p)
        return
    cell = _branch_cell(t, p, solved)
    bit = 1 << cell
    for d in range(t.size):
        if p[d] & bit:
            q = p[:]
            if _place(t, q, d, bit):
                now = propagate(t, q, solved | bit)
                if now >= 0:
                    search(t, q, now, limit, out)
                    if len(out) >= limit:
                        return


def to_grid(t: PlaneTables, p: Planes) -> Grid:
    grid = [0] * t.cells
    for d, x in enumerate(p, 1):
        while x:
            low = x & -x
            x ^= low
            grid[low.bit_length() - 1] = d
    return tuple(grid)


def solutions(geo: Geometry, grid: Grid, limit: int = 2) -> list[Grid]:
    """Up to `limit` solutions of the givens `grid` (0 = blank) on a geometry without cages."""
    start = initial(geo, grid)
    if start is None:
        return []
    t = plane_tables(geo)
    out: list[Planes] = []
    search(t, start[0], start[1], limit, out)
    return [to_grid(t, s) for s in out]
