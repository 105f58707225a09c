"""The custom-equation screen stays responsive whatever the solver does (issue 12): after one of the worst inputs it
accepts, a small question is answered at once; a new question or leaving the screen cancels the running solve.

No timing is asserted on the solve itself: the tests poll frame by frame with a generous upper bound, and check
that the cancelled solve's thread ends and its answer is never shown.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.shell.app import App
from scenes.base import Pop
from scenes.matchstick.custom import CustomEquationScene
from scenes.menu import MenuScene
from tests.helpers import click, feed, key, make_context, text
from tests.matchstick.oracle import oracle_solve

WORST = "9+9+9+9+9+9+9+9+9+9+9+9+9=99"   # 4 matches: once 403 s and 4.8 GB for 2.7 million answers
SMALL = "6+4=4"
BOUND = 60.0  # seconds: far above any answer to SMALL, far below the worst solve of old


def ask(scene: CustomEquationScene, equation: str, moves: int) -> None:
    scene.field.text = ""
    feed(scene, [text(equation)])
    scene.set_option(moves=moves)
    feed(scene, [key(pygame.K_RETURN)])


def poll_answer(scene: CustomEquationScene) -> int:
    """Frames fed until the scene shows an answer (the frames keep coming meanwhile)."""
    end = time.monotonic() + BOUND
    frames = 0
    while scene.busy:
        assert time.monotonic() < end, f"no answer within {BOUND} s: the question waits behind another solve"
        assert feed(scene, []) is None
        frames += 1
        time.sleep(0.005)
    return frames


@pytest.fixture
def scene(tmp_path):
    return CustomEquationScene(make_context(tmp_path))


def test_a_small_question_after_a_worst_one_is_answered_and_the_worst_solve_stops(scene):
    ask(scene, WORST, 4)
    worst = scene.pending
    assert worst is not None and not worst.done
    feed(scene, [])
    ask(scene, SMALL, 1)
    assert worst.cancelled and scene.pending is not worst
    poll_answer(scene)
    answer = scene.answer
    assert (answer.text, answer.moves, answer.mode) == (SMALL, 1, "move")
    assert list(answer.solutions) == oracle_solve(SMALL, 1, "move", "classic")
    assert worst.join(BOUND), "the cancelled worst solve is still running"
    feed(scene, [])
    assert scene.answer is answer  # the cancelled solve's result is never shown


def test_leaving_the_screen_cancels_the_solve_and_its_thread_ends(tmp_path):
    ctx = make_context(tmp_path)
    custom = CustomEquationScene(ctx)
    app = App(ctx, lambda c: [MenuScene(c), custom])
    ask(custom, WORST, 4)
    job = custom.pending
    assert job is not None and not job.done
    app.step(click(custom.widgets.get("back").rect.center), 1 / 60)  # Back: to the menu
    assert app.top is not custom and not custom.busy and job.cancelled
    assert job.join(BOUND), "the solve went on after the player left the screen"


def test_back_with_a_solve_running_returns_at_once(scene):
    ask(scene, WORST, 4)
    assert isinstance(scene.widgets.press("back"), Pop)
    assert scene.busy  # the app takes it off the stack; on_leave (called by the app) cancels it
    job = scene.pending
    scene.on_leave()
    assert job.cancelled and not scene.busy
