"""The end of a stone duel: the end panel plays again or moves on (Enter goes to the next level after a win,
plays again after a loss) and names only the help actually used, from the duel's Outcome."""
from __future__ import annotations

import pygame
import pytest

from game.logic import stones
from game.logic.stones import PLAYER
from scenes.base import Pop, Replace
from scenes.stones.play import StonesScene
from tests.helpers import click, feed, key, make_context, run_for
from tests.stones.driving import bad_move, drawn, keyboard_take, level_scene, let_the_ai_move, vs_ai


def test_end_panel_plays_again_or_moves_on(ctx):
    scene = level_scene(ctx, "stones-01")
    while not scene.duel.over:
        if scene.duel.human_to_move:
            scene.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    result = scene.widgets.press("next")
    assert isinstance(result, Replace) and result.scene.duel.level_id == "stones-02"
    scene.widgets.press("again")
    assert scene.duel.state == scene.duel.initial and not scene.duel.over
    feed(scene, [key(pygame.K_u)])  # restart itself can be undone
    assert scene.duel.over
    assert isinstance(scene.widgets.press("leave"), Pop)


def test_a_keyboard_only_win_goes_on_to_the_next_level_with_enter(ctx):
    scene = level_scene(ctx, "stones-01")
    while not scene.duel.over:
        if scene.duel.human_to_move:
            keyboard_take(scene, stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    assert scene.duel.winner() is scene.duel.seats[stones.PLAYER]
    assert scene.widgets.focus is scene.widgets.get("next")  # not Undo, hidden behind the veil
    result = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(result, Replace) and result.scene.duel.level_id == "stones-02"


def test_after_a_loss_enter_plays_the_level_again(ctx):
    scene = level_scene(ctx, "stones-12")  # a perfect AI
    while not scene.duel.over:
        if scene.duel.human_to_move:
            scene.take(bad_move(scene.duel.state.heaps))
        run_for(scene, 1.0)
    assert scene.duel.winner() is scene.duel.seats[stones.OPPONENT]
    assert scene.widgets.focus is scene.widgets.get("again")
    feed(scene, [key(pygame.K_RETURN)])
    assert not scene.duel.over and scene.duel.state == scene.duel.initial


def play_out(scene: StonesScene) -> None:
    """Heaps (1, 1): the player takes one, the AI must take the last and loses."""
    feed(scene, click(scene.table.layout.stone_center(0, 0)))
    let_the_ai_move(scene)
    assert scene.duel.over and scene.duel.winner() is scene.duel.seats[PLAYER]


@pytest.mark.parametrize("helped", ["none", "hint", "teach"])
def test_the_end_panel_names_only_the_help_used(tmp_path, monkeypatch, helped):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("stones.teach", False)
    scene = vs_ai(ctx, (1, 1))
    if helped == "hint":
        feed(scene, [key(pygame.K_h)])
        assert scene.table.hint is not None
    elif helped == "teach":
        feed(scene, [key(pygame.K_t)])
        run_for(scene, 0.1)
        assert scene.table.teach
    play_out(scene)
    texts = [text for text, _ in drawn(scene, monkeypatch)]
    assert ("(with help from hints)" in texts) == (helped == "hint")
    assert ("(with the teaching panel on)" in texts) == (helped == "teach")
