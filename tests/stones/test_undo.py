"""Undo and redo in the stone duel: versus the computer undo takes back its reply with your move and never its
opening move; between two people, one move; undo is offered only when it would take something back; and undo
after the end reopens the duel and its clock."""
from __future__ import annotations

import pygame
import pytest

from game.logic import stones
from game.logic.outcome import Ending
from game.logic.stones import PLAYER, Move
from tests.helpers import feed, key, run_for
from tests.stones.driving import click_take, hot_seat, level_scene, win


def test_undo_versus_ai_takes_back_the_reply_and_your_move(ctx):
    scene = level_scene(ctx, "stones-05")
    start = scene.duel.state
    click_take(scene, Move(3, 2))
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    after_reply = scene.duel.state
    assert after_reply.to_move == PLAYER and scene.duel.session.position == 2
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
    assert opened.to_move == PLAYER and sum(opened.heaps) < sum(scene.duel.initial.heaps)
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
    assert scene.table.banner() == "Ada, your turn!"  # the hand-over pulse, then the steady banner
    run_for(scene, 1.5)
    assert scene.table.banner() == "Ada's turn"
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state.heaps == (1, 3, 4) and scene.duel.mover.name == "Bob"


def test_undo_is_offered_only_when_it_would_take_something_back(ctx):
    scene = level_scene(ctx, "stones-04")  # the AI moves first
    assert not scene.widgets.get("undo").enabled
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    opening = scene.duel.state
    assert scene.duel.human_to_move and scene.duel.session.position == 1
    assert not scene.widgets.get("undo").enabled  # the AI's opening move is never taken back
    heap = next(i for i, h in enumerate(opening.heaps) if h)
    scene.take(stones.Move(heap, 1))
    assert scene.widgets.get("undo").enabled  # while the AI thinks, undo takes back your move
    run_for(scene, ctx.config.play.ai_think_seconds + 0.1)
    assert scene.duel.human_to_move and scene.widgets.get("undo").enabled
    feed(scene, [key(pygame.K_u)])
    assert scene.duel.state == opening and not scene.widgets.get("undo").enabled
    assert scene.widgets.get("redo").enabled


def test_undo_after_a_won_duel_reopens_it_its_clock_and_a_new_win_records_again(ctx):
    recorded: list[Ending] = []
    real = ctx.store.record_outcome
    ctx.store.record_outcome = lambda game, level_id, outcome, labels: (recorded.append(outcome.ending),
                                                                         real(game, level_id, outcome, labels))[1]
    scene = level_scene(ctx, "stones-01")  # heaps 1 2 2 against a perfect computer
    win(scene)
    session = scene.duel.session
    assert scene.duel.over and recorded == [Ending.SOLVED]
    stopped = session.elapsed
    run_for(scene, 1.0)
    assert session.elapsed == stopped  # the clock stands still on a finished duel
    assert scene.widgets.get("undo").enabled
    feed(scene, [key(pygame.K_u)])
    assert not scene.duel.over and scene.duel.outcome is None and scene.duel.human_to_move
    assert not scene.widgets.get("again").visible  # the end panel is gone
    run_for(scene, 0.5)
    assert session.elapsed == pytest.approx(stopped + 0.5, abs=0.02)  # ...and the clock runs again
    win(scene)
    assert recorded == [Ending.SOLVED, Ending.SOLVED]  # the second win is a second outcome
    outcomes = scene.duel.keeper.outcomes
    assert len(outcomes) == 2 and outcomes[-1] is scene.duel.outcome and outcomes[0].time_s == stopped
    assert scene.duel.outcome is not None and scene.duel.outcome.time_s > stopped
    assert ctx.store.progress("stones")["stones-01"].solved
    assert ctx.store.load_game("stones") is None


def test_undo_after_a_hot_seat_duel_reopens_it_for_the_last_mover(ctx):
    scene = hot_seat(ctx, heaps=(1, 2))
    click_take(scene, Move(1, 2))   # Ada: (1, 0)
    click_take(scene, Move(0, 1))   # Bob takes the last stone and loses
    assert scene.duel.over and scene.duel.outcome.ending is Ending.FINISHED
    assert scene.duel.outcome.winner == PLAYER
    feed(scene, [key(pygame.K_u)])
    assert not scene.duel.over and scene.duel.mover.name == "Bob"
    run_for(scene, 0.25)
    assert scene.duel.session.elapsed > 0.2


def test_undo_steps_go_back_to_the_players_turn_and_never_past_the_computers_opening():
    def line(start: stones.State, *moves: str) -> list[stones.State]:
        states = [start]
        for text in moves:
            states.append(stones.apply(states[-1], text))
        return states

    player_first = stones.State((2, 3, 4))
    ai_first = stones.State((2, 3, 4), stones.OPPONENT)
    assert stones.undo_steps([player_first], vs_ai=True) == 0
    assert stones.undo_steps(line(player_first, "T 0 1"), vs_ai=True) == 1  # the computer is still thinking
    assert stones.undo_steps(line(player_first, "T 0 1", "T 1 1"), vs_ai=True) == 2
    assert stones.undo_steps(line(player_first, "T 0 1", "T 1 1"), vs_ai=False) == 1
    assert stones.undo_steps(line(ai_first, "T 0 1"), vs_ai=True) == 0  # its opening move stays
    assert stones.undo_steps(line(ai_first, "T 0 1", "T 1 1", "T 2 1"), vs_ai=True) == 2
    # after a restart the computer opens again: undo takes back that opening with the restart
    restarted = line(ai_first, "T 0 1", "T 1 1", "T 2 1") + line(ai_first, "T 2 2")
    assert stones.undo_steps(restarted, vs_ai=True) == 2
    assert stones.redo_goes_on(stones.State((1, 1), stones.OPPONENT), vs_ai=True)
    assert not stones.redo_goes_on(stones.State((0, 0), stones.OPPONENT), vs_ai=True)  # the end: stop
    assert not stones.redo_goes_on(stones.State((1, 1), stones.OPPONENT), vs_ai=False)
