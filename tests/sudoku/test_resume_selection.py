"""A resumed sudoku selects the cell the player had selected when it was saved (a keyboard player goes on from
where they were), and a save whose selected cell is not a cell is refused by the save's schema."""
from __future__ import annotations

import pytest

from game import records
from tests.helpers import feed, make_context
from tests.sudoku.play_helpers import click_cell, digit_key, empty_cells, open_level


def test_resume_selects_the_cell_selected_at_the_save(tmp_path):
    ctx = make_context(tmp_path)
    game = open_level(ctx)
    first, later = empty_cells(game)[0], empty_cells(game)[-1]
    click_cell(game, first)
    feed(game, [digit_key(game.round.solution[first])])
    click_cell(game, later)                   # moved on: the selection changes nothing on the board
    assert game.table.selected == later != 40
    game.save()
    again = open_level(make_context(tmp_path))
    assert again.table.grid[first] == game.round.solution[first]
    assert again.table.selected == later


@pytest.mark.parametrize("bad", [81, -1, "r1c1", 2 ** 70, True])
def test_a_selected_cell_outside_the_grid_is_refused(bad):
    with pytest.raises(records.RecordError):
        records.saved_game("sudoku", {"history": {"moves": [], "position": 0}, "selected": bad})
    assert records.saved_game("sudoku", {"history": {"moves": [], "position": 0}, "selected": 80})["selected"] == 80
