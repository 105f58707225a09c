"""Stone duel as a player meets it: keyboard-only play through the end panel, long names that must fit,
and the teaching panel's explanation shown in full."""
from __future__ import annotations

import random

import pygame
import pytest

from game.logic import stones
from scenes.base import Push, Replace
from scenes.stones.play import StonesScene
from scenes.stones.view import END_PANEL, KEYS_LINE, PANEL
from scenes.stones.model import Duel
from scenes.stones.lobby import StonesLobby
from tests.helpers import drawn_texts, feed, key, make_context, run_for


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def level_scene(ctx, level_id: str) -> StonesScene:
    return StonesScene.for_level(ctx, ctx.levels.level("stones", level_id))


def keyboard_take(scene: StonesScene, move: stones.Move) -> None:
    """Down to the heap, type the count, Enter: what a keyboard-only player does."""
    for _ in range(len(scene.duel.state.heaps)):
        if scene.selected == move.heap:
            break
        feed(scene, [key(pygame.K_DOWN)])
    assert scene.selected == move.heap
    feed(scene, [key(pygame.K_0 + move.take)])
    feed(scene, [key(pygame.K_RETURN)])


def bad_move(heaps: tuple[int, ...]) -> stones.Move:
    """A move that hands the opponent a winning position, when there is one."""
    moves = [stones.Move(i, take) for i, h in enumerate(heaps) for take in range(1, h + 1)]
    after = lambda m: tuple(h - m.take if i == m.heap else h for i, h in enumerate(heaps))  # noqa: E731
    return next((m for m in moves if stones.mover_wins(after(m), stones.Rule.MISERE)), moves[0])


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
    assert not scene.duel.over and scene.duel.state == scene.duel.history.initial


def drawn(scene: StonesScene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the scene draws in one frame with where it lands."""
    return drawn_texts(scene, monkeypatch)


LONG = ("WWWWWWWWWWWWWWWW", "MMMMMMMMMMMMMMMM")  # the longest names the lobby accepts, in wide letters


def test_long_hot_seat_names_stay_inside_the_banner_panel_and_end_panel(ctx, monkeypatch):
    spec = stones.LevelSpec((3, 4, 5), 5, opponent=stones.Opponent.HUMAN)
    scene = StonesScene(ctx, Duel(spec, random.Random(0), 0.5, names=LONG), "Duel")
    scene.set_teach(True)
    scene.take(stones.Move(0, 1))
    banner = pygame.Rect(560, 18, 680, 100)
    texts = drawn(scene, monkeypatch)
    turn = next(rect for message, rect in texts if message == f"{LONG[1]}, your turn!")
    assert banner.contains(turn)
    for message, rect in texts:
        if LONG[0] in message or LONG[1] in message:
            assert rect.right <= 1240, message  # move log and verdict in the side panel, header line
    while not scene.duel.over:
        heap = next(i for i, h in enumerate(scene.duel.state.heaps) if h)
        scene.take(stones.Move(heap, scene.duel.state.heaps[heap]))
    headline = scene.duel.announcement()[0]
    shown = [rect for message, rect in drawn(scene, monkeypatch) if message == headline]
    assert len(shown) == 2  # the turn banner becomes the winner's, and the end panel says it again
    assert banner.contains(shown[0]) and END_PANEL.contains(shown[1])


def test_the_teaching_panel_shows_the_whole_explanation_on_the_largest_board(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-15")  # 8 heaps of up to 31 stones
    scene.set_teach(True)
    sentence = stones.explain(scene.duel.state.heaps, scene.duel.spec.rule).sentence
    texts = drawn(scene, monkeypatch)
    panel_lines = [message for message, rect in texts if PANEL.contains(rect)]
    assert sentence in " ".join(panel_lines)
    assert all(PANEL.contains(rect) for message, rect in texts if rect.colliderect(PANEL))


def test_an_impossible_custom_game_is_explained_in_the_lobbys_words_until_an_option_changes(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=1, cap=1, rule="misere", first="player", opponent="ai")
    assert lobby.widgets.press("start-custom") is None
    assert lobby.message == ("There is no winnable start with 1 heap of at most 1 stone under misère rules and "
                             "you moving first. Try more heaps, more stones or another rule.")
    lobby.widgets.press("opt-first")  # the computer starts: now it is the one left with the last stone
    assert lobby.message == ""
    assert isinstance(lobby.widgets.press("start-custom"), Push)


def test_undo_is_offered_only_when_it_would_take_something_back(ctx):
    scene = level_scene(ctx, "stones-04")  # the AI moves first
    assert not scene.widgets.get("undo").enabled
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    opening = scene.duel.state
    assert scene.duel.human_to_move and scene.duel.history.position == 1
    assert not scene.widgets.get("undo").enabled  # the AI's opening move is never taken back
    heap = next(i for i, h in enumerate(opening.heaps) if h)
    scene.take(stones.Move(heap, 1))
    assert scene.widgets.get("undo").enabled  # while the AI thinks, undo takes back your move
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    assert scene.duel.human_to_move and scene.widgets.get("undo").enabled
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state == opening and not scene.widgets.get("undo").enabled
    assert scene.widgets.get("redo").enabled


def test_hot_seat_custom_starts_do_not_always_hand_the_first_seat_the_win(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=3, cap=5, rule="misere", first="player", opponent="human")
    scene = lobby.widgets.press("start-custom").scene
    first_seat_wins = set()
    for _ in range(40):
        spec = scene.duel.spec
        assert len(spec.heaps) == 3 and all(1 <= h <= 5 for h in spec.heaps)
        first_seat_wins.add(stones.player_can_win(spec))
        feed(scene, [key(pygame.K_n)])
    assert first_seat_wins == {True, False}
    lobby.options.update(heaps=1, cap=1)  # a friend can be handed the last stone: that is the game
    assert isinstance(lobby.widgets.press("start-custom"), Push)
    lobby.options.update(opponent="ai")  # the computer, though, must leave the player a way to win
    assert lobby.widgets.press("start-custom") is None and "no winnable start" in lobby.message


def test_the_keys_stay_in_sight_when_the_teaching_panel_replaces_how_to_play(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    lines = [message for message, _ in drawn(scene, monkeypatch)]
    assert "How to play" in lines and KEYS_LINE not in lines
    feed(scene, [key(pygame.K_t)])
    assert scene.teach and scene.widgets.get("teach").value
    lines = [message for message, rect in drawn(scene, monkeypatch)]
    assert "How to play" not in lines and KEYS_LINE in lines
    rect = next(rect for message, rect in drawn(scene, monkeypatch) if message == KEYS_LINE)
    assert rect.left >= 0 and rect.right <= PANEL.left and rect.bottom <= scene.widgets.get("undo").rect.top
