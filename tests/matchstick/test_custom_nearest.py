"""Your own equation answers in two stages: the list, "no answer" or the refusal first (`ask`), and only after a
complete "no answer" a second job that looks for the nearest stick count that works (`ask_nearest`).

Ordering is proved with a nearest search held at a gate, never with timings: the "no answer" is on the screen
while the gate is shut. A new question, a changed option, an edited equation or leaving the screen cancels that
search, and what it returns afterwards is never shown. Real equations are checked against the solver's own
`nearest_moves`, called directly.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.logic import matchstick as ms
from game.shell.app import App
from scenes.matchstick import custom as custom_screen
from scenes.matchstick.custom import Answer, CustomEquationScene, ask, ask_nearest
from scenes.menu import MenuScene
from tests.helpers import click, feed, key, make_context, render, text
from tests.matchstick.table_helpers import drawn_text

BOUND = 60.0   # seconds: a generous upper bound on waits that should end at once; nothing here is timed
NO_ANSWER = "1+1=9"   # no answer with 1 match (move); 2 matches work
SEARCHING = "Looking for the nearest count that works"
CLASSIC = ms.PRESETS["classic"]


class Gate:
    """Stands in for ms.nearest_counted: says it started, then waits until opened and returns `result`, or the real
    search's result when `result` is None. It ignores cancellation on purpose, so that whatever it returns after its
    question was dropped shows whether the screen reads a stale result."""

    def __init__(self, result: ms.Nearest | None = None) -> None:
        self.real = ms.nearest_counted
        self.result = result
        self.started = threading.Event()
        self.open = threading.Event()
        self.calls: list[tuple[Any, ...]] = []
        self.budgets: list[ms.Budget | None] = []

    def __call__(self, puzzle: ms.Puzzle, moves: int, mode: str = "move", rules: ms.Rules | None = None,
                 budget: ms.Budget | None = None, counting: ms.Budget | None = None,
                 limit: int | None = None) -> ms.Nearest | None:
        self.calls.append((puzzle.text, moves, mode))
        self.budgets.append(budget)
        self.started.set()
        assert self.open.wait(BOUND), "the gate was never opened"
        if self.result is not None:
            return self.result
        return self.real(puzzle, moves, mode, rules, counting=counting, limit=limit)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    g = Gate()
    monkeypatch.setattr(ms, "nearest_counted", g)
    yield g
    g.open.set()   # no test leaves a thread waiting at the gate


@pytest.fixture
def scene(tmp_path):
    return CustomEquationScene(make_context(tmp_path))


def type_and_enter(scene: CustomEquationScene, equation: str) -> None:
    scene.field.text = ""
    feed(scene, [text(equation), key(pygame.K_RETURN)])


def _feed_while(scene: CustomEquationScene, running: Callable[[], bool], what: str) -> None:
    """Feed frames while `running()` holds, failing after BOUND seconds."""
    end = time.monotonic() + BOUND
    while running():
        assert time.monotonic() < end, f"{what} never ended"
        feed(scene, [])
        time.sleep(0.002)


def until_listed(scene: CustomEquationScene) -> None:
    """Feed frames until the first stage's answer shows (the nearest search may still run)."""
    _feed_while(scene, lambda: scene.busy, "the first stage")


def until_nearest_done(scene: CustomEquationScene) -> None:
    _feed_while(scene, lambda: scene.looking_for_nearest, "the nearest search")


def real_nearest(equation: str, moves: int, mode: str = "move", rules: ms.Rules = CLASSIC) -> tuple[int, int] | None:
    ms.clear_cache()
    return ms.nearest_moves(ms.parse_puzzle(equation, rules), moves, mode, limit=custom_screen.LIST_LIMIT)


# --- the pure functions ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("equation, moves, mode", [("1+1=9", 1, "move"), ("5+4=9", 1, "move"),
                                                   ("8+8=1", 1, "move"), ("7=7", 1, "add"),
                                                   ("1+1=2", 4, "move"), ("1+1=9", 1, "remove")])
def test_ask_answers_no_answer_without_the_nearest_and_ask_nearest_adds_the_solvers_own(equation, moves, mode):
    first = ask(equation, moves, mode, CLASSIC)
    assert first.puzzle is not None and not first.solutions and not first.stopped and not first.error
    assert first.needs_nearest and first.nearest is None and not first.nearest_done
    assert first.message.endswith(SEARCHING + "…")
    expected = real_nearest(equation, moves, mode)
    second = ask_nearest(first, ms.Budget())
    assert second is not first and second.nearest_done and not second.needs_nearest
    assert (second.text, second.puzzle, second.moves, second.mode) == (first.text, first.puzzle, moves, mode)
    if expected is None:
        assert second.nearest is None and second.message.endswith("None with 1 to 4 matches either.")
    else:
        k, count = expected
        assert (second.nearest, second.nearest_count) == (k, count)
        assert f"Nearest that works: {k} match" in second.message and f"({count} answer" in second.message
    assert SEARCHING not in second.message


def test_a_nearest_count_whose_answers_are_not_counted_in_time_is_named_without_how_many(monkeypatch):
    first = ask("1+1=9", 1, "move", CLASSIC)
    expected = real_nearest("1+1=9", 1)
    assert expected is not None
    ms.clear_cache()   # the nearest count is searched, not remembered
    real = ms.nearest_counted

    def out_of_time(*args: Any, counting: ms.Budget | None = None, **kwargs: Any) -> ms.Nearest | None:
        assert counting is not None and counting.seconds == custom_screen.COUNT_SECONDS
        return real(*args, counting=ms.Budget(max_work=0), **kwargs)   # counting runs out at once

    monkeypatch.setattr(ms, "nearest_counted", out_of_time)
    second = ask_nearest(first, ms.Budget())
    assert second.nearest == expected[0] and second.nearest_count == 0 and not second.nearest_stopped
    assert second.message.endswith(f"Nearest that works: {expected[0]} matches.")


def test_the_nearest_search_its_budget_stops_says_so():
    first = ask("1+1=9", 1, "move", CLASSIC)
    ms.clear_cache()   # the other counts are searched, not remembered
    budget = ms.Budget(max_work=0)
    second = ask_nearest(first, budget)
    assert second.nearest_done and second.nearest is None and second.nearest_stopped == custom_screen.spent(budget)
    assert "The search for a count that works stopped after" in second.message


ANSWERS_NEEDING_NO_NEAREST = {
    "answers": lambda: ask("6+4=4", 1, "move", CLASSIC),
    "refused": lambda: ask("7+=3", 1, "move", CLASSIC),
    "stopped": lambda: ask("1+1=9", 1, "move", CLASSIC, ms.Budget(max_work=0)),
    "looked for already": lambda: Answer("1+1=9", ms.parse_puzzle("1+1=9", CLASSIC), 1, "move", nearest_done=True),
}


@pytest.mark.parametrize("kind", list(ANSWERS_NEEDING_NO_NEAREST))
def test_ask_nearest_leaves_an_answer_that_does_not_need_it_as_it_is(kind, gate):
    ms.clear_cache()   # "stopped" must be searched under its budget, not remembered
    answer = ANSWERS_NEEDING_NO_NEAREST[kind]()
    gate.open.set()
    assert not answer.needs_nearest
    if kind == "stopped":
        assert answer.stopped and not answer.solutions
    assert ask_nearest(answer, ms.Budget()) is answer and not gate.calls


# --- the screen -------------------------------------------------------------------------------------------------
def test_no_answer_is_shown_before_the_nearest_search_ends_then_the_nearest_and_its_button(scene, gate,
                                                                                          monkeypatch):
    type_and_enter(scene, NO_ANSWER)
    until_listed(scene)
    assert gate.started.wait(BOUND)
    # the gate is shut: the nearest search cannot have ended, and the "no answer" is already on the screen
    a = scene.answer
    assert a is not None and a.text == NO_ANSWER and not a.solutions and a.nearest is None
    assert scene.looking_for_nearest and not scene.busy
    assert a.message == f"No answer with 1 match (move). {SEARCHING}…"
    assert list(scene.ctx.sound.played).count("bad") == 1          # the "no answer" sound, at once
    assert not scene.widgets.get("use-nearest").visible
    assert not any(t.startswith("Solving") for t in drawn_text(scene, monkeypatch))
    assert gate.calls == [(NO_ANSWER, 1, "move")]
    gate.open.set()
    until_nearest_done(scene)
    expected = real_nearest(NO_ANSWER, 1)
    assert expected is not None
    a = scene.answer
    assert (a.nearest, a.nearest_count) == expected and SEARCHING not in a.message
    assert f"Nearest that works: {expected[0]} matches ({expected[1]} answers)." in a.message
    button = scene.widgets.get("use-nearest")
    assert button.visible and button.label == f"Try {expected[0]} matches"
    assert list(scene.ctx.sound.played).count("bad") == 1          # no second sound for the nearest count
    render(scene)


def test_the_already_true_head_stays_while_the_nearest_count_is_looked_for(scene, gate):
    type_and_enter(scene, "5+4=9")
    until_listed(scene)
    assert scene.looking_for_nearest
    assert scene.answer.message == ("It is already true; no other true equation is 1 match away (move). "
                                    f"{SEARCHING}…")
    gate.open.set()
    scene.wait()
    assert scene.answer.message.startswith("It is already true") and SEARCHING not in scene.answer.message


def test_wait_waits_for_both_stages(scene, gate):
    type_and_enter(scene, NO_ANSWER)
    gate.open.set()
    scene.wait()
    assert not scene.busy and not scene.looking_for_nearest
    assert (scene.answer.nearest, scene.answer.nearest_count) == real_nearest(NO_ANSWER, 1)
    assert scene.widgets.get("use-nearest").visible


@pytest.mark.parametrize("change", ["new question", "option", "preset", "edit"])
def test_a_new_question_while_the_nearest_is_looked_for_cancels_it_and_its_result_is_never_shown(
        scene, monkeypatch, change):
    stale = Gate(result=ms.Nearest(4, 7))   # what the dropped search says when let go (2 is right): never shown
    monkeypatch.setattr(ms, "nearest_counted", stale)
    try:
        type_and_enter(scene, NO_ANSWER)
        until_listed(scene)
        assert stale.started.wait(BOUND)
        dropped = scene.nearest_pending
        assert dropped is not None and scene.looking_for_nearest
        if change == "new question":
            type_and_enter(scene, "6+4=4")
        elif change == "option":
            scene.widgets.press("moves-2")
        elif change == "preset":
            scene.widgets.press("preset-strict")
        else:
            feed(scene, [text("1")])
        monkeypatch.setattr(ms, "nearest_counted", stale.real)   # a new question's own search is the real one
        assert dropped.cancelled and not scene.looking_for_nearest
        assert stale.budgets[0] is not None and stale.budgets[0].cancelled   # the search's budget is spent too
    finally:
        stale.open.set()
    assert dropped.join(BOUND)
    scene.wait()
    feed(scene, [])
    a = scene.answer
    assert a is None or a.nearest != 4
    assert not (scene.widgets.get("use-nearest").visible and
                scene.widgets.get("use-nearest").label == "Try 4 matches")
    if change == "new question":
        assert a is not None and a.text == "6+4=4" and a.solutions
    elif change == "option":
        assert a is not None and a.moves == 2 and a.solutions
    elif change == "edit":
        assert a is None and not scene.widgets.get("use-nearest").visible


def test_asking_the_same_question_again_keeps_the_nearest_search(scene, gate):
    type_and_enter(scene, NO_ANSWER)
    until_listed(scene)
    job = scene.nearest_pending
    scene.submit()                          # the Solve button again: the same question, already answered
    assert scene.nearest_pending is job and not job.cancelled
    gate.open.set()
    scene.wait()
    assert scene.answer.nearest == 2


def test_a_result_for_an_answer_no_longer_shown_is_dropped(scene, gate):
    type_and_enter(scene, NO_ANSWER)
    until_listed(scene)
    job = scene.nearest_pending
    scene.answer = ask(NO_ANSWER, 1, "move", CLASSIC)   # an equal answer, but not the one the search was for
    replaced = scene.answer
    gate.open.set()
    assert job.join(BOUND)
    feed(scene, [])
    assert scene.answer is replaced and scene.answer.nearest is None and not scene.looking_for_nearest


def test_leaving_the_screen_cancels_the_nearest_search_and_its_thread_ends(tmp_path, gate):
    ctx = make_context(tmp_path)
    custom = CustomEquationScene(ctx)
    app = App(ctx, lambda c: [MenuScene(c), custom])
    type_and_enter(custom, NO_ANSWER)
    until_listed(custom)
    job = custom.nearest_pending
    assert job is not None and gate.started.wait(BOUND)
    app.step(click(custom.widgets.get("back").rect.center), 1 / 60)
    assert isinstance(app.top, MenuScene)
    assert job.cancelled and gate.budgets[0] is not None and gate.budgets[0].cancelled
    assert not custom.looking_for_nearest
    gate.open.set()
    assert job.join(BOUND), "the nearest search went on after the player left the screen"


@pytest.mark.parametrize("equation", ["6+4=4", "7+=3", "12345678901234567890=1", ""])
def test_no_nearest_search_after_answers_or_a_refusal(scene, gate, equation):
    type_and_enter(scene, equation)
    until_listed(scene)
    assert not scene.looking_for_nearest and scene.nearest_pending is None
    assert SEARCHING not in scene.answer.message
    gate.open.set()
    scene.wait()
    assert not gate.calls


def test_no_nearest_search_after_a_stopped_first_stage(scene, gate, monkeypatch):
    real_ask = custom_screen.ask

    def stopped_at_once(text, moves, mode, rules, budget=None, found=None):
        assert budget is not None
        ms.clear_cache()   # searched under the budget, not remembered
        budget.cancel()    # the solve stops at its first step: "stopped", nothing found
        return real_ask(text, moves, mode, rules, budget, found)

    monkeypatch.setattr(custom_screen, "ask", stopped_at_once)
    type_and_enter(scene, NO_ANSWER)
    until_listed(scene)
    a = scene.answer
    assert a.stopped and not a.solutions and not a.needs_nearest
    assert not scene.looking_for_nearest and SEARCHING not in a.message
    gate.open.set()
    scene.wait()
    assert not gate.calls


def test_a_first_stage_that_fails_starts_no_nearest_search(scene, gate, monkeypatch):
    def broken(*args: object, **kwargs: object) -> Answer:
        raise RuntimeError("broken solver")

    monkeypatch.setattr(custom_screen, "ask", broken)
    type_and_enter(scene, NO_ANSWER)
    until_listed(scene)
    assert scene.answer.error and not scene.looking_for_nearest
    gate.open.set()
    assert not gate.calls


def test_a_nearest_search_that_fails_says_so_and_keeps_the_no_answer(scene, monkeypatch):
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("broken search")

    monkeypatch.setattr(ms, "nearest_counted", broken)
    type_and_enter(scene, NO_ANSWER)
    scene.wait()
    a = scene.answer
    assert a.nearest_done and a.nearest is None and a.nearest_error == "broken search"
    assert a.message == "No answer with 1 match (move). The search for a count that works failed: broken search"
    assert not scene.widgets.get("use-nearest").visible
    render(scene)
