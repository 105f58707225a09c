"""One game played is one record: a solved sudoku, then undo, redo, undo, redo through the scene's keys shows the
board again and the solve again, and counts one Outcome and one attempt in the store."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from tests.helpers import feed, key
from tests.sudoku.play_helpers import open_level, solve_by_keys


def test_win_undo_redo_undo_redo_records_one_outcome_and_one_attempt(ctx):
    game = open_level(ctx)
    solve_by_keys(game)
    won = game.table.outcome
    assert won is not None and won.ending is Ending.SOLVED and game.widgets.get("done").visible
    for _ in range(2):
        feed(game, [key(pygame.K_u)])
        assert not game.table.finished and not game.widgets.get("done").visible   # the board plays again
        feed(game, [key(pygame.K_r)])
        assert game.table.finished and game.widgets.get("done").visible           # solved once more
    assert game.table.session.recorded is won and game.keeper.outcomes == [won]
    progress = ctx.store.progress("sudoku")[game.round.level_id]
    assert progress.attempts == 1 and progress.solved and progress.clean
    assert ctx.store.load_game("sudoku") is None


def test_endless_records_come_from_the_outcome_once(ctx):
    from scenes.sudoku.model import Round, endless_stats
    from scenes.sudoku.play import SudokuScene

    level = open_level(ctx)
    endless = SudokuScene(ctx, Round(level.round.puzzle, level.round.solution, level.round.grade, None, "endless"))
    endless.help_warned = True
    solve_by_keys(endless)
    feed(endless, [key(pygame.K_u), key(pygame.K_r), key(pygame.K_u), key(pygame.K_r)])
    entry = endless_stats(ctx)[level.round.grade.label]
    assert entry["solved"] == 1 and entry["best"] == endless.table.outcome.time_s  # the history keeps the time as played
