"""Shape level fields: what parses, what is refused and named, and the deep check."""
from __future__ import annotations

import pytest

from game.logic.common import LevelFieldError
from game.logic.shapes import RULES, level_fields, parse_level

GOOD = {"picture": [".-.-.", "| | |", ".-.-."], "task": "remove", "sticks": 3, "squares": 1}


def test_a_level_round_trips_through_its_fields_and_a_string_picture_reads_the_same():
    spec = parse_level(GOOD)
    assert parse_level(level_fields(spec)) == spec
    assert parse_level({**GOOD, "picture": ".-.-.\n| | |\n.-.-.\n"}) == spec
    assert RULES.check_level(spec) == []
    assert RULES.check_level(parse_level({**GOOD, "answers": 2})) == []


@pytest.mark.parametrize("change, field, words", [
    ({"colour": "red"}, "colour", "unknown field"),
    ({"task": "burn"}, "task", "remove, move or add"),
    ({"sticks": 0}, "sticks", "from 1 to 12"),
    ({"sticks": True}, "sticks", "whole number"),
    ({"triangles": 1}, "squares", "exactly one"),
    ({"equal": "yes"}, "equal", "true or false"),
    ({"picture": [".-.-.", "| | |", ".-.-x"]}, "picture", "row 3, column 5"),
    ({"picture": 5}, "picture", "list of rows"),
    ({"squares": 7}, "squares", "out of reach"),
    ({"sticks": 9}, "sticks", "cannot be taken away"),
])
def test_a_bad_field_is_named(change, field, words):
    with pytest.raises(LevelFieldError) as err:
        parse_level({**GOOD, **change})
    assert err.value.field == field and words in err.value.message


def test_missing_fields_are_named():
    for key in ("picture", "task", "sticks"):
        with pytest.raises(LevelFieldError) as err:
            parse_level({k: v for k, v in GOOD.items() if k != key})
        assert err.value.field == key


def test_the_deep_check_names_a_wrong_answer_count_and_a_puzzle_with_none():
    problems = RULES.check_level(parse_level({**GOOD, "answers": 5}))
    assert [p.field for p in problems] == ["answers"] and "finds 2" in problems[0].message
    problems = RULES.check_level(parse_level({**GOOD, "sticks": 1, "squares": 2}))
    assert problems and "no answer" in problems[0].message
