"""Playtest findings for 24 (issue 11): typing goes where the player means it, results and pause, the clock."""
from __future__ import annotations

import pygame
import pytest

from scenes.base import Push
from scenes.twentyfour.lobby import TwentyFourLobby, level_scene
from scenes.twentyfour.play import TwentyFourScene
from tests.helpers import DT, click, feed, key, make_context, render, run_for, text


@pytest.fixture
def ctx(tmp_path):
    return make_context(tmp_path, seed=5)


def hand(ctx, level_id: str) -> TwentyFourScene:
    return level_scene(ctx, ctx.levels.level("twentyfour", level_id))


def typed(chars: str) -> list[pygame.event.Event]:
    """What a keyboard sends for each character: its key press, then its text."""
    events = []
    for ch in chars:
        code = pygame.key.key_code(ch) if ch.isalnum() else 0
        events += [key(code, unicode=ch), text(ch)]
    return events


# --- item 1: typing an expression before pressing T -----------------------------------------------------------

def test_typing_an_expression_on_a_fresh_hand_goes_to_the_answer_box(ctx):
    scene = hand(ctx, "24-first-steps")
    numbers = [c.value for c in scene.round.state.cards]
    expression = "3*4+4+11"
    feed(scene, typed(expression))
    assert [c.value for c in scene.round.state.cards] == numbers      # no card was picked or merged
    assert scene.round.selected is None and scene.round.op is None
    assert scene.widgets.focus is scene.widgets.get("answer")
    assert scene.widgets.get("answer").text == expression
    answer = scene.round.solutions[0].text
    scene.widgets.get("answer").text = ""
    feed(scene, typed(answer) + [key(pygame.K_RETURN)])
    assert scene.round.outcome == "solved"


def test_letter_keys_pick_cards_and_a_stray_key_is_answered_not_ignored(ctx):
    scene = hand(ctx, "24-first-steps")
    first, second = scene.round.state.cards[0].value, scene.round.state.cards[1].value
    feed(scene, typed("a+b"))
    assert len(scene.round.state.cards) == 3 and scene.round.state.cards[0].value == first + second
    feed(scene, typed("q"))
    assert "'q'" in scene.round.message and len(scene.round.state.cards) == 3
    feed(scene, typed("z"))          # no fifth card here: Z is not a card key either
    assert "'z'" in scene.round.message


# --- item 2: a name box that appears by itself does not take keys meant for the screen before it -------------

def start(ctx, mode: str) -> TwentyFourScene:
    opened = TwentyFourLobby(ctx).widgets.press(f"mode-{mode}")
    assert isinstance(opened, Push)
    return opened.scene


def test_a_key_pressed_as_the_results_appear_does_not_land_in_the_name_box(ctx):
    scene = start(ctx, "challenge")
    for _ in range(scene.session.rules.hands):
        feed(scene, typed(scene.round.solutions[0].text) + [key(pygame.K_RETURN)], dt=2.0)
        assert scene.round.outcome == "solved"
        if not scene.run.over:
            feed(scene, [key(pygame.K_RETURN)])
    name = scene.widgets.get("name")
    before = name.text
    # Enter shows the results; the S the player pressed for "skip" right after is already on its way
    feed(scene, [key(pygame.K_RETURN)] + typed("s"))
    assert name.visible and scene.widgets.focus is name
    assert name.text == before
    run_for(scene, 1.0)
    feed(scene, typed("Ada"))
    assert name.text == before + "Ada"      # once the screen has settled, the box takes the player's name
