"""Play a code: reached from the menu and every lobby; a typed code or puzzle is checked before it opens, with its
problem named; each game opens on the puzzle a code names; today's puzzles are made in the background; the pause
overlay shows the puzzle's code; `--code` opens the game on it."""
from __future__ import annotations

import datetime

import pygame
import pytest

from game.logic.codes import code_of, decode
from game.logic.daily import daily
from game.shell.launch import first_scenes
from scenes.base import Context, Push
from scenes.menu import MenuScene, open_game_scene
from scenes.pause import PauseScene
from scenes.play_code import PlayCodeScene
from tests.helpers import click, feed, key, text

DAY = datetime.date(2026, 11, 25)  # a Wednesday


def typed(scene: PlayCodeScene, words: str) -> None:
    scene.widgets.set_focus("code-text")
    feed(scene, [text(words)])
    feed(scene, [key(pygame.K_RETURN)])


def pushed(transition: object) -> object:
    assert isinstance(transition, Push), transition
    return transition.scene


def code_of_each_game(ctx: Context) -> dict[str, str]:
    return {game: code_of(game, ctx.levels.levels(game)[2].spec) for game in ("matchstick", "sudoku", "stones",
                                                                              "twentyfour")}


def test_the_menu_opens_play_a_code(ctx: Context) -> None:
    menu = MenuScene(ctx)
    scene = pushed(feed(menu, click(menu.widgets.get("play-code").rect.center)))
    assert isinstance(scene, PlayCodeScene) and scene.game is None


@pytest.mark.parametrize("game", ["matchstick", "sudoku", "stones", "twentyfour"])
def test_every_lobby_opens_play_a_code_for_its_game(ctx: Context, game: str) -> None:
    lobby = open_game_scene(game, ctx)
    scene = pushed(feed(lobby, click(lobby.widgets.get("daily").rect.center)))
    assert isinstance(scene, PlayCodeScene) and scene.game == game


@pytest.mark.parametrize("game", ["matchstick", "sudoku", "stones", "twentyfour"])
def test_a_typed_code_opens_its_game_on_that_puzzle(ctx: Context, game: str) -> None:
    code = code_of_each_game(ctx)[game]
    scene = PlayCodeScene(ctx, today=DAY)
    typed(scene, " ".join(code[i:i + 4] for i in range(0, len(code), 4)).lower())
    assert scene.found is not None and scene.found.code == code and not scene.problem
    assert scene.widgets.get("play").visible and scene.widgets.get("copy").visible
    game_scene = pushed(feed(scene, click(scene.widgets.get("play").rect.center)))
    assert game_scene.puzzle_code() == code  # the puzzle on the table is the one the code names
    pause = PauseScene(ctx, game_scene)
    assert pause.code == code and pause.widgets.get("copy-code").visible
    scene.on_leave()


def test_a_mistyped_code_is_named_and_nothing_opens(ctx: Context) -> None:
    code = code_of_each_game(ctx)["sudoku"]
    scene = PlayCodeScene(ctx, today=DAY)
    typed(scene, code[:-1])
    assert scene.found is None and scene.problem and "missing or doubled" in scene.message
    assert not scene.widgets.get("play").visible
    assert feed(scene, [key(pygame.K_RETURN)]) is None
    scene.on_leave()


def test_a_sudoku_with_several_solutions_plays_anyway_without_a_code(ctx: Context) -> None:
    grid = list(ctx.levels.levels("sudoku")[0].spec.puzzle)
    for cell in (0, 1, 2, 9, 10, 11, 18, 19, 20):
        grid[cell] = 0
    scene = PlayCodeScene(ctx, game="sudoku", today=DAY)
    typed(scene, "".join(str(d) for d in grid))
    assert scene.found is not None and not scene.found.proper
    assert "more than one solution" in scene.message
    assert scene.widgets.get("play").label == "Play anyway" and not scene.widgets.get("copy").visible
    game_scene = pushed(scene.play())
    assert game_scene.puzzle_code() is None
    scene.on_leave()


def test_bare_numbers_are_the_lobbys_game(ctx: Context) -> None:
    stones = PlayCodeScene(ctx, game="stones", today=DAY)
    typed(stones, "3 4 5")
    assert stones.found is not None and stones.found.game == "stones"
    cards = PlayCodeScene(ctx, game="twentyfour", today=DAY)
    typed(cards, "3 4 5")
    assert cards.found is not None and cards.found.game == "twentyfour"
    menu = PlayCodeScene(ctx, today=DAY)
    typed(menu, "3 4 5")
    assert menu.found is None and "heaps or cards" in menu.message
    for scene in (stones, cards, menu):
        scene.on_leave()


def test_todays_puzzles_are_made_in_the_background_and_open(ctx: Context) -> None:
    scene = PlayCodeScene(ctx, today=DAY)
    assert scene.daily_job.join(60)
    feed(scene)
    for game in ("matchstick", "sudoku", "stones", "twentyfour"):
        button = scene.widgets.get(f"daily-{game}")
        assert button.enabled
    game_scene = pushed(feed(scene, click(scene.widgets.get("daily-sudoku").rect.center)))
    assert game_scene.puzzle_code() == code_of("sudoku", daily("sudoku", DAY).level)
    assert scene.widgets.get("daily-sudoku").detail == "medium"  # Wednesday's grade


def test_the_code_option_opens_the_game_on_that_puzzle(ctx: Context) -> None:
    code = code_of_each_game(ctx)["stones"]
    ctx.code = code
    stack = first_scenes("menu")(ctx)
    assert isinstance(stack[0], MenuScene) and isinstance(stack[1], PlayCodeScene)
    assert stack[-1].puzzle_code() == code and decode(code).game == "stones"
    ctx.code = code[:-1] + ("0" if code[-1] != "0" else "1")
    stack = first_scenes("menu")(ctx)
    assert isinstance(stack[-1], PlayCodeScene) and "check character" in stack[-1].message
    for scene in stack:
        scene.on_leave()


def test_the_code_option_is_checked_before_the_window_opens() -> None:
    from tests.shell.clirun import run_cli
    status, _, err = run_cli(["--code", "S1ABC"])
    assert status == 2 and "argument --code" in err and "odd number" in err
