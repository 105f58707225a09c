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


def test_rules_are_named_in_a_players_words_never_by_their_raw_flags():
    from game.logic.matchstick.rules import FLAGS, FORMS, PRESETS, rules_from, summary

    raw = [f for f in FLAGS] + ["operators=", "form=", "knoblich"]
    cases = [rules_from(name, allow, forbid, ops, form, numerals)
             for name in PRESETS for numerals in ("digits", "roman")
             for allow, forbid in (([], []), (["unary-minus"], []), ([], ["move-equals"]),
                                   (["leading-zeros"], ["chained-equals"]))
             for ops in (None, "+-=", "+*=")
             for form in (None, *FORMS)]
    checked = 0
    for rules in cases:
        words = summary(rules)
        assert not [r for r in raw if r in words.lower()], (rules.describe(), words)
        assert words.split("  ·  ")[0].endswith("rules")
        checked += 1
    assert checked > 200
    assert summary(PRESETS["knoblich"]) == "Roman rules"
    assert summary(rules_from("classic", ["unary-minus"], [], "+-=")) == (
        "Classic rules  ·  a side may start with a minus  ·  signs + - =")
