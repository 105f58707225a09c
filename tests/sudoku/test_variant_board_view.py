"""How the variants are drawn, checked on the rendered frame against the level's own text: thick lines exactly where
two neighbouring cells lie in different jigsaw regions (and no box lines), a 6x6 grid's 2x3 boxes, the X sudoku's
diagonals on a ground of their own, and each killer cage's sum in its first cell, clear of the pencil marks."""
from __future__ import annotations

import pygame
import pytest

from sprites import sudoku as board_sprite
from sprites import sudoku_shapes
from tests.helpers import drawn_texts, feed, key, render
from tests.sudoku.play_helpers import ground
from tests.sudoku.variant_helpers import blanks, open_variant, type_digit

THICK = board_sprite.THICK_LINE


def _unselected(game):
    game.table.selected = None  # no frame or peer tint over the lines and grounds being checked
    game.table.hover = None
    return render(game)


def _raw(game) -> str:
    return " ".join(str(game.ctx.levels.level("sudoku", game.round.level_id).entry["puzzle"]).split())


def _border_is_thick(surface, game, a: int, b: int) -> bool:
    """Is the edge between side-by-side cells a and b drawn in the thick ink (sampled at its middle)?"""
    ra, rb = game.layout.cell_rect(a), game.layout.cell_rect(b)
    if rb.left > ra.left:
        point = (rb.left, ra.centery)
    else:
        point = (ra.centerx, rb.top)
    return tuple(surface.get_at(point)[:3]) == THICK


def test_a_jigsaw_has_thick_lines_exactly_between_its_regions(ctx):
    game = open_variant(ctx, "jigsaw")
    regions = _raw(game).split()[1]           # the level file's region digits, read here
    surface = _unselected(game)
    for r in range(9):
        for c in range(9):
            i = r * 9 + c
            if c < 8:
                assert _border_is_thick(surface, game, i, i + 1) == (regions[i] != regions[i + 1]), (r, c)
            if r < 8:
                assert _border_is_thick(surface, game, i, i + 9) == (regions[i] != regions[i + 9]), (r, c)


def test_a_6x6_board_draws_its_2x3_boxes(ctx):
    game = open_variant(ctx, "6x6")
    surface = _unselected(game)
    for r in range(6):
        for c in range(6):
            i = r * 6 + c
            if c < 5:
                assert _border_is_thick(surface, game, i, i + 1) == (c == 2)
            if r < 5:
                assert _border_is_thick(surface, game, i, i + 6) == (r in (1, 3))


def test_the_diagonals_of_an_x_sudoku_stand_on_their_own_ground(ctx):
    game = open_variant(ctx, "x")
    surface = _unselected(game)
    on = {i * 10 for i in range(9)} | {8 + i * 8 for i in range(9)}
    empty = [i for i in range(81) if not game.round.puzzle[i]]
    grounds_on = {ground(surface, game.layout.cell_rect(i).inflate(-20, -20)) for i in empty if i in on}
    grounds_off = {ground(surface, game.layout.cell_rect(i).inflate(-20, -20)) for i in empty if i not in on}
    assert grounds_on and grounds_off and not grounds_on & grounds_off
    # the line corner to corner runs through the middle of every empty cell on the main diagonal
    for cell in (i * 10 for i in range(9) if not game.round.puzzle[i * 10]):
        assert tuple(surface.get_at(game.layout.cell_rect(cell).center)[:3]) == sudoku_shapes.DIAGONAL_LINE


def test_each_cage_sum_sits_in_its_first_cell_clear_of_the_pencil_marks(ctx, monkeypatch):
    game = open_variant(ctx, "killer")
    givens, letters, sums = _raw(game).split()
    totals = [int(s) for s in sums.split(",")]
    first_cell = {}
    for i, ch in enumerate(letters):
        first_cell.setdefault(ch, i)
    corners = sorted(first_cell.values())
    for cell in corners[:4]:                     # every mark pencilled in a few sum cells
        for d in range(1, 10):
            type_digit(game, cell, d, pygame.KMOD_SHIFT)
    game.table.selected = None
    texts = drawn_texts(game, monkeypatch)
    for k, (ch, cell) in enumerate(first_cell.items()):
        rect = game.layout.cell_rect(cell)
        corner = pygame.Rect(rect.left, rect.top, rect.width // 2, rect.height // 2)
        sums_here = [r for text, r in texts if text == str(totals[k]) and corner.contains(r)]
        assert sums_here, f"cage {ch}: no {totals[k]} in the corner of its first cell"
        if cell in corners[:4]:
            marks = [r for text, r in texts if len(text) == 1 and rect.contains(r) and r not in sums_here]
            assert len(marks) == 9
            assert not any(m.colliderect(sums_here[0]) for m in marks)
    # readable in a 960x540 window: the sum is drawn bold, at least 10 pixels tall once scaled by 0.75
    assert min(r.height for _, r in texts if _.isdigit()) * 0.75 >= 10


@pytest.mark.parametrize("variant", ["x", "jigsaw", "killer", "6x6"])
def test_a_paused_variant_board_is_drawn_empty_on_its_own_grid(ctx, variant):
    game = open_variant(ctx, variant)
    cell = blanks(game)[0]
    type_digit(game, cell, game.round.solution[cell])
    surface = pygame.Surface((1280, 720))
    game.view.draw(surface, game.table, hidden=True, show_clock=True, waiting_next=False, record_line="")
    rect = game.layout.cell_rect(cell).inflate(-24, -24)
    assert len({tuple(surface.get_at((x, rect.centery))[:3]) for x in range(rect.left, rect.right)}) <= 2
    feed(game, [key(pygame.K_u)])
