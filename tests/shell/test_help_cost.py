"""Help that costs a record (a hint, the answers) asks first, once per run and with a way to cancel; while the
cost holds the game's header says so."""
from __future__ import annotations

import pygame
import pytest

from game.shell.app import App
from tests.helpers import DT, click, key, make_context


def open_level_scene(ctx, game):
    import importlib

    ctx.level_id = ctx.levels.levels(game)[0].id
    return importlib.import_module(f"scenes.{game}").open_scene(ctx)


def beat_the_clock(ctx):
    from scenes.twentyfour.lobby import TwentyFourLobby

    return TwentyFourLobby(ctx).widgets.press("mode-beat_the_clock").scene


@pytest.mark.parametrize("game", ["twentyfour", "matchstick", "sudoku", "stones", "shapes"])
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
