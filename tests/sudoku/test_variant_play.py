"""Playing the variants on screen: a 6x6 board takes 1-6 from the keys and its six-key pad (7-9 refused with a
message, nothing played), arrows wrap on six cells; every variant is solved by keys to the solved panel; a hint
names the technique in the variant's words and, pressed through, places the contract's digit; pencil marks, undo
and clashes follow the variant's houses (a diagonal, a cage)."""
from __future__ import annotations

import pygame
import pytest

from game.logic.sudoku import RULES
from tests.helpers import feed, key, render
from tests.sudoku.play_helpers import NOTATION, drawn_words
from tests.sudoku.variant_helpers import VARIANTS, arrows_to, blanks, open_variant, type_digit

SHIFT = pygame.KMOD_SHIFT


def test_a_6x6_board_has_a_six_key_pad_and_refuses_7_to_9_with_a_message(ctx):
    game = open_variant(ctx, "6x6")
    assert [game.widgets.get(f"pad-{d}").visible for d in range(1, 10)] == [True] * 6 + [False] * 3
    cell = blanks(game)[0]
    before = game.table.state
    for digit in (7, 8, 9):
        type_digit(game, cell, digit)
        assert game.table.state == before and "1-6" in game.table.message
        type_digit(game, cell, digit, SHIFT)            # not as a pencil mark either
        assert game.table.state == before
    assert game.table.session.moves == 0
    game.widgets.press("pad-4")
    assert game.table.state.entries[cell] == 4


def test_arrows_wrap_around_a_6x6_board(ctx):
    game = open_variant(ctx, "6x6")
    feed(game, arrows_to(game, 0))
    feed(game, [key(pygame.K_LEFT)])
    assert game.table.selected == 5
    feed(game, [key(pygame.K_UP)])
    assert game.table.selected == 35


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_is_solved_by_keys_to_the_solved_panel(ctx, variant):
    game = open_variant(ctx, variant)
    for cell in blanks(game):
        type_digit(game, cell, game.round.solution[cell])
    assert game.table.finished and game.widgets.get("done").visible
    assert ctx.store.progress("sudoku")[game.round.level_id].solved


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_hint_names_its_technique_in_plain_words_and_places_the_contracts_digit(ctx, variant, monkeypatch):
    game = open_variant(ctx, variant)
    expected = RULES.hint(game.table.state)
    assert expected is not None
    feed(game, [key(pygame.K_h)])
    found = game.table.variant_hint
    assert found is not None and found.placement is not None
    words = drawn_words(game, monkeypatch)
    assert f"Hint · {found.steps[0].technique.label}" in words
    assert not NOTATION.search(words)                        # cells named "row 3, column 5" on screen
    for _ in range(len(found.steps)):
        feed(game, [key(pygame.K_h)])                          # through the steps, then the digit goes in
    cell = expected.move.index(game.round.geo.size)
    assert game.table.state.entries[cell] == expected.move.digit == game.round.solution[cell]
    assert game.table.session.hints == 1


def test_a_clash_along_a_diagonal_is_ringed_and_named(ctx):
    game = open_variant(ctx, "x")
    diagonal = [i * 10 for i in range(9)]
    given = next(c for c in diagonal if game.round.puzzle[c])
    digit = game.round.puzzle[given]
    # an empty diagonal cell sharing no row, column or box with the given: only the diagonal joins them
    cell = next(c for c in diagonal if not game.round.puzzle[c] and c // 27 != given // 27)
    type_digit(game, cell, digit)
    assert {cell, given} <= game.table.clashes
    assert "diagonal" in game.table.message
    feed(game, [key(pygame.K_u)])
    assert not game.table.clashes


def _box(cell: int) -> tuple[int, int]:
    return cell // 27, cell % 9 // 3


def _cage_only_pair(geo) -> tuple[int, int] | None:
    """Two cells of one cage in different rows, columns and boxes: only the cage makes them peers."""
    return next(((a, b) for cage in geo.cages for a in cage.cells for b in cage.cells
                 if a // 9 != b // 9 and a % 9 != b % 9 and _box(a) != _box(b)), None)


def test_a_digit_clears_pencil_marks_along_its_killer_cage(ctx):
    killers = [lvl for lvl in ctx.levels.levels("sudoku") if lvl.spec.variant == "killer"]
    index = next(i for i, lvl in enumerate(killers) if _cage_only_pair(lvl.spec.geo) is not None)
    game = open_variant(ctx, "killer", index)
    pair = _cage_only_pair(game.round.geo)
    assert pair is not None
    first, mate = pair
    digit = game.round.solution[first]
    type_digit(game, mate, digit, SHIFT)
    assert game.table.state.marks[mate]
    type_digit(game, first, digit)
    assert not game.table.state.marks[mate]
    feed(game, [key(pygame.K_u)])
    assert game.table.state.marks[mate]
