"""Your own equation's preview: the typed equation drawn in matches, on two rows when one row would make the
sticks too small to read (a long equation)."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from sprites import matchstick as art

PREVIEW_MIN_UNIT = 24.0         # a preview drawn smaller is unreadable: it goes onto two rows instead
PREVIEW_ROW = 70                # px of a one-row preview
PREVIEW_TWO_ROWS = (48, 52)     # px of each row of a two-row preview, and from one row's top to the next


def draw_preview(surface: pygame.Surface, puzzle: ms.Puzzle, rect: pygame.Rect) -> int:
    """The typed equation in matches: on one row, or on two rows when one would make the sticks too small
    to read. Returns the height drawn."""
    rows = preview_rows(puzzle.layout.kinds, rect.width)
    height, step = (rect.height, rect.height) if len(rows) == 1 else PREVIEW_TWO_ROWS
    for i, (start, stop) in enumerate(rows):
        row = pygame.Rect(rect.left, rect.top + i * step, rect.width, height)
        draw_preview_row(surface, puzzle, start, stop, row)
    return step * (len(rows) - 1) + height


def draw_preview_row(surface: pygame.Surface, puzzle: ms.Puzzle, start: int, stop: int, rect: pygame.Rect) -> None:
    kinds, masks = puzzle.layout.kinds[start:stop], puzzle.layout.masks[start:stop]
    board = art.Board(kinds, rect, max_unit=30)
    board.arrange((cell, name) for cell, (kind, mask) in enumerate(zip(kinds, masks))   # Roman: as written
                  for bit, name in enumerate(ms.SLOTS[kind]) if mask >> bit & 1)
    n = 0
    for cell, (kind, mask) in enumerate(zip(kinds, masks)):
        for bit, name in enumerate(ms.SLOTS[kind]):
            if mask >> bit & 1:
                art.draw_match(surface, board.match_pose((cell, name), n), n, board.thickness)
                n += 1


def preview_unit(kinds: tuple[str, ...], width: int) -> float:
    """The stick size a preview row of these cells gets in `width` pixels."""
    return art.Board(kinds, pygame.Rect(0, 0, width, PREVIEW_ROW), max_unit=30).unit


def preview_rows(kinds: tuple[str, ...], width: int) -> list[tuple[int, int]]:
    """The cells of each preview row: all on one row if the sticks are big enough there, else two rows split
    after the sign nearest the middle (a number is never cut in two)."""
    whole = [(0, len(kinds))]
    if preview_unit(kinds, width) >= PREVIEW_MIN_UNIT:
        return whole
    signs = [i + 1 for i, kind in enumerate(kinds) if kind == ms.OP and 0 < i < len(kinds) - 1]
    if not signs:
        return whole
    cut = min(signs, key=lambda i: abs(2 * i - len(kinds)))
    return [(0, cut), (cut, len(kinds))]
