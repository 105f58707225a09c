"""A 24 hand's code: any cards and target, fractions and negative numbers too, round-trip."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic.codes import code_of, decode
from game.logic.twentyfour.levels import LevelSpec
from game.logic.twentyfour.numbers import MAX_NUMBERS, norm
from tests.properties import Tally

numbers = st.one_of(st.integers(1, 13), st.integers(-50, 500),
                    st.fractions(-20, 20, max_denominator=9).map(norm))


def test_any_hand_round_trips() -> None:
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(st.lists(numbers, min_size=1, max_size=MAX_NUMBERS), numbers)
    def check(cards: list[int | Fraction], target: int | Fraction) -> None:
        code = code_of("twentyfour", LevelSpec(tuple(cards), target))
        back = decode(code).level
        assert back.cards == tuple(cards) and back.target == target
        tally("fraction" if any(isinstance(n, Fraction) for n in (*cards, target)) else "whole")

    check()
    tally.require(fraction=20, whole=20)


def test_a_hand_of_long_numbers_has_no_code() -> None:
    import pytest

    from game.logic.codes import make_code
    from game.logic.packing import Packer

    with pytest.raises(ValueError, match="longer than 12"):
        code_of("twentyfour", LevelSpec((10 ** 12, 1, 2, 3), 24))
    packer = Packer()
    packer.finish_with_text(f"{10 ** 12} 1 2 3 24", "0123456789/- ")
    with pytest.raises(ValueError, match="longer than 12"):
        decode(make_code("twentyfour", packer.encode()))
