"""Endless sudoku: puzzles from the shipped pool at once, generated ahead in a worker, and endless play's own record."""
from __future__ import annotations

import random
import threading

import pygame
import pytest

from game.levels import Catalog
from game.logic.sudoku import Grade, count_solutions, generate, solve
from scenes.base import Push, Replace
from scenes.sudoku.endless import PuzzleSupply
from scenes.sudoku.lobby import open_scene
from scenes.sudoku.play import SudokuScene
from tests.helpers import feed, key, make_context, render
from tests.sudoku.play_helpers import blank_cells, digit_key, first_level, level, solve_by_keys


def test_endless_starts_at_once_from_the_pool_and_records_its_own_stats(ctx):
    start = open_scene(ctx)
    t = start.widgets.press("endless-easy")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    game = t.scene
    assert game.round.endless and game.round.grade is Grade.EASY
    assert count_solutions(game.round.puzzle) == 1 and solve(game.round.puzzle) == game.round.solution
    supply = start.supplies[Grade.EASY]
    solve_by_keys(game)
    assert game.table.solved
    assert ctx.store.mode_records("sudoku", "endless") == {"easy": (1, game.session.elapsed)}
    assert ctx.store.progress("sudoku") == {}          # endless play does not count as campaign levels
    supply.wait(30)
    t = game.widgets.press("next")
    assert isinstance(t, Replace) and t.scene.round.endless
    assert t.scene.round.puzzle != game.round.puzzle


def test_endless_keeps_drawing_frames_while_the_worker_generates(ctx):
    release = threading.Event()
    calls = []

    def slow_generate(params, rng):
        calls.append(threading.current_thread().name)
        release.wait(10)
        return generate(params, rng)

    start = open_scene(ctx)
    start.supplies[Grade.HARD] = PuzzleSupply(Grade.HARD, [], random.Random(5), make=slow_generate)
    assert start.widgets.press("endless-hard") is None  # nothing ready yet: the start screen waits
    assert start.waiting is Grade.HARD
    for _ in range(30):                                  # frames go on while the worker is busy
        assert feed(start, []) is None
        render(start)
    assert start.supplies[Grade.HARD].busy and calls == ["sudoku-generator"]
    release.set()
    start.supplies[Grade.HARD].wait(30)
    t = feed(start, [])
    assert isinstance(t, Push) and t.scene.round.grade is Grade.HARD
    assert count_solutions(t.scene.round.puzzle) == 1


def test_endless_next_waits_without_blocking_when_nothing_is_ready(ctx):
    release = threading.Event()

    def slow_generate(params, rng):
        release.wait(10)
        return generate(params, rng)

    start = open_scene(ctx)
    supply = PuzzleSupply(Grade.EASY, [first_level(ctx).spec.puzzle], random.Random(2), make=slow_generate)
    start.supplies[Grade.EASY] = supply
    t = start.widgets.press("endless-easy")
    game = t.scene
    assert game.round.puzzle == first_level(ctx).spec.puzzle  # the shipped pool served the first one
    solve_by_keys(game)
    assert game.widgets.press("next") is None and game.waiting_next
    for _ in range(10):
        assert feed(game, []) is None
    render(game)
    release.set()
    supply.wait(30)
    t = feed(game, [])
    assert isinstance(t, Replace) and t.scene.round.endless


def test_worker_failure_is_reported_not_fatal(ctx):
    def broken(params, rng):
        raise RuntimeError("out of grids")

    start = open_scene(ctx)
    start.supplies[Grade.EVIL] = PuzzleSupply(Grade.EVIL, [], random.Random(1), make=broken)
    start.supplies[Grade.EVIL].wait(5)
    assert start.widgets.press("endless-evil") is None
    feed(start, [])
    assert "out of grids" in start.notice and start.waiting is None


def test_real_generation_in_the_worker(ctx):
    supply = PuzzleSupply(Grade.EASY, [], random.Random(11))
    supply.wait(30)
    got = supply.take()
    assert got is not None and got.fresh
    assert count_solutions(got.puzzle) == 1 and solve(got.puzzle) == got.solution
    supply.wait(30)


@pytest.mark.parametrize("junk", ["junk", {"easy": "lots"}, {"easy": {"solved": "x", "best": "y"}}])
def test_an_old_endless_setting_is_not_read_the_history_is(ctx, junk):
    ctx.store.set_setting("sudoku.endless", junk)
    start = open_scene(ctx)
    assert start.widgets.get("endless-easy").detail == ""
    game = start.widgets.press("endless-easy").scene
    solve_by_keys(game)
    render(game)
    assert ctx.store.mode_records("sudoku", "endless")["easy"][0] == 1
    start.on_resume()
    assert start.widgets.get("endless-easy").detail.startswith("1 solved")


def test_next_puzzle_on_the_solved_panel_says_when_the_next_one_is_still_being_made(ctx):
    import random
    import threading

    from game.logic.sudoku import Grade, generate
    from scenes.sudoku.endless import PuzzleSupply

    release = threading.Event()
    start = open_scene(ctx)
    supply = PuzzleSupply(Grade.EASY, [level(ctx).spec.puzzle], random.Random(2),
                          make=lambda params, rng: (release.wait(10), generate(params, rng))[1])
    start.supplies[Grade.EASY] = supply
    game = start.widgets.press("endless-easy").scene
    for cell in blank_cells(game):
        game.selected = cell
        feed(game, [digit_key(game.round.solution[cell])])
    assert game.table.solved and game.widgets.get("next").detail == "another easy puzzle"
    assert feed(game, [key(pygame.K_RETURN)]) is None and game.waiting_next
    assert "being made" in game.widgets.get("next").detail    # the panel answers the press at once
    render(game)
    release.set()
    supply.wait(30)
    assert feed(game, []).scene.round.endless


def test_without_levels_enter_on_the_start_screen_starts_endless_play(tmp_path):
    import random
    import threading

    from game.logic.sudoku import Grade, generate
    from scenes.sudoku.endless import PuzzleSupply

    ctx = make_context(tmp_path, catalog=Catalog([]))
    start = open_scene(ctx)
    assert not start.widgets.get("campaign").enabled
    assert start.widgets.focus is start.widgets.get("endless-easy")   # not the disabled campaign button
    # the generator waits for the test, so "still being made" does not depend on how fast the machine is
    release = threading.Event()
    start.supplies[Grade.EASY] = PuzzleSupply(Grade.EASY, [], random.Random(2),
                                              make=lambda params, rng: (release.wait(10), generate(params, rng))[1])
    feed(start, [key(pygame.K_RETURN)])
    assert start.waiting is Grade.EASY                                 # the first easy puzzle is being made
    release.set()
    start.supplies[Grade.EASY].wait(30)
    assert feed(start, []).scene.round.endless                         # and then it opens


def test_without_any_level_file_endless_play_still_works(tmp_path):
    ctx = make_context(tmp_path, catalog=Catalog([]))
    start = open_scene(ctx)
    assert not start.widgets.get("campaign").enabled and "no levels" in start.widgets.get("campaign").detail
    render(start)
    t = start.widgets.press("endless-easy")
    if t is None:  # nothing shipped: unless the worker has already finished, the screen waits for it
        start.supplies[Grade.EASY].wait(30)
        t = feed(start, [])
    assert isinstance(t, Push) and t.scene.round.endless
    assert count_solutions(t.scene.round.puzzle) == 1
