"""Games played to their end through the scenes, for the end-panel tests: each game opened as a campaign level, on
a typed code (Play a code) or as a daily puzzle, and driven to its end by the events a player would send."""
from __future__ import annotations

import datetime

import pygame

from game.logic.codes import code_of
from game.logic.daily import daily
from game.twentyfour_data import human_table
from scenes.base import Context, Push, Scene
from scenes.play_code import PlayCodeScene, daily_puzzle, daily_title, open_puzzle
from tests.helpers import feed, key, run_for, text

GAMES = ("matchstick", "sudoku", "stones", "twentyfour")
ORIGINS = ("level", "code", "daily")
DAY = datetime.date(2026, 11, 23)   # a Monday: each game's easiest daily puzzle
LEVEL_INDEX = 2                     # the shipped level played as a level, and whose code is typed


def opened(ctx: Context, game: str, origin: str) -> tuple[Scene, str]:
    """The game's play scene on a puzzle of that origin, and the puzzle's code worked out apart from the scene."""
    if origin == "daily":
        made = daily(game, DAY, human_table() if game == "twentyfour" else None)
        pasted, _ = daily_puzzle(game, DAY)
        return open_puzzle(ctx, pasted, daily_title(DAY)), code_of(game, made.level)
    level = ctx.levels.levels(game)[LEVEL_INDEX]
    code = code_of(game, level.spec)
    if origin == "code":
        screen = PlayCodeScene(ctx, today=DAY)
        screen.widgets.set_focus("code-text")
        feed(screen, [text(code), key(pygame.K_RETURN)])
        transition = screen.play()
        screen.on_leave()
        assert isinstance(transition, Push)
        return transition.scene, code
    return level_scene(ctx, game, level.id), code


def level_scene(ctx: Context, game: str, level_id: str) -> Scene:
    if game == "matchstick":
        from tests.matchstick.table_helpers import play_level
        return play_level(ctx, ctx.levels.level(game, level_id))
    if game == "sudoku":
        from scenes.sudoku.lobby import open_scene
        ctx.level_id = level_id
        return open_scene(ctx)
    if game == "stones":
        from tests.stones.driving import level_scene as stones_level
        return stones_level(ctx, level_id)
    from tests.twentyfour.play_helpers import hand
    return hand(ctx, level_id)


def play_to_the_end(game: str, scene: Scene) -> None:
    """The player's moves until the game is over (a solve, or the duel played out)."""
    if game == "sudoku":
        from tests.sudoku.play_helpers import solve_by_keys
        solve_by_keys(scene)
        run_for(scene, 0.5)
    elif game == "matchstick":
        from tests.matchstick.table_helpers import solve_by_drag
        solve_by_drag(scene)
        run_for(scene, 1.5)   # the matches land and the banner comes up
    elif game == "stones":
        from tests.stones.driving import win
        win(scene)
        run_for(scene, 0.5)
    else:
        from tests.twentyfour.play_helpers import answer
        hand = scene.hand
        if hand.solutions:
            answer(scene, hand.solutions[0].text, dt=3.0)
        else:   # the claim, asked for twice
            scene.declare_none()
            scene.declare_none()
        run_for(scene, 0.5)


def over(game: str, scene: Scene) -> bool:
    if game == "stones":
        return bool(scene.duel.finished)
    if game == "twentyfour":
        return bool(scene.hand.finished)
    return bool(scene.table.finished)


def end_panel(game: str, scene: Scene) -> pygame.Rect:
    """The rectangle of the panel the game shows at its end."""
    if game == "sudoku":
        from scenes.sudoku.view import END_PANEL as sudoku_panel
        return sudoku_panel
    if game == "stones":
        from scenes.stones.view import END_PANEL as stones_panel
        return stones_panel
    if game == "twentyfour":
        from scenes.twentyfour.view import RESULT_PANEL
        return RESULT_PANEL
    from scenes.matchstick.view import SHARE_W, verdict_banner
    return verdict_banner(scene.share.height(SHARE_W))
