"""Hints: one merge at a time (the next press makes it and shows the one after), counted as help on the hand
and the run; a hinted run stays off the high-score table; the hint tab is drawn readable."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from sprites import theme
from sprites import twentyfour as art
from tests.helpers import feed, key
from tests.twentyfour.play_helpers import deal, ending, start


def test_hints_reveal_one_step_at_a_time_and_mark_the_run(ctx):
    scene = start(ctx, "challenge")
    feed(scene, [key(pygame.K_h)])
    r = scene.hand
    assert r.helped and r.hint_move is not None and len(r.state.cards) == 4 and r.message.startswith("Hint:")
    feed(scene, [key(pygame.K_h)])                   # the shown step is made, the next one shown
    assert len(r.state.cards) == 3 and r.hint_move is not None
    while not r.finished:
        feed(scene, [key(pygame.K_h)])
    assert ending(scene) is Ending.SOLVED and scene.run.helped
    assert r.outcome is not None and r.outcome.helped and not r.outcome.clean


def test_a_hinted_run_cannot_enter_the_table(ctx):
    scene = start(ctx, "sprint")
    feed(scene, [key(pygame.K_h)])
    for _ in range(scene.series.rules.hands):
        feed(scene, [key(pygame.K_s)])
        feed(scene, [key(pygame.K_RETURN)])
    assert scene.finished and scene.run.helped
    assert not scene.widgets.get("name").visible and not scene.widgets.get("save").visible


def test_a_hint_on_a_hand_with_no_solution_says_so(ctx):
    scene = start(ctx, "relaxed")
    deal(scene, (1, 1, 7, 7))
    feed(scene, [key(pygame.K_h)])
    assert scene.hand.message == "This hand has no solution." and scene.hand.helped


def test_the_hint_tab_is_not_crossed_by_the_dashed_outline():
    pygame.font.init()
    rect = pygame.Rect(100, 100, art.CARD_W, art.CARD_H)
    surface = pygame.Surface((400, 400))
    art.draw_card(surface, rect, corner="3", value="3", hint="HINT 1")
    tab = pygame.Rect(0, 0, 96, 30)
    tab.midbottom = (rect.centerx, rect.top + 4)
    alone = pygame.Surface((400, 400))  # the tab drawn on its own, as it should look
    pygame.draw.rect(alone, theme.YELLOW, tab, border_radius=8)
    theme.blit_text(alone, "HINT 1", tab.center, 20, art.INK, True, "center")
    inside = tab.inflate(-8, -8)
    assert all(surface.get_at((x, y)) == alone.get_at((x, y))
               for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom))
