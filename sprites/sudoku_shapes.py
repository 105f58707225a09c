"""What a sudoku's geometry adds to the board's picture, drawn from the `Geometry` alone (no variant is named here):
the grid lines (thick wherever two neighbouring cells lie in different boxes or regions), the diagonals of an X
sudoku (their cells shaded and a line drawn corner to corner, so the house shows by shape as well as tint), a faint
tint per irregular region, and killer cages (a dashed outline inset in each cage's cells, the sum in the corner of
its first cell on a paper ground so no line or pencil mark runs through it)."""
from __future__ import annotations

import pygame

from game.logic.sudoku.geometry import ANTI_DIAGONAL, DIAGONAL, REGION, Geometry
from sprites import theme

Colour = tuple[int, int, int]

THIN_LINE = (168, 160, 142)
THICK_LINE = (38, 34, 30)
DIAGONAL_TINT = (232, 222, 236)   # a light lilac: the diagonals' cells
DIAGONAL_GIVEN = (216, 204, 222)  # the same, darker, under a given (as PAPER_GIVEN is to PAPER)
DIAGONAL_LINE = (196, 178, 204)
CAGE_LINE = (70, 64, 58)
# Nine faint grounds for irregular regions: neighbours differ, and every one keeps the digits' contrast
REGION_TINTS: tuple[Colour, ...] = ((246, 241, 228), (236, 240, 226), (244, 234, 226), (236, 228, 214),
                                    (242, 238, 214), (238, 232, 242), (228, 240, 232), (246, 232, 236),
                                    (236, 236, 236))
SUM_SIZE = 18         # the cage sum (13 px in a 960x540 window: small, and bold)
CAGE_INSET = 5        # how far inside the cell the cage outline runs


def diagonal_cells(geo: Geometry) -> frozenset[int]:
    """The cells of the geometry's diagonal houses (none for a geometry without them)."""
    return frozenset(c for h, kind in enumerate(geo.kinds) if kind in (DIAGONAL, ANTI_DIAGONAL)
                     for c in geo.houses[h])


def has_regions(geo: Geometry) -> bool:
    return REGION in geo.kinds


def base_fill(geo: Geometry, cell: int, fill: Colour, diagonals: frozenset[int], given: bool = False) -> Colour:
    """The cell's paper before any highlight (`fill`: the plain paper, or the givens' shade): shaded on a diagonal,
    tinted by its irregular region."""
    if cell in diagonals:
        return DIAGONAL_GIVEN if given else DIAGONAL_TINT
    if has_regions(geo) and not given:
        return REGION_TINTS[geo.regions[cell] % len(REGION_TINTS)]
    return fill


def draw_diagonals(surface: pygame.Surface, board: pygame.Rect, geo: Geometry) -> None:
    """A line corner to corner along each diagonal house (under the digits)."""
    for h, kind in enumerate(geo.kinds):
        if kind == DIAGONAL:
            pygame.draw.line(surface, DIAGONAL_LINE, board.topleft, (board.right - 1, board.bottom - 1), 3)
        elif kind == ANTI_DIAGONAL:
            pygame.draw.line(surface, DIAGONAL_LINE, (board.right - 1, board.top), (board.left, board.bottom - 1), 3)


def draw_grid_lines(surface: pygame.Surface, board: pygame.Rect, geo: Geometry, cell: int) -> None:
    """Thin lines between all cells, then thick ones along every edge where the box or region changes."""
    n = geo.size
    for k in range(1, n):
        x, y = board.left + k * cell, board.top + k * cell
        pygame.draw.line(surface, THIN_LINE, (x, board.top), (x, board.bottom - 1), 1)
        pygame.draw.line(surface, THIN_LINE, (board.left, y), (board.right - 1, y), 1)
    regions = geo.regions
    for r in range(n):
        for c in range(n):
            i = r * n + c
            x, y = board.left + c * cell, board.top + r * cell
            if c + 1 < n and regions[i] != regions[i + 1]:
                pygame.draw.line(surface, THICK_LINE, (x + cell, y - 2), (x + cell, y + cell + 1), 4)
            if r + 1 < n and regions[i] != regions[i + n]:
                pygame.draw.line(surface, THICK_LINE, (x - 2, y + cell), (x + cell + 1, y + cell), 4)


def _dashed(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], colour: Colour, origin: int,
            dash: int = 5, gap: int = 4) -> None:
    """A dashed straight line (horizontal or vertical) whose dashes keep one phase along the whole board, so the
    pieces of one cage side drawn cell by cell join into one even pattern."""
    horizontal = a[1] == b[1]
    lo, hi = (min(a[0], b[0]), max(a[0], b[0])) if horizontal else (min(a[1], b[1]), max(a[1], b[1]))
    period = dash + gap
    start = lo - (lo - origin) % period
    for s in range(start, hi + 1, period):
        e0, e1 = max(s, lo), min(s + dash, hi)
        if e0 > e1:
            continue
        if horizontal:
            pygame.draw.line(surface, colour, (e0, a[1]), (e1, a[1]), 2)
        else:
            pygame.draw.line(surface, colour, (a[0], e0), (a[0], e1), 2)


def draw_cages(surface: pygame.Surface, board: pygame.Rect, geo: Geometry, cell: int) -> None:
    """Each cage's outline, dashed and inset in its cells (joined across cells of the same cage)."""
    n = geo.size
    owner = geo.cage_of
    k = CAGE_INSET

    def same(i: int, r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and owner[r * n + c] == owner[i]

    for i in range(geo.cells):
        if owner[i] < 0:
            continue
        r, c = divmod(i, n)
        left, top = board.left + c * cell, board.top + r * cell
        right, bottom = left + cell - 1, top + cell - 1
        up, down, west, east = same(i, r - 1, c), same(i, r + 1, c), same(i, r, c - 1), same(i, r, c + 1)
        x0 = left if west else left + k
        x1 = right if east else right - k
        y0 = top if up else top + k
        y1 = bottom if down else bottom - k
        if not up:
            _dashed(surface, (x0, top + k), (x1, top + k), CAGE_LINE, board.left)
        if not down:
            _dashed(surface, (x0, bottom - k), (x1, bottom - k), CAGE_LINE, board.left)
        if not west:
            _dashed(surface, (left + k, y0), (left + k, y1), CAGE_LINE, board.top)
        if not east:
            _dashed(surface, (right - k, y0), (right - k, y1), CAGE_LINE, board.top)
        # an inner corner: both neighbours in the cage, the cell between them not
        for dr, dc, vertical_ok, horizontal_ok in ((-1, -1, up, west), (-1, 1, up, east), (1, -1, down, west),
                                                   (1, 1, down, east)):
            if vertical_ok and horizontal_ok and not same(i, r + dr, c + dc):
                cx = left + k if dc < 0 else right - k
                cy = top + k if dr < 0 else bottom - k
                ex = left if dc < 0 else right
                ey = top if dr < 0 else bottom
                pygame.draw.line(surface, CAGE_LINE, (ex, cy), (cx, cy), 2)
                pygame.draw.line(surface, CAGE_LINE, (cx, ey), (cx, cy), 2)


def cage_sum_cells(geo: Geometry) -> dict[int, int]:
    """The cell that carries each cage's sum (its first cell, row by row) -> the sum."""
    return {min(cage.cells): cage.total for cage in geo.cages}


def draw_cage_sums(surface: pygame.Surface, board: pygame.Rect, geo: Geometry, cell: int,
                   grounds: dict[int, Colour]) -> None:
    """The sums, small and bold in the top-left corner of each cage's first cell, on that cell's own ground."""
    n = geo.size
    for i, total in cage_sum_cells(geo).items():
        r, c = divmod(i, n)
        at = (board.left + c * cell + 2, board.top + r * cell + 1)
        label = theme.text(str(total), SUM_SIZE, theme.BLACK, True).get_rect(topleft=at)
        pygame.draw.rect(surface, grounds.get(i, (246, 241, 228)), label.inflate(2, 0))
        theme.blit_text(surface, str(total), at, SUM_SIZE, theme.BLACK, True)


def mark_area(geo: Geometry, rect: pygame.Rect) -> pygame.Rect:
    """Where a cell's pencil marks go: the whole cell, or in a killer board below the sum's corner and inside the
    cage outline (every cell alike, so the marks stand in the same places all over the board)."""
    if not geo.cages:
        return rect
    return pygame.Rect(rect.left + CAGE_INSET + 2, rect.top + SUM_SIZE - 2, rect.width - 2 * CAGE_INSET - 4,
                       rect.height - SUM_SIZE - CAGE_INSET + 1)


def mark_grid(geo: Geometry) -> tuple[int, int]:
    """Pencil marks in (columns, rows): 3 x 3 for nine digits, 3 x 2 for six."""
    columns = 3
    return columns, -(-geo.size // columns)
