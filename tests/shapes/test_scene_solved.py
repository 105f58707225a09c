"""A solved shapes puzzle: the counted shapes light up one by one over about a second and a half (a key or a
click shows them all at once), as many as the oracle counts from scratch; a wrong last move says "Not yet"."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from game.logic.shapes import format_picture
from game.logic.shapes.hints import solve_line
from scenes.shapes.model import LIGHT_UP
from tests.helpers import click, feed, key, run_for
from tests.shapes import oracle
from tests.shapes.scene_helpers import level_scene, segments


def solve(scene) -> None:
    table = scene.table
    for move in solve_line(table.state):
        assert table.play(move) is not None


def oracle_count(table) -> int:
    puzzle = table.puzzle
    triangles = puzzle.lattice.kind.value == "triangles"
    points, _ = oracle.read(format_picture(puzzle.lattice, puzzle.start), triangles)
    return len(oracle.shapes(points, set(segments(puzzle.lattice, table.state.layout)), triangles))


def test_the_counted_shapes_light_up_one_by_one(tmp_path):
    for level_id in ("sh-02", "sh-09", "sh-30", "sh-41"):
        scene = level_scene(tmp_path / level_id, level_id)
        table = scene.table
        solve(scene)
        assert table.outcome is not None and table.outcome.ending is Ending.SOLVED
        light = table.light
        assert light is not None and light.lit == 0
        expected = oracle_count(table)
        assert len(light.shapes) == expected == table.puzzle.target
        counts = []
        for _ in range(int(LIGHT_UP * 60) + 2):
            feed(scene)
            counts.append(light.lit)
        assert counts == sorted(counts) and counts[-1] == expected   # one after another, never back
        assert len(set(counts)) == expected + 1 or expected == 0      # each shape lit at its own moment
        assert light.done


def test_a_key_shows_the_whole_count_at_once(tmp_path):
    scene = level_scene(tmp_path, "sh-41")
    solve(scene)
    feed(scene, [key(pygame.K_SPACE)])
    assert scene.table.light.lit == scene.table.puzzle.target and scene.table.light.done


def test_a_click_shows_the_whole_count_at_once(tmp_path):
    scene = level_scene(tmp_path, "sh-09")
    solve(scene)
    run_for(scene, 0.2)
    feed(scene, click((640, 400)))
    assert scene.table.light.lit == scene.table.puzzle.target


def test_a_wrong_last_move_says_not_yet_and_undo_plays_on(tmp_path):
    scene = level_scene(tmp_path, "sh-08")   # remove 1
    table = scene.table
    answer_moves = solve_line(table.state)
    wrong = next(p for p in table.matches if p != answer_moves[0].source)
    table.take_away(wrong)
    assert table.outcome is not None and table.outcome.ending is Ending.LOST and table.light is None
    feed(scene, [key(pygame.K_u)])
    assert table.outcome is None and table.state.used == 0
