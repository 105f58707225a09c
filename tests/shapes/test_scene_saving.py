"""A shapes campaign level is kept after every move and resumed where it was left (moves, clock, help seen); a
damaged save is dropped with a notice; a puzzle from a code is never saved. Pausing puts the matches away."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from game.logic.shapes.hints import solve_line
from scenes.shapes import open_scene
from scenes.shapes.play import ShapesScene
from sprites import theme
from tests.helpers import feed, key, make_context, render, run_for
from tests.shapes.scene_helpers import level_scene, thought


def test_an_unfinished_level_is_saved_and_resumed(tmp_path):
    scene = level_scene(tmp_path, "sh-34")   # move 3
    table = scene.table
    first, second = solve_line(table.state)[:2]
    table.play(first)
    table.play(second)
    feed(scene, [key(pygame.K_u)])          # one taken back: redo waits
    run_for(scene, 2.0)
    scene.leave()
    again = open_scene(make_context(tmp_path, level_id="sh-34"))
    assert isinstance(again, ShapesScene)
    assert again.table.state == table.state and again.table.state.used == 1
    assert again.table.can_redo()
    assert abs(again.table.elapsed - table.elapsed) < 1e-6 and again.table.elapsed >= 2.0


def test_help_seen_is_resumed_too(tmp_path):
    scene = level_scene(tmp_path, "sh-02")
    feed(scene, [key(pygame.K_h)])
    thought(scene)
    scene.table.play(scene.table.shown_hint.move)
    scene.leave()
    again = open_scene(make_context(tmp_path, level_id="sh-02"))
    assert again.table.helped and again.table.session.hints == 1


def test_a_solved_level_is_recorded_once_and_its_save_dropped(tmp_path):
    scene = level_scene(tmp_path, "sh-09")
    table = scene.table
    for move in solve_line(table.state):
        table.play(move)
    assert table.outcome.ending is Ending.SOLVED
    ctx = scene.ctx
    assert ctx.store.load_game("shapes") is None
    assert ctx.store.progress("shapes")["sh-09"].solved


def test_a_damaged_save_is_dropped_with_a_notice(tmp_path):
    ctx = make_context(tmp_path, level_id="sh-02")
    ctx.store.save_game("shapes", {"level": "sh-02", "history": {"moves": ["M 99 98"], "position": 1},
                                   "elapsed": 3.0, "hints": 0, "answers": 0})
    scene = open_scene(ctx)
    assert isinstance(scene, ShapesScene) and scene.table.state.used == 0
    assert ctx.store.load_game("shapes") is None
    assert any("shapes" in notice.lower() or "save" in notice.lower() for notice in ctx.notices)


def wood_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    count = 0
    for x in range(area.left, area.right, 3):
        for y in range(area.top, area.bottom, 3):
            c = surface.get_at((x, y))
            if sum(abs(a - b) for a, b in zip(c[:3], theme.WOOD)) < 60:
                count += 1
    return count


def test_pause_puts_the_matches_away(tmp_path):
    for level_id in ("sh-02", "sh-09", "sh-13"):   # squares move, triangles remove, triangles add (the box)
        scene = level_scene(tmp_path / level_id, level_id)
        area = scene.table.board.extent.union(scene.table.side_rect)
        assert wood_pixels(render(scene), area) > 20
        scene.covered = True
        assert scene.board_hidden
        assert wood_pixels(render(scene), area) == 0, level_id
        scene.covered = False
        assert wood_pixels(render(scene), area) > 20
