"""levels/twentyfour.yaml: the famous hands, their fields, the deep check against the solver, the modes' settings."""
from __future__ import annotations

from fractions import Fraction

import pytest

from game.levels import check_level_file, load_level_file
from game.logic import twentyfour as tf
from game.logic.common import LevelFieldError
from tests.datasets import ROOT


def test_level_file_loads_and_every_level_checks():
    path = ROOT / "levels" / "twentyfour.yaml"
    loaded = load_level_file(path)
    assert loaded.problems == [] and len(loaded.levels) >= 10
    assert check_level_file(path) == []
    for level in loaded.levels:  # no band is stated: a heading of its own would give the unsolvable ones away
        assert level.band is None, level.id
    settings = loaded.settings
    assert settings.mode("beat_the_clock").start_seconds == 120
    assert settings.mode("beat_the_clock").solve_bonus == 10 and settings.mode("beat_the_clock").skip_penalty == 20
    assert settings.mode("challenge").seed is not None and settings.mode("relaxed").hints_free


@pytest.mark.parametrize("fields, field", [
    ({}, "cards"), ({"cards": [1, 2, "Z"]}, "cards"), ({"cards": [1] * 7}, "cards"),
    ({"cards": [1, 2, 3, 4], "target": "x"}, "target"), ({"cards": [1, 2, 3, 4], "solutions": -1}, "solutions"),
    ({"cards": [1, 2, 3, 4], "solvable": "yes"}, "solvable"), ({"cards": [1, 2, 3, 4], "colour": 1}, "colour"),
])
def test_bad_level_fields_are_named(fields, field):
    with pytest.raises(LevelFieldError) as err:
        tf.parse_level(fields)
    assert err.value.field == field


def test_check_level_compares_with_the_solver():
    assert tf.check_level(tf.parse_level({"cards": ["A", 2, 3, 4], "solutions": 3})) == []
    wrong = tf.check_level(tf.parse_level({"cards": [1, 2, 3, 4], "solutions": 5}))
    assert [e.field for e in wrong] == ["solutions"] and "finds 3" in wrong[0].message
    assert [e.field for e in tf.check_level(tf.parse_level({"cards": [1, 1, 7, 7]}))] == ["cards"]
    assert [e.field for e in tf.check_level(tf.parse_level({"cards": [3, 3, 8, 8], "solvable": False}))] == ["solvable"]
    assert tf.parse_level({"cards": "3 3 8 8", "target": "7/2"}).target == Fraction(7, 2)


@pytest.mark.parametrize("settings, field", [
    ({"modes": {"blitz": {}}}, "modes.blitz"), ({"modes": {"sprint": {"band": "insane"}}}, "modes.sprint.band"),
    ({"modes": {"sprint": {"hands": 0}}}, "modes.sprint.hands"),
    ({"modes": {"beat_the_clock": {"start_seconds": -5}}}, "modes.beat_the_clock.start_seconds"),
    ({"modes": {"relaxed": {"speed": 1}}}, "modes.relaxed.speed"), ({"colour": 1}, "colour"),
    ({"modes": {"challenge": {"unsolvable_share": 3}}}, "modes.challenge.unsolvable_share"),
])
def test_bad_settings_are_named(settings, field):
    with pytest.raises(LevelFieldError) as err:
        tf.parse_settings(settings)
    assert err.value.field == field


def test_the_famous_hands_list_gives_no_unsolvable_hand_away():
    """The level list groups hands under their band's heading: a hand without a solution must share its heading
    with hands that have one, and no name may speak of the answer."""
    loaded = load_level_file(ROOT / "levels" / "twentyfour.yaml")
    unsolvable = [lv for lv in loaded.levels if not lv.spec.solvable]
    assert unsolvable                                   # the list does hold such hands
    for level in unsolvable:
        same_heading = [lv for lv in loaded.levels if lv.band == level.band and lv.spec.solvable]
        assert same_heading, f"{level.id} sits under a heading of its own"
    telling = ("no ", "none", "way", "trap", "impossible", "unsolv", "cannot", "can't", "nothing")
    for level in loaded.levels:
        assert not any(word in f"{level.name.lower()} " for word in telling), level.name
