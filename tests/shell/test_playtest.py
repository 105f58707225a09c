"""Playtest findings shared by every screen (issue 11): the window, app-wide notices, labels that fit."""
from __future__ import annotations

import pygame
import pytest

from game.shell import window as window_mod
from game.shell.app import App
from scenes.base import Scene
from sprites.widgets import Button
from tests.helpers import DT, click, key, make_context


class Clicks(Scene):
    """A scene with one button in the bottom-right corner of the logical frame; counts presses."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.pressed = 0
        self.widgets.add(Button("corner", (1180, 640, 90, 70), "X", self.press))

    def press(self):
        self.pressed += 1


def logical_to_window(app, pos):
    view = app.window.view
    return (view.left + pos[0] * view.width / 1280, view.top + pos[1] * view.height / 720)


# --- item 4: a window that fits any screen -------------------------------------------------------------------

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


def test_f11_and_the_settings_toggle_agree_on_fullscreen(tmp_path):
    from scenes.settings import SettingsScene

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


# --- item 6: settings follow M / F11; M says what it did in every scene ---------------------------------------

def test_settings_toggles_follow_m_and_a_click_does_what_is_shown(tmp_path):
    from scenes.settings import SettingsScene

    ctx = make_context(tmp_path)
    ctx.sound.set_enabled(True)
    settings = SettingsScene(ctx)
    app = App(ctx, lambda c: [settings])
    toggle = settings.widgets.get("sound")
    app.step([key(pygame.K_m, unicode="m")], DT)
    assert not ctx.sound.enabled and not toggle.value
    app.step(click(toggle.rect.center), DT)
    assert ctx.sound.enabled and toggle.value


def toast_pixels(app):
    """Pixels of the top-centre strip where the app draws its short notices."""
    app.draw()
    strip = app.screen.subsurface(pygame.Rect(440, 14, 400, 44)).copy()
    return pygame.image.tobytes(strip, "RGB")


@pytest.mark.parametrize("game", ["menu", "settings", "matchstick", "sudoku", "stones", "twentyfour"])
def test_m_shows_sound_off_then_on_in_every_scene(tmp_path, game, monkeypatch):
    from game.shell import app as app_mod
    from game.shell.launch import first_scenes

    shown = []
    real = app_mod.draw_toast
    monkeypatch.setattr(app_mod, "draw_toast", lambda surface, message: (shown.append(message),
                                                                         real(surface, message)))
    ctx = make_context(tmp_path)
    ctx.sound.set_enabled(True)
    app = App(ctx, first_scenes(game))
    before = toast_pixels(app)
    app.step([key(pygame.K_m, unicode="m")], DT)
    assert shown and shown[-1] == "Sound off"
    assert toast_pixels(app) != before              # it is on the screen, over the scene
    shown.clear()
    for _ in range(int(app_mod.NOTICE_SECONDS / DT) + 2):
        app.step([], DT)
    shown.clear()
    app.step([], DT)
    assert not shown                                # it goes away by itself
    app.step([key(pygame.K_m, unicode="m")], DT)
    assert shown[-1] == "Sound on"


# --- item 11: every label fits its widget, no two widgets overlap, on every screen and state -------------------

def label_problems(widget) -> list[str]:
    """Text wider than the widget it is drawn in (measured with the fonts the widgets draw with)."""
    from sprites import theme
    from sprites.widgets import Button, Toggle

    room = widget.rect.width - 12          # a few pixels of edge on each side
    lines: list[tuple[str, int, bool]] = []
    if isinstance(widget, Button):
        lines.append((widget.label, widget.size, widget.primary or bool(widget.detail)))
        if widget.detail:
            lines.append((widget.detail, theme.SMALL, False))
    elif isinstance(widget, Toggle):
        lines.append((widget.label, theme.BODY, False))
        room -= 84 + 2 * theme.PADDING     # the switch on the right
    out = []
    for message, size, bold in lines:
        width = theme.font(size, bold).size(message)[0]
        if width > room:
            out.append(f"{widget.id!r}: {message!r} is {width} px wide in a {widget.rect.width} px widget")
    return out


def layout_problems(scene) -> list[str]:
    shown = [w for w in scene.widgets.widgets if w.visible and w.rect.width > 0]
    problems = [p for w in shown for p in label_problems(w)]
    for i, a in enumerate(shown):
        if not pygame.Rect(0, 0, 1280, 720).contains(a.rect):
            problems.append(f"{a.id!r} {tuple(a.rect)} leaves the screen")
        for b in shown[i + 1:]:
            if a.rect.colliderect(b.rect):
                problems.append(f"{a.id!r} {tuple(a.rect)} overlaps {b.id!r} {tuple(b.rect)}")
    return problems


def test_every_screen_and_state_keeps_labels_inside_widgets_that_do_not_overlap(tmp_path):
    from tests.helpers import render
    from tests.shell.screens import every_screen

    seen, problems = [], []
    for name, scene in every_screen(tmp_path):
        render(scene)                                  # it draws, and draws without an error
        seen.append(name)
        problems += [f"{name}: {p}" for p in layout_problems(scene)]
    for state in ("lobby", "play", "solved", "paused", "custom", "results", "settings", "lost"):
        assert any(state in name for name in seen), state     # the walk reached every kind of screen
    assert not problems, "\n".join(problems)


# --- item 5: help that costs a record says so first (once per run, with cancel) and marks the header --------

def open_level_scene(ctx, game):
    import importlib

    ctx.level_id = ctx.levels.levels(game)[0].id
    return importlib.import_module(f"scenes.{game}").open_scene(ctx)


def beat_the_clock(ctx):
    from scenes.twentyfour.lobby import TwentyFourLobby

    return TwentyFourLobby(ctx).widgets.press("mode-beat_the_clock").scene


@pytest.mark.parametrize("game", ["twentyfour", "matchstick", "sudoku", "stones"])
def test_costly_help_asks_once_per_run_can_be_cancelled_and_is_marked(tmp_path, game, monkeypatch):
    from game.shell import app as app_mod
    from scenes.game_scene import ConfirmHelp
    from sprites import theme

    ctx = make_context(tmp_path)
    scene = beat_the_clock(ctx) if game == "twentyfour" else open_level_scene(ctx, game)
    app = App(ctx, lambda c: [scene])
    app.step([], DT)
    assert scene.help_cost() is not None and not scene.helped
    app.step([key(pygame.K_h, unicode="h")], DT)
    assert isinstance(app.top, ConfirmHelp) and not scene.helped      # asked before anything is spent
    app.step([key(pygame.K_ESCAPE)], DT)
    assert app.top is scene and not scene.helped                      # cancelled: nothing spent
    hint = scene.widgets.get("hint")
    app.step(click(hint.rect.center), DT)                                 # the button asks too
    assert isinstance(app.top, ConfirmHelp)
    seen: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda m, *a, **k: (seen.append(m), real(m, *a, **k))[1])
    app.draw()
    assert any("high-score table" in t or "star" in t for t in seen)     # it says what it costs
    app.step([key(pygame.K_RETURN)], DT)
    assert app.top is scene and scene.helped
    seen.clear()
    app.draw()
    assert scene.help_marker and scene.help_marker in seen               # the header says so while it holds
    monkeypatch.setattr(theme, "text", real)
    if game in ("twentyfour", "sudoku"):                                  # more hints: no second question
        app.step([key(pygame.K_h, unicode="h")], DT)
        assert app.top is scene
