"""Saving and resuming a campaign level through the session's keeper."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.keeper import StoreKeeper
from game.logic.matchstick.contract import RULES
from game.logic.outcome import Ending
from game.logic.session import Session
from scenes.matchstick.lobby import MatchstickMenu
from sprites.widgets import Button
from tests.helpers import drag, feed, key, make_context, run_for
from tests.matchstick.table_helpers import level_scene, play_level, solve_by_drag, spot, wrong_move


def test_unfinished_level_is_saved_and_resumed(tmp_path):
    """A move made and not the last: the level is kept and opens again where the player left it. (A one-move
    level's move ends it: a finished game is recorded, not kept.)"""
    ctx, scene = level_scene(tmp_path, "ms-034")
    assert scene.table.task.moves == 2
    scene.session.play(ms.legal_moves(scene.table.state)[0])
    scene.save()
    ctx.store.close()
    ctx2 = make_context(tmp_path)
    resumed = play_level(ctx2, ctx2.levels.level("matchstick", "ms-034"))
    assert resumed.table.state == scene.table.state
    other = play_level(ctx2, ctx2.levels.level("matchstick", "ms-035"))
    assert other.table.state.used == 0


def test_back_saves_an_unfinished_level_and_a_restart_is_kept_too(tmp_path):
    """Back keeps the level as it stands; a restart is a change like any other: the save then holds the start,
    with the way back to the moves made (undo)."""
    ctx, scene = level_scene(tmp_path, "ms-034")
    move = ms.legal_moves(scene.table.state)[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.table.state.used == 1
    assert scene.widgets.press("back") is not None
    assert ctx.store.load_game("matchstick")["level"] == "ms-034"
    assert "level 34 waits" in MatchstickMenu(ctx).widgets.get("campaign", Button).detail
    resumed = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
    assert resumed.table.state == scene.table.state
    resumed.restart()
    resumed.save()
    again = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
    assert again.table.state == again.session.initial
    again.undo()
    assert again.table.state == scene.table.state


def test_leaving_after_a_hint_and_coming_back_does_not_make_a_clean_solve(tmp_path):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("matchstick", "ms-001")
    scene = play_level(ctx, level)
    feed(scene, [key(pygame.K_h), key(pygame.K_h)])      # the answer's move is shown...
    scene.leave()                                         # ...the player leaves before touching a match
    again = play_level(make_context(tmp_path), level)    # and comes back, even after a restart of the game
    assert again.session.helped
    solve_by_drag(again)
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and not progress.clean


def test_leaving_a_level_untouched_and_unhelped_still_forgets_it(tmp_path):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("matchstick", "ms-001")
    play_level(ctx, level).leave()
    assert ctx.store.load_game("matchstick") is None
    again = play_level(ctx, level)
    assert not again.session.helped
    solve_by_drag(again)
    assert ctx.store.progress("matchstick")["ms-001"].clean



# --- saves written by the code before the keeper, the record replayed, and the one outcome ---------------------

def test_a_save_as_the_game_writes_it_today_still_resumes(tmp_path):
    """The literal shape the level's save has always had: its level id beside the session's record."""
    ctx = make_context(tmp_path)
    ctx.store.save_game("matchstick", {"level": "ms-034", "history": {"moves": ["M 0.g 0.b"], "position": 1},
                                       "elapsed": 12.5, "hints": 1, "answers": 0})
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
    assert scene.session.move_texts == ["M 0.g 0.b"] and scene.table.state.used == 1
    assert scene.session.elapsed == 12.5 and scene.session.hints == 1 and scene.helped
    ctx.store.save_game("matchstick", {"level": "ms-034", "history": {"moves": [], "position": 0},
                                       "elapsed": 3.0, "used_help": True})   # older still: a help flag
    older = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
    assert older.session.helped and older.session.elapsed == 3.0 and older.table.state.used == 0


def test_a_damaged_save_is_dropped_and_the_level_opens_fresh(tmp_path):
    ctx = make_context(tmp_path)
    ctx.store.save_game("matchstick", {"level": "ms-034", "history": {"moves": ["M 99.a 0.b"], "position": 1},
                                       "elapsed": 1.0})
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-034"))
    assert scene.table.state.used == 0 and ctx.store.load_game("matchstick") is None
    assert any("could not be resumed" in notice for notice in ctx.notices)   # the player is told, as elsewhere


def test_another_levels_save_is_kept_when_a_level_opens(tmp_path):
    ctx = make_context(tmp_path)
    saved = {"level": "ms-034", "history": {"moves": [], "position": 0}, "elapsed": 1.0}
    ctx.store.save_game("matchstick", saved)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    assert scene.table.setup.level_id == "ms-001" and scene.table.session.move_texts == []
    assert ctx.store.load_game("matchstick") == saved and not ctx.notices


def test_a_level_replayed_from_its_saved_record_reaches_the_same_state(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-034")
    first, second = ms.legal_moves(scene.table.state)[:2]
    feed(scene, drag(spot(scene, first.src), spot(scene, first.dst)))   # a drag...
    feed(scene, [key(pygame.K_u)])                                       # ...taken back...
    feed(scene, drag(spot(scene, second.src), spot(scene, second.dst)))  # ...and another one
    run_for(scene, 0.5)
    assert scene.table.state.used == 1 and scene.session.position == 1 and not scene.session.can_redo()
    record = scene.session.to_record()
    replayed = Session.resume(RULES, ms.new_state(scene.table.task), record)
    assert replayed.state == scene.table.state and replayed.position == scene.session.position
    assert replayed.elapsed == scene.session.elapsed and replayed.move_texts == [str(second)]
    saved = ctx.store.load_game("matchstick")   # the keeper kept the same record after the last change
    assert saved is not None and saved["level"] == "ms-034"
    assert Session.resume(RULES, ms.new_state(scene.table.task), saved).state == scene.table.state


def test_a_solved_level_gives_one_outcome_that_reaches_the_store_once(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-034")
    feed(scene, [key(pygame.K_h)])                 # a hint first: the outcome says help was seen
    moves = ms.solve(scene.table.task.puzzle, 2, "move").solutions[0].moves
    for move in moves:
        feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 1.0)
    outcome = scene.session.outcome
    assert outcome is not None and outcome.ending is Ending.SOLVED and outcome.moves == 2 and outcome.helped
    keeper = scene.session.keeper
    assert isinstance(keeper, StoreKeeper) and keeper.outcomes == [outcome]
    scene.save()
    scene.leave()
    run_for(scene, 0.5)
    progress = ctx.store.progress("matchstick")["ms-034"]
    assert progress.attempts == 1 and progress.solved and not progress.clean
    assert ctx.store.load_game("matchstick") is None   # nothing left to resume


def test_the_play_scene_saves_and_records_only_through_its_keeper():
    """No store call and no second road for moves in the play scene's parts."""
    import inspect

    from scenes.matchstick import input as table_input
    from scenes.matchstick import play, table, view
    for module in (play, table, table_input, view):
        source = inspect.getsource(module)
        for call in ("save_game", "clear_game", "record_outcome", "record_result", "ms.apply(", "History",
                     ".push("):
            assert call not in source, (module.__name__, call)


def test_an_attempt_with_every_move_used_is_kept_and_resumes_where_it_stands(tmp_path):
    """"Not yet" (every move used, the equation false) invites an undo: the attempt is in progress like any other.
    It is kept as it stands, clock included; a kill or a quit brings it back at the same layout, judged again, and
    an undo there plays on."""
    ctx, scene = level_scene(tmp_path, "ms-001")
    run_for(scene, 2.0)
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.table.verdict is not None and not scene.table.verdict.solved   # "Not yet."
    state, elapsed = scene.table.state, scene.session.elapsed
    saved = ctx.store.load_game("matchstick")
    assert saved is not None and saved["level"] == "ms-001" and saved["history"]["moves"] == [str(move)]
    del scene                                                       # killed: nothing more is saved
    again = play_level(make_context(tmp_path), ctx.levels.level("matchstick", "ms-001"))
    assert again.table.state == state and again.session.elapsed == elapsed
    assert again.table.verdict is not None and not again.table.verdict.solved
    progress = again.ctx.store.progress("matchstick")["ms-001"]
    assert progress.attempts == 1                                   # the resumed attempt is not counted again
    again.undo()
    assert again.table.state.used == 0 and not again.session.finished
    solve_by_drag(again)
    assert again.table.solved and again.ctx.store.load_game("matchstick") is None
