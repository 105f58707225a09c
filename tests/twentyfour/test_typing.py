"""Typing the whole expression: T or a digit opens the answer box, a right answer solves the hand (shown the way
cards and solutions are written), a wrong one names the rule it breaks."""
from __future__ import annotations

import pygame

from game.logic import twentyfour as tf
from game.logic.outcome import Ending
from tests.helpers import click, feed, key, text
from tests.twentyfour.play_helpers import answer, deal, drawn_text, ending, hand, start, typed


def test_typing_the_whole_expression(ctx):
    scene = start(ctx, "beat_the_clock")
    solution = scene.hand.solutions[0].text
    feed(scene, [key(pygame.K_t), text("t")])      # T opens the answer box; its own letter is not typed
    assert scene.widgets.focus is scene.widgets.get("answer") and scene.widgets.get("answer").text == ""
    wrong = "+".join(str(x) for x in scene.hand.numbers)
    feed(scene, [text(wrong), key(pygame.K_RETURN)])
    if tf.evaluate(tf.parse_answer(wrong)) != 24:
        assert not scene.hand.finished and "Makes" in scene.hand.message
        scene.widgets.get("answer").text = ""
    feed(scene, [text(solution), key(pygame.K_RETURN)])
    assert ending(scene) is Ending.SOLVED and scene.hand.answer == solution


def test_bad_typed_answer_names_the_rule(ctx):
    scene = start(ctx, "relaxed")
    deal(scene, (1, 2, 3, 4))
    answer(scene, "(1+2+3)*4*4")
    assert not scene.hand.finished and scene.hand.message == "Uses 4 twice; makes 96, not 24."
    assert "96" in scene.widgets.get("message").text


def test_typing_an_expression_on_a_fresh_hand_goes_to_the_answer_box(ctx):
    scene = hand(ctx, "24-first-steps")
    numbers = [c.value for c in scene.hand.state.cards]
    expression = "3*4+4+11"
    feed(scene, typed(expression))
    assert [c.value for c in scene.hand.state.cards] == numbers      # no card was picked or merged
    assert scene.hand.selected is None and scene.hand.op is None
    assert scene.widgets.focus is scene.widgets.get("answer")
    assert scene.widgets.get("answer").text == expression
    solution = scene.hand.solutions[0].text
    scene.widgets.get("answer").text = ""
    feed(scene, typed(solution) + [key(pygame.K_RETURN)])
    assert ending(scene) is Ending.SOLVED


def test_a_typed_answer_is_shown_the_way_cards_and_solutions_are_written(ctx, monkeypatch):
    scene = hand(ctx, "24-eights")  # 3 3 8 8
    answer(scene, "8 / ((3) - 8 ÷ 3)")
    assert ending(scene) is Ending.SOLVED and scene.hand.answer == "8/(3-8/3)"
    assert "8/(3-8/3) = 24" in drawn_text(scene, monkeypatch)
    scene = hand(ctx, "24-first-steps")
    answer(scene, "((1+2)+3)*4")
    assert scene.hand.answer == "(1+2+3)×4" and scene.hand.others == 2


def test_the_answer_is_read_once_when_typed_not_every_frame(ctx, monkeypatch):
    """A finished hand's answer and its count of other solutions are worked out when it ends; drawing frames
    reads them and parses nothing."""
    scene = hand(ctx, "24-first-steps")
    answer(scene, "4*(1+2+3)")
    assert scene.hand.answer == "4×(1+2+3)" and scene.hand.others == 2
    calls: list[str] = []
    real = tf.parse_answer
    monkeypatch.setattr(tf, "parse_answer", lambda text: (calls.append(text), real(text))[1])
    for _ in range(60):
        feed(scene, [])
        drawn_text(scene, monkeypatch)
    assert calls == []


def test_going_on_with_the_cards_clears_what_was_typed(ctx):
    scene = hand(ctx, "24-first-steps")
    feed(scene, typed("3*4+"))                          # the player starts typing an expression...
    box = scene.widgets.get("answer")
    assert box.text == "3*4+" and scene.widgets.focus is box
    feed(scene, click(scene.card_rects()[0].center))    # ...then switches to the cards
    assert box.text == "" and scene.widgets.focus is not box
    assert scene.hand.selected == 0
    feed(scene, typed("+b"))                            # the letters now pick cards, not text
    assert [c.value for c in scene.hand.state.cards] == [3, 3, 4] and box.text == ""
