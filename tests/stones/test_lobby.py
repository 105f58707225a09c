"""The stone duel's lobby and custom games: a remembered hot-seat set-up, starts that cannot be won explained in
the lobby's words, `--scene stones --level ID`, and N dealing a fresh custom game (a level starts over)."""
from __future__ import annotations

import pygame

from game.logic import stones
from game.logic.stones import Move
from scenes.base import Pop, Push
from scenes.stones import open_scene
from scenes.stones.lobby import StonesLobby
from scenes.stones.play import StonesScene
from tests.helpers import feed, key, make_context, render, text
from tests.stones.driving import click_take, hot_seat, level_scene


def test_lobby_sets_up_a_remembered_hot_seat_custom_game(ctx):
    lobby = StonesLobby(ctx)
    lobby.widgets.press("opt-opponent")
    lobby.widgets.press("opt-rule")
    lobby.widgets.press("heaps-less")
    assert lobby.widgets.get("name-1").visible
    lobby.widgets.set_focus("name-1")
    feed(lobby, [key(pygame.K_BACKSPACE)] * 8 + [text("Ada")])
    result = lobby.widgets.press("start-custom")
    assert isinstance(result, Push)
    duel = result.scene.duel
    assert not duel.vs_ai and duel.spec.rule is stones.Rule.NORMAL and len(duel.spec.heaps) == 3
    assert [s.name for s in duel.seats] == ["Ada", "Player 2"]
    assert all(1 <= h <= duel.spec.cap for h in duel.spec.heaps)
    again = StonesLobby(ctx)  # the options are remembered
    assert again.options["opponent"] == "human" and again.options["names"][0] == "Ada"
    assert again.options["heaps"] == 3 and again.options["rule"] == "normal"
    render(again)


def test_impossible_custom_game_is_explained(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=1, rule="normal", first="ai", opponent="ai")
    assert lobby.widgets.press("start-custom") is None
    assert "no winnable start" in lobby.message


def test_an_impossible_custom_game_is_explained_in_the_lobbys_words_until_an_option_changes(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=1, cap=1, rule="misere", first="player", opponent="ai")
    assert lobby.widgets.press("start-custom") is None
    assert lobby.message == ("There is no winnable start with 1 heap of at most 1 stone under misère rules and "
                             "you moving first. Try more heaps, more stones or another rule.")
    lobby.widgets.press("opt-first")  # the computer starts: now it is the one left with the last stone
    assert lobby.message == ""
    assert isinstance(lobby.widgets.press("start-custom"), Push)


def test_hot_seat_custom_starts_do_not_always_hand_the_first_seat_the_win(ctx):
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=3, cap=5, rule="misere", first="player", opponent="human")
    scene = lobby.widgets.press("start-custom").scene
    first_seat_wins = set()
    for _ in range(40):
        spec = scene.duel.spec
        assert len(spec.heaps) == 3 and all(1 <= h <= 5 for h in spec.heaps)
        first_seat_wins.add(stones.player_can_win(spec))
        feed(scene, [key(pygame.K_n)])
    assert first_seat_wins == {True, False}
    lobby.options.update(heaps=1, cap=1)  # a friend can be handed the last stone: that is the game
    assert isinstance(lobby.widgets.press("start-custom"), Push)
    lobby.options.update(opponent="ai")  # the computer, though, must leave the player a way to win
    assert lobby.widgets.press("start-custom") is None and "no winnable start" in lobby.message


def test_open_scene_goes_to_the_level_or_the_lobby(tmp_path):
    ctx = make_context(tmp_path, level_id="stones-07")
    scene = open_scene(ctx)
    assert isinstance(scene, StonesScene) and scene.duel.level_id == "stones-07"
    ctx = make_context(tmp_path, level_id="nope")
    assert isinstance(open_scene(ctx), StonesLobby) and "nope" in ctx.notices[-1]
    campaign = StonesLobby(ctx).widgets.press("campaign")
    assert isinstance(campaign, Push)
    render(campaign.scene)


def test_n_deals_a_new_custom_game_but_restarts_a_level(ctx):
    scene = hot_seat(ctx, heaps=(2, 3, 4))
    click_take(scene, Move(0, 1))
    feed(scene, [key(pygame.K_n)])
    fresh = scene.duel
    assert fresh.session.position == 0 and len(fresh.state.heaps) == 3
    assert all(1 <= h <= 5 for h in fresh.state.heaps) and [s.name for s in fresh.seats] == ["Ada", "Bob"]
    assert max(fresh.state.heaps) == 5  # the cap is dealt (hot-seat starts may favour either friend)
    level = level_scene(ctx, "stones-05")
    click_take(level, Move(0, 1))
    feed(level, [key(pygame.K_n)])
    assert level.duel.state == level.duel.session.initial and level.duel.level_id == "stones-05"


def test_the_lobbys_back_button_is_top_left_where_every_other_screen_has_it(ctx):
    from scenes.level_select import LevelSelectScene
    from scenes.matchstick.lobby import MatchstickMenu

    lobby = StonesLobby(ctx)
    back = lobby.widgets.get("back").rect
    assert back == LevelSelectScene(ctx, "stones", "t", lambda level: None).widgets.get("back").rect
    assert back == MatchstickMenu(ctx).widgets.get("back").rect
    assert isinstance(lobby.widgets.press("back"), Pop)
    others = [w.rect for w in lobby.widgets.widgets if w.id != "back" and w.visible]
    assert not any(back.colliderect(rect) for rect in others)


def test_a_custom_deal_reaches_the_most_stones_per_heap_chosen(tmp_path):
    for seed in range(12):
        for opponent, first in (("ai", "player"), ("ai", "ai"), ("human", "player")):
            lobby = StonesLobby(make_context(tmp_path / f"{seed}{opponent}{first}", seed=seed))
            lobby.options.update(heaps=4, cap=7, opponent=opponent, first=first)
            scene = lobby.widgets.press("start-custom").scene
            heaps = scene.duel.spec.heaps
            assert len(heaps) == 4 and max(heaps) == 7 and min(heaps) >= 1, (seed, heaps)
            if opponent == "ai":
                assert stones.player_can_win(scene.duel.spec)
            feed(scene, [key(pygame.K_n)])                   # a new deal keeps to the cap as well
            assert max(scene.duel.spec.heaps) == 7


def test_a_custom_deal_that_cannot_reach_the_cap_and_be_won_still_deals_a_winnable_start(ctx):
    # one heap, misère rules, the computer first: a full heap of 5 would be the computer's win; a single stone is not
    lobby = StonesLobby(ctx)
    lobby.options.update(heaps=1, cap=5, rule="misere", first="ai", opponent="ai")
    scene = lobby.widgets.press("start-custom").scene
    assert scene.duel.spec.heaps == (1,) and stones.player_can_win(scene.duel.spec)
