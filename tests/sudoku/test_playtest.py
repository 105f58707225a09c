"""Issue 11, item 9: sudoku after a playtest. The grid is hidden under the pause overlay, pencil marks read on the
selected cell and without colour, hints name cells in words, and the lobby does not promise what evil breaks."""
from __future__ import annotations

import re

import pygame

from game.games import BY_KEY
from game.logic.sudoku import Grade, HintKind, Move, State, Technique, apply, next_deduction, solve
from game.logic.sudoku.board import cell_label, cells_label
from game.logic.sudoku.explain import describe
from game.shell.app import App
from scenes.pause import PauseScene
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from scenes.sudoku.play import SudokuScene
from tests.helpers import drawn_texts, key, render


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


# --- (b) pencil marks read on the selected cell, and without colour ---------------------------------------

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


def test_pencil_marks_on_the_selected_cell_have_readable_contrast(ctx):
    game = open_level(ctx)
    cell = next(i for i in range(81) if not game.round.puzzle[i])
    for d in range(1, 10):
        game.place(cell, d, pencil=True)
    assert game.state.marks[cell] == 0b111111111
    game.selected = cell
    game.table.armed = None
    surface = render(game)
    fill = ground(surface, game.layout.cell_rect(cell))
    for d in range(1, 10):
        area = mark_area(game, cell, d).inflate(-6, -6)          # inside the selection's frame
        best = max(wcag_contrast(surface.get_at((x, y)), fill)
                   for x in range(area.left, area.right) for y in range(area.top, area.bottom))
        assert best >= 4.5, f"pencil mark {d} on the selected cell: contrast {best:.2f} against its fill {fill}"


def test_a_pencil_mark_a_peer_rules_out_is_struck_not_only_coloured(ctx):
    game = open_level(ctx)
    p = game.round.puzzle
    game.selected = None                                          # both cells on plain paper
    peers = lambda i: [j for j in range(81) if j != i and (j // 9 == i // 9 or j % 9 == i % 9
                                                          or (j // 27 == i // 27 and j % 9 // 3 == i % 9 // 3))]
    empties = [i for i in range(81) if not p[i]]
    cell, free, d = next((a, b, d) for a in empties for b in empties for d in range(1, 10)
                         if any(p[j] == d for j in peers(a)) and not any(p[j] == d for j in peers(b))
                         and b not in peers(a))
    game.place(cell, d, pencil=True)
    game.place(free, d, pencil=True)
    surface = render(game)

    def ink(at: int) -> set[tuple[int, int]]:
        """The mark's shape: positions (within its third) of pixels far from the cell's fill."""
        area, fill = mark_area(game, at, d), ground(surface, game.layout.cell_rect(at))
        return {(x - area.left, y - area.top) for x in range(area.left, area.right)
                for y in range(area.top, area.bottom)
                if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], fill)) > 90}

    ruled_out, open_mark = ink(cell), ink(free)
    assert len(open_mark) > 15                                     # the plain mark is drawn
    assert len(ruled_out - open_mark) >= 12, "the ruled-out mark has the same shape as a plain one"


# --- (c) cells are named in words to the player ----------------------------------------------------------

NOTATION = re.compile(r"\br[1-9]c[1-9]\b")


def drawn_words(scene, monkeypatch) -> str:
    """Every piece of text the scene draws this frame, joined (wrapped lines join back at their spaces)."""
    return " ".join(message for message, _ in drawn_texts(scene, monkeypatch))


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
        assert game.table.explanation is not None and game.table.hint_deduction is not None
        words = drawn_words(game, monkeypatch)
        assert not NOTATION.search(words), words
        for cell in game.table.hint_deduction.cells:       # the cells the step reasons about are named row and column
            assert f"row {cell // 9 + 1}, column" in words
        while game.table.explanation is not None:
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
    words = " ".join([drawn_words(SudokuStartScene(ctx), monkeypatch), BY_KEY["sudoku"].blurb]).lower()
    evil = [t for t in Technique if t.grade is Grade.EVIL]
    assert [t.label.lower() for t in evil] == ["trial and error"]          # what the evil grade's hints say
    assert "trial and error (evil" in words                                # the lobby names it ...
    assert "guess" not in words, "the start screen or the menu promises no guessing while evil needs trial and error"
