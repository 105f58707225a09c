"""The shared pieces: undo history, widgets with focus and ids, the sound facade."""
from __future__ import annotations

import pygame
import pytest

from game.logic.history import History
from game.shell.sound import EFFECTS, RATE, Sound, synthesise
from sprites import theme
from sprites.widgets import Button, Label, TextField, TimerBar, Toggle, WidgetGroup
from tests.helpers import click, key, make_context, render, text


# --- history -------------------------------------------------------------------------------------------------

def add(state: int, move: str) -> int:
    if not move.startswith("+") or not move[1:].isdigit():
        raise ValueError(f"bad move {move!r}")
    return state + int(move[1:])


def test_history_undo_redo_and_branching():
    h = History(0)
    for m in ("+1", "+2", "+3"):
        h.push(add(h.state, m), m)
    assert h.state == 6 and h.moves == ["+1", "+2", "+3"]
    assert h.undo() == 3 and h.undo() == 1 and h.redo() == 3
    h.push(add(h.state, "+10"), "+10")  # a new move drops the redo branch
    assert h.state == 13 and not h.can_redo() and h.moves == ["+1", "+2", "+10"]
    while h.can_undo():
        h.undo()
    assert h.state == 0 and h.undo() == 0


def test_restart_is_an_undoable_entry():
    h = History(0)
    h.push(5, "+5")
    h.push(7, "+2")
    assert h.restart() == 0 and h.moves_since_start() == []
    assert h.undo() == 7 and h.moves_since_start() == ["+5", "+2"]
    h.redo()
    h.push(4, "+4")
    assert h.moves_since_start() == ["+4"]
    fresh = History(0)
    fresh.restart()
    assert len(fresh) == 1 and not fresh.can_undo()  # restarting at the start adds nothing


def test_history_record_round_trip_and_corruption():
    h = History(0)
    for m in ("+1", "+2"):
        h.push(add(h.state, m), m)
    h.restart()
    h.push(add(h.state, "+9"), "+9")
    h.undo()
    record = h.to_record()
    again = History.from_record(0, record, add)
    assert again.state == h.state and again.to_record() == record
    assert again.redo() == 9
    with pytest.raises(ValueError):
        History.from_record(0, {"moves": ["+1", "oops"], "position": 2}, add)
    with pytest.raises(ValueError):
        History.from_record(0, {"moves": ["+1"], "position": 5}, add)


# --- widgets -------------------------------------------------------------------------------------------------

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


def type_keys(group, *events) -> None:
    for event in events:
        group.handle_event(event)


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


# --- sound ---------------------------------------------------------------------------------------------------

def test_synthesised_effects_have_the_right_length_and_no_clipping():
    for name, notes in EFFECTS.items():
        data = synthesise(notes, volume=0.5)
        assert len(data) == 2 * sum(int(RATE * s) for _, s in notes), name
        samples = memoryview(data).cast("h")
        assert max(abs(v) for v in samples) <= 32767 * 0.5 + 1
        assert samples[0] == 0  # faded in: no click


def test_sound_facade_records_and_mutes():
    sound = Sound(enabled=True)
    sound.start()
    sound.play("good")
    sound.toggle()
    sound.play("bad")
    assert list(sound.played) == ["good", "bad"] and sound.muted
    with pytest.raises(KeyError):
        sound.play("nonsense")


def test_mute_flag_from_command_line(tmp_path):
    from game.cli import play_parser
    from game.config import Config
    from game.shell.launch import build_context

    ctx = build_context(Config(), play_parser().parse_args(["--mute", "--data-dir", str(tmp_path)]))
    assert ctx.sound.muted
    ctx.store.close()


def test_wrap_measures_in_the_weight_it_will_be_drawn(tmp_path):
    from sprites import theme

    make_context(tmp_path)
    message = "Wide words measured in bold must still fit their box when drawn in bold"
    for bold in (False, True):
        width = 300
        for line in theme.wrap(message, width, theme.BODY, bold):
            assert theme.font(theme.BODY, bold).size(line)[0] <= width, (bold, line)
