"""A high score needs no typing: when a run ends it is recorded under the last name used ("Player" the first
time). The name box takes keys only once the player clicks it or presses F2 (the key the screen names); a key
pressed before that, however it lands, never changes a name. Changing the name renames this run's score and is
the name the next run is recorded under."""
from __future__ import annotations

import pygame

from scenes.base import Replace
from scenes.twentyfour.play import NAME_SETTING
from tests.helpers import click, feed, key, run_for
from tests.twentyfour.play_helpers import answer, drawn_text, start, typed

GAME = "twentyfour"


def s_wait_enter(scene) -> None:
    """The exact keys a fast player presses: S (its key and its text), 0.7 s later Enter."""
    feed(scene, [key(pygame.K_s, unicode="s"), *typed("s")[1:]])
    run_for(scene, 0.7)
    feed(scene, [key(pygame.K_RETURN)])


def play_a_sprint(scene) -> None:
    """Solve the first hand, then S, wait, Enter through the rest of the sprint and five times more on its
    results."""
    answer(scene, scene.hand.solutions[0].text, dt=2.0)
    feed(scene, [key(pygame.K_RETURN)])
    while not scene.finished:
        s_wait_enter(scene)
    for _ in range(5):
        s_wait_enter(scene)


def names(ctx, scene) -> list[str]:
    return [s.name for s in ctx.store.top_scores(GAME, scene.series.board, 10, False)]


def test_s_wait_enter_five_times_records_under_the_last_name_and_types_nothing(ctx):
    ctx.store.set_setting(NAME_SETTING, "Ann")
    scene = start(ctx, "sprint")
    for run in range(2):                  # the second run is where a stray "s" used to be saved
        play_a_sprint(scene)
        name = scene.widgets.get("name")
        assert scene.screen.saved_score   # recorded when the run ended, nothing typed
        assert names(ctx, scene) == ["Ann"] * (run + 1)
        assert name.text == "Ann" and scene.widgets.focus is not name
        assert ctx.store.get_setting(NAME_SETTING) == "Ann"
        again = scene.widgets.press("again")
        assert isinstance(again, Replace)
        scene = again.scene
        scene.help_warned = True


def test_the_first_run_is_recorded_as_player_without_a_name_box_open(ctx):
    scene = start(ctx, "sprint")
    play_a_sprint(scene)
    assert names(ctx, scene) == ["Player"] and scene.widgets.focus is not scene.widgets.get("name")


def test_keys_before_a_click_or_f2_never_change_the_name(ctx, monkeypatch):
    ctx.store.set_setting(NAME_SETTING, "Ann")
    scene = start(ctx, "sprint")
    play_a_sprint(scene)
    name = scene.widgets.get("name")
    feed(scene, typed("xyz") + [key(pygame.K_BACKSPACE), key(pygame.K_TAB), *typed("q"), key(pygame.K_RETURN)])
    run_for(scene, 3.0)                   # no pause that ends with the box opening by itself
    feed(scene, typed("w") + [key(pygame.K_RETURN)])
    assert name.text == "Ann" and names(ctx, scene) == ["Ann"] and ctx.store.get_setting(NAME_SETTING) == "Ann"
    assert any("F2" in line for line in drawn_text(scene, monkeypatch))   # the screen names the key


def test_f2_or_a_click_opens_the_box_and_the_new_name_renames_this_score(ctx):
    ctx.store.set_setting(NAME_SETTING, "Ann")
    scene = start(ctx, "sprint")
    play_a_sprint(scene)
    name = scene.widgets.get("name")
    feed(scene, [key(pygame.K_F2)])
    assert scene.widgets.focus is name
    feed(scene, [key(pygame.K_BACKSPACE)] * 3 + typed("Bo") + [key(pygame.K_RETURN)])
    assert names(ctx, scene) == ["Bo"] and ctx.store.get_setting(NAME_SETTING) == "Bo"
    assert scene.widgets.focus is not name
    feed(scene, click(name.rect.center))
    assert scene.widgets.focus is name
    feed(scene, typed("b") + [key(pygame.K_ESCAPE)])     # Esc leaves the box: the name stays as recorded
    assert name.text == "Bo" and names(ctx, scene) == ["Bo"]
    nxt = scene.widgets.press("again").scene
    nxt.help_warned = True
    play_a_sprint(nxt)
    assert sorted(names(ctx, nxt)) == ["Bo", "Bo"]      # the next run is recorded under the new name
