"""Saving a stone duel: the session's keeper saves a duel in progress after every change, the lobby continues it
(a save that does not replay is discarded with a message), saves written by earlier code still load, a saved
record replays to the same position, and a finished duel reaches the store once."""
from __future__ import annotations

import random

import pygame
import pytest

from game.logic import stones
from game.logic.outcome import Ending, Outcome
from game.logic.session import Session
from game.logic.stones import OPPONENT, PLAYER, Move, State
from scenes.base import Push
from scenes.stones.lobby import StonesLobby
from scenes.stones.model import Duel
from tests.helpers import feed, key, render, run_for
from tests.stones.driving import click_take, level_scene, win


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
    assert lobby.widgets.press("continue") is None and "could not be resumed" in lobby.message
    assert ctx.store.load_game("stones") is None


# A save as the stone duel writes it today (the level, the spec, the seats' names beside the session's record).
TODAYS_LEVEL_SAVE = {
    "level": "stones-05",
    "spec": {"heaps": [2, 3, 5, 7], "cap": 7, "rule": "misere", "first": "player", "ai": "strong", "opponent": "ai"},
    "names": ["You", "AI"],
    "history": {"moves": ["T 3 2", "T 0 1", "T 1 1"], "position": 2},
    "elapsed": 12.5,
    "hints": 0,
    "answers": 1,
}
TODAYS_HOT_SEAT_SAVE = {  # a custom hot-seat duel where Player 2 starts, which level files do not allow
    "level": None,
    "spec": {"heaps": [4, 1, 3], "cap": 5, "rule": "normal", "first": "ai", "ai": "strong", "opponent": "human"},
    "names": ["Ada", "Bob"],
    "history": {"moves": ["T 0 1", "restart", "T 2 3"], "position": 3},
    "elapsed": 3.25,
    "hints": 2,
    "answers": 0,
}


def test_a_save_written_by_todays_code_continues_from_the_lobby(ctx):
    ctx.store.save_game("stones", dict(TODAYS_LEVEL_SAVE))
    lobby = StonesLobby(ctx)
    assert lobby.widgets.get("continue").visible and "Four rows" in lobby.widgets.get("continue").detail
    opened = lobby.widgets.press("continue")
    assert isinstance(opened, Push) and opened.scene.title == "Four rows"
    duel = opened.scene.duel
    assert duel.level_id == "stones-05" and duel.vs_ai
    assert duel.state == State((1, 3, 5, 5), PLAYER) and duel.session.position == 2
    assert duel.session.elapsed == 12.5 and duel.helped and not duel.hints_asked
    assert duel.picture.can_redo  # the move taken back is still there to redo
    assert duel.log() == ("You took 2 stones from heap 4", "AI took 1 stone from heap 1")
    run_for(opened.scene, 0.5)
    assert duel.session.elapsed == pytest.approx(13.0, abs=0.02)
    render(opened.scene)


def test_a_hot_seat_save_written_by_todays_code_loads_with_its_names_and_starter():
    duel = Duel.from_record(TODAYS_HOT_SEAT_SAVE, random.Random(0), 0.5)
    assert [s.name for s in duel.seats] == ["Ada", "Bob"] and not duel.vs_ai and duel.level_id is None
    assert duel.spec.first is stones.First.AI and duel.initial == State((4, 1, 3), OPPONENT, stones.Rule.NORMAL)
    assert duel.state == State((4, 1, 0), PLAYER, stones.Rule.NORMAL)
    assert duel.session.move_texts == ["T 2 3"] and duel.log() == ("Bob took 3 stones from heap 3",)
    assert duel.session.hints == 2 and duel.hints_asked and duel.session.elapsed == 3.25
    assert duel.to_record() == TODAYS_HOT_SEAT_SAVE  # saved again exactly as it was read


def test_a_duel_replays_from_its_saved_record_to_the_same_position(ctx):
    scene = level_scene(ctx, "stones-05")
    think = ctx.config.play.ai_think_seconds + 0.1
    click_take(scene, Move(3, 2))
    run_for(scene, think)
    click_take(scene, Move(2, 1))
    run_for(scene, think)
    feed(scene, [key(pygame.K_u)])
    feed(scene, [key(pygame.K_n)])  # a level starts over (undoably)
    click_take(scene, Move(1, 3))
    run_for(scene, think)
    feed(scene, [key(pygame.K_h)])
    duel = scene.duel
    record = duel.session.to_record()
    replayed = Session.resume(stones.RULES, duel.initial, record)
    assert replayed.state == duel.state and replayed.position == duel.session.position
    assert replayed.move_texts == duel.session.move_texts and replayed.past_states() == duel.session.past_states()
    saved = ctx.store.load_game("stones")
    assert {**saved, "elapsed": 0} == {**duel.to_record(), "elapsed": 0}  # the keeper saved the last change
    again = Duel.from_record(saved, random.Random(0), 0.5)
    assert again.state == duel.state and again.session.past_states() == duel.session.past_states()
    assert again.session.hints == 1 and again.picture.log == duel.picture.log


def test_every_change_is_saved_and_leaving_keeps_the_clock(ctx):
    scene = level_scene(ctx, "stones-05")
    assert ctx.store.load_game("stones") is None  # nothing done, nothing kept
    click_take(scene, Move(3, 2))
    assert ctx.store.load_game("stones")["history"]["moves"] == ["T 3 2"]  # before the computer replies
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    assert len(ctx.store.load_game("stones")["history"]["moves"]) == 2
    feed(scene, [key(pygame.K_h)])
    assert ctx.store.load_game("stones")["hints"] == 1
    run_for(scene, 2.0)
    scene.save()  # leaving: the clock's last seconds are kept
    assert ctx.store.load_game("stones")["elapsed"] == pytest.approx(scene.duel.session.elapsed)


def test_a_finished_duel_reaches_the_store_exactly_once(ctx):
    recorded: list[tuple[str, str, Outcome]] = []
    real = ctx.store.record_outcome
    ctx.store.record_outcome = lambda game, level_id, outcome, labels: (recorded.append((game, level_id, outcome)),
                                                                         real(game, level_id, outcome, labels))[1]
    scene = level_scene(ctx, "stones-01")
    win(scene)
    run_for(scene, 2.0)
    render(scene)
    scene.save()
    assert len(recorded) == 1
    game, level_id, outcome = recorded[0]
    assert (game, level_id) == ("stones", "stones-01") and outcome == scene.duel.outcome
    assert outcome.ending is Ending.SOLVED and outcome.winner == PLAYER and outcome.clean
    # versus the computer only the player's own moves count
    player_moves = sum(1 for before in scene.duel.session.past_states()[:-1] if before.to_move == PLAYER)
    assert outcome.moves == player_moves < len(scene.duel.session.move_texts)
    progress = ctx.store.progress("stones")["stones-01"]
    assert progress.solved and progress.clean
    assert ctx.store.load_game("stones") is None


def test_a_finished_hot_seat_level_counts_as_played_through(ctx):
    level = next(lv for lv in ctx.levels.levels("stones") if lv.spec.opponent is stones.Opponent.HUMAN)
    scene = level_scene(ctx, level.id)
    while not scene.duel.over:  # whoever moves takes a whole heap
        heap = next(i for i, h in enumerate(scene.duel.state.heaps) if h)
        scene.take(Move(heap, scene.duel.state.heaps[heap]))
    outcome = scene.duel.outcome
    assert outcome is not None and outcome.ending is Ending.FINISHED
    assert outcome.winner == stones.winner(scene.duel.state) and outcome.moves == len(scene.duel.session.move_texts)
    assert ctx.store.progress("stones")[level.id].solved
    assert "win" in ctx.sound.played


@pytest.mark.parametrize("damage", [
    {"history": {"moves": 7}}, {"history": {"moves": ["T 3 2"], "position": 5}}, {"spec": {"heaps": "1 2"}},
    {"spec": {"heaps": [1, 2], "cap": 3, "first": "nobody"}}, {"names": ["only one"]},
    {"history": {"moves": ["T 0 2", "T 1 3", "T 2 5", "T 3 7"], "position": 4}},  # a finished duel is not resumed
])
def test_a_save_that_does_not_replay_is_discarded_with_a_message(ctx, damage):
    ctx.store.save_game("stones", {**TODAYS_LEVEL_SAVE, **damage})
    lobby = StonesLobby(ctx)
    assert lobby.widgets.press("continue") is None  # the store refuses a save of the wrong shape itself...
    told = [lobby.message, *ctx.store.notices]
    assert any("could not be" in line for line in told), told  # ...or the lobby when it does not replay
    assert ctx.store.load_game("stones") is None and not lobby.widgets.get("continue").visible
    render(lobby)
