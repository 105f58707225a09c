"""A sudoku as other apps write it, read into a grid: an 81-character line (0 or . for blanks), a 9-line grid
with or without | - + separators, or a Simon Tatham Solo game id ("3x3:" then runs of blanks as letters a-z,
a = 1 blank ... z = 26, givens as digits, '_' between two givens). And, for a grid with no solution, the
conflict that shows it."""
from __future__ import annotations

import re

from ..common import PuzzleError
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
        raise PuzzleError(f"the game id is for a {params.strip()!r} Solo grid: only plain 3x3 (9x9) sudoku is played")
    cells: list[int] = []
    after_digit = False
    for pos, ch in enumerate(desc.strip()):
        if "a" <= ch <= "z":
            cells.extend([0] * (ord(ch) - ord("a") + 1))
            after_digit = False
        elif "1" <= ch <= "9":
            if after_digit:
                raise PuzzleError(f"the game id has two givens without '_' between them at character {pos + 1}")
            cells.append(ord(ch) - ord("0"))
            after_digit = True
        elif ch == "_":
            if not after_digit:
                raise PuzzleError(f"the game id has a '_' that follows no given at character {pos + 1}")
            after_digit = False
        else:
            raise PuzzleError(f"the game id has {ch!r} at character {pos + 1}: expected a-z, 1-9 or _")
    if len(cells) != 81:
        raise PuzzleError(f"the game id describes {len(cells)} cells, not 81")
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
                raise PuzzleError(f"line {number} has {ch!r}: a grid holds 1-9, with 0, . or _ for blanks")
    if len(cells) != 81:
        raise PuzzleError(f"the grid has {len(cells)} cells, not 81")
    return tuple(cells)


def read_sudoku(text: str) -> Grid:
    """The grid a pasted text writes, in any of the forms above; PuzzleError naming the problem."""
    if is_game_id(text):
        return read_tatham(text)
    return read_grid(text)


def conflict(grid: Grid) -> str | None:
    """A sentence naming what makes the grid impossible at a glance: two givens that clash, a blank cell no
    digit fits, or a digit with no place left in a row, column or box. None when nothing shows at once."""
    pairs = clashes(grid)
    if pairs:
        a, b = pairs[0]
        return f"{cell_label(a)} and {cell_label(b)} both hold {grid[a]}"
    free = []
    for cell in range(81):
        seen = 0
        for peer in PEERS[cell]:
            seen |= BIT[grid[peer]]
        free.append(0 if grid[cell] else ALL & ~seen)
        if not grid[cell] and not free[cell]:
            return f"no digit fits {cell_label(cell)}: its row, column and box hold all nine"
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            if any(grid[c] == digit for c in cells):
                continue
            if not any(free[c] & BIT[digit] for c in cells):
                return f"{digit} has no place left in {unit_name(unit)}"
    return None
