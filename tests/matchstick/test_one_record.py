"""One game played is one record: winning a level, then undo, redo, undo, redo through the scene's keys ends the
game again each time but counts one Outcome and one attempt in the store."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from tests.helpers import feed, key, run_for
from tests.matchstick.table_helpers import level_scene, solve_by_drag


def test_win_undo_redo_undo_redo_records_one_outcome_and_one_attempt(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    solve_by_drag(scene)
    run_for(scene, 1.0)
    won = scene.table.outcome
    assert won is not None and won.ending is Ending.SOLVED
    for _ in range(2):
        feed(scene, [key(pygame.K_u)])
        assert not scene.table.finished                         # undo after the end looks back ...
        feed(scene, [key(pygame.K_r)])
        assert scene.table.finished and scene.table.solved      # ... and redo ends it again
    run_for(scene, 1.0)
    assert scene.table.session.recorded is won
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.attempts == 1 and progress.solved and progress.clean
    assert ctx.store.load_game("matchstick") is None            # nothing to resume either
