"""The result panel's bottom row (Show the others, Play again, Next hand: whichever are shown) is centred on the
panel, its buttons side by side without overlapping, after a solve and after a skip, in a mode and on a famous
hand."""
from __future__ import annotations

import pygame

from scenes.twentyfour.view import RESULT_PANEL
from tests.helpers import feed, key
from tests.twentyfour.play_helpers import answer, hand, start

ROW = ("others", "again", "next")


def assert_row_centred(scene) -> None:
    shown = [scene.widgets.get(wid) for wid in ROW if scene.widgets.get(wid).visible]
    assert shown, "a hand that is over offers a way on"
    rects = [w.rect for w in shown]
    assert len({r.centery for r in rects}) == 1                          # one row
    for a, b in zip(rects, rects[1:]):
        assert a.right <= b.left                                          # side by side, in order
    row = rects[0].unionall(rects[1:])
    assert abs(row.centerx - RESULT_PANEL.centerx) <= 1, [(w.id, w.rect) for w in shown]
    assert RESULT_PANEL.contains(row)


def test_a_modes_solved_and_skipped_hands_centre_their_buttons(ctx):
    scene = start(ctx, "sprint")
    answer(scene, scene.hand.solutions[0].text, dt=2.0)
    assert_row_centred(scene)
    feed(scene, [key(pygame.K_v)])                                      # the other solutions listed
    assert_row_centred(scene)
    feed(scene, [key(pygame.K_RETURN), key(pygame.K_s)])                # next hand, skipped
    assert scene.hand.finished
    assert_row_centred(scene)


def test_a_famous_hands_buttons_are_centred_too(ctx):
    for level_id in ("24-first-steps", "24-eights"):
        scene = hand(ctx, level_id)
        answer(scene, scene.hand.solutions[0].text)
        assert_row_centred(scene)
