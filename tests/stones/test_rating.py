"""A stone-duel level's rating: the bands the shipped levels state are the ones the rating gives, and the score
rises with the opponent's strength, the largest heap and the heap count."""
from __future__ import annotations

import itertools

from game.logic import stones
from game.logic.stones import LevelSpec, Opponent, Strength
from game.logic.stones.contract import RULES
from tests.datasets import LEVEL_DIR

import yaml


LEVELS = LEVEL_DIR / "stones.yaml"


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
