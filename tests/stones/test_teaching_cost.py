"""The teaching panel on a campaign level is help that costs the star, like a hint: T (or the Teach switch) asks
first with the same question as H, the panel stays off unless the player accepts, and every level opens clean
(custom games, where the panel costs nothing, remember it)."""
from __future__ import annotations

import pygame

from game.logic import stones
from game.shell.app import App
from scenes.base import Push
from scenes.game_scene import ConfirmHelp
from scenes.stones.play import StonesScene
from tests.helpers import DT, click, key, run_for
from tests.stones.driving import drawn_text, level_scene, vs_ai


def test_the_teaching_panel_asks_first_like_a_hint_and_cancel_keeps_the_star(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05", warned=False)
    app = App(ctx, lambda c: [scene])
    app.step([], DT)
    app.step([key(pygame.K_t, unicode="t")], DT)
    assert isinstance(app.top, ConfirmHelp)                     # the same question H asks
    for _ in range(30):
        app.step([], DT)
    assert not scene.table.teach and not scene.duel.helped      # nothing shown, nothing spent while it asks
    app.step([key(pygame.K_ESCAPE)], DT)
    run_for(scene, 0.5)
    assert app.top is scene and not scene.table.teach and not scene.duel.helped
    assert not scene.widgets.get("teach").value                 # the switch says off too
    assert "XOR" not in drawn_text(scene, monkeypatch)
    app.step(click(scene.widgets.get("teach").rect.center), DT)  # the switch asks as well
    assert isinstance(app.top, ConfirmHelp) and not scene.table.teach
    app.step([key(pygame.K_RETURN)], DT)                        # Enter: use it
    assert app.top is scene and scene.table.teach and scene.widgets.get("teach").value
    assert scene.duel.helped and scene.helped
    assert "XOR" in drawn_text(scene, monkeypatch)


def test_every_level_opens_with_the_panel_off_and_its_star_unspent(ctx, monkeypatch):
    first = level_scene(ctx, "stones-05")
    first.set_teach(True)                                       # asked already (warned): on at once
    run_for(first, 0.5)
    assert first.table.teach and first.helped
    for level_id in ("stones-05", "stones-06"):                 # the same level again, and the next one
        fresh = level_scene(ctx, level_id)
        run_for(fresh, 1.0)
        assert not fresh.table.teach and not fresh.duel.helped and not fresh.helped
        assert "hint used" not in drawn_text(fresh, monkeypatch)
    custom = vs_ai(ctx, (3, 4, 5))
    custom.set_teach(True)
    assert vs_ai(ctx, (3, 4, 5)).table.teach                   # a custom game, where it costs nothing, remembers


def test_the_panel_turned_on_after_the_end_does_not_spend_the_next_attempts_star(ctx):
    scene = level_scene(ctx, "stones-01", warned=False)
    while not scene.duel.finished:                                  # a clean win
        if scene.duel.human_to_move:
            scene.table.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    assert scene.set_teach(True) is None and scene.table.teach  # free once the duel is over
    scene.widgets.press("again")
    run_for(scene, 0.5)
    assert not scene.duel.helped and not scene.table.teach      # playing again: off, and asked before it costs
    asked = scene.set_teach(True)
    assert isinstance(asked, Push) and isinstance(asked.scene, ConfirmHelp) and not scene.table.teach


def test_the_switch_and_the_key_agree(ctx):
    scene: StonesScene = level_scene(ctx, "stones-05")
    app = App(ctx, lambda c: [scene])
    app.step([key(pygame.K_t, unicode="t")], DT)
    assert scene.table.teach and scene.widgets.get("teach").value
    app.step([key(pygame.K_t, unicode="t")], DT)
    assert not scene.table.teach and not scene.widgets.get("teach").value
