"""Line breaking: Chinese between characters, never before a closing mark nor after an opening one; English at
spaces; mixed text both ways. Checked on the lines `theme.wrap` returns, against rules restated here."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from sprites import theme

CLOSING = "，。、；：？！）」』》"
OPENING = "（「『《"
SENTENCES = [
    "每堆石子的个数写成二进制后做异或运算，结果为零的局面是必败局面。轮到你时，如果异或值不为零，你总能找到一步让它变成零。",
    "「先手」还是「后手」？（由你决定）《规则》：取走最后一颗石子的人输！",
    "Take 3 from heap 2, leaving 4 — the XOR becomes 0 and every reply breaks it again.",
    "取 3 颗石子：heap 2 剩下 4 颗，异或值变为 0，对手每一步都会破坏它。",
]


@pytest.fixture(params=["en", "zh_CN"])
def language(request):
    pygame.font.init()
    i18n.set_language(request.param)
    return request.param


@pytest.mark.parametrize("sentence", SENTENCES)
@pytest.mark.parametrize("width", [90, 160, 333])
def test_lines_fit_keep_every_character_and_break_only_where_allowed(language, sentence, width):
    lines = theme.wrap(sentence, width, theme.SMALL)
    assert len(lines) > 1
    # nothing lost: the lines are the sentence with some spaces turned into line ends
    assert "".join(lines).replace(" ", "") == sentence.replace(" ", "")
    for line in lines:
        one_piece = " " not in line and not any(theme.is_wide(c) for c in line)
        assert one_piece or theme.text_width(line, theme.SMALL) <= width, line
    for before, after in zip(lines, lines[1:]):
        assert after[0] not in CLOSING, (before, after)
        assert before[-1] not in OPENING, (before, after)
        if not theme.is_wide(before[-1]) and not theme.is_wide(after[0]):
            # two Latin pieces meet only where the sentence had a space
            assert f"{before} {after}".replace(" ", "") in sentence.replace(" ", "")
            assert f"{before.split(' ')[-1]} {after.split(' ')[0]}" in sentence


def test_english_still_breaks_only_at_spaces(language):
    sentence = SENTENCES[2]
    for width in (120, 200, 400):
        lines = theme.wrap(sentence, width, theme.SMALL)
        assert " ".join(lines) == sentence


def test_chinese_breaks_between_characters_where_english_would_not_break_at_all(language):
    sentence = SENTENCES[0]
    lines = theme.wrap(sentence, 200, theme.SMALL)
    assert len(lines) >= 3 and all(" " not in line for line in lines)


def test_a_closing_mark_goes_with_the_character_before_it():
    pygame.font.init()
    sentence = "甲乙丙丁，戊己"
    width = theme.text_width("甲乙丙丁", theme.BODY) + 2   # room for four characters, not for the comma too
    lines = theme.wrap(sentence, width, theme.BODY)
    assert lines[0] == "甲乙丙" and lines[1].startswith("丁，")


def test_newlines_still_start_new_lines(language):
    assert theme.wrap("第一行\n第二行", 1000) == ["第一行", "第二行"]
