"""A sudoku's title follows the player's language, also after a save: the save keeps the English title (a stable
file), and the start screen names a resumed campaign level, endless puzzle or daily puzzle again as the game names
it, so the title switches with the language like every other text."""
from __future__ import annotations

import datetime
from typing import Iterator

import pytest

from game import i18n
from game.logic.sudoku import Grade
from scenes.sudoku.lobby import SudokuStartScene
from scenes.sudoku.model import Round
from tests.helpers import make_context
from tests.sudoku.play_helpers import blank_cells, open_level


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def played_and_saved(game) -> None:
    cell = blank_cells(game)[0]
    game.table.place(cell, game.round.solution[cell])
    game.save()


def test_a_resumed_campaign_level_is_named_in_the_language_shown(tmp_path, catalog):
    ctx = make_context(tmp_path, catalog=catalog)
    game = open_level(ctx, "medium")
    played_and_saved(game)
    assert ctx.store.load_game("sudoku")["title"] == "Medium 1"       # the file keeps English
    ctx.store.close()

    start = SudokuStartScene(make_context(tmp_path, catalog=catalog))
    title = start.saved_scene.round.title
    assert str(title) == "Medium 1"
    i18n.set_language("zh_CN")
    assert str(title) == f"{i18n.gettext('Medium')} 1" and str(title) != "Medium 1"
    assert str(title) in str(start.widgets.get("resume").detail)


def test_a_saved_endless_and_daily_title_are_named_again(tmp_path, catalog):
    start = SudokuStartScene(make_context(tmp_path, catalog=catalog))
    endless = Round((), (), Grade.HARD, None, "Endless hard · puzzle 7")
    daily = Round((), (), Grade.EASY, None, "Daily puzzle · Sat 28 Nov", mode="daily", daily=datetime.date(2026, 11, 28))
    pasted = Round((), (), Grade.EASY, None, "Your puzzle (no records)", mode="code", keeps_records=False)
    other = Round((), (), Grade.EASY, None, "A name of its own", mode="code")
    titles = [start.title_again(r) for r in (endless, daily, pasted, other)]
    assert [str(t) for t in titles] == ["Endless hard · puzzle 7", "Daily puzzle · Sat 28 Nov", "Your puzzle (no records)",
                                        "A name of its own"]
    i18n.set_language("zh_CN")
    chinese = [str(t) for t in titles]
    assert i18n.gettext("hard") in chinese[0] and "第 7 题" in chinese[0] and "Endless" not in chinese[0]
    # the daily title's date is written in the language of the moment it is named: resumed in Chinese, Chinese
    assert str(start.title_again(daily)) == f"{i18n.gettext('Daily puzzle · {day}').format(day='11 月 28 日 周六')}"
    assert chinese[2] == i18n.gettext("Your puzzle (no records)") != "Your puzzle (no records)"
    assert chinese[3] == "A name of its own"     # a title the game did not make stays as saved
