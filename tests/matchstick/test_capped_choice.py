"""A capped list is the column search's choice, however the solver finds it.

With four or more numbers the solver first lists every answer with the plain search; when that is more than the
limit, the column search picks which are listed, told which rounds of operators have answers and which glyphs
those answers show in each cell, and the answers of each round (a round whose answers all fit under the limit is
recorded from them instead of searched). Here that choice is compared with the column search left to itself
(every round, every glyph) on generated equations of four to six numbers.

The fast test draws every mode and 1 to 3 sticks. The oracle sweep draws only three-stick moves: in 2,645 drawn
questions of every mode and stick count (seed 7) only those were narrowed (60 of 303), and a question not narrowed
is passed over unchecked, so drawing the others only spent time. The suite checks the sweep's first 30 narrowed
questions (20 of them with a round replayed); `python -m bench matchstick_oracle_sweeps` checks all 60, the same
draw continued.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.logic import matchstick as ms
from game.logic.matchstick import searches, solver
from game.logic.matchstick.solver import search
from tests.matchstick.chains import chain


def _compare(seed: int, questions: int, monkeypatch: pytest.MonkeyPatch, moves_of_three: bool = False
             ) -> Counter[str]:
    told: list[object] = []
    real = searches.columns_search
    seen: Counter[str] = Counter()

    def watched(*args: object, **kwargs: object) -> None:
        told.append(kwargs["only"])
        fits = kwargs["fits"]
        assert callable(fits)

        def counted(more: int) -> bool:
            replays = fits(more)   # (a round whose every answer fits is recorded from the trial's list)
            seen["rounds replayed"] += bool(replays)
            return bool(replays)

        real(*args, **dict(kwargs, fits=counted))  # type: ignore[arg-type]

    monkeypatch.setattr("game.logic.matchstick.solver.columns_search", watched)
    rng = random.Random(seed)
    while seen["narrowed"] < questions:
        text = chain(rng, 4, 6, "+-*/+-", short_share=0.7)
        preset, mode, k = rng.choice(["classic", "relaxed"]), rng.choice(["move", "add", "remove"]), rng.randint(1, 3)
        if moves_of_three:
            mode, k = "move", 3
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
        limit = rng.choice([1, 2, 5, 30])
        told.clear()
        auto = search(puzzle, k, mode, limit=limit)
        if not any(only is not None for only in told):
            seen["other"] += 1
            continue
        alone = search(puzzle, k, mode, limit=limit, strategy="columns")
        assert (auto.texts, auto.capped) == (alone.texts, alone.capped), (text, preset, mode, k, limit)
        assert auto.capped
        seen["narrowed"] += 1
    return seen


def test_the_narrowed_column_search_picks_what_the_whole_one_picks(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _compare(2028, 8, monkeypatch)
    assert seen["narrowed"] == 8 and seen["rounds replayed"] >= 1, seen


NARROWED_IN_SUITE, NARROWED_IN_BENCH = 30, 60


@pytest.mark.oracle
def test_the_narrowed_column_search_picks_what_the_whole_one_picks_on_many(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _compare(7, NARROWED_IN_SUITE, monkeypatch, moves_of_three=True)
    assert seen["narrowed"] == NARROWED_IN_SUITE and seen["rounds replayed"] >= 20, seen


def test_a_trial_that_would_keep_too_many_sequences_gives_up_and_the_list_is_the_same(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past TRIAL_KEPT true glyph sequences the trial gives up (their memory stays bounded): the column search then
    runs as before, told nothing, and lists what it lists alone."""
    monkeypatch.setattr(solver, "TRIAL_KEPT", 3)
    told: list[object] = []
    real = searches.columns_search

    def watched(*args: object, **kwargs: object) -> None:
        told.append(kwargs["only"])
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("game.logic.matchstick.solver.columns_search", watched)
    rng = random.Random(5)
    gave_up = 0
    for _ in range(400):
        if gave_up >= 6:
            break
        text = chain(rng, 4, 6, "+-*/+-", short_share=0.7)
        preset, mode, k = rng.choice(["classic", "relaxed"]), rng.choice(["move", "add", "remove"]), rng.randint(1, 3)
        puzzle = ms.parse_puzzle(text, ms.rules_from(preset))
        limit = rng.choice([None, 2, 30])
        told.clear()
        auto = search(puzzle, k, mode, limit=limit)
        if not told:
            continue   # no trial, or the trial finished with few answers
        assert told == [None]   # told nothing: the trial gave up
        alone = search(puzzle, k, mode, limit=limit, strategy="columns")
        assert (auto.texts, auto.capped) == (alone.texts, alone.capped), (text, preset, mode, k, limit)
        gave_up += bool(alone.texts)
    assert gave_up >= 6, gave_up
