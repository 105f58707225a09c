"""The end of a run waits for the player: keys still on their way from the hands before (S to skip, Enter for the
next hand) neither type into the name box, save a name, nor start a new round. The name box opens after a pause
it counts down on screen, or at once on a click; Enter saves only a name the player touched."""
from __future__ import annotations

import pygame

from game.logic.outcome import Ending
from scenes.base import Replace
from scenes.twentyfour.play import NAME_GUARD, NAME_SETTING
from tests.helpers import click, feed, key, run_for
from tests.twentyfour.play_helpers import drawn_text, ending, start, typed

SKIP_AND_NEXT = [key(pygame.K_s, unicode="s"), *typed("s")[1:], key(pygame.K_RETURN)]


def finish_a_challenge(scene) -> None:
    """Solve every hand of the challenge with the keyboard, Enter after each, up to the run's results."""
    for _ in range(scene.series.rules.hands):
        feed(scene, typed(scene.hand.solutions[0].text) + [key(pygame.K_RETURN)], dt=2.0)
        assert ending(scene) is Ending.SOLVED
        feed(scene, [key(pygame.K_RETURN)])   # "Next hand", and after the last one "See results"
    assert scene.finished


def test_skipping_keys_after_the_results_appear_save_nothing(ctx, monkeypatch):
    ctx.store.set_setting(NAME_SETTING, "Tester")
    scene = start(ctx, "challenge")
    finish_a_challenge(scene)
    name = scene.widgets.get("name")
    assert name.visible and name.text == "Tester"
    # the player goes on skipping as fast as before: S, Enter, S, Enter... for a whole second
    for _ in range(6):
        feed(scene, SKIP_AND_NEXT, dt=0.1)
    assert name.text == "Tester" and scene.screen.saved_score is False
    assert ctx.store.top_scores("twentyfour", scene.series.board) == []
    # the pause is on show, counting down
    assert any("the box opens in" in line for line in drawn_text(scene, monkeypatch))
    run_for(scene, NAME_GUARD)
    assert scene.widgets.focus is name    # now the box is open
    feed(scene, [key(pygame.K_RETURN)])   # Enter on the box the player has not touched saves nothing
    assert not scene.screen.saved_score and ctx.store.top_scores("twentyfour", scene.series.board) == []
    assert "Type your name" in " ".join(drawn_text(scene, monkeypatch))
    feed(scene, [key(pygame.K_END)] + typed("s") + [key(pygame.K_RETURN)])   # typed in it: now it is theirs
    assert [s.name for s in ctx.store.top_scores("twentyfour", scene.series.board)] == ["Testers"]


def test_a_click_opens_the_name_box_at_once(ctx):
    scene = start(ctx, "challenge")
    finish_a_challenge(scene)
    name = scene.widgets.get("name")
    name.text = ""
    feed(scene, click(name.rect.center))
    assert scene.widgets.focus is name
    feed(scene, typed("Ada") + [key(pygame.K_RETURN)])
    assert [s.name for s in ctx.store.top_scores("twentyfour", scene.series.board)] == ["Ada"]


def test_a_stray_enter_on_results_without_a_name_box_does_not_start_a_new_round(ctx):
    scene = start(ctx, "beat_the_clock")
    run_for(scene, 121, dt=0.5)               # nothing solved: the results have no name box
    feed(scene, [key(pygame.K_RETURN)])       # "See results"
    assert scene.finished and not scene.widgets.get("name").visible
    for _ in range(3):
        assert feed(scene, [key(pygame.K_RETURN)]) is None
        run_for(scene, 1.0)
    assert scene.finished and scene.widgets.get("again").visible   # still the results
    assert not any(w.primary for w in scene.widgets.widgets if w.visible and hasattr(w, "primary"))  # none lit
    for _ in range(3):                        # a deliberate choice: Tab to "Play again", then Enter
        feed(scene, [key(pygame.K_TAB)])
        if scene.widgets.focus is scene.widgets.get("again"):
            break
    assert scene.widgets.focus is scene.widgets.get("again")
    assert isinstance(feed(scene, [key(pygame.K_RETURN)]), Replace)
