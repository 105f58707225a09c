"""Grid geometry, bit tables and the 81-character grid codec shared by the sudoku modules.

Cells are numbered 0..80 row by row; digits 1..9 are stored in candidate masks as bit d-1.
Units are numbered 0..8 rows, 9..17 columns, 18..26 boxes.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.logic.common import PuzzleError

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

_UNIT_KIND = ("row", "column", "box")


def cell_name(cell: int) -> str:
    """r1c1 notation, rows and columns counted from 1."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def cell_label(cell: int) -> str:
    """How a cell is named to the player: 'row 1, column 9' (moves and saves keep cell_name's r1c9)."""
    return f"row {cell // 9 + 1}, column {cell % 9 + 1}"


def cells_label(cells: Iterable[int]) -> str:
    """Cells named to the player, those of one row together: 'row 1, columns 4 and 8 and row 3, column 2'."""
    by_row: dict[int, list[int]] = {}
    for c in cells:
        by_row.setdefault(c // 9, []).append(c % 9 + 1)
    rows = [f"row {r + 1}, column{'s' if len(cs) > 1 else ''} {digits_text(cs)}" for r, cs in by_row.items()]
    return rows[0] if len(rows) == 1 else "; ".join(rows[:-1]) + " and " + rows[-1]


def digits_text(digits: Iterable[int]) -> str:
    """'7', '3 and 8', '1, 4 and 9'."""
    ds = [str(d) for d in digits]
    return ds[0] if len(ds) == 1 else ", ".join(ds[:-1]) + " and " + ds[-1]


def unit_name(unit: int) -> str:
    return f"{_UNIT_KIND[unit // 9]} {unit % 9 + 1}"


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
        raise PuzzleError(f"a grid needs 81 cells, got {len(s)} characters")
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
            raise PuzzleError(
                f"bad character {ch!r} at position {pos + 1} ({cell_name(pos)}): use 1-9, and 0 or . for blanks"
            )
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
        more = f" (and {len(pairs) - 1} more clashes)" if len(pairs) > 1 else ""
        raise PuzzleError(f"givens clash: {cell_name(a)} and {cell_name(b)} both hold {grid[a]}{more}")


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
