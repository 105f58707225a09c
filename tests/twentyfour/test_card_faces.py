"""What a card face shows never overlaps: the corners, the "made" tag, the expression a merged card came from and
its value each keep their own place, however long the value (fractions such as 24/11)."""
from __future__ import annotations

import pygame
import pytest

from sprites import twentyfour as art


class Recording(pygame.Surface):
    """A surface that keeps the rectangle of every image blitted on it (the texts of a card face)."""

    def __init__(self) -> None:
        super().__init__((400, 400))
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = source.get_rect(topleft=dest) if isinstance(dest, tuple) else source.get_rect(topleft=dest.topleft)
        self.placed.append(rect)
        return super().blit(source, dest, *args, **kwargs)



@pytest.mark.parametrize("corner, made", [("24/11", "(5-11/11)×6"), ("8/3", "8/3"), ("-143/12", "1-13×11/12"),
                                          ("28561", "13×13×13×13"), ("11", "5+6")])
def test_a_merged_cards_texts_do_not_overlap(corner, made):
    pygame.font.init()
    surface = Recording()
    card = pygame.Rect(100, 100, art.CARD_W, art.CARD_H)
    art.draw_card(surface, card, corner=corner, value=corner, made=made)
    texts = surface.placed
    assert len(texts) == 5   # two corners, the tag, the expression, the value
    for i, a in enumerate(texts):
        assert card.contains(a), f"text {i} {tuple(a)} leaves the card {tuple(card)}"
        for j, b in enumerate(texts[i + 1:], start=i + 1):
            assert not a.colliderect(b), f"{corner}: text {i} {tuple(a)} overlaps text {j} {tuple(b)}"
