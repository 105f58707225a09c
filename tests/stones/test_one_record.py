"""One game played is one record: a duel won against the computer, then undo, redo, undo, redo through the scene's
keys (the player's move and the computer's reply go back and come again together) counts one Outcome and one
attempt in the store."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from tests.helpers import feed, key
from tests.stones.driving import level_scene, win


def test_win_undo_redo_undo_redo_records_one_outcome_and_one_attempt(ctx):
    scene = level_scene(ctx, "stones-01")
    win(scene)
    won = scene.duel.outcome
    assert won is not None and won.ending is Ending.SOLVED
    for _ in range(2):
        feed(scene, [key(pygame.K_u)])
        assert not scene.duel.finished and scene.duel.human_to_move
        feed(scene, [key(pygame.K_r)])
        assert scene.duel.finished and scene.duel.outcome.ending is Ending.SOLVED
    assert scene.duel.session.recorded is won
    progress = ctx.store.progress("stones")["stones-01"]
    assert progress.attempts == 1 and progress.solved
    assert ctx.store.load_game("stones") is None
