"""The stone duel's solve (perfect play to the end) and rating, which the shared contract asked for.

solve is checked against the seed's brute-force search (stones.search_outcomes, itself tested against the seed's
published table in the logic tests): on every small position it finds a line exactly when the player can force
a win, and the line is legal and ends in the player's win.
"""
from __future__ import annotations

import itertools
from pathlib import Path

import yaml

from game.logic import stones
from game.logic.common import Status
from game.logic.stones import LevelSpec, Opponent, Rule, State, Strength
from game.logic.stones.contract import RULES

LEVELS = Path(__file__).resolve().parents[2] / "levels" / "stones.yaml"


def test_solve_finds_a_winning_line_exactly_when_the_search_says_the_player_wins() -> None:
    lines = lost = 0
    for rule in Rule:
        table = stones.search_outcomes(3, 5, rule)  # every multiset of 3 heaps of 0..4 stones
        for heaps in itertools.product(range(5), repeat=3):
            mover_wins = table[tuple(sorted(heaps))]
            for to_move in (stones.PLAYER, stones.OPPONENT):
                state = State(heaps, to_move, rule)
                player_wins = mover_wins == (to_move == stones.PLAYER)
                if not any(heaps):  # the game is over: the search's verdict is about the move into it
                    player_wins = stones.status(state) is Status.SOLVED
                line = stones.solve(state)
                assert (line is not None) == player_wins, (heaps, to_move, rule)
                if line is None:
                    lost += 1
                    continue
                for move in line:
                    state = stones.apply(state, move)  # MoveError if a move were illegal
                assert stones.status(state) is Status.SOLVED and len(line) <= sum(heaps)
                lines += 1
    assert lines > 100 and lost > 100, (lines, lost)


def test_every_shipped_level_states_the_band_the_rating_gives() -> None:
    levels = yaml.safe_load(LEVELS.read_text(encoding="utf-8"))["levels"]
    for level in levels:
        spec = stones.parse_level({k: v for k, v in level.items() if k not in ("id", "name", "band")})
        assert RULES.rate(spec).band == level["band"], level["id"]
    assert {level["band"] for level in levels} == set(RULES.bands)


def test_the_score_rises_with_the_opponent_the_largest_heap_and_the_heap_count() -> None:
    checked = 0
    for heaps in itertools.product(range(1, 9), repeat=3):
        by_strength = [stones.score(LevelSpec(heaps, 31, ai=s)) for s in (Strength.CASUAL, Strength.STRONG,
                                                                            Strength.PERFECT)]
        assert by_strength == sorted(set(by_strength))  # strictly rising
        human = LevelSpec(heaps, 31, opponent=Opponent.HUMAN)
        assert stones.score(human) == by_strength[1]
        spec = LevelSpec(heaps, 31, ai=Strength.STRONG)
        assert stones.score(LevelSpec(heaps + (1,), 31, ai=Strength.STRONG)) > stones.score(spec)
        doubled = tuple(sorted(heaps))[:-1] + (2 * max(heaps),)
        assert stones.score(LevelSpec(doubled, 31, ai=Strength.STRONG)) > stones.score(spec)
        checked += 1
    assert checked == 8 ** 3
