"""Playing cards for 24: dealt cards (A J Q K shown as such, value in the corners), merged cards (the exact value
and how it was made), card backs for a paused game. State is shown by shape and text as well as colour: a
selected card is lifted, thick-edged and marked with a triangle; a hinted card wears a "HINT" tab."""
from __future__ import annotations

import math

import pygame

from game.logic.words import Text
from sprites import theme

CARD_W, CARD_H = 150, 210
FACE = (250, 247, 238)
FACE_MADE = (226, 238, 246)        # merged cards: also told apart by the "made" tag and double edge
INK = (24, 24, 30)
RED_INK = (190, 60, 10)            # Okabe-Ito vermillion, darkened for contrast on white
BACK = (0, 92, 150)
SUITS = ("spade", "heart", "club", "diamond")
MADE_TAG, MADE_SIZE = "made", 16   # the tag in a merged card's top-right corner
CORNER_EDGE, CORNER_GAP = 12, 8    # the corners' distance from the card's edge; the least gap beside the tag


def draw_suit(surface: pygame.Surface, suit: str, centre: tuple[int, int], size: int) -> None:
    """A small suit symbol drawn from shapes (no font glyphs needed)."""
    x, y = centre
    s = size
    colour = RED_INK if suit in ("heart", "diamond") else INK
    if suit == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - s), (x + s * 0.7, y), (x, y + s), (x - s * 0.7, y)])
    elif suit == "heart":
        r = s * 0.5
        pygame.draw.circle(surface, colour, (x - r, y - r * 0.4), r)
        pygame.draw.circle(surface, colour, (x + r, y - r * 0.4), r)
        pygame.draw.polygon(surface, colour, [(x - s, y - r * 0.2), (x + s, y - r * 0.2), (x, y + s)])
    elif suit == "spade":
        r = s * 0.5
        pygame.draw.circle(surface, colour, (x - r, y + r * 0.2), r)
        pygame.draw.circle(surface, colour, (x + r, y + r * 0.2), r)
        pygame.draw.polygon(surface, colour, [(x - s, y + r * 0.1), (x + s, y + r * 0.1), (x, y - s)])
        pygame.draw.polygon(surface, colour, [(x, y + r * 0.3), (x - r * 0.7, y + s), (x + r * 0.7, y + s)])
    else:  # club
        r = s * 0.42
        pygame.draw.circle(surface, colour, (x, y - r * 1.1), r)
        pygame.draw.circle(surface, colour, (x - r * 1.1, y + r * 0.3), r)
        pygame.draw.circle(surface, colour, (x + r * 1.1, y + r * 0.3), r)
        pygame.draw.polygon(surface, colour, [(x, y), (x - r * 0.7, y + s), (x + r * 0.7, y + s)])


def _corner_image(label: str, size: int, ink: tuple[int, int, int]) -> pygame.Surface:
    """The corner label; 6 and 9 are underlined so the upside-down corner cannot be misread."""
    text = theme.text(label, size, ink, True)
    if label not in ("6", "9"):
        return text
    image = pygame.Surface((text.get_width(), text.get_height() + 4), pygame.SRCALPHA)
    image.blit(text, (0, 0))
    pygame.draw.line(image, ink, (0, text.get_height() + 1), (text.get_width(), text.get_height() + 1), 3)
    return image


def draw_card(surface: pygame.Surface, rect: pygame.Rect, *, corner: str, value: str, made: str = "",
              suit: str = "spade", selected: bool = False, hint: Text = "", slot: str | int | None = None) -> None:
    """One face-up card. `corner`: what the corners show (A, 7, 8/3); `value`: the big centre text;
    `made`: for a merged card, the expression it came from; `slot`: its keyboard key, shown under it."""
    home = rect
    rect = rect.move(0, -16) if selected else rect
    shadow = rect.move(5, 7)
    pygame.draw.rect(surface, (12, 12, 16), shadow, border_radius=14)
    pygame.draw.rect(surface, FACE_MADE if made else FACE, rect, border_radius=14)
    if selected:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), width=6, border_radius=18)
        x, y = rect.centerx, rect.bottom + 8  # a triangle under the lifted card points up at it
        pygame.draw.polygon(surface, theme.ACCENT, [(x - 14, y + 14), (x + 14, y + 14), (x, y)])
    pygame.draw.rect(surface, INK, rect, width=2, border_radius=14)
    if made:
        pygame.draw.rect(surface, INK, rect.inflate(-10, -10), width=1, border_radius=10)
    ink = RED_INK if suit in ("heart", "diamond") and not made else INK
    # corners: the value at top-left and, upside down, at bottom-right (as on real cards); a merged card's
    # "made" tag sits in the top-right corner, the one real cards leave empty, and the value is fitted beside it
    room = rect.width - 2 * CORNER_EDGE - (theme.font(MADE_SIZE).size(MADE_TAG)[0] + CORNER_GAP if made else 0)
    size = theme.fit_size(corner, min(60, room), 34, bold=True, smallest=14)
    image = _corner_image(corner, size, ink)
    surface.blit(image, (rect.left + CORNER_EDGE, rect.top + 10))
    flipped = pygame.transform.rotate(image, 180)
    surface.blit(flipped, flipped.get_rect(bottomright=(rect.right - CORNER_EDGE, rect.bottom - 10)))
    if not made:
        draw_suit(surface, suit, (rect.left + 24, rect.top + 56), 10)
        draw_suit(surface, suit, (rect.right - 24, rect.bottom - 56), 10)
    big = theme.fit_size(value, rect.width - 30, 96, bold=True, smallest=28)
    theme.blit_text(surface, value, (rect.centerx, rect.centery + (8 if made else 0)), big, ink, True, "center")
    if made:
        small = theme.fit_size(made, rect.width - 20, 22, bold=True, smallest=14)
        theme.blit_text(surface, made, (rect.centerx, rect.top + 52), small, INK, anchor="midtop")
        theme.blit_text(surface, MADE_TAG, (rect.right - CORNER_EDGE, rect.top + 12), MADE_SIZE, (90, 90, 100),
                        anchor="topright")
    elif corner in ("A", "J", "Q", "K"):
        number = {"A": 1, "J": 11, "Q": 12, "K": 13}[corner]
        theme.blit_text(surface, f"= {number}", (rect.centerx, rect.bottom - 40), 24, ink, anchor="midtop")
    if hint:
        _dashed_rect(surface, rect.inflate(18, 18), theme.YELLOW)  # first: the tab sits on top of the dashes
        tab = pygame.Rect(0, 0, 96, 30)
        tab.midbottom = (rect.centerx, rect.top + 4)
        pygame.draw.rect(surface, theme.YELLOW, tab, border_radius=8)
        pygame.draw.rect(surface, INK, tab, width=2, border_radius=8)
        theme.blit_text(surface, hint, tab.center, 20, INK, True, "center")
    if slot is not None:
        theme.blit_text(surface, str(slot), (home.centerx, home.bottom + 10), theme.SMALL, theme.TEXT_DIM,
                        anchor="midtop")


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], dash: int = 12) -> None:
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top), (rect.right, rect.top, rect.right, rect.bottom),
                           (rect.right, rect.bottom, rect.left, rect.bottom), (rect.left, rect.bottom, rect.left, rect.top)):
        length = math.hypot(x1 - x0, y1 - y0)
        steps = int(length // (dash * 2)) + 1
        for k in range(steps):
            a = k * 2 * dash / length
            b = min(1.0, (k * 2 + 1) * dash / length)
            pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), 4)


def draw_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card face down: a lattice pattern, so a paused game shows nothing to think about."""
    pygame.draw.rect(surface, (12, 12, 16), rect.move(5, 7), border_radius=14)
    pygame.draw.rect(surface, BACK, rect, border_radius=14)
    inner = rect.inflate(-20, -20)
    clip = surface.get_clip()
    surface.set_clip(inner)
    for x in range(inner.left - inner.height, inner.right, 18):
        pygame.draw.line(surface, (40, 140, 200), (x, inner.bottom), (x + inner.height, inner.top), 2)
        pygame.draw.line(surface, (40, 140, 200), (x, inner.top), (x + inner.height, inner.bottom), 2)
    surface.set_clip(clip)
    pygame.draw.rect(surface, FACE, inner, width=3, border_radius=8)
    pygame.draw.rect(surface, INK, rect, width=2, border_radius=14)


def row_rects(count: int, centre: tuple[int, int], gap: int = 36) -> list[pygame.Rect]:
    """`count` card rectangles in a row centred on `centre`."""
    width = count * CARD_W + (count - 1) * gap
    left = centre[0] - width // 2
    return [pygame.Rect(left + k * (CARD_W + gap), centre[1] - CARD_H // 2, CARD_W, CARD_H) for k in range(count)]
