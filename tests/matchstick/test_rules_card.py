"""The rules card scene: the glyphs and what the active preset allows."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from scenes.matchstick.rules_card import RulesCardScene
from tests.helpers import feed, key, make_context, render


def test_rules_card_lists_the_active_preset(tmp_path):
    ctx = make_context(tmp_path)
    card = RulesCardScene(ctx, ms.PRESETS["strict"])
    render(card)
    feed(card, [key(pygame.K_RIGHT)])
    assert card.rules.name != "strict"
    render(card)
