"""The shared level list: bands, locks in campaign order, keyboard and mouse, problems shown."""
from __future__ import annotations

import pygame
import pytest

from game.logic.outcome import Ending, Outcome
from game.levels import Catalog, Level, LevelFile, Problem
from scenes.base import Pop, Push, Scene
from scenes.level_select import COLUMNS, LevelSelectScene
from tests.helpers import click, feed, key, make_context, motion, render, wheel


def catalog(count: int = 25) -> Catalog:
    levels = [Level("matchstick", f"m-{i}", f"M{i}", "easy" if i < 12 else "hard", None, "m.yaml", i + 3)
              for i in range(count)]
    problem = Problem("m.yaml", 99, "puzzle: unknown character 'q' (level m-x)")
    return Catalog([LevelFile("m.yaml", "matchstick", levels=levels, problems=[problem])])


class Played(Scene):
    def __init__(self, ctx, level):
        super().__init__(ctx)
        self.level = level


def make(tmp_path, unlock=True):
    ctx = make_context(tmp_path, catalog=catalog())
    return ctx, LevelSelectScene(ctx, "matchstick", "Matchsticks", lambda lvl: Played(ctx, lvl),
                                 unlock_in_order=unlock)


def test_campaign_order_locks_until_the_previous_is_solved(tmp_path):
    ctx, scene = make(tmp_path)
    assert scene.unlocked(0) and not scene.unlocked(1)
    assert feed(scene, [key(pygame.K_RIGHT), key(pygame.K_RETURN)]) is None  # level 2 is locked
    assert "Locked" in scene.message
    ctx.store.record_outcome("matchstick", "m-0", Outcome(Ending.SOLVED, 30, 1))
    scene.on_resume()
    assert scene.unlocked(1) and not scene.unlocked(2)
    result = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(result, Push) and result.scene.level.id == "m-1"


def test_selection_starts_at_the_first_unsolved_level(tmp_path):
    ctx = make_context(tmp_path, catalog=catalog())
    for i in range(3):
        ctx.store.record_outcome("matchstick", f"m-{i}", Outcome(Ending.SOLVED, 30.0, 1))
    scene = LevelSelectScene(ctx, "matchstick", "M", lambda lvl: Played(ctx, lvl), unlock_in_order=True)
    assert scene.selected == 3


def test_mouse_click_opens_a_level_and_arrows_move_by_rows(tmp_path):
    ctx, scene = make(tmp_path, unlock=False)
    feed(scene, [key(pygame.K_DOWN)])
    assert scene.selected == COLUMNS
    tile = scene.tiles[5]
    result = feed(scene, click(scene.screen_rect(tile).center))
    assert isinstance(result, Push) and result.scene.level.id == "m-5"


def test_scrolling_keeps_the_selection_visible(tmp_path):
    ctx, scene = make(tmp_path, unlock=False)
    for _ in range(3):
        feed(scene, [key(pygame.K_DOWN)])
    feed(scene, [wheel(-3)])
    assert 0 <= scene.scroll <= scene.max_scroll()
    feed(scene, [key(pygame.K_PAGEUP)])
    rect = scene.screen_rect(scene.tiles[scene.selected])
    assert rect.top >= scene.top() - 1


def test_escape_goes_back_and_problems_are_listed(tmp_path):
    ctx, scene = make(tmp_path)
    assert isinstance(feed(scene, [key(pygame.K_ESCAPE)]), Pop)
    assert scene.problems and "unknown character" in str(scene.problems[0])
    render(scene)


def test_numbers_by_band_and_the_games_own_titles(tmp_path):
    ctx = make_context(tmp_path, catalog=catalog())
    scene = LevelSelectScene(ctx, "matchstick", "M", lambda lvl: Played(ctx, lvl), number_by_band=True,
                             title_of=lambda lvl: f"title of {lvl.id}")
    assert [t.number for t in scene.tiles[10:14]] == [11, 12, 1, 2]  # 'hard' starts again at 1
    plain = LevelSelectScene(ctx, "matchstick", "M", lambda lvl: Played(ctx, lvl))
    assert [t.number for t in plain.tiles[10:14]] == [11, 12, 13, 14]
    render(scene)


def test_coming_back_from_a_solved_level_selects_the_next_unsolved(tmp_path):
    ctx, scene = make(tmp_path, unlock=False)
    ctx.store.record_outcome("matchstick", "m-1", Outcome(Ending.SOLVED, 30.0, 1))
    scene.select(0)
    result = feed(scene, [key(pygame.K_RETURN)])
    ctx.store.record_outcome("matchstick", result.scene.level.id, Outcome(Ending.SOLVED, 30.0, 1))
    scene.on_resume()
    assert scene.selected == 2  # m-0 just solved, m-1 solved before
    scene.on_resume()           # nothing new solved: the selection stays
    assert scene.selected == 2


class Backwards(Catalog):
    """A catalog whose campaign runs from the last level of the list to the first."""

    def next_level(self, game: str, level_id: str | None) -> Level | None:
        ids = [lvl.id for lvl in self.levels(game)]
        index = ids.index(level_id) if level_id in ids else None
        return None if index is None or index == 0 else self.levels(game)[index - 1]


def test_locks_and_the_next_level_follow_the_catalogs_order(tmp_path):
    """What comes after a level is the catalog's to say: the level list asks it, never counts tiles itself."""
    files = catalog().files
    ctx = make_context(tmp_path, catalog=Backwards(files))
    scene = LevelSelectScene(ctx, "matchstick", "M", lambda lvl: Played(ctx, lvl), unlock_in_order=True)
    last = len(scene.levels) - 1
    assert scene.unlocked(last) and not scene.unlocked(last - 1) and not scene.unlocked(0)
    assert scene.selected == last                      # the campaign starts at the end of the list
    ctx.store.record_outcome("matchstick", scene.levels[last].id, Outcome(Ending.SOLVED, 30.0, 1))
    scene.on_resume()
    assert scene.unlocked(last - 1) and not scene.unlocked(last - 2)
    assert scene.selected == last - 1                  # the next level, as the catalog orders them


def test_arrows_go_to_the_nearest_tile_that_way_even_across_a_band_heading(tmp_path):
    """12 easy levels (a full row of 10, then 2) above the hard band: Down from the second tile of easy's short row
    goes to the second tile of the hard band (same column, next row on screen), not ten levels further on."""
    ctx, scene = make(tmp_path, unlock=False)
    scene.select(11)
    feed(scene, [key(pygame.K_DOWN)])
    start = scene.tiles[11].rect
    below = min((t for t in scene.tiles if t.rect.x == start.x and t.rect.y > start.y), key=lambda t: t.rect.y)
    assert scene.selected == below.index == 13
    feed(scene, [key(pygame.K_UP)])
    assert scene.selected == 11
    feed(scene, [key(pygame.K_LEFT)])
    assert scene.selected == 10
    feed(scene, [key(pygame.K_UP)])
    assert scene.selected == 0
    scene.select(11)
    feed(scene, [key(pygame.K_RIGHT)])   # the end of a row: on to the next tile in reading order
    assert scene.selected == 12


def test_hovering_a_tile_names_it_on_the_line_under_the_tiles(tmp_path):
    ctx, scene = make(tmp_path, unlock=False)
    line = pygame.Rect(0, 648, 1280, 34)
    before = render(scene).subsurface(line).copy()
    assert str(scene.about()).startswith(f"Level {scene.tiles[scene.selected].number}.")
    feed(scene, [motion(scene.screen_rect(scene.tiles[7]).center)])
    after = render(scene).subsurface(line).copy()
    assert str(scene.about()).startswith("Level 8.")
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    feed(scene, [motion((640, 100))])   # off the tiles: the selected level again
    assert pygame.image.tobytes(render(scene).subsurface(line), "RGB") == pygame.image.tobytes(before, "RGB")


@pytest.mark.parametrize("game", ["matchstick", "stones", "twentyfour", "sudoku"])
def test_every_tile_shows_its_puzzle(tmp_path, game):
    """The picture part of a tile is not blank, and two levels with different puzzles look different there."""
    ctx = make_context(tmp_path, catalog=Catalog.load())
    scene = LevelSelectScene(ctx, game, game, lambda lvl: Played(ctx, lvl))
    surface = render(scene)
    first, second = (t for t in scene.tiles[1:3])
    assert first.level.spec != second.level.spec

    def picture(tile):   # between the number (top left) and the time line (bottom), clear of the tile's edges
        rect = scene.screen_rect(tile)
        area = pygame.Rect(rect.left + 6, rect.top + 34, rect.width - 12, rect.height - 34 - 24)
        return pygame.image.tobytes(surface.subsurface(area), "RGB")

    for tile in (first, second):
        colours = {picture(tile)[i:i + 3] for i in range(0, len(picture(tile)), 3)}
        assert len(colours) > 2, f"{game} tile {tile.number} is blank"
    assert picture(first) != picture(second)


def test_the_line_under_the_tiles_follows_the_arrow_keys_after_the_mouse(tmp_path):
    ctx, scene = make(tmp_path, unlock=False)
    feed(scene, [motion(scene.screen_rect(scene.tiles[4]).center)])
    assert str(scene.about()).startswith("Level 5")          # the tile under the mouse
    feed(scene, [key(pygame.K_RIGHT)])
    assert scene.selected == 1 and str(scene.about()).startswith("Level 2")   # the key moved the selection: it follows
    feed(scene, [key(pygame.K_PAGEDOWN)])
    assert str(scene.about()).startswith(f"Level {scene.selected + 1}")
    feed(scene, [motion(scene.screen_rect(scene.tiles[7]).center)])
    assert str(scene.about()).startswith("Level 8")          # and the mouse takes it back when it moves
