"""The table played from the keyboard: Tab / arrows choose, Enter lifts and drops, Esc puts back."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.logic.matchstick import TRAY
from tests.helpers import feed, key, make_context
from tests.matchstick.table_helpers import first_solution_move, level_scene, play_level


def test_level_solved_by_keyboard(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    for _ in range(40):
        feed(scene, [key(pygame.K_TAB)])
        if scene.table.cursor == move.src:
            break
    assert scene.table.cursor == move.src
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.table.grab is not None and scene.table.grab.source == move.src
    for _ in range(60):
        if scene.table.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    assert scene.table.cursor == move.dst
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.table.solved


def test_keyboard_escape_puts_the_match_back(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    feed(scene, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert scene.table.grab is not None
    feed(scene, [key(pygame.K_RIGHT), key(pygame.K_ESCAPE)])
    assert scene.table.grab is None and scene.table.state.used == 0
    assert feed(scene, [key(pygame.K_ESCAPE)]) is not None  # with nothing lifted, Esc pauses


def test_keyboard_plays_an_add_level_from_the_tray(tmp_path):
    _, scene = level_scene(tmp_path, "ms-002")
    move = first_solution_move(scene)
    feed(scene, [key(pygame.K_RETURN)])          # the cursor appears on the tray
    assert scene.table.cursor is not None and scene.table.cursor[0] == TRAY
    feed(scene, [key(pygame.K_RETURN)])          # lift a spare match
    assert scene.table.grab is not None
    for _ in range(60):
        if scene.table.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.table.solved and scene.table.view_tray == []


def test_the_keyboard_frame_leaves_the_table_once_every_move_is_used(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = ms.solve(scene.table.task.puzzle, 1, "move").solutions[0].moves[0]
    feed(scene, [key(pygame.K_TAB)])
    for _ in range(len(scene.table.board.slots)):
        if scene.table.cursor == move.src:
            break
        feed(scene, [key(pygame.K_TAB)])
    assert scene.table.focused() == move.src
    feed(scene, [key(pygame.K_RETURN)])
    for _ in range(len(scene.table.board.slots)):
        if scene.table.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.table.solved and scene.table.focused() is None
    feed(scene, [key(pygame.K_u)])               # undone: the frame may come back on a movable match
    feed(scene, [key(pygame.K_TAB)])
    assert scene.table.focused() in scene.table.sources()
