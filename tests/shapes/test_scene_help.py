"""Help on the shapes table: H marks the contract's hint (the match it takes, where it goes) with its reason;
A walks through every answer of the puzzle, the same set the brute-force oracle finds, and costs the record."""
from __future__ import annotations

import pygame

from game import games
from game.logic.shapes import format_picture
from tests.helpers import feed, key
from tests.shapes import oracle
from tests.shapes.scene_helpers import level_scene, segments, thought

LEVELS = ["sh-02", "sh-07", "sh-09", "sh-13", "sh-22", "sh-34", "sh-41"]


def test_the_hint_marks_the_contracts_move_and_says_why(tmp_path):
    rules = games.rules("shapes")
    for level_id in LEVELS:
        scene = level_scene(tmp_path / level_id, level_id)
        table = scene.table
        expected = rules.hint(table.state)
        assert expected is not None
        feed(scene, [key(pygame.K_h)])
        thought(scene)
        assert table.shown_hint == expected
        move = expected.move
        source, target = table.hint_locs()
        assert move.source is None or source == move.source
        assert move.target is None or target == move.target
        assert "marked" in table.message and "none loose" in table.message
        assert table.helped


def test_the_hint_from_a_changed_position_is_the_contracts_there_too(tmp_path):
    rules = games.rules("shapes")
    scene = level_scene(tmp_path, "sh-34")   # move 3: after one hinted move, the next hint
    table = scene.table
    feed(scene, [key(pygame.K_h)])
    thought(scene)
    table.play(table.shown_hint.move)
    expected = rules.hint(table.state)
    feed(scene, [key(pygame.K_h)])
    thought(scene)
    assert expected is not None and table.shown_hint == expected


def test_show_answers_walks_through_every_answer_the_oracle_finds(tmp_path):
    for level_id in LEVELS:
        scene = level_scene(tmp_path / level_id, level_id)
        table = scene.table
        puzzle = table.puzzle
        expected = oracle.answers(format_picture(puzzle.lattice, puzzle.start), puzzle.lattice.kind.value ==
                                  "triangles", puzzle.action.value, puzzle.sticks, puzzle.target, puzzle.equal)
        feed(scene, [key(pygame.K_a)])
        thought(scene)
        walk = table.walk
        assert walk is not None
        seen = []
        for _ in range(len(walk.layouts)):
            seen.append(segments(puzzle.lattice, walk.layout))
            assert walk.caption() == f"Answer {len(seen)} of {len(expected)}"
            feed(scene, [key(pygame.K_RIGHT)])
        assert len(seen) == len(set(seen)) and set(seen) == expected, level_id
        assert walk.index == 0   # one more step comes back to the first
        assert table.session.answers == 1 and table.helped
        feed(scene, [key(pygame.K_LEFT)])
        assert walk.index == len(expected) - 1
        feed(scene, [key(pygame.K_ESCAPE)])
        assert table.walk is None and table.state.used == 0   # looking changed nothing on the table


def test_while_answers_show_the_board_takes_no_moves(tmp_path):
    scene = level_scene(tmp_path, "sh-02")
    table = scene.table
    feed(scene, [key(pygame.K_a)])
    thought(scene)
    assert table.sources() == []
    feed(scene, [key(pygame.K_u), key(pygame.K_h)])
    assert table.walk is not None and table.shown_hint is None
