"""The keyboard on the shapes table: arrows move a cursor over the places, Space / Enter pick a match up and put it
down on an empty place, Delete takes a match away (remove tasks only), Esc puts a held match back."""
from __future__ import annotations

import pygame

from game.logic.shapes import Action, Kind, Move
from tests.helpers import feed, key
from tests.shapes.scene_helpers import first_level, level_scene


ARROW_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def arrow_steps(scene) -> dict[int, dict[int, int]]:
    """Where each arrow takes the cursor from each place (asked of the input itself, the cursor put back)."""
    table = scene.table
    saved = table.cursor
    steps: dict[int, dict[int, int]] = {}
    for place in range(len(table.lattice.places)):
        steps[place] = {}
        for k, direction in ARROW_KEYS.items():
            table.cursor = place
            scene.input.move_cursor(direction)
            steps[place][k] = table.cursor
    table.cursor = saved
    return steps


def arrow_path(scene, start: int, goal: int) -> list[int]:
    """The arrow keys that take the cursor from `start` to `goal`, fewest first."""
    steps = arrow_steps(scene)
    paths = {start: []}
    queue = [start]
    for here in queue:
        for k, there in steps[here].items():
            if there not in paths:
                paths[there] = paths[here] + [k]
                queue.append(there)
    assert goal in paths, f"no arrows lead from place {start} to place {goal}"
    return paths[goal]


def walk_cursor_to(scene, place: int) -> None:
    """Press the arrows (as key events) that bring the cursor to `place`."""
    table = scene.table
    if table.cursor is None:
        feed(scene, [key(pygame.K_RIGHT)])   # the first arrow puts the cursor on the board
    feed(scene, [key(k) for k in arrow_path(scene, table.cursor, place)])
    assert table.cursor == place


def test_arrows_reach_every_place_from_every_place(tmp_path):
    ctx_levels = [first_level(tmp_path, Action.MOVE), first_level(tmp_path, Action.REMOVE, Kind.TRIANGLES),
                  "sh-57", "sh-52"]
    for level_id in ctx_levels:
        scene = level_scene(tmp_path / level_id, level_id)
        steps = arrow_steps(scene)
        for start in steps:
            seen, queue = {start}, [start]
            for here in queue:
                for there in steps[here].values():
                    if there not in seen:
                        seen.add(there)
                        queue.append(there)
            assert seen == set(steps), (level_id, start, set(steps) - seen)


def test_arrows_space_and_space_move_a_match(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    source, target = table.matches[0], table.empties[0]
    walk_cursor_to(scene, source)
    feed(scene, [key(pygame.K_SPACE)])
    assert table.grab is not None and table.grab.source == source and table.grab.by_keys
    walk_cursor_to(scene, target)
    assert table.grab is not None   # walking the cursor keeps the match in hand
    feed(scene, [key(pygame.K_RETURN)])
    assert table.session.move_texts == [str(Move(source, target))]


def test_enter_on_a_place_that_holds_a_match_is_refused(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    source, occupied = table.matches[0], table.matches[-1]
    walk_cursor_to(scene, source)
    feed(scene, [key(pygame.K_SPACE)])
    walk_cursor_to(scene, occupied)
    feed(scene, [key(pygame.K_SPACE)])
    assert table.state.used == 0 and "already holds a match" in table.message


def test_escape_puts_a_held_match_back_before_it_pauses(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    walk_cursor_to(scene, table.matches[0])
    feed(scene, [key(pygame.K_SPACE)])
    assert feed(scene, [key(pygame.K_ESCAPE)]) is None and table.grab is None
    assert feed(scene, [key(pygame.K_ESCAPE)]) is not None   # now Esc pauses


def test_delete_takes_away_the_match_under_the_cursor(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.REMOVE, Kind.TRIANGLES))
    table = scene.table
    victim = table.matches[3]
    walk_cursor_to(scene, victim)
    feed(scene, [key(pygame.K_DELETE)])
    assert table.session.move_texts == [str(Move(victim, None))]


def test_delete_in_a_move_task_says_why_nothing_happens(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.MOVE))
    table = scene.table
    walk_cursor_to(scene, table.matches[0])
    feed(scene, [key(pygame.K_DELETE)])
    assert table.state.used == 0 and "not to take them away" in table.message


def test_space_on_an_empty_place_lays_a_spare_match_in_an_add_task(tmp_path):
    scene = level_scene(tmp_path, first_level(tmp_path, Action.ADD))
    table = scene.table
    target = table.empties[0]
    walk_cursor_to(scene, target)
    feed(scene, [key(pygame.K_SPACE)])
    assert table.session.move_texts == [str(Move(None, target))]
