"""What a level list's tile shows: the matchstick equation with the signs the board draws (× ÷, never the typed
* /), a 24 hand's target when it is not 24, and 24's list headed by what its levels are, not "Levels"."""
from __future__ import annotations

from fractions import Fraction

import pygame

from game.logic import matchstick as ms
from scenes.level_tiles import draw_picture
from scenes.twentyfour.lobby import TwentyFourLobby
from tests.helpers import drawn_texts


def texts_drawn(monkeypatch, game, spec):
    from sprites import theme

    seen = []
    real = theme.blit_text

    def spy(surface, message, *args, **kwargs):
        seen.append(str(message))
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    draw_picture(pygame.Surface((104, 92)), game, pygame.Rect(6, 34, 92, 34), spec, True)
    monkeypatch.setattr(theme, "blit_text", real)
    return seen


def test_every_matchstick_tile_writes_times_and_division_as_the_board_does(ctx, monkeypatch):
    levels = ctx.levels.levels("matchstick")
    with_signs = [lvl for lvl in levels if any(op in lvl.spec.puzzle.text for op in "*/")]
    assert with_signs, "the campaign has levels with × or ÷"
    for level in with_signs:
        (shown,) = texts_drawn(monkeypatch, "matchstick", level.spec)
        assert "*" not in shown and "/" not in shown, shown
        # the same equation, sign for sign
        assert shown.replace("×", "*").replace("÷", "/") == level.spec.puzzle.text
        assert ms.parse_puzzle(shown, level.spec.rules).text == level.spec.puzzle.text   # it reads back


def test_a_24_tile_names_its_target_when_it_is_not_24(ctx, monkeypatch):
    hands = ctx.levels.levels("twentyfour")
    others = [lvl for lvl in hands if lvl.spec.target != 24]
    assert others and len(others) < len(hands)
    for level in hands:
        shown = texts_drawn(monkeypatch, "twentyfour", level.spec)
        targets = [t for t in shown if t.startswith("make ")]
        if level.spec.target == 24:
            assert targets == [], level.id
        else:
            assert targets == [f"make {level.spec.target}"], level.id
            assert Fraction(targets[0].removeprefix("make ")) == level.spec.target


def test_the_famous_hands_list_is_headed_famous_hands(ctx, monkeypatch):
    scene = TwentyFourLobby(ctx).open_hands().scene
    shown = [message for message, _ in drawn_texts(scene, monkeypatch)]
    assert "Famous hands" in shown and "Levels" not in shown
