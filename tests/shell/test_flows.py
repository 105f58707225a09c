"""Whole-app flows through the real scene stack: every game opens from the menu, survives Esc, pause, focus loss,
and a walk through its first screen by keyboard, and always leads back to the menu."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.shell.app import App
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from tests.helpers import DT, click, key, make_context

GAME_KEYS = [g.key for g in games.MENU_GAMES]


def open_from_menu(tmp_path, key_name):
    ctx = make_context(tmp_path)
    app = App(ctx, lambda c: [MenuScene(c)])
    app.step(click(app.top.widgets.get(key_name).rect.center), DT)
    assert not isinstance(app.top, MenuScene), f"{key_name} did not open"
    return ctx, app


def back_to_menu(app, limit=12):
    """Esc until the menu is on top (resuming any pause overlay on the way)."""
    for _ in range(limit):
        if isinstance(app.top, MenuScene):
            return True
        top = app.top
        if isinstance(top, PauseScene):
            app.apply(top.widgets.press("menu"))
        else:
            app.step([key(pygame.K_ESCAPE)], DT)
    return isinstance(app.top, MenuScene)


@pytest.mark.parametrize("name", GAME_KEYS)
def test_every_game_opens_and_esc_leads_back_to_the_menu(tmp_path, name):
    ctx, app = open_from_menu(tmp_path, name)
    for _ in range(10):
        app.step([], DT)
    assert back_to_menu(app) and app.running


@pytest.mark.parametrize("name", GAME_KEYS)
def test_keyboard_walk_through_each_games_first_screen(tmp_path, name):
    """Tab and Enter on whatever the first screen offers, then arrows and letters: nothing may crash, and the
    menu stays reachable."""
    ctx, app = open_from_menu(tmp_path, name)
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_h,
            pygame.K_u, pygame.K_r, pygame.K_1, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE]
    for k in keys:
        app.step([key(k)], DT)
        for _ in range(3):
            app.step([], DT)
        assert app.running
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert back_to_menu(app, limit=20)


@pytest.mark.parametrize("name", GAME_KEYS)
def test_direct_level_launch_shows_the_game_unpaused(tmp_path, name):
    """`--scene GAME --level ID` opens that level, not the pause overlay."""
    from game.levels import Catalog

    levels = Catalog.load().levels(name)
    assert levels, f"{name}: no shipped levels"
    ctx = make_context(tmp_path, level_id=levels[0].id)
    from game.shell.launch import first_scenes

    app = App(ctx, first_scenes(name))
    for _ in range(5):
        app.step([], DT)
    assert not isinstance(app.top, (MenuScene, PauseScene)) and app.top.is_game, type(app.top).__name__
