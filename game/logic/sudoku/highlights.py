"""What the board shows beside the digits, decided by the rules: the houses a digit just completed, the cells a
digit clashes with, the houses a hint's step reasons about and the candidates its pattern is made of. The scene
draws these; it computes none of them."""
from __future__ import annotations

from .board import BIT, PEERS, UNITS, UNITS_OF, Grid
from .geometry import Geometry
from .grades import Technique
from .hints import Explanation
from .techniques import Board, Deduction

_SINGLES = (Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE)
_ONE_UNIT = (Technique.NAKED_PAIR, Technique.HIDDEN_PAIR, Technique.NAKED_TRIPLE, Technique.HIDDEN_TRIPLE,
             Technique.POINTING, Technique.CLAIMING)


def completed_houses(grid: Grid, cell: int) -> frozenset[int]:
    """The cells of every row, column and box through `cell` that are full and free of clashes."""
    done = [UNITS[u] for u in UNITS_OF[cell]
            if all(grid[i] for i in UNITS[u]) and len({grid[i] for i in UNITS[u]}) == 9]
    return frozenset(i for unit in done for i in unit)


def clash_partners(grid: Grid, cell: int) -> list[int]:
    """The cells in the same row, column or box as `cell` that hold its digit (none for an empty cell)."""
    digit = grid[cell]
    return [j for j in PEERS[cell] if digit and grid[j] == digit]


def step_houses(step: Deduction) -> frozenset[int]:
    """The houses a step reasons about (the row, column or box a single names, a naked single's peers, the
    units of a pattern), so the player sees where to look, not just the answer cell."""
    if step.technique in _SINGLES and step.units:
        return frozenset(UNITS[step.units[0]])
    if step.technique is Technique.NAKED_SINGLE and step.placements:
        return frozenset(PEERS[step.placements[0][0]])
    if step.technique in _ONE_UNIT and step.units:
        return frozenset(UNITS[step.units[0]])
    return frozenset()


def step_marks(grid: Grid, marks: Grid, explanation: Explanation, index: int) -> tuple[tuple[int, int], ...]:
    """The candidates step `index` of an explanation is made of, as they stand at that step (after the earlier
    steps' eliminations), so the pattern shows even on a board without pencil marks."""
    step = explanation.steps[index]
    if not step.digits:
        return ()
    board = Board.from_grid(grid, marks)
    for earlier in explanation.steps[:index]:
        board.apply(earlier)
    return tuple((c, d) for c in step.cells if not grid[c] for d in step.digits if board.cands[c] & BIT[d])


def completed_houses_in(geo: Geometry, grid: Grid, cell: int) -> frozenset[int]:
    """On any geometry: the cells of every house through `cell` (diagonals and regions too) that is full and
    free of clashes."""
    done = [geo.houses[h] for h in geo.houses_of[cell]
            if all(grid[i] for i in geo.houses[h]) and len({grid[i] for i in geo.houses[h]}) == geo.size]
    return frozenset(i for house in done for i in house)


def clash_partners_in(geo: Geometry, grid: Grid, cell: int) -> list[int]:
    """On any geometry: the cells sharing a house or a cage with `cell` that hold its digit."""
    digit = grid[cell]
    return [j for j in geo.peers[cell] if digit and grid[j] == digit]
