"""A chapter inside a campaign is named in the player's language wherever its bands are: the headings of the level
list ("罗马数字 · 简单") and the sentence that says what opens a band."""
from __future__ import annotations

import pygame

from game import i18n
from scenes.level_locks import chapter_band, group_name
from scenes.matchstick.lobby import ROMAN_CHAPTER, campaign_scene
from sprites import theme
from tests.helpers import make_context
from tests.i18n.english_left import english_left


def test_a_chapters_band_is_named_in_chinese() -> None:
    i18n.set_language("zh_CN")
    assert str(group_name((ROMAN_CHAPTER, "easy"))) == "罗马数字 · 简单"
    assert english_left(str(chapter_band((ROMAN_CHAPTER, "medium")))) == []
    i18n.set_language("en")
    assert str(group_name((ROMAN_CHAPTER, "easy"))) == "Roman numerals · Easy"


def test_the_equations_level_list_draws_no_english_chapter_name(tmp_path, monkeypatch) -> None:
    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (drawn.append(str(message)), real(message, *a, **k))[1])
    i18n.set_language("zh_CN")
    campaign_scene(make_context(tmp_path)).draw(pygame.Surface((1280, 720)))
    roman = [text for text in drawn if "罗马数字" in text]
    assert roman, "the list shows the Roman chapter"
    assert not [text for text in drawn if "Roman" in text]
