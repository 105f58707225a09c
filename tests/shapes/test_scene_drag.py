"""The mouse on the shapes table: a dragged match lands on an empty place (move), off the board (remove) or
comes from the box of spare matches (add); a drop where no match may go is refused with a reason and changes
nothing; click, then click does what a drag does."""
from __future__ import annotations

from game.logic.shapes import Action, Move, Kind
from tests.helpers import click, drag, feed
from tests.shapes.scene_helpers import first_level, level_scene, place_point


def test_a_dragged_match_moves_to_the_empty_place_it_is_dropped_on(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    source, target = table.matches[0], table.empties[0]
    before = table.state.layout
    feed(scene, drag(place_point(scene, source), place_point(scene, target), steps=8))
    assert table.state.layout == (before & ~(1 << source)) | (1 << target)
    assert table.session.move_texts[-1] == str(Move(source, target))
    assert table.grab is None


def test_a_drop_on_a_place_that_holds_a_match_is_refused_with_a_reason(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    source, occupied = table.matches[0], table.matches[-1]
    before = table.state.layout
    feed(scene, drag(place_point(scene, source), place_point(scene, occupied), steps=8))
    assert table.state.layout == before and table.state.used == 0
    assert "already holds a match" in table.message
    assert table.grab is None


def test_click_then_click_moves_a_match(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    source, target = table.matches[1], table.empties[-1]
    feed(scene, click(place_point(scene, source)))
    assert table.grab is not None and table.grab.source == source   # picked up, waiting for a place
    feed(scene, click(place_point(scene, target)))
    assert table.state.layout >> target & 1 and not table.state.layout >> source & 1


def test_a_match_dragged_off_the_board_is_taken_away(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.REMOVE))
    table = scene.table
    source = table.matches[0]
    feed(scene, drag(place_point(scene, source), table.side_rect.center, steps=10))
    assert not table.state.layout >> source & 1 and table.state.used == 1
    assert table.supply_count() == 1   # it lies in the box of matches taken away


def test_a_click_on_a_match_takes_it_away_in_a_remove_task(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.REMOVE, Kind.TRIANGLES))
    table = scene.table
    source = table.matches[2]
    feed(scene, click(place_point(scene, source)))
    assert table.session.move_texts == [str(Move(source, None))]


def test_a_remove_task_refuses_a_drop_on_an_empty_place(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.REMOVE, Kind.TRIANGLES))
    table = scene.table
    assert table.empties, "the level chosen has an empty place to drop on"
    feed(scene, drag(place_point(scene, table.matches[0]), place_point(scene, table.empties[0]), steps=8))
    assert table.state.used == 0
    assert "only takes matches away" in table.message


def test_a_match_from_the_box_lands_on_an_empty_place(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.ADD))
    table = scene.table
    target = table.empties[0]
    spare = table.supply_count()
    feed(scene, drag(table.side_rect.center, place_point(scene, target), steps=10))
    assert table.state.layout >> target & 1
    assert table.supply_count() == spare - 1


def test_an_add_task_lays_a_match_on_a_clicked_empty_place(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.ADD, Kind.TRIANGLES))
    table = scene.table
    target = table.empties[-1]
    feed(scene, click(place_point(scene, target)))
    assert table.session.move_texts == [str(Move(None, target))]
