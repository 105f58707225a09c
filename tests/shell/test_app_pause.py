"""A game is covered by the pause overlay on Esc and on focus loss (its clock stops); the overlay restarts the
game or leads to the main menu; quitting saves every game on the stack."""
from __future__ import annotations

import pygame

from scenes.menu import MenuScene
from scenes.pause import PauseScene
from tests.helpers import DT, key
from tests.shell.stage import Recorder, make_app


def test_escape_in_a_game_pauses_and_the_clock_stops(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, MenuScene(ctx), game)
    app.step([key(pygame.K_ESCAPE)], DT)
    assert isinstance(app.top, PauseScene)
    before = game.elapsed
    for _ in range(30):
        app.step([], DT)
    assert game.elapsed == before  # paused: no time passes for the game
    app.step([key(pygame.K_ESCAPE)], DT)  # Esc again resumes
    assert app.top is game


def test_focus_loss_pauses_a_game_but_not_a_menu(ctx):
    menu = MenuScene(ctx)
    game = Recorder(ctx)
    app = make_app(ctx, menu, game)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app.top, PauseScene)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)  # no second overlay
    assert sum(isinstance(s, PauseScene) for s in app.stack) == 1
    app2 = make_app(ctx, MenuScene(ctx))
    app2.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)], DT)
    assert isinstance(app2.top, MenuScene)


def test_pause_menu_restart_and_main_menu(ctx):
    menu = MenuScene(ctx)
    game = Recorder(ctx)
    app = make_app(ctx, menu, game)
    app.step([key(pygame.K_ESCAPE)], DT)
    app.apply(app.top.widgets.press("restart"))
    assert app.top is game and game.restarted == 1
    app.step([key(pygame.K_ESCAPE)], DT)
    app.apply(app.top.widgets.press("menu"))
    assert app.stack == [menu] and game.saved == 1


def test_quit_event_saves_games(ctx):
    game = Recorder(ctx)
    app = make_app(ctx, MenuScene(ctx), game)
    app.step([pygame.event.Event(pygame.QUIT)], DT)
    assert not app.running and game.saved == 1


def test_pause_leads_back_to_the_level_list_a_game_came_from(ctx):
    """Menu → sudoku → campaign list → a level → Esc: the overlay has "Levels", which saves the game and goes
    back to that list (the lobby and menu stay below it). A game not opened from a list has no such button."""
    from scenes.level_select import LevelSelectScene
    from scenes.sudoku.lobby import SudokuStartScene
    from scenes.sudoku.play import SudokuScene

    menu, lobby = MenuScene(ctx), SudokuStartScene(ctx)
    app = make_app(ctx, menu, lobby)
    app.apply(lobby.widgets.press("campaign"))
    levels = app.top
    assert isinstance(levels, LevelSelectScene)
    app.step([key(pygame.K_RETURN)], DT)
    game = app.top
    assert isinstance(game, SudokuScene)
    app.step([key(pygame.K_1, unicode="1")], DT)   # something to save
    app.step([key(pygame.K_ESCAPE)], DT)
    assert isinstance(app.top, PauseScene) and "levels" in app.top.widgets
    app.step([key(pygame.K_DOWN)] * 3, DT)
    assert app.top.widgets.focus.id == "levels"
    app.step([key(pygame.K_RETURN)], DT)
    assert app.stack == [menu, lobby, levels]
    assert ctx.store.load_game("sudoku") is not None   # its progress is kept
    other = Recorder(ctx)
    app2 = make_app(ctx, MenuScene(ctx), other)
    app2.step([key(pygame.K_ESCAPE)], DT)
    assert isinstance(app2.top, PauseScene) and "levels" not in app2.top.widgets
