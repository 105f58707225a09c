"""The 24 difficulty table, when damaged, is refused in the player's language (the 24 lobby shows why its modes are
off): each finding names the file and line in a catalog sentence and says in English what it said before."""
from __future__ import annotations

import pytest

from game import i18n
from game.logic.common import PuzzleError
from game.logic.words import Msg
from game.twentyfour_data import COLUMNS, parse_table
from tests.i18n.english_left import english_left, has_chinese

HEADER = ",".join(COLUMNS) + "\n"
DAMAGED = [
    ("hand,rank\n", f"t.csv:1: expected the header {','.join(COLUMNS)}"),
    (HEADER + "1 2 3,1,4.4,99,1,1\n", "t.csv:2: hand '1 2 3' is not four cards from 1 to 13"),
    (HEADER + "1 2 3 4,1,4.4,99,1,1\n4 3 2 1,2,4.4,99,1,1\n", "t.csv:3: hand '4 3 2 1' is listed twice"),
    (HEADER + "1 2 3 4,x,4.4,99,1,1\n", "t.csv:2: a hand of four whole numbers, a rank and two numbers are expected, "
                                        "got '1 2 3 4,x,4.4,99,1,1'"),
    (HEADER + "1 2 3 4,1,4\n", f"t.csv:2: expected {len(COLUMNS)} columns, got 3"),
    ("# only a comment\n", "t.csv: no header line; is this the difficulty table?"),
]


@pytest.mark.parametrize(("text", "english"), DAMAGED)
def test_a_damaged_table_is_refused_in_either_language(text: str, english: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        parse_table(text, "t.csv")
    (said,) = caught.value.args
    assert isinstance(said, Msg) and said.english() == english
    i18n.set_language("zh_CN")
    shown = str(said)
    assert has_chinese(shown) and english_left(shown, "t.csv", *COLUMNS) == [], shown
