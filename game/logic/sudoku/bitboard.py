"""The singles closure and the near-solution search on one 729-bit integer, for the generator's many short checks.

Bit 81*(d-1) + i says digit d may still go in cell i: nine 81-bit boards, one per digit, side by side. A wave of
naked and hidden singles is then a few dozen big-integer operations over all cells, units and digits at once:
shifted copies are folded into "at least one" / "at least two" masks per cell (across the nine boards) and per unit
(within each board), and a unit that holds a digit once is spread back over its cells by a multiplication. Each
placement is one AND with a precomputed mask. The fixpoint is the solver's (`solver.candidates_from`,
`solver.other_solution`): the same candidates, the same contradictions, the same witness."""
from __future__ import annotations

from .board import PEERS, Grid
from .solver import Cands, _first_fewest

State = tuple[int, int]  # (candidates, placements): bits 81*(d-1) + i; the placements are the cells already settled

CELLS = (1 << 81) - 1
_FULL = (1 << 729) - 1
_STACK = sum(1 << 81 * d for d in range(9))  # bit 0 of each digit's board: << i gives cell i's nine bits
_ROW_STARTS = _STACK * sum(1 << 9 * r for r in range(9))
_COL_STARTS = _STACK * 0x1FF
_BOX_STARTS = _STACK * sum(1 << 27 * br + 3 * bc for br in range(3) for bc in range(3))
_ROW_SPREAD = 0x1FF  # times a unit's first cell: the whole unit
_COL_SPREAD = sum(1 << 9 * r for r in range(9))
_BOX_SPREAD = sum(1 << 9 * r + c for r in range(3) for c in range(3))


def _keep(k: int) -> int:
    """What placing bit k leaves: its digit leaves the cell's peers, the other digits leave the cell."""
    d, i = divmod(k, 81)
    peers = sum(1 << p for p in PEERS[i]) << 81 * d
    return _FULL & ~(peers | (_STACK << i & ~(1 << k)))


_KEEP = tuple(_keep(k) for k in range(729))


def bit(cell: int, digit: int) -> int:
    return 1 << 81 * (digit - 1) + cell


def _fold(x: int, a: int, b: int, c: int, last: int) -> tuple[int, int]:
    """(at least one, at least two) of the nine bits at p, p+a, p+a+b, ... in every position p: shifts a, b, c
    pair up 1+1, 2+2, 4+4 elements and `last` adds the ninth."""
    y = x >> a
    two = x & y
    one = x | y
    y, z = one >> b, two >> b
    two |= z | one & y
    one |= y
    y, z = one >> c, two >> c
    two |= z | one & y
    one |= y
    y = x >> last
    return one | y, two | one & y


def _fold_boxes(x: int) -> tuple[int, int]:
    """`_fold` over the nine cells of a box (offsets 0, 1, 2, 9, 10, 11, 18, 19, 20)."""
    y = x >> 1
    two = x & y
    one = x | y
    y = x >> 2
    two |= one & y
    one |= y  # three cells of a row
    y, z = one >> 9, two >> 9
    two2 = two | z | one & y
    one2 = one | y
    y, z = one >> 18, two >> 18
    return one2 | y, two2 | z | one2 & y


def closure(x: int, placed: int, goal: int = 0) -> State | None:
    """Naked and hidden singles to their fixpoint from candidates `x` with `placed` settled (the rest of x's singles
    are placed here), or None on a contradiction. With `goal` (a mask of cells) stop as soon as each of those has
    one candidate: only for grids known to have a solution, where such cells are filled by singles."""
    while True:
        one, two = _fold(x, 81, 162, 324, 648)  # per cell, across the digits
        if one & CELLS != CELLS:
            return None  # a cell without candidates
        single = one & ~two & CELLS
        if goal and not goal & ~single:
            return x, placed
        new = x & single * _STACK
        one, two = _fold(x, 1, 2, 4, 8)
        if one & _ROW_STARTS != _ROW_STARTS:
            return None  # a digit without a place in a row
        hidden = (one & ~two & _ROW_STARTS) * _ROW_SPREAD
        one, two = _fold(x, 9, 18, 36, 72)
        if one & _COL_STARTS != _COL_STARTS:
            return None
        hidden |= (one & ~two & _COL_STARTS) * _COL_SPREAD
        one, two = _fold_boxes(x)
        if one & _BOX_STARTS != _BOX_STARTS:
            return None
        hidden |= (one & ~two & _BOX_STARTS) * _BOX_SPREAD
        new = (new | x & hidden) & ~placed
        if not new:
            return x, placed
        placed |= new
        while new:  # two placements that clash empty a cell or a unit's digit: the next wave says so
            low = new & -new
            x &= _KEEP[low.bit_length() - 1]
            new ^= low


def from_grid(grid: Grid) -> State:
    """The givens placed, before any propagation (they must not clash)."""
    x = _FULL
    placed = 0
    for i, d in enumerate(grid):
        if d:
            k = 81 * (d - 1) + i
            x &= _KEEP[k]
            placed |= 1 << k
    return x, placed


def is_single(x: int, cell: int) -> bool:
    """Has the cell one candidate left (or none)?"""
    m = x >> cell & _STACK
    return not m & (m - 1)


def to_cands(x: int) -> Cands:
    """The solver's form: 81 candidate masks."""
    c = [0] * 81
    for d in range(9):
        board = x >> 81 * d & CELLS
        b = 1 << d
        while board:
            low = board & -board
            c[low.bit_length() - 1] |= b
            board ^= low
    return c


def to_grid(x: int) -> Grid:
    """The grid of a solved state (one candidate per cell)."""
    g = [0] * 81
    for d in range(9):
        board = x >> 81 * d & CELLS
        while board:
            low = board & -board
            g[low.bit_length() - 1] = d + 1
            board ^= low
    return tuple(g)


def _branch_cell(x: int) -> int:
    """The solver's `_first_fewest`: the first open cell with two candidates, else (rare after singles) the first
    with the fewest; -1 when every cell is solved."""
    y = x >> 81
    two = x & y
    one = x | y
    three = 0
    for d in range(2, 9):  # one, two, three or more across the digits, saturating
        y = x >> 81 * d
        three |= two & y
        two |= one & y
        one |= y
    open_ = two & CELLS
    if not open_:
        return -1
    pairs = open_ & ~three
    if pairs:
        return (pairs & -pairs).bit_length() - 1
    return _first_fewest(to_cands(x))


def _search_near(x: int, placed: int, near: Grid) -> int | None:
    """The first solution below a propagated state, branching as the solver's `_search` with `near` does."""
    cell = _branch_cell(x)
    if cell < 0:
        return x
    first = near[cell]
    digits = [d for d in range(1, 10) if x >> 81 * (d - 1) + cell & 1]
    if first in digits:
        digits.remove(first)
        digits.insert(0, first)
    for d in digits:
        k = 81 * (d - 1) + cell
        below = closure(x & _KEEP[k], placed | 1 << k)
        if below is not None:
            found = _search_near(*below, near)
            if found is not None:
                return found
    return None


def other_solution(state: State, cells: tuple[int, ...], solution: Grid) -> Grid | None:
    """`solver.other_solution` from a propagated state: a solution that differs from `solution` in one of `cells`
    (the first the solver would find), or None."""
    x, placed = state
    for i in cells:
        mine = bit(i, solution[i])
        if x & _STACK << i & ~mine:
            below = closure(x & ~mine, placed)
            if below is not None:
                found = _search_near(*below, solution)
                if found is not None:
                    return to_grid(found)
    return None
