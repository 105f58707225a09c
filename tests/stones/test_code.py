"""A stone duel's code: any heaps, cap, rule, first mover and opponent round-trip."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic.codes import code_of, decode
from game.logic.stones.levels import MAX_LEVEL_CAP, MAX_LEVEL_HEAPS, First, LevelSpec, Opponent
from game.logic.stones.state import Rule
from tests.properties import Tally


@st.composite
def levels(draw: st.DrawFn) -> LevelSpec:
    cap = draw(st.integers(1, MAX_LEVEL_CAP))
    heaps = draw(st.lists(st.integers(0, cap), min_size=1, max_size=MAX_LEVEL_HEAPS).filter(any))
    opponent = draw(st.sampled_from(Opponent))
    first = First.PLAYER if opponent is Opponent.HUMAN else draw(st.sampled_from(First))
    return LevelSpec(tuple(heaps), cap, draw(st.sampled_from(Rule)), first, opponent=opponent)


def test_any_duel_round_trips() -> None:
    tally = Tally()

    @settings(max_examples=200, deadline=None)
    @given(levels())
    def check(level: LevelSpec) -> None:
        back = decode(code_of("stones", level)).level
        assert (back.heaps, back.cap, back.rule, back.first, back.opponent) == (
            level.heaps, level.cap, level.rule, level.first, level.opponent)
        tally(level.rule.value)

    check()
    tally.require(misere=30, normal=30)
