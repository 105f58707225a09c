"""Matches moved with the mouse: drag, click-then-click, the tray of add and remove puzzles, drops that change
nothing, and how a held match follows the cursor and lands."""
from __future__ import annotations

import pygame
import pytest

from game.logic import matchstick as ms
from game.logic.common import Status
from game.logic.matchstick import TRAY
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene
from tests.helpers import click, drag, feed, make_context, motion, mouse_down, mouse_up, render, run_for
from tests.matchstick.table_helpers import first_solution_move, level_scene, play_level, spot


def test_level_solved_by_drag_records_progress(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    start_ids = dict(scene.table.view_ids)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst), steps=8))
    assert scene.table.state.used == 1
    assert ms.status(scene.table.state) is Status.SOLVED
    assert scene.table.verdict is not None and scene.table.verdict.solved
    # the very match that was dragged now lies in the destination slot
    assert scene.table.view_ids[move.dst] == start_ids[move.src]
    run_for(scene, 0.5)
    assert "win" in ctx.sound.played
    assert scene.table.flames and scene.table.sparks            # the match heads light up
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and progress.clean and progress.best_moves == 1


def test_level_solved_by_click_then_click(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    feed(scene, click(spot(scene, move.src)))
    assert scene.table.grab is not None and scene.table.grab.source == move.src
    assert scene.table.state.used == 0                      # lifting is not a move
    feed(scene, click(spot(scene, move.dst)))
    assert scene.table.grab is None
    assert scene.table.solved and scene.table.state.used == 1


def test_drop_on_occupied_slot_or_off_board_changes_nothing(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    before = scene.table.state
    ids = dict(scene.table.view_ids)
    occupied = scene.table.occupied()
    src, other = occupied[0], occupied[-1]
    feed(scene, drag(spot(scene, src), spot(scene, other)))
    assert scene.table.state == before and scene.table.grab is None
    feed(scene, drag(spot(scene, src), (640, 700 - 150)))   # between the table and the buttons
    feed(scene, drag(spot(scene, src), (5, 5)))              # the far corner of the window
    assert scene.table.state == before
    run_for(scene, 0.5)                                      # the match glides home
    assert not scene.table.flights and scene.table.view_ids == ids
    assert not scene.table.session.can_undo()


def test_add_level_by_dragging_from_the_tray(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-002")
    assert scene.table.task.mode == "add" and len(scene.table.view_tray) == scene.table.task.moves
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, (TRAY, 0)), spot(scene, move.dst)))
    assert scene.table.solved and scene.table.view_tray == []


def test_remove_level_by_dragging_to_the_tray(tmp_path):
    ctx = make_context(tmp_path)
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.mode == "remove" and lvl.spec.moves == 1)
    scene = play_level(ctx, level)
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, (TRAY, 0))))
    assert scene.table.solved and len(scene.table.view_tray) == 1


@pytest.mark.parametrize("level_index", [0, 40, 80, -1])
def test_levels_across_the_campaign_render_with_targets(tmp_path, level_index):
    ctx = make_context(tmp_path)
    level = ctx.levels.levels("matchstick")[level_index]
    scene = play_level(ctx, level)
    src = scene.table.sources()[0]
    feed(scene, [motion(spot(scene, src)), mouse_down(spot(scene, src))])
    feed(scene, [motion((spot(scene, src)[0] + 40, spot(scene, src)[1] - 40), buttons=(1, 0, 0))])
    assert scene.table.grab is not None and scene.table.grab.dragging
    assert len(scene.table.targets(src)) > 1
    render(scene)
    feed(scene, [mouse_up((5, 5))])
    assert scene.table.state.used == 0


def test_dragged_match_follows_the_cursor_smoothly(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    src = scene.table.sources()[0]
    start = spot(scene, src)
    feed(scene, [motion(start), mouse_down(start)])
    goal = (start[0] + 200, start[1] + 120)
    feed(scene, [motion(goal, buttons=(1, 0, 0))])
    gaps = []
    for _ in range(20):
        gaps.append(abs(scene.table.grab.pose.x - goal[0]) + abs(scene.table.grab.pose.y - goal[1]))
        feed(scene, [])
    assert gaps[0] > 20                                   # it does not teleport...
    assert all(b < a for a, b in zip(gaps, gaps[1:]))     # ...it closes in every frame...
    assert gaps[-1] < 4                                   # ...and arrives within a third of a second


def test_a_match_caught_in_flight_is_not_drawn_twice(tmp_path):
    ctx = make_context(tmp_path)
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.mode == "move" and lvl.spec.moves == 2)
    scene = play_level(ctx, level)
    move = ms.legal_moves(scene.table.state)[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    match_id = scene.table.view_ids[move.dst]
    assert any(f.match_id == match_id for f in scene.table.flights)
    feed(scene, [motion(spot(scene, move.dst)), mouse_down(spot(scene, move.dst))])
    assert scene.table.grab is not None and scene.table.grab.match_id == match_id
    assert not any(f.match_id == match_id for f in scene.table.flights)


def test_at_a_crossing_a_match_lands_the_way_it_lies(tmp_path):
    ctx = make_context(tmp_path)
    for held, lands in (((0, "b"), (1, "v")), ((0, "g"), (1, "h"))):   # a standing match, then a lying one
        scene = MatchstickScene(ctx, Setup(ms.Task(ms.parse_puzzle("8/1=8"), 1, "move"), "crossing"))
        op = scene.table.board.cells[1]
        crossing = (op.left + round(scene.table.board.unit / 2), op.top + round(0.85 * scene.table.board.unit))  # h meets v
        feed(scene, drag(spot(scene, held), crossing))
        assert scene.table.state.used == 1 and lands in scene.table.view_ids


def test_a_match_picked_up_by_a_click_is_held_up_clearly_and_framed(tmp_path):
    from sprites import theme
    from sprites import matchstick as art

    _, scene = level_scene(tmp_path, "ms-001")
    table = scene.table
    slot = first_solution_move(scene).src
    rest = table.rest_pose(slot, table.view_ids[slot])
    feed(scene, click(spot(scene, slot)))
    run_for(scene, 0.6)
    g = table.grab
    assert g is not None and not g.dragging
    assert rest.y - g.pose.y >= 14                      # lifted well off its place, not a pixel or two
    surface = render(scene)
    box = art.focus_bounds(g.pose, table.board.thickness)
    yellow = sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                 if surface.get_at((x, y))[:3] == theme.YELLOW[:3])
    assert yellow > 100                                 # a bright frame round the held match


def test_the_move_counter_is_words_only_with_no_unexplained_circles(tmp_path, monkeypatch):
    from scenes.matchstick import view

    _, scene = level_scene(tmp_path, "ms-020")
    circles: list[tuple[int, int]] = []
    real = pygame.draw.circle

    def spy(surface, colour, centre, *args, **kwargs):
        circles.append((round(centre[0]), round(centre[1])))
        return real(surface, colour, centre, *args, **kwargs)

    monkeypatch.setattr(view.pygame.draw, "circle", spy)
    render(scene)
    monkeypatch.setattr(view.pygame.draw, "circle", real)
    assert not [c for c in circles if c[1] < 140], circles   # nothing round in the header under "Moves: 0 / 1"
