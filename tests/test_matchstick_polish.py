"""Matchsticks as a player finds it: what the table shows while the answers are walked, how the custom-equation
screen words and lays out its answers, and how the relaxed rules' empty minus places are spaced."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from scenes.matchstick import play_level
from scenes.matchstick_parts import TRAY
from tests.helpers import drag, feed, key, make_context, render, run_for


def spot(scene, loc) -> tuple[int, int]:
    return scene.tray_rect.center if loc[0] == TRAY else scene.board.grip(loc)


def unreadable_move(scene) -> ms.Move:
    """A legal move after which some cell reads as nothing."""
    for move in ms.legal_moves(scene.state):
        after = ms.apply(scene.state, move)
        if any(ms.read(k, m) is None for k, m in zip(scene.task.puzzle.layout.kinds, after.masks)):
            return move
    raise AssertionError("no move breaks a glyph")


# --- the answer walk shows answers, not the player's mistakes ---------------------------------------------------

def test_answer_walk_hides_the_marks_of_the_players_wrong_layout(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = unreadable_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 0.5)
    assert scene.verdict is not None and not scene.verdict.solved
    assert scene.unreadable_cells()            # the wrong layout's broken glyphs are pointed at
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 2.0)
    assert scene.answers is not None
    assert scene.unreadable_cells() == []      # ...but not over an answer being shown
    render(scene)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.answers is None and scene.unreadable_cells()


def test_a_half_given_hint_does_not_stay_over_the_answers(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    feed(scene, [key(pygame.K_h), key(pygame.K_h)])
    assert len(scene.hint_locs()) == 2
    feed(scene, [key(pygame.K_a)])
    assert scene.answers is not None and scene.hint_locs() == []
