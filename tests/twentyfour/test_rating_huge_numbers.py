"""Issue 13 item 1 at the logic level: rating a hand never converts a huge exact value to float."""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

from game.logic.twentyfour import rating
from game.logic.twentyfour.rating import BAND_NAMES, heuristic_seconds, rate


@pytest.mark.parametrize("x", [0, 1, 7, 24, Fraction(8, 3), Fraction(-7, 2), 10 ** 15, Fraction(1, 10 ** 6)])
def test_log_term_matches_floats_where_floats_reach(x):
    assert rating._log1p_abs(x) == pytest.approx(math.log1p(abs(float(x))), rel=1e-12, abs=1e-15)


@pytest.mark.parametrize("digits", [400, 1000, 5000])
def test_log_term_of_numbers_past_a_float(digits):
    big = 10 ** digits
    assert rating._log1p_abs(big) == pytest.approx(digits * math.log(10), rel=1e-12)
    assert rating._log1p_abs(Fraction(-big, 3)) == pytest.approx(digits * math.log(10) - math.log(3), rel=1e-12)


@pytest.mark.parametrize("hand", [(10 ** 100,) * 4 + (0, 24), (10 ** 400, 10 ** 400, 24), (10 ** 999, 10 ** 999, 23, 1)])
def test_hands_of_huge_numbers_are_rated(hand):
    result = rate(hand, 24)
    assert result.solvable and result.band in BAND_NAMES and math.isfinite(result.difficulty)
    assert result.difficulty == heuristic_seconds(hand, 24) and result.source == "heuristic"
