"""Stones, trays and player markers for the stone duel, plus the board's geometry (where each stone sits,
which stone is under the mouse). Stones are laid out in rows, in groups of five, so a heap can be counted at
a glance; the count is also printed beside each row."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.logic.words import Text
from sprites import theme

GROUP = 5  # stones per group; a wider gap after each group makes counting easy
GROUP_GAP = 0.6  # extra gap between groups, in stone pitches
LABEL_W, COUNT_W = 112, 92  # the "Heap 1" label on the left and the count on the right of each row

# Pebble tints (light, dark): a few close greys so the heap looks natural; meaning never rides on them.
TINTS = (((196, 192, 184), (104, 100, 96)), ((184, 188, 194), (92, 96, 106)), ((202, 196, 176), (110, 102, 84)))


@dataclass(frozen=True)
class BoardLayout:
    """Where the rows and stones of a board go inside `rect`, for `heaps` rows of at most `cap` stones."""

    rect: pygame.Rect
    rows: int
    cap: int

    @property
    def row_height(self) -> float:
        return min(84.0, self.rect.height / max(1, self.rows))

    @property
    def pitch(self) -> float:
        groups = math.ceil(self.cap / GROUP)
        slots = self.cap + GROUP_GAP * (groups - 1)
        across = (self.rect.width - LABEL_W - COUNT_W) / max(1, slots)
        return min(60.0, across, self.row_height * 0.8)

    @property
    def diameter(self) -> int:
        return max(8, int(self.pitch * 0.86))

    def row_rect(self, heap: int) -> pygame.Rect:
        top = self.rect.top + (self.rect.height - self.row_height * self.rows) / 2 + heap * self.row_height
        return pygame.Rect(self.rect.left, int(top), self.rect.width, int(self.row_height) - 6)

    def stones_left(self) -> float:
        return self.rect.left + LABEL_W

    def stone_center(self, heap: int, index: int) -> tuple[int, int]:
        """Centre of stone `index` (0 = leftmost) in row `heap`."""
        x = self.stones_left() + self.pitch * (index + GROUP_GAP * (index // GROUP) + 0.5)
        return int(x), self.row_rect(heap).centery

    def stone_at(self, pos: tuple[int, int], heaps: tuple[int, ...]) -> tuple[int, int] | None:
        """(heap, index) of the stone under `pos`, or None. Each stone owns its whole slot, so small stones
        are still easy to hit."""
        for heap in range(min(self.rows, len(heaps))):
            row = self.row_rect(heap)
            if not row.top <= pos[1] < row.bottom:
                continue
            for index in range(heaps[heap]):
                cx, _ = self.stone_center(heap, index)
                if abs(pos[0] - cx) <= self.pitch / 2:
                    return heap, index
        return None

    def count_pos(self, heap: int) -> tuple[int, int]:
        row = self.row_rect(heap)
        return row.right - COUNT_W // 2, row.centery


@lru_cache(maxsize=64)
def stone_image(diameter: int, tint: int = 0) -> pygame.Surface:
    """A shaded pebble: dark rim, light from the upper left, a small highlight."""
    light, dark = TINTS[tint % len(TINTS)]
    image = pygame.Surface((diameter + 4, diameter + 6), pygame.SRCALPHA)
    r = diameter / 2
    cx, cy = diameter / 2 + 2, diameter / 2 + 2
    pygame.draw.ellipse(image, (0, 0, 0, 90), pygame.Rect(2, 6, diameter, diameter))  # soft shadow below
    steps = max(6, int(r))
    for i in range(steps):
        t = i / steps
        colour = tuple(int(dark[k] + (light[k] - dark[k]) * t) for k in range(3))
        radius = r * (1 - 0.8 * t)
        pygame.draw.circle(image, colour, (cx - r * 0.25 * t, cy - r * 0.25 * t), max(1.0, radius))
    pygame.draw.circle(image, (250, 250, 246, 200), (cx - r * 0.35, cy - r * 0.4), max(1.0, r * 0.16))
    pygame.draw.circle(image, (60, 58, 56), (cx, cy), r, width=1)
    return image


def draw_stone(surface: pygame.Surface, centre: tuple[int, int], diameter: int, tint: int = 0,
               alpha: int = 255) -> None:
    image = stone_image(diameter, tint)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(max(0, alpha))
    surface.blit(image, image.get_rect(center=(centre[0] + 1, centre[1] + 1)))


def draw_tray(surface: pygame.Surface, rect: pygame.Rect, selected: bool = False) -> None:
    """A shallow wooden tray under a row; the selected row gets a thick outline and corner brackets."""
    pygame.draw.rect(surface, (60, 48, 36), rect, border_radius=rect.height // 2)
    inner = rect.inflate(-6, -6)
    pygame.draw.rect(surface, (84, 66, 48), inner, border_radius=inner.height // 2)
    if selected:
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), width=3, border_radius=rect.height // 2 + 4)
        for x, sign in ((rect.left - 14, 1), (rect.right + 14, -1)):
            tip = (x + sign * 10, rect.centery)
            pygame.draw.polygon(surface, theme.FOCUS, [(x, rect.centery - 9), tip, (x, rect.centery + 9)])


def draw_marker(surface: pygame.Surface, centre: tuple[int, int], size: int, shape: str,
                colour: tuple[int, int, int]) -> None:
    """A player's marker: a circle or a diamond, so players differ by shape as well as colour."""
    x, y = centre
    half = size // 2
    if shape == "diamond":
        points = [(x, y - half), (x + half, y), (x, y + half), (x - half, y)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, theme.BLACK, points, width=2)
    else:
        pygame.draw.circle(surface, colour, centre, half)
        pygame.draw.circle(surface, theme.BLACK, centre, half, width=2)


def draw_take_bracket(surface: pygame.Surface, layout: BoardLayout, heap: int, first: int, last: int,
                      colour: tuple[int, int, int], label: Text) -> None:
    """A bracket over stones first..last with a label ("take 3"): shows a selection by shape and words."""
    x0 = layout.stone_center(heap, first)[0] - layout.diameter // 2
    x1 = layout.stone_center(heap, last)[0] + layout.diameter // 2
    y = layout.row_rect(heap).top + 2
    pygame.draw.lines(surface, colour, False, [(x0, y + 8), (x0, y), (x1, y), (x1, y + 8)], 3)
    tag = theme.text(label, theme.SMALL, theme.BLACK, True)
    box = tag.get_rect(midbottom=((x0 + x1) // 2, y - 2)).inflate(10, 4)
    pygame.draw.rect(surface, colour, box, border_radius=6)
    surface.blit(tag, tag.get_rect(center=box.center))


def draw_star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]) -> None:
    """A five-pointed star (a level won without hints)."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.BLACK, points, 1)
