"""The stone duel scene, driven by synthetic events and a fixed dt: games by clicks and keys, the AI's
thinking delay, hot-seat turns, undo, hints, the teaching panel, the announcement, saves and the lobby."""
from __future__ import annotations

import random

import pygame
import pytest

from game.logic import stones
from game.logic.stones import PLAYER, Move
from scenes.base import Pop, Push, Replace
from scenes.stones import open_scene
from scenes.stones.play import StonesScene
from scenes.stones.model import Duel
from scenes.stones.lobby import StonesLobby
from sprites import theme
from tests.helpers import DT, click, feed, key, make_context, motion, render, run_for, text


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path)


def level_scene(ctx, level_id: str) -> StonesScene:
    scene = StonesScene.for_level(ctx, ctx.levels.level("stones", level_id))
    scene.help_warned = True  # asked once per run before costly help: tested in test_playtest
    return scene


def hot_seat(ctx, heaps=(2, 3, 4), names=("Ada", "Bob")) -> StonesScene:
    spec = stones.LevelSpec(heaps, 5, opponent=stones.Opponent.HUMAN)
    return StonesScene(ctx, Duel(spec, random.Random(0), 0.5, names=names), "Duel")


def click_take(scene: StonesScene, move: Move) -> None:
    """Hover, check the preview, then click the stone that takes `move.take` from the end of the heap."""
    size = scene.duel.state.heaps[move.heap]
    pos = scene.layout.stone_center(move.heap, size - move.take)
    feed(scene, [motion(pos)])
    assert scene.preview() == (move.heap, move.take)
    feed(scene, click(pos))


def drawn_text(scene: StonesScene, monkeypatch) -> str:
    """Every string the scene renders in one frame (all text goes through theme.text)."""
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(message), real(message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return "\n".join(seen)


def test_full_game_against_the_ai_by_clicks(ctx):
    scene = level_scene(ctx, "stones-12")  # perfect AI, the player moves first from a winning start
    think = ctx.config.play.ai_think_seconds
    ai_moves = 0
    while not scene.duel.over:
        assert scene.duel.human_to_move and scene.banner() == "Your turn"
        before = scene.duel.state.heaps
        move = stones.winning_move(before, stones.Rule.MISERE)
        click_take(scene, move)
        assert scene.duel.state.heaps[move.heap] == before[move.heap] - move.take
        if scene.duel.over:
            break
        # The AI waits for its thinking time before it moves.
        run_for(scene, think / 2)
        assert scene.duel.ai_to_move and scene.banner().startswith("AI is thinking")
        assert feed(scene, click(scene.layout.stone_center(0, 0))) is None  # clicks are ignored meanwhile
        run_for(scene, think / 2 + 2 * DT)
        assert scene.duel.state.to_move == PLAYER
        ai_moves += 1
        # What the AI took lifts and fades where it lay.
        assert scene.fades and scene.fades[-1].seat.is_ai
        render(scene)
    assert ai_moves >= 1
    last = scene.log()[-1]
    assert last.startswith("AI took")  # under misère rules the loser takes the last stone
    assert scene.duel.winner() is scene.duel.seats[PLAYER]
    assert scene.duel.announcement() == ("You win!", "The AI took the last stone — and the last stone loses.")
    assert scene.widgets.get("again").visible and scene.widgets.get("next").visible
    progress = ctx.store.progress("stones")["stones-12"]
    assert progress.solved and progress.clean
    assert ctx.store.load_game("stones") is None
    assert "win" in ctx.sound.played
    render(scene)


def test_keyboard_selects_a_heap_and_count_then_takes(ctx):
    scene = level_scene(ctx, "stones-05")  # heaps 2 3 5 7
    feed(scene, [key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN)])
    assert scene.selected == 2
    feed(scene, [key(pygame.K_4)])
    assert scene.preview() == (2, 4)
    feed(scene, [key(pygame.K_RIGHT), key(pygame.K_RIGHT)])  # clamped to the heap's 5 stones
    assert scene.preview() == (2, 5)
    feed(scene, [key(pygame.K_LEFT), key(pygame.K_RETURN)])
    assert scene.duel.state.heaps == (2, 3, 1, 7)
    assert scene.duel.history.moves == ["T 2 4"]
    feed(scene, [key(pygame.K_UP)])
    assert scene.selected == 1


def test_hot_seat_turns_names_and_announcement(ctx, monkeypatch):
    scene = hot_seat(ctx)
    rng = random.Random(5)
    movers = []
    while not scene.duel.over:
        mover = scene.duel.mover.name
        assert scene.banner() == f"{mover}'s turn"
        movers.append(mover)
        click_take(scene, stones.random_move(scene.duel.state.heaps, rng))
        if not scene.duel.over:  # the hand-over is announced across the board
            assert f"{scene.duel.mover.name}, your turn" in drawn_text(scene, monkeypatch)
        run_for(scene, 1.5)  # no AI here: nothing moves by itself
        assert scene.turn_flash == 0
    assert movers == [("Ada", "Bob")[i % 2] for i in range(len(movers))]
    taker = movers[-1]
    winner = "Bob" if taker == "Ada" else "Ada"
    headline, detail = scene.duel.announcement()
    assert headline == f"{winner} wins!" and detail.startswith(f"{taker} took the last stone")
    shown = drawn_text(scene, monkeypatch)
    assert f"{winner} wins!" in shown and f"{taker} took the last stone" in shown


def test_undo_versus_ai_takes_back_the_reply_and_your_move(ctx):
    scene = level_scene(ctx, "stones-05")
    start = scene.duel.state
    click_take(scene, Move(3, 2))
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    after_reply = scene.duel.state
    assert after_reply.to_move == PLAYER and scene.duel.history.position == 2
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state == start
    feed(scene, [key(pygame.K_r)])
    assert scene.duel.state == after_reply
    feed(scene, [key(pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert scene.duel.state == start
    # Undo while the AI is still thinking takes back your move, and the AI then waits for you.
    click_take(scene, Move(0, 1))
    feed(scene, [key(pygame.K_u)])
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    assert scene.duel.state == start


def test_undo_never_takes_back_the_ais_opening_move(ctx):
    scene = level_scene(ctx, "stones-04")  # the AI moves first
    assert scene.duel.ai_to_move
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    opened = scene.duel.state
    assert opened.to_move == PLAYER and sum(opened.heaps) < sum(scene.duel.history.initial.heaps)
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state == opened
    move = stones.best_move(opened.heaps, stones.Rule.MISERE)
    click_take(scene, move)
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state == opened


def test_hot_seat_undo_is_one_move(ctx):
    scene = hot_seat(ctx)
    click_take(scene, Move(0, 1))
    click_take(scene, Move(2, 3))
    assert scene.banner() == "Ada, your turn!"  # the hand-over pulse, then the steady banner
    run_for(scene, 1.5)
    assert scene.banner() == "Ada's turn"
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state.heaps == (1, 3, 4) and scene.duel.mover.name == "Bob"


def test_hint_gives_the_winning_move_and_costs_the_clean_record(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-01")  # heaps 1 2 2: take the single stone
    feed(scene, [key(pygame.K_h)])
    assert scene.hint is not None and scene.hint.move == Move(0, 1)
    assert "hint: take 1" in drawn_text(scene, monkeypatch)
    assert scene.duel.hints_used
    # From a lost position the hint says so.
    scene.take(Move(0, 1))
    run_for(scene, 1.0)
    lost = Duel(stones.LevelSpec((2, 2), 3), random.Random(0), 0.5)
    lost_scene = StonesScene(ctx, lost)
    feed(lost_scene, [key(pygame.K_h)])
    assert lost_scene.hint.sentence == stones.LOSING_SENTENCE
    assert "make it hard for your opponent" in drawn_text(lost_scene, monkeypatch)


def test_board_reveals_who_is_winning_only_with_the_teaching_panel(ctx, monkeypatch):
    scene = level_scene(ctx, "stones-05")
    shown = drawn_text(scene, monkeypatch)
    assert "XOR" not in shown and "Winning" not in shown and "Losing" not in shown
    feed(scene, [key(pygame.K_t)])
    shown = drawn_text(scene, monkeypatch)
    assert "XOR" in shown and "Winning for you (to move)" in shown
    assert ctx.store.get_setting("stones.teach") is True
    run_for(scene, DT)
    assert scene.duel.hints_used  # the panel is help, so the result is not clean


def test_an_unfinished_game_is_saved_and_continued_from_the_lobby(ctx):
    scene = level_scene(ctx, "stones-05")
    click_take(scene, Move(3, 2))
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    state = scene.duel.state
    assert ctx.store.load_game("stones")["level"] == "stones-05"
    lobby = StonesLobby(ctx)
    assert lobby.widgets.get("continue").visible
    result = lobby.widgets.press("continue")
    assert isinstance(result, Push) and result.scene.duel.state == state
    assert result.scene.title == "Four rows"
    # A save that does not replay is discarded with a message, never a crash.
    ctx.store.save_game("stones", {"spec": {"heaps": [1, 2], "cap": 3}, "history": {"moves": ["T 9 9"]}})
    lobby = StonesLobby(ctx)
    assert lobby.widgets.press("continue") is None and "could not be restored" in lobby.message
    assert ctx.store.load_game("stones") is None


def test_end_panel_plays_again_or_moves_on(ctx):
    scene = level_scene(ctx, "stones-01")
    while not scene.duel.over:
        if scene.duel.human_to_move:
            scene.take(stones.best_move(scene.duel.state.heaps, stones.Rule.MISERE))
        run_for(scene, 1.0)
    result = scene.widgets.press("next")
    assert isinstance(result, Replace) and result.scene.duel.level_id == "stones-02"
    scene.widgets.press("again")
    assert scene.duel.state == scene.duel.history.initial and not scene.duel.over
    feed(scene, [key(pygame.K_u)])  # restart itself can be undone
    assert scene.duel.over
    assert isinstance(scene.widgets.press("leave"), Pop)


def test_lobby_sets_up_a_remembered_hot_seat_custom_game(ctx):
    lobby = StonesLobby(ctx)
    lobby.widgets.press("opt-opponent")
    lobby.widgets.press("opt-rule")
    lobby.widgets.press("heaps-less")
    assert lobby.widgets.get("name-1").visible
    lobby.widgets.set_focus("name-1")
    feed(lobby, [key(pygame.K_BACKSPACE)] * 8 + [text("Ada")])
    result = lobby.widgets.press("start-custom")
    assert isinstance(result, Push)
    duel = result.scene.duel
    assert not duel.vs_ai and duel.spec.rule is stones.Rule.NORMAL and len(duel.spec.heaps) == 3
    assert [s.name for s in duel.seats] == ["Ada", "Player 2"]
    assert all(1 <= h <= duel.spec.cap for h in duel.spec.heaps)
    again = StonesLobby(ctx)  # the options are remembered
    assert again.options["opponent"] == "human" and again.options["names"][0] == "Ada"
    assert again.options["heaps"] == 3 and again.options["rule"] == "normal"
    render(again)


def test_impossible_custom_game_is_explained(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=1, rule="normal", first="ai", opponent="ai")
    assert lobby.widgets.press("start-custom") is None
    assert "no winnable start" in lobby.message


def test_open_scene_goes_to_the_level_or_the_lobby(tmp_path):
    ctx = make_context(tmp_path, level_id="stones-07")
    scene = open_scene(ctx)
    assert isinstance(scene, StonesScene) and scene.duel.level_id == "stones-07"
    ctx = make_context(tmp_path, level_id="nope")
    assert isinstance(open_scene(ctx), StonesLobby) and "nope" in ctx.notices[-1]
    campaign = StonesLobby(ctx).widgets.press("campaign")
    assert isinstance(campaign, Push)
    render(campaign.scene)


def test_n_deals_a_new_custom_game_but_restarts_a_level(ctx):
    scene = hot_seat(ctx, heaps=(2, 3, 4))
    click_take(scene, Move(0, 1))
    feed(scene, [key(pygame.K_n)])
    fresh = scene.duel
    assert fresh.history.position == 0 and len(fresh.state.heaps) == 3
    assert all(1 <= h <= 5 for h in fresh.state.heaps) and [s.name for s in fresh.seats] == ["Ada", "Bob"]
    assert stones.mover_wins(fresh.state.heaps)  # a dealt start is winnable for the first player
    level = level_scene(ctx, "stones-05")
    click_take(level, Move(0, 1))
    feed(level, [key(pygame.K_n)])
    assert level.duel.state == level.duel.history.initial and level.duel.level_id == "stones-05"
