"""Playtest findings for matchsticks (issue 11): the campaign by band, no internal ids, helped solves shown."""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Push
from scenes.matchstick.lobby import BAND_KEY, MatchstickMenu
from sprites import theme
from tests.helpers import click, feed, key, make_context, render


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def drawn_text(scene, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, message, *a, **k: (seen.append(message),
                                                                               real(surface, message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "blit_text", real)
    return seen


def campaign(ctx):
    menu = MatchstickMenu(ctx)
    opened = feed(menu, click(menu.widgets.get("campaign").rect.center))
    assert isinstance(opened, Push)
    return opened.scene


def tile_index(scene, pred) -> int:
    return next(t.index for t in scene.tiles if pred(t.level))


def click_tile(scene, index):
    scene.select(index)
    return feed(scene, click(scene.screen_rect(scene.tiles[index]).center))


def test_the_campaign_opens_by_band_so_a_player_can_choose_within_it(ctx):
    scene = campaign(ctx)
    levels = scene.levels
    two_stick = tile_index(scene, lambda lvl: lvl.spec.task.moves == 2)
    assert two_stick > 1 and levels[two_stick].band == levels[0].band
    # a fresh player opens a late level of the first band (the first two-stick one) without solving the rest
    assert isinstance(click_tile(scene, two_stick), Push)
    second_band = next(lvl.band for lvl in levels if lvl.band != levels[0].band)
    first_of_second = tile_index(scene, lambda lvl: lvl.band == second_band)
    assert click_tile(scene, first_of_second) is None
    assert second_band.capitalize() in scene.message and str(BAND_KEY) in scene.message
    for level in [lvl for lvl in levels if lvl.band == levels[0].band][:BAND_KEY]:
        ctx.store.record_result("matchstick", level.id, solved=True)
    scene.on_resume()
    opened = click_tile(scene, first_of_second + 3)     # any level of the band, not only its first
    assert isinstance(opened, Push)


def test_no_internal_level_id_reaches_the_player(ctx, monkeypatch):
    scene = campaign(ctx)
    ids = {lvl.id for lvl in scene.levels}
    for index in (0, 5, len(scene.levels) - 1):
        scene.select(index)
        seen = drawn_text(scene, monkeypatch)
        assert not [t for t in seen if any(i in t for i in ids)], seen
        play = click_tile(scene, index)
        if play is not None:
            seen = drawn_text(play.scene, monkeypatch)
            assert not [t for t in seen if any(i in t for i in ids)], seen
            assert any(scene.levels[index].band.capitalize() in t for t in seen)


def test_a_tile_solved_with_help_says_so(ctx, monkeypatch):
    scene = campaign(ctx)
    first, second = scene.levels[0], scene.levels[1]
    ctx.store.record_result("matchstick", first.id, solved=True, clean=False)
    ctx.store.record_result("matchstick", second.id, solved=True, clean=True, time_s=12, moves=1)
    scene.on_resume()
    seen = drawn_text(scene, monkeypatch)
    assert seen.count("with help") == 1
    feed(scene, [key(pygame.K_ESCAPE)])
