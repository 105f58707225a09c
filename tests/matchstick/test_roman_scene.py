"""Roman levels played like a player would (drag, click-click), the rules card and the custom screen in Roman."""
from __future__ import annotations

import pygame

from game.logic import matchstick as ms
from game.logic.common import Status
from scenes.base import Push
from scenes.matchstick.custom import CustomEquationScene
from scenes.matchstick.lobby import play_level
from scenes.matchstick.play import MatchstickScene
from scenes.matchstick.rules_card import RulesCardScene
from tests.helpers import click, drag, feed, key, make_context, motion, mouse_down, render, text
from tests.matchstick import roman_oracle as oracle


def roman_level(tmp_path, puzzle: str) -> MatchstickScene:
    ctx = make_context(tmp_path)
    level = next(lvl for lvl in ctx.levels.levels("matchstick") if lvl.spec.puzzle.text == puzzle)
    return play_level(ctx, level)


def only_move(scene: MatchstickScene) -> ms.Move:
    solutions = ms.solve(scene.table.task.puzzle, scene.table.task.moves, scene.table.task.mode).solutions
    assert len(solutions) == 1
    return solutions[0].moves[0]


def test_breaking_the_x_by_dragging_one_match_solves_the_chunk_level(tmp_path):
    scene = roman_level(tmp_path, "XI=III+III")
    move = only_move(scene)
    assert scene.table.task.puzzle.layout.kinds[move.src[0]] == ms.ROMAN and move.src[0] == move.dst[0]  # inside the X
    start = scene.table.board.grip(move.src)
    feed(scene, [motion(start), mouse_down(start)])
    # held up, the X's empty places show where the stick would lie in the V it can make: aim there
    end = scene.table.board.grip(move.dst)
    feed(scene, drag(start, end, steps=8)[2:])
    assert scene.table.state.used == 1 and ms.status(scene.table.state) is Status.SOLVED
    assert scene.table.state.text == "VI=III+III" == oracle.brute_solve("XI=III+III", 1)[0]
    render(scene)


def test_a_match_carried_between_numbers_by_clicks_solves_the_value_level(tmp_path):
    scene = roman_level(tmp_path, "VI=VII+I")
    move = only_move(scene)
    feed(scene, click(scene.table.board.grip(move.src)))
    feed(scene, click(scene.table.board.grip(move.dst)))
    assert scene.table.solved and scene.table.state.text == "VII=VI+I"


def test_rules_card_of_a_roman_level_explains_the_roman_glyphs(tmp_path):
    scene = roman_level(tmp_path, "III=III+III")
    transition = scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    card = transition.scene if isinstance(transition, Push) else None
    assert isinstance(card, RulesCardScene) and card.rules.numerals == "roman" and card.rules.name == "knoblich"
    render(card)
    feed(card, [key(pygame.K_RIGHT)])                 # another preset, still over Roman numerals
    assert card.rules.name == "strict" and card.rules.numerals == "roman" and card.rules.operators == "+-="
    render(card)


def test_custom_screen_takes_roman_input_under_knoblich_rules(tmp_path):
    ctx = make_context(tmp_path)
    scene = CustomEquationScene(ctx)
    feed(scene, [text("III=III+III")])
    feed(scene, [key(pygame.K_RETURN)])
    scene.wait()
    assert scene.preset == "knoblich"
    assert scene.answer.solutions == tuple(oracle.brute_solve("III=III+III", 1)) == ("III=III=III",)
    render(scene)
    transition = scene.widgets.press("play")
    assert isinstance(transition, Push) and isinstance(transition.scene, MatchstickScene)
    assert transition.scene.table.task.puzzle.rules.numerals == "roman"
    scene.widgets.press("preset-classic")             # a preset the player picks is kept
    scene.wait()
    assert scene.preset == "classic" and scene.answer.solutions == tuple(
        oracle.brute_solve("III=III+III", 1, chained=False))
