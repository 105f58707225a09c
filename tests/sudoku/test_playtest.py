"""Issue 11, item 9: sudoku after a playtest. The grid is hidden under the pause overlay, pencil marks read on the
selected cell and without colour, hints name cells in words, and the lobby does not promise what evil breaks."""
from __future__ import annotations

import pygame
import pytest

from game.games import BY_KEY
from game.levels import Catalog
from game.logic.sudoku import Grade, Technique
from game.shell.app import App
from scenes.pause import PauseScene
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from sprites import theme
from scenes.sudoku.play import SudokuScene
from tests.helpers import key, make_context, render


@pytest.fixture(scope="module")
def catalog():
    return Catalog.load()


@pytest.fixture
def ctx(tmp_path, catalog):
    return make_context(tmp_path, catalog=catalog)


def open_level(ctx, band="easy") -> SudokuScene:
    ctx.level_id = next(lvl for lvl in ctx.levels.levels("sudoku") if lvl.band == band).id
    scene = open_scene(ctx)
    assert isinstance(scene, SudokuScene)
    return scene


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


# --- (a) pause hides the grid ----------------------------------------------------------------------------

def test_the_pause_overlay_hides_the_digits(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    inner = lambda i: game.layout.cell_rect(i).inflate(-16, -16)    # the digit's area, clear of lines and frames
    playing = render(game)
    paper = playing.get_at(inner(given).topleft)
    assert inked(playing, inner(given), paper) > 40                 # the given's digit is drawn while playing
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene)
    paused = draw_stack(app)
    beside_panel = [i for i in range(81) if game.round.puzzle[i] and not inner(i).colliderect(app.top.panel)]
    assert len(beside_panel) > 10
    for cell in beside_panel:                                       # no given shows through the veil
        area = inner(cell)
        assert inked(paused, area, paused.get_at(area.topleft)) == 0, f"cell {cell} shows its digit while paused"
    assert game.board_hidden                                        # the flag the view honours, as 24's does
    app.step([key(pygame.K_ESCAPE)], 1 / 60)                        # resumed: the digits are back
    assert app.top is game and not game.board_hidden
    assert inked(draw_stack(app), inner(given), paper) > 40


# --- (d) the lobby does not promise "no guessing" when evil needs trial and error --------------------------

def test_the_lobby_and_menu_words_agree_with_the_evil_grade(ctx, monkeypatch):
    drawn: list[str] = []
    real = theme.blit_text

    def record(surface, message, *args, **kwargs):
        drawn.append(message)
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", record)
    render(SudokuStartScene(ctx))
    words = " ".join(drawn + [BY_KEY["sudoku"].blurb]).lower()
    evil = [t for t in Technique if t.grade is Grade.EVIL]
    assert [t.label.lower() for t in evil] == ["trial and error"]          # what the evil grade's hints say
    assert "trial and error (evil" in words                                # the lobby names it ...
    assert "guess" not in words, "the start screen or the menu promises no guessing while evil needs trial and error"
