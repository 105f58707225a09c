"""The clocks: the hand's time is its session's, the mode's countdown is the run's; skipping costs time, the
countdown running out ends the hand and the run; pause and focus loss stop both and hide the cards; relaxed
timers hide the clock of an untimed hand; undo after the end reopens a hand's session and its clock."""
from __future__ import annotations

import pygame

from game.logic import twentyfour as tf
from game.logic.outcome import Ending
from game.logic.session import Session
from game.logic.twentyfour.contract import RULES
from game.shell.app import App
from scenes.pause import PauseScene
from scenes.twentyfour.lobby import TwentyFourLobby
from sprites import twentyfour as art
from tests.helpers import DT, feed, key, run_for
from tests.twentyfour.play_helpers import answer, drawn_text, ending, hand, start


def test_skip_shows_a_solution_and_costs_time(ctx):
    scene = start(ctx, "beat_the_clock")
    feed(scene, [key(pygame.K_s)])
    assert ending(scene) is Ending.SKIPPED and scene.run.time_left == 100 and scene.run.streak == 0
    assert tf.check_answer(scene.hand.shown_solution(), scene.hand.numbers).ok


def test_timer_urgent_then_timeout_shows_a_solution_and_ends_the_run(ctx):
    scene = start(ctx, "beat_the_clock")
    timer = scene.widgets.get("timer")
    for _ in range(60 * 109):
        feed(scene, [], DT)
    assert not timer.urgent and not scene.hand.finished
    for _ in range(60 * 2):
        feed(scene, [], DT)
    assert timer.urgent and scene.run.urgent
    for _ in range(60 * 9):
        feed(scene, [], DT)
    assert ending(scene) is Ending.TIMED_OUT and scene.run.over and scene.run.elapsed == 120
    assert scene.hand.outcome is not None and abs(scene.hand.outcome.time_s - 120) < 1e-6
    assert scene.widgets.get("next").label == "See results"
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished


def test_focus_loss_pauses_hides_the_cards_and_stops_the_clock(ctx):
    scene = start(ctx, "beat_the_clock")
    app = App(ctx, lambda c: [scene])
    app.step([], 1.0)
    left, played = scene.run.time_left, scene.hand.session.elapsed
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app.top, PauseScene) and scene.covered
    for _ in range(30):
        app.step([], 1.0)
    assert scene.run.time_left == left and scene.hand.session.elapsed == played
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    rect = scene.card_rects()[0]
    assert surface.get_at((rect.centerx, rect.top + 15))[:3] == art.BACK  # face down
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is scene and not scene.covered
    scene.draw(surface)
    assert surface.get_at((rect.centerx, rect.top + 15))[:3] != art.BACK


def test_relaxed_timers_hide_the_clock_of_an_untimed_hand(ctx, monkeypatch):
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 2.0)
    assert any("Time 0:02" in line for line in drawn_text(scene, monkeypatch))
    ctx.store.set_setting("relaxed_timers", True)
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 2.0)
    assert not any("Time" in line for line in drawn_text(scene, monkeypatch))
    answer(scene, "(1+2+3)*4")
    shown = drawn_text(scene, monkeypatch)
    assert "Solved!" in shown and not any(line.startswith("in 0:") for line in shown)
    # a timed mode keeps its clock: the player chose it
    sprint = TwentyFourLobby(ctx).widgets.press("mode-sprint").scene
    run_for(sprint, 1.0)
    assert any(line.startswith("Hand 1 of") and "Time 0:01" in line for line in drawn_text(sprint, monkeypatch))


def test_relaxed_timers_setting_puts_the_untimed_mode_first(ctx):
    assert TwentyFourLobby(ctx).widgets.focus.id == "mode-beat_the_clock"
    ctx.store.set_setting("relaxed_timers", True)
    lobby = TwentyFourLobby(ctx)
    assert lobby.widgets.focus.id == "mode-relaxed"
    scene = feed(lobby, [key(pygame.K_RETURN)]).scene
    assert scene.series.rules.name == "relaxed" and scene.run.time_left is None
    for _ in range(100):
        feed(scene, [], 10.0)
    assert not scene.hand.finished and not scene.run.over


def test_the_solved_hand_shows_the_time_its_session_played(ctx, monkeypatch):
    scene = hand(ctx, "24-first-steps")
    run_for(scene, 3.0)
    answer(scene, "(1+2+3)*4")
    time_s = scene.hand.outcome.time_s
    assert 2.99 < time_s < 3.1
    run_for(scene, 2.0)                                   # a finished hand's clock stands still
    assert scene.hand.outcome.time_s == time_s == scene.hand.session.elapsed
    assert any(line.startswith("in 0:03.") for line in drawn_text(scene, monkeypatch))


def test_undo_after_the_end_reopens_the_hand_and_its_clock():
    session: Session[tf.State, tf.Move] = Session(RULES, tf.new_state((3, 3, 8, 8)))
    for text in ("M 2 / 0", "M 1 - 0"):
        session.play(text)
    session.tick(2.0)
    played = session.play("M 1 / 0")
    assert played.outcome is not None and played.outcome.ending is Ending.SOLVED and played.outcome.time_s == 2.0
    session.tick(5.0)
    assert session.elapsed == 2.0                          # stopped at the end
    assert session.undo() and not session.finished and session.outcome is None
    session.tick(1.0)
    assert session.elapsed == 3.0                          # running again
