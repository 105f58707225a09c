"""Saving: a mode being played is kept after every change (the mode, the dealer's position, the run and its
clock, the hand's own record), so a crash or a kill loses at most the seconds since the last change; the lobby
offers "Resume". A hand replays from its record to the same state; a damaged save is deleted with a notice."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.logic import twentyfour as tf
from game.logic.outcome import Ending
from game.logic.session import Session, replay
from game.logic.twentyfour import modes
from game.logic.twentyfour.contract import RULES
from scenes.base import Push
from scenes.twentyfour.lobby import TwentyFourLobby
from scenes.twentyfour.play import TwentyFourScene
from tests.helpers import DT, feed, key, run_for
from tests.twentyfour.play_helpers import answer, ending, hand, start, typed

GAME = "twentyfour"


def resumed(ctx) -> TwentyFourScene:
    """What a player gets back from a new lobby (the app restarted on the same store)."""
    lobby = TwentyFourLobby(ctx)
    assert lobby.widgets.get("resume").visible, lobby.notice
    transition = lobby.widgets.press("resume")
    assert isinstance(transition, Push) and isinstance(transition.scene, TwentyFourScene)
    return transition.scene


def test_a_hand_replays_from_its_record_to_the_same_state(ctx):
    scene = hand(ctx, "24-eights")                     # 3 3 8 8
    feed(scene, typed("a+b"))                          # a merge...
    feed(scene, [key(pygame.K_u)])                     # ...taken back
    feed(scene, typed("c/a"))                          # 8/3
    answer(scene, "3+3+8+8")                           # a wrong answer: refused, recorded nowhere
    session = scene.hand.session
    saved = ctx.store.load_game(GAME)
    assert saved is not None and saved["history"] == session.to_record()["history"]
    initial = tf.new_state((3, 3, 8, 8))
    again = Session.resume(RULES, initial, saved)
    assert again.state == session.state and again.move_texts == session.move_texts == ["M 2 / 0"]
    assert again.can_redo() == session.can_redo()
    answer(scene, "8/(3-8/3)")                          # a typed answer: a move in the record
    assert ending(scene) is Ending.SOLVED and session.move_texts == ["M 2 / 0", "A 8/(3-8/3)"]
    assert replay(RULES, initial, session.move_texts) == session.state
    assert ctx.store.load_game(GAME) is None           # a finished famous hand leaves nothing to resume


def test_a_mode_in_progress_resumes_after_a_kill(ctx):
    scene = start(ctx, "sprint")
    run_for(scene, 2.0)
    answer(scene, scene.hand.solutions[0].text)
    feed(scene, [key(pygame.K_RETURN)])                 # on to hand 2
    run_for(scene, 1.5)
    feed(scene, typed("a+b"))                           # a change: saved at once
    numbers, state, run = scene.hand.numbers, scene.hand.state, scene.run
    played = scene.hand.session.elapsed
    del scene                                            # killed: no save(), no leaving
    back = resumed(ctx)
    assert back.hand.numbers == numbers and back.hand.state == state
    # saved as the move was made: the frame's tick that followed it is the most a kill loses
    assert back.run == replace(run, elapsed=run.elapsed - modes.as_seconds(DT))
    assert back.run.solved == 1 and back.run.hands_done == 1
    assert back.hand.session.elapsed == pytest.approx(played - DT) and back.series.plan.mode == "sprint"
    assert back.hand.session.move_texts == ["M 0 + 1"]
    feed(back, [key(pygame.K_u)])                       # the resumed hand undoes as the lost one would have
    assert len(back.hand.state.cards) == 4


def test_a_run_killed_between_hands_deals_the_same_next_hand(tmp_path):
    from tests.helpers import make_context
    ctx_a, ctx_b = make_context(tmp_path / "a", seed=3), make_context(tmp_path / "b", seed=3)
    a, b = start(ctx_a, "beat_the_clock"), start(ctx_b, "beat_the_clock")
    for scene in (a, b):
        answer(scene, scene.hand.solutions[0].text, dt=1.0)
    feed(a, [key(pygame.K_RETURN)])                       # a goes on; b is killed on the result panel
    killed = b.run
    back = resumed(ctx_b)
    assert back.hand.numbers == a.hand.numbers and back.run.solved == 1 and not back.hand.over
    assert back.run == killed and back.run.time_left == 130


def test_leaving_keeps_the_clocks_and_a_finished_run_leaves_nothing(ctx):
    scene = start(ctx, "beat_the_clock")
    run_for(scene, 4.0)
    scene.save()                                         # the app leaves the scene (menu, quit)
    back = resumed(ctx)
    assert back.run.time_left == scene.run.time_left and back.hand.numbers == scene.hand.numbers
    run_for(back, 200.0, dt=0.5)
    assert ending(back) is Ending.TIMED_OUT and back.run.over
    back.save()
    assert ctx.store.load_game(GAME) is None
    assert not TwentyFourLobby(ctx).widgets.get("resume").visible


def test_a_save_as_this_code_writes_it_resumes(ctx):
    """The literal record the series keeps (its header beside the hand's session record)."""
    rng = random.Random(1)
    version, internal, gauss = rng.getstate()
    saved = {
        "mode": "beat_the_clock", "title": "24 · Beat the clock", "band": None, "seed": None, "level": None,
        "target": 24, "hand": [3, 3, 8, 8], "hand_over": False,
        "run": {"time_left": "1309/12", "elapsed": "251/12", "hands_done": 1, "solved": 1, "skipped": 0,
                "streak": 1, "best_streak": 1, "helped": False, "over": False, "reason": ""},
        "rng": [version, list(internal), gauss],
        "history": {"moves": ["M 2 / 0", "M 1 - 0"], "position": 2}, "elapsed": 7.5, "hints": 0, "answers": 0,
    }
    ctx.store.save_game(GAME, saved)
    back = resumed(ctx)
    assert [c.text for c in back.hand.state.cards] == ["3-8/3", "8"]
    assert float(back.run.time_left) == pytest.approx(109.0833, abs=1e-3) and back.run.solved == 1
    assert back.hand.session.elapsed == 7.5 and back.screen.title == "24 · Beat the clock"
    feed(back, typed("d/a"))   # the cards keep their letters: 8 is still D
    assert ending(back) is Ending.SOLVED and back.run.solved == 2
    following = back.hand.numbers
    rng2 = random.Random(1)
    from game.twentyfour_data import human_table
    feed(back, [key(pygame.K_RETURN)])
    assert back.hand.numbers == tf.deal_rising(rng2, human_table(), 2) != following


@pytest.mark.parametrize("damage", [{"mode": "blitz"}, {"hand": "3 3 8 8"}, {"run": {"elapsed": "x"}},
                                    {"history": {"moves": ["M 0 + 9"]}}, {"rng": [1, 2]}, {"level": "nope"}])
def test_a_damaged_save_is_set_aside_with_a_notice(ctx, damage):
    scene = start(ctx, "relaxed")
    feed(scene, typed("a+b"))
    ctx.store.save_game(GAME, {**ctx.store.load_game(GAME), **damage})
    lobby = TwentyFourLobby(ctx)
    assert not lobby.widgets.get("resume").visible and "could not be resumed" in lobby.notice
    assert ctx.store.load_game(GAME) is None


def test_a_famous_hand_left_half_done_resumes_and_counts_once(ctx):
    scene = hand(ctx, "24-eights")
    run_for(scene, 2.0)
    feed(scene, typed("c/a"))
    del scene                                            # killed
    back = resumed(ctx)
    assert back.series.level_id == "24-eights" and back.hand.session.move_texts == ["M 2 / 0"]
    assert back.widgets.get("none").visible and back.series.rules.hints_free
    answer(back, "8/(3-8/3)")
    assert ending(back) is Ending.SOLVED and ctx.store.load_game(GAME) is None
    progress = ctx.store.progress(GAME)["24-eights"]
    assert progress.solved and progress.attempts == 1 and progress.best_time == pytest.approx(2.0, abs=0.1)
