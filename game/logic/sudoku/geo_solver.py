"""Exact solver for any geometry: candidate masks, propagation of naked and hidden singles over the houses and of
the cage sums (each cage keeps the digits of the combinations its cells still allow; a digit every combination
needs, with one place left in the cage, goes there), then search on the cell with the fewest candidates."""
from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from operator import itemgetter

from . import geo_bitboard, geometry, six_rows
from .geometry import Geometry, combos
from . import solver

Cands = list[int]  # per cell a mask of digits (bit d-1); a solved cell has one bit
Grid = tuple[int, ...]


class Tables:
    """Per geometry, what propagation looks up: units are the houses, then the cages."""

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo
        self.full = geo.all_digits
        self.units: list[tuple[int, ...]] = list(geo.houses) + [c.cells for c in geo.cages]
        self.first_cage = len(geo.houses)
        self.cage_combos = [combos(len(c.cells), c.total, geo.size) for c in geo.cages]
        unit_bits = [0] * geo.cells
        units_of: list[list[int]] = [[] for _ in range(geo.cells)]
        for u, cells in enumerate(self.units):
            for c in cells:
                unit_bits[c] |= 1 << u
                units_of[c].append(u)
        self.units_of = [tuple(us) for us in units_of]
        self.unit_bits = unit_bits
        self.all_units = (1 << len(self.units)) - 1
        self.getters = [itemgetter(*cells) if len(cells) > 1 else _one(cells[0]) for cells in self.units]
        self.peers = geo.peers
        self.cells = geo.cells
        self.cage_step: solver.CageStep | None = partial(_cage, self) if geo.cages else None


def _one(cell: int) -> Callable[[Cands], tuple[int, ...]]:
    return lambda c: (c[cell],)


def tables(geo: Geometry) -> Tables:
    """The geometry's tables, built on first use and kept on the (immutable) geometry object itself: looking them
    up by the geometry would hash all its houses each time."""
    t = geo.__dict__.get("_tables")
    if not isinstance(t, Tables):
        t = Tables(geo)
        object.__setattr__(geo, "_tables", t)
    return t


def cage_options(masks: list[int], options: tuple[int, ...]) -> list[int]:
    """The combinations still open to a cage whose cells have these candidates: each cell takes one of its digits,
    the cells' digits are the combination (checked by Hall's condition on the cells' candidates within it)."""
    out = []
    for combo in options:
        ok = True
        for m in masks:
            if not m & combo:
                ok = False
                break
        if ok and _fits(masks, combo):
            out.append(combo)
    return out


def _fits(masks: list[int], combo: int) -> bool:
    """Can the cells take distinct digits covering exactly `combo`? (Its size equals the cell count.)"""
    n = len(masks)
    if n <= 1:
        return True
    solved = 0
    for m in masks:
        if not m & (m - 1):
            if solved & m:
                return False
            solved |= m
    if solved & ~combo:
        return False
    # A matching of cells to the combination's digits (small: at most nine cells).
    return _match([m & combo for m in masks], 0, 0)


def _match(masks: list[int], k: int, used: int) -> bool:
    if k == len(masks):
        return True
    m = masks[k] & ~used
    while m:
        low = m & -m
        if _match(masks, k + 1, used | low):
            return True
        m ^= low
    return False


def _cage(t: Tables, c: Cands, k: int, queue: list[int]) -> int:
    """The cage's sum: cells keep only digits of combinations still open; a digit every open combination needs,
    with one cell left that can hold it, is placed. Units changed, -1 on a contradiction."""
    cells = t.units[t.first_cage + k]
    masks = [c[i] for i in cells]
    open_ = cage_options(masks, t.cage_combos[k])
    if not open_:
        return -1
    union = 0
    need = t.full
    for combo in open_:
        union |= combo
        need &= combo
    dirty = 0
    for i in cells:
        m = c[i]
        if m & ~union:
            m &= union
            c[i] = m
            dirty |= t.unit_bits[i]
            if not m & (m - 1):
                queue.append(i)
    while need:
        low = need & -need
        need ^= low
        places = [i for i in cells if c[i] & low]
        if not places:
            return -1
        if len(places) == 1 and c[places[0]] != low:
            c[places[0]] = low
            queue.append(places[0])
            dirty |= t.unit_bits[places[0]]
    return dirty


def propagate(t: Tables, c: Cands, queue: list[int], dirty: int) -> bool:
    """Singles and cage sums to a fixpoint, in place; False on a contradiction."""
    return solver.propagate(c, queue, dirty, t.units, t.getters, t.unit_bits, t.peers, t.full, t.first_cage,
                            t.cage_step)


def initial(geo: Geometry, grid: Grid) -> Cands | None:
    """Candidates after propagating the givens, or None when they contradict. Each empty cell starts without the
    digits given in its houses and its cage (one pass over the givens, then one over the cells)."""
    t = tables(geo)
    used = [0] * len(t.units)  # the digits given in each house and cage
    units_of = t.units_of
    for i, d in enumerate(grid):
        if d:
            bit = 1 << (d - 1)
            for u in units_of[i]:
                if used[u] & bit:
                    return None  # two givens clash
                used[u] |= bit
    c = []
    queue = []
    full = t.full
    for i, d in enumerate(grid):
        if d:
            c.append(1 << (d - 1))
        else:
            seen = 0
            for u in units_of[i]:
                seen |= used[u]
            m = full & ~seen
            if not m:
                return None
            c.append(m)
            if not m & (m - 1):
                queue.append(i)
    return c if propagate(t, c, queue, t.all_units) else None


def fewest(c: Cands) -> int:
    best, least = -1, 99
    for i, m in enumerate(c):
        if m & (m - 1):
            n = m.bit_count()
            if n < least:
                best, least = i, n
                if n == 2:
                    break
    return best


def search(t: Tables, c: Cands, limit: int, out: list[Cands], rng: random.Random | None = None,
           budget: list[int] | None = None, near: Grid = ()) -> None:
    """Solutions below `c` into `out` until it holds `limit` (or `budget[0]` nodes have been searched). With
    `near`, each branch tries that grid's digit first, so the first solution found is close to it."""
    if budget is not None:
        budget[0] -= 1
        if budget[0] < 0:
            return
    cell = fewest(c)
    if cell < 0:
        out.append(c)
        return
    m = c[cell]
    bits = []
    while m:
        low = m & -m
        bits.append(low)
        m ^= low
    if rng is not None:
        rng.shuffle(bits)
    if near:
        first = 1 << (near[cell] - 1)
        if first in bits:
            bits.remove(first)
            bits.insert(0, first)
    for b in bits:
        d = c[:]
        d[cell] = b
        if propagate(t, d, [cell], t.unit_bits[cell]):
            search(t, d, limit, out, rng, budget, near)
            if len(out) >= limit or (budget is not None and budget[0] < 0):
                return


def to_grid(c: Cands) -> Grid:
    return tuple(m.bit_length() for m in c)


def solutions_from(geo: Geometry, c: Cands, limit: int = 2, rng: random.Random | None = None) -> list[Grid]:
    out: list[Cands] = []
    search(tables(geo), c[:], limit, out, rng)
    return [to_grid(s) for s in out]


def solutions(geo: Geometry, grid: Grid, limit: int = 2, rng: random.Random | None = None) -> list[Grid]:
    """Up to `limit` solutions of the givens `grid` (0 = blank) on this geometry. Without a random order: 6x6 a
    row at a time (`six_rows`), other geometries on one integer where they allow (the same solutions in the same
    order, several times faster)."""
    if rng is None:
        if geo is geometry.six():
            return six_rows.solutions(grid, limit)
        bits = geo_bitboard.bit_tables(geo)
        if bits is not None:
            return geo_bitboard.solutions(bits, grid, limit)
    c = initial(geo, grid)
    return [] if c is None else solutions_from(geo, c, limit, rng)


def count_solutions(geo: Geometry, grid: Grid, limit: int = 2) -> int:
    return len(solutions(geo, grid, limit))


def solve(geo: Geometry, grid: Grid) -> Grid | None:
    found = solutions(geo, grid, 1)
    return found[0] if found else None


def random_full_grid(geo: Geometry, rng: random.Random, nodes: int = 2000) -> Grid | None:
    """A random solution of the empty grid, or None if none turned up within `nodes` search nodes (a jigsaw layout
    may have no filling at all)."""
    c = initial(geo, (0,) * geo.cells)
    if c is None:
        return None
    out: list[Cands] = []
    search(tables(geo), c, 1, out, rng, [nodes])
    return to_grid(out[0]) if out else None
