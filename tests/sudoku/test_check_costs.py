"""Check (C) strikes wrong digits: help like a hint, so it asks first (once a run, as a hint does) and costs the
puzzle its star; cancelled, nothing is struck and nothing is spent; turning it off is free. A new puzzle starts
with it off (a remembered Check would strike digits nobody asked for); a resumed game keeps its own."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from scenes.base import Pop, Push
from scenes.game_scene import ConfirmHelp
from tests.helpers import feed, key, make_context
from tests.sudoku.play_helpers import click_cell, digit_key, open_level, wrong_digit_without_clash


def write_a_wrong_digit(game):
    cell, wrong = wrong_digit_without_clash(game)
    click_cell(game, cell)
    feed(game, [digit_key(wrong)])
    return cell


def test_check_asks_first_and_cancel_strikes_nothing(ctx):
    game = open_level(ctx)
    game.help_warned = False
    write_a_wrong_digit(game)
    asked = feed(game, [key(pygame.K_c)])
    assert isinstance(asked, Push) and isinstance(asked.scene, ConfirmHelp)
    assert not game.table.check and game.view.look(game.table).mistakes == frozenset()
    assert isinstance(feed(asked.scene, [key(pygame.K_ESCAPE)]), Pop)
    assert not game.table.check and not game.table.session.helped


def test_check_once_accepted_strikes_and_costs_the_star(ctx):
    game = open_level(ctx)
    game.help_warned = False
    cell = write_a_wrong_digit(game)
    asked = feed(game, [key(pygame.K_c)])
    feed(asked.scene, [key(pygame.K_RETURN)])
    assert game.table.check and game.view.look(game.table).mistakes == {cell}
    assert game.table.session.helped                       # as a hint: the star is gone
    feed(game, [key(pygame.K_c)])                          # off: free, and no question
    assert not game.table.check
    assert feed(game, [key(pygame.K_c)]) is None and game.table.check   # asked once per run, like a hint
    # solved now, the outcome is not clean: no star on the list
    for i in range(81):
        if game.table.grid[i] != game.round.solution[i]:
            click_cell(game, i)
            feed(game, [digit_key(game.round.solution[i])])
    outcome = game.table.session.outcome
    assert outcome is not None and outcome.ending is Ending.SOLVED and outcome.helped
    assert not ctx.store.progress("sudoku")[game.round.level_id].clean


def test_a_new_puzzle_starts_with_check_off_and_a_resumed_one_keeps_its_own(tmp_path):
    ctx = make_context(tmp_path)
    game = open_level(ctx)
    feed(game, [key(pygame.K_c)])
    assert game.table.check
    cell = write_a_wrong_digit(game)
    game.save()
    again = open_level(make_context(tmp_path))             # the same level, resumed
    assert again.table.check and again.view.look(again.table).mistakes == {cell} and again.table.session.helped
    other = open_level(make_context(tmp_path), index=1)    # another puzzle: a fresh start
    assert not other.table.check
