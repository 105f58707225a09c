"""What the variant scene tests share: opening a variant's campaign level, and driving its board by keys."""
from __future__ import annotations

import pygame

from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from tests.helpers import feed, key

VARIANTS = ("x", "jigsaw", "killer", "6x6")


def variant_level(ctx, variant: str, index: int = 0):
    return [lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == variant][index]


def open_variant(ctx, variant: str, index: int = 0) -> SudokuScene:
    ctx.level_id = variant_level(ctx, variant, index).id
    scene = open_scene(ctx)
    assert isinstance(scene, SudokuScene) and scene.round.variant == variant
    scene.help_warned = True  # asked once per run before costly help: tested with the shared scene (tests/shell)
    return scene


def blanks(game: SudokuScene) -> list[int]:
    return [i for i in range(game.round.geo.cells) if not game.table.grid[i]]


def arrows_to(game: SudokuScene, cell: int) -> list[pygame.event.Event]:
    """The arrow presses that move the selection to `cell` on a board of the game's size."""
    n = game.round.geo.size
    r0, c0 = divmod(game.table.selected, n)
    r1, c1 = divmod(cell, n)
    events = [key(pygame.K_DOWN if r1 > r0 else pygame.K_UP)] * abs(r1 - r0)
    return events + [key(pygame.K_RIGHT if c1 > c0 else pygame.K_LEFT)] * abs(c1 - c0)


def type_digit(game: SudokuScene, cell: int, digit: int, mod: int = 0) -> None:
    feed(game, arrows_to(game, cell) + [key(pygame.K_0 + digit, mod)])
