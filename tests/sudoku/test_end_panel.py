"""The end of a sudoku game: progress recorded from the Outcome, the solved banner, and what N and Next puzzle do."""
from __future__ import annotations

import pygame
import pytest

from game.logic.common import Status
from game.logic.sudoku import status
from scenes.base import Replace
from scenes.sudoku import view as sudoku_game
from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from tests.helpers import feed, key, render, run_for
from tests.sudoku.play_helpers import (blank_cells, classic_levels, click_cell, digit_key, empty_cells, level,
                                       open_level, solve_by_keys)


def test_completion_by_key_events_records_progress(ctx):
    game = open_level(ctx)
    level_id = game.round.level_id
    run_for(game, 3.0)
    solve_by_keys(game)
    assert game.table.finished and status(game.table.state) is Status.SOLVED
    progress = ctx.store.progress("sudoku")[level_id]
    assert progress.solved and progress.clean
    assert progress.best_time == pytest.approx(game.table.elapsed, abs=0.2) and progress.best_time >= 3.0
    assert progress.best_moves == len(empty_cells(game))
    assert ctx.store.load_game("sudoku") is None      # nothing left to resume
    # the celebration plays, the clock has stopped, the board no longer takes digits
    t = game.table.elapsed
    run_for(game, 1.0)
    assert game.table.elapsed == t and game.table.celebrate == pytest.approx(1.0, abs=0.02)
    assert game.view.look(game.table).celebrate is not None
    feed(game, [key(pygame.K_u)])                      # undo looks back: the board plays again ...
    assert status(game.table.state) is Status.PLAYING and not game.widgets.get("next").visible
    feed(game, [key(pygame.K_r)])                      # ... and redo shows the solve again
    assert status(game.table.state) is Status.SOLVED
    assert game.widgets.get("next").visible
    assert ctx.store.progress("sudoku")[level_id].attempts == 1
    render(game)
    # Next puzzle: the following campaign level
    t = game.widgets.press("next")
    assert isinstance(t, Replace) and isinstance(t.scene, SudokuScene)
    levels = classic_levels(ctx)
    index = [lvl.id for lvl in levels].index(level_id)
    assert t.scene.round.level_id == levels[index + 1].id


def test_a_hinted_solve_is_not_clean(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])
    solve_by_keys(game)
    progress = ctx.store.progress("sudoku")[game.round.level_id]
    assert progress.solved and not progress.clean


def test_the_solved_banner_says_one_hint_not_hint_s(ctx, monkeypatch):
    shown = []
    monkeypatch.setattr(sudoku_game, "draw_solved_banner", lambda surface, panel, t, lines: shown.extend(lines))
    game = open_level(ctx)
    feed(game, [key(pygame.K_h), key(pygame.K_h)])                     # one hint, placed by H
    for cell in blank_cells(game):
        game.table.selected = cell
        feed(game, [digit_key(game.round.solution[cell])])
    assert game.table.finished and game.table.session.hints == 1
    render(game)
    texts = [line[0] for line in shown]
    assert any(t.startswith("1 hint used:") for t in texts) and not any("hint(s)" in t for t in texts)


def test_new_puzzle_asks_first_when_there_is_progress(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    feed(game, [digit_key(game.round.solution[cell])])
    assert feed(game, [key(pygame.K_n)]) is None and "N again" in game.table.message
    t = feed(game, [key(pygame.K_n)])
    assert isinstance(t, Replace) and t.scene.round.level_id != game.round.level_id


def test_new_puzzle_on_the_last_level_says_so_and_stays(ctx):
    ctx.level_id = classic_levels(ctx)[-1].id
    game = open_scene(ctx)
    assert feed(game, [key(pygame.K_n)]) is None and feed(game, [key(pygame.K_n)]) is None
    assert "last puzzle" in game.table.message


def test_next_puzzle_walks_the_campaign_in_order(ctx):
    game = open_level(ctx)
    ids = [lvl.id for lvl in classic_levels(ctx)]
    seen = [game.round.level_id]
    for _ in range(2):
        solve_by_keys(game)
        t = game.widgets.press("next")
        assert isinstance(t, Replace)
        game = t.scene
        seen.append(game.round.level_id)
    start = ids.index(seen[0])
    assert seen == ids[start:start + 3]
    assert all(ctx.store.progress("sudoku")[i].solved for i in seen[:2])


def test_next_puzzle_names_where_it_leads_across_a_grade(ctx):
    easy = [lvl for lvl in classic_levels(ctx) if lvl.band == "easy"]
    ctx.level_id = easy[-1].id                                         # the last easy level ...
    game = open_scene(ctx)
    for cell in blank_cells(game):
        game.table.selected = cell
        feed(game, [digit_key(game.round.solution[cell])])
    assert game.table.finished
    assert game.widgets.get("next").detail == "Medium 1"               # ... leads into the medium grade
    render(game)
    nxt = game.widgets.press("next").scene
    assert nxt.round.title == "Medium 1" and nxt.round.level_id == level(ctx, 0, "medium").id
