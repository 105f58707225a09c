"""Stone-duel levels: the level fields (parse_level names the bad field), the deep check (the player can win),
generated starts, and levels/stones.yaml itself (every level parses, the player can win each one, checked by the
closed form and, where the board is small enough, by the textbook brute-force search)."""
from __future__ import annotations

import random
import re

import pytest
import yaml

from game.logic import stones
from game.logic.common import LevelFieldError, PuzzleError
from game.logic.stones import Rule, State, Strength
from tests.datasets import LEVEL_DIR
from tests.stones.oracles import RULES, every_position, oracle, oracle_wins


LEVELS = LEVEL_DIR / "stones.yaml"


COMMON = {"id", "name", "band"}


def load():
    data = yaml.safe_load(LEVELS.read_text(encoding="utf-8"))
    assert data["game"] == "stones"
    return data["levels"]


def test_parse_level_fills_defaults():
    spec = stones.parse_level({"heaps": [1, 2, 3], "cap": 3})
    assert spec == stones.LevelSpec((1, 2, 3), 3, Rule.MISERE, stones.First.PLAYER, Strength.PERFECT,
                                    stones.Opponent.AI)
    assert stones.start_state(spec) == State((1, 2, 3), stones.PLAYER, Rule.MISERE)
    spec = stones.parse_level({"heaps": [1, 2, 3], "cap": 3, "first": "ai", "rule": "normal", "ai": "casual"})
    assert stones.start_state(spec) == State((1, 2, 3), stones.OPPONENT, Rule.NORMAL)


@pytest.mark.parametrize("fields,field,words", [
    ({"cap": 3}, "heaps", "missing"),
    ({"heaps": [1, 2]}, "cap", "missing"),
    ({"heaps": "1 2", "cap": 3}, "heaps", "list"),
    ({"heaps": [], "cap": 3}, "heaps", "non-empty"),
    ({"heaps": [0, 0], "cap": 3}, "heaps", "empty"),
    ({"heaps": [1, -2], "cap": 3}, "heaps", "heap 1"),
    ({"heaps": [1, 2.5], "cap": 3}, "heaps", "whole number"),
    ({"heaps": [1, 5], "cap": 4}, "heaps", "more than the cap"),
    ({"heaps": [1] * 9, "cap": 4}, "heaps", "at most"),
    ({"heaps": [1, 2], "cap": 0}, "cap", "from 1"),
    ({"heaps": [1, 2], "cap": "3"}, "cap", "whole number"),
    ({"heaps": [1, 2], "cap": 3, "rule": "misère"}, "rule", "'misere' or 'normal'"),
    ({"heaps": [1, 2], "cap": 3, "first": "me"}, "first", "'player' or 'ai'"),
    ({"heaps": [1, 2], "cap": 3, "ai": "hard"}, "ai", "'perfect'"),
    ({"heaps": [1, 2], "cap": 3, "opponent": "cat"}, "opponent", "'human'"),
    ({"heaps": [1, 2], "cap": 3, "opponent": "human", "first": "ai"}, "first", "human"),
    ({"heaps": [1, 2], "cap": 3, "colour": "red"}, "colour", "unknown"),
])
def test_parse_level_names_the_bad_field(fields, field, words):
    with pytest.raises(LevelFieldError) as err:
        stones.parse_level(fields)
    assert err.value.field == field and words in err.value.message


@pytest.mark.oracle
@pytest.mark.parametrize("rule", RULES)
def test_check_level_accepts_exactly_the_starts_the_player_can_win(rule):
    table = oracle(3, 5, rule)
    for pos in every_position(3, 5):
        if not any(pos):
            continue
        for first in stones.First:
            spec = stones.LevelSpec(pos, 4, rule, first)
            mover_wins = table[tuple(sorted(pos))]
            player_wins = mover_wins if first is stones.First.PLAYER else not mover_wins
            problems = stones.check_level(spec)
            assert (problems == []) == player_wins, (pos, first)
            assert all(p.field == "heaps" and "lost" in p.message for p in problems)


@pytest.mark.parametrize("first", list(stones.First))
@pytest.mark.parametrize("rule", RULES)
def test_generated_levels_are_winnable_and_within_their_cap(first, rule):
    rng = random.Random(3)
    for count, cap in [(3, 3), (4, 7), (5, 5), (2, 6)]:
        spec = stones.generate_level(count, cap, rng, rule=rule, first=first)
        assert len(spec.heaps) == count and all(1 <= h <= cap for h in spec.heaps)
        mover_wins = oracle_wins(spec.heaps, rule)
        assert mover_wins == (first is stones.First.PLAYER)


def test_generating_an_unwinnable_shape_is_a_clear_error():
    # One heap under normal rules with the AI first: the AI always takes the lot.
    with pytest.raises(PuzzleError, match="no winnable start"):
        stones.generate_level(1, 5, random.Random(0), rule=Rule.NORMAL, first=stones.First.AI)
    with pytest.raises(PuzzleError, match="heap count"):
        stones.generate_level(0, 5, random.Random(0))


# ------------------------------------------------------------------------------------------ levels/stones.yaml


def test_every_level_parses_with_a_unique_id():
    levels = load()
    ids = [level["id"] for level in levels]
    assert len(ids) == len(set(ids)) and all(re.fullmatch(r"[a-z0-9-]+", i) for i in ids)
    for level in levels:
        stones.parse_level({k: v for k, v in level.items() if k not in COMMON})


def test_the_player_can_win_every_level():
    for level in load():
        spec = stones.parse_level({k: v for k, v in level.items() if k not in COMMON})
        assert stones.check_level(spec) == [], level["id"]
        if len(spec.heaps) <= 6 and spec.cap <= 7:
            table = stones.search_outcomes(len(spec.heaps), spec.cap + 1, spec.rule)
            mover_wins = table[tuple(sorted(spec.heaps))]
            assert mover_wins == (spec.first is stones.First.PLAYER), level["id"]


def test_campaign_covers_the_seeds_shapes_and_some_large_boards():
    specs = [stones.parse_level({k: v for k, v in lv.items() if k not in COMMON}) for lv in load()]
    assert {len(s.heaps) for s in specs} >= {3, 4, 5, 6}
    assert {s.cap + 1 for s in specs} >= {4, 5, 6, 7, 8}
    assert any(len(s.heaps) >= 7 and s.cap >= 15 for s in specs)
    assert {s.rule for s in specs} == set(stones.Rule)
    assert {s.first for s in specs} == set(stones.First)
    assert any(s.opponent is stones.Opponent.HUMAN for s in specs)


def test_check_levels_reports_file_line_and_field(tmp_path):
    from game.levels import check_level_file

    assert check_level_file(LEVELS) == []
    bad = tmp_path / "stones.yaml"
    bad.write_text("game: stones\nlevels:\n  - id: lost\n    heaps: [1, 2, 3]\n    cap: 3\n"
                   "  - id: over-cap\n    cap: 3\n    heaps: [1, 9]\n", encoding="utf-8")
    problems = [str(p) for p in check_level_file(bad)]
    assert any(p.startswith(f"{bad}:8: heaps:") and "more than the cap of 3" in p for p in problems)
    assert any(p.startswith(f"{bad}:4: heaps:") and "lost for the player" in p and "(level lost)" in p
               for p in problems)
    assert len(problems) == 2
