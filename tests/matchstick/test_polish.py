"""Matchsticks as a player finds it: what the table shows while the answers are walked, how the custom-equation
screen words and lays out its answers, and how the relaxed rules' empty minus places are spaced."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from scenes.matchstick.lobby import play_level as open_level
from scenes.matchstick.model import TRAY, Setup
from sprites.matchstick import GAP
from scenes.matchstick.custom import MAX_DIGITS, TEXT_LEFT, CustomEquationScene
from scenes.base import Pop, Push
from scenes.matchstick.play import MatchstickScene
from tests.helpers import drag, feed, key, make_context, mouse_down, render, run_for, text



def play_level(ctx, level):
    scene = open_level(ctx, level)
    scene.help_warned = True   # asked once per run before costly help: tested in test_playtest
    return scene

def spot(scene, loc) -> tuple[int, int]:
    return scene.tray_rect.center if loc[0] == TRAY else scene.board.grip(loc)


def unreadable_move(scene) -> ms.Move:
    """A legal move after which some cell reads as nothing."""
    for move in ms.legal_moves(scene.state):
        after = ms.apply(scene.state, move)
        if any(ms.read(k, m) is None for k, m in zip(scene.task.puzzle.layout.kinds, after.masks)):
            return move
    raise AssertionError("no move breaks a glyph")


# --- the answer walk shows answers, not the player's mistakes ---------------------------------------------------

def test_answer_walk_hides_the_marks_of_the_players_wrong_layout(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = unreadable_move(scene)
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 0.5)
    assert scene.verdict is not None and not scene.verdict.solved
    assert scene.unreadable_cells()            # the wrong layout's broken glyphs are pointed at
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 2.0)
    assert scene.answers is not None
    assert scene.unreadable_cells() == []      # ...but not over an answer being shown
    render(scene)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.answers is None and scene.unreadable_cells()


def test_a_half_given_hint_does_not_stay_over_the_answers(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    feed(scene, [key(pygame.K_h), key(pygame.K_h)])
    assert len(scene.hint_locs()) == 2
    feed(scene, [key(pygame.K_a)])
    assert scene.answers is not None and scene.hint_locs() == []


# --- your own equation ---------------------------------------------------------------------------------------

def ask(scene, equation: str) -> None:
    scene.field.text = ""
    feed(scene, [text(equation), key(pygame.K_RETURN)])
    scene.wait()


def test_the_no_answer_message_stays_clear_of_the_try_button(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    ask(scene, "1+1=9")
    button = scene.widgets.get("use-nearest")
    assert button.visible and "Nearest that works" in scene.answer.message
    widest = max(image.get_width() for image in scene.message_images())
    assert TEXT_LEFT + widest < button.rect.left
    render(scene)


def test_a_number_too_long_to_search_is_refused_at_once_with_a_reason(tmp_path):
    scene = CustomEquationScene(make_context(tmp_path))
    ask(scene, "12345678901234567890=1")   # 1 match: the nearest-count search alone once took minutes
    assert scene.answer.puzzle is None and not scene.answer.solutions
    assert f"at most {MAX_DIGITS} digits" in scene.answer.message and "20" in scene.answer.message
    assert not scene.widgets.get("play").visible
    ask(scene, "12345678=1")                 # the longest allowed number is still solved
    assert not scene.answer.error and scene.answer.puzzle is not None
    render(scene)


# --- relaxed rules: the places where a minus may appear ---------------------------------------------------------

def test_a_minus_place_sits_close_to_its_number_and_is_faintly_marked_when_empty(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-121"))   # -40/5=3=203: three minus places
    board, kinds = scene.board, scene.task.puzzle.layout.kinds
    signs = [i for i, kind in enumerate(kinds) if kind == ms.SIGN]
    assert len(signs) == 3
    for i in signs:   # the hole a minus place leaves is narrower than the usual gap between glyphs
        assert board.cells[i + 1].left - board.cells[i].right < GAP * board.unit / 2
    assert board.rect.width <= scene.board.area.width  # the longest level still fits
    empty = scene.minus_places()
    assert sorted(cell for cell, _ in empty) == signs[1:]   # the first side already starts with a minus
    render(scene)
    classic = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    assert classic.minus_places() == []


# --- the keyboard frame ----------------------------------------------------------------------------------------

def test_the_keyboard_frame_leaves_the_table_once_every_move_is_used(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-001"))
    move = ms.solve(scene.task.puzzle, 1, "move").solutions[0].moves[0]
    feed(scene, [key(pygame.K_TAB)])
    for _ in range(len(scene.board.slots)):
        if scene.cursor == move.src:
            break
        feed(scene, [key(pygame.K_TAB)])
    assert scene.focused() == move.src
    feed(scene, [key(pygame.K_RETURN)])
    for _ in range(len(scene.board.slots)):
        if scene.cursor == move.dst:
            break
        feed(scene, [key(pygame.K_TAB)])
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.solved and scene.focused() is None
    feed(scene, [key(pygame.K_u)])               # undone: the frame may come back on a movable match
    feed(scene, [key(pygame.K_TAB)])
    assert scene.focused() in scene.sources()


# --- hint badges ---------------------------------------------------------------------------------------------

def test_hint_numbers_stay_on_the_table_or_in_the_tray_below_its_caption(tmp_path):
    """They used to sit above the hinted place: over the header for a top slot, over the tray's caption."""
    ctx = make_context(tmp_path)
    for level in ctx.levels.levels("matchstick"):
        scene = play_level(ctx, level)
        feed(scene, [key(pygame.K_h), key(pygame.K_h)])
        badges = scene.hint_badges()
        assert [label for _, label, _ in badges] == ["1", "2"], level.id
        table = scene.board.rect.inflate(70, 40).inflate(12, 0)   # the table (a badge may overhang its side a little)
        tray = scene.tray_rect
        tray_body = pygame.Rect(tray.left, tray.top + 26, tray.width, tray.height - 26)   # below its caption
        for _, _, (x, y) in badges:
            badge = pygame.Rect(0, 0, 26, 26)
            badge.center = (x, y)
            assert table.contains(badge) or (scene.task.mode != "move" and tray_body.contains(badge)), level.id


# --- after solving your own equation ----------------------------------------------------------------------------

def test_a_solved_custom_equation_offers_another_one(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "6+4=4")
    scene = custom.play().scene
    move = ms.solve(scene.task.puzzle, 1, "move").solutions[0].moves[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    run_for(scene, 1.0)
    assert scene.solved
    button = scene.widgets.get("next")
    assert button.visible and button.label.startswith("Another equation")
    feed(scene, [mouse_down(spot(scene, scene.occupied()[0]))])   # a solved table: a click says what is next
    assert "another equation" in scene.message
    assert isinstance(feed(scene, [key(pygame.K_RETURN)]), Pop)   # back to the equation screen


def test_enter_again_in_the_equation_field_plays_the_answered_equation(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "6+4=4")
    assert custom.answer.solutions and custom.widgets.focus.id == "equation"
    played = feed(custom, [key(pygame.K_RETURN)])
    assert isinstance(played, Push) and isinstance(played.scene, MatchstickScene)
    assert played.scene.task.puzzle.text == "6+4=4"
    feed(custom, [text("4")])                        # an edited equation is solved first, not played
    assert feed(custom, [key(pygame.K_RETURN)]) is None
    custom.wait()
    assert custom.answer.text == "6+4=44"
    ask(custom, "1+1=9")                             # no answer with 1 match: Enter does not play
    assert feed(custom, [key(pygame.K_RETURN)]) is None


def test_an_equation_that_is_already_true_is_told_so(tmp_path):
    custom = CustomEquationScene(make_context(tmp_path))
    ask(custom, "5+4=9")                       # true already, and no other true equation one match away
    assert not custom.answer.solutions
    assert custom.answer.message.startswith("It is already true")
    ask(custom, "1+1=9")                       # false: the plain no-answer message
    assert custom.answer.message.startswith("No answer with 1 match")


def test_the_move_counter_agrees_with_the_answer_being_shown(tmp_path):
    ctx = make_context(tmp_path)
    scene = play_level(ctx, ctx.levels.level("matchstick", "ms-062"))   # remove 2: the tray fills as it plays
    assert scene.moves_shown() == (0, 2)
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert len(scene.view_tray) == 2 and scene.moves_shown() == (2, 2)
    feed(scene, [key(pygame.K_ESCAPE)])
    assert scene.moves_shown() == (0, 2)


# --- help used stays used -------------------------------------------------------------------------------------

def solve_by_drag(scene) -> None:
    move = ms.solve(scene.task.puzzle, scene.task.moves, scene.task.mode).solutions[0].moves[0]
    feed(scene, drag(spot(scene, move.src), spot(scene, move.dst)))
    assert scene.solved


def test_leaving_after_a_hint_and_coming_back_does_not_make_a_clean_solve(tmp_path):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("matchstick", "ms-001")
    scene = play_level(ctx, level)
    feed(scene, [key(pygame.K_h), key(pygame.K_h)])      # the answer's move is shown...
    scene.leave()                                         # ...the player leaves before touching a match
    again = play_level(make_context(tmp_path), level)    # and comes back, even after a restart of the game
    assert again.used_help
    solve_by_drag(again)
    progress = ctx.store.progress("matchstick")["ms-001"]
    assert progress.solved and not progress.clean


def test_leaving_a_level_untouched_and_unhelped_still_forgets_it(tmp_path):
    ctx = make_context(tmp_path)
    level = ctx.levels.level("matchstick", "ms-001")
    play_level(ctx, level).leave()
    assert ctx.store.load_game("matchstick") is None
    again = play_level(ctx, level)
    assert not again.used_help
    solve_by_drag(again)
    assert ctx.store.progress("matchstick")["ms-001"].clean


def test_an_answer_that_writes_a_minus_covers_its_place_outline(tmp_path):
    ctx = make_context(tmp_path)
    puzzle = ms.parse_puzzle("3+5=2", ms.PRESETS["relaxed"])        # its one answer is 3-5=-2
    scene = MatchstickScene(ctx, Setup(ms.Task(puzzle, 1, "move"), "a minus answer"))
    signs = [slot for slot in scene.board.slots if puzzle.layout.kinds[slot[0]] == ms.SIGN]
    assert scene.minus_places() == signs
    feed(scene, [key(pygame.K_a)])
    run_for(scene, 3.0)
    assert scene.answers.solutions[0].text == "3-5=-2"
    assert scene.minus_places() == signs[:1]                         # the second side's minus now lies there
