"""Undo, redo and restart on the table: only through the session."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from tests.helpers import drag, feed, key, run_for
from tests.matchstick.table_helpers import level_scene, spot, wrong_move


def test_undo_after_drag_restores_layout_and_redo_replays(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    start = scene.table.state.masks
    ids = dict(scene.table.view_ids)
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    moved = scene.table.state.masks
    assert moved != start
    feed(scene, [key(pygame.K_u)])
    assert scene.table.state.masks == start and scene.table.state.used == 0
    assert scene.table.view_ids == ids and scene.table.verdict is None
    feed(scene, [key(pygame.K_r)])
    assert scene.table.state.masks == moved
    feed(scene, [key(pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert scene.table.state.masks == start


def test_restart_is_undoable(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    moved = scene.table.state.masks
    scene.widgets.press("restart")
    assert scene.table.state == scene.session.initial
    feed(scene, [key(pygame.K_u)])
    assert scene.table.state.masks == moved


def test_undo_after_the_end_reopens_the_game_and_its_clock(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    run_for(scene, 1.0)
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.session.finished and scene.session.outcome.ending is Ending.LOST
    stopped = scene.session.elapsed
    run_for(scene, 1.0)
    assert scene.session.elapsed == stopped                      # the clock stops at the end
    assert ctx.store.load_game("matchstick")["history"]["moves"] == [str(move)]  # "Not yet" is kept: it asks for undo
    feed(scene, [key(pygame.K_u)])
    assert not scene.session.finished and scene.table.verdict is None and scene.table.sources()
    run_for(scene, 1.0)
    assert scene.session.elapsed > stopped + 0.9                 # ...and runs again once it is reopened
    assert ctx.store.load_game("matchstick")["level"] == "ms-001"
    assert ctx.store.progress("matchstick")["ms-001"].attempts == 1
