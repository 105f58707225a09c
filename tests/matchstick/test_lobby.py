"""The way in: the mode choice, the campaign by band, endless runs, and what the level list shows."""
from __future__ import annotations

import pygame
import pytest

from game.logic.outcome import Ending, Outcome
from scenes.base import Push, Replace
from scenes.level_select import LevelSelectScene
from scenes.matchstick.lobby import BAND_KEY, MatchstickMenu, campaign_scene, endless_setup, open_scene
from scenes.matchstick.play import MatchstickScene
from tests.helpers import click, drag, feed, key, make_context, render
from tests.matchstick.table_helpers import campaign, drawn_text, first_solution_move, level_scene, spot


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def tile_index(scene, pred) -> int:
    return next(t.index for t in scene.tiles if pred(t.level))


def click_tile(scene, index):
    scene.select(index)
    return feed(scene, click(scene.screen_rect(scene.tiles[index]).center))


def test_open_scene_goes_straight_to_a_named_level_else_the_menu(tmp_path):
    ctx = make_context(tmp_path, level_id="ms-003")
    scene = open_scene(ctx)
    assert isinstance(scene, MatchstickScene) and scene.setup.level_id == "ms-003"
    ctx = make_context(tmp_path, level_id="no-such-level")
    menu = open_scene(ctx)
    assert isinstance(menu, MatchstickMenu) and any("no-such-level" in n for n in ctx.notices)
    for wid in ("campaign", "custom", "endless-easy", "rules"):
        assert isinstance(menu.widgets.press(wid), Push)
    render(menu)


def test_endless_is_reproducible_from_its_seed(tmp_path):
    a, b = endless_setup("medium", 42), endless_setup("medium", 42)
    assert a.task == b.task and "seed 42" in a.subtitle
    assert endless_setup("medium", 42, 2).task != a.task or endless_setup("medium", 42, 3).task != a.task
    ctx = make_context(tmp_path, seed=42)
    menu = MatchstickMenu(ctx)
    scene = menu.widgets.press("endless-medium").scene
    assert scene.table.task == a.task
    nxt = scene.widgets.press("next")
    assert isinstance(nxt, Replace) and nxt.scene.setup.title.split()[-1] == "\x232"  # the second endless puzzle


def test_campaign_progress_survives_a_new_context(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    select = campaign_scene(ctx)
    assert not select.progress_of(select.levels[0]).solved
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.table.solved
    nxt = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(nxt, Replace) and nxt.scene.setup.level_id == "ms-002"
    ctx.store.close()
    again = make_context(tmp_path)
    select = campaign_scene(again)
    assert isinstance(select, LevelSelectScene)
    # the campaign opens by band: the count of solved levels in the band is what opens the next one
    assert select.progress_of(select.levels[0]).solved and select.locks().solved_in(select.locks().group_of(select.levels[0])) == 1


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
        ctx.store.record_outcome("matchstick", level.id, Outcome(Ending.SOLVED, time_s=30.0, moves=1))
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
    ctx.store.record_outcome("matchstick", first.id, Outcome(Ending.SOLVED, time_s=20.0, moves=1, hints=1))
    ctx.store.record_outcome("matchstick", second.id, Outcome(Ending.SOLVED, time_s=12.0, moves=1))
    scene.on_resume()
    seen = drawn_text(scene, monkeypatch)
    assert seen.count("with help") == 1
    feed(scene, [key(pygame.K_ESCAPE)])


def test_a_level_is_named_as_its_tile_is_numbered_and_the_roman_chapter_says_so(ctx, monkeypatch):
    from scenes.matchstick.lobby import level_title

    scene = campaign(ctx)
    for tile in scene.tiles:                  # the title says the number printed on the level's tile
        title = level_title(ctx, tile.level)
        assert title.endswith(f"{tile.level.band.capitalize()} {tile.number}"), (tile.level.id, title)
        roman = tile.level.spec.rules.numerals == "roman"
        assert title.startswith("Roman numerals · ") == roman, title
    first_roman = next(t for t in scene.tiles if t.level.id == "ms-r01")
    assert first_roman.number == 1 and level_title(ctx, first_roman.level) == "Roman numerals · Easy 1"
    play = click_tile(scene, first_roman.index)
    seen = drawn_text(play.scene, monkeypatch)
    assert "Roman numerals · Easy 1" in seen and not [t for t in seen if "knoblich" in t.lower()], seen


def test_the_campaign_list_gives_the_roman_chapter_headings_of_its_own(tmp_path, monkeypatch):
    from scenes.matchstick.lobby import ROMAN_CHAPTER, chapter

    ctx = make_context(tmp_path)
    select = campaign_scene(ctx)
    roman_bands = {level.band for level in select.levels if chapter(level) == ROMAN_CHAPTER}
    assert roman_bands, "the campaign has Roman levels"
    headings = [(ch, band) for ch, band, _ in select.headers]
    assert all((ROMAN_CHAPTER, band) in headings for band in roman_bands)
    assert len(headings) == len(set(headings))   # one heading per band of each chapter, never two
    first_roman = next(y for ch, _, y in select.headers if ch == ROMAN_CHAPTER)
    select.scroll = min(first_roman, select.max_scroll())
    assert any(text.startswith(f"{ROMAN_CHAPTER} · ") for text in drawn_text(select, monkeypatch))
