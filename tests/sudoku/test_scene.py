"""The sudoku scene, driven by synthetic events and a fixed dt; assertions are on the model (and a few pixels)."""
from __future__ import annotations

import random
import threading

import pygame
import pytest

from game.shell.app import App
from game.levels import Catalog
from game.logic.common import Status
from game.logic.sudoku import Grade, cell_name, count_solutions, generate, solve, status
from scenes.base import Push, Replace
from scenes.level_select import LevelSelectScene
from scenes.pause import PauseScene
from scenes.sudoku.lobby import SudokuStartScene, open_scene
from scenes.sudoku.endless import PuzzleSupply
from scenes.sudoku.play import SudokuScene
from sprites import sudoku as board_sprite
from tests.helpers import click, feed, key, make_context, render, run_for

SHIFT = pygame.KMOD_SHIFT
CTRL = pygame.KMOD_CTRL


def digit_key(d: int, mod: int = 0):
    return key(pygame.K_0 + d, mod)


def first_level(ctx, band="easy"):
    return next(lvl for lvl in ctx.levels.levels("sudoku") if lvl.band == band)


def open_level(ctx, band="easy") -> SudokuScene:
    ctx.level_id = first_level(ctx, band).id
    scene = open_scene(ctx)
    assert isinstance(scene, SudokuScene)
    scene.help_warned = True  # asked once per run before costly help: tested in test_playtest
    return scene


def empty_cells(game: SudokuScene) -> list[int]:
    return [i for i in range(81) if not game.round.puzzle[i]]


def click_cell(game: SudokuScene, cell: int, button: int = 1):
    pos = game.layout.centre(cell)
    if button == 1:
        return feed(game, click(pos))
    return feed(game, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def arrows_to(game: SudokuScene, cell: int) -> list[pygame.event.Event]:
    """The arrow presses that move the selection from where it is to `cell`."""
    r0, c0 = divmod(game.selected, 9)
    r1, c1 = divmod(cell, 9)
    events = [key(pygame.K_DOWN if r1 > r0 else pygame.K_UP)] * abs(r1 - r0)
    events += [key(pygame.K_RIGHT if c1 > c0 else pygame.K_LEFT)] * abs(c1 - c0)
    return events


def peers_of(cell: int) -> list[int]:
    return [j for j in range(81) if j != cell and board_sprite.same_house(j, cell)]


# --- opening ---------------------------------------------------------------------------------------------

def test_open_scene_gives_start_screen_or_the_level(ctx):
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert not start.widgets.get("resume").visible  # nothing saved yet
    assert f"{len(ctx.levels.levels('sudoku'))} puzzles" in start.widgets.get("campaign").detail
    game = open_level(ctx, "hard")
    assert game.round.grade is Grade.HARD and game.round.level_id == first_level(ctx, "hard").id
    assert status(game.state) is Status.PLAYING
    render(game)


def test_unknown_level_id_falls_back_to_start_screen_with_a_message(ctx):
    ctx.level_id = "su-nope-99"
    start = open_scene(ctx)
    assert isinstance(start, SudokuStartScene)
    assert "su-nope-99" in start.notice
    render(start)


def test_campaign_lists_levels_by_grade_and_opens_one(ctx):
    start = open_scene(ctx)
    t = start.widgets.press("campaign")
    assert isinstance(t, Push) and isinstance(t.scene, LevelSelectScene)
    select = t.scene
    bands = [lvl.band for lvl in select.levels]
    assert bands[0] == "easy" and "evil" in bands and bands.index("medium") > bands.index("easy")
    opened = select.open(0)
    assert isinstance(opened, Push) and isinstance(opened.scene, SudokuScene)
    assert opened.scene.round.level_id == select.levels[0].id


# --- entering digits -------------------------------------------------------------------------------------

def test_place_digit_by_mouse_and_keys_including_keypad(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    click_cell(game, a)
    assert game.selected == a
    feed(game, [digit_key(7)])
    assert game.state.entries[a] == 7
    assert game.session.move_texts == [f"D {cell_name(a)} 7"]
    click_cell(game, b)
    feed(game, [key(pygame.K_KP3)])
    assert game.state.entries[b] == 3
    # the on-screen pad writes into the selected cell too
    game.widgets.press("pad-4")
    assert game.state.entries[b] == 4


def test_clear_keys_and_givens_refuse_change(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    for clear in (pygame.K_0, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP0):
        feed(game, [digit_key(5)])
        assert game.state.entries[cell] == 5
        feed(game, [key(clear)])
        assert game.state.entries[cell] == 0
    given = next(i for i in range(81) if game.round.puzzle[i])
    click_cell(game, given)
    feed(game, [digit_key(1 if game.round.puzzle[given] != 1 else 2)])
    assert game.state.grid[given] == game.round.puzzle[given]
    assert "given" in game.message


def test_arrows_move_the_selection_and_wrap(ctx):
    game = open_level(ctx)
    game.selected = 0
    feed(game, [key(pygame.K_RIGHT), key(pygame.K_DOWN)])
    assert game.selected == 10
    feed(game, [key(pygame.K_UP), key(pygame.K_UP)])
    assert game.selected == 73  # wrapped to the bottom row
    feed(game, [key(pygame.K_LEFT), key(pygame.K_LEFT)])
    assert game.selected == 80


def test_pencil_marks_by_shift_and_by_mode_and_their_auto_removal(ctx):
    game = open_level(ctx)
    empties = empty_cells(game)
    cell = empties[0]
    peer = next(j for j in empties if j != cell and board_sprite.same_house(j, cell))
    click_cell(game, peer)
    feed(game, [digit_key(4, SHIFT), digit_key(6, SHIFT)])
    assert game.state.marks_of(peer) == (4, 6)
    assert game.state.entries[peer] == 0
    feed(game, [key(pygame.K_p)])               # pencil mode on: plain digits now write marks
    assert game.table.pencil and game.widgets.get("pencil").value
    feed(game, [digit_key(9), digit_key(6)])    # 9 added, 6 toggled off
    assert game.state.marks_of(peer) == (4, 9)
    feed(game, [key(pygame.K_p)])
    assert not game.table.pencil
    # placing a 4 in a peer removes the 4 mark from this cell (row, column or box)
    click_cell(game, cell)
    feed(game, [digit_key(4)])
    assert game.state.entries[cell] == 4
    assert game.state.marks_of(peer) == (9,)
    feed(game, [key(pygame.K_u)])               # undo brings the mark back
    assert game.state.marks_of(peer) == (4, 9)


def test_undo_redo_with_tatham_keys(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    click_cell(game, a)
    feed(game, [digit_key(1)])
    click_cell(game, b)
    feed(game, [digit_key(2)])
    feed(game, [key(pygame.K_u)])
    assert game.state.entries[b] == 0 and game.state.entries[a] == 1
    feed(game, [key(pygame.K_z, CTRL)])
    assert game.state.entries[a] == 0
    feed(game, [key(pygame.K_r)])
    assert game.state.entries[a] == 1
    feed(game, [key(pygame.K_r, CTRL)])
    assert game.state.entries[b] == 2
    feed(game, [key(pygame.K_u), key(pygame.K_y, CTRL)])
    assert game.state.entries[b] == 2
    game.widgets.press("undo")
    assert game.state.entries[b] == 0
    game.widgets.press("redo")
    assert game.state.entries[b] == 2
    # restart (the pause menu's) is itself undoable
    game.restart()
    assert not any(game.state.entries)
    feed(game, [key(pygame.K_u)])
    assert game.state.entries[a] == 1 and game.state.entries[b] == 2


def test_digit_first_entry(ctx):
    game = open_level(ctx)
    a, b = empty_cells(game)[:2]
    feed(game, [key(pygame.K_d)])
    assert game.table.digit_first
    game.widgets.press("pad-5")
    assert game.table.armed == 5 and game.widgets.get("pad-5").chosen
    click_cell(game, a)
    click_cell(game, b)
    assert game.state.entries[a] == 5 and game.state.entries[b] == 5
    click_cell(game, b)                  # clicking the armed digit again takes it out
    assert game.state.entries[b] == 0
    click_cell(game, b, button=3)        # right click pencils the armed digit
    assert game.state.marks_of(b) == (5,)
    feed(game, [digit_key(8)])           # a digit key arms another digit
    assert game.table.armed == 8
    assert game.view.look(game.table).focus_digit == 8


# --- what the board shows --------------------------------------------------------------------------------

def test_conflicts_shown_in_the_model_and_by_a_ring(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    d = game.round.puzzle[given]
    cell = next(j for j in empty_cells(game) if board_sprite.same_house(j, given))
    click_cell(game, cell)
    feed(game, [digit_key(d)])
    assert game.table.clashes == {cell, given}
    assert f"row {given // 9 + 1}, column {given % 9 + 1}" in game.message
    look = game.view.look(game.table)
    assert look.clashes == {cell, given}
    surface = render(game)
    rect = game.layout.cell_rect(cell)
    radius = game.layout.cell // 2 - 9
    ring_pixel = surface.get_at((rect.centerx + radius - 1, rect.centery))[:3]
    assert ring_pixel == board_sprite.CLASH
    feed(game, [key(pygame.K_u)])
    assert not game.table.clashes


def test_mistake_check_is_optional(ctx):
    game = open_level(ctx)
    # a cell and a wrong digit for it that does not clash with anything on the board
    cell, wrong = next((i, d) for i in empty_cells(game) for d in range(1, 10) if d != game.round.solution[i]
                       and all(game.state.grid[j] != d for j in peers_of(i)))
    right = game.round.solution[cell]
    click_cell(game, cell)
    feed(game, [digit_key(wrong)])
    assert not game.table.clashes
    assert game.view.look(game.table).mistakes == frozenset()        # check is off: nothing given away
    feed(game, [key(pygame.K_c)])
    assert game.table.check and game.view.look(game.table).mistakes == {cell}
    surface = render(game)
    rect = game.layout.cell_rect(cell)
    # the strike runs corner to corner, over the digit
    assert surface.get_at(rect.center)[:3] == board_sprite.MISTAKE
    feed(game, [digit_key(right)])
    assert game.view.look(game.table).mistakes == frozenset()


def test_same_digit_and_house_highlights(ctx):
    game = open_level(ctx)
    given = next(i for i in range(81) if game.round.puzzle[i])
    d = game.round.puzzle[given]
    click_cell(game, given)
    look = game.view.look(game.table)
    assert look.selected == given and look.focus_digit == d
    same = [i for i in range(81) if game.state.grid[i] == d]
    assert len(same) >= 2
    surface = render(game)
    other = next(i for i in same if i != given)
    assert not board_sprite.same_house(other, given)  # equal digits never share a house on a sound board
    # a cell holding the same digit gets the highlight tint (sampled at its corner, away from the glyph)
    corner = game.layout.cell_rect(other).move(4, 4).topleft
    assert surface.get_at(corner)[:3] == board_sprite.SAME_TINT
    # a peer of the selected cell gets the house tint, a cell outside its houses keeps the paper
    peer = next(i for i in peers_of(given) if not game.state.grid[i])
    assert surface.get_at(game.layout.cell_rect(peer).move(4, 4).topleft)[:3] == board_sprite.PEER_TINT
    far = next(i for i in range(81) if not board_sprite.same_house(i, given) and not game.state.grid[i])
    assert surface.get_at(game.layout.cell_rect(far).move(4, 4).topleft)[:3] == board_sprite.PAPER


# --- hints, timer, completion ----------------------------------------------------------------------------

def test_hint_highlights_explains_and_is_recorded(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])
    hint = game.table.explanation
    assert hint is not None and hint.technique is not None
    assert hint.technique.label in hint.text
    (cell, digit), = hint.placements
    assert game.round.solution[cell] == digit
    look = game.view.look(game.table)
    assert cell in look.hint_targets
    assert look.hint_area or look.hint_cells
    assert game.table.hints_used == 1
    render(game)
    # H again places the hinted digit, without counting a second hint
    feed(game, [key(pygame.K_h)])
    assert game.state.entries[cell] == digit and game.table.explanation is None
    assert game.table.hints_used == 1
    # following a hint by hand clears it too
    feed(game, [key(pygame.K_h)])
    (cell, digit), = game.table.explanation.placements
    game.selected = cell
    feed(game, [digit_key(digit)])
    assert game.state.entries[cell] == digit and game.table.explanation is None
    # a wrong digit: the hint points at the mistake first
    other = next(i for i in empty_cells(game) if game.state.grid[i] == 0)
    wrong = next(d for d in range(1, 10) if d != game.round.solution[other])
    game.selected = other
    feed(game, [digit_key(wrong), key(pygame.K_h)])
    assert other in game.table.explanation.cells and "Mistake" in game.table.explanation.text
    assert game.table.hints_used == 3
    feed(game, [key(pygame.K_h)])                     # H again on a mistake changes nothing
    assert game.state.entries[other] == wrong and game.table.hints_used == 3


def test_timer_runs_on_dt_and_stops_under_the_pause_overlay(ctx):
    game = open_level(ctx)
    run_for(game, 2.0)
    assert game.elapsed == pytest.approx(2.0, abs=0.02)
    app = App(ctx, lambda c: [game])
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.top, PauseScene)
    before = game.elapsed
    for _ in range(120):
        app.step([], 1 / 60)
    assert game.elapsed == before                     # covered: the clock stands still
    app.step([key(pygame.K_ESCAPE)], 1 / 60)          # resume
    assert app.top is game
    app.step([], 0.5)
    assert game.elapsed == pytest.approx(before + 0.1, abs=1e-6)  # the app caps one frame's dt at 0.1 s


def test_relaxed_timers_hide_the_clock(ctx):
    game = open_level(ctx)
    run_for(game, 5.0)
    area = pygame.Rect(game.layout.rect.right - 160, 20, 160, 50)
    shown = render(game).subsurface(area).copy()
    ctx.store.set_setting("relaxed_timers", True)
    hidden = render(game).subsurface(area).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(hidden, "RGB")
    background = pygame.Surface((1280, 720))
    from sprites import theme
    theme.draw_background(background)
    assert pygame.image.tobytes(hidden, "RGB") == pygame.image.tobytes(background.subsurface(area), "RGB")


def solve_by_keys(game: SudokuScene, skip: int = 0) -> None:
    for cell in empty_cells(game)[skip:]:
        if game.state.entries[cell] == game.round.solution[cell]:
            continue
        feed(game, arrows_to(game, cell) + [digit_key(game.round.solution[cell])])


def test_completion_by_key_events_records_progress(ctx):
    game = open_level(ctx)
    level_id = game.round.level_id
    run_for(game, 3.0)
    solve_by_keys(game)
    assert game.table.solved and status(game.state) is Status.SOLVED
    progress = ctx.store.progress("sudoku")[level_id]
    assert progress.solved and progress.clean
    assert progress.best_time == pytest.approx(game.elapsed, abs=0.2) and progress.best_time >= 3.0
    assert progress.best_moves == len(empty_cells(game))
    assert ctx.store.load_game("sudoku") is None      # nothing left to resume
    # the celebration plays, the clock has stopped, the board no longer takes digits
    t = game.elapsed
    run_for(game, 1.0)
    assert game.elapsed == t and game.table.celebrate == pytest.approx(1.0, abs=0.02)
    assert game.view.look(game.table).celebrate is not None
    feed(game, [key(pygame.K_u)])
    assert status(game.state) is Status.SOLVED
    assert game.widgets.get("next").visible
    render(game)
    # Next puzzle: the following campaign level
    t = game.widgets.press("next")
    assert isinstance(t, Replace) and isinstance(t.scene, SudokuScene)
    levels = ctx.levels.levels("sudoku")
    index = [lvl.id for lvl in levels].index(level_id)
    assert t.scene.round.level_id == levels[index + 1].id


def test_a_hinted_solve_is_not_clean(ctx):
    game = open_level(ctx)
    feed(game, [key(pygame.K_h)])
    solve_by_keys(game)
    progress = ctx.store.progress("sudoku")[game.round.level_id]
    assert progress.solved and not progress.clean


def test_new_puzzle_asks_first_when_there_is_progress(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    feed(game, [digit_key(game.round.solution[cell])])
    assert feed(game, [key(pygame.K_n)]) is None and "N again" in game.message
    t = feed(game, [key(pygame.K_n)])
    assert isinstance(t, Replace) and t.scene.round.level_id != game.round.level_id


# --- saving and resuming ---------------------------------------------------------------------------------

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
    state, hints = game.state, game.table.hints_used
    ctx.store.close()

    ctx2 = make_context(tmp_path, catalog=catalog)
    start = open_scene(ctx2)
    assert isinstance(start, SudokuStartScene) and start.widgets.get("resume").visible
    assert game.round.title in start.widgets.get("resume").detail
    render(start)
    t = start.widgets.press("resume")
    assert isinstance(t, Push) and isinstance(t.scene, SudokuScene)
    resumed = t.scene
    assert resumed.state == state and resumed.table.hints_used == hints
    assert resumed.elapsed == pytest.approx(game.elapsed, abs=0.05)
    assert resumed.round.level_id == game.round.level_id
    feed(resumed, [key(pygame.K_r)])                   # redo the undone move
    assert resumed.state.entries[c] == game.round.solution[c]
    feed(resumed, [key(pygame.K_u)] * 4)
    assert not any(resumed.state.entries) and not any(resumed.state.marks)
    # opening the same level from the campaign resumes it as well
    ctx2.level_id = game.round.level_id
    again = open_scene(ctx2)
    assert isinstance(again, SudokuScene) and again.session.position == 0  # the save after the undos


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


# --- endless ---------------------------------------------------------------------------------------------

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
    stats = ctx.store.get_setting("sudoku.endless")
    assert stats["easy"]["solved"] == 1
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


def test_a_hint_with_several_steps_is_walked_through_one_step_at_a_time(ctx):
    ctx.level_id = next(lvl.id for lvl in ctx.levels.levels("sudoku") if lvl.band == "extreme")
    game = open_scene(ctx)
    game.help_warned = True   # asked once per run before costly help: tested in test_playtest
    # follow one-step hints until the next one needs several steps of reasoning
    for _ in range(81):
        feed(game, [key(pygame.K_h)])
        if len(game.table.explanation.steps) > 1:
            break
        feed(game, [key(pygame.K_h)])                  # H again places it
    hint = game.table.explanation
    assert len(hint.steps) > 1 and game.table.hint_step == 0
    assert game.widgets.get("hint-next").visible
    first = hint.steps[0]
    look = game.view.look(game.table)
    assert look.struck == first.eliminations and not look.hint_targets
    # the pattern's candidates are shown even on a board without pencil marks
    assert look.hint_marks and {c for c, _ in look.hint_marks} <= set(first.cells)
    assert {d for _, d in look.hint_marks} <= set(first.digits)
    render(game)
    used = game.table.hints_used
    game.widgets.press("hint-next")
    assert game.table.hint_step == 1
    feed(game, [key(pygame.K_PAGEUP)])
    assert game.table.hint_step == 0
    for _ in range(len(hint.steps) - 1):
        feed(game, [key(pygame.K_h)])
    assert game.table.hint_step == len(hint.steps) - 1
    (cell, digit), = hint.placements
    assert cell in game.view.look(game.table).hint_targets
    feed(game, [key(pygame.K_h)])                      # the last H places the digit the steps reach
    assert game.state.entries[cell] == digit == game.round.solution[cell]
    assert game.table.hints_used == used and game.table.explanation is None
    assert not game.widgets.get("hint-next").visible


@pytest.mark.parametrize("junk", ["junk", {"easy": "lots"}, {"easy": {"solved": "x", "best": "y"}}])
def test_malformed_endless_record_is_ignored_not_trusted(ctx, junk):
    ctx.store.set_setting("sudoku.endless", junk)
    start = open_scene(ctx)
    assert start.widgets.get("endless-easy").detail == ""
    game = start.widgets.press("endless-easy").scene
    solve_by_keys(game)
    render(game)
    assert ctx.store.get_setting("sudoku.endless")["easy"]["solved"] == 1
    start.on_resume()
    assert start.widgets.get("endless-easy").detail.startswith("1 solved")


def test_completing_a_house_makes_it_glow_for_a_moment(ctx):
    game = open_level(ctx)
    row = max(range(9), key=lambda r: sum(1 for c in range(9) if game.round.puzzle[r * 9 + c]))
    cells = [r * 9 + c for r in [row] for c in range(9) if not game.round.puzzle[r * 9 + c]]
    for cell in cells[:-1]:
        feed(game, arrows_to(game, cell) + [digit_key(game.round.solution[cell])])
    assert not game.view.look(game.table).flash
    last = cells[-1]
    feed(game, arrows_to(game, last) + [digit_key(game.round.solution[last])])
    look = game.view.look(game.table)
    assert set(range(row * 9, row * 9 + 9)) <= look.flash and look.flash_level > 0.9
    run_for(game, 1.0)
    assert not game.view.look(game.table).flash


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
    assert saved["elapsed"] == pytest.approx(game.elapsed, abs=0.01) and game.elapsed > 1.4
    assert saved["history"]["moves"] == [f"D {cell_name(cell)} {game.round.solution[cell]}"]
    # quitting from the middle of a game saves it too
    game2 = open_level(ctx, "medium")
    app.apply(Push(game2))
    cell2 = empty_cells(game2)[0]
    app.step(click(game2.layout.centre(cell2)) + [digit_key(5, SHIFT)], 1 / 60)
    app.step([], 0.05)
    app.quit()
    saved = ctx.store.load_game("sudoku")
    assert saved["level_id"] == game2.round.level_id and saved["elapsed"] == pytest.approx(game2.elapsed, abs=0.01)


def test_new_puzzle_on_the_last_level_says_so_and_stays(ctx):
    ctx.level_id = ctx.levels.levels("sudoku")[-1].id
    game = open_scene(ctx)
    assert feed(game, [key(pygame.K_n)]) is None and feed(game, [key(pygame.K_n)]) is None
    assert "last puzzle" in game.message


def test_next_puzzle_walks_the_campaign_in_order(ctx):
    game = open_level(ctx)
    ids = [lvl.id for lvl in ctx.levels.levels("sudoku")]
    seen = [game.round.level_id]
    for _ in range(2):
        solve_by_keys(game)
        t = game.widgets.press("next")
        assert isinstance(t, Replace)
        game = t.scene
        seen.append(game.round.level_id)
    start = ids.index(seen[0])
    assert seen == ids[start:start + 3]
    assert all(ctx.store.progress("sudoku")[i].solved for i in seen[:2])


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


def test_a_restart_survives_save_and_resume_and_can_be_undone(ctx):
    game = open_level(ctx)
    cell = empty_cells(game)[0]
    click_cell(game, cell)
    feed(game, [digit_key(game.round.solution[cell])])
    game.restart()
    assert not any(game.state.entries)
    ctx.level_id = None
    resumed = open_scene(ctx).widgets.press("resume").scene
    assert not any(resumed.state.entries) and resumed.session.to_record()["history"]["moves"][-1] == "restart"
    feed(resumed, [key(pygame.K_u)])
    assert resumed.state.entries[cell] == game.round.solution[cell]


def test_check_and_digit_first_choices_are_remembered(tmp_path, catalog):
    ctx = make_context(tmp_path, catalog=catalog)
    game = open_level(ctx)
    assert not game.table.check and not game.table.digit_first
    feed(game, [key(pygame.K_c), key(pygame.K_d)])
    ctx.store.close()
    ctx2 = make_context(tmp_path, catalog=catalog)
    again = open_level(ctx2, "hard")
    assert again.table.check and again.table.digit_first
    assert again.widgets.get("check").value and again.widgets.get("digit-first").value
