"""Show the solution (A): the contract's `solve` from the table as it stands, played move by move through the
session (the matches fly to each step), counted as an answer seen."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.logic.common import Status
from game.logic.matchstick.contract import RULES
from scenes.matchstick.model import Setup
from scenes.matchstick.play import MatchstickScene
from tests.helpers import drag, feed, key, make_context, render, run_for
from tests.matchstick.table_helpers import level_scene, play_level, spot, unreadable_move


def shown_slots(scene: MatchstickScene) -> set[tuple[int, str]]:
    return set(scene.table.view_ids)


def slots_of(state: ms.State) -> set[tuple[int, str]]:
    kinds = state.task.puzzle.layout.kinds
    return {(c, name) for c, (kind, mask) in enumerate(zip(kinds, state.masks))
            for bit, name in enumerate(ms.SLOTS[kind]) if mask >> bit & 1}


def test_show_solution_plays_the_contracts_solution_through_the_session(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    expected = RULES.solve(scene.table.state)          # what the command line's back end solves from here
    assert expected
    feed(scene, [key(pygame.K_a)])
    session = scene.table.session
    assert session.move_texts == [str(m) for m in expected] and RULES.status(scene.table.state) is Status.SOLVED
    assert session.answers == 1 and scene.table.helped
    run_for(scene, 3.0)                                 # the matches fly there, then lie where the state says
    assert shown_slots(scene) == slots_of(scene.table.state) and not scene.table.queue
    render(scene)
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and not progress.clean and progress.attempts == 1


def test_show_solution_from_a_wrong_layout_says_to_undo_first(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = unreadable_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 0.5)
    assert scene.table.finished and RULES.solve(scene.table.state) is None
    feed(scene, [key(pygame.K_a)])                      # the game is over: nothing is played
    assert scene.table.session.answers == 0
    feed(scene, [key(pygame.K_u), key(pygame.K_a)])     # undone: the solution from the start plays
    assert RULES.status(scene.table.state) is Status.SOLVED and scene.table.session.answers == 1


def test_the_move_counter_follows_a_solution_being_shown(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-062"))   # remove 2: the tray fills as it plays
    assert scene.table.moves_shown() == (0, 2)
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert len(scene.table.view_tray) == 2 and scene.table.moves_shown() == (2, 2)


def test_a_solution_that_writes_a_minus_covers_its_place_outline(tmp_path):
    ctx = make_context(tmp_path)
    puzzle = ms.parse_puzzle("3+5=2", ms.PRESETS["relaxed"])        # its one answer is 3-5=-2
    scene = MatchstickScene(ctx, Setup(ms.Task(puzzle, 1, "move"), "a minus answer"))
    signs = [slot for slot in scene.table.board.slots if puzzle.layout.kinds[slot[0]] == ms.SIGN]
    assert scene.table.minus_places() == signs
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert ms.render(scene.table.state.layout) == ms.render(ms.parse_puzzle("3-5=-2", ms.PRESETS["relaxed"]).layout)
    assert scene.table.minus_places() == signs[:1]                         # the second side's minus now lies there


def test_after_a_clean_solve_a_asks_nothing_and_keeps_the_star(tmp_path):
    from tests.matchstick.table_helpers import solve_by_drag

    ctx, scene = level_scene(tmp_path, "ms-001")
    scene.help_warned = False                             # a player who has not been asked about help yet
    solve_by_drag(scene)
    run_for(scene, 2.0)
    transition = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    assert transition is None and not scene.helped and not scene.table.helped
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and progress.clean
