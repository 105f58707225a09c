"""Building a hand by merging: card, operation, card with the mouse or the letter keys; the card just made is
picked up for the next merge; exact fractions on merged cards; the row closes up and every card keeps its
letter."""
from __future__ import annotations

from fractions import Fraction

import pygame

from game.logic import twentyfour as tf
from game.logic.outcome import Ending
from tests.helpers import click, feed, key, text
from tests.twentyfour.play_helpers import deal, drawn_text, ending, hand, solve_by_clicking, start, typed


def test_clicking_card_operation_card_solves_a_hand_and_earns_the_bonus(ctx):
    scene = start(ctx, "beat_the_clock")
    feed(scene, [], dt=1.0)
    solve_by_clicking(scene)
    r = scene.hand
    assert ending(scene) is Ending.SOLVED and not r.helped
    assert tf.check_answer(r.answer, r.numbers).ok
    assert scene.run.solved == 1 and scene.run.streak == 1
    assert scene.run.time_left + scene.run.elapsed == 120 + 10 and scene.run.elapsed > 1
    assert scene.widgets.get("next").visible
    assert r.others == len(r.solutions) - 1
    feed(scene, [key(pygame.K_RETURN)])
    assert scene.hand is not r and not scene.hand.finished and scene.run.hands_done == 1
    assert len(scene.hand.state.cards) == 4 and scene.widgets.get("op+").visible


def test_merged_cards_show_exact_fractions_and_undo_restores(ctx):
    scene = start(ctx, "relaxed")
    deal(scene, (3, 3, 8, 8))
    feed(scene, [text("c"), text("/"), text("a")])          # 8 / 3 (cards C and A)
    cards = scene.hand.state.cards
    assert [c.value for c in cards] == [Fraction(8, 3), 3, 8] and cards[0].text == "8/3"
    feed(scene, [key(pygame.K_u)])
    assert len(scene.hand.state.cards) == 4
    feed(scene, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(scene.hand.state.cards) == 4  # nothing more to undo


def test_clicking_the_card_just_made_uses_it_rather_than_putting_it_down(ctx):
    scene = hand(ctx, "24-first-steps")  # 1 2 3 4: (1+2+3)×4
    card = lambda i: scene.card_rects()[i].center  # noqa: E731
    feed(scene, click(card(0)))
    scene.widgets.press("op+")
    feed(scene, click(card(1)))
    assert [c.text for c in scene.hand.state.cards] == ["1+2", "3", "4"] and scene.hand.selected == 0
    feed(scene, click(card(0)))  # the player reaches for the new card...
    assert scene.hand.selected == 0
    scene.widgets.press("op+")  # ...and goes on building with it
    assert scene.hand.message == ""
    feed(scene, click(card(1)))
    assert [c.text for c in scene.hand.state.cards] == ["1+2+3", "4"]
    feed(scene, [text("a"), text("*"), text("d")])  # the keyboard does the same: 6 × 4 (cards A and D)
    assert ending(scene) is Ending.SOLVED
    # A card the player picked themselves still goes down when clicked again.
    scene = hand(ctx, "24-first-steps")
    feed(scene, [text("c"), text("c")])
    assert scene.hand.selected is None


def test_after_a_merge_the_row_closes_up_centred_and_each_card_keeps_its_letter(ctx):
    scene = hand(ctx, "24-first-steps")
    before = [rect.copy() for rect in scene.card_rects()]
    values = [c.value for c in scene.hand.state.cards]
    # merge the second and the fourth card with the mouse
    feed(scene, click(before[1].center))
    feed(scene, click(scene.widgets.get("op+").rect.center))
    feed(scene, click(before[3].center))
    cards = scene.hand.state.cards
    assert len(cards) == 3 and scene.hand.selected == 1           # the new card, picked up for the player
    after = scene.card_rects()
    # no empty slot is left: the three cards sit side by side, centred under the target as the four were
    assert after[0].left - 640 == 640 - after[-1].right == before[0].left - 640 + (before[1].left - before[0].left) // 2
    assert [r.top for r in after] == [before[0].top] * 3
    assert cards[1].value == values[1] + values[3]
    feed(scene, [text("c")])                                      # C is still the card it was dealt as
    assert scene.hand.state.cards[scene.hand.selected].value == values[2]
    feed(scene, [text("b")])                                      # and B is the card just made
    assert scene.hand.state.cards[scene.hand.selected].value == values[1] + values[3]
    # the player clicks the third card where it is drawn now: it is the one picked
    feed(scene, click(scene.widgets.get("op*").rect.center))
    feed(scene, click(after[2].center))
    assert [c.value for c in scene.hand.state.cards] == [values[0], (values[1] + values[3]) * values[2]]


def test_letter_keys_pick_cards_and_a_stray_key_is_answered_not_ignored(ctx):
    scene = hand(ctx, "24-first-steps")
    first, second = scene.hand.state.cards[0].value, scene.hand.state.cards[1].value
    feed(scene, typed("a+b"))
    assert len(scene.hand.state.cards) == 3 and scene.hand.state.cards[0].value == first + second
    feed(scene, typed("q"))
    assert "'q'" in scene.hand.message and len(scene.hand.state.cards) == 3
    feed(scene, typed("z"))          # no fifth card here: Z is not a card key either
    assert "'z'" in scene.hand.message


def test_a_wrong_last_merge_says_so_and_undo_goes_on(ctx):
    scene = hand(ctx, "24-first-steps")
    feed(scene, typed("a+b") + typed("a+c") + typed("a+d"))      # 1+2+3+4 = 10
    assert [c.value for c in scene.hand.state.cards] == [10] and not scene.hand.finished
    assert scene.widgets.get("message").text == "That makes 10, not 24: undo (U) and try again."
    feed(scene, [key(pygame.K_u)])
    assert len(scene.hand.state.cards) == 2 and scene.hand.message == ""


def test_a_keyboard_plan_read_off_the_table_hits_the_cards_it_names(ctx):
    """1 2 3 4: the player plans (a+c) then b*d, reading the letters under the cards; after the first merge
    B and D are still the 2 and the 4, and the letters drawn under the cards say so."""
    scene = hand(ctx, "24-first-steps")
    assert [c.value for c in scene.hand.state.cards] == [1, 2, 3, 4]
    feed(scene, typed("a+c"))
    assert [c.value for c in scene.hand.state.cards] == [4, 2, 4]
    feed(scene, typed("b*d"))
    assert [c.value for c in scene.hand.state.cards] == [4, 8]       # 1+3 and 2×4
    feed(scene, typed("c"))                                           # C went into card A: said, nothing picked
    assert "Card C is now part of card A" in scene.hand.message and scene.hand.selected in (None, 1)


def test_the_letters_drawn_under_the_cards_are_the_keys_that_pick_them(ctx, monkeypatch):
    scene = start(ctx, "relaxed")
    deal(scene, (2, 3, 5, 8))
    feed(scene, typed("b+d"))
    shown = drawn_text(scene, monkeypatch)
    assert [s for s in shown if s in ("A", "B", "C", "D")] == ["A", "B", "C"]   # under 2, 3+8 and 5
    feed(scene, [text("c")])
    assert scene.hand.selected is not None
    assert scene.hand.state.cards[scene.hand.selected].value == 5   # C is still the 5
