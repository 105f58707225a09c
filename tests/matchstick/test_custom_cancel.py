"""The custom-equation screen stays responsive whatever the solver does: after one of the worst inputs it
accepts, a small question is answered at once; a new question or leaving the screen cancels the running solve; a
search its budget stops, or one with more answers than are listed, says so and shows what it found.

No timing is asserted on the solve itself: the tests feed frames until the answer shows, with a generous upper
bound, and check that the solver's threads end once their question is dropped. The checks look only at what the
screen shows and at the threads named after the solver.
"""
from __future__ import annotations

import itertools
import threading
import time

import pygame
import pytest

from game.logic import matchstick as ms
from game.shell.app import App
from scenes.matchstick import custom as custom_screen
from scenes.matchstick.custom import CustomEquationScene
from scenes.menu import MenuScene
from tests.helpers import click, feed, key, make_context, text
from tests.matchstick.oracle import ORACLE_RULES, oracle_solve, oracle_true

WORST = "9+9+9+9+9+9+9+9+9+9+9+9+9=99"   # 4 matches: 2.7 million answers, the worst the screen accepts
SMALL = "6+4=4"
BOUND = 60.0  # seconds: far above any answer to SMALL


def ask(scene: CustomEquationScene, equation: str, moves: int) -> None:
    ms.clear_cache()  # every question is searched, not answered from an earlier test's memory
    scene.field.text = ""
    feed(scene, [text(equation)])
    scene.set_option(moves=moves)
    feed(scene, [key(pygame.K_RETURN)])


def solver_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("matchstick-solver")]


def poll_answer(scene: CustomEquationScene) -> None:
    """Feed frames until the scene shows an answer (the frames keep coming meanwhile)."""
    end = time.monotonic() + BOUND
    while scene.busy:
        assert time.monotonic() < end, f"no answer within {BOUND} s: the question waits behind another solve"
        assert feed(scene, []) is None
        time.sleep(0.005)


def all_end(threads: list[threading.Thread]) -> bool:
    end = time.monotonic() + BOUND
    for t in threads:
        t.join(max(0.0, end - time.monotonic()))
    return not any(t.is_alive() for t in threads)


@pytest.fixture
def scene(tmp_path):
    return CustomEquationScene(make_context(tmp_path))


def test_a_small_question_after_a_worst_one_is_answered_and_the_worst_solve_stops(scene):
    ask(scene, WORST, 4)
    feed(scene, [])
    assert scene.busy
    working = solver_threads()
    assert working
    ask(scene, SMALL, 1)
    poll_answer(scene)
    answer = scene.answer
    assert (answer.text, answer.moves, answer.mode) == (SMALL, 1, "move")
    assert list(answer.solutions) == oracle_solve(SMALL, 1, "move", "classic")
    assert all_end(working), "the dropped worst solve is still running"
    feed(scene, [])
    assert scene.answer is answer  # the dropped solve's result is never shown


def test_leaving_the_screen_cancels_the_solve_and_its_thread_ends(tmp_path):
    ctx = make_context(tmp_path)
    custom = CustomEquationScene(ctx)
    app = App(ctx, lambda c: [MenuScene(c), custom])
    ask(custom, WORST, 4)
    working = solver_threads()
    assert custom.busy and working
    app.step(click(custom.widgets.get("back").rect.center), 1 / 60)  # Back: to the menu, at once
    assert app.top is not custom and isinstance(app.top, MenuScene)
    assert all_end(working), "the solve went on after the player left the screen"


def test_a_search_its_budget_stops_shows_the_answers_found_so_far(scene, monkeypatch):
    # each look at the clock is 2.5 s later: the budget runs out after a few looks (every 2048 steps of work),
    # long before the solver has the 1000 answers that would cap the list
    ticks = itertools.count(0.0, 2.5)
    monkeypatch.setattr(custom_screen, "CLOCK", lambda: next(ticks))
    ask(scene, WORST, 4)
    poll_answer(scene)
    a = scene.answer
    assert a.stopped and a.solutions and not a.capped
    n = len(a.solutions)
    assert a.message.startswith(f"Stopped after {custom_screen.SOLVE_SECONDS:g} s: showing the first {n:,} answer")
    assert all(oracle_true(t, ORACLE_RULES["classic"]) for t in a.solutions)
    assert not scene.widgets.get("play").visible  # an incomplete list cannot be played (the table needs all)
    assert feed(scene, [key(pygame.K_RETURN)]) is None and not scene.busy


def test_more_answers_than_are_listed_says_so(scene):
    ask(scene, WORST, 3)
    poll_answer(scene)
    a = scene.answer
    assert a.capped and not a.stopped and len(a.solutions) == custom_screen.LIST_LIMIT
    assert a.message.startswith(f"More than {custom_screen.LIST_LIMIT:,} answers with 3 matches")
    assert all(oracle_true(t, ORACLE_RULES["classic"]) for t in a.solutions)
    assert not scene.widgets.get("play").visible
