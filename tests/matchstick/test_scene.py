"""The matchstick scene driven like a player would: synthetic mouse and key events, asserting on the model."""
from __future__ import annotations

import pygame
import pytest

from game.logic import matchstick as ms
from game.logic.common import Status
from scenes.base import Push, Replace
from scenes.level_select import LevelSelectScene
from scenes.matchstick.lobby import MatchstickMenu, campaign_scene, endless_setup, open_scene, play_level
from scenes.matchstick.custom import CustomEquationScene
from scenes.matchstick.model import TRAY, Setup
from scenes.matchstick.play import MatchstickScene
from scenes.matchstick.rules import RulesCard
from tests.helpers import click, drag, feed, key, make_context, motion, mouse_down, mouse_up, render, run_for, text


def spot(scene: MatchstickScene, loc) -> tuple[int, int]:
    """Screen point of a slot (or the tray) in this scene's own layout."""
    if loc[0] == TRAY:
        return scene.tray_rect.center
    return scene.board.grip(loc)


def level_scene(tmp_path, level_id: str):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", level_id))
    scene.help_warned = True  # asked once per run before costly help: tested in test_playtest
    return ctx, scene


def first_solution_move(scene: MatchstickScene) -> ms.Move:
    return ms.solve(scene.task.puzzle, scene.task.moves, scene.task.mode).solutions[0].moves[0]


def wrong_move(scene: MatchstickScene) -> ms.Move:
    """A legal move that does not make the equation true."""
    for move in ms.legal_moves(scene.state):
        if not ms.is_solved(ms.apply(scene.state, move)):
            return move
    raise AssertionError("every move solves this level")


# --- solving a 1-move level three ways -----------------------------------------------------------------------

def test_level_solved_by_drag_records_progress(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    start_ids = dict(scene.view_ids)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst), steps=8))
    assert scene.state.used == 1
    assert ms.status(scene.state) is Status.SOLVED
    assert scene.verdict is not None and scene.verdict.solved
    # the very match that was dragged now lies in the destination slot
    assert scene.view_ids[move.dst] == start_ids[move.src]
    run_for(scene, 0.5)
    assert "win" in ctx.sound.played
    assert scene.flames and scene.sparks            # the match heads light up
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and progress.clean and progress.best_moves == 1


def test_level_solved_by_click_then_click(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    feed(scene, click(spot(scene, move.src)))
    assert scene.grab is not None and scene.grab.source == move.src
    assert scene.state.used == 0                      # lifting is not a move
    feed(scene, click(spot(scene, move.dst)))
    assert scene.grab is None
    assert scene.solved and scene.state.used == 1


def test_level_solved_by_keyboard(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = first_solution_move(scene)
    for _ in range(40):
        feed(scene, [key(pygame.K_TAB)])
        if scene.cursor == move.src:
            break
    assert scene.cursor == move.src
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.grab is not None and scene.grab.source == move.src
    for _ in range(60):
        if scene.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    assert scene.cursor == move.dst
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.solved


def test_keyboard_escape_puts_the_match_back(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    feed(scene, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert scene.grab is not None
    feed(scene, [key(pygame.K_RIGHT), key(pygame.K_ESCAPE)])
    assert scene.grab is None and scene.state.used == 0
    assert feed(scene, [key(pygame.K_ESCAPE)]) is not None  # with nothing lifted, Esc pauses


# --- drops that change nothing --------------------------------------------------------------------------------

def test_drop_on_occupied_slot_or_off_board_changes_nothing(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    before = scene.state
    ids = dict(scene.view_ids)
    occupied = scene.occupied()
    src, other = occupied[0], occupied[-1]
    feed(scene, drag(spot(scene, src), spot(scene, other)))
    assert scene.state == before and scene.grab is None
    feed(scene, drag(spot(scene, src), (640, 700 - 150)))   # between the table and the buttons
    feed(scene, drag(spot(scene, src), (5, 5)))              # the far corner of the window
    assert scene.state == before
    run_for(scene, 0.5)                                      # the match glides home
    assert not scene.flights and scene.view_ids == ids
    assert not scene.history.can_undo()


def test_undo_after_drag_restores_layout_and_redo_replays(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    start = scene.state.masks
    ids = dict(scene.view_ids)
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    moved = scene.state.masks
    assert moved != start
    feed(scene, [key(pygame.K_u)])
    assert scene.state.masks == start and scene.state.used == 0
    assert scene.view_ids == ids and scene.verdict is None
    feed(scene, [key(pygame.K_r)])
    assert scene.state.masks == moved
    feed(scene, [key(pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert scene.state.masks == start


def test_wrong_final_layout_is_judged_false_and_offers_undo(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert ms.status(scene.state) is Status.LOST
    assert scene.verdict is not None and not scene.verdict.solved
    assert scene.widgets.get("undo").enabled
    run_for(scene, 0.3)
    assert scene.shake > 0 and "bad" in ctx.sound.played
    render(scene)
    # every move is used: nothing more can be lifted
    feed(scene, drag(spot(scene, scene.occupied()[0]), (640, 560)))
    assert scene.state.used == 1
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert not progress.solved and progress.attempts == 1


def test_restart_is_undoable(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    moved = scene.state.masks
    scene.widgets.press("restart")
    assert scene.state == scene.history.initial
    feed(scene, [key(pygame.K_u)])
    assert scene.state.masks == moved


# --- add and remove puzzles: the tray ------------------------------------------------------------------------

def test_add_level_by_dragging_from_the_tray(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-002")
    assert scene.task.mode == "add" and len(scene.view_tray) == scene.task.moves
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, (TRAY, 0)), spot(scene, move.dst)))
    assert scene.solved and scene.view_tray == []


def test_remove_level_by_dragging_to_the_tray(tmp_path):
    ctx = make_context(tmp_path)
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.mode == "remove" and lvl.spec.moves == 1)
    scene = play_level(ctx, level)
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, (TRAY, 0))))
    assert scene.solved and len(scene.view_tray) == 1


# --- help -----------------------------------------------------------------------------------------------------

def test_hint_shows_the_match_then_its_place_and_spoils_the_clean_solve(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    feed(scene, [key(pygame.K_h)])
    first = scene.hint_locs()
    assert len(first) == 1
    answers = ms.solve(scene.task.puzzle, 1, "move")
    assert any(first[0] == s.moves[0].src for s in answers.solutions)
    feed(scene, [key(pygame.K_h)])
    src, dst = scene.hint_locs()
    assert src == first[0]
    render(scene)
    feed(scene, drag(spot(scene, src), spot(scene, dst)))
    assert scene.solved
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and not progress.clean


def test_show_answers_walks_every_solution_then_returns_to_the_table(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    before = scene.state
    feed(scene, [key(pygame.K_a)])
    walk = scene.answers
    assert walk is not None and len(walk.solutions) == 2
    seen = set()
    for _ in walk.solutions:
        run_for(scene, 2.0)
        shown = {slot for slot in scene.view_ids}
        solution = walk.solutions[walk.index]
        target = scene.task.puzzle.layout.with_masks(solution.layouts[0])
        assert shown == {(c, n) for c, n in scene.board.slots
                         if target.masks[c] >> ms.SLOTS[target.kinds[c]].find(n) & 1}
        seen.add(solution.text)
        feed(scene, [key(pygame.K_RIGHT)])
    assert seen == set(ms.solve(scene.task.puzzle, 1, "move").texts)
    render(scene)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.answers is None and scene.state == before and scene.used_help


# --- your own equation ----------------------------------------------------------------------------------------

def custom_result(scene: CustomEquationScene, equation: str):
    scene.field.text = ""
    feed(scene, [text(equation)])
    feed(scene, [key(pygame.K_RETURN)])
    scene.wait()
    return scene.answer


def test_custom_equation_with_answers_can_be_played(tmp_path):
    ctx = make_context(tmp_path)
    scene = CustomEquationScene(ctx)
    answer = custom_result(scene, "6+4=4")
    assert answer.solutions and "answers" in answer.message
    transition = scene.widgets.press("play")
    assert isinstance(transition, Push) and isinstance(transition.scene, MatchstickScene)
    assert transition.scene.task.puzzle.text == "6+4=4"
    feed(scene, [text("1")])                       # editing the equation retires the old answer
    assert scene.answer is None and not scene.widgets.get("play").visible
    assert scene.widgets.press("play") is None


def test_custom_equation_with_no_answer_says_so_and_suggests_a_count(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    answer = custom_result(scene, "1+1=9")
    assert not answer.solutions and not answer.error
    assert answer.message.startswith("No answer with 1 match")
    assert answer.nearest == 2 and "2 matches" in answer.message
    scene.widgets.press("use-nearest")
    scene.wait()
    assert scene.moves == 2 and scene.answer.solutions
    render(scene)


def test_malformed_custom_equation_shows_the_error_and_keeps_running(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    answer = custom_result(scene, "7+=3")
    assert answer.error and "an operator needs a number on each side" in answer.message
    assert not scene.widgets.get("play").visible
    render(scene)
    for nonsense in ("", "abc", "=====", "9" * 28, "1/0=5"):
        custom_result(scene, nonsense)
        render(scene)
    assert custom_result(scene, "5+4=9").puzzle is not None


def test_custom_options_change_the_question(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    custom_result(scene, "66-30-66=92")
    scene.widgets.press("preset-strict")
    scene.wait()
    assert scene.preset == "strict" and scene.answer.solutions == ()


# --- modes, entry and persistence -----------------------------------------------------------------------------

def test_open_scene_goes_straight_to_a_named_level_else_the_menu(tmp_path):
    ctx = make_context(tmp_path, level_id="ms-003")
    scene = open_scene(ctx)
    assert isinstance(scene, MatchstickScene) and scene.setup.level_id == "ms-003"
    ctx = make_context(tmp_path, level_id="no-such-level")
    menu = open_scene(ctx)
    assert isinstance(menu, MatchstickMenu) and any("no-such-level" in n for n in ctx.notices)
    for wid in ("campaign", "custom", "endless-easy", "rules"):
        assert isinstance(menu.widgets.press(wid), Push)
    render(menu)


def test_endless_is_reproducible_from_its_seed(tmp_path):
    a, b = endless_setup("medium", 42), endless_setup("medium", 42)
    assert a.task == b.task and "seed 42" in a.subtitle
    assert endless_setup("medium", 42, 2).task != a.task or endless_setup("medium", 42, 3).task != a.task
    ctx = make_context(tmp_path, seed=42)
    menu = MatchstickMenu(ctx)
    scene = menu.widgets.press("endless-medium").scene
    assert scene.task == a.task
    nxt = scene.widgets.press("next")
    assert isinstance(nxt, Replace) and nxt.scene.setup.title.endswith("#2")


def test_campaign_progress_survives_a_new_context(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    select = campaign_scene(ctx)
    assert not select.progress_of(select.levels[0]).solved
    move = first_solution_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.solved
    nxt = feed(scene, [key(pygame.K_RETURN)])
    assert isinstance(nxt, Replace) and nxt.scene.setup.level_id == "ms-002"
    ctx.store.close()
    again = make_context(tmp_path)
    select = campaign_scene(again)
    assert isinstance(select, LevelSelectScene)
    # the campaign opens by band (issue 11): the count of solved levels in the band is what opens the next one
    assert select.progress_of(select.levels[0]).solved and select.solved_in(select.levels[0].band) == 1


def test_unfinished_level_is_saved_and_resumed(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-021")
    assert scene.task.moves >= 1
    move = wrong_move(scene) if scene.task.moves == 1 else ms.legal_moves(scene.state)[0]
    scene.history.push(ms.apply(scene.state, move), ms.format_move(move))
    scene.save()
    ctx.store.close()
    ctx2 = make_context(tmp_path)
    resumed = play_level(ctx2, ctx2.levels.level("matchstick", "ms-021"))
    assert resumed.state == scene.state
    other = play_level(ctx2, ctx2.levels.level("matchstick", "ms-022"))
    assert other.state.used == 0


def test_rules_card_lists_the_active_preset(tmp_path):
    ctx = make_context(tmp_path)
    card = RulesCard(ctx, ms.PRESETS["strict"])
    render(card)
    feed(card, [key(pygame.K_RIGHT)])
    assert card.rules.name != "strict"
    render(card)


@pytest.mark.parametrize("level_index", [0, 40, 80, -1])
def test_levels_across_the_campaign_render_with_targets(tmp_path, level_index):
    ctx = make_context(tmp_path)
    level = ctx.levels.levels("matchstick")[level_index]
    scene = play_level(ctx, level)
    src = scene.sources()[0]
    feed(scene, [motion(spot(scene, src)), mouse_down(spot(scene, src))])
    feed(scene, [motion((spot(scene, src)[0] + 40, spot(scene, src)[1] - 40), buttons=(1, 0, 0))])
    assert scene.grab is not None and scene.grab.dragging
    assert len(scene.targets(src)) > 1
    render(scene)
    feed(scene, [mouse_up((5, 5))])
    assert scene.state.used == 0


def test_keyboard_plays_an_add_level_from_the_tray(tmp_path):
    _, scene = level_scene(tmp_path, "ms-002")
    move = first_solution_move(scene)
    feed(scene, [key(pygame.K_RETURN)])          # the cursor appears on the tray
    assert scene.cursor is not None and scene.cursor[0] == TRAY
    feed(scene, [key(pygame.K_RETURN)])          # lift a spare match
    assert scene.grab is not None
    for _ in range(60):
        if scene.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.solved and scene.view_tray == []


def test_back_saves_an_unfinished_level_and_restarting_forgets_it(tmp_path):
    ctx, scene = level_scene(tmp_path, "ms-001")
    move = wrong_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.widgets.press("back") is not None
    assert ctx.store.load_game("matchstick")["level"] == "ms-001"
    assert "level 1 waits" in MatchstickMenu(ctx).widgets.get("campaign").detail
    resumed = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    assert resumed.state == scene.state
    resumed.restart()
    resumed.save()
    assert ctx.store.load_game("matchstick") is None


def test_dragged_match_follows_the_cursor_smoothly(tmp_path):
    _, scene = level_scene(tmp_path, "ms-001")
    src = scene.sources()[0]
    start = spot(scene, src)
    feed(scene, [motion(start), mouse_down(start)])
    goal = (start[0] + 200, start[1] + 120)
    feed(scene, [motion(goal, buttons=(1, 0, 0))])
    gaps = []
    for _ in range(20):
        gaps.append(abs(scene.grab.pose.x - goal[0]) + abs(scene.grab.pose.y - goal[1]))
        feed(scene, [])
    assert gaps[0] > 20                                   # it does not teleport...
    assert all(b < a for a, b in zip(gaps, gaps[1:]))     # ...it closes in every frame...
    assert gaps[-1] < 4                                   # ...and arrives within a third of a second


def test_a_match_caught_in_flight_is_not_drawn_twice(tmp_path):
    ctx = make_context(tmp_path)
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.mode == "move" and lvl.spec.moves == 2)
    scene = play_level(ctx, level)
    move = ms.legal_moves(scene.state)[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    match_id = scene.view_ids[move.dst]
    assert any(f.match_id == match_id for f in scene.flights)
    feed(scene, [motion(spot(scene, move.dst)), mouse_down(spot(scene, move.dst))])
    assert scene.grab is not None and scene.grab.match_id == match_id
    assert not any(f.match_id == match_id for f in scene.flights)


def test_long_equations_are_scaled_to_fit_the_table():
    from sprites.matchstick import Board

    area = pygame.Rect(90, 140, 1100, 330)
    short = Board(ms.parse_puzzle("1+1=2").layout.kinds, area)
    long = Board(ms.parse_puzzle("12+34+56+78+90=1234-5678+99").layout.kinds, area)
    assert long.unit < short.unit
    for board in (short, long):
        assert area.contains(board.rect)
        for slot in board.slots:
            for x, y in board.slot_pose(slot).ends():
                assert area.left - 0.5 <= x <= area.right + 0.5 and area.top - 0.5 <= y <= area.bottom + 0.5


def test_custom_solving_runs_beside_the_frames(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    scene.widgets.press("moves-3")
    ms.clear_cache()  # a long solve, not one remembered: a quick one can finish within the frame that asks
    feed(scene, [text("9+9+9+9+9+9+9+9+9+9+9+9+9=99"), key(pygame.K_RETURN)])
    assert scene.busy                       # the frame returned before the solver finished
    render(scene)                           # and the screen says "Solving…" meanwhile
    scene.wait()
    assert not scene.busy and scene.answer.moves == 3 and scene.answer.solutions


def test_at_a_crossing_a_match_lands_the_way_it_lies(tmp_path):
    ctx = make_context(tmp_path)
    for held, lands in (((0, "b"), (1, "v")), ((0, "g"), (1, "h"))):   # a standing match, then a lying one
        scene = MatchstickScene(ctx, Setup(ms.Task(ms.parse_puzzle("8/1=8"), 1, "move"), "crossing"))
        op = scene.board.cells[1]
        crossing = (op.left + round(scene.board.unit / 2), op.top + round(0.85 * scene.board.unit))  # h meets v
        feed(scene, drag(spot(scene, held), crossing))
        assert scene.state.used == 1 and lands in scene.view_ids
