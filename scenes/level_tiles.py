"""The puzzle drawn small on a level-select tile, one drawing per game: the equation for matchsticks, the heaps for
the stone duel, the cards for 24, a mini grid for sudoku. The level list picks the drawing by the game's key, so a
game's lobby does not change; a game with no drawing here (or a level it cannot read) gets a blank picture.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import Msg
from sprites import theme
from sprites.shapes import draw_small

DrawPicture = Callable[[pygame.Surface, pygame.Rect, Any, bool], None]   # (surface, where, level spec, open)

FACE_OF = {1: "A", 11: "J", 12: "Q", 13: "K"}
CARD_FACE = (250, 247, 238)
CARD_INK = (24, 24, 30)


def _ink(unlocked: bool) -> theme.Colour:
    return theme.TEXT if unlocked else theme.TEXT_DIM


def draw_equation(surface: pygame.Surface, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """Matchsticks: the puzzle's equation as text, in the colour of wood, shrunk to fit the tile, its signs as
    the board draws them (× and ÷, not the typed * and /)."""
    equation = str(spec.puzzle.text).replace("*", "×").replace("/", "÷")
    size = theme.fit_size(equation, area.width, theme.BODY, bold=True, smallest=12)
    theme.blit_text(surface, equation, area.center, size, theme.WOOD if unlocked else theme.TEXT_DIM, True, "center")


def draw_heaps(surface: pygame.Surface, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """Stone duel: one bar per heap, as tall as the heap is big next to the biggest, its size written under it
    when there is room."""
    heaps = [int(h) for h in spec.heaps]
    if not heaps:
        return
    pitch = min(16, area.width // len(heaps))
    width = max(3, pitch - 4)
    left = area.centerx - pitch * len(heaps) // 2
    numbers = pitch >= 12 and max(heaps) < 100
    bar_room = area.height - (14 if numbers else 0)
    tallest = max(max(heaps), 1)
    colour = (196, 192, 184) if unlocked else theme.PANEL_EDGE
    for i, heap in enumerate(heaps):
        x = left + i * pitch + (pitch - width) // 2
        height = max(2, bar_room * heap // tallest)
        pygame.draw.rect(surface, colour, (x, area.top + bar_room - height, width, height), border_radius=2)
        if numbers:
            theme.blit_text(surface, str(heap), (x + width // 2, area.bottom + 2), 14, _ink(unlocked),
                            anchor="midbottom")


def draw_cards(surface: pygame.Surface, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """24: the hand, four small white cards with their ranks (A, J, Q, K for 1, 11, 12, 13), and under them the
    number to make when it is not 24."""
    cards = [int(c) for c in spec.cards]
    if not cards:
        return
    target = spec.target
    if target != 24:
        line = Msg("make {target}", target=target)
        size = theme.fit_size(line, area.width, 16, True, 10)
        drawn = theme.blit_text(surface, line, (area.centerx, area.bottom + 2), size, _ink(unlocked), True,
                                "midbottom")
        area = pygame.Rect(area.left, area.top, area.width, drawn.top - area.top)
    pitch = min(24, area.width // len(cards))
    width, height = pitch - 3, min(area.height, 30)
    left = area.centerx - pitch * len(cards) // 2
    for i, card in enumerate(cards):
        rect = pygame.Rect(left + i * pitch, area.centery - height // 2, width, height)
        pygame.draw.rect(surface, CARD_FACE if unlocked else theme.PANEL_EDGE, rect, border_radius=3)
        label = FACE_OF.get(card, str(card))
        theme.blit_text(surface, label, rect.center, theme.fit_size(label, width - 2, 16, True, 10), CARD_INK, True,
                        "center")


def draw_mini_grid(surface: pygame.Surface, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """Sudoku: the 9x9 grid with a dot for each given digit, box lines a little stronger."""
    cells = list(spec.puzzle)
    if len(cells) != 81:
        return
    cell = max(2, min(area.width, area.height) // 9)
    grid = pygame.Rect(0, 0, cell * 9 + 1, cell * 9 + 1)
    grid.center = area.center
    pygame.draw.rect(surface, (232, 228, 216) if unlocked else theme.PANEL_EDGE, grid)
    ink = CARD_INK if unlocked else theme.PANEL
    for i, value in enumerate(cells):
        if value:
            r, c = divmod(i, 9)
            pygame.draw.rect(surface, ink, (grid.left + c * cell + 1, grid.top + r * cell + 1, cell - 1, cell - 1))
    for k in (0, 3, 6, 9):
        x, y = grid.left + k * cell, grid.top + k * cell
        pygame.draw.line(surface, theme.TEXT_DIM, (x, grid.top), (x, grid.bottom - 1))
        pygame.draw.line(surface, theme.TEXT_DIM, (grid.left, y), (grid.right - 1, y))


def draw_shapes(surface: pygame.Surface, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """Matchstick shapes: the starting picture's matches as strokes on its lattice."""
    puzzle = spec.puzzle
    draw_small(surface, area, puzzle.lattice, puzzle.start, theme.WOOD if unlocked else theme.TEXT_DIM)


PICTURES: dict[str, DrawPicture] = {
    "matchstick": draw_equation,
    "stones": draw_heaps,
    "twentyfour": draw_cards,
    "sudoku": draw_mini_grid,
    "shapes": draw_shapes,
}


def draw_picture(surface: pygame.Surface, game: str, area: pygame.Rect, spec: Any, unlocked: bool) -> None:
    """The puzzle of a level of `game` drawn small in `area`; nothing for a game with no drawing or a spec it
    cannot read (the tile still shows its number and marks)."""
    picture = PICTURES.get(game)
    if picture is None:
        return
    try:
        picture(surface, area, spec, unlocked)
    except (AttributeError, TypeError, ValueError):
        return
