"""One game played is one record: a famous hand solved, then undo, redo, undo, redo through the scene's keys
counts one Outcome and one attempt in the store; in a mode, the run books the hand once."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from tests.helpers import feed, key
from tests.twentyfour.play_helpers import answer, hand, start


def test_win_undo_redo_undo_redo_records_one_outcome_and_one_attempt(ctx):
    scene = hand(ctx, "24-first-steps")
    answer(scene, "(1+2+3)*4")
    won = scene.hand.outcome
    assert won is not None and won.ending is Ending.SOLVED
    for _ in range(2):
        feed(scene, [key(pygame.K_u)])
        assert not scene.hand.finished
        feed(scene, [key(pygame.K_r)])
        assert scene.hand.finished and scene.hand.outcome.ending is Ending.SOLVED
    assert scene.hand.session.recorded is won and scene.series.keeper.outcomes == [won]
    progress = ctx.store.progress("twentyfour")["24-first-steps"]
    assert progress.attempts == 1 and progress.solved and progress.clean


def test_a_run_books_a_hand_once_however_often_it_is_undone_and_redone(ctx):
    scene = start(ctx, "beat_the_clock")
    answer(scene, scene.hand.solutions[0].text)
    booked = scene.run
    for _ in range(2):
        feed(scene, [key(pygame.K_u), key(pygame.K_r)])
    assert scene.run == booked and scene.run.solved == 1 and len(scene.series.keeper.outcomes) == 1
