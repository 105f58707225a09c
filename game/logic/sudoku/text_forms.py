"""A sudoku as other apps write it, read into a grid: an 81-character line (0 or . for blanks), a 9-line grid
with or without | - + separators, or a Simon Tatham Solo game id ("3x3:" then runs of blanks as letters a-z,
a = 1 blank ... z = 26, givens as digits, '_' between two givens). And, for a grid with no solution, the
conflict that shows it."""
from __future__ import annotations

import re

from ..common import PuzzleError
from ..words import Msg, Plural
from .board import ALL, BIT, PEERS, UNITS, Grid, cell_label, clashes, unit_name

BLANKS = "0._"
SEPARATORS = "|+-="  # also inside a line: a pasted grid may arrive as one line
TATHAM_PREFIX = "3x3:"


_GAME_ID = re.compile(r"^\s*\d+x\d+[a-z]*:", re.IGNORECASE)


def is_game_id(text: str) -> bool:
    return _GAME_ID.match(text) is not None


def looks_like_sudoku(text: str) -> bool:
    """Whether the text is meant as a sudoku: a Solo game id, or a grid's worth of digits and blanks (60 or
    more, so that a cell too many or too few is named as such)."""
    if is_game_id(text):
        return True
    return sum(ch.isdigit() or ch in "._" for ch in text) >= 60  # an equation has at most 40 cells


def read_tatham(text: str) -> Grid:
    """A Solo game id "3x3:<desc>" (the 9x9 grid; other sizes and variants are refused by name)."""
    params, _, desc = text.strip().partition(":")
    if params.strip().lower() != "3x3":
        raise PuzzleError(Msg("the game id is for a {params} Solo grid: only plain 3x3 (9x9) sudoku is played",
                              params=repr(params.strip())))
    cells: list[int] = []
    after_digit = False
    for pos, ch in enumerate(desc.strip()):
        if "a" <= ch <= "z":
            cells.extend([0] * (ord(ch) - ord("a") + 1))
            after_digit = False
        elif "1" <= ch <= "9":
            if after_digit:
                raise PuzzleError(Msg("the game id has two givens without '_' between them at character {pos}",
                                      pos=pos + 1))
            cells.append(ord(ch) - ord("0"))
            after_digit = True
        elif ch == "_":
            if not after_digit:
                raise PuzzleError(Msg("the game id has a '_' that follows no given at character {pos}", pos=pos + 1))
            after_digit = False
        else:
            raise PuzzleError(Msg("the game id has {char} at character {pos}: expected a-z, 1-9 or _", char=repr(ch),
                                  pos=pos + 1))
    if len(cells) != 81:
        raise PuzzleError(Plural("the game id describes {n} cell, not 81", "the game id describes {n} cells, not 81",
                                 len(cells)))
    return tuple(cells)


def read_grid(text: str) -> Grid:
    """An 81-character line or a grid of 9 lines, separators (| + - =) and spaces ignored, blanks written
    0 . or _."""
    cells: list[int] = []
    for number, line in enumerate(text.strip().splitlines(), start=1):
        if line.strip() and set(line.strip()) <= set("-=+| "):
            continue  # a separator line
        for ch in line:
            if ch.isspace() or ch in SEPARATORS:
                continue
            if ch in BLANKS:
                cells.append(0)
            elif "1" <= ch <= "9":
                cells.append(ord(ch) - ord("0"))
            else:
                raise PuzzleError(Msg("line {line} has {char}: a grid holds 1-9, with 0, . or _ for blanks",
                                      line=number, char=repr(ch)))
    if len(cells) != 81:
        raise PuzzleError(Plural("the grid has {n} cell, not 81", "the grid has {n} cells, not 81", len(cells)))
    return tuple(cells)


def read_sudoku(text: str) -> Grid:
    """The grid a pasted text writes, in any of the forms above; PuzzleError naming the problem."""
    if is_game_id(text):
        return read_tatham(text)
    return read_grid(text)


def conflict(grid: Grid) -> Msg | None:
    """A sentence naming what makes the grid impossible at a glance: two givens that clash, a blank cell no
    digit fits, or a digit with no place left in a row, column or box. None when nothing shows at once."""
    pairs = clashes(grid)
    if pairs:
        a, b = pairs[0]
        return Msg("{a} and {b} both hold {digit}", a=cell_label(a), b=cell_label(b), digit=grid[a])
    free = []
    for cell in range(81):
        seen = 0
        for peer in PEERS[cell]:
            seen |= BIT[grid[peer]]
        free.append(0 if grid[cell] else ALL & ~seen)
        if not grid[cell] and not free[cell]:
            return Msg("no digit fits {cell}: its row, column and box hold all nine", cell=cell_label(cell))
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            if any(grid[c] == digit for c in cells):
                continue
            if not any(free[c] & BIT[digit] for c in cells):
                return Msg("{digit} has no place left in {unit}", digit=digit, unit=unit_name(unit))
    return None
