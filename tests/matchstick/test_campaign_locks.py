"""The campaign's locks are one rule: the Roman chapter's bands open on Roman levels, "Next level" opens only a
level the list shows open, and the lobby names a saved attempt's level as the list does and the list selects it."""
from __future__ import annotations

import pygame
import pytest

from game.logic.outcome import Ending, Outcome
from scenes.base import Pop, Replace
from scenes.matchstick.lobby import BAND_KEY, ROMAN_CHAPTER, MatchstickMenu, chapter, level_title
from sprites.widgets import Button
from tests.helpers import drag, feed, key, make_context
from tests.matchstick.table_helpers import campaign, play_level, solve_by_drag, spot, wrong_move


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def solve(ctx, level):
    ctx.store.record_outcome("matchstick", level.id, Outcome(Ending.SOLVED, time_s=30.0, moves=1))


def roman(ctx, band):
    return [lvl for lvl in ctx.levels.levels("matchstick") if chapter(lvl) == ROMAN_CHAPTER and lvl.band == band]


def digit(ctx, band):
    return [lvl for lvl in ctx.levels.levels("matchstick") if not chapter(lvl) and lvl.band == band]


def test_the_roman_bands_open_on_roman_levels_only(ctx):
    for level in digit(ctx, "easy"):                     # every digit Easy level solved
        solve(ctx, level)
    scene = campaign(ctx)
    roman_medium = roman(ctx, "medium")[0]
    assert roman(ctx, "easy") and roman_medium
    index = scene.index_of[roman_medium.id]
    assert not scene.unlocked(index)                     # digit levels do not open a Roman band
    assert feed(scene, []) is None and scene.open(index) is None
    assert f"{ROMAN_CHAPTER} Easy" in scene.message and "(0 so far)" in scene.message, scene.message
    opening = min(BAND_KEY, len(roman(ctx, "easy")))   # a band smaller than the key opens on all of it
    assert f"opens once {opening} {ROMAN_CHAPTER} Easy levels" in scene.message
    for level in roman(ctx, "easy")[:opening - 1]:
        solve(ctx, level)
    scene.on_resume()
    assert not scene.unlocked(index)
    assert f"({opening - 1} so far)" in scene.lock_reason(index)
    solve(ctx, roman(ctx, "easy")[opening - 1])
    scene.on_resume()
    assert scene.unlocked(index)
    assert scene.unlocked(scene.index_of[digit(ctx, "medium")[0].id])


def test_next_level_never_opens_a_level_the_list_shows_locked(ctx):
    last_easy = roman(ctx, "easy")[-1]
    assert ctx.levels.next_level("matchstick", last_easy.id).id == roman(ctx, "medium")[0].id
    scene = play_level(ctx, last_easy)
    solve_by_drag(scene)
    following = campaign(ctx)
    assert not following.unlocked(following.index_of[roman(ctx, "medium")[0].id])
    assert scene.widgets.get("next", Button).label == "Back to levels"
    assert isinstance(feed(scene, [key(pygame.K_RETURN)]), Pop)


def test_next_level_opens_the_next_band_once_this_solve_opens_it(ctx):
    easy = roman(ctx, "easy")
    for level in easy[:min(BAND_KEY, len(easy)) - 1]:
        solve(ctx, level)
    scene = play_level(ctx, easy[-1])                   # the solve that opens Roman Medium
    solve_by_drag(scene)
    assert scene.widgets.get("next", Button).label == "Next level"
    opened = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(opened, Replace) and opened.scene.setup.level_id == roman(ctx, "medium")[0].id
    assert campaign(ctx).unlocked(campaign(ctx).index_of[roman(ctx, "medium")[0].id])


def test_the_lobby_names_the_saved_level_as_the_list_does_and_the_list_selects_it(ctx, monkeypatch):
    level = next(lvl for lvl in digit(ctx, "medium") if lvl.spec.task.moves == 2)
    scene = play_level(ctx, level)
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    scene.widgets.press("back")
    detail = MatchstickMenu(ctx).widgets.get("campaign", Button).detail
    listed = campaign(ctx)
    tile = listed.tiles[listed.selected]
    assert tile.level.id == level.id
    # the name is the tile's heading and number, as printed on the list
    assert f"{level.band.capitalize()} {tile.number} waits where you left it" in detail, detail
    assert level_title(ctx, level).startswith(f"{level.band.capitalize()} {tile.number}")
    assert str(listed.about()).startswith(str(level_title(ctx, level)))
