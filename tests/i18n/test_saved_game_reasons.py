"""Why a saved game could not be resumed reads in the player's language: the session's and the history's checks of a
damaged record raise their reason as a catalog sentence (the damaged-save notice quotes it), which says in English
what it said before."""
from __future__ import annotations

from typing import Any

import pytest

from game import i18n
from game.logic.session import MAX_SAVED_MOVES, Session
from game.logic.stones.contract import RULES
from game.logic.stones.levels import LevelSpec, start_state
from game.logic.stones.state import Rule
from game.logic.words import Msg
from tests.i18n.english_left import english_left, has_chinese

INITIAL = start_state(LevelSpec((3, 4, 5), 5, Rule.MISERE))

# a damaged record, what its refusal said in English before, the record's own keys the sentence may name
DAMAGED: list[tuple[dict[str, Any], str, tuple[str, ...]]] = [
    ({"history": []}, "saved history is not a mapping", ()),
    ({"history": {"moves": ["T 0 1"] * (MAX_SAVED_MOVES + 1)}},
     f"saved history holds {MAX_SAVED_MOVES + 1} moves (at most {MAX_SAVED_MOVES})", ()),
    ({"history": {"moves": 3}}, "history record is malformed", ()),
    ({"history": {"moves": [], "position": 4}}, "history record is malformed", ()),
    ({"history": {"moves": [7]}}, "history record holds a non-text move", ()),
    ({"elapsed": "soon"}, "saved play time 'soon' is not a number of seconds", ("soon",)),
    ({"hints": -1}, "saved hints -1 is not a count", ("hints",)),
    ({"used_help": "yes"}, "saved used_help 'yes' is not true or false", ("used_help", "yes")),
    ({"history": {"moves": ["T 0 3", "T 1 4", "T 2 4", "T 2 1"]}}, "saved game is already over", ()),
]


@pytest.mark.parametrize(("record", "english", "names"), DAMAGED)
def test_a_damaged_record_is_refused_in_a_catalog_sentence(record: dict[str, Any], english: str,
                                                           names: tuple[str, ...]) -> None:
    with pytest.raises(ValueError) as caught:
        Session.resume(RULES, INITIAL, record)
    (said,) = caught.value.args
    assert isinstance(said, Msg) and said.english() == english
    i18n.set_language("zh_CN")
    shown = str(said)
    assert has_chinese(shown) and english_left(shown, *names) == [], shown
