"""The "no solution" claim: a move the logic judges, offered on every hand of a list that holds hands without
a solution (so it gives none away); right it solves the hand, wrong it shows a solution and is no solve."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from scenes.twentyfour.lobby import open_scene
from scenes.twentyfour.play import TwentyFourScene
from tests.helpers import feed, key
from tests.twentyfour.play_helpers import ending, hand, start, typed


def test_level_with_no_solution_has_the_button_and_records_progress(ctx):
    level = ctx.levels.level("twentyfour", "24-no-way")
    ctx.level_id = level.id
    scene = open_scene(ctx)
    assert isinstance(scene, TwentyFourScene) and scene.widgets.get("none").visible
    feed(scene, [key(pygame.K_o), key(pygame.K_o)])   # the call, then its confirmation
    assert ending(scene) is Ending.SOLVED and scene.hand.state.claim is True
    assert scene.hand.session.move_texts == ["N"]
    progress = ctx.store.progress("twentyfour")[level.id]
    assert progress.solved and progress.clean


def test_the_no_solution_button_does_not_give_a_famous_hand_away(ctx):
    shown = {lv.id: hand(ctx, lv.id).widgets.get("none").visible for lv in ctx.levels.levels("twentyfour")}
    assert not ctx.levels.level("twentyfour", "24-no-way").spec.solvable
    assert ctx.levels.level("twentyfour", "24-first-steps").spec.solvable
    assert all(shown.values())  # solvable or not, every hand offers it
    scene = hand(ctx, "24-first-steps")
    feed(scene, [key(pygame.K_o), key(pygame.K_o)])  # a wrong call, confirmed, shows a solution: no solve
    assert ending(scene) is Ending.LOST and scene.hand.state.claim is False
    assert not ctx.store.progress("twentyfour")["24-first-steps"].solved


def test_a_no_solution_call_asks_first_and_anything_else_takes_it_back(ctx):
    scene = hand(ctx, "24-first-steps")                 # it has a solution: a confirmed call loses the hand
    feed(scene, [key(pygame.K_o)])
    assert not scene.hand.finished and scene.hand.session.move_texts == []    # asked, nothing played yet
    assert "O again" in scene.widgets.get("message").text
    assert scene.widgets.get("none").label == "Sure? No solution"
    feed(scene, typed("a"))                              # the player goes back to the cards: the call is off
    assert scene.widgets.get("none").label == "No solution"
    feed(scene, [key(pygame.K_o)])
    assert not scene.hand.finished
    scene.widgets.press("none")                          # the button confirms just as O does
    assert ending(scene) is Ending.LOST and scene.hand.session.move_texts == ["N"]


def test_in_a_mode_without_the_call_o_says_why_it_does_nothing(ctx):
    scene = start(ctx, "beat_the_clock")
    assert not scene.widgets.get("none").visible
    feed(scene, [key(pygame.K_o, unicode="o"), *typed("o")[1:]])
    assert not scene.hand.finished
    assert "Every hand in this mode has a solution" in scene.widgets.get("message").text
