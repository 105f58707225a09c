"""A shape level's code description: every shipped level reads back as its puzzle, and bad text is refused with
a sentence."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.levels import load_level_file
from game.logic.common import PuzzleError
from game.logic.shapes import RULES, LevelSpec, parse_level

LEVELS = load_level_file(Path(__file__).resolve().parents[2] / "levels" / "shapes.yaml").levels


def test_every_shipped_level_round_trips_through_its_description():
    for level in LEVELS:
        text = RULES.encode_level(level.spec)
        back = RULES.decode_level(text)
        assert back == LevelSpec(level.spec.puzzle), level.id
        assert RULES.encode_level(back) == text
        assert len(text) < 60, (level.id, len(text))


def test_leading_spaces_and_the_same_size_flag_survive():
    spec = parse_level({"picture": ["", "", "    .-.", "    | |", "  .-.-.", "  |  ", "  .-. ."], "task": "move",
                        "sticks": 1, "squares": 2, "equal": True})
    assert RULES.decode_level(RULES.encode_level(spec)) == spec


@pytest.mark.parametrize("text, words", [("!", "not a code character"), ("", "do not fill the box"), ("ZZZZZZZZZZZZZZZZ", "")])
def test_bad_descriptions_are_refused_with_a_sentence(text, words):
    with pytest.raises(PuzzleError) as err:
        RULES.decode_level(text)
    assert words in str(err.value) and str(err.value)


def test_random_descriptions_read_as_a_puzzle_or_are_refused():
    rng = random.Random(3)
    read = refused = 0
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30)))
        try:
            spec = RULES.decode_level(text)
        except PuzzleError as err:
            assert str(err)
            refused += 1
            continue
        assert RULES.decode_level(RULES.encode_level(spec)) == spec
        read += 1
    assert refused >= 50, (read, refused)
