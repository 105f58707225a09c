"""A pasted text's refusal follows a live language switch: the reason a PasteError keeps is the game's own sentence
(never flattened to the text of the moment it was raised), so the same refusal reads in Chinese after a switch and
in English again after switching back, and says in English what it said before."""
from __future__ import annotations

import pytest

from game import i18n
from game.logic.pasted import PasteError, read_puzzle
from game.logic.words import Msg
from tests.i18n.english_left import english_left, has_chinese

# typed text, the game the screen knows (None: guessed), what the refusal said in English before
REFUSED = [
    ("cards 1 2 3 x", "twentyfour", "card 4 'x' is not a whole number, a fraction like 8/3, or a card A J Q K"),
    ("cards 1 2 3 4 target x", "twentyfour",
     "the target 'x' is not a whole number, a fraction like 8/3, or a card A J Q K"),
    ("H10ZZZZ4", None, "the code names no matchstick shape puzzle: the picture's points do not fill the box the "
                       "description gives"),
    ("T10ZZZZJ", None, "the code names no 24 puzzle: the hand is not a list of cards and a target"),
    ("S1ZZZZZQ", None, "the code names no sudoku puzzle: no digit is left for row 2, column 7: this is not a sudoku"),
    ("jigsaw: 12 34", None, "the regions need 81 digits 1-9, got 2 characters"),
    ("cards 1/0 2 3 4", None, "a number has a zero denominator"),
]


def refusal(typed: str, game: str | None) -> Msg:
    with pytest.raises(PasteError) as caught:
        read_puzzle(typed, game)
    reason = caught.value.reason
    assert isinstance(reason, Msg)
    return reason


@pytest.mark.parametrize(("typed", "game", "english"), REFUSED)
def test_a_refusal_made_in_english_reads_as_chinese_after_a_switch_and_back(typed: str, game: str | None,
                                                                           english: str) -> None:
    reason = refusal(typed, game)
    assert str(reason) == english
    i18n.set_language("zh_CN")
    shown = str(reason)
    assert has_chinese(shown) and english_left(shown, typed) == [], shown
    i18n.set_language("en")
    assert str(reason) == english


@pytest.mark.parametrize(("typed", "game", "english"), REFUSED)
def test_a_refusal_made_in_chinese_reads_as_english_after_a_switch(typed: str, game: str | None,
                                                                  english: str) -> None:
    i18n.set_language("zh_CN")
    reason = refusal(typed, game)
    assert has_chinese(str(reason))
    i18n.set_language("en")
    assert str(reason) == english
