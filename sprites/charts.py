"""Charts drawn with pygame: a line of values over games and a histogram, each with labelled axes.

Each draws what it is handed into a rect; the caller draws once and keeps the picture (never per frame). Values
are seconds, shown as m:ss on the axis. Points are marked with a shape as well as a colour, and bars carry their
counts, so nothing is told by colour alone."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.statistics import Bins, clock, time_axis
from game.i18n import Msg, Text
from sprites import theme

AXIS = theme.TEXT_DIM
GRID = (64, 68, 84)
LINE = theme.SKY_BLUE
BAR = theme.ORANGE
TICK = theme.SMALL
LEFT_MARGIN, BOTTOM_MARGIN, TOP_MARGIN, RIGHT_MARGIN = 70, 52, 36, 30


def plot_area(rect: pygame.Rect) -> pygame.Rect:
    """Where the data goes inside a chart's rect: room left for the axis labels and the title."""
    return pygame.Rect(rect.left + LEFT_MARGIN, rect.top + TOP_MARGIN, rect.width - LEFT_MARGIN - RIGHT_MARGIN,
                       rect.height - TOP_MARGIN - BOTTOM_MARGIN)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: Text, x_label: Text, y_label: Text) -> pygame.Rect:
    area = plot_area(rect)
    theme.blit_text(surface, title, (rect.left + 12, rect.top + 8), theme.SMALL, theme.TEXT, True)
    theme.blit_text(surface, x_label, (area.centerx, rect.bottom - 6), TICK, AXIS, anchor="midbottom")
    label = pygame.transform.rotate(theme.text(y_label, TICK, AXIS), 90)
    surface.blit(label, label.get_rect(midleft=(rect.left + 4, area.centery)))
    return area


def _y_axis(surface: pygame.Surface, area: pygame.Rect, top: int, step: int) -> None:
    """Grid lines and m:ss labels from 0 to `top` seconds every `step`."""
    for value in range(0, top + 1, step):
        y = area.bottom - round(area.height * value / top)
        pygame.draw.line(surface, GRID, (area.left, y), (area.right, y))
        theme.blit_text(surface, clock(value), (area.left - 6, y), TICK, AXIS, anchor="midright")
    pygame.draw.line(surface, AXIS, area.bottomleft, area.topleft, 2)
    pygame.draw.line(surface, AXIS, area.bottomleft, area.bottomright, 2)


def _empty(surface: pygame.Surface, area: pygame.Rect, message: Text) -> None:
    pygame.draw.line(surface, AXIS, area.bottomleft, area.topleft, 2)
    pygame.draw.line(surface, AXIS, area.bottomleft, area.bottomright, 2)
    theme.blit_text(surface, message, area.center, theme.SMALL, theme.TEXT_DIM, anchor="center")


def line_chart(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[float], *, title: Text,
               x_label: Text, y_label: Text, first_number: int = 1) -> None:
    """`values` (seconds) left to right as a line with a marked point each; the x axis numbers them from
    `first_number`."""
    area = _frame(surface, rect, title, x_label, y_label)
    if not values:
        _empty(surface, area, Msg("no solve times yet"))
        return
    step, top = time_axis(max(values), 4)
    _y_axis(surface, area, top, step)
    n = len(values)

    def x_of(i: int) -> int:
        return area.left + 12 + (round((area.width - 24) * i / (n - 1)) if n > 1 else (area.width - 24) // 2)

    points = [(x_of(i), area.bottom - round(area.height * v / top)) for i, v in enumerate(values)]
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, 3)
    for x, y in points:
        pygame.draw.circle(surface, theme.BACKGROUND, (x, y), 6)
        pygame.draw.circle(surface, LINE, (x, y), 6, 2)
    every = max(1, -(-n // 10))
    for i in range(0, n, every):
        theme.blit_text(surface, str(first_number + i), (x_of(i), area.bottom + 4), TICK, AXIS, anchor="midtop")


def histogram_chart(surface: pygame.Surface, rect: pygame.Rect, bins: Bins, *, title: Text, x_label: Text,
                    y_label: Text) -> None:
    """One bar per bin, its count on top; the x axis marks the bins' edges in m:ss."""
    area = _frame(surface, rect, title, x_label, y_label)
    if not bins.counts:
        _empty(surface, area, Msg("no solve times yet"))
        return
    most = max(bins.counts)
    pygame.draw.line(surface, AXIS, area.bottomleft, area.topleft, 2)
    pygame.draw.line(surface, AXIS, area.bottomleft, area.bottomright, 2)
    for value in sorted({0, most // 2, most}):
        y = area.bottom - round((area.height - 18) * value / most)
        theme.blit_text(surface, str(value), (area.left - 6, y), TICK, AXIS, anchor="midright")
    n = len(bins.counts)
    width = area.width / n
    for i, count in enumerate(bins.counts):
        height = round((area.height - 18) * count / most)
        bar = pygame.Rect(round(area.left + i * width) + 3, area.bottom - height, max(1, round(width) - 6), height)
        if height:
            pygame.draw.rect(surface, BAR, bar)
            pygame.draw.rect(surface, theme.TEXT, bar, 1)
        if count:
            theme.blit_text(surface, str(count), (bar.centerx, bar.top - 2), TICK, theme.TEXT, anchor="midbottom")
    every = max(1, -(-(n + 1) // 7))
    for i, edge in enumerate(bins.edges):
        if i % every == 0:
            x = round(area.left + i * width)
            pygame.draw.line(surface, AXIS, (x, area.bottom), (x, area.bottom + 4), 2)
            theme.blit_text(surface, clock(edge), (x, area.bottom + 5), TICK, AXIS, anchor="midtop")
