"""The solver tells of each answer as soon as it meets one, and the screen says there are answers while it lists.

`solve(..., on_answer=)` hears every listed answer once, and no text that is not an answer; the custom screen's
`Found` counts them for the "It has answers" line drawn while the list is still being made. A search stopped
after the plain trial was given up for the column search still lists what the trial met.
"""
from __future__ import annotations

import random
import threading
from collections import Counter

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import solver
from game.logic.matchstick.budget import Budget
from scenes.matchstick import custom as custom_screen
from scenes.matchstick.custom import CustomEquationScene, Found, ask
from tests.helpers import feed, make_context
from tests.matchstick.chains import chain
from tests.matchstick.table_helpers import drawn_text


MANY = "169+48-6-15=196"   # 317 answers with 3 matches moved; five numbers, so the plain trial runs first


def test_every_answer_is_heard_once_and_nothing_else() -> None:
    rng = random.Random(11)
    seen: Counter[str] = Counter()
    while seen["with answers"] < 40:
        text = chain(rng)
        preset, mode, k = rng.choice(["classic", "relaxed"]), rng.choice(ms.MODES), rng.randint(1, 3)
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
        heard: list[str] = []
        ms.clear_cache()
        result = ms.solve(puzzle, k, mode, on_answer=heard.append)
        assert result.complete and not result.capped
        assert sorted(heard) == list(result.texts), (text, preset, mode, k)   # each once, and only answers
        seen["with answers" if heard else "none"] += 1
    assert seen["none"] >= 10


def test_a_capped_search_hears_only_answers_and_lists_some_of_them() -> None:
    puzzle = ms.parse_puzzle(MANY, ms.rules_from("classic"))
    heard: list[str] = []
    ms.clear_cache()
    capped = ms.solve(puzzle, 3, "move", limit=5, on_answer=heard.append)
    every = set(ms.solve(puzzle, 3, "move").texts)
    assert capped.capped and len(capped.texts) == 5
    assert len(heard) == len(set(heard)) > 5 and set(heard) <= every and set(capped.texts) <= every


def test_a_search_stopped_after_its_trial_lists_what_the_trial_met(monkeypatch: pytest.MonkeyPatch) -> None:
    # a short trial that meets more answers than the limit is given up for the column search, which the budget
    # then stops: the trial's answers are still listed (before, the player read "no answer found yet")
    monkeypatch.setattr(solver, "TRIAL_WORK", 1_000)
    puzzle = ms.parse_puzzle(MANY, ms.rules_from("classic"))
    every = set(ms.solve(puzzle, 3, "move").texts)
    ms.clear_cache()
    heard: list[str] = []
    result = solver.search(puzzle, 3, "move", Budget(max_work=2_000), limit=3, on_answer=heard.append)
    assert not result.complete and result.texts
    assert set(result.texts) <= every and set(result.texts) <= set(heard)


def test_ask_counts_what_it_finds() -> None:
    found = Found()
    ms.clear_cache()
    answer = ask("6+4=4", 1, "move", ms.PRESETS["classic"], found=found)
    ms.clear_cache()
    assert answer.solutions and found.count == len(answer.solutions) == len(ms.solve("6+4=4", 1, "move").texts)


def test_the_screen_says_there_are_answers_while_it_lists_them(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    go_on = threading.Event()
    real_ask = custom_screen.ask

    def slow_ask(text, moves, mode, rules, budget=None, found=None):
        assert found is not None
        found.add("6-2=4")   # an answer met; the list is not done until the gate opens
        go_on.wait(60)
        return real_ask(text, moves, mode, rules, budget, found)

    monkeypatch.setattr(custom_screen, "ask", slow_ask)
    scene = CustomEquationScene(make_context(tmp_path))
    scene.field.text = "6+4=4"
    scene.submit()
    for _ in range(200):
        feed(scene)
        if scene.found.count:
            break
        threading.Event().wait(0.01)
    shown = drawn_text(scene, monkeypatch)
    assert scene.busy and "It has answers: 1 found so far, still listing them." in shown
    assert not any("6-2=4" in line for line in shown)   # the answer itself stays hidden, for the player to find
    go_on.set()
    scene.wait()
    assert not scene.busy and scene.answer is not None and scene.answer.solutions
    assert not any("still listing" in line for line in drawn_text(scene, monkeypatch))
