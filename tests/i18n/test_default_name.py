"""24's default high-score name: a run nobody named is stored as "Player" whatever the language, and shown in
the player's language (the name box, the results table); keeping the shown default stores it unchanged."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from tests.helpers import feed, make_context
from tests.i18n.test_catalog_complete import chinese
from tests.twentyfour.play_helpers import drawn_text, start
from tests.twentyfour.test_name_box import names, play_a_sprint
from tests.helpers import key


def test_the_default_name_is_stored_as_itself_and_shown_translated(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_context(tmp_path, seed=5)
    i18n.set_language("zh_CN")
    shown = chinese()["Player"].string
    scene = start(ctx, "sprint")
    play_a_sprint(scene)
    assert names(ctx, scene) == ["Player"]                     # stored as it always was
    assert scene.widgets.get("name").text == shown             # the box shows it in Chinese
    assert "1. " + shown in drawn_text(scene, monkeypatch)     # and so does the results table
    feed(scene, [key(pygame.K_F2), key(pygame.K_RETURN)])      # the shown default kept: nothing renamed
    assert names(ctx, scene) == ["Player"]
    i18n.set_language("en")
    assert "1. Player" in drawn_text(scene, monkeypatch)
