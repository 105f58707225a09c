"""Any text the player can type draws.

SDL_ttf refuses to render text whose glyphs all have zero width ("Text has zero width"): U+200C, which Persian
keyboards type with Shift+Space, U+200B, U+202E and U+FEFF. Typing one into any text field and drawing the screen
must work, for the widgets themselves and for the screens that show what was typed.
"""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Push
from sprites import theme
from sprites.widgets import Button, Label, TextField, WidgetGroup
from tests.helpers import feed, make_context, render, text

ZERO_WIDTH = ["\u200c", "\u200b", "\u202e", "\ufeff", "\u200c\u200b\ufeff", "\x00"]


@pytest.mark.parametrize("typed", ZERO_WIDTH, ids=[f"U+{ord(c[0]):04X}x{len(c)}" for c in ZERO_WIDTH])
def test_text_field_label_and_button_draw_typed_zero_width_text(tmp_path, typed):
    make_context(tmp_path)
    field = TextField("name", (10, 10, 300, 40))
    group = WidgetGroup([field, Label("echo", (10, 60, 300, 40)), Button("b", (10, 110, 200, 40), "B", None)])
    group.set_focus("name")
    group.handle_event(text(typed))
    assert field.text == typed  # the field keeps what was typed; only drawing copes
    group.get("echo").text = field.text
    group.get("b").label = field.text
    surface = pygame.Surface((400, 200))
    for focused in (True, False):
        group.set_focus("name" if focused else None)
        group.draw(surface)
    field.type_text("a")  # with a visible character after it: measured as the character alone
    assert theme.text(field.text).get_width() == theme.text("a").get_width()
    group.draw(surface)
    assert theme.text(typed).get_height() == theme.text("").get_height()  # layout keeps the line height
    assert theme.fit_size(typed, 100, theme.BODY) == theme.BODY and theme.wrap(typed, 100) == [typed]


def focus_and_type(scene, field_id: str, typed: str) -> None:
    scene.widgets.set_focus(field_id)
    feed(scene, [text(typed)])
    render(scene)


@pytest.mark.parametrize("typed", ZERO_WIDTH[:4])
def test_every_screen_with_a_text_field_draws_it(tmp_path, typed):
    from scenes.matchstick.custom import CustomEquationScene
    from scenes.stones.lobby import StonesLobby
    from scenes.twentyfour.lobby import TwentyFourLobby

    ctx = make_context(tmp_path)
    custom = CustomEquationScene(ctx)
    focus_and_type(custom, "equation", typed)
    render(custom)
    lobby = TwentyFourLobby(ctx)
    focus_and_type(lobby, "seed", typed)
    stones = StonesLobby(ctx)
    stones.widgets.press("opt-opponent")  # hot-seat: the players' name fields show
    assert stones.widgets.get("name-1").visible
    focus_and_type(stones, "name-1", typed)
    started = stones.widgets.press("start-custom")
    assert isinstance(started, Push)
    feed(started.scene)
    render(started.scene)  # the game shows the typed names
