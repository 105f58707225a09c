"""The line chart's time axis: it starts at 0, its top is a whole number of round steps at or above the slowest
time (no point above the axis), and it is never a whole step taller than it needs."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings, strategies as st

from game.statistics import NICE_SECONDS, time_axis
from tests.properties import Tally


def test_the_top_covers_the_slowest_time_within_one_step():
    tally = Tally()

    @settings(max_examples=300, derandomize=True)
    @given(st.one_of(st.fractions(min_value=Fraction(1, 100), max_value=100000, max_denominator=100),
                     st.integers(min_value=1, max_value=100000).map(Fraction)))
    def check(peak):
        step, top = time_axis(float(peak), 4)
        assert top % step == 0 and top >= peak and top - step < peak   # covers it, with no whole step to spare
        assert step in NICE_SECONDS or step % NICE_SECONDS[-1] == 0
        tally("whole" if peak.denominator == 1 else "fractional")

    check()
    tally.require(whole=20, fractional=20)


def test_a_peak_just_past_a_step_gets_the_next_step():
    assert time_axis(2.5, 4) == (1, 3)       # truncating 2.5 to 2 would draw the point above the axis
    assert time_axis(0.4, 4) == (1, 1)
