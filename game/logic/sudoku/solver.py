"""Exact solver: bitmask candidates, naked and hidden single propagation, then search on the
cell with the fewest candidates. Also used, with a random.Random, to fill random full grids."""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import itemgetter

from .board import ALL, BIT, DIGIT_OF_BIT, PEERS, POPCOUNT, UNITS, UNITS_OF, Grid, parse_grid

Cands = list[int]  # 81 candidate masks; a solved cell has exactly one bit

# Bit u of a "dirty" mask marks unit u as changed since it was last scanned for hidden singles.
_UNIT_BITS = tuple(sum(1 << u for u in UNITS_OF[i]) for i in range(81))
_ALL_UNITS = (1 << 27) - 1
_UNIT_GETTERS = tuple(itemgetter(*unit) for unit in UNITS)  # a unit's nine masks in one C call


def eliminate(c: Cands, queue: list[int], peers: Sequence[Sequence[int]] = PEERS,
              unit_bits: Sequence[int] = _UNIT_BITS) -> int:
    """Naked singles: each queued cell's digit leaves its peers; new singles join the queue.
    Returns the units whose cells changed (bit u for unit u), or -1 on a contradiction. The classic peers and units
    by default; the solver of any geometry passes its own."""
    dirty = 0
    while queue:
        i = queue.pop()
        b = c[i]
        for p in peers[i]:
            m = c[p]
            if m & b:
                m ^= b
                if not m:
                    return -1
                c[p] = m
                dirty |= unit_bits[p]
                if not m & (m - 1):
                    queue.append(p)
    return dirty


CageStep = Callable[[Cands, int, list[int]], int]  # (candidates, cage, queue) -> units changed, -1 on a contradiction


def propagate(c: Cands, queue: list[int], dirty: int, units: Sequence[Sequence[int]] = UNITS,
              getters: Sequence[Callable[[Cands], tuple[int, ...]]] = _UNIT_GETTERS,
              unit_bits: Sequence[int] = _UNIT_BITS, peers: Sequence[Sequence[int]] = PEERS, full: int = ALL,
              first_cage: int = 27, cage_step: CageStep | None = None) -> bool:
    """Run naked and hidden singles to a fixpoint (in place). `queue` holds cells that just became single
    and whose digit must still leave their peers; `dirty` the units changed so far (bit u for unit u).
    False on a contradiction. The classic houses by default; the solver of any geometry passes its own, and its
    cages (units from `first_cage` on, looked at by `cage_step`)."""
    more = eliminate(c, queue, peers, unit_bits)
    if more < 0:
        return False
    dirty |= more
    while dirty:
        low = dirty & -dirty
        dirty ^= low
        u = low.bit_length() - 1
        if u < first_cage:
            once = twice = 0
            for m in getters[u](c):
                twice |= once & m
                once |= m
            if once != full:
                return False  # some digit has no place left in this unit
            only = once & ~twice
            if not only:
                continue
            for i in units[u]:
                m = c[i]
                h = m & only
                if h and h != m:
                    if h & (h - 1):
                        return False  # one cell is the only home of two digits
                    c[i] = h
                    queue.append(i)
                    dirty |= unit_bits[i]
        elif cage_step is not None:
            more = cage_step(c, u - first_cage, queue)
            if more < 0:
                return False
            dirty |= more
        if queue:
            more = eliminate(c, queue, peers, unit_bits)
            if more < 0:
                return False
            dirty |= more
    return True


def _first_fewest(c: Cands) -> int:
    """The first cell with the fewest candidates (-1 when every cell is solved)."""
    best = -1
    fewest = 10
    for i in range(81):
        m = c[i]
        if m & (m - 1):
            n = POPCOUNT[m]
            if n < fewest:
                fewest, best = n, i
                if n == 2:
                    break
    return best


def _search(c: Cands, limit: int, out: list[Cands], rng: random.Random | None, near: Grid | None = None) -> None:
    """Solutions below `c` into `out` until it holds `limit`, branching on the first cell with the fewest
    candidates. With `near`, each branch tries that grid's digit first, so the first solution found is close to it.
    (`rate`'s search for a second solution is bitboard.solutions_below, which branches where more is settled.)"""
    best = _first_fewest(c)
    if best < 0:
        out.append(c)
        return
    m = c[best]
    bits = [BIT[d] for d in range(1, 10) if m & BIT[d]]
    if rng is not None:
        rng.shuffle(bits)
    if near is not None and m & BIT[near[best]]:
        bits.remove(BIT[near[best]])
        bits.insert(0, BIT[near[best]])
    for b in bits:
        d = c[:]
        d[best] = b
        if propagate(d, [best], _UNIT_BITS[best]):
            _search(d, limit, out, rng, near)
            if len(out) >= limit:
                return


def initial_candidates(grid: Grid) -> Cands | None:
    """Candidates after propagating the givens, or None if they already contradict."""
    used = [0] * 27  # digits placed in each unit
    for i, d in enumerate(grid):
        if d:
            bit = BIT[d]
            for u in UNITS_OF[i]:
                if used[u] & bit:
                    return None  # two givens clash
                used[u] |= bit
    return candidates_from(grid, used)


def candidates_from(grid: Grid, used: list[int]) -> Cands | None:
    """`initial_candidates` of a grid whose givens do not clash, given the digits of each unit as
    masks (`used`): the generator keeps them up to date across digs instead of recounting."""
    c = [ALL] * 81
    queue = []
    for i, d in enumerate(grid):
        if d:
            c[i] = BIT[d]
        else:
            r, col, box = UNITS_OF[i]
            m = ALL & ~(used[r] | used[col] | used[box])
            if not m:
                return None
            c[i] = m
            if not m & (m - 1):
                queue.append(i)
    return c if propagate(c, queue, _ALL_UNITS) else None


def _to_grid(c: Cands) -> Grid:
    return tuple(DIGIT_OF_BIT[m] for m in c)


def as_grid(grid: str | Grid) -> Grid:
    """Accept the 81-character text form as well as a tuple of 81 ints."""
    return parse_grid(grid) if isinstance(grid, str) else grid


def solutions(grid: str | Grid, limit: int = 2, rng: random.Random | None = None) -> list[Grid]:
    """Up to `limit` solutions of `grid` (81 ints, 0 = blank; or its text form)."""
    c = initial_candidates(as_grid(grid))
    if c is None:
        return []
    out: list[Cands] = []
    _search(c, limit, out, rng)
    return [_to_grid(s) for s in out]


def count_solutions(grid: str | Grid, limit: int = 2) -> int:
    """0, 1, ... up to `limit` (so with limit=2, 2 means 'two or more')."""
    return len(solutions(grid, limit))


def solve(grid: str | Grid) -> Grid | None:
    """A solution (the only one for a proper puzzle), or None when there is none."""
    found = solutions(grid, 1)
    return found[0] if found else None


def leads_to_contradiction(cands: Cands, cell: int, digit: int) -> bool:
    """Would putting `digit` in `cell` make naked and hidden singles hit a contradiction?
    `cands` gives one bit for a filled cell and the candidates of an empty one."""
    c = cands[:]
    c[cell] = BIT[digit]
    return not propagate(c, [cell], _ALL_UNITS)


def propagate_singles(cands: Cands, changed: list[int]) -> bool:
    """Naked and hidden singles to a fixpoint after the cells in `changed` lost candidates
    (in place; False on a contradiction). This is exactly the closure of the easy and medium
    techniques, which the generator's quick checks rely on."""
    dirty = 0
    queue = []
    for i in changed:
        dirty |= _UNIT_BITS[i]
        m = cands[i]
        if not m:
            return False
        if not m & (m - 1):
            queue.append(i)
    return propagate(cands, queue, dirty)


def other_solution(cands: Cands, cells: tuple[int, ...], solution: Grid) -> Grid | None:
    """A solution below `cands` that differs from `solution` in one of `cells`, or None.
    The cells where the two differ are an unavoidable set: a puzzle that gives none of them has both solutions."""
    for i in cells:
        m = cands[i] & ~BIT[solution[i]]
        if m:
            c = cands[:]
            c[i] = m
            if propagate_singles(c, [i]):
                out: list[Cands] = []
                _search(c, 1, out, None, near=solution)
                if out:
                    return _to_grid(out[0])
    return None
