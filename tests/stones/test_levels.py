"""levels/stones.yaml: every level parses, and from every start the player can win (checked by the logic's
closed form and, where the board is small enough, by the seed's brute-force search)."""
from __future__ import annotations

import re

import yaml

from game.logic import stones
from tests.datasets import LEVEL_DIR

LEVELS = LEVEL_DIR / "stones.yaml"
COMMON = {"id", "name", "band"}


def load():
    data = yaml.safe_load(LEVELS.read_text(encoding="utf-8"))
    assert data["game"] == "stones"
    return data["levels"]


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
