"""What the matchstick scene tests share: opening a level, where a place is on the screen, a move that solves and
one that does not, asking the custom-equation screen, and walking to the campaign's level list."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.levels import Level
from game.logic import matchstick as ms
from game.logic.matchstick import Loc
from scenes.base import Context, Push, Scene, Transition
from scenes.level_select import LevelSelectScene
from scenes.matchstick.custom import Answer, CustomEquationScene
from scenes.matchstick.lobby import MatchstickMenu
from scenes.matchstick.lobby import play_level as open_level
from scenes.matchstick.play import MatchstickScene
from tests.helpers import click, drag, drawn_texts, feed, key, make_context, text


def spot(scene: MatchstickScene, loc: Loc) -> tuple[int, int]:
    """Screen point of a slot (or the tray) in this scene's own layout."""
    table = scene.table
    if ms.in_tray(loc):
        return table.tray_rect.center
    assert ms.on_table(loc)
    return table.board.grip(loc)


def play_level(ctx: Context, level: Level | None) -> MatchstickScene:
    """A level's scene, as the lobby opens it, with the once-per-run question about costly help already
    answered (that question is tested in test_hints)."""
    assert level is not None
    scene = open_level(ctx, level)
    scene.help_warned = True
    return scene


def level_scene(tmp_path: Path, level_id: str) -> tuple[Context, MatchstickScene]:
    ctx = make_context(tmp_path)
    return ctx, play_level(ctx, ctx.levels.level("matchstick", level_id))


def first_solution_move(scene: MatchstickScene) -> ms.Move:
    task = scene.table.task
    return ms.solve(task.puzzle, task.moves, task.mode).solutions[0].moves[0]


def wrong_move(scene: MatchstickScene) -> ms.Move:
    """A legal move that does not make the equation true."""
    for move in ms.legal_moves(scene.table.state):
        if not ms.is_solved(ms.apply(scene.table.state, move)):
            return move
    raise AssertionError("every move solves this level")


def unreadable_move(scene: MatchstickScene) -> ms.Move:
    """A legal move after which some cell reads as nothing."""
    table = scene.table
    for move in ms.legal_moves(table.state):
        after = ms.apply(table.state, move)
        if any(ms.read(k, m) is None for k, m in zip(table.task.puzzle.layout.kinds, after.masks)):
            return move
    raise AssertionError("no move breaks a glyph")


def drag_move(scene: MatchstickScene, move: ms.Move, steps: int = 5) -> Transition | None:
    """Drag the match a move takes to where it puts it (the tray for the tray's side of add and remove)."""
    src: Loc = move.src if move.src is not None else (ms.TRAY, 0)
    dst: Loc = move.dst if move.dst is not None else (ms.TRAY, 0)
    return feed(scene, drag(spot(scene, src), spot(scene, dst), steps=steps))


def solve_by_drag(scene: MatchstickScene) -> None:
    drag_move(scene, first_solution_move(scene))
    assert scene.table.solved


def ask(scene: CustomEquationScene, equation: str) -> Answer:
    """Type an equation into the custom screen, press Enter and wait for the solver."""
    scene.field.text = ""
    feed(scene, [text(equation), key(pygame.K_RETURN)])
    scene.wait()
    assert scene.answer is not None
    return scene.answer


def drawn_text(scene: Scene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return [message for message, _ in drawn_texts(scene, monkeypatch)]


def campaign(ctx: Context) -> LevelSelectScene:
    menu = MatchstickMenu(ctx)
    opened = feed(menu, click(menu.widgets.get("campaign").rect.center))
    assert isinstance(opened, Push) and isinstance(opened.scene, LevelSelectScene)
    return opened.scene
