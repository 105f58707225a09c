"""Playtest findings for 24 (issue 11): typing goes where the player means it, results and pause, the clock."""
from __future__ import annotations

import random

import pygame
import pytest

from scenes.base import Push
from scenes.twentyfour.lobby import TwentyFourLobby, level_scene
from scenes.twentyfour.play import TwentyFourScene
from tests.datasets import human_24_rows
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


# --- item 8: pause hides the result panel's buttons; cards keep their places; Beat the clock starts easy --------

def test_pause_over_a_solved_hand_shows_none_of_the_result_panels_buttons(ctx):
    from game.shell.app import App
    from sprites import theme
    scene = hand(ctx, "24-first-steps")
    feed(scene, typed(scene.round.solutions[0].text) + [key(pygame.K_RETURN)])
    assert scene.round.outcome == "solved" and scene.widgets.get("next").visible
    rect = scene.widgets.get("next").rect
    def accent_pixels() -> int:
        surface = render(scene)
        return sum(surface.get_at((x, y))[:3] == theme.ACCENT for x in range(rect.left + 4, rect.right - 4, 4)
                   for y in range(rect.top + 4, rect.bottom - 4, 4))
    assert accent_pixels() > 0                   # the primary "Next hand" button shows with its panel
    app = App(ctx, lambda c: [scene])
    app.step([key(pygame.K_ESCAPE)], DT)
    assert scene.covered
    assert accent_pixels() == 0                  # paused: the panel is hidden, and so are its buttons


def test_after_a_merge_the_other_cards_stay_put_and_the_next_click_lands(ctx):
    scene = hand(ctx, "24-first-steps")
    before = [rect.copy() for rect in scene.card_rects()]
    values = [c.value for c in scene.round.state.cards]
    # merge the second and the fourth card with the mouse
    feed(scene, click(before[1].center))
    feed(scene, click(scene.widgets.get("op+").rect.center))
    feed(scene, click(before[3].center))
    cards = scene.round.state.cards
    assert len(cards) == 3 and scene.round.selected == 1           # the new card, picked up for the player
    after = scene.card_rects()
    assert after[0] == before[0] and after[2] == before[2]         # the others did not move
    assert after[1] in (before[1], before[3])                      # the result sits where a merged card was
    assert cards[1].value == values[1] + values[3]
    # the player clicks where the third card has always been: it is the one picked
    feed(scene, click(scene.widgets.get("op*").rect.center))
    feed(scene, click(before[2].center))
    assert [c.value for c in scene.round.state.cards] == [values[0], (values[1] + values[3]) * values[2]]


def human_seconds(hand) -> float:
    """The oracle: the shipped 4nums table's solve time for a hand (tests/data, read by tests/datasets.py)."""
    return float(human_24_rows()[tuple(sorted(hand))][1])


def test_beat_the_clock_deals_easy_hands_first_and_harder_ones_later(ctx):
    scene = start(ctx, "beat_the_clock")
    scene.help_warned = True
    dealt = []
    for _ in range(12):
        dealt.append(scene.round.numbers)
        feed(scene, typed(scene.round.solutions[0].text) + [key(pygame.K_RETURN)])
        assert scene.round.outcome == "solved"
        feed(scene, [key(pygame.K_RETURN)])
    assert not scene.run.over and len(set(dealt)) > 1
    seconds = [human_seconds(h) for h in dealt]
    first, middle, late = seconds[:3], seconds[3:6], seconds[6:]
    assert max(first) < min(middle) and max(middle) < min(late)      # each step of the run is harder
    assert max(first) < sorted(human_24_rows().values())[len(human_24_rows()) // 2][1]  # and it starts easy


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_a_rising_deal_is_pure_seeded_and_rises(seed):
    from game.logic import twentyfour as tf
    from game.twentyfour_data import human_table
    table = human_table()
    def run(rng):
        return [tf.deal_rising(rng, table, k) for k in range(14)]
    hands = run(random.Random(seed))
    assert hands == run(random.Random(seed))                          # the same seed, the same run
    seconds = [human_seconds(h) for h in hands]
    assert max(seconds[:3]) < min(seconds[3:6]) and max(seconds[3:6]) < min(seconds[6:])
