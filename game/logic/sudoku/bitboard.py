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


PEER_MASKS = tuple(sum(1 << p for p in PEERS[i]) for i in range(81))


def _keep(k: int) -> int:
    """What placing bit k leaves: its digit leaves the cell's peers, the other digits leave the cell."""
    d, i = divmod(k, 81)
    return _FULL & ~(PEER_MASKS[i] << 81 * d | (_STACK << i & ~(1 << k)))


_KEEP = tuple(_keep(k) for k in range(729))


def bit(cell: int, digit: int) -> int:
    """The bit of `digit` in `cell`."""
    return 1 << 81 * (digit - 1) + cell


# The folds below give, in every position p, (at least one, at least two) of the nine bits of a group that starts
# at p: shifts pair up 1+1, 2+2 and 4+4 elements, then the ninth joins (written out: this is the hot loop).

def _hidden_singles(x: int) -> int:
    """The candidates that are a digit's only place in a row, column or box; -1 when a digit has no place left in
    some unit (a contradiction)."""
    y = x >> 1  # rows: cells p .. p+8
    two = x & y
    one = x | y
    y = one >> 2
    two |= two >> 2 | one & y
    one |= y
    y = one >> 4
    two |= two >> 4 | one & y
    one |= y
    y = x >> 8
    two |= one & y
    one |= y
    if one & _ROW_STARTS != _ROW_STARTS:
        return -1
    hidden = (one & ~two & _ROW_STARTS) * _ROW_SPREAD
    y = x >> 9  # columns: cells p, p+9, .. p+72
    two = x & y
    one = x | y
    y = one >> 18
    two |= two >> 18 | one & y
    one |= y
    y = one >> 36
    two |= two >> 36 | one & y
    one |= y
    y = x >> 72
    two |= one & y
    one |= y
    if one & _COL_STARTS != _COL_STARTS:
        return -1
    hidden |= (one & ~two & _COL_STARTS) * _COL_SPREAD
    y = x >> 1  # boxes: three cells of a row, then three such rows
    two = x & y
    one = x | y
    y = x >> 2
    two |= one & y
    one |= y
    y = one >> 9
    two3 = two | two >> 9 | one & y
    one3 = one | y
    y = one >> 18
    two3 |= two >> 18 | one3 & y
    one3 |= y
    if one3 & _BOX_STARTS != _BOX_STARTS:
        return -1
    return x & (hidden | (one3 & ~two3 & _BOX_STARTS) * _BOX_SPREAD)


def closure(x: int, placed: int, goal: int = 0) -> State | None:
    """Naked and hidden singles to their fixpoint from candidates `x` with `placed` settled (the rest of x's singles
    are placed here), or None on a contradiction. Naked singles are placed as long as there are any, hidden singles
    looked for only then (cheaper, and the fixpoint is the same). With `goal` (a mask of cells) stop as soon as each
    of those has one candidate: only for grids known to have a solution, where such cells are filled by singles."""
    while True:
        y = x >> 81  # per cell, across the nine digits
        two = x & y
        one = x | y
        y = one >> 162
        two |= two >> 162 | one & y
        one |= y
        y = one >> 324
        two |= two >> 324 | one & y
        one |= y
        y = x >> 648
        two |= one & y
        one |= y
        if one & CELLS != CELLS:
            return None  # a cell without candidates
        single = one & ~two & CELLS
        if goal and not goal & ~single:
            return x, placed
        new = x & single * _STACK & ~placed
        if not new:
            hidden = _hidden_singles(x)
            if hidden < 0:
                return None
            new = hidden & ~placed
            if not new:
                return x, placed
        placed |= new
        while new:  # two placements that clash empty a cell or a unit's digit: the next wave says so
            low = new & -new
            x &= _KEEP[low.bit_length() - 1]
            new ^= low


def placements(grid: Grid) -> int:
    """A grid's digits as bits."""
    return sum(1 << 81 * (d - 1) + i for i, d in enumerate(grid) if d)


def in_cells(x: int, cells: int) -> int:
    """The bits of `x` in these cells (a mask)."""
    return x & cells * _STACK


def from_placed(placed: int) -> State:
    """The state with these digits placed, before any propagation (they must not clash): each placed digit leaves
    its row, column and box (units holding it, spread back over their cells), its cell keeps no other digit."""
    y = placed | placed >> 1
    y |= y >> 2
    y |= y >> 4
    gone = ((y | placed >> 8) & _ROW_STARTS) * _ROW_SPREAD
    y = placed | placed >> 9
    y |= y >> 18
    y |= y >> 36
    gone |= ((y | placed >> 72) & _COL_STARTS) * _COL_SPREAD
    y = placed | placed >> 1 | placed >> 2
    gone |= ((y | y >> 9 | y >> 18) & _BOX_STARTS) * _BOX_SPREAD
    y = placed | placed >> 81
    y |= y >> 162
    y |= y >> 324
    gone |= ((y | placed >> 648) & CELLS) * _STACK
    return _FULL & ~gone | placed, placed


def from_grid(grid: Grid) -> State:
    """The givens placed, before any propagation (they must not clash)."""
    return from_placed(placements(grid))


def is_single(x: int, cell: int) -> bool:
    """Has the cell one candidate left (or none)?"""
    m = x >> cell & _STACK
    return not m & (m - 1)


# A cell's nine bits (shifted down to bit 0 of each digit's board) -> its candidate mask.
_MASK_OF = {sum(1 << 81 * d for d in range(9) if m >> d & 1): m for m in range(512)}


def to_cands(x: int) -> Cands:
    """The solver's form: 81 candidate masks."""
    mask_of = _MASK_OF
    return [mask_of[x >> i & _STACK] for i in range(81)]


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


def open_cells(x: int) -> tuple[int, int]:
    """(the cells with two or more candidates, those with exactly two) as 81-bit masks."""
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
    return open_, open_ & ~three


def _branch_cell(x: int) -> int:
    """The solver's `_first_fewest`: the first open cell with two candidates, else (rare after singles) the first
    with the fewest; -1 when every cell is solved."""
    open_, pairs = open_cells(x)
    if not open_:
        return -1
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


def other_solution(state: State, cells: tuple[int, ...], solution: Grid) -> int | None:
    """`solver.other_solution` from a propagated state: a solution that differs from `solution` in one of `cells`
    (the first the solver would find; one candidate per cell, `to_grid` reads it), or None."""
    x, placed = state
    for i in cells:
        mine = bit(i, solution[i])
        if x & _STACK << i & ~mine:
            below = closure(x & ~mine, placed)
            if below is not None:
                found = _search_near(*below, solution)
                if found is not None:
                    return found
    return None


def cells_apart(x: int, y: int) -> int:
    """The cells (a mask) where two solved states hold different digits."""
    d = x ^ y
    d |= d >> 81
    d |= d >> 162
    d |= d >> 324
    return (d | d >> 648) & CELLS


BIVALUE_LOOKS = 8  # two-candidate cells compared per search node


def _most_linked(x: int) -> int:
    """The solver's `_most_linked`: among the first BIVALUE_LOOKS two-candidate cells the one whose digits the most
    open peers share (either choice there settles more), else the first with the fewest; -1 when all are solved."""
    open_, pairs = open_cells(x)
    if not open_:
        return -1
    if not pairs:
        return _first_fewest(to_cands(x))
    best = links = -1
    for _ in range(BIVALUE_LOOKS):
        low = pairs & -pairs
        i = low.bit_length() - 1
        m = x >> i & _STACK  # the cell's two digits, at bit 81*d
        a = m & -m
        shared = ((x >> a.bit_length() - 1 | x >> (m ^ a).bit_length() - 1) & PEER_MASKS[i] & open_).bit_count()
        if shared > links:
            links, best = shared, i
        pairs ^= low
        if not pairs:
            break
    return best


def solutions_below(state: State, limit: int = 2) -> list[int]:
    """Up to `limit` solutions below a propagated state (solved states: `to_grid` reads them): `rate`'s
    search for a second solution after the techniques get stuck."""
    out: list[int] = []
    _count(*state, limit, out)
    return out


def _count(x: int, placed: int, limit: int, out: list[int]) -> None:
    cell = _most_linked(x)
    if cell < 0:
        out.append(x)
        return
    m = x >> cell & _STACK
    while m:
        low = m & -m
        m ^= low
        k = low.bit_length() - 1 + cell
        below = closure(x & _KEEP[k], placed | 1 << k)
        if below is not None:
            _count(*below, limit, out)
            if len(out) >= limit:
                return
