"""Every game's end panel shows the puzzle's code with "Copy code", for a campaign level, a typed code and the
daily puzzle: the code drawn is the one worked out from the puzzle apart from the scene, the button sits on the
panel clear of every other button, a copy says "Copied" only when the clipboard holds the code, and with no
clipboard the code is shown highlighted to copy by hand. The pause overlay uses the same piece."""
from __future__ import annotations

import pygame
import pytest

from scenes.pause import PauseScene
from scenes.share import COPY_CODE, ShareBox
from sprites import theme
from sprites.widgets import Button
from tests.helpers import render
from tests.shell.end_games import GAMES, ORIGINS, end_panel, opened, over, play_to_the_end


def drawn_texts(scene, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda message, *a, **k: (seen.append(str(message)), real(message, *a, **k))[1])
    render(scene)
    monkeypatch.setattr(theme, "text", real)
    return seen


def visible_buttons(scene) -> list:
    return [w for w in scene.widgets.widgets if w.visible and isinstance(w, Button) and w.id != "pause"]


@pytest.mark.parametrize("origin", ORIGINS)
@pytest.mark.parametrize("game", GAMES)
def test_the_end_panel_shows_the_code_and_copies_it(ctx, monkeypatch, game: str, origin: str) -> None:
    scene, code = opened(ctx, game, origin)
    button = scene.widgets.get(COPY_CODE)
    assert not button.visible                      # nothing to copy from while the game is on
    play_to_the_end(game, scene)
    assert over(game, scene)
    assert button.visible and end_panel(game, scene).contains(button.rect)
    shown = visible_buttons(scene)
    for i, a in enumerate(shown):                  # no button lies over another
        assert not any(a.rect.colliderect(b.rect) for b in shown[i + 1:]), (a.id, [b.id for b in shown])
    texts = drawn_texts(scene, monkeypatch)
    assert code in "".join(texts)                  # the code (in one line, or two halves one after the other)
    pygame.scrap.put_text("something else")
    scene.widgets.press(COPY_CODE)
    assert pygame.scrap.get_text() == code and button.label == "Copied"


@pytest.mark.parametrize("game", GAMES)
def test_with_no_clipboard_the_code_is_shown_to_copy_by_hand(ctx, monkeypatch, game: str) -> None:
    scene, code = opened(ctx, game, "code")
    play_to_the_end(game, scene)

    def no_clipboard(text: str) -> None:
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    scene.widgets.press(COPY_CODE)
    texts = drawn_texts(scene, monkeypatch)
    assert scene.widgets.get(COPY_CODE).label == "No clipboard" and "Copied" not in texts
    assert scene.share.by_hand == code and code in "".join(texts)


def test_a_clipboard_that_takes_nothing_is_not_reported_as_copied(ctx, monkeypatch) -> None:
    scene, code = opened(ctx, "stones", "code")
    play_to_the_end("stones", scene)
    monkeypatch.setattr(pygame.scrap, "put_text", lambda text: None)   # accepted, but nothing lands there
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "")
    scene.widgets.press(COPY_CODE)
    assert scene.widgets.get(COPY_CODE).label == "No clipboard" and scene.share.by_hand == code


@pytest.mark.parametrize("game", GAMES)
def test_the_pause_and_the_end_panel_share_one_piece(ctx, game: str) -> None:
    scene, code = opened(ctx, game, "code")
    pause = PauseScene(ctx, scene)
    assert isinstance(pause.share, ShareBox) and isinstance(scene.share, ShareBox)
    assert pause.share.code == scene.share.code == code and pause.widgets.get(COPY_CODE).visible
    assert pause.panel.contains(pause.widgets.get(COPY_CODE).rect)
    pause.widgets.press(COPY_CODE)
    assert pygame.scrap.get_text() == code
