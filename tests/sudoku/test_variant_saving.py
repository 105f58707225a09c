"""Saving and resuming a variant game through the scene, as the classic one: its geometry, digits, pencil marks,
hints and undo history come back in a new context; endless play resumes into more of the same variant; a save whose
variant, regions, cages or solution are damaged is reported and dropped."""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Push
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from scenes.sudoku.play import SudokuScene
from sprites.widgets import Button
from tests.helpers import feed, key, make_context, render, run_for
from tests.sudoku.variant_helpers import VARIANTS, blanks, open_variant, type_digit

SHIFT = pygame.KMOD_SHIFT


def _houses(geo):
    return (frozenset(frozenset(h) for h in geo.houses), frozenset((frozenset(c.cells), c.total) for c in geo.cages))


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_variant_game_saves_and_resumes_with_its_undo_history(tmp_path, catalog, variant):
    ctx = make_context(tmp_path, catalog=catalog)
    game = open_variant(ctx, variant)
    a, b, c = blanks(game)[:3]
    type_digit(game, a, game.round.solution[a])
    type_digit(game, b, 1, SHIFT)
    type_digit(game, b, 2, SHIFT)
    type_digit(game, c, game.round.solution[c])
    feed(game, [key(pygame.K_u)])                          # an undone move is kept for redo
    run_for(game, 2.0)
    feed(game, [key(pygame.K_h)])
    game.save()
    state, hints = game.table.state, game.table.session.hints
    ctx.store.close()

    ctx2 = make_context(tmp_path, catalog=catalog)
    start = open_scene(ctx2)
    assert isinstance(start, SudokuStartScene)
    assert f"of {game.round.geo.cells} filled" in start.widgets.get("resume", Button).detail
    render(start)                                          # the preview draws the variant's grid
    t = start.widgets.press("resume")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    resumed = t.scene
    assert resumed.round.variant == variant and _houses(resumed.round.geo) == _houses(game.round.geo)
    assert resumed.table.state == state and resumed.table.session.hints == hints
    assert resumed.round.solution == game.round.solution
    feed(resumed, [key(pygame.K_r)])                       # redo the undone move
    assert resumed.table.state.entries[c] == game.round.solution[c]
    feed(resumed, [key(pygame.K_u)] * 4)
    assert not any(resumed.table.state.entries) and not any(resumed.table.state.marks)
    render(resumed)


def test_an_endless_variant_game_resumes_into_more_of_the_same_variant(tmp_path, catalog):
    ctx = make_context(tmp_path, catalog=catalog)
    start = open_scene(ctx)
    render(start)
    lobby = start.widgets.press("variant-jigsaw").scene
    render(lobby)
    t = lobby.widgets.press("endless-easy")                # the shipped easy jigsaws serve the first one
    assert isinstance(t, Push)
    game = t.scene
    assert game.round.endless and game.round.variant == "jigsaw"
    cell = blanks(game)[0]
    type_digit(game, cell, game.round.solution[cell])
    game.save()
    start.on_leave()
    ctx.store.close()

    ctx2 = make_context(tmp_path, catalog=catalog)
    start2 = open_scene(ctx2)
    resumed = start2.widgets.press("resume").scene
    assert resumed.round.variant == "jigsaw" and resumed.round.endless
    assert resumed.sequel is not None and resumed.sequel.variant == "jigsaw"
    start2.on_leave()


@pytest.mark.parametrize("damage", [
    {"variant": "hexagon"},
    {"variant": "x", "puzzle": "0" * 81, "solution": "1" * 81},
    {"puzzle": "0" * 81 + " " + "1" * 81},                  # regions that are not nine groups
    {"solution": "123456789" * 9},
])
def test_a_damaged_variant_save_is_reported_and_dropped(ctx, damage):
    game = open_variant(ctx, "jigsaw")
    cell = blanks(game)[0]
    type_digit(game, cell, game.round.solution[cell])
    record = ctx.store.load_game("sudoku")
    assert record is not None and record["variant"] == "jigsaw"
    record.update(damage)
    ctx.store.save_game("sudoku", record)
    ctx.level_id = None
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert "could not be resumed" in start.notice
    assert not start.widgets.get("resume").visible
    assert ctx.store.load_game("sudoku") is None
