"""Hints in the sudoku scene: shown, explained step by step, placed by H, counted once, and worded for the player."""
from __future__ import annotations

import pygame

from scenes.sudoku import view as sudoku_game
from scenes.sudoku.lobby import open_scene
from tests.helpers import feed, key, render
from tests.sudoku.play_helpers import (NOTATION, blank_cells, digit_key, drawn_words, empty_cells, open_level,
                                       wrong_digit_without_clash)


def test_hint_highlights_explains_and_is_recorded(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])
    hint = game.table.explanation
    assert hint is not None and hint.technique is not None
    assert hint.technique.label in hint.text
    (cell, digit), = hint.placements
    assert game.round.solution[cell] == digit
    look = game.view.look(game.table)
    assert cell in look.hint_targets
    assert look.hint_area or look.hint_cells
    assert game.table.session.hints == 1
    render(game)
    # H again places the hinted digit, without counting a second hint
    feed(game, [key(pygame.K_h)])
    assert game.table.state.entries[cell] == digit and game.table.explanation is None
    assert game.table.session.hints == 1
    # following a hint by hand clears it too
    feed(game, [key(pygame.K_h)])
    (cell, digit), = game.table.explanation.placements
    game.table.selected = cell
    feed(game, [digit_key(digit)])
    assert game.table.state.entries[cell] == digit and game.table.explanation is None
    # a wrong digit: the hint points at the mistake first
    other = next(i for i in empty_cells(game) if game.table.state.grid[i] == 0)
    wrong = next(d for d in range(1, 10) if d != game.round.solution[other])
    game.table.selected = other
    feed(game, [digit_key(wrong), key(pygame.K_h)])
    assert other in game.table.explanation.cells and "Mistake" in game.table.explanation.text
    assert game.table.session.hints == 3
    feed(game, [key(pygame.K_h)])                     # H again on a mistake changes nothing
    assert game.table.state.entries[other] == wrong and game.table.session.hints == 3


def test_a_hint_with_several_steps_is_walked_through_one_step_at_a_time(ctx):
    ctx.level_id = next(lvl.id for lvl in ctx.levels.levels("sudoku") if lvl.band == "extreme")
    game = open_scene(ctx)
    game.help_warned = True   # asked once per run before costly help: tested in test_playtest
    # follow one-step hints until the next one needs several steps of reasoning
    for _ in range(81):
        feed(game, [key(pygame.K_h)])
        if len(game.table.explanation.steps) > 1:
            break
        feed(game, [key(pygame.K_h)])                  # H again places it
    hint = game.table.explanation
    assert len(hint.steps) > 1 and game.table.hint_step == 0
    assert game.widgets.get("hint-next").visible
    first = hint.steps[0]
    look = game.view.look(game.table)
    assert look.struck == first.eliminations and not look.hint_targets
    # the pattern's candidates are shown even on a board without pencil marks
    assert look.hint_marks and {c for c, _ in look.hint_marks} <= set(first.cells)
    assert {d for _, d in look.hint_marks} <= set(first.digits)
    render(game)
    used = game.table.session.hints
    game.widgets.press("hint-next")
    assert game.table.hint_step == 1
    feed(game, [key(pygame.K_PAGEUP)])
    assert game.table.hint_step == 0
    for _ in range(len(hint.steps) - 1):
        feed(game, [key(pygame.K_h)])
    assert game.table.hint_step == len(hint.steps) - 1
    (cell, digit), = hint.placements
    assert cell in game.view.look(game.table).hint_targets
    feed(game, [key(pygame.K_h)])                      # the last H places the digit the steps reach
    assert game.table.state.entries[cell] == digit == game.round.solution[cell]
    assert game.table.session.hints == used and game.table.explanation is None
    assert not game.widgets.get("hint-next").visible


def test_a_mistake_hint_selects_the_wrong_cell_so_delete_clears_it(ctx):
    game = open_level(ctx)
    cell, wrong = wrong_digit_without_clash(game)
    game.table.selected = cell
    feed(game, [digit_key(wrong)])
    game.table.selected = next(i for i in blank_cells(game) if i != cell)   # the player has moved on
    feed(game, [key(pygame.K_h)])
    assert "Mistake" in game.table.explanation.text and game.table.selected == cell
    feed(game, [key(pygame.K_DELETE)])
    assert game.table.state.entries[cell] == 0 and not game.table.wrong


def test_a_mistake_hint_over_several_cells_says_the_first_is_selected(ctx, monkeypatch):
    shown = []
    monkeypatch.setattr(sudoku_game, "draw_text_panel", lambda surface, rect, lines: shown.extend(lines))
    game = open_level(ctx)
    wrong = []
    for cell in blank_cells(game)[:2]:
        game.table.selected = cell
        feed(game, [digit_key(next(d for d in range(1, 10) if d != game.round.solution[cell]))])
        wrong.append(cell)
    feed(game, [key(pygame.K_h)])
    assert set(game.table.explanation.cells) == set(wrong) and game.table.selected == game.table.explanation.cells[0]
    render(game)
    assert any(text.startswith("The first of them is selected") for text, *_ in shown)


def test_a_hint_shown_right_after_completing_a_house_is_not_mixed_with_its_glow(ctx):
    game = open_level(ctx)
    sol = game.round.solution
    row = max(range(9), key=lambda r: sum(1 for c in range(9) if game.table.grid[r * 9 + c]))
    for cell in [row * 9 + c for c in range(9) if not game.table.grid[row * 9 + c]]:
        game.table.selected = cell
        feed(game, [digit_key(sol[cell])])
    assert game.view.look(game.table).flash                                           # the row glows ...
    feed(game, [key(pygame.K_h)])
    look = game.view.look(game.table)
    assert game.table.explanation is not None and look.hint_targets
    assert not look.flash                                              # ... until a hint takes the board




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
