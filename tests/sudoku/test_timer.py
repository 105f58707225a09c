"""The sudoku play clock: it runs on the frames' dt, stands still under the pause overlay, and can be hidden."""
from __future__ import annotations

import pygame
import pytest

from game.shell.app import App
from scenes.pause import PauseScene
from sprites import theme
from tests.helpers import key, render, run_for
from tests.sudoku.play_helpers import open_level


def test_timer_runs_on_dt_and_stops_under_the_pause_overlay(ctx):
    game = open_level(ctx)
    run_for(game, 2.0)
    assert game.table.elapsed == pytest.approx(2.0, abs=0.02)
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene)
    before = game.table.elapsed
    for _ in range(120):
        app.step([], 1 / 60)
    assert game.table.elapsed == before                     # covered: the clock stands still
    app.step([key(pygame.K_ESCAPE)], 1 / 60)          # resume
    assert app.top is game
    app.step([], 0.5)
    assert game.table.elapsed == pytest.approx(before + 0.1, abs=1e-6)  # the app caps one frame's dt at 0.1 s


def test_relaxed_timers_hide_the_clock(ctx):
    game = open_level(ctx)
    run_for(game, 5.0)
    area = pygame.Rect(game.layout.rect.right - 160, 20, 160, 50)
    shown = render(game).subsurface(area).copy()
    ctx.store.set_setting("relaxed_timers", True)      # as Settings (over the pause overlay) writes it ...
    game.on_resume()                                   # ... read again when the game comes back on top
    hidden = render(game).subsurface(area).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(hidden, "RGB")
    background = pygame.Surface((1280, 720))
    from sprites import theme
    theme.draw_background(background)
    assert pygame.image.tobytes(hidden, "RGB") == pygame.image.tobytes(background.subsurface(area), "RGB")
