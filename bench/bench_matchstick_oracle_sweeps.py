"""The full matchstick oracle sweeps of which the suite checks a share (this checks all): the capped list's column
search choice on 60 narrowed three-stick questions (tests/matchstick/test_capped_choice.py, seed 7; the suite the
first 30), the values narrowed by the interval tails on 800 drawn questions (tests/matchstick/test_value_narrowing.py,
seed 6; the suite the first 400), each draw the test's own, so the suite's share is a prefix of the sweep here; and
every recorded answer (tests/matchstick/test_recorded_answers.py; the suite the questions at even places). Each row
says what agreed and the CPU seconds it took."""
from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from tests.matchstick import test_capped_choice as capped
from tests.matchstick import test_recorded_answers as recorded
from tests.matchstick import test_value_narrowing as narrowing

Report = Callable[..., None]


def run(report: Report) -> None:
    with pytest.MonkeyPatch.context() as patch:
        start = time.process_time()
        seen = capped._compare(7, capped.NARROWED_IN_BENCH, patch, moves_of_three=True)
        spent = time.process_time() - start
    assert seen["narrowed"] == capped.NARROWED_IN_BENCH and seen["rounds replayed"] >= 40, seen
    report(f"capped choice: {seen['narrowed']} narrowed questions agree ({seen['other']} not narrowed)", spent, "s")
    with pytest.MonkeyPatch.context() as patch:
        start = time.process_time()
        seen = narrowing._compare(6, narrowing.QUESTIONS_IN_BENCH, patch)
        spent = time.process_time() - start
    assert seen["compared"] >= 100 and seen["answers"] >= 100 and seen["divisors"] >= 250, seen
    report(f"narrowed values: {seen['compared']} of {narrowing.QUESTIONS_IN_BENCH} questions compared, agree",
           spent, "s")
    start = time.process_time()
    checked = recorded._check(tuple(range(10)))
    report(f"recorded answers: all {checked} questions answered as recorded", time.process_time() - start, "s")
