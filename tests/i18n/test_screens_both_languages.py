"""Every screen renders headless in English and in Chinese, and the two pictures differ: no screen is left
untranslated, and switching the language reaches it without opening it again."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from tests.helpers import render
from tests.shell.screens import every_screen


def picture(scene) -> bytes:
    return pygame.image.tobytes(render(scene), "RGB")


@pytest.mark.oracle
def test_every_screen_renders_in_both_languages_and_they_differ(tmp_path):
    seen, same = [], []
    for name, scene in every_screen(tmp_path):
        i18n.set_language("en")
        english = picture(scene)
        i18n.set_language("zh_CN")
        chinese = picture(scene)
        i18n.set_language("en")
        assert picture(scene) == english, f"{name}: English again is not the same picture"
        seen.append(name)
        if chinese == english:
            same.append(name)
    assert len(seen) > 30 and {"menu", "settings", "stones play", "24 results", "shapes levels",
                                "shapes move play", "shapes solved", "shapes editor answers"} <= set(seen)
    assert not same, f"drawn the same in both languages: {same}"
