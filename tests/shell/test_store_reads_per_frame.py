"""Views draw what the model holds: no screen reads the store (or a setting) while it draws or ticks. What a view
shows is read once when the screen opens or when it changes, so running a screen for 240 frames reads the store
no more often than running it for 60. Counted as SQL statements on the real store's connection
(`sqlite3.Connection.set_trace_callback`), for the menu, each lobby and each game screen."""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.base import Context, Scene
from tests.helpers import DT, make_context


def menu(ctx: Context) -> Scene:
    from scenes.menu import MenuScene
    return MenuScene(ctx)


def lobby(game: str) -> Callable[[Context], Scene]:
    def build(ctx: Context) -> Scene:
        import importlib
        return importlib.import_module(f"scenes.{game}.lobby").open_scene(ctx)
    return build


def level_screen(game: str) -> Callable[[Context], Scene]:
    def build(ctx: Context) -> Scene:
        import importlib
        ctx.level_id = ctx.levels.levels(game)[0].id
        return importlib.import_module(f"scenes.{game}").open_scene(ctx)
    return build


def twentyfour_run(mode: str, finished: bool) -> Callable[[Context], Scene]:
    """A 24 mode from its lobby; `finished`: played to the end of its run, the results panel with its table."""
    def build(ctx: Context) -> Scene:
        from scenes.base import Push
        from scenes.twentyfour.lobby import TwentyFourLobby
        transition = TwentyFourLobby(ctx).widgets.press(f"mode-{mode}")
        assert isinstance(transition, Push)
        scene = transition.scene
        if finished:
            while not scene.screen.finished:   # skip every hand, then look at the results
                scene.skip()
                scene.next_hand()
        return scene
    return build


SCREENS: dict[str, Callable[[Context], Scene]] = {
    "menu": menu,
    **{f"{game} lobby": lobby(game) for game in ("matchstick", "sudoku", "stones", "twentyfour", "shapes")},
    **{f"{game} game": level_screen(game) for game in ("matchstick", "sudoku", "stones", "twentyfour", "shapes")},
    "twentyfour sprint": twentyfour_run("sprint", finished=False),
    "twentyfour results": twentyfour_run("sprint", finished=True),
}


def reads_over(build: Callable[[Context], Scene], ctx: Context, frames: int) -> int:
    """SQL statements the store runs while a freshly opened screen runs `frames` frames (update and draw)."""
    scene = build(ctx)
    surface = pygame.Surface((1280, 720))
    statements: list[str] = []
    db = ctx.store._db   # the real store's connection
    db.set_trace_callback(statements.append)
    try:
        for _ in range(frames):
            scene.update([], DT)
            scene.draw(surface)
            scene.draw_over(surface)
    finally:
        db.set_trace_callback(None)
    return len(statements)


@pytest.mark.parametrize("name", list(SCREENS))
def test_running_a_screen_longer_reads_the_store_no_more(tmp_path, name):
    ctx = make_context(tmp_path)
    ctx.store.add_score("twentyfour", "sprint-medium", "Ada", 42.0)   # a table with a row to draw
    short = reads_over(SCREENS[name], ctx, 60)
    long = reads_over(SCREENS[name], ctx, 240)
    assert long <= short, f"{name}: {short} statements in 60 frames, {long} in 240"
