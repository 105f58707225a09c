"""The app-wide keys: M mutes (remembered, never while the player types, and it says so over every scene), F11
flips fullscreen (remembered)."""
from __future__ import annotations

import pygame
import pytest

from game.shell.app import App
from scenes.menu import MenuScene
from sprites.widgets import TextField
from tests.helpers import DT, key, make_context, text
from tests.shell.stage import Recorder, make_app


def toast_pixels(app):
    """Pixels of the top-centre strip where the app draws its short notices."""
    app.draw()
    strip = app.screen.subsurface(pygame.Rect(440, 14, 400, 44)).copy()
    return pygame.image.tobytes(strip, "RGB")


def test_m_mutes_and_is_remembered_but_not_while_typing(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, game)
    ctx.sound.enabled = True
    app.step([key(pygame.K_m)], DT)
    assert ctx.sound.muted and ctx.store.get_setting("sound") is False
    field = game.widgets.add(TextField("name", (10, 10, 200, 40)))
    game.widgets.set_focus("name")
    app.step([key(pygame.K_m), text("m")], DT)
    assert ctx.sound.muted and field.text == "m"  # the letter was typed, mute unchanged


def test_f11_toggles_fullscreen_setting(ctx):
    app = make_app(ctx, MenuScene(ctx))
    start = ctx.fullscreen
    app.step([key(pygame.K_F11)], DT)
    assert ctx.fullscreen is (not start)
    assert ctx.store.get_setting("fullscreen") is (not start)


@pytest.mark.parametrize("game", ["menu", "settings", "matchstick", "sudoku", "stones", "twentyfour"])
def test_m_shows_sound_off_then_on_in_every_scene(tmp_path, game, monkeypatch):
    from game.shell import app as app_mod
    from game.shell.launch import first_scenes

    shown = []
    real = app_mod.draw_toast
    monkeypatch.setattr(app_mod, "draw_toast", lambda surface, message, midtop=None: (shown.append(message),
                                                                         real(surface, message, midtop)))
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


def test_the_notice_goes_to_the_spot_a_scene_keeps_clear_for_it(tmp_path):
    from scenes.stones import open_scene

    ctx = make_context(tmp_path, level_id="stones-05")
    scene = open_scene(ctx)                             # the duel keeps top centre for its turn banner
    app = App(ctx, lambda c: [scene])
    app.step([], DT)
    top_centre = toast_pixels(app)
    spot = pygame.Rect(0, 0, 300, 44)
    spot.midtop = scene.toast_at
    before = pygame.image.tobytes(app.screen.subsurface(spot).copy(), "RGB")
    app.step([key(pygame.K_m, unicode="m")], DT)
    app.draw()
    assert toast_pixels(app) == top_centre          # the banner is left alone...
    assert pygame.image.tobytes(app.screen.subsurface(spot).copy(), "RGB") != before   # ...the notice is there
