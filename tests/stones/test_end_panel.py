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
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            scene.table.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    result = scene.widgets.press("next")
    assert isinstance(result, Replace) and result.scene.duel.level_id == "stones-02"
    ended = scene.duel.session
    scene.widgets.press("again")                # playing again from the start is a new game
    assert scene.duel.session is not ended and scene.duel.state == ended.initial and not scene.duel.finished
    assert not scene.duel.can_undo()
    assert ctx.store.progress("stones")["stones-01"].attempts == 1
    win_again = scene.duel.session
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            scene.table.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    assert scene.duel.session is win_again and ctx.store.progress("stones")["stones-01"].attempts == 2
    assert isinstance(scene.widgets.press("leave"), Pop)


def test_a_keyboard_only_win_goes_on_to_the_next_level_with_enter(ctx):
    scene = level_scene(ctx, "stones-01")
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            keyboard_take(scene, stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    assert scene.duel.winner() is scene.duel.seats[stones.PLAYER]
    assert scene.widgets.focus is scene.widgets.get("next")  # not Undo, hidden behind the veil
    result = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(result, Replace) and result.scene.duel.level_id == "stones-02"


def test_after_a_loss_enter_plays_the_level_again(ctx):
    scene = level_scene(ctx, "stones-12")  # a perfect AI
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            scene.table.take(bad_move(scene.duel.state.heaps))
        run_for(scene, 1.0)
    assert scene.duel.winner() is scene.duel.seats[stones.OPPONENT]
    assert scene.widgets.focus is scene.widgets.get("again")
    feed(scene, [key(pygame.K_RETURN)])
    assert not scene.duel.finished and scene.duel.state == scene.duel.session.initial


def play_out(scene: StonesScene) -> None:
    """Heaps (1, 1): the player takes one, the AI must take the last and loses."""
    feed(scene, click(scene.table.layout.stone_center(0, 0)))
    let_the_ai_move(scene)
    assert scene.duel.finished and scene.duel.winner() is scene.duel.seats[PLAYER]


@pytest.mark.parametrize("helped", ["none", "hint", "teach"])
def test_the_end_panel_names_only_the_help_used(tmp_path, monkeypatch, helped):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("stones.teach", False)
    scene = vs_ai(ctx, (1, 1))
    if helped == "hint":
        feed(scene, [key(pygame.K_h)])
        assert scene.duel.shown_hint is not None
    elif helped == "teach":
        feed(scene, [key(pygame.K_t)])
        run_for(scene, 0.1)
        assert scene.table.teach
    play_out(scene)
    texts = [text for text, _ in drawn(scene, monkeypatch)]
    assert ("(with help from hints)" in texts) == (helped == "hint")
    assert ("(with the teaching panel on)" in texts) == (helped == "teach")


def painted_default(scene: StonesScene, wid: str) -> bool:
    """Whether the button is painted as the default: the accent fill, read off the drawn frame."""
    from sprites import theme
    from tests.helpers import render

    rect = scene.widgets.get(wid).rect
    return tuple(render(scene).get_at((rect.left + 8, rect.bottom - 8)))[:3] == theme.ACCENT


def shown_end_buttons(scene: StonesScene) -> list:
    return sorted((b for b in (scene.widgets.get(w) for w in ("again", "next", "leave")) if b.visible),
                  key=lambda b: b.rect.left)


@pytest.mark.parametrize("result", ["win", "loss"])
def test_the_button_painted_as_the_default_is_the_one_enter_presses_with_no_hole(ctx, result):
    from scenes.stones.view import END_PANEL

    # a won level offers the next one; a lost custom game has none to offer, so one button is hidden
    scene = level_scene(ctx, "stones-01") if result == "win" else vs_ai(ctx, (3, 4, 5))
    while not scene.duel.finished:
        if scene.duel.human_to_move:
            heaps = scene.duel.state.heaps
            scene.table.take(stones.best_move(heaps, stones.Rule.MISERE) if result == "win" else bad_move(heaps))
        run_for(scene, 1.0)
    feed(scene, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    shown = shown_end_buttons(scene)
    assert [b.id for b in shown] == (["again", "next", "leave"] if result == "win" else ["again", "leave"])
    gaps = {right.rect.left - left.rect.right for left, right in zip(shown, shown[1:])}
    assert len(gaps) == 1 and gaps.pop() <= 30                            # side by side: no hole for a hidden one
    assert abs((shown[0].rect.left + shown[-1].rect.right) / 2 - END_PANEL.centerx) <= 1
    default = "next" if result == "win" else "again"
    assert [b.id for b in shown if painted_default(scene, b.id)] == [default]
    assert scene.widgets.focus is scene.widgets.get(default)
    feed(scene, [key(pygame.K_TAB)])                                      # the focus moves: so does the paint
    moved = scene.widgets.focus
    assert moved is not scene.widgets.get(default)
    assert [b.id for b in shown if painted_default(scene, b.id)] == ([moved.id] if moved in shown else [])
    feed(scene, [key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)])
    outcome = feed(scene, [key(pygame.K_RETURN)])
    if result == "win":
        assert isinstance(outcome, Replace) and outcome.scene.duel.level_id == "stones-02"
    else:
        assert not scene.duel.finished and scene.duel.state == scene.duel.session.initial
