"""A variant board's words for the player: its cells named "row 3, column 5" (the logic's sentences use the r3c5
notation of moves, which the screen never shows), and what a clash shares with its partner."""
from __future__ import annotations

import re

from game.i18n import N_, Msg, Plural, Text
from game.logic.sudoku.geometry import Geometry
from game.logic.sudoku.highlights import clash_partners_in, completed_houses_in
from game.logic.words import Translator

__all__ = ["clash_message", "completed_houses", "players_words"]

completed_houses = completed_houses_in

_DIAGONALS = {"the diagonal r1c1-r9c9": N_("the diagonal from the top left"),
              "the diagonal r1c9-r9c1": N_("the diagonal from the top right")}
_CELL = re.compile(r"\br(\d)c(\d)\b")
_ROW_COLUMN = N_("row {row}, column {column}")


class PlayersWords(Msg):
    """A hint's sentence (as the logic gives it: a Msg or plain text) with every cell named the player's way,
    in the language current when it is drawn."""

    def __init__(self, text: Text) -> None:
        super().__init__("{text}")
        self.text = text

    def render(self, with_: Translator) -> str:
        text = self.text.render(with_) if isinstance(self.text, Msg) else self.text
        for notation, words in _DIAGONALS.items():
            text = text.replace(notation, with_.gettext(words))
        cell = with_.gettext(_ROW_COLUMN)
        return _CELL.sub(lambda m: cell.format(row=m.group(1), column=m.group(2)), text)


def players_words(text: Text) -> Msg:
    """A hint's sentence with every cell named the player's way."""
    return PlayersWords(text)


def _label(geo: Geometry, cell: int) -> Msg:
    return Msg(_ROW_COLUMN, row=cell // geo.size + 1, column=cell % geo.size + 1)


def clash_message(geo: Geometry, grid: tuple[int, ...], cell: int) -> Text:
    """'4 is already in row 2, column 5, which shares the diagonal from the top left with it: ...'."""
    digit = grid[cell]
    partners = clash_partners_in(geo, grid, cell)
    if not partners:
        return ""
    other = partners[0]
    shared: list[Text] = [geo.house_name(h) for h in geo.houses_of[cell] if other in geo.houses[h]]
    if not shared and geo.cage_of[cell] >= 0 and geo.cage_of[cell] == geo.cage_of[other]:
        shared = [Msg("the {cage}", cage=geo.cage_name(geo.cage_of[cell]))]
    where: Text = players_words(shared[0]) if shared else Msg("a house")
    if len(partners) > 1:
        return Plural("{digit} is already in {cell} (and {n} more), in {where}: the clash is ringed. {u} undoes it.",
                      "{digit} is already in {cell} (and {n} more), in {where}: the clash is ringed. {u} undoes it.",
                      len(partners) - 1, digit=digit, cell=_label(geo, other), where=where, u="U")
    return Msg("{digit} is already in {cell}, in {where}: the clash is ringed. {u} undoes it.", digit=digit,
               cell=_label(geo, other), where=where, u="U")
