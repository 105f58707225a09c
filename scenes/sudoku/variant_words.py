"""A variant board's words for the player: its cells named "row 3, column 5" (the logic's sentences use the r3c5
notation of moves, which the screen never shows), and what a clash shares with its partner."""
from __future__ import annotations

import re

from game.logic.sudoku.geometry import Geometry
from game.logic.sudoku.highlights import clash_partners_in, completed_houses_in

__all__ = ["clash_message", "completed_houses", "players_words"]

completed_houses = completed_houses_in

_DIAGONALS = {"the diagonal r1c1-r9c9": "the diagonal from the top left",
              "the diagonal r1c9-r9c1": "the diagonal from the top right"}
_CELL = re.compile(r"\br(\d)c(\d)\b")


def players_words(text: str) -> str:
    """A hint's sentence with every cell named the player's way."""
    for notation, words in _DIAGONALS.items():
        text = text.replace(notation, words)
    return _CELL.sub(lambda m: f"row {m.group(1)}, column {m.group(2)}", text)


def _label(geo: Geometry, cell: int) -> str:
    return f"row {cell // geo.size + 1}, column {cell % geo.size + 1}"


def clash_message(geo: Geometry, grid: tuple[int, ...], cell: int) -> str:
    """'4 is already in row 2, column 5, which shares the diagonal from the top left with it: ...'."""
    digit = grid[cell]
    partners = clash_partners_in(geo, grid, cell)
    if not partners:
        return ""
    other = partners[0]
    shared = [geo.house_name(h) for h in geo.houses_of[cell] if other in geo.houses[h]]
    if not shared and geo.cage_of[cell] >= 0 and geo.cage_of[cell] == geo.cage_of[other]:
        shared = ["the " + geo.cage_name(geo.cage_of[cell])]
    where = players_words(shared[0]) if shared else "a house"
    more = f" (and {len(partners) - 1} more)" if len(partners) > 1 else ""
    return (f"{digit} is already in {_label(geo, other)}{more}, in {where}: the clash is ringed. U undoes it.")
