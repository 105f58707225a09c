"""The solver gives exactly the answers it gave before its speed-ups, in the same order, on generated equations.

tests/matchstick/recorded_answers.jsonl holds the answers (capped at recorded_answers.LIMIT, so a capped
list's choice of answers is checked too) of 3,000 generated questions, recorded from the solver as it was
before the speed-ups of its long chains (see tests/matchstick/recorded_answers.py for how). The fast part
checks every tenth; the oracle part four tenths more (in two parts, which two test workers share), so `make test`
checks every question at an even place in the recording, half of them; `python -m bench matchstick_oracle_sweeps`
checks all of them.
"""
from __future__ import annotations

import pytest

from tests.matchstick import recorded_answers


def _check(tenths: tuple[int, ...]) -> int:
    """The recorded questions whose place modulo 10 is one of `tenths`."""
    rows = recorded_answers.recorded()
    assert len(rows) >= 2900   # the recording finished nearly every question
    chosen = [row for i, row in enumerate(rows) if i % 10 in tenths]
    checked = with_answers = capped = 0
    for (text, preset, mode, k), said in chosen:
        now = recorded_answers.answers(text, preset, mode, k)
        assert now == said, (text, preset, mode, k)
        checked += 1
        with_answers += bool(said.get("texts"))
        capped += bool(said.get("capped"))
    assert checked == len(chosen) >= 290 * len(tenths)
    assert with_answers >= 10 and capped >= 1, (with_answers, capped)  # the check met real answers
    return checked


def test_a_tenth_of_the_recorded_answers_are_given_again() -> None:
    _check((0,))


ORACLE_TENTHS = [(2, 4), (6, 8)]     # with the fast part's 0: every question at an even place


@pytest.mark.oracle
@pytest.mark.parametrize("tenths", ORACLE_TENTHS)
def test_four_more_tenths_of_the_recorded_answers_are_given_again(tenths: tuple[int, ...]) -> None:
    _check(tenths)
