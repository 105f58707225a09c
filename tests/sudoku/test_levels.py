"""levels/sudoku.yaml: every level parses and checks (one solution, the stated grade), at least 30
per grade, in campaign order; and bad level fields are reported by name."""
from __future__ import annotations

import re
from collections import Counter

import pytest
import yaml

from game.logic import sudoku
from game.logic.common import LevelFieldError
from game.logic.sudoku import Grade
from tests.datasets import LEVEL_DIR

LEVELS = LEVEL_DIR / "sudoku.yaml"
COMMON = {"id", "name", "band"}
GOOD = "400000805030000000000700000020000060000080400000010000000603070500200000104000000"


def load():
    data = yaml.safe_load(LEVELS.read_text(encoding="utf-8"))
    assert data["game"] == "sudoku"
    return data["levels"]


def test_every_level_is_sound_and_the_campaign_climbs():
    levels = load()
    ids = [lv["id"] for lv in levels]
    assert len(ids) == len(set(ids)) and all(re.fullmatch(r"[a-z0-9-]+", i) for i in ids)
    grades = []
    for lv in levels:
        spec = sudoku.parse_level({k: v for k, v in lv.items() if k not in COMMON})
        assert sudoku.check_level(spec) == [], lv["id"]
        assert sudoku.count_solutions(spec.puzzle) == 1
        assert lv["band"] == spec.grade.label
        grades.append(spec.grade)
    assert grades == sorted(grades)  # easiest first
    counts = Counter(grades)
    assert all(counts[g] >= 30 for g in Grade), counts
    assert len({lv["puzzle"] for lv in levels}) == len(levels)


@pytest.mark.parametrize("fields, field, words", [
    ({"grade": "easy"}, "puzzle", "missing"),
    ({"puzzle": GOOD}, "grade", "missing"),
    ({"puzzle": 123, "grade": "easy"}, "puzzle", "string"),
    ({"puzzle": GOOD[:80], "grade": "easy"}, "puzzle", "81 cells"),
    ({"puzzle": "77" + GOOD[2:], "grade": "easy"}, "puzzle", "r1c1 and r1c2"),
    ({"puzzle": GOOD, "grade": "nightmare"}, "grade", "unknown grade"),
    ({"puzzle": GOOD, "grade": "hard", "clues": 3}, "clues", "unknown field"),
])
def test_bad_fields_are_named(fields, field, words):
    with pytest.raises(LevelFieldError, match=words) as err:
        sudoku.parse_level(fields)
    assert err.value.field == field


def test_check_level_catches_a_wrong_grade_and_an_ambiguous_puzzle():
    spec = sudoku.parse_level({"puzzle": GOOD, "grade": "evil"})
    problems = sudoku.check_level(spec)
    assert len(problems) == 1 and problems[0].field == "grade" and "grades hard" in str(problems[0])
    loose = sudoku.parse_level({"puzzle": "0" * 81, "grade": "easy"})
    assert "more than one solution" in str(sudoku.check_level(loose)[0])
