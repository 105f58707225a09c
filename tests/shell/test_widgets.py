"""The widgets: focus by Tab (labels skipped), press by Enter or click (press and release on the same widget),
toggles, text fields edited as any text box, ids unique, the timer bar's urgency, and every widget draws."""
from __future__ import annotations

import pygame
import pytest

from sprites import theme
from sprites.widgets import Button, Label, TextField, TimerBar, Toggle, WidgetGroup
from tests.helpers import click, key, make_context, text


@pytest.fixture
def group(tmp_path):
    make_context(tmp_path)
    pressed: list[str] = []
    g = WidgetGroup([
        Label("title", (0, 0, 200, 30), "Title"),
        Button("a", (10, 40, 100, 40), "A", lambda: pressed.append("a")),
        Toggle("t", (10, 90, 300, 50), "Sound", False),
        TextField("name", (10, 150, 300, 40), on_submit=lambda s: pressed.append(f"submit:{s}")),
        Button("b", (10, 200, 100, 40), "B", lambda: pressed.append("b")),
    ])
    g.pressed = pressed
    return g


def type_keys(group, *events) -> None:
    for event in events:
        group.handle_event(event)


def test_tab_focus_skips_labels_and_wraps(group):
    group.handle_event(key(pygame.K_TAB))
    assert group.focus.id == "a"
    for _ in range(3):
        group.handle_event(key(pygame.K_TAB))
    assert group.focus.id == "b"
    group.handle_event(key(pygame.K_TAB))
    assert group.focus.id == "a"
    group.handle_event(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert group.focus.id == "b"


def test_enter_and_click_press_and_disabled_does_nothing(group):
    group.set_focus("a")
    group.handle_event(key(pygame.K_RETURN))
    for event in click((60, 220)):
        group.handle_event(event)
    assert group.pressed == ["a", "b"]
    group.get("b").enabled = False
    for event in click((60, 220)):
        group.handle_event(event)
    assert group.press("b") is None and group.pressed == ["a", "b"]


def test_press_and_release_must_be_on_the_same_widget(group):
    from tests.helpers import mouse_down, mouse_up

    group.handle_event(mouse_down((60, 60)))
    group.handle_event(mouse_up((60, 220)))
    assert group.pressed == []


def test_toggle_flips_and_reports(group):
    seen = []
    toggle = group.get("t")
    toggle.on_change = seen.append
    group.press("t")
    group.press("t")
    assert seen == [True, False] and toggle.value is False


def test_text_field_takes_textinput_backspace_and_enter(group):
    for event in click((100, 170)):
        group.handle_event(event)
    assert group.text_focused
    for event in (text("7+"), text("=3"), key(pygame.K_BACKSPACE), text("4"), key(pygame.K_h)):
        consumed, _ = group.handle_event(event)
        assert consumed  # the field swallows letters so game hotkeys stay quiet
    group.handle_event(key(pygame.K_RETURN))
    assert group.pressed == ["submit:7+=4"]
    group.handle_event(key(pygame.K_ESCAPE))
    assert not group.text_focused


def test_text_field_limits_length():
    field = TextField("f", (0, 0, 10, 10), max_length=5)
    field.type_text("1234567")
    assert field.text == "12345"


def test_text_field_edits_at_the_caret(group):
    group.set_focus("name")
    field = group.get("name")
    type_keys(group, text("6+4=4"), key(pygame.K_HOME), key(pygame.K_DELETE), text("5"))
    assert (field.text, field.caret) == ("5+4=4", 1)
    type_keys(group, key(pygame.K_END), key(pygame.K_BACKSPACE), key(pygame.K_LEFT), key(pygame.K_LEFT), text("1"))
    assert (field.text, field.caret) == ("5+14=", 3)
    type_keys(group, key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT), text("9"))  # stops at the end
    assert field.text == "5+14=9"
    type_keys(group, key(pygame.K_LEFT), key(pygame.K_BACKSPACE, pygame.KMOD_CTRL))  # no space: the whole word
    assert (field.text, field.caret) == ("9", 0)


def test_select_all_then_type_backspace_or_arrow(group):
    group.set_focus("name")
    field = group.get("name")
    type_keys(group, text("9/9/9=1"), key(pygame.K_a, pygame.KMOD_CTRL), text("6+4=4"))
    assert field.text == "6+4=4"   # typing replaced the selection
    type_keys(group, key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_BACKSPACE))
    assert field.text == ""
    type_keys(group, text("1+1=3"), key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_LEFT), text("("))
    assert field.text == "(1+1=3"  # an arrow ends the selection at its edge, deleting nothing


def test_inserting_into_a_full_field_keeps_it_and_says_what_did_not_fit():
    field = TextField("f", (0, 0, 10, 10), "12345", max_length=5)
    field.handle_key(key(pygame.K_HOME))
    field.type_text("0")
    assert (field.text, field.refused) == ("12345", "0")


def test_a_click_puts_the_caret_where_it_lands(group):
    field = group.get("name")
    field.text = "123+456=579"
    type_keys(group, *click((12, 170)))
    assert group.focus is field and field.caret == 0
    type_keys(group, *click((305, 170)))
    assert field.caret == len(field.text)
    middle = field.rect.left + theme.PADDING + theme.text("123").get_width()
    type_keys(group, *click((middle, 170)), text("0"))
    assert field.text == "1230+456=579"


def test_copy_cut_and_paste_through_the_clipboard(group):
    group.set_focus("name")
    field = group.get("name")
    type_keys(group, text("8+8=16"), key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_x, pygame.KMOD_CTRL))
    assert field.text == ""
    type_keys(group, text("="), key(pygame.K_HOME), key(pygame.K_v, pygame.KMOD_CTRL))
    assert field.text == "8+8=16="
    pygame.scrap.put_text("1 +\n2\t= 3")
    type_keys(group, key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_v, pygame.KMOD_CTRL))
    assert field.text == "1 + 2 = 3"   # a pasted line break or tab becomes a space


def test_duplicate_ids_are_refused(group):
    with pytest.raises(ValueError):
        group.add(Button("a", (0, 0, 1, 1), "again"))


def test_timer_bar_urgency(tmp_path):
    make_context(tmp_path)
    bar = TimerBar("timer", (0, 0, 400, 30), total=60)
    bar.remaining = 30
    assert not bar.urgent
    bar.remaining = 9.5
    assert bar.urgent
    bar.untimed = True
    assert not bar.urgent
    surface = pygame.Surface((400, 30))
    bar.draw(surface)


def test_widgets_draw(group):
    surface = pygame.Surface((400, 300))
    group.set_focus("name")
    group.draw(surface)
    assert surface.get_at((12, 152)) != surface.get_at((399, 299))  # the field's frame was painted
