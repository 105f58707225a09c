"""Issue 11, item 9: sudoku after a playtest. The grid is hidden under the pause overlay, pencil marks read on the
selected cell and without colour, hints name cells in words, and the lobby does not promise what evil breaks."""
from __future__ import annotations

import re

import pygame
import pytest

from game.games import BY_KEY
from game.levels import Catalog
from game.logic.sudoku import Grade, HintKind, Move, State, Technique, apply, next_deduction, solve
from game.logic.sudoku.board import cell_label, cells_label
from game.logic.sudoku.explain import describe
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


# --- (c) cells are named in words to the player ----------------------------------------------------------

NOTATION = re.compile(r"\br[1-9]c[1-9]\b")


def drawn_words(scene, monkeypatch) -> str:
    """Every piece of text the scene draws this frame, joined (wrapped lines join back at their spaces)."""
    drawn: list[str] = []
    real = theme.blit_text

    def record(surface, message, *args, **kwargs):
        drawn.append(message)
        return real(surface, message, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", record)
    render(scene)
    monkeypatch.setattr(theme, "blit_text", real)
    return " ".join(drawn)


def test_cell_labels_read_as_row_and_column():
    for cell in range(81):
        row, column = cell // 9 + 1, cell % 9 + 1
        assert cell_label(cell) == f"row {row}, column {column}"
    assert cells_label([3, 7, 19]) == "row 1, columns 4 and 8 and row 3, column 2"
    assert cells_label([80]) == "row 9, column 9"


def test_the_hint_panel_names_cells_in_words(ctx, monkeypatch):
    game = open_level(ctx, "hard")
    game.help_warned = True                          # the once-per-run question is tested with the shared scene
    for _ in range(3):                               # a few hints, each stepped through
        game.update([key(pygame.K_h)], 1 / 60)
        assert game.hint is not None and game.hint_deduction is not None
        words = drawn_words(game, monkeypatch)
        assert not NOTATION.search(words), words
        for cell in game.hint_deduction.cells:       # the cells the step reasons about are named row and column
            assert f"row {cell // 9 + 1}, column" in words
        while game.hint is not None:
            game.update([key(pygame.K_h)], 1 / 60)   # to the last step, then placed


def test_explanations_of_every_kind_name_no_cell_by_notation(catalog):
    seen = set()
    for band in ("hard", "expert", "extreme"):
        level = next(lvl for lvl in catalog.levels("sudoku") if lvl.band == band)
        state = State.new(level.spec.puzzle)
        solution = solve(state.givens)
        while (hint := next_deduction(state, solution)).kind is HintKind.DEDUCTION:
            for step in hint.steps:
                seen.add(step.technique)
                assert not NOTATION.search(describe(step)), describe(step)
            assert not NOTATION.search(hint.text)
            cell, digit = hint.placements[0]
            state = apply(state, Move("D", cell, digit))
    assert len(seen) >= 4


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
