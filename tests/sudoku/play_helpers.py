"""What the sudoku scene tests share: opening a level, finding cells, and driving the board by events."""
from __future__ import annotations

import re

import pygame

from game.shell.app import App
from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from sprites import sudoku as board_sprite
from tests.sudoku.oracle import same_house
from tests.helpers import click, drawn_texts, feed, key

SHIFT = pygame.KMOD_SHIFT
CTRL = pygame.KMOD_CTRL
NOTATION = re.compile(r"\br[1-9]c[1-9]\b")  # a cell in move notation: never shown to the player


def digit_key(d: int, mod: int = 0) -> pygame.event.Event:
    return key(pygame.K_0 + d, mod)


def classic_levels(ctx):
    """The classic campaign: the sudoku levels without a `variant` field (the variants have campaigns of their own)."""
    return [lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == "classic"]


def level(ctx, index: int = 0, band: str = "easy"):
    return [lvl for lvl in classic_levels(ctx) if lvl.band == band][index]


def first_level(ctx, band="easy"):
    return level(ctx, 0, band)


def open_level(ctx, band: str = "easy", index: int = 0) -> SudokuScene:
    ctx.level_id = level(ctx, index, band).id
    scene = open_scene(ctx)
    assert isinstance(scene, SudokuScene)
    scene.help_warned = True  # asked once per run before costly help: tested with the shared scene (tests/shell)
    return scene


def empty_cells(game: SudokuScene) -> list[int]:
    """The puzzle's blank cells (whatever the player has written in them)."""
    return [i for i in range(81) if not game.round.puzzle[i]]


def blank_cells(game: SudokuScene) -> list[int]:
    """The cells with no digit on the board now."""
    return [i for i in range(81) if not game.table.grid[i]]


def peers_of(cell: int) -> list[int]:
    return [j for j in range(81) if j != cell and same_house(j, cell)]


def wrong_digit_without_clash(game: SudokuScene) -> tuple[int, int]:
    """An empty cell and a digit that is wrong there but clashes with nothing on the board."""
    return next((i, d) for i in blank_cells(game) for d in range(1, 10) if d != game.round.solution[i]
                and all(game.table.grid[j] != d for j in range(81) if j != i and same_house(i, j)))


def click_cell(game: SudokuScene, cell: int, button: int = 1):
    pos = game.layout.centre(cell)
    if button == 1:
        return feed(game, click(pos))
    return feed(game, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def arrows_to(game: SudokuScene, cell: int) -> list[pygame.event.Event]:
    """The arrow presses that move the selection from where it is to `cell`."""
    r0, c0 = divmod(game.table.selected, 9)
    r1, c1 = divmod(cell, 9)
    events = [key(pygame.K_DOWN if r1 > r0 else pygame.K_UP)] * abs(r1 - r0)
    events += [key(pygame.K_RIGHT if c1 > c0 else pygame.K_LEFT)] * abs(c1 - c0)
    return events


def solve_by_keys(game: SudokuScene, skip: int = 0) -> None:
    for cell in empty_cells(game)[skip:]:
        if game.table.state.entries[cell] == game.round.solution[cell]:
            continue
        feed(game, arrows_to(game, cell) + [digit_key(game.round.solution[cell])])


def draw_stack(app: App) -> pygame.Surface:
    """What the window shows: every scene of the stack from the game up, the overlay last."""
    surface = pygame.Surface((1280, 720))
    for scene in app.stack:
        scene.draw(surface)
    return surface


def inked(surface: pygame.Surface, rect: pygame.Rect, background) -> int:
    """How many pixels of rect differ clearly from the background colour."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], background[:3])) > 60)


def wcag_contrast(a, b) -> float:
    """The WCAG 2 contrast ratio, written out here as the oracle (not the game's helper)."""
    def lum(c):
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in (x / 255 for x in c[:3])]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ground(surface: pygame.Surface, rect: pygame.Rect):
    """The commonest colour in rect: the cell's fill."""
    counts: dict[tuple, int] = {}
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = tuple(surface.get_at((x, y))[:3])
            counts[c] = counts.get(c, 0) + 1
    return max(counts, key=counts.get)


def mark_area(game: SudokuScene, cell: int, digit: int) -> pygame.Rect:
    """The third of the cell where digit's pencil mark sits (1 top-left ... 9 bottom-right)."""
    rect = game.layout.cell_rect(cell)
    third = rect.width // 3
    r, c = divmod(digit - 1, 3)
    return pygame.Rect(rect.left + c * third, rect.top + r * third, third, third)


def drawn_words(scene, monkeypatch) -> str:
    """Every piece of text the scene draws this frame, joined (wrapped lines join back at their spaces)."""
    return " ".join(message for message, _ in drawn_texts(scene, monkeypatch))
