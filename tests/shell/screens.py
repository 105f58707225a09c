"""Every screen and state the project has, opened the way a player gets there, for layout checks.

`every_screen(tmp_path)` yields (name, scene) after driving each scene into the state the name says: each game's
lobby, play, solved, lost, paused, custom and results screens, the level lists, settings, help and the menu.
"""
from __future__ import annotations

import random
import time
from typing import Iterator

import pygame

from game.logic import matchstick as ms
from game.logic import twentyfour as tf
from scenes.base import Push, Scene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from tests.helpers import DT, drag, feed, key, make_context, run_for, text


def pushed(result) -> Scene:
    assert isinstance(result, Push), result
    return result.scene


def matchstick_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from scenes.matchstick.custom import CustomEquationScene
    from scenes.matchstick.lobby import MatchstickMenu, campaign_scene, play_level

    lobby = MatchstickMenu(ctx)
    yield "matchstick lobby", lobby
    yield "matchstick campaign", campaign_scene(ctx)
    level = ctx.levels.levels("matchstick")[0]
    scene = play_level(ctx, level)
    yield "matchstick play", scene
    yield "matchstick paused", PauseScene(ctx, scene)
    task = scene.table.task
    move = ms.solve(task.puzzle, task.moves, task.mode).solutions[0].moves[0]
    grip = lambda loc: scene.table.tray_rect.center if loc[0] == "tray" else scene.table.board.grip(loc)  # noqa: E731
    feed(scene, drag(grip(move.src), grip(move.dst)))
    run_for(scene, 1.0)
    yield "matchstick solved", scene
    custom = CustomEquationScene(ctx)
    yield "matchstick custom", custom
    custom.widgets.set_focus("equation")
    feed(custom, [text("6+4=4"), key(pygame.K_RETURN)])
    custom.wait()
    feed(custom, [])
    yield "matchstick custom answered", custom
    played = custom.play().scene
    move = ms.solve(played.table.task.puzzle, 1, "move").solutions[0].moves[0]
    feed(played, drag(played.table.board.grip(move.src), played.table.board.grip(move.dst)))
    run_for(played, 1.0)
    yield "matchstick custom solved", played
    played = play_level(ctx, level)
    played.table.show_solution()
    run_for(played, 0.3)
    yield "matchstick solution", played


def sudoku_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from scenes.sudoku.lobby import SudokuStartScene

    lobby = SudokuStartScene(ctx)
    yield "sudoku lobby", lobby
    yield "sudoku campaign", pushed(lobby.campaign())
    level = next(lvl for lvl in ctx.levels.levels("sudoku") if lvl.band == "easy")
    game = lobby.level_scene(level)
    yield "sudoku play", game
    yield "sudoku paused", PauseScene(ctx, game, "Paused")
    game.table.ask_hint()
    yield "sudoku hint", game
    for cell in range(81):
        if not game.table.grid[cell]:
            game.table.place(cell, game.round.solution[cell])
    run_for(game, 0.5)
    yield "sudoku solved", game
    from scenes.sudoku.variant_lobby import VariantStartScene

    for variant in ("x", "killer", "6x6"):
        yield f"sudoku {variant} lobby", VariantStartScene(ctx, lobby, variant)
        first = next(lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == variant)
        board = lobby.level_scene(first)
        board.table.ask_hint()
        yield f"sudoku {variant} hint", board


def stones_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from game.logic import stones
    from scenes.stones.lobby import StonesLobby
    from scenes.stones.play import StonesScene

    lobby = StonesLobby(ctx)
    yield "stones lobby", lobby
    yield "stones campaign", lobby.open_campaign().scene
    level = ctx.levels.levels("stones")[0]
    scene = StonesScene.for_level(ctx, level)
    run_for(scene, 3.0)
    yield "stones play", scene
    yield "stones paused", PauseScene(ctx, scene)
    while not scene.duel.finished:   # the player throws the game: the worst move each turn
        if scene.duel.human_to_move:
            scene.table.take(list(stones.legal_moves(scene.duel.state))[-1])
        run_for(scene, 3.0)
    yield "stones lost or won", scene
    start = lobby.start_custom()
    if start is not None:
        custom = start.scene
        run_for(custom, 3.0)
        yield "stones custom", custom


def twentyfour_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from scenes.twentyfour.lobby import TwentyFourLobby

    lobby = TwentyFourLobby(ctx)
    yield "24 lobby", lobby
    yield "24 famous hands", pushed(lobby.open_hands())
    for mode in ("beat_the_clock", "sprint", "relaxed", "challenge"):
        scene = pushed(lobby.widgets.press(f"mode-{mode}"))
        yield f"24 {mode} play", scene
        yield f"24 {mode} paused", PauseScene(ctx, scene)
        scene.widgets.set_focus("answer")
        feed(scene, [text(scene.hand.solutions[0].text), key(pygame.K_RETURN)], dt=2.0)
        yield f"24 {mode} solved", scene
        feed(scene, [key(pygame.K_RETURN)])
        feed(scene, [key(pygame.K_s)])
        yield f"24 {mode} skipped", scene
    scene = pushed(lobby.widgets.press("mode-beat_the_clock"))
    for _ in range(60 * 125):
        feed(scene, [], DT)
    yield "24 time up", scene
    feed(scene, [key(pygame.K_RETURN)])
    yield "24 results", scene


def shapes_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from game.logic.shapes import Action, Kind
    from game.logic.shapes.hints import solve_line
    from scenes.shapes.editor import Draft, ShapeEditorScene
    from scenes.shapes.lobby import campaign_scene, play_level
    from tests.shapes.scene_helpers import thought

    yield "shapes levels", campaign_scene(ctx)
    levels = ctx.levels.levels("shapes")
    for action in Action:
        level = next(lvl for lvl in levels if lvl.spec.puzzle.action is action)
        scene = play_level(ctx, level)
        yield f"shapes {action.value} play", scene
        if action is Action.MOVE:
            yield "shapes paused", PauseScene(ctx, scene)
            scene.table.give_hint()
            thought(scene)   # worked out on a worker thread
            yield "shapes hint", scene
            scene.table.show_answers()
            thought(scene)
            yield "shapes answers", scene
            scene.table.close_answers()
        if action is Action.REMOVE:
            for move in solve_line(scene.table.state) or []:
                scene.table.play(move)
            run_for(scene, 2.0)
            yield "shapes solved", scene
    full = Draft().puzzle().lattice.full
    drafts = {"answers": Draft(layout=full),
              "impossible": Draft(layout=full, target=9),
              "no answer": Draft(Kind.SQUARES, 3, Draft(Kind.SQUARES, 3).puzzle().lattice.full, target=10),
              "refused": Draft(layout=0)}
    for verdict, draft in drafts.items():
        editor = ShapeEditorScene(ctx, draft)
        for _ in range(2000):   # the verdict comes from a worker thread, read on a frame
            feed(editor, [])
            if editor.job is None:
                break
            time.sleep(0.005)
        yield f"shapes editor {verdict}", editor


def shell_screens(ctx) -> Iterator[tuple[str, Scene]]:
    from scenes.help import HelpCard

    yield "menu", MenuScene(ctx)
    settings = SettingsScene(ctx)
    yield "settings", settings
    settings.widgets.press("reset")
    yield "settings reset", settings
    yield "help", HelpCard(ctx, "How to play", ("U undo",))


def every_screen(tmp_path) -> Iterator[tuple[str, Scene]]:
    ctx = make_context(tmp_path, seed=5)
    random.seed(0)
    for screens in (shell_screens, matchstick_screens, sudoku_screens, stones_screens, twentyfour_screens,
                    shapes_screens):
        yield from screens(ctx)
