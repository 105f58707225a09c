"""Saving and resuming sudoku: the session's keeper saves after every change and on leaving, a save resumes with its
undo history, a damaged save is reported and dropped, and the one save slot is not taken before the player plays."""
from __future__ import annotations

import pygame
import pytest

from game.logic.outcome import Ending
from game.logic.session import Session
from game.logic.sudoku import RULES, State, cell_name, solve
from game.shell.app import App
from scenes.base import Push
from scenes.pause import PauseScene
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from scenes.sudoku.play import SudokuScene
from sprites.widgets import Button
from tests.helpers import click, feed, key, make_context, render, run_for
from tests.sudoku.play_helpers import (SHIFT, blank_cells, click_cell, digit_key, empty_cells, first_level, level,
                                       open_level, solve_by_keys)


def test_save_and_resume_with_undo_history_across_contexts(tmp_path, catalog):
    ctx = make_context(tmp_path, catalog=catalog)
    game = open_level(ctx, "medium")
    a, b, c = empty_cells(game)[:3]
    click_cell(game, a)
    feed(game, [digit_key(game.round.solution[a])])
    click_cell(game, b)
    feed(game, [digit_key(3, SHIFT), digit_key(5, SHIFT)])
    click_cell(game, c)
    feed(game, [digit_key(game.round.solution[c])])
    feed(game, [key(pygame.K_u)])                     # an undone move is kept for redo
    run_for(game, 4.0)
    feed(game, [key(pygame.K_h)])
    game.save()                                        # what leaving or quitting does
    state, hints = game.table.state, game.table.session.hints
    ctx.store.close()

    ctx2 = make_context(tmp_path, catalog=catalog)
    start = open_scene(ctx2)
    assert isinstance(start, SudokuStartScene) and start.widgets.get("resume").visible
    assert str(game.round.title) in start.widgets.get("resume").detail
    assert start.widgets.get("resume", Button).primary and not start.widgets.get("campaign", Button).primary
    render(start)
    t = start.widgets.press("resume")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    resumed = t.scene
    assert resumed.table.state == state and resumed.table.session.hints == hints
    assert resumed.table.elapsed == pytest.approx(game.table.elapsed, abs=0.05)
    assert resumed.round.level_id == game.round.level_id
    feed(resumed, [key(pygame.K_r)])                   # redo the undone move
    assert resumed.table.state.entries[c] == game.round.solution[c]
    feed(resumed, [key(pygame.K_u)] * 4)
    assert not any(resumed.table.state.entries) and not any(resumed.table.state.marks)
    # opening the same level from the campaign resumes it as well
    ctx2.level_id = game.round.level_id
    again = open_scene(ctx2)
    assert isinstance(again, SudokuScene) and again.table.session.position == 0  # the save after the undos


@pytest.mark.parametrize("damage", [
    {"puzzle": "123"},
    {"solution": "1" * 81},
    {"history": {"moves": ["D r1c1 5", "X nonsense"], "position": 2}},
    {"history": {"moves": ["D r1c1 5"], "position": 7}},
    {"version": 99},
    {"grade": "impossible"},
    {"elapsed": -4},
])
def test_corrupt_save_is_reported_and_play_continues(ctx, damage):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    feed(game, [digit_key(game.round.solution[cell])])
    record = ctx.store.load_game("sudoku")
    assert record is not None
    record.update(damage)
    ctx.store.save_game("sudoku", record)
    ctx.level_id = None
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert "could not be resumed" in start.notice
    assert not start.widgets.get("resume").visible
    assert ctx.store.load_game("sudoku") is None
    render(start)
    t = start.widgets.press("campaign")                # everything else still works
    assert isinstance(t, Push)
    t = start.widgets.press("endless-easy")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)


def test_save_that_is_not_json_is_dropped(ctx):
    ctx.store._db.execute("INSERT INTO saves (game, data, updated_at) VALUES ('sudoku', '{broken', 0)")
    start = open_scene(ctx)
    assert not start.widgets.get("resume").visible
    feed(start, [])


def test_leaving_through_the_pause_menu_or_quitting_saves_the_game(ctx):
    from scenes.menu import MenuScene

    game = open_level(ctx)
    cell = empty_cells(game)[0]
    app = App(ctx, lambda c: [MenuScene(c), game])
    app.step(click(game.layout.centre(cell)), 1 / 60)
    app.step([digit_key(game.round.solution[cell])], 1 / 60)
    for _ in range(90):
        app.step([], 1 / 60)
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    pause = app.top
    assert isinstance(pause, PauseScene)
    app.apply(pause.widgets.press("menu"))
    assert isinstance(app.top, MenuScene)
    saved = ctx.store.load_game("sudoku")
    assert saved["level_id"] == game.round.level_id
    assert saved["elapsed"] == pytest.approx(game.table.elapsed, abs=0.01) and game.table.elapsed > 1.4
    assert saved["history"]["moves"] == [f"D {cell_name(cell)} {game.round.solution[cell]}"]
    # quitting from the middle of a game saves it too
    game2 = open_level(ctx, "medium")
    app.apply(Push(game2))
    cell2 = empty_cells(game2)[0]
    app.step(click(game2.layout.centre(cell2)) + [digit_key(5, SHIFT)], 1 / 60)
    app.step([], 0.05)
    app.quit()
    saved = ctx.store.load_game("sudoku")
    assert saved["level_id"] == game2.round.level_id and saved["elapsed"] == pytest.approx(game2.table.elapsed, abs=0.01)


def test_a_restart_survives_save_and_resume_and_can_be_undone(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    feed(game, [digit_key(game.round.solution[cell])])
    game.restart()
    assert not any(game.table.state.entries)
    ctx.level_id = None
    resumed = open_scene(ctx).widgets.press("resume").scene
    assert not any(resumed.table.state.entries) and resumed.table.session.to_record()["history"]["moves"][-1] == "restart"
    feed(resumed, [key(pygame.K_u)])
    assert resumed.table.state.entries[cell] == game.round.solution[cell]


def test_a_new_board_warns_before_it_takes_the_save_slot_from_another_game(ctx):
    first = open_level(ctx)
    cell = blank_cells(first)[0]
    first.table.selected = cell
    feed(first, [digit_key(first.round.solution[cell])])
    assert ctx.store.load_game("sudoku")["level_id"] == first.round.level_id
    ctx.level_id = None
    start = open_scene(ctx)
    other = start.level_scene(level(ctx, 1))
    assert isinstance(other, SudokuScene) and other.round.level_id != first.round.level_id
    assert str(first.round.title) in other.table.message and "Resume" in other.table.message
    assert ctx.store.load_game("sudoku")["level_id"] == first.round.level_id   # kept while nothing is played
    cell = blank_cells(other)[0]
    other.table.selected = cell
    feed(other, [digit_key(other.round.solution[cell])])
    assert ctx.store.load_game("sudoku")["level_id"] == other.round.level_id
    assert other.table.message == ""
    # with nothing saved, a new board has nothing to warn about
    ctx.store.clear_game("sudoku")
    start.refresh()
    assert start.level_scene(level(ctx, 2)).table.message == ""


def test_a_hint_on_an_untouched_board_is_remembered_after_leaving(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])                                      # read the answer, then leave at once
    assert game.table.session.hints == 1 and game.table.session.moves == 0
    game.save()                                                        # what the pause menu's Main menu does
    again = open_level(ctx)                                            # back to the same level
    assert again is not game and again.table.session.hints == 1
    for cell in blank_cells(again):
        again.table.selected = cell
        feed(again, [digit_key(again.round.solution[cell])])
    assert again.table.finished and not ctx.store.progress("sudoku")[again.round.level_id].clean


# a game saved by the scene before the session's keeper existed: the round's fields, the undo history, the clock,
# the help seen and the mistake-check choice, as that code wrote them
TODAYS_SAVE = {
    "version": 1,
    "puzzle": "607839140003000009904060820002043008000000000700650200076090401800000300051428907",
    "solution": "627839145583214679914567823162743598435982716798651234276395481849176352351428967",
    "grade": "easy",
    "level_id": "su-easy-01",
    "title": "Easy 1",
    "history": {"moves": ["D r1c2 2", "P r2c1 5", "P r2c1 8", "D r1c9 5"], "position": 3},
    "elapsed": 83.25,
    "hints": 1,
    "answers": 0,
    "check": True,
}


def test_a_save_written_before_the_keeper_still_resumes(ctx):
    ctx.store.save_game("sudoku", dict(TODAYS_SAVE))
    start = open_scene(ctx)
    assert start.notice == "" and start.widgets.get("resume").visible
    assert "Easy 1" in start.widgets.get("resume").detail
    game = start.widgets.press("resume").scene
    assert isinstance(game, SudokuScene) and game.round.level_id == "su-easy-01"
    assert game.table.state.entries[1] == 2 and game.table.state.marks_of(9) == (5, 8) and game.table.state.entries[8] == 0
    assert game.table.session.position == 3 and game.table.session.can_redo()
    assert game.table.elapsed == 83.25 and game.table.session.hints == 1 and game.helped and game.table.check
    feed(game, [key(pygame.K_r)])                                       # the move that was taken back
    assert game.table.state.entries[8] == 5
    saved = ctx.store.load_game("sudoku")                               # saved again, under the same field names
    assert {k: saved[k] for k in ("version", "puzzle", "solution", "grade", "level_id", "title", "check")} == \
        {k: TODAYS_SAVE[k] for k in ("version", "puzzle", "solution", "grade", "level_id", "title", "check")}
    assert saved["history"] == {"moves": TODAYS_SAVE["history"]["moves"], "position": 4}


def test_a_game_replays_from_its_saved_record_to_the_same_state(ctx):
    game = open_level(ctx, "medium")
    a, b, c = empty_cells(game)[:3]
    click_cell(game, a)
    feed(game, [digit_key(game.round.solution[a]), digit_key(4, SHIFT)])
    click_cell(game, b)
    feed(game, [digit_key(3, SHIFT), digit_key(7, SHIFT), key(pygame.K_DELETE)])
    click_cell(game, c)
    feed(game, [digit_key(9), key(pygame.K_u), digit_key(game.round.solution[c])])
    game.restart()
    feed(game, [key(pygame.K_u), key(pygame.K_u), key(pygame.K_r)])
    run_for(game, 1.5)
    record = game.table.session.to_record()
    back = Session.resume(RULES, State.new(game.round.puzzle), record)
    assert back.state == game.table.state and back.past_states() == game.table.session.past_states()
    assert back.position == game.table.session.position and back.move_texts == game.table.session.move_texts
    game.save()
    saved = ctx.store.load_game("sudoku")                               # and what the keeper wrote says the same
    assert Session.resume(RULES, State.new(game.round.puzzle), saved).state == game.table.state


def test_a_solved_sudoku_reaches_the_store_as_one_outcome_exactly_once(ctx, monkeypatch):
    recorded = []
    real = ctx.store.record_outcome
    monkeypatch.setattr(ctx.store, "record_outcome",
                        lambda game, level_id, outcome, labels: (recorded.append((game, level_id, outcome)),
                                                                 real(game, level_id, outcome, labels))[1])
    game = open_level(ctx)
    run_for(game, 2.0)
    solve_by_keys(game)
    assert game.table.finished
    (name, level_id, outcome), = recorded
    assert (name, level_id) == ("sudoku", game.round.level_id) and outcome is game.table.session.outcome
    assert outcome.ending is Ending.SOLVED and outcome.clean and outcome.moves == len(empty_cells(game))
    assert game.keeper.outcomes == [outcome]
    feed(game, [key(pygame.K_u), key(pygame.K_r), key(pygame.K_h)])     # the board is finished: nothing reopens it
    run_for(game, 1.0)
    game.save()
    assert len(recorded) == 1 and ctx.store.progress("sudoku")[level_id].attempts == 1
    assert ctx.store.load_game("sudoku") is None


def test_undo_after_the_end_reopens_the_game_and_its_clock(ctx):
    level = first_level(ctx)
    session = Session(RULES, State.new(level.spec.puzzle))
    solution = solve(level.spec.puzzle)
    blanks = [i for i in range(81) if not level.spec.puzzle[i]]
    for cell in blanks:
        session.tick(0.5)
        played = session.play(f"D {cell_name(cell)} {solution[cell]}")
    assert played.outcome is not None and session.finished
    stopped = session.elapsed
    session.tick(3.0)
    assert session.elapsed == stopped                                   # the clock stopped at the end
    assert session.undo() and not session.finished and session.outcome is None
    session.tick(1.0)
    assert session.elapsed == stopped + 1.0                             # and runs again
    assert session.state.entries[blanks[-1]] == 0
