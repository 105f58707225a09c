"""The answer walk: every answer played out on the table, then back to the player's own layout."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene
from tests.helpers import drag, feed, key, make_context, render, run_for
from tests.matchstick.table_helpers import level_scene, play_level, spot, unreadable_move


def test_show_answers_walks_every_solution_then_returns_to_the_table(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    before = scene.table.state
    feed(scene, [key(pygame.K_a)])
    walk = scene.table.answers
    assert walk is not None and len(walk.solutions) == 2
    seen = set()
    for _ in walk.solutions:
        run_for(scene, 2.0)
        shown = {slot for slot in scene.table.view_ids}
        solution = walk.solutions[walk.index]
        target = scene.table.task.puzzle.layout.with_masks(solution.layouts[0])
        assert shown == {(c, n) for c, n in scene.table.board.slots
                         if target.masks[c] >> ms.SLOTS[target.kinds[c]].find(n) & 1}
        seen.add(solution.text)
        feed(scene, [key(pygame.K_RIGHT)])
    assert seen == set(ms.solve(scene.table.task.puzzle, 1, "move").texts)
    render(scene)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.table.answers is None and scene.table.state == before and scene.session.helped


def test_answer_walk_hides_the_marks_of_the_players_wrong_layout(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = unreadable_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 0.5)
    assert scene.table.verdict is not None and not scene.table.verdict.solved
    assert scene.table.unreadable_cells()            # the wrong layout's broken glyphs are pointed at
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 2.0)
    assert scene.table.answers is not None
    assert scene.table.unreadable_cells() == []      # ...but not over an answer being shown
    render(scene)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.table.answers is None and scene.table.unreadable_cells()


def test_the_move_counter_agrees_with_the_answer_being_shown(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-062"))   # remove 2: the tray fills as it plays
    assert scene.table.moves_shown() == (0, 2)
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert len(scene.table.view_tray) == 2 and scene.table.moves_shown() == (2, 2)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.table.moves_shown() == (0, 2)


def test_an_answer_that_writes_a_minus_covers_its_place_outline(tmp_path):
    ctx = make_context(tmp_path)
    puzzle = ms.parse_puzzle("3+5=2", ms.PRESETS["relaxed"])        # its one answer is 3-5=-2
    scene = MatchstickScene(ctx, Setup(ms.Task(puzzle, 1, "move"), "a minus answer"))
    signs = [slot for slot in scene.table.board.slots if puzzle.layout.kinds[slot[0]] == ms.SIGN]
    assert scene.table.minus_places() == signs
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert scene.table.answers.solutions[0].text == "3-5=-2"
    assert scene.table.minus_places() == signs[:1]                         # the second side's minus now lies there


def test_answers_after_a_clean_solve_keep_the_star_and_say_nothing_of_help(tmp_path):
    from tests.matchstick.table_helpers import solve_by_drag

    ctx, scene = level_scene(tmp_path, "ms-001")          # 7*7=1: two answers
    scene.help_warned = False                             # a player who has not been asked about help yet
    solve_by_drag(scene)
    run_for(scene, 2.0)
    transition = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert transition is None and scene.table.answers is not None   # no "use help?" question: it is free now
    assert not scene.helped and not scene.session.helped   # the header's "help used: no star" marker is off
    render(scene)
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and progress.clean
    first = scene.table.answers.index
    feed(scene, [key(pygame.K_a)])                        # A again: the next answer, as the README says
    assert scene.table.answers is not None and scene.table.answers.index == (first + 1) % 2
    feed(scene, [key(pygame.K_a)])
    assert scene.table.answers.index == first
