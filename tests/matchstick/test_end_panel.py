"""The end of a puzzle: the verdict's banner, the sound and what comes next, as the session's Outcome says."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.logic.common import Status
from scenes.base import Pop
from scenes.matchstick.custom import CustomEquationScene
from tests.helpers import drag, feed, key, make_context, mouse_down, render, run_for
from tests.matchstick.table_helpers import ask, level_scene, spot, wrong_move


def test_wrong_final_layout_is_judged_false_and_offers_undo(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert ms.status(scene.table.state) is Status.LOST
    assert scene.table.verdict is not None and not scene.table.verdict.solved
    assert scene.widgets.get("undo").enabled
    run_for(scene, 0.3)
    assert scene.table.shake > 0 and "bad" in ctx.sound.played
    render(scene)
    # every move is used: nothing more can be lifted
    feed(scene, drag(spot(scene, scene.table.occupied()[0]), (640, 560)))
    assert scene.table.state.used == 1
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert not progress.solved and progress.attempts == 1


def test_a_solved_custom_equation_offers_another_one(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "6+4=4")
    scene = custom.play().scene
    move = ms.solve(scene.table.task.puzzle, 1, "move").solutions[0].moves[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 1.0)
    assert scene.table.solved
    button = scene.widgets.get("next")
    assert button.visible and button.label.startswith("Another equation")
    feed(scene, [mouse_down(spot(scene, scene.table.occupied()[0]))])   # a solved table: a click says what is next
    assert "another equation" in scene.table.message.lower()
    assert isinstance(feed(scene, [key(pygame.K_RETURN)]), Pop)   # back to the equation screen
