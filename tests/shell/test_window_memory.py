"""The window opens as the player left it: the size they dragged it to, and maximised again if it was (a
maximise's own resize is not taken for the player's size); MATCHBOX_WINDOW still wins; a size larger than
the desktop is fitted to it."""
from __future__ import annotations

import pygame
import pytest

from game.shell import window as window_mod
from game.shell.app import App
from tests.helpers import make_context
from tests.shell.stage import Clicks


@pytest.fixture
def desktop(monkeypatch):
    """A real-looking 1920x1080 desktop (not the dummy driver's), no size asked in the environment, and a
    record of each maximise the window asks for."""
    monkeypatch.delenv(window_mod.SIZE_ENV, raising=False)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    maximised: list[bool] = []
    monkeypatch.setattr(window_mod.Window, "_maximise", lambda self: maximised.append(True))
    return maximised


def start(tmp_path) -> App:
    ctx = make_context(tmp_path)
    return App(ctx, lambda c: [Clicks(c)])


def test_the_size_the_player_gave_the_window_is_the_next_start_size(tmp_path, desktop):
    app = start(tmp_path)
    assert app.window.size == (1280, 720)
    app.step([pygame.event.Event(pygame.WINDOWRESIZED, x=1100, y=650)], 0.016)
    app.quit()
    again = start(tmp_path)
    assert again.window.size == (1100, 650) and not again.window.maximised and desktop == []


def test_a_maximised_window_opens_maximised_and_restores_to_the_size_before(tmp_path, desktop):
    app = start(tmp_path)
    app.step([pygame.event.Event(pygame.WINDOWRESIZED, x=1000, y=600)], 0.016)
    # what a window manager sends on maximise: the new size first, then the state
    app.step([pygame.event.Event(pygame.WINDOWRESIZED, x=1920, y=1050),
              pygame.event.Event(pygame.WINDOWMAXIMIZED)], 0.016)
    app.quit()
    again = start(tmp_path)
    assert again.window.maximised and desktop == [True]
    assert again.window.windowed_size == (1000, 600)     # un-maximising comes back to the player's size
    again.step([pygame.event.Event(pygame.WINDOWRESTORED)], 0.016)
    again.quit()
    third = start(tmp_path)
    assert not third.window.maximised and third.window.size == (1000, 600) and desktop == [True]


def test_a_remembered_size_larger_than_the_desktop_is_fitted_and_the_environment_wins(tmp_path, desktop,
                                                                                      monkeypatch):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("window", {"width": 5000, "height": 3000, "maximised": False})
    w, h = App(ctx, lambda c: [Clicks(c)]).window.size
    assert w <= 1920 * window_mod.DESKTOP_USE[0] and h <= 1080 * window_mod.DESKTOP_USE[1]
    monkeypatch.setenv(window_mod.SIZE_ENV, "960x540")
    assert App(ctx, lambda c: [Clicks(c)]).window.size == (960, 540)


def test_a_damaged_window_setting_is_dropped_with_a_notice(tmp_path, desktop):
    ctx = make_context(tmp_path)
    ctx.store.set_setting("window", {"width": "wide", "height": 10 ** 30})
    assert App(ctx, lambda c: [Clicks(c)]).window.size == (1280, 720)
    assert any("window" in notice for notice in ctx.store.notices), ctx.store.notices
