""""Copy result" copies the daily result in the player's language: the same facts (game, ISO date, weekday, how it
ended and when, the help used, the code) in the catalog's words, and never the answer."""
from __future__ import annotations

import datetime

from game import i18n
from game.logic.daily import result_text
from game.logic.outcome import Ending, Outcome
from tests.i18n.test_catalog_complete import chinese

SATURDAY = datetime.date(2026, 11, 28)


def test_the_copied_result_is_in_the_players_language() -> None:
    result = result_text("sudoku", SATURDAY, Outcome(Ending.SOLVED, 754.9, 60, hints=2, answers=1), "S1CODE")
    english = result.english()
    assert english == ("Matchbox Arcade · Sudoku daily 2026-11-28 (Saturday) · solved in 12:34 · 2 hints, "
                       "1 answer shown · S1CODE")
    i18n.set_language("zh_CN")
    catalog = chinese()
    shown = str(result)
    for part in (catalog["Sudoku"].string, "2026-11-28", catalog["Saturday"].string, "12:34", "S1CODE",
                 catalog[("{n} hint", "{n} hints")].string[0].format(n=2)):
        assert part in shown, (part, shown)
    assert "solved" not in shown and "hints" not in shown and ", " not in shown


def test_no_help_and_every_ending_read_in_chinese() -> None:
    i18n.set_language("zh_CN")
    catalog = chinese()
    for ending in Ending:
        result = result_text("stones", SATURDAY, Outcome(ending, 3725, 9), "N1X")
        shown = str(result)
        assert catalog["no help"].string in shown and "1:02:05" in shown, shown
        assert all(not c.isascii() or not c.isalpha() for c in shown.replace("N1X", "")), shown
