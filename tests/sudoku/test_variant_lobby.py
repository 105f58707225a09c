"""The variants in the sudoku lobby: a button per variant opens its own screen, whose campaign lists that variant's
levels only (and "Next puzzle" stays within it), whose endless buttons are the grades its generator makes, serving a
shipped puzzle at once and then one generated in the background; a variant's code or pasted line opens on its own
board."""
from __future__ import annotations

import pygame
import pytest

from game.logic.codes import code_of
from game.logic.sudoku import geo_generator
from scenes.base import Push
from scenes.level_select import LevelSelectScene
from scenes.play_code import PlayCodeScene
from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from scenes.sudoku.variant_lobby import VariantStartScene
from tests.helpers import click, feed, key, render, text
from tests.sudoku import variant_oracle
from tests.sudoku.play_helpers import classic_levels
from tests.sudoku.variant_helpers import VARIANTS, blanks, open_variant, type_digit


def _variant_screen(ctx, variant: str) -> VariantStartScene:
    start = open_scene(ctx)
    render(start)
    t = start.widgets.press(f"variant-{variant}")
    assert isinstance(t, Push) and isinstance(t.scene, VariantStartScene)
    render(t.scene)
    return t.scene


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_campaign_lists_its_own_levels_only(ctx, variant):
    screen = _variant_screen(ctx, variant)
    t = screen.widgets.press("campaign")
    assert isinstance(t, Push) and isinstance(t.scene, LevelSelectScene)
    listed = t.scene.levels
    assert listed and all(lvl.spec.variant == variant for lvl in listed)
    assert len(listed) == sum(1 for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == variant)
    render(t.scene)


def test_the_classic_campaign_lists_no_variant(ctx):
    start = open_scene(ctx)
    listed = start.widgets.press("campaign").scene.levels
    assert [lvl.id for lvl in listed] == [lvl.id for lvl in classic_levels(ctx)]


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_last_level_of_a_variant_campaign_has_no_next_puzzle(ctx, variant):
    levels = [lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == variant]
    game = open_variant(ctx, variant, len(levels) - 2)
    for cell in blanks(game):
        type_digit(game, cell, game.round.solution[cell])
    render(game)
    nxt = game.widgets.press("next").scene                  # the second last leads to the last ...
    assert nxt.round.level_id == levels[-1].id and nxt.round.variant == variant
    assert not nxt.has_next                                 # ... which ends this campaign


@pytest.mark.parametrize("variant", VARIANTS)
def test_endless_offers_the_generators_grades_and_serves_a_shipped_puzzle_at_once(ctx, variant):
    screen = _variant_screen(ctx, variant)
    grades = geo_generator.GRADES[variant]
    offered = [w.id[len("endless-"):] for w in screen.widgets.widgets if w.id.startswith("endless-")]
    assert offered == [g.label for g in grades]
    t = screen.widgets.press(f"endless-{grades[0].label}")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    game = t.scene
    assert game.round.endless and game.round.variant == variant and game.round.grade is grades[0]
    screen.start.on_leave()


@pytest.mark.parametrize("variant", ["x", "6x6"])
def test_the_next_endless_puzzle_is_generated_in_the_background(ctx, variant):
    screen = _variant_screen(ctx, variant)
    grade = geo_generator.GRADES[variant][0]
    supply = screen.start.supply(grade, variant)
    supply.pool.clear()                                      # nothing shipped left: only the worker can serve
    supply.wait(60)
    got = supply.take()
    assert got is not None and got.fresh and got.geo.variant == variant
    line = "".join(map(str, got.puzzle))
    assert variant_oracle.solutions(variant, line) == [list(got.solution)]
    screen.start.on_leave()


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_variant_code_typed_on_the_code_screen_opens_its_board(ctx, variant):
    level = next(lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == variant)
    code = code_of("sudoku", level.spec)
    scene = PlayCodeScene(ctx)
    scene.widgets.set_focus("code-text")
    feed(scene, [text(code)])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.found is not None and scene.found.code == code and not scene.problem
    t = feed(scene, click(scene.widgets.get("play").rect.center))
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    game = t.scene
    assert game.round.variant == variant and game.round.puzzle == level.spec.puzzle
    assert game.puzzle_code() == code
    render(game)
    scene.on_leave()
