"""Hints on any geometry: a wrong digit first, else the reasoning that reaches the next digit, each step one
sentence in the variant's words ("Cage combinations: the cage of 17 in 2 cells can only be {8,9}; ...")."""
from __future__ import annotations

from dataclasses import dataclass

from game.logic.words import Msg

from .explain import chained
from .geo_grader import rate
from .geo_techniques import Deduction, Finder, GeoBoard, GeoTechnique, finders_for
from .geometry import Geometry

MAX_STEPS = 12  # eliminations in a row before the hint reveals a digit instead


@dataclass(frozen=True)
class GeoHint:
    technique: GeoTechnique | None  # the hardest step's; None for a mistake
    text: Msg
    placement: tuple[int, int] | None  # (cell, digit) the hint leads to
    wrong: int | None = None  # a cell holding a wrong digit
    steps: tuple[Deduction, ...] = ()


def next_hint(geo: Geometry, givens: tuple[int, ...], entries: tuple[int, ...],
              solution: tuple[int, ...] | None = None) -> GeoHint | None:
    """The next hint for a board with these givens and the player's entries (0 = empty); None when it is full and
    right, or the givens have no single solution."""
    if solution is None:
        report = rate(geo, givens)
        if report.solution is None:
            return None
        solution = report.solution
    grid = tuple(g or e for g, e in zip(givens, entries))
    for cell, d in enumerate(grid):
        if d and d != solution[cell]:
            row, column = divmod(cell, geo.size)
            return GeoHint(None, Msg("Row {row}, column {column} holds {digit}, which is not its digit: clear it.",
                                     row=row + 1, column=column + 1, digit=d), None, cell)
    if all(grid):
        return None
    board = GeoBoard.start(geo, grid)
    steps: list[Deduction] = []
    finders = finders_for(geo)
    while len(steps) < MAX_STEPS:
        found = _first(board, finders)
        if found is None:
            break
        steps.append(found)
        if found.placements:
            cell, digit = found.placements[0]
            hardest = max((s.technique for s in steps), key=lambda t: t.grade)
            return GeoHint(hardest, chained([s.text for s in steps]), (cell, digit), None, tuple(steps))
        board.apply(found)
    cell = next(i for i, d in enumerate(grid) if not d)
    return GeoHint(GeoTechnique.TRIAL, Msg("Trial and error: the techniques here find no next step; {cell} holds "
                                           "{digit}.", cell=geo.cell_words(cell), digit=solution[cell]),
                   (cell, solution[cell]))


def _first(board: GeoBoard, finders: tuple[tuple[GeoTechnique, Finder], ...]) -> Deduction | None:
    for _, finder in finders:
        for d in finder(board):
            return d
    return None
