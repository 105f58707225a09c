"""The stone duel's computer player: perfect play at each strength, slips at the stated rates, and no move once
the game is over."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.logic import stones
from game.logic.common import IllegalMoveError, MoveError, Status
from game.logic.stones import Move, Rule, State, Strength
from tests.properties import Tally
from tests.stones.oracles import RULES, every_position, oracle


@pytest.mark.oracle
@pytest.mark.parametrize("rule", RULES)
def test_perfect_ai_always_moves_into_a_lost_position_when_it_can(rule):
    rng = random.Random(1)
    table = oracle(5, 6, rule)
    for pos in every_position(5, 6):
        if table[tuple(sorted(pos))] and any(pos):
            move = stones.ai_move(State(pos, rule=rule), Strength.PERFECT, rng)
            assert not table[tuple(sorted(stones.apply(State(pos, rule=rule), move).heaps))], pos


def play_out(state: State, strengths: dict[int, Strength], rng: random.Random) -> State:
    while not stones.is_over(state):
        state = stones.apply(state, stones.ai_move(state, strengths[state.to_move], rng))
    return state


def test_perfect_ai_never_loses_from_a_winning_position():
    tally = Tally()

    @settings(max_examples=150, deadline=None)
    @given(heaps=st.lists(st.integers(0, 40), min_size=1, max_size=7), rule=st.sampled_from(RULES),
           rival=st.sampled_from(list(Strength)), seed=st.integers(0, 2 ** 32 - 1))
    def check(heaps, rule, rival, seed):
        start = State(tuple(heaps), stones.OPPONENT, rule)
        if stones.is_over(start) or not stones.mover_wins(start.heaps, rule):
            tally("not a win to defend")
            return
        end = play_out(start, {stones.OPPONENT: Strength.PERFECT, stones.PLAYER: rival}, random.Random(seed))
        assert stones.winner(end) == stones.OPPONENT
        assert stones.status(end, stones.OPPONENT) is Status.SOLVED
        assert stones.status(end, stones.PLAYER) is Status.LOST
        tally("won")

    check()
    tally.require(won=50)


def test_strengths_slip_at_their_stated_rates():
    # From a winning position only one kind of move keeps the win, so a slip shows as a move into a won position.
    table = oracle(3, 8, Rule.MISERE)
    state = State((1, 2, 4))  # nim-sum 7, top bit only in heap 2: the only winning move is 4 -> 3
    winning = [m for m in stones.legal_moves(state) if not table[tuple(sorted(stones.apply(state, m).heaps))]]
    assert winning == [Move(2, 1)]
    rng = random.Random(42)
    rates = {}
    for strength in Strength:
        misses = sum(stones.ai_move(state, strength, rng) != Move(2, 1) for _ in range(4000))
        rates[strength] = misses / 4000
    assert rates[Strength.PERFECT] == 0
    assert 0.06 < rates[Strength.STRONG] < 0.2  # 1 in 8 slips, minus the slips that hit the right move
    assert 0.35 < rates[Strength.CASUAL] < 0.6


def test_ai_refuses_a_finished_game():
    with pytest.raises(MoveError, match="over"):
        stones.ai_move(State((0, 0)), Strength.PERFECT, random.Random(0))


def test_the_ais_refusal_is_a_move_not_allowed_here():
    with pytest.raises(IllegalMoveError) as err:
        stones.ai_move(State((0, 0)), Strength.PERFECT, random.Random(0))
    assert err.value.reason == "the game is over: there is no move to make"
