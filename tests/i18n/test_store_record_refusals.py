"""A saved game or setting that does not fit the save file's schema is refused in the player's language: the field
check (`game.records`) and the JSON read (`game.saved_values`) say what is wrong as catalog sentences, which read in
English as they always did and in Chinese with no English but the field's name."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.records import RecordError, saved_game, setting
from game.saved_values import MAX_JSON_CHARS, MAX_JSON_DEPTH, read_json
from game.store import damaged_save_notice
from tests.i18n.english_left import english_left, has_chinese

GOOD = {"history": {"moves": ["a"], "position": 1}, "elapsed": 1.5, "hints": 0, "answers": 0}


def refused(read, value):
    with pytest.raises(RecordError) as caught:
        read(value)
    return caught.value.message


# each kind of field check: the value, the English it said, the field name it may quote
SAVES = [
    ({**GOOD, "hints": "x"}, "hints: is not a whole number"),
    ({**GOOD, "hints": -1}, "hints: is outside 0 to"),
    ({**GOOD, "elapsed": "x"}, "elapsed: is not a number"),
    ({**GOOD, "elapsed": float("inf")}, "elapsed: is not a finite number"),
    ({**GOOD, "history": {"moves": [5], "position": 0}}, "history.moves[0]: is not text"),
    ({**GOOD, "history": {"moves": ["a" * 1000], "position": 0}}, "history.moves[0]: is longer than 200 characters"),
    ({**GOOD, "history": {"moves": "a", "position": 0}}, "history.moves: is not a list"),
    ({**GOOD, "history": {"moves": [], "position": 3}}, "history: the position is past the last move"),
    ("x", "is not a record"),
]
SETTINGS = [
    ("sound", 3, "is not true or false"),
    ("language", "xx", "is not one of en, zh_CN"),
    ("window", {"width": 5}, "height: is missing"),
]


def check_both_languages(message, english: str, *names: str) -> None:
    try:
        assert str(message).startswith(english), str(message)
        i18n.set_language("zh_CN")
        shown = str(message)
        names = (*names, *re.findall(r"[A-Za-z_]+", english.split(": ")[0] if ": " in english else ""))
        assert has_chinese(shown), shown
        assert english_left(shown, *names, "zh_CN") == [], shown
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("value", "english"), SAVES)
def test_a_save_that_does_not_fit_its_schema_is_refused_in_the_players_language(value, english):
    check_both_languages(refused(lambda v: saved_game("sudoku", v), value), english)


@pytest.mark.parametrize(("key", "value", "english"), SETTINGS)
def test_a_setting_that_does_not_fit_is_refused_in_the_players_language(key, value, english):
    check_both_languages(refused(lambda v: setting(key, v), value), english)


@pytest.mark.parametrize(("text", "english"), [
    (5, "it is not text"),
    ('"' + "a" * MAX_JSON_CHARS + '"', f"it is {MAX_JSON_CHARS + 2} characters long, more than {MAX_JSON_CHARS}"),
    ("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1), f"it is nested more than {MAX_JSON_DEPTH} levels deep"),
    ("{nope", "it is not readable"),
])
def test_a_stored_text_that_is_not_json_is_refused_in_the_players_language(text, english):
    value, problem = read_json(text)
    assert value is None and problem is not None
    check_both_languages(problem, english)


def test_the_damaged_save_notice_follows_a_live_switch():
    notice = damaged_save_notice("sudoku", refused(lambda v: saved_game("sudoku", v), {**GOOD, "hints": "x"}))
    assert str(notice) == "Your saved sudoku game could not be resumed (hints: is not a whole number); it was deleted."
    check_both_languages(notice, "Your saved sudoku game", "hints")
