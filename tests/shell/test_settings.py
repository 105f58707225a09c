"""The settings screen: choices are remembered, erasing progress asks first, and the toggles always show (and a
click does) what M and F11 changed under them."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending, Outcome
from game.shell.app import App
from scenes.settings import SettingsScene
from tests.helpers import DT, click, key, make_context
from tests.shell.stage import logical_to_window


def test_settings_are_remembered(ctx, tmp_path):
    ctx.sound.enabled = True
    settings = SettingsScene(ctx)
    settings.widgets.press("sound")
    settings.widgets.press("relaxed")
    assert ctx.sound.muted and ctx.store.get_setting("sound") is False
    again = SettingsScene(make_context(tmp_path))
    assert again.widgets.get("relaxed").value is True
    assert again.ctx.store.get_setting("sound") == ctx.sound.enabled


def test_reset_progress_needs_confirmation(ctx):
    ctx.store.record_outcome("sudoku", "x", Outcome(Ending.SOLVED, 30.0, 10))
    settings = SettingsScene(ctx)
    settings.widgets.press("reset")
    assert ctx.store.solved_count("sudoku") == 1  # asking is not doing
    settings.widgets.press("cancel-reset")
    assert ctx.store.solved_count("sudoku") == 1
    settings.widgets.press("reset")
    settings.widgets.press("confirm-reset")
    assert ctx.store.solved_count("sudoku") == 0


def test_f11_and_the_settings_toggle_agree_on_fullscreen(tmp_path):
    ctx = make_context(tmp_path)
    settings = SettingsScene(ctx)
    app = App(ctx, lambda c: [settings])
    toggle = settings.widgets.get("fullscreen")
    app.step([key(pygame.K_F11)], DT)
    assert ctx.fullscreen and app.window.fullscreen and toggle.value
    at = logical_to_window(app, toggle.rect.center)   # fullscreen: the desktop's size, letterboxed
    app.step(click((round(at[0]), round(at[1]))), DT)  # the click does what the toggle shows: back to a window
    assert not ctx.fullscreen and not app.window.fullscreen and not toggle.value
    assert app.window.size == (1280, 720)


def test_settings_toggles_follow_m_and_a_click_does_what_is_shown(tmp_path):
    ctx = make_context(tmp_path)
    ctx.sound.set_enabled(True)
    settings = SettingsScene(ctx)
    app = App(ctx, lambda c: [settings])
    toggle = settings.widgets.get("sound")
    app.step([key(pygame.K_m, unicode="m")], DT)
    assert not ctx.sound.enabled and not toggle.value
    app.step(click(toggle.rect.center), DT)
    assert ctx.sound.enabled and toggle.value
