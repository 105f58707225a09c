"""A message with a context (`InContext`): one English word of two senses gets a translation for each, and the
context never shows in either language."""
from __future__ import annotations

from game import i18n
from game.logic.words import InContext, Msg
from tools.catalog import extract


def test_a_word_of_two_senses_is_translated_for_each_and_reads_the_same_in_english():
    preset, mode = InContext("rules preset", "Relaxed"), Msg("Relaxed")
    assert str(preset) == str(mode) == "Relaxed" and preset.english() == "Relaxed"
    i18n.set_language("zh_CN")
    assert str(preset) != str(mode)
    assert "Relaxed" not in str(preset) and "\x04" not in str(preset) and "rules preset" not in str(preset)


def test_an_unknown_context_falls_back_to_the_english_word():
    i18n.set_language("zh_CN")
    assert str(InContext("no such context", "Relaxed")) == "Relaxed"


def test_the_extractor_keeps_the_context_apart():
    keys = {(m.id, m.context) for m in extract() if m.id == "Relaxed"}
    assert keys == {("Relaxed", None), ("Relaxed", "rules preset")}
