"""Grid geometry, bit tables and the 81-character grid codec shared by the sudoku modules.

Cells are numbered 0..80 row by row; digits 1..9 are stored in candidate masks as bit d-1.
Units are numbered 0..8 rows, 9..17 columns, 18..26 boxes.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.logic.common import PuzzleError
from game.logic.words import N_, SEMICOLON, Msg, Plural, Text, listing

from .geometry import CLASSIC

Grid = tuple[int, ...]  # 81 digits, 0 = blank

ALL = 0x1FF
BIT = (0,) + tuple(1 << (d - 1) for d in range(1, 10))  # BIT[d] is digit d's mask bit

ROWS = CLASSIC.houses[0:9]  # the classic geometry's houses, in its order: rows, columns, boxes
COLS = CLASSIC.houses[9:18]
BOXES = CLASSIC.houses[18:27]
UNITS = ROWS + COLS + BOXES
ROW_OF = tuple(i // 9 for i in range(81))
COL_OF = tuple(i % 9 for i in range(81))
BOX_OF = tuple((i // 27) * 3 + (i % 9) // 3 for i in range(81))
UNITS_OF = tuple((ROW_OF[i], 9 + COL_OF[i], 18 + BOX_OF[i]) for i in range(81))
PEERS = tuple(
    tuple(sorted({j for u in UNITS_OF[i] for j in UNITS[u]} - {i})) for i in range(81)
)
PEER_SETS = tuple(frozenset(p) for p in PEERS)

POPCOUNT = tuple(bin(m).count("1") for m in range(512))
DIGITS = tuple(tuple(d for d in range(1, 10) if m & BIT[d]) for m in range(512))
DIGIT_OF_BIT = {BIT[d]: d for d in range(1, 10)}

def cell_name(cell: int) -> str:
    """r1c1 notation, rows and columns counted from 1."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def cell_label(cell: int, size: int = 9) -> Msg:
    """How a cell is named to the player: 'row 1, column 9' (moves and saves keep cell_name's r1c9)."""
    return Msg("row {row}, column {column}", row=cell // size + 1, column=cell % size + 1)


def cells_label(cells: Iterable[int], size: int = 9) -> Text:
    """Cells named to the player, those of one row together: 'row 1, columns 4 and 8 and row 3, column 2'."""
    by_row: dict[int, list[int]] = {}
    for c in cells:
        by_row.setdefault(c // size, []).append(c % size + 1)
    rows: list[Text] = [Plural("row {row}, column {columns}", "row {row}, columns {columns}", len(cs), row=r + 1,
                               columns=digits_text(cs)) for r, cs in by_row.items()]
    return listing(rows, between=SEMICOLON)   # a row's own columns are listed with commas


def digits_text(digits: Iterable[int]) -> Text:
    """'7', '3 and 8', '1, 4 and 9'."""
    return listing([str(d) for d in digits])


_UNIT_WORDS = (N_("row {n}"), N_("column {n}"), N_("box {n}"))


def unit_name(unit: int) -> Msg:
    """'row 3', 'column 5', 'box 9' in the player's language."""
    return Msg(_UNIT_WORDS[unit // 9], n=unit % 9 + 1)


def parse_cell(text: str) -> int:
    """'r4c7' -> cell index; PuzzleError when it is not a cell name."""
    t = text.strip().lower()
    if len(t) == 4 and t[0] == "r" and t[2] == "c" and t[1] in "123456789" and t[3] in "123456789":
        return (int(t[1]) - 1) * 9 + int(t[3]) - 1
    raise PuzzleError(f"{text!r} is not a cell: expected r1c1 .. r9c9")


def parse_grid(text: str) -> Grid:
    """81 characters, digits 1-9 with '0' or '.' for blanks (surrounding whitespace ignored).

    Raises PuzzleError naming the problem: wrong length, the first bad character and its
    position, or two givens that clash (same digit twice in a row, column or box)."""
    if not isinstance(text, str):
        raise PuzzleError(f"a grid must be text, not {type(text).__name__}")
    s = text.strip()
    if len(s) != 81:
        raise PuzzleError(Plural("a grid needs 81 cells, got {n} character", "a grid needs 81 cells, got {n} characters",
                                 len(s)))
    if _GRID_CHARS.issuperset(s):  # the usual case, in one C call; the loop below names a bad character
        g = tuple(s.encode().translate(_DIGIT_BYTES))
        check_clashes(g)
        return g
    grid = []
    for pos, ch in enumerate(s):
        if ch in "0.":
            grid.append(0)
        elif "1" <= ch <= "9":
            grid.append(ord(ch) - 48)
        else:
            raise PuzzleError(Msg("bad character {char} at position {pos} ({cell}): use 1-9, and 0 or . for blanks",
                                  char=repr(ch), pos=pos + 1, cell=cell_name(pos)))
    g = tuple(grid)
    check_clashes(g)
    return g


_GRID_CHARS = frozenset("0123456789.")
_DIGIT_BYTES = bytes(b - 48 if 48 <= b <= 57 else 0 if b == 46 else b for b in range(256))  # '0'-'9' and '.'
_TEXT_BYTES = bytes(48 + b if b < 10 else b for b in range(256))  # digits 0-9 back to '0'-'9'


def clashes(grid: Grid) -> list[tuple[int, int]]:
    """Every pair of cells (a < b) that share a unit and hold the same digit."""
    out: list[tuple[int, int]] = []
    for a in range(81):
        d = grid[a]
        if d:
            out.extend((a, b) for b in PEERS[a] if b > a and grid[b] == d)
    return out


def _any_clash(grid: Grid) -> bool:
    """Does some digit appear twice in a unit? (One pass; `clashes` lists them, for the message.)"""
    used = [0] * 27
    for i, d in enumerate(grid):
        if d:
            bit = BIT[d]
            r, c, b = UNITS_OF[i]
            if (used[r] | used[c] | used[b]) & bit:
                return True
            used[r] |= bit
            used[c] |= bit
            used[b] |= bit
    return False


def check_clashes(grid: Grid) -> None:
    if not _any_clash(grid):
        return
    pairs = clashes(grid)
    if pairs:
        a, b = pairs[0]
        if len(pairs) == 1:
            raise PuzzleError(Msg("givens clash: {a} and {b} both hold {digit}", a=cell_name(a), b=cell_name(b),
                                  digit=grid[a]))
        raise PuzzleError(Plural("givens clash: {a} and {b} both hold {digit} (and {n} more clash)",
                                 "givens clash: {a} and {b} both hold {digit} (and {n} more clashes)", len(pairs) - 1,
                                 a=cell_name(a), b=cell_name(b), digit=grid[a]))


def candidates(grid: Grid) -> Grid:
    """Per cell, the mask of digits no peer holds (0 for a filled cell): the full pencil marks."""
    out = []
    for i in range(81):
        if grid[i]:
            out.append(0)
        else:
            seen = 0
            for p in PEERS[i]:
                seen |= BIT[grid[p]]
            out.append(ALL & ~seen)
    return tuple(out)


def format_grid(grid: Grid, blank: str = "0") -> str:
    if blank == "0":
        return bytes(grid).translate(_TEXT_BYTES).decode()
    return "".join(str(d) if d else blank for d in grid)


def is_complete_solution(grid: Grid, givens: Grid | None = None) -> bool:
    """A full valid sudoku grid that keeps every given (the oracle the tests use)."""
    if len(grid) != 81 or any(not 1 <= d <= 9 for d in grid):
        return False
    if any(sorted(grid[i] for i in unit) != list(range(1, 10)) for unit in UNITS):
        return False
    return givens is None or all(g == 0 or g == d for g, d in zip(givens, grid))
