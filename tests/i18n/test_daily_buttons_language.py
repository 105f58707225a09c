"""Each daily button says what the weekday asks for in the player's language: a band or grade by its name, the
stone duel's board ("5 heaps of up to 10") as a sentence of the catalog, so no English is left in Chinese."""
from __future__ import annotations

import datetime

from game import i18n
from game.logic.daily import STONE_BOARDS, daily
from scenes import play_code
from scenes.play_code import PlayCodeScene
from tests.helpers import feed, make_context
from tests.i18n.english_left import english_left, has_chinese

MONDAY = datetime.date(2026, 11, 23)


def test_every_daily_button_reads_in_chinese(tmp_path, monkeypatch) -> None:
    ctx = make_context(tmp_path)
    monkeypatch.setattr(play_code, "_MADE", {})
    screen = PlayCodeScene(ctx, today=MONDAY)   # from the menu: every game's daily
    assert screen.daily_job.join(60)
    feed(screen)
    assert len(screen.dailies) == 4
    for key in screen.dailies:
        detail = screen.widgets.get(f"daily-{key}").detail
        english = str(detail)
        i18n.set_language("zh_CN")
        shown = str(detail)
        i18n.set_language("en")
        assert english and has_chinese(shown) and english_left(shown) == [], (key, english, shown)


def test_the_stone_duels_board_reads_in_both_languages_every_weekday() -> None:
    for offset in range(7):
        day = MONDAY + datetime.timedelta(days=offset)
        made = daily("stones", day)
        count, cap = STONE_BOARDS[day.weekday()]
        assert made.step_words is not None
        assert str(made.step_words) == made.step == f"{count} heap{'s' * (count != 1)} of up to {cap}"
        i18n.set_language("zh_CN")
        shown = str(made.step_words)
        i18n.set_language("en")
        assert shown == f"{count} 堆，每堆最多 {cap} 颗"
