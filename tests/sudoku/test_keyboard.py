"""Entering digits on the sudoku board by keys and mouse: digits, clears, arrows, pencil marks, digit-first entry,
undo and redo, and the choices the player's keys set (remembered for the next game)."""
from __future__ import annotations

import pygame

from game.logic.sudoku import cell_name
from scenes.sudoku import view as sudoku_game
from sprites import sudoku as board_sprite
from tests.sudoku.oracle import same_house
from tests.helpers import feed, key, make_context
from tests.sudoku.play_helpers import (CTRL, SHIFT, blank_cells, click_cell, digit_key, drawn_words, empty_cells,
                                      open_level)


def test_place_digit_by_mouse_and_keys_including_keypad(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    click_cell(game, a)
    assert game.table.selected == a
    feed(game, [digit_key(7)])
    assert game.table.state.entries[a] == 7
    assert game.table.session.move_texts == [f"D {cell_name(a)} 7"]
    click_cell(game, b)
    feed(game, [key(pygame.K_KP3)])
    assert game.table.state.entries[b] == 3
    # the on-screen pad writes into the selected cell too
    game.widgets.press("pad-4")
    assert game.table.state.entries[b] == 4


def test_clear_keys_and_givens_refuse_change(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    for clear in (pygame.K_0, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP0):
        feed(game, [digit_key(5)])
        assert game.table.state.entries[cell] == 5
        feed(game, [key(clear)])
        assert game.table.state.entries[cell] == 0
    given = next(i for i in range(81) if game.round.puzzle[i])
    click_cell(game, given)
    feed(game, [digit_key(1 if game.round.puzzle[given] != 1 else 2)])
    assert game.table.state.grid[given] == game.round.puzzle[given]
    assert "given" in game.table.message


def test_arrows_move_the_selection_and_wrap(ctx):
    game = open_level(ctx)
    game.table.selected = 0
    feed(game, [key(pygame.K_RIGHT), key(pygame.K_DOWN)])
    assert game.table.selected == 10
    feed(game, [key(pygame.K_UP), key(pygame.K_UP)])
    assert game.table.selected == 73  # wrapped to the bottom row
    feed(game, [key(pygame.K_LEFT), key(pygame.K_LEFT)])
    assert game.table.selected == 80


def test_pencil_marks_by_shift_and_by_mode_and_their_auto_removal(ctx):
    game = open_level(ctx)
    empties = empty_cells(game)
    cell = empties[0]
    peer = next(j for j in empties if j != cell and same_house(j, cell))
    click_cell(game, peer)
    feed(game, [digit_key(4, SHIFT), digit_key(6, SHIFT)])
    assert game.table.state.marks_of(peer) == (4, 6)
    assert game.table.state.entries[peer] == 0
    feed(game, [key(pygame.K_p)])               # pencil mode on: plain digits now write marks
    assert game.table.pencil and game.widgets.get("pencil").value
    feed(game, [digit_key(9), digit_key(6)])    # 9 added, 6 toggled off
    assert game.table.state.marks_of(peer) == (4, 9)
    feed(game, [key(pygame.K_p)])
    assert not game.table.pencil
    # placing a 4 in a peer removes the 4 mark from this cell (row, column or box)
    click_cell(game, cell)
    feed(game, [digit_key(4)])
    assert game.table.state.entries[cell] == 4
    assert game.table.state.marks_of(peer) == (9,)
    feed(game, [key(pygame.K_u)])               # undo brings the mark back
    assert game.table.state.marks_of(peer) == (4, 9)


def test_undo_redo_with_tatham_keys(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    click_cell(game, a)
    feed(game, [digit_key(1)])
    click_cell(game, b)
    feed(game, [digit_key(2)])
    feed(game, [key(pygame.K_u)])
    assert game.table.state.entries[b] == 0 and game.table.state.entries[a] == 1
    feed(game, [key(pygame.K_z, CTRL)])
    assert game.table.state.entries[a] == 0
    feed(game, [key(pygame.K_r)])
    assert game.table.state.entries[a] == 1
    feed(game, [key(pygame.K_r, CTRL)])
    assert game.table.state.entries[b] == 2
    feed(game, [key(pygame.K_u), key(pygame.K_y, CTRL)])
    assert game.table.state.entries[b] == 2
    game.widgets.press("undo")
    assert game.table.state.entries[b] == 0
    game.widgets.press("redo")
    assert game.table.state.entries[b] == 2
    # restart (the pause menu's) is itself undoable
    game.restart()
    assert not any(game.table.state.entries)
    feed(game, [key(pygame.K_u)])
    assert game.table.state.entries[a] == 1 and game.table.state.entries[b] == 2


def test_digit_first_entry(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    feed(game, [key(pygame.K_d)])
    assert game.table.digit_first
    game.widgets.press("pad-5")
    assert game.table.armed == 5 and game.widgets.get("pad-5").chosen
    click_cell(game, a)
    click_cell(game, b)
    assert game.table.state.entries[a] == 5 and game.table.state.entries[b] == 5
    click_cell(game, b)                  # clicking the armed digit again takes it out
    assert game.table.state.entries[b] == 0
    click_cell(game, b, button=3)        # right click pencils the armed digit
    assert game.table.state.marks_of(b) == (5,)
    feed(game, [digit_key(8)])           # a digit key arms another digit
    assert game.table.armed == 8
    assert game.view.look(game.table).focus_digit == 8


def test_digit_first_help_tells_the_keyboard_player_how_to_place_and_it_works(ctx, monkeypatch):
    game = open_level(ctx)
    feed(game, [key(pygame.K_d)])
    assert game.table.digit_first and "press Enter" in drawn_words(game, monkeypatch)
    cell = blank_cells(game)[0]
    d = game.round.solution[cell]
    feed(game, [digit_key(d)])                                             # arms the digit
    game.table.selected = cell
    feed(game, [key(pygame.K_RETURN)])                                 # what the help says: Enter places it
    assert game.table.state.entries[cell] == d


def test_the_digit_first_choice_is_remembered_and_check_is_not(tmp_path, catalog):
    ctx = make_context(tmp_path, catalog=catalog)
    game = open_level(ctx)
    assert not game.table.check and not game.table.digit_first
    feed(game, [key(pygame.K_c), key(pygame.K_d)])
    ctx.store.close()
    ctx2 = make_context(tmp_path, catalog=catalog)
    again = open_level(ctx2, "hard")
    # digit-first is a way of entering digits, kept; the mistake check is help that costs the star: a new
    # puzzle starts without it (tests/sudoku/test_check_costs.py)
    assert not again.table.check and again.table.digit_first
    assert not again.widgets.get("check").value and again.widgets.get("digit-first").value
