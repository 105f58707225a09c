"""Small procedural pictures for the menu: one per game, drawn with primitives (no image files)."""
from __future__ import annotations

from typing import Callable

import pygame

from sprites import theme

Icon = Callable[[pygame.Surface, tuple[int, int], int], None]  # draws a game's picture at a centre, `size` wide


def draw_match(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
               width: int = 8, head: theme.Colour = theme.MATCH_HEAD) -> None:
    """A matchstick from `start` (tail) to `end` (head): a wooden shaft and a rounded coloured head."""
    pygame.draw.line(surface, theme.WOOD_DARK, start, end, width + 2)
    pygame.draw.line(surface, theme.WOOD, start, end, width)
    pygame.draw.circle(surface, head, (int(end[0]), int(end[1])), width // 2 + 3)


def matchstick_icon(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    # A "7" of three matches: top, upper right, lower right.
    x, y, s = centre[0] - size // 4, centre[1] - size // 2, size // 2
    draw_match(surface, (x, y), (x + s, y))
    draw_match(surface, (x + s, y), (x + s, y + s))
    draw_match(surface, (x + s, y + s), (x + s, y + 2 * s))


def sudoku_icon(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    pygame.draw.rect(surface, theme.TEXT, rect, border_radius=4)
    cell = size / 3
    for i in range(1, 3):
        pygame.draw.line(surface, theme.BACKGROUND, (rect.left + i * cell, rect.top), (rect.left + i * cell, rect.bottom), 3)
        pygame.draw.line(surface, theme.BACKGROUND, (rect.left, rect.top + i * cell), (rect.right, rect.top + i * cell), 3)
    for (r, c), digit in {(0, 0): "5", (1, 1): "3", (2, 2): "9", (0, 2): "1"}.items():
        theme.blit_text(surface, digit, (int(rect.left + (c + 0.5) * cell), int(rect.top + (r + 0.5) * cell)),
                        int(cell * 0.9), theme.BLUE, True, "center")


def stones_icon(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    r = size // 8
    rows = (3, 2, 1)
    for row, count in enumerate(rows):
        for i in range(count):
            x = centre[0] + (i - (count - 1) / 2) * (2 * r + 4)
            y = centre[1] + size // 3 - row * (2 * r + 2)
            pygame.draw.circle(surface, (120, 124, 140), (int(x), int(y)), r)
            pygame.draw.circle(surface, theme.TEXT, (int(x) - r // 3, int(y) - r // 3), r // 3)


def twentyfour_icon(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    for i, (label, dx) in enumerate((("8", -size // 4), ("3", size // 4))):
        rect = pygame.Rect(0, 0, size // 2, int(size * 0.72))
        rect.center = (centre[0] + dx, centre[1] + (i * 6 - 3))
        pygame.draw.rect(surface, theme.TEXT, rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=2, border_radius=6)
        theme.blit_text(surface, label, rect.center, size // 3, theme.VERMILLION if i else theme.BLACK, True, "center")


ICONS: dict[str, Icon] = {
    "matchstick": matchstick_icon,
    "sudoku": sudoku_icon,
    "stones": stones_icon,
    "twentyfour": twentyfour_icon,
}
