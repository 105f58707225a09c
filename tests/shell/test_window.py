"""The window: its first size fits a small screen, any size shows the whole frame letterboxed, and clicks land
on what is drawn under them after a resize."""
from __future__ import annotations

import pygame
import pytest

from game.shell import window as window_mod
from game.shell.app import App
from tests.helpers import DT, click, make_context
from tests.shell.stage import Clicks, logical_to_window


def test_start_size_fits_a_small_laptop_desktop_and_keeps_the_aspect(tmp_path, monkeypatch):
    monkeypatch.delenv(window_mod.SIZE_ENV, raising=False)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")  # a real desktop, not the dummy driver
    ctx = make_context(tmp_path)
    app = App(ctx, lambda c: [Clicks(c)])
    w, h = app.window.size
    # room for a title bar and a taskbar: the whole window (plus ~100 px of chrome) is on a 768-high screen
    assert h + 90 <= 768 and w <= 1366
    assert abs(w / h - 16 / 9) < 0.01
    assert app.screen.get_size() == (1280, 720)   # scenes still draw the logical frame


@pytest.mark.parametrize("size", [(960, 540), (640, 360), (1920, 1080), (1920, 1200), (2560, 1080)])
def test_any_window_size_letterboxes_and_maps_clicks(tmp_path, monkeypatch, size):
    monkeypatch.setenv(window_mod.SIZE_ENV, f"{size[0]}x{size[1]}")
    ctx = make_context(tmp_path)
    scene = Clicks(ctx)
    app = App(ctx, lambda c: [scene])
    assert app.window.size == size
    view = app.window.view
    # the frame fills the window in one direction at any ratio (no whole-multiple scaling), aspect kept
    assert view.width == size[0] or view.height == size[1]
    assert abs(view.width / view.height - 16 / 9) < 0.01
    corner = logical_to_window(app, (1225, 675))
    app.step(click((round(corner[0]), round(corner[1]))), DT)
    assert scene.pressed == 1
    # a click that would hit the button only if window pixels were read as logical ones does nothing
    app.step(click((1225, 675)) if size[0] > 1300 else click((10, 10)), DT)
    assert scene.pressed == 1
    app.window.present()
    shown = app.window.surface
    # the picture is scaled into the window: the centre shows the frame, a bar (if any) stays black
    centre, source = shown.get_at(view.center), app.screen.get_at((640, 360))
    assert all(abs(a - b) <= 6 for a, b in zip(centre[:3], source[:3]))
    if view.left > 2:
        assert shown.get_at((1, size[1] // 2))[:3] == (0, 0, 0)


def test_resizing_the_window_keeps_clicks_on_target(tmp_path):
    ctx = make_context(tmp_path)
    scene = Clicks(ctx)
    app = App(ctx, lambda c: [scene])
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)   # what a drag of the window's edge does
    corner = logical_to_window(app, (1225, 675))
    assert app.window.size == (1000, 700)
    app.step(click((round(corner[0]), round(corner[1]))), DT)
    assert scene.pressed == 1


class WindowRecorder:
    """Stands in for pygame's Window object: records what the app asks of the window manager."""

    def __init__(self) -> None:
        self.maximised = 0
        self.minimum_size = (0, 0)

    def maximize(self) -> None:
        self.maximised += 1


def test_fullscreen_and_back_returns_a_maximised_window_maximised(tmp_path, monkeypatch):
    """Maximise (the window manager says so with an event), F11, F11: the window is maximised again, not left at
    the maximised size as a plain window (which a title bar pushes off the bottom of the screen)."""
    recorder = WindowRecorder()
    monkeypatch.setattr(pygame, "Window", type("Window", (), {"from_display_module": staticmethod(lambda: recorder)}))
    ctx = make_context(tmp_path)
    app = App(ctx, lambda c: [Clicks(c)])
    before = app.window.windowed_size
    pygame.display.set_mode((1366, 749), pygame.RESIZABLE)            # what maximising on a 1366x768 desktop does
    app.step([pygame.event.Event(pygame.WINDOWMAXIMIZED)], DT)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], DT)
    assert ctx.fullscreen and recorder.maximised == 0
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], DT)
    assert not ctx.fullscreen
    assert recorder.maximised == 1                                    # maximised again
    assert app.window.windowed_size == before                         # and un-maximising gives the size it had
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)], DT)         # the player un-maximises: F11 twice is plain
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")] * 2, DT)
    assert recorder.maximised == 1 and not ctx.fullscreen


def test_a_window_coming_back_from_fullscreen_fits_the_desktop(tmp_path, monkeypatch):
    """A plain window as tall as the desktop comes back from fullscreen shrunk to the usable part of the desktop,
    with room for the title bar and the taskbar (the same room the first size leaves)."""
    monkeypatch.setattr(pygame, "Window", type("Window", (), {"from_display_module": staticmethod(WindowRecorder)}))
    ctx = make_context(tmp_path)
    app = App(ctx, lambda c: [Clicks(c)])
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    pygame.display.set_mode((1366, 749), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")] * 2, DT)
    w, h = app.window.size
    assert h + 90 <= 768 and w <= 1366
